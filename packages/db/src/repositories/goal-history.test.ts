import { applyPlan, changeGoal, type Goal } from '@taper/domain';
import { expect, test } from 'vitest';
import {
  createHabit,
  findHabit,
  listEntriesForHabit,
  listGoalVersions,
  listGoalVersionsForUser,
  upsertEntry,
  withLockedHabit,
  writeGoalHistory,
} from '../index';
import { describeEngines, makeUser } from '../testing';

const daily = (dailyGoal: number): Goal => ({
  goalType: 'number',
  goalSchedule: 'daily',
  dailyGoal,
});
const NOW = new Date('2026-12-01T12:00:00Z');

describeEngines('goal history', (ctx) => {
  test('a new habit has one version, from the day it was created', async () => {
    const user = await makeUser(ctx.db);
    const habit = await createHabit(
      ctx.db,
      user.id,
      { name: 'Tea', goal: daily(3), createdOn: '2026-11-30' },
      NOW,
    );
    expect(await listGoalVersions(ctx.db, user.id, habit.id)).toEqual([
      { effectiveFrom: '2026-11-30', goal: daily(3) },
    ]);
    const other = await makeUser(ctx.db);
    expect(await listGoalVersions(ctx.db, other.id, habit.id)).toEqual([]);
    expect((await listGoalVersionsForUser(ctx.db, user.id)).get(habit.id)).toHaveLength(1);
  });

  test('a plan writes its steps and the plan; changing the goal re-judges the changed days', async () => {
    const user = await makeUser(ctx.db);
    const habit = await createHabit(
      ctx.db,
      user.id,
      { name: 'Coffee', goal: daily(5), createdOn: '2026-11-01' },
      NOW,
    );
    for (const [date, actualValue] of [
      ['2026-11-10', 4],
      ['2026-12-01', 4],
    ] as const)
      await upsertEntry(
        ctx.db,
        { habitId: habit.id, userId: user.id, date, actualValue, performance: 'success' },
        NOW,
      );
    const plan = { startGoal: 3, endGoal: 2, stepBy: 1, everyDays: 7, startDate: '2026-12-01' };
    const written = await withLockedHabit(ctx.db, user.id, habit.id, (trx, locked) =>
      writeGoalHistory(
        trx,
        locked,
        { history: applyPlan(locked.history, plan, '2026-12-01'), plan },
        NOW,
      ),
    );
    expect(written?.plan).toEqual(plan);
    expect(written?.goal).toEqual(daily(2));
    expect(await listGoalVersions(ctx.db, user.id, habit.id)).toEqual([
      { effectiveFrom: '2026-11-01', goal: daily(5) },
      { effectiveFrom: '2026-12-01', goal: daily(3) },
      { effectiveFrom: '2026-12-08', goal: daily(2) },
    ]);
    // Today's entry is judged by today's new goal; the past keeps its result.
    expect(
      (await listEntriesForHabit(ctx.db, user.id, habit.id)).map((e) => e.performance),
    ).toEqual(['success', 'over']);
    await withLockedHabit(ctx.db, user.id, habit.id, (trx, locked) =>
      writeGoalHistory(
        trx,
        locked,
        { history: changeGoal(locked.history, daily(3), 'always', '2026-12-01'), plan: null },
        NOW,
      ),
    );
    expect(
      (await listEntriesForHabit(ctx.db, user.id, habit.id)).map((e) => e.performance),
    ).toEqual(['over', 'over']);
    expect((await findHabit(ctx.db, user.id, habit.id))?.plan).toBeNull();
  });

  test("another user's habit is not locked, nor written", async () => {
    const owner = await makeUser(ctx.db);
    const other = await makeUser(ctx.db);
    const habit = await createHabit(ctx.db, owner.id, { name: 'Wine' }, NOW);
    expect(
      await withLockedHabit(ctx.db, other.id, habit.id, () => Promise.resolve('ran')),
    ).toBeUndefined();
  });
});
