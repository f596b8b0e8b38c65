import { describe, expect, it } from 'vitest';
import { goalSchema } from './goalSchemas';
import { goalDescription, weeklyTargetText } from './goalTexts';
import { expandPlan } from './plans';
import {
  BUDGET_NUMBER_ONLY_MESSAGE,
  BUDGET_REFUSED_MESSAGE,
  habitSettingsSchema,
  updatedHabitSettings,
} from './schemas';
import { weekly, monthly, MONDAY } from './testing/budgetFixtures';

describe('budget goals', () => {
  it('are number goals with a whole budget of 0 or more, and nothing else', () => {
    expect(goalSchema.safeParse(weekly(14)).success).toBe(true);
    expect(goalSchema.safeParse(monthly(0)).success).toBe(true);
    expect(goalSchema.safeParse({ ...weekly(14), budget: 2.5 }).success).toBe(false);
    expect(goalSchema.safeParse({ ...weekly(14), budget: -1 }).success).toBe(false);
    expect(
      goalSchema.safeParse({ goalType: 'level', goalSchedule: 'weekly_budget', budget: 3 }).success,
    ).toBe(false);
    // SPEC's 'weekly' keeps its meaning: one goal per weekday.
    expect(
      goalSchema.safeParse({ goalType: 'number', goalSchedule: 'weekly', budget: 3 }).success,
    ).toBe(false);
  });

  it('read as a budget in goal texts', () => {
    expect(goalDescription(weekly(14))).toBe('Goal: at most 14 a week');
    expect(goalDescription(monthly(60))).toBe('Goal: at most 60 a month');
    expect(weeklyTargetText(weekly(14), MONDAY)).toBe('Keep under 14/week');
    expect(weeklyTargetText(monthly(60), MONDAY)).toBe('Keep under 60/month');
  });

  it('are stepped down by a plan: each step is a lower budget', () => {
    const steps = expandPlan(weekly(14), {
      startGoal: 14,
      endGoal: 10,
      stepBy: 2,
      everyDays: 7,
      startDate: MONDAY,
    });
    expect(steps.map((step) => step.goal)).toEqual([weekly(14), weekly(12), weekly(10)]);
  });
});

describe('budget fields in habit requests', () => {
  const look = { name: 'Drinks', color: '#FF0000', icon: 'wine' };
  const problem = (input: Record<string, unknown>) => {
    const parsed = habitSettingsSchema.safeParse(input);
    return parsed.success ? undefined : parsed.error.issues.map((issue) => issue.message);
  };

  it('builds a budget goal from goalSchedule and budget, other goal fields dropped', () => {
    const parsed = habitSettingsSchema.parse({
      ...look,
      goalType: 'number',
      goalSchedule: 'weekly_budget',
      budget: 14,
      dailyGoal: 3,
    });
    expect(parsed.goal).toEqual(weekly(14));
  });

  it('requires a budget for a budget schedule, and refuses one otherwise', () => {
    expect(problem({ ...look, goalType: 'number', goalSchedule: 'monthly_budget' })).toEqual([
      'A budget is required for a weekly or monthly budget',
    ]);
    expect(
      problem({ ...look, goalType: 'number', goalSchedule: 'daily', dailyGoal: 2, budget: 14 }),
    ).toEqual([BUDGET_REFUSED_MESSAGE]);
    expect(
      problem({ ...look, goalType: 'level', goalSchedule: 'weekly_budget', budget: 3 }),
    ).toEqual([BUDGET_NUMBER_ONLY_MESSAGE]);
    expect(
      problem({ ...look, goalType: 'number', goalSchedule: 'weekly_budget', budget: 1.5 }),
    ).toEqual(['A budget is a whole number, 0 or more']);
  });

  it('an update leaves a budget behind when the schedule changes, and keeps it otherwise', () => {
    const stored = { ...look, goal: weekly(14) };
    const toDaily = updatedHabitSettings(stored, {
      name: 'Drinks',
      goalSchedule: 'daily',
      dailyGoal: 2,
    });
    expect(toDaily.success && toDaily.data.goal).toEqual({
      goalType: 'number',
      goalSchedule: 'daily',
      dailyGoal: 2,
    });
    const renamed = updatedHabitSettings(stored, { name: 'Wine' });
    expect(renamed.success && renamed.data.goal).toEqual(weekly(14));
    const refused = updatedHabitSettings(
      { ...look, goal: { goalType: 'number', goalSchedule: 'daily', dailyGoal: 2 } },
      { name: 'Drinks', budget: 5 },
    );
    expect(refused.success).toBe(false);
  });
});
