import { expect, test } from 'vitest';
import type { Goal } from '@taper/domain';
import {
  listEntriesForHabit,
  lockHabit,
  readHabitUnheld,
  updateHabit,
  upsertEntry,
  upsertEntryIfHabitUnchanged,
  writeHabitGoal,
} from '../index';
import { describeEngines, makeUser, makeUserWithHabit } from '../testing';
import { untilALockIsWaitedOn } from './lock-waits.testing';

const NOW = new Date('2026-12-01T12:00:00Z');
const daily = (dailyGoal: number): Goal => ({
  goalType: 'number',
  goalSchedule: 'daily',
  dailyGoal,
});

describeEngines('a log without a transaction', (ctx) => {
  const day = (habitId: number, userId: number, date: string, actualValue = 2) => ({
    habitId,
    userId,
    date,
    performance: 'success',
    actualValue,
  });

  test.runIf(ctx.engine === 'sqlite')('SQLite always logs under the lock', async () => {
    const { user, habit } = await makeUserWithHabit(ctx.db);
    expect(await readHabitUnheld(ctx.db, user.id, habit.id)).toBeUndefined();
  });

  // Only PostgreSQL reads without a lock: the rest of the suite is its.
  const postgresTest = test.runIf(ctx.engine === 'postgres');

  postgresTest(
    'reads the habit and its versions, and writes while its row is unchanged',
    async () => {
      const { user, habit } = await makeUserWithHabit(ctx.db);
      const seen = await readHabitUnheld(ctx.db, user.id, habit.id);
      expect(seen?.habit).toEqual(habit);
      expect(seen?.versions).toEqual([{ effectiveFrom: '2025-01-01', goal: habit.goal }]);
      if (!seen) throw new Error('not read');
      const written = await upsertEntryIfHabitUnchanged(
        ctx.db,
        seen,
        day(habit.id, user.id, '2025-03-01'),
        NOW,
      );
      expect(written).toMatchObject({ date: '2025-03-01', actualValue: 2, revision: 1 });
      // The write moved the habit on: what was read is out of date now, even for another day.
      const again = await upsertEntryIfHabitUnchanged(
        ctx.db,
        seen,
        day(habit.id, user.id, '2025-03-02'),
        NOW,
      );
      expect(again).toBeUndefined();
      const fresh = await readHabitUnheld(ctx.db, user.id, habit.id);
      if (!fresh) throw new Error('not read');
      expect(fresh.habit.entriesRevision).toBe(1);
      // A day logged again is updated in place.
      const updated = await upsertEntryIfHabitUnchanged(
        ctx.db,
        fresh,
        day(habit.id, user.id, '2025-03-01', 4),
        NOW,
      );
      expect(updated).toMatchObject({ id: written?.id, actualValue: 4, revision: 2 });
      expect(await listEntriesForHabit(ctx.db, user.id, habit.id)).toHaveLength(1);
    },
  );

  postgresTest('writes nothing after a goal change or a rename, nor to another user', async () => {
    const { user, habit } = await makeUserWithHabit(ctx.db);
    const other = await makeUser(ctx.db);
    expect(await readHabitUnheld(ctx.db, other.id, habit.id)).toBeUndefined();
    const seen = await readHabitUnheld(ctx.db, user.id, habit.id);
    if (!seen) throw new Error('not read');
    expect(
      await upsertEntryIfHabitUnchanged(ctx.db, seen, day(habit.id, other.id, '2025-03-01'), NOW),
    ).toBeUndefined();
    await writeHabitGoal(ctx.db, habit, daily(1), undefined, NOW);
    expect(
      await upsertEntryIfHabitUnchanged(ctx.db, seen, day(habit.id, user.id, '2025-03-01'), NOW),
    ).toBeUndefined();
    const afterGoal = await readHabitUnheld(ctx.db, user.id, habit.id);
    if (!afterGoal) throw new Error('not read');
    await updateHabit(ctx.db, user.id, habit.id, { name: 'Tea' }, NOW);
    expect(
      await upsertEntryIfHabitUnchanged(
        ctx.db,
        afterGoal,
        day(habit.id, user.id, '2025-03-01'),
        NOW,
      ),
    ).toBeUndefined();
    expect(await listEntriesForHabit(ctx.db, user.id, habit.id)).toEqual([]);
  });

  // The write holds the row while it writes: a goal change in progress is waited for, and once it
  // commits the row is another version, so nothing is written by the goal read before it.
  postgresTest('waits for a goal change in progress and then writes nothing', async () => {
    const { user, habit } = await makeUserWithHabit(ctx.db);
    const seen = await readHabitUnheld(ctx.db, user.id, habit.id);
    if (!seen) throw new Error('not read');
    const another = ctx.openAnother();
    try {
      let waiting: Promise<unknown> | undefined;
      await ctx.db.transaction().execute(async (trx) => {
        if (!(await lockHabit(trx, user.id, habit.id))) throw new Error('not locked');
        waiting = upsertEntryIfHabitUnchanged(
          another.db,
          seen,
          day(habit.id, user.id, '2025-03-01'),
          NOW,
        );
        await untilALockIsWaitedOn(ctx.db);
        await writeHabitGoal(trx, habit, daily(1), undefined, NOW);
      });
      expect(await waiting).toBeUndefined();
      expect(await listEntriesForHabit(ctx.db, user.id, habit.id)).toEqual([]);
    } finally {
      await another.close();
    }
  });

  postgresTest('a change rolled back leaves the row as read: the write goes ahead', async () => {
    const { user, habit } = await makeUserWithHabit(ctx.db);
    const seen = await readHabitUnheld(ctx.db, user.id, habit.id);
    if (!seen) throw new Error('not read');
    await ctx.db
      .transaction()
      .execute(async (trx) => {
        await upsertEntry(trx, day(habit.id, user.id, '2025-03-02'), NOW);
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    expect(
      await upsertEntryIfHabitUnchanged(ctx.db, seen, day(habit.id, user.id, '2025-03-01'), NOW),
    ).toMatchObject({ date: '2025-03-01' });
  });
});
