import { describe, expect, it } from 'vitest';
import type { Goal } from './goalSchemas';
import { goalOutlook, stepDateText } from './goalOutlook';
import { applyPlan } from './plans';

const daily = (dailyGoal: number): Goal => ({
  goalType: 'number',
  goalSchedule: 'daily',
  dailyGoal,
});

describe('goalOutlook', () => {
  it("says today's goal, the next step and the end of a plan", () => {
    const history = applyPlan(
      [{ effectiveFrom: '2026-11-01', goal: daily(3) }],
      { startGoal: 3, endGoal: 1, stepBy: 1, everyDays: 14, startDate: '2026-11-19' },
      '2026-11-26',
    );
    expect(goalOutlook(history, '2026-11-26')).toEqual({
      today: 'Goal today: 3',
      line: 'Goal today: 3 · next: 2 on 3 Dec · reaches 1 on 17 Dec',
      manage: 'Goal: 3 daily, tapering to 1 by 17 Dec',
      holdable: true,
    });
  });

  it('says the goal alone without coming steps', () => {
    expect(goalOutlook([{ effectiveFrom: '2026-11-01', goal: daily(3) }], '2026-11-26')).toEqual({
      today: 'Goal today: 3',
      line: 'Goal today: 3',
      manage: 'Goal: 3 daily',
      holdable: false,
    });
  });

  it('names levels and tags', () => {
    const level: Goal = { goalType: 'level', goalSchedule: 'daily', levelGoal: 'moderate' };
    const history = applyPlan(
      [{ effectiveFrom: '2026-11-01', goal: level }],
      {
        startLevel: 'moderate',
        endLevel: 'none',
        stepBy: 1,
        everyDays: 7,
        startDate: '2026-11-26',
      },
      '2026-11-26',
    );
    expect(goalOutlook(history, '2026-11-26')).toEqual({
      today: 'Goal today: Moderate',
      line: 'Goal today: Moderate · next: Low on 3 Dec · reaches None on 10 Dec',
      manage: 'Goal: moderate level daily, tapering to none by 10 Dec',
      holdable: true,
    });
    const tags: Goal = {
      goalType: 'custom_tags',
      goalSchedule: 'daily',
      levelGoal: '2',
      customTags: ['None', 'A little', 'A lot'],
    };
    expect(goalOutlook([{ effectiveFrom: '2026-11-01', goal: tags }], '2026-11-26').today).toBe(
      'Goal today: A little',
    );
  });

  it("says a budget as a budget, not as a day's goal", () => {
    const budget = {
      goalType: 'number',
      goalSchedule: 'weekly_budget',
      budget: 10,
    } as Goal;
    const outlook = goalOutlook([{ effectiveFrom: '2026-11-01', goal: budget }], '2026-11-26');
    expect(outlook.today).toBe('Goal: at most 10 a week');
    expect(outlook.line).toBe(outlook.today);
  });

  it("writes a step's year when it is not today's", () => {
    expect(stepDateText('2027-01-07', '2026-12-30')).toBe('7 Jan 2027');
    expect(stepDateText('2026-12-31', '2026-12-30')).toBe('31 Dec');
  });
});
