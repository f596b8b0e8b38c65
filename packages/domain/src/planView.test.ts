import { describe, expect, it } from 'vitest';
import type { Goal } from './goalSchemas';
import { dayGoalText, planView, shortDate } from './planView';

const daily = (dailyGoal: number): Goal => ({
  goalType: 'number',
  goalSchedule: 'daily',
  dailyGoal,
});
const plan = { startGoal: 5, endGoal: 2, stepBy: 1, everyDays: 7, startDate: '2026-12-01' };

describe('planView', () => {
  it('marks the step in force today and says the next one', () => {
    const view = planView(daily(5), plan, '2026-12-03');
    expect(view.steps.map((step) => [step.date, step.value, step.isToday])).toEqual([
      ['2026-12-01', 5, true],
      ['2026-12-08', 4, false],
      ['2026-12-15', 3, false],
      ['2026-12-22', 2, false],
    ]);
    expect(view.next).toBe('Next: 4 on 8 Dec');
  });

  it('marks no step before the plan starts, and has no next step at its end', () => {
    expect(planView(daily(5), plan, '2026-11-20').steps.some((step) => step.isToday)).toBe(false);
    expect(planView(daily(5), plan, '2026-11-20').next).toBe('Next: 5 on 1 Dec');
    expect(planView(daily(5), plan, '2027-01-01').next).toBeNull();
  });

  it('labels level steps', () => {
    const level: Goal = { goalType: 'level', goalSchedule: 'daily', levelGoal: 'high' };
    const view = planView(
      level,
      { startLevel: 'high', endLevel: 'low', stepBy: 1, everyDays: 7, startDate: '2026-12-01' },
      '2026-12-01',
    );
    expect(view.steps.map((step) => step.label)).toEqual(['High', 'Moderate', 'Low']);
    expect(view.next).toBe('Next: Moderate on 8 Dec');
  });
});

describe('dayGoalText', () => {
  it("says the day's goal", () => {
    expect(dayGoalText(daily(4), '2026-12-08', '2026-12-08')).toBe('Goal today: 4');
    expect(dayGoalText(daily(5), '2026-12-03', '2026-12-08')).toBe('Goal on 3 Dec: 5');
    const tags: Goal = {
      goalType: 'custom_tags',
      goalSchedule: 'daily',
      customTags: ['Calm', 'Busy'],
      levelGoal: '2',
    };
    expect(dayGoalText(tags, '2026-12-08', '2026-12-08')).toBe('Goal today: Busy');
    expect(shortDate('2027-01-09')).toBe('9 Jan');
  });
});
