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

  test('a statement of many entries moves the user on (on PostgreSQL once); habit changes too', async () => {
    const { db } = ctx;
    const user = await makeUser(db);
    const habit = await createHabit(db, user.id, { createdOn: '2025-01-01', name: 'Coffee' });
    const entriesRevision = async () =>
      (await findHabit(db, user.id, habit.id))?.entriesRevision ?? -1;
    let seen = await revisionOf(user.id);
    let seenEntries = await entriesRevision();
    // PostgreSQL moves the user and the habit on once a statement; SQLite's row triggers, once
    // an entry.
    const expectOneStatement = async (entriesMove = true) => {
      const [now, nowEntries] = [await revisionOf(user.id), await entriesRevision()];
      if (ctx.engine === 'postgres') {
        expect(now).toBe(seen + 1);
        expect(nowEntries).toBe(seenEntries + (entriesMove ? 1 : 0));
      } else {
        expect(now).toBeGreaterThan(seen);
        if (entriesMove) expect(nowEntries).toBeGreaterThan(seenEntries);
      }
      [seen, seenEntries] = [now, nowEntries];
    };
    const days = DAYS.map((date) => ({ date, performance: 'success', actualValue: 1 }));
    await insertEntries(db, user.id, habit.id, days, new Date());
    // Neither once per entry nor again for the habit's entries revision.
    await expectOneStatement();

    // A log that replaces a day: the upsert's insert and update triggers, once between them.
    await upsertEntry(db, {
      habitId: habit.id,
      userId: user.id,
      date: DAYS[0]!,
      performance: 'over',
      actualValue: 9,
    });
    await expectOneStatement();

    // The habit's own columns still move the user on.
    await updateHabit(db, user.id, habit.id, { name: 'Espresso' });
    await expectOneStatement(false);
  });
});
