import type { Goal } from '@taper/domain';
import { expect, test } from 'vitest';
import {
  createHabit,
  findHabit,
  findHabitWithVersions,
  listEntriesForHabit,
  listGoalVersions,
  listGoalVersionsForUser,
  listEntriesToJudge,
  lockHabit,
  lockHabitWithVersions,
  setEntryPerformances,
  upsertEntry,
  insertEntries,
  writeGoalVersions,
  writeHabitGoal,
} from '../index';
import { describeEngines, makeUser } from '../testing';
import { untilALockIsWaitedOn } from './lock-waits.testing';

const daily = (dailyGoal: number): Goal => ({
  goalType: 'number',
  goalSchedule: 'daily',
  dailyGoal,
});
const NOW = new Date('2026-12-01T12:00:00Z');

describeEngines('goal history', (ctx) => {
  /** A new user with one habit. */
  const userWithHabit = async (fields: Parameters<typeof createHabit>[2]) => {
    const user = await makeUser(ctx.db);
    return { user, habit: await createHabit(ctx.db, user.id, fields, NOW) };
  };
  /** A habit of one user, and another user, to whom it is not. */
  const ownerOtherAndHabit = async (fields: Parameters<typeof createHabit>[2]) => {
    const { user: owner, habit } = await userWithHabit(fields);
    return { owner, other: await makeUser(ctx.db), habit };
  };

  test('a new habit has one version, from the day it was created', async () => {
    const { user, habit } = await userWithHabit({
      name: 'Tea',
      goal: daily(3),
      createdOn: '2026-11-30',
    });
    expect(await listGoalVersions(ctx.db, user.id, habit.id)).toEqual([
      { effectiveFrom: '2026-11-30', goal: daily(3) },
    ]);
    const other = await makeUser(ctx.db);
    expect(await listGoalVersions(ctx.db, other.id, habit.id)).toEqual([]);
    expect((await listGoalVersionsForUser(ctx.db, user.id)).get(habit.id)).toHaveLength(1);
  });

  test("writes versions, results and the last goal and plan, in the caller's transaction", async () => {
    const { user, habit } = await userWithHabit({
      name: 'Coffee',
      goal: daily(5),
      createdOn: '2026-11-01',
    });
    await upsertEntry(
      ctx.db,
      {
        habitId: habit.id,
        userId: user.id,
        date: '2026-11-10',
        actualValue: 4,
        performance: 'success',
      },
      NOW,
    );
    const plan = { startGoal: 3, endGoal: 2, stepBy: 1, everyDays: 7, startDate: '2026-12-01' };
    const versions = [
      { effectiveFrom: '2026-11-01', goal: daily(5) },
      { effectiveFrom: '2026-12-01', goal: daily(3) },
    ];
    const written = await ctx.db.transaction().execute(async (trx) => {
      const locked = await lockHabit(trx, user.id, habit.id);
      if (!locked) throw new Error('not locked');
      await writeGoalVersions(trx, user.id, habit.id, versions);
      const [entry] = await listEntriesToJudge(trx, user.id, habit.id);
      if (!entry) throw new Error('no entry');
      expect(entry).toMatchObject({ date: '2026-11-10', actualValue: 4, performance: 'success' });
      await setEntryPerformances(trx, [{ entryId: entry.id, performance: 'over' }], NOW);
      return writeHabitGoal(trx, locked, daily(3), plan, NOW);
    });
    expect(written.plan).toEqual(plan);
    expect(written.goal).toEqual(daily(3));
    expect(await listGoalVersions(ctx.db, user.id, habit.id)).toEqual(versions);
    expect(
      (await listEntriesForHabit(ctx.db, user.id, habit.id)).map((e) => e.performance),
    ).toEqual(['over']);
    const kept = await ctx.db
      .transaction()
      .execute((trx) => writeHabitGoal(trx, written, daily(2), undefined, NOW));
    expect(kept.plan).toEqual(plan);
    expect((await findHabit(ctx.db, user.id, habit.id))?.goal).toEqual(daily(2));
  });

  test("another user's habit is not held", async () => {
    const { other, habit } = await ownerOtherAndHabit({
      createdOn: '2025-01-01',
      name: 'Wine',
    });
    expect(
      await ctx.db.transaction().execute((trx) => lockHabit(trx, other.id, habit.id)),
    ).toBeUndefined();
    expect(
      await ctx.db.transaction().execute((trx) => listEntriesToJudge(trx, other.id, habit.id)),
    ).toEqual([]);
  });

  test('holds the habit with its versions in one read, as lockHabit and listGoalVersions give them', async () => {
    const { owner, other, habit } = await ownerOtherAndHabit({
      name: 'Tea',
      goal: daily(4),
      createdOn: '2026-11-01',
    });
    // Stored out of order: they come back oldest first, as listGoalVersions reads them.
    await writeGoalVersions(ctx.db, owner.id, habit.id, [
      {
        effectiveFrom: '2026-11-20',
        goal: { dailyGoal: 2, goalType: 'number', goalSchedule: 'daily' },
      },
      { effectiveFrom: '2026-11-01', goal: daily(4) },
    ]);
    const held = await ctx.db
      .transaction()
      .execute((trx) => lockHabitWithVersions(trx, owner.id, habit.id));
    expect(held).toEqual({
      habit: await ctx.db.transaction().execute((trx) => lockHabit(trx, owner.id, habit.id)),
      versions: await listGoalVersions(ctx.db, owner.id, habit.id),
    });
    expect(held?.versions.map((version) => version.effectiveFrom)).toEqual([
      '2026-11-01',
      '2026-11-20',
    ]);
    // Key order too: the answers that carry a goal say it as stored.
    expect(JSON.stringify(held?.versions)).toBe(
      JSON.stringify(await listGoalVersions(ctx.db, owner.id, habit.id)),
    );
    expect(
      await ctx.db.transaction().execute((trx) => lockHabitWithVersions(trx, other.id, habit.id)),
    ).toBeUndefined();
  });

  test('reads the habit with its versions in one statement, without a lock, as findHabit and listGoalVersions give them', async () => {
    const { owner, other, habit } = await ownerOtherAndHabit({
      name: 'Beer',
      goal: daily(3),
      createdOn: '2026-11-01',
    });
    await writeGoalVersions(ctx.db, owner.id, habit.id, [
      { effectiveFrom: '2026-11-15', goal: daily(1) },
      { effectiveFrom: '2026-11-01', goal: daily(3) },
    ]);
    const read = await findHabitWithVersions(ctx.db, owner.id, habit.id);
    expect(read).toEqual({
      habit: await findHabit(ctx.db, owner.id, habit.id),
      versions: await listGoalVersions(ctx.db, owner.id, habit.id),
    });
    expect(read?.versions.map((version) => version.effectiveFrom)).toEqual([
      '2026-11-01',
      '2026-11-15',
    ]);
    expect(await findHabitWithVersions(ctx.db, other.id, habit.id)).toBeUndefined();
    await ctx.db.updateTable('habits').set({ deletedAt: NOW }).where('id', '=', habit.id).execute();
    expect(await findHabitWithVersions(ctx.db, owner.id, habit.id)).toBeUndefined();
  });

  // PostgreSQL reads a statement's subqueries as of before its lock waited: the versions read with
  // the row must be read again when a change committed meanwhile. SQLite has one writer.
  test.runIf(ctx.engine === 'postgres')(
    'a habit held after a goal change waited for holds the versions the change wrote',
    async () => {
      const { user, habit } = await userWithHabit({
        name: 'Beer',
        goal: daily(5),
        createdOn: '2026-11-01',
      });
      const changed = [
        { effectiveFrom: '2026-11-01', goal: daily(5) },
        { effectiveFrom: '2026-11-25', goal: daily(1) },
      ];
      const another = ctx.openAnother();
      try {
        let waiting: Promise<unknown> | undefined;
        await ctx.db.transaction().execute(async (trx) => {
          if (!(await lockHabit(trx, user.id, habit.id))) throw new Error('not locked');
          await writeGoalVersions(trx, user.id, habit.id, changed);
          waiting = another.db
            .transaction()
            .execute((other) => lockHabitWithVersions(other, user.id, habit.id));
          // Until the other statement waits on the row (its snapshot taken before this commits).
          await untilALockIsWaitedOn(ctx.db);
          await writeHabitGoal(trx, habit, daily(1), undefined, NOW);
        });
        expect(await waiting).toMatchObject({ habit: { goal: daily(1) }, versions: changed });
      } finally {
        await another.close();
      }
    },
  );

  test('writes many results in few statements, each entry its own result', async () => {
    const { user, habit } = await userWithHabit({
      name: 'Tea',
      goal: daily(5),
      createdOn: '2024-01-01',
    });
    const days = Array.from({ length: 1_203 }, (_, i) =>
      new Date(Date.UTC(2024, 0, 1 + i)).toISOString().slice(0, 10),
    );
    await insertEntries(
      ctx.db,
      user.id,
      habit.id,
      days.map((date) => ({ date, performance: 'success', actualValue: 1 })),
      NOW,
    );
    const entries = await listEntriesToJudge(ctx.db, user.id, habit.id);
    const wanted = (index: number) => ['over', 'skipped', 'success'][index % 3] ?? 'success';
    await ctx.db.transaction().execute((trx) =>
      setEntryPerformances(
        trx,
        entries.map((entry, index) => ({ entryId: entry.id, performance: wanted(index) })),
        NOW,
      ),
    );
    const after = new Map(
      (await listEntriesToJudge(ctx.db, user.id, habit.id)).map((e) => [e.id, e.performance]),
    );
    entries.forEach((entry, index) => {
      expect(after.get(entry.id)).toBe(wanted(index));
    });
  });
});
