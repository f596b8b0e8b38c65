import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { budgetPeriod, budgetRejudged, hasBudget, judgeEntries } from './budgets';
import { addDays } from './dates';
import type { GoalHistory } from './goalHistory';
import { judgeEntry } from './judge';
import { weekly, monthly, always, amounts, MONDAY } from './testing/budgetFixtures';

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
