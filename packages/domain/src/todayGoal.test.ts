import { describe, expect, it } from 'vitest';
import type { Goal } from './goalSchemas';
import { applyPlan } from './plans';
import { todayGoalText } from './todayGoal';

const daily = (dailyGoal: number): Goal => ({
  goalType: 'number',
  goalSchedule: 'daily',
  dailyGoal,
});

describe('todayGoalText', () => {
  it("says a number goal as a most, with a plan's next step", () => {
    const one = [{ effectiveFrom: '2026-11-01', goal: daily(3) }];
    expect(todayGoalText(one, '2026-11-26', null)).toBe('≤ 3 today');
    const history = applyPlan(
      one,
      { startGoal: 3, endGoal: 1, stepBy: 1, everyDays: 14, startDate: '2026-11-19' },
      '2026-11-26',
    );
    expect(todayGoalText(history, '2026-11-26', null)).toBe('≤ 3 today · 2 from 3 Dec');
  });

  it("says a level as a most, and a budget's period in the budget's own words", () => {
    const level: Goal = { goalType: 'level', goalSchedule: 'daily', levelGoal: 'low' };
    expect(todayGoalText([{ effectiveFrom: '2026-11-01', goal: level }], '2026-11-26', null)).toBe(
      'Low or less today',
    );
    const budget = { goalType: 'number', goalSchedule: 'weekly_budget', budget: 14 } as Goal;
    expect(
      todayGoalText([{ effectiveFrom: '2026-11-01', goal: budget }], '2026-11-26', {
        text: '8 of 14 used this week',
      }),
    ).toBe('8 of 14 used this week');
  });
});
