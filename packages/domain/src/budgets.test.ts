import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  budgetPeriod,
  budgetPeriodTotal,
  budgetRejudged,
  budgetStatus,
  hasBudget,
  judgeEntries,
} from './budgets';
import { addDays } from './dates';
import type { GoalHistory } from './goalHistory';
import type { Goal } from './goalSchemas';
import { goalSchema } from './goalSchemas';
import { goalDescription, weeklyTargetText } from './goalTexts';
import { judgeEntry } from './judge';
import { loopHabitRow, loopHabitToTaper } from './loop';
import { goalOutlook } from './goalOutlook';
import { expandPlan } from './plans';
import { checkImport, type ImportHabitInput } from './transfer';
import {
  BUDGET_NUMBER_ONLY_MESSAGE,
  BUDGET_REFUSED_MESSAGE,
  habitSettingsSchema,
  updatedHabitSettings,
} from './schemas';

const weekly = (budget: number): Goal => ({
  goalType: 'number',
  goalSchedule: 'weekly_budget',
  budget,
});
const monthly = (budget: number): Goal => ({
  goalType: 'number',
  goalSchedule: 'monthly_budget',
  budget,
});
const always = (goal: Goal): GoalHistory => [{ effectiveFrom: '0000-01-01', goal }];
const amounts = (start: string, values: readonly number[]) =>
  values.map((actualValue, i) => ({ date: addDays(start, i), actualValue }));

// 2026-11-23 is a Monday; 2026-11-22 a Sunday.
const MONDAY = '2026-11-23';

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

describe('budgetPeriod', () => {
  it("is the calendar week from the user's week start, or the calendar month", () => {
    expect(budgetPeriod('weekly_budget', '2026-11-26', 'monday')).toEqual({
      start: MONDAY,
      end: '2026-11-29',
    });
    expect(budgetPeriod('weekly_budget', '2026-11-26', 'sunday')).toEqual({
      start: '2026-11-22',
      end: '2026-11-28',
    });
    expect(budgetPeriod('monthly_budget', '2024-02-10', 'monday')).toEqual({
      start: '2024-02-01',
      end: '2024-02-29',
    });
  });
});

describe('judgeEntries', () => {
  it('judges the day the running total passes the budget over, and the days before success', () => {
    // At most 14 a week: 4, 5, 7 → 4, 9, 16: the third day is over.
    expect(judgeEntries(always(weekly(14)), amounts(MONDAY, [4, 5, 7]), 'monday')).toEqual([
      'success',
      'success',
      'over',
    ]);
  });

  it('starts again each week, by the week start', () => {
    // Sat 2026-11-28 10, Sun 11-29 10, Mon 11-30 4.
    const entries = amounts('2026-11-28', [10, 10, 4]);
    expect(judgeEntries(always(weekly(14)), entries, 'monday')).toEqual([
      'success',
      'over',
      'success',
    ]);
    // With Sunday first, Sunday and Monday share a week: 10, then 14.
    expect(judgeEntries(always(weekly(14)), entries, 'sunday')).toEqual([
      'success',
      'success',
      'success',
    ]);
  });

  it('counts a month for a monthly budget, whatever order the entries come in', () => {
    const entries = [
      { date: '2026-11-30', actualValue: 1 },
      { date: '2026-11-01', actualValue: 30 },
      { date: '2026-12-01', actualValue: 31 },
    ];
    expect(judgeEntries(always(monthly(30)), entries, 'monday')).toEqual([
      'over',
      'success',
      'over',
    ]);
  });

  it('counts a skipped day as nothing and leaves it unjudged', () => {
    const entries = [
      { date: MONDAY, actualValue: 10 },
      { date: addDays(MONDAY, 1), actualValue: null },
      { date: addDays(MONDAY, 2), actualValue: 4 },
    ];
    expect(judgeEntries(always(weekly(14)), entries, 'monday')).toEqual([
      'success',
      undefined,
      'success',
    ]);
  });

  it('judges days under other goals by their own goal, as before', () => {
    const history: GoalHistory = [
      {
        effectiveFrom: '0000-01-01',
        goal: { goalType: 'number', goalSchedule: 'daily', dailyGoal: 3 },
      },
      { effectiveFrom: addDays(MONDAY, 2), goal: weekly(5) },
    ];
    // Monday and Tuesday are daily days (4 > 3 is over); the budget counts from Wednesday.
    expect(judgeEntries(history, amounts(MONDAY, [4, 2, 3, 3]), 'monday')).toEqual([
      'over',
      'success',
      'success',
      'over',
    ]);
  });

  it('judges each day by the budget in force that day (a plan step mid-week)', () => {
    const history: GoalHistory = [
      { effectiveFrom: '0000-01-01', goal: weekly(14) },
      { effectiveFrom: addDays(MONDAY, 2), goal: weekly(10) },
    ];
    expect(judgeEntries(history, amounts(MONDAY, [5, 5, 1]), 'monday')).toEqual([
      'success',
      'success',
      'over',
    ]);
  });

  it('over a budget, a day alone is judged against the whole budget', () => {
    expect(judgeEntry(weekly(14), MONDAY, { actualValue: 14 })).toBe('success');
    expect(judgeEntry(weekly(14), MONDAY, { actualValue: 15 })).toBe('over');
  });

  it("property: a period's days are over exactly from the day its running total passes the budget", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 30 }),
        fc.array(fc.option(fc.integer({ min: 0, max: 12 }), { nil: undefined }), {
          minLength: 1,
          maxLength: 21,
        }),
        fc.constantFrom('monday' as const, 'sunday' as const),
        (budget, values, weekStart) => {
          const entries = values.flatMap((value, i) =>
            value === undefined ? [] : [{ date: addDays(MONDAY, i), actualValue: value }],
          );
          const judged = judgeEntries(always(weekly(budget)), entries, weekStart);
          const totals = new Map<string, number>();
          entries.forEach((entry, i) => {
            const { start } = budgetPeriod('weekly_budget', entry.date, weekStart);
            const total = (totals.get(start) ?? 0) + entry.actualValue;
            totals.set(start, total);
            expect(judged[i]).toBe(total > budget ? 'over' : 'success');
          });
          // Once over, every later day of the period is over; and only then.
          for (const [start] of totals) {
            const inPeriod = entries
              .map((entry, i) => ({ entry, result: judged[i] }))
              .filter(
                ({ entry }) => budgetPeriod('weekly_budget', entry.date, weekStart).start === start,
              );
            const firstOver = inPeriod.findIndex(({ result }) => result === 'over');
            if (firstOver >= 0)
              expect(inPeriod.slice(firstOver).every(({ result }) => result === 'over')).toBe(true);
          }
        },
      ),
    );
  });
});

