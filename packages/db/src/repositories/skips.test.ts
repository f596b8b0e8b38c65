import { expect, test } from 'vitest';
import {
  createHabit,
  insertEntriesWhereNone,
  listEntriesForHabit,
  listHabitIds,
  setHabitArchived,
  upsertEntry,
} from '../index';
import { describeEngines, makeUser } from '../testing';

describeEngines('vacation queries', (ctx) => {
  test("lists the user's unarchived habits, or the chosen ones that are theirs", async () => {
    const user = await makeUser(ctx.db);
    const other = await makeUser(ctx.db);
    const coffee = await createHabit(ctx.db, user.id, { createdOn: '2025-01-01', name: 'Coffee' });
    const beaten = await createHabit(ctx.db, user.id, { createdOn: '2025-01-01', name: 'Beaten' });
    const theirs = await createHabit(ctx.db, other.id, { createdOn: '2025-01-01', name: 'Tea' });
    await setHabitArchived(ctx.db, user.id, beaten.id, true);
    expect(await listHabitIds(ctx.db, user.id, 'unarchived')).toEqual([coffee.id]);
    expect(await listHabitIds(ctx.db, user.id, { ids: [theirs.id, beaten.id, coffee.id] })).toEqual(
      [coffee.id, beaten.id].sort((a, b) => a - b),
    );
    expect(await listHabitIds(ctx.db, user.id, { ids: [] })).toEqual([]);
  });

  test('inserts only where a day has no entry, and counts what it inserted', async () => {
    const user = await makeUser(ctx.db);
    const coffee = await createHabit(ctx.db, user.id, { createdOn: '2025-01-01', name: 'Coffee' });
    await upsertEntry(ctx.db, {
      habitId: coffee.id,
      userId: user.id,
      date: '2025-03-02',
      performance: 'over',
      actualValue: 4,
    });
    const row = (date: string) => ({
      habitId: coffee.id,
      userId: user.id,
      date,
      performance: 'skipped',
      note: 'Away',
    });
    const dates = Array.from({ length: 300 }, (_, index) =>
      new Date(Date.UTC(2025, 0, 1 + index)).toISOString().slice(0, 10),
    );
    expect(await insertEntriesWhereNone(ctx.db, dates.map(row))).toBe(299);
    const entries = await listEntriesForHabit(ctx.db, user.id, coffee.id);
    expect(entries).toHaveLength(300);
    expect(entries.find((entry) => entry.date === '2025-03-02')).toMatchObject({
      performance: 'over',
      actualValue: 4,
    });
    expect(await insertEntriesWhereNone(ctx.db, dates.map(row))).toBe(0);
  });
});
