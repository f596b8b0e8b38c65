import { describe, expect, it } from 'vitest';
import { budgetPeriodTotal, budgetStatus } from './budgets';
import { addDays } from './dates';
import type { GoalHistory } from './goalHistory';
import { goalOutlook } from './goalOutlook';
import { weekly, monthly, always, amounts, MONDAY } from './testing/budgetFixtures';

describe('budgetPeriodTotal', () => {
  it("sums the period's days up to today, with what is left or over", () => {
    const entries = amounts(MONDAY, [4, 5, 7]);
    expect(
      budgetPeriodTotal(
        always(weekly(14)),
        entries,
        addDays(MONDAY, 1),
        addDays(MONDAY, 1),
        'monday',
      ),
    ).toMatchObject({ start: MONDAY, budget: 14, total: 9, left: 5, over: 0, success: true });
    expect(
      budgetPeriodTotal(
        always(weekly(14)),
        entries,
        addDays(MONDAY, 2),
        addDays(MONDAY, 3),
        'monday',
      ),
    ).toMatchObject({ total: 16, left: 0, over: 2, success: false });
    const daily = always({ goalType: 'number', goalSchedule: 'daily', dailyGoal: 4 });
    expect(budgetPeriodTotal(daily, entries, MONDAY, MONDAY, 'monday')).toBeUndefined();
  });
});

describe('budgetStatus', () => {
  const entries = amounts(MONDAY, [4, 5, 7]);
  it("says what is used of today's period, and how far over it is", () => {
    const tuesday = addDays(MONDAY, 1);
    expect(budgetStatus(always(weekly(14)), entries.slice(0, 2), tuesday, 'monday')?.text).toBe(
      '9 of 14 used this week',
    );
    expect(budgetStatus(always(weekly(14)), entries, addDays(MONDAY, 2), 'monday')).toMatchObject({
      period: 'week',
      total: 16,
      over: 2,
      success: false,
      text: '16 of 14 used this week, 2 over',
    });
    expect(budgetStatus(always(monthly(20)), entries, '2026-11-30', 'monday')?.text).toBe(
      '16 of 20 used this month',
    );
  });

  it('names a past period, and has nothing to say without a budget', () => {
    expect(budgetStatus(always(weekly(14)), entries, '2026-12-08', 'monday', MONDAY)?.text).toBe(
      '16 of 14 used in the week of 23 Nov, 2 over',
    );
    expect(budgetStatus(always(monthly(60)), entries, '2026-12-08', 'monday', MONDAY)?.text).toBe(
      '16 of 60 used in November',
    );
    const daily = always({ goalType: 'number', goalSchedule: 'daily', dailyGoal: 4 });
    expect(budgetStatus(daily, entries, MONDAY, 'monday')).toBeUndefined();
  });
});

describe('goalOutlook of a budget', () => {
  it('names the budget, not a day goal, with a plan’s coming steps', () => {
    expect(goalOutlook(always(weekly(14)), MONDAY)).toMatchObject({
      today: 'Goal: at most 14 a week',
      manage: 'Goal: at most 14 a week',
    });
    const planned: GoalHistory = [
      { effectiveFrom: '0000-01-01', goal: weekly(14) },
      { effectiveFrom: addDays(MONDAY, 7), goal: weekly(12) },
    ];
    expect(goalOutlook(planned, MONDAY).line).toBe('Goal: at most 14 a week · next: 12 on 30 Nov');
  });
});
