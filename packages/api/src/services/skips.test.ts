import { expect, test } from 'vitest';
import {
  createHabit,
  listEntriesForHabit,
  listEntriesForUser,
  setHabitArchived,
  upsertEntry,
} from '@taper/db';
import { describeEngines, makeUser } from '@taper/db/testing';
import { skipDays as skipDaysAt, type SkipDaysInput } from './skips';

const NOW = new Date('2025-03-04T09:00:00.000Z');

describeEngines('vacation (skips service)', (ctx) => {
  const skipDays = (db: typeof ctx.db, input: SkipDaysInput) => skipDaysAt(db, input, NOW);

  const DATES = ['2025-03-01', '2025-03-02', '2025-03-03'];

  test('skips the empty days of every habit, keeping the logged ones', async () => {
    const user = await makeUser(ctx.db);
    const coffee = await createHabit(ctx.db, user.id, { createdOn: '2025-01-01', name: 'Coffee' });
    const wine = await createHabit(ctx.db, user.id, { createdOn: '2025-01-01', name: 'Wine' });
    await upsertEntry(ctx.db, {
      habitId: coffee.id,
      userId: user.id,
      date: '2025-03-02',
      performance: 'over',
      actualValue: 4,
    });
    const result = await skipDays(ctx.db, { userId: user.id, dates: DATES, note: 'Holiday' });
    expect(result).toEqual({
      skipped: 5,
      alreadyLogged: 1,
      habitIds: [coffee.id, wine.id].sort((a, b) => a - b),
    });
    const coffeeDays = await listEntriesForHabit(ctx.db, user.id, coffee.id);
    expect(coffeeDays.map((entry) => [entry.date, entry.performance, entry.actualValue])).toEqual([
      ['2025-03-01', 'skipped', null],
      ['2025-03-02', 'over', 4],
      ['2025-03-03', 'skipped', null],
    ]);
    expect(coffeeDays[0]?.note).toBe('Holiday');
    // Again: nothing is left to skip.
    expect(await skipDays(ctx.db, { userId: user.id, dates: DATES })).toMatchObject({
      skipped: 0,
      alreadyLogged: 6,
    });
  });

  test('all habits are the unarchived ones; an archived habit is skipped only when chosen', async () => {
    const user = await makeUser(ctx.db);
    const coffee = await createHabit(ctx.db, user.id, { createdOn: '2025-01-01', name: 'Coffee' });
    const beaten = await createHabit(ctx.db, user.id, { createdOn: '2025-01-01', name: 'Beaten' });
    await setHabitArchived(ctx.db, user.id, beaten.id, true);
    expect(await skipDays(ctx.db, { userId: user.id, dates: DATES })).toEqual({
      skipped: 3,
      alreadyLogged: 0,
      habitIds: [coffee.id],
    });
    expect(await listEntriesForHabit(ctx.db, user.id, beaten.id)).toEqual([]);
    expect(
      await skipDays(ctx.db, { userId: user.id, habitIds: [beaten.id], dates: DATES }),
    ).toMatchObject({ skipped: 3, habitIds: [beaten.id] });
  });

  test('skips only the listed habits, and none when one is not the user’s', async () => {
    const user = await makeUser(ctx.db);
    const other = await makeUser(ctx.db);
    const coffee = await createHabit(ctx.db, user.id, { createdOn: '2025-01-01', name: 'Coffee' });
    const wine = await createHabit(ctx.db, user.id, { createdOn: '2025-01-01', name: 'Wine' });
    const theirs = await createHabit(ctx.db, other.id, { createdOn: '2025-01-01', name: 'Tea' });
    expect(
      await skipDays(ctx.db, { userId: user.id, habitIds: [wine.id, wine.id], dates: DATES }),
    ).toEqual({ skipped: 3, alreadyLogged: 0, habitIds: [wine.id] });
    expect(await listEntriesForHabit(ctx.db, user.id, coffee.id)).toEqual([]);
    expect(
      await skipDays(ctx.db, { userId: user.id, habitIds: [coffee.id, theirs.id], dates: DATES }),
    ).toBeUndefined();
    expect(await listEntriesForHabit(ctx.db, user.id, coffee.id)).toEqual([]);
    expect(await listEntriesForUser(ctx.db, other.id)).toEqual([]);
  });

  test('a long range over many habits is written in several statements', async () => {
    const user = await makeUser(ctx.db);
    for (let index = 0; index < 6; index++)
      await createHabit(ctx.db, user.id, { createdOn: '2025-01-01', name: `H${index}` });
    const dates = Array.from({ length: 60 }, (_, index) =>
      new Date(Date.UTC(2025, 0, 1 + index)).toISOString().slice(0, 10),
    );
    expect(await skipDays(ctx.db, { userId: user.id, dates })).toMatchObject({
      skipped: 360,
      alreadyLogged: 0,
    });
    expect(await listEntriesForUser(ctx.db, user.id)).toHaveLength(360);
  });
});
