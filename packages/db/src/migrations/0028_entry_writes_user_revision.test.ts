import { expect, test } from 'vitest';
import {
  createHabit,
  deleteEntry,
  findHabit,
  findUserById,
  insertEntries,
  listEntriesForHabit,
  purgeDeletedHabits,
  deleteHabit,
  setEntryPerformances,
  updateHabit,
  upsertEntry,
} from '../index';
import { describeEngines, makeUser } from '../testing';

const DAYS = Array.from({ length: 30 }, (_, n) =>
  new Date(Date.UTC(2025, 0, 1 + n)).toISOString().slice(0, 10),
);

describeEngines('migration 0028: entry writes move the user on once a statement', (ctx) => {
  const revisionOf = async (userId: number) =>
    (await findUserById(ctx.db, userId))?.dataRevision ?? -1;

  test('every kind of entry write still moves its owner on, and only its owner', async () => {
    const { db } = ctx;
    const user = await makeUser(db);
    const bystander = await makeUser(db);
    await createHabit(db, bystander.id, { createdOn: '2025-01-01', name: 'Tea' });
    const bystanderBefore = await revisionOf(bystander.id);
    const habit = await createHabit(db, user.id, { createdOn: '2025-01-01', name: 'Coffee' });
    let seen = await revisionOf(user.id);
    const expectMovedOn = async () => {
      const now = await revisionOf(user.id);
      expect(now).toBeGreaterThan(seen);
      seen = now;
    };

    const days = DAYS.slice(0, 3).map((date) => ({ date, performance: 'success' }));
    await insertEntries(db, user.id, habit.id, days, new Date());
    await expectMovedOn();
    const entries = await listEntriesForHabit(db, user.id, habit.id);
    const results = entries.map((entry) => ({ entryId: entry.id, performance: 'over' }));
    await setEntryPerformances(db, results, new Date());
    await expectMovedOn();
    await deleteEntry(db, user.id, entries[0]!.id);
    await expectMovedOn();
    // A habit deleted for good takes its entries with it (the cascade's own delete statement).
    await deleteHabit(db, user.id, habit.id, new Date(Date.UTC(2000, 0, 1)));
    await expectMovedOn();
    expect(await purgeDeletedHabits(db)).toBe(1);
    await expectMovedOn();

    expect(await revisionOf(bystander.id)).toBe(bystanderBefore);
  });

  test.skipIf(ctx.engine === 'sqlite')(
    'PostgreSQL: a statement of many entries writes the user once; habit changes still count',
    async () => {
      const { db } = ctx;
      const user = await makeUser(db);
      const habit = await createHabit(db, user.id, { createdOn: '2025-01-01', name: 'Coffee' });
      const before = await revisionOf(user.id);
      const days = DAYS.map((date) => ({ date, performance: 'success', actualValue: 1 }));
      await insertEntries(db, user.id, habit.id, days, new Date());
      // Once for the statement: neither once per entry nor again for the habit's entries revision.
      expect(await revisionOf(user.id)).toBe(before + 1);
      expect((await findHabit(db, user.id, habit.id))?.entriesRevision).toBe(1);

      // A log that replaces a day: the upsert's insert and update triggers, once between them.
      await upsertEntry(db, {
        habitId: habit.id,
        userId: user.id,
        date: DAYS[0]!,
        performance: 'over',
        actualValue: 9,
      });
      expect(await revisionOf(user.id)).toBe(before + 2);
      expect((await findHabit(db, user.id, habit.id))?.entriesRevision).toBe(2);

      // The habit's own columns still move the user on.
      await updateHabit(db, user.id, habit.id, { name: 'Espresso' });
      expect(await revisionOf(user.id)).toBe(before + 3);
    },
  );
});
