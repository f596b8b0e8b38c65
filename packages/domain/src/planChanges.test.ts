import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from './dates';
import { changeGoal, goalOn, type GoalVersion } from './goalHistory';
import type { Goal } from './goalSchemas';
import { planAfterGoalEdit, planRaiseNote, rejudgeCount } from './planChanges';
import { applyPlan } from './plans';

const daily = (dailyGoal: number): Goal => ({
  goalType: 'number',
  goalSchedule: 'daily',
  dailyGoal,
});
const level = (levelGoal: 'none' | 'low' | 'moderate' | 'high'): Goal => ({
  goalType: 'level',
  goalSchedule: 'daily',
  levelGoal,
});
const TODAY = '2026-11-26';
const plan = { startGoal: 3, endGoal: 1, stepBy: 1, everyDays: 7, startDate: '2026-11-16' };

describe('rejudgeCount', () => {
  const history: GoalVersion[] = [{ effectiveFrom: '2026-11-01', goal: daily(3) }];

  it("says how many logged days a plan started in the past re-judges ('… since 16 Nov')", () => {
    const next = applyPlan(history, plan, TODAY);
    // The plan's first week keeps 3 (the goal already in force): only the days from 23 Nov change.
    const entries = ['2026-11-10', '2026-11-17', '2026-11-23', '2026-11-24', TODAY].map((date) => ({
      date,
    }));
    expect(rejudgeCount(history, next, entries, plan.startDate, TODAY)).toEqual({
      days: 2,
      note: 'This re-judges 2 logged days since 16 Nov',
    });
    expect(rejudgeCount(history, next, [{ date: '2026-11-23' }], plan.startDate, TODAY).note).toBe(
      'This re-judges 1 logged day since 16 Nov',
    );
    expect(rejudgeCount(history, history, entries, plan.startDate, TODAY)).toEqual({
      days: 0,
      note: null,
    });
  });

  it("never counts a day a change 'from today' leaves alone", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 9 }),
        fc.uniqueArray(fc.integer({ min: -60, max: 0 }), { maxLength: 20 }),
        (value, offsets) => {
          const entries = offsets.map((offset) => ({ date: addDays(TODAY, offset) }));
          const next = changeGoal(history, daily(value), 'today', TODAY);
          expect(rejudgeCount(history, next, entries, TODAY, TODAY).days).toBe(0);
        },
      ),
    );
  });
});

describe('planRaiseNote', () => {
  it("asks only when the plan starts above today's goal", () => {
    expect(planRaiseNote(daily(3), { ...plan, startGoal: 5 }, TODAY)).toBe(
      "This raises today's goal from 3 to 5",
    );
    expect(planRaiseNote(daily(3), plan, TODAY)).toBeNull();
    expect(planRaiseNote(daily(3), { ...plan, startGoal: 2 }, TODAY)).toBeNull();
  });
});

describe('planAfterGoalEdit', () => {
  it('restarts the plan from the new goal today while it is above the end', () => {
    const after = planAfterGoalEdit(plan, daily(4), TODAY);
    expect(after.plan).toEqual({ ...plan, startGoal: 4, startDate: TODAY });
    expect(after.note).toBe('Saving restarts the taper plan from 4 today, down to 1');
    if (!after.plan) throw new Error('restarted');
    const history = applyPlan([{ effectiveFrom: '2026-11-01', goal: daily(4) }], after.plan, TODAY);
    expect(goalOn(history, TODAY)).toEqual(daily(4));
  });

  it('ends the plan when the new goal is at its end or of another kind', () => {
    expect(planAfterGoalEdit(plan, daily(1), TODAY)).toEqual({
      plan: null,
      note: 'Saving ends the taper plan: the new goal is already at its end (1)',
    });
    expect(planAfterGoalEdit(plan, level('high'), TODAY).plan).toBeNull();
    const levels = {
      startLevel: 'high',
      endLevel: 'none',
      stepBy: 1,
      everyDays: 7,
      startDate: TODAY,
    } as const;
    expect(planAfterGoalEdit(levels, level('moderate'), TODAY)).toEqual({
      plan: { ...levels, startLevel: 'moderate' },
      note: 'Saving restarts the taper plan from Moderate today, down to None',
    });
  });
});
