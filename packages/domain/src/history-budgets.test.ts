import { describe, expect, it } from 'vitest';
import { addDays } from './dates';
import type { Goal } from './goalSchemas';
import { habitHistory } from './history';
import { MONDAY } from './testing/fixtures';

describe('habitHistory under a budget', () => {
  const fourteen: Goal = { goalType: 'number', goalSchedule: 'weekly_budget', budget: 14 };
  const monthly: Goal = { goalType: 'number', goalSchedule: 'monthly_budget', budget: 60 };
  /** Entries judged as a budget judges them: success until the running total passes 14. */
  function week(values: readonly number[], budget = 14) {
    let total = 0;
    return values.map((actualValue, day) => {
      total += actualValue;
      return {
        date: addDays(MONDAY, day),
        actualValue,
        performance: total > budget ? 'over' : 'success',
      };
    });
  }

  it("draws a weekly budget's weeks as totals against the budget, with the baseline per week", () => {
    const entries = [
      ...week([4, 5, 7]),
      ...week([2, 2]).map((e) => ({ ...e, date: addDays(e.date, 7) })),
    ];
    const today = addDays(MONDAY, 9);
    const weeks = habitHistory(
      fourteen,
      entries,
      { from: MONDAY, to: addDays(MONDAY, 20), bucket: 'week' },
      today,
      'monday',
      35,
    );
    expect(
      weeks.map((w) => [w.value, w.goal, w.plannedGoal, w.budget, w.over, w.baseline]),
    ).toEqual([
      [16, 14, null, 14, true, 35],
      [4, 14, 14, 14, false, 35],
      [null, null, 14, 14, false, 35],
    ]);
  });

  it('draws a week that spends exactly its budget as within it, and one unit more as over', () => {
    const today = addDays(MONDAY, 13);
    const entries = [
      ...week([7, 7]),
      ...week([7, 8]).map((e) => ({ ...e, date: addDays(e.date, 7) })),
    ];
    const weeks = habitHistory(
      fourteen,
      entries,
      { from: MONDAY, to: today, bucket: 'week' },
      today,
    );
    expect(weeks.map((w) => [w.value, w.budget, w.over])).toEqual([
      [14, 14, false],
      [15, 14, true],
    ]);
  });

  it('draws no budget, no daily goal and no per-period baseline on day buckets', () => {
    const days = habitHistory(
      fourteen,
      week([4, 5, 7]),
      { from: MONDAY, to: addDays(MONDAY, 2), bucket: 'day' },
      addDays(MONDAY, 2),
      'monday',
      35,
    );
    expect(days.map((d) => [d.value, d.goal, d.budget, d.over, d.baseline])).toEqual([
      [4, null, null, false, null],
      [5, null, null, false, null],
      [7, null, null, true, null],
    ]);
  });

  it('draws a monthly budget on month buckets, and its weeks as plain weeks', () => {
    const entries = week([30, 40], 60);
    const today = addDays(MONDAY, 3);
    const [month] = habitHistory(
      monthly,
      entries,
      { from: MONDAY, to: today, bucket: 'month' },
      today,
    );
    expect(month).toMatchObject({ value: 70, budget: 60, goal: 60, over: true });
    const [firstWeek] = habitHistory(
      monthly,
      entries,
      { from: MONDAY, to: today, bucket: 'week' },
      today,
    );
    expect(firstWeek).toMatchObject({ value: 35, budget: null, goal: null, over: true });
  });
});