describe('budgetRejudged', () => {
  it('answers the stored results a budget changes, and none for a habit without a budget', () => {
    const stored = amounts(MONDAY, [4, 5, 7]).map((entry, i) => ({
      ...entry,
      id: i + 1,
      performance: 'success',
    }));
    expect(hasBudget(always(weekly(14)))).toBe(true);
    expect(budgetRejudged(always(weekly(14)), stored, 'monday')).toEqual([
      { entry: stored[2], performance: 'over' },
    ]);
    const daily = always({ goalType: 'number', goalSchedule: 'daily', dailyGoal: 4 });
    expect(budgetRejudged(daily, stored, 'monday')).toEqual([]);
  });
});

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

describe('budgets in imports and Loop files', () => {
  const drinks: ImportHabitInput = {
    name: 'Drinks',
    color: '#3B82F6',
    icon: 'wine',
    history: [{ effectiveFrom: '2026-11-01', goal: weekly(14) }],
    plan: null,
    entries: [
      { date: addDays(MONDAY, 2), actualValue: 7 },
      { date: MONDAY, actualValue: 4 },
      { date: addDays(MONDAY, 1), actualValue: 5 },
      { date: addDays(MONDAY, 3), skip: true },
    ],
  };

  it('judges an imported budget by its weeks, by the week start given', () => {
    const checked = checkImport([drinks], [], '2026-11-29');
    if (!checked.ok) throw new Error(checked.message);
    expect(checked.habits[0]?.entries.map((entry) => entry.performance)).toEqual([
      'success',
      'success',
      'over',
      'skipped',
    ]);
    // From Sunday, that Sunday's 10 opens the same week: 10, 14, 19, 26.
    const sunday = checkImport(
      [{ ...drinks, entries: [{ date: '2026-11-22', actualValue: 10 }, ...drinks.entries] }],
      [],
      '2026-11-29',
      () => true,
      'sunday',
    );
    if (!sunday.ok) throw new Error(sunday.message);
    expect(sunday.habits[0]?.entries.map((entry) => entry.performance)).toEqual([
      'success',
      'success',
      'over',
      'over',
      'skipped',
    ]);
  });

  it("reads Loop's 'at most 10 per week' (1/7) as a weekly budget and writes it back", () => {
    const row = {
      Position: '001',
      Name: 'Drinks',
      Type: 'NUMERICAL',
      Question: '',
      Description: '',
      FrequencyNumerator: '1',
      FrequencyDenominator: '7',
      Color: '#ef4444',
      Unit: '',
      'Target Type': 'AT_MOST',
      'Target Value': '10.0',
      'Archived?': 'false',
    };
    expect(loopHabitToTaper(row)).toMatchObject({ ok: true, goal: weekly(10) });
    expect(loopHabitToTaper({ ...row, FrequencyDenominator: '30' })).toMatchObject({
      goal: monthly(10),
    });
    expect(
      loopHabitRow({ name: 'Drinks', color: '#ef4444', dailyGoal: 10, budget: 'weekly_budget' }, 1)
        .FrequencyDenominator,
    ).toBe('7');
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
