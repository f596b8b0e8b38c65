import { describe, expect, it } from 'vitest';
import type { Goal } from './goalSchemas';
import { reduction } from './reduction';
import { day, skipped, TODAY } from './testing/reductionFixtures';

describe('reduction under a budget', () => {
  const drinks: Goal = { goalType: 'number', goalSchedule: 'weekly_budget', budget: 14 };
  const spending: Goal = { goalType: 'number', goalSchedule: 'monthly_budget', budget: 300 };

  it('compares the week’s total with a baseline per week, and counts units avoided per week', () => {
    // Two whole weeks (2–15 Nov, Monday 16th on) of 10 a week, then 4 in this week so far.
    const entries = [
      day('2026-11-09', 6, 14),
      day('2026-11-12', 4, 14),
      day('2026-11-16', 5, 14),
      day('2026-11-20', 5, 14),
      day('2026-11-24', 4, 14),
    ];
    const figures = reduction(drinks, entries, {
      today: TODAY,
      baseline: 35,
      costPerUnit: 2,
    });
    expect(figures).toMatchObject({
      per: 'week',
      baseline: 35,
      thisWeek: { total: 4, days: 1 },
      // Thursday: 4 of the week's 7 days have passed, so 4 is set against 35 × 4/7 = 20: 80% less.
      baselineSoFar: 20,
      changeVsBaseline: -0.8,
      // Weeks of the 9th and 16th whole: 25 + 25; this week's 4 of its 7 days: 35 × 4/7 − 4 = 16.
      unitsAvoided: 66,
      moneySaved: 132,
    });
    // Both whole weeks were 71% below the baseline.
    expect(
      figures.milestones.filter((each) => each.kind === 'reduction').map((each) => each.id),
    ).toEqual(['reduction-25', 'reduction-50']);
  });

  it('counts the first week from the first entry on, less its skipped days', () => {
    // First entry on Thursday 19th: its week counts 4 of 7 days, less the skipped Saturday: 3/7.
    const entries = [day('2026-11-19', 1, 14), skipped('2026-11-21'), day('2026-11-23', 2, 14)];
    const figures = reduction(drinks, entries, { today: '2026-11-23', baseline: 14 });
    // 14 × 3/7 − 1 = 5, then Monday 23rd: 14 × 1/7 − 2 = 0.
    expect(figures.unitsAvoided).toBe(5);
    expect(figures.milestones).toEqual([]);
  });

  it('compares the month’s total under a monthly budget', () => {
    const entries = [day('2026-11-02', 40, 300), day('2026-11-20', 80, 300)];
    const figures = reduction(spending, entries, { today: TODAY, baseline: 400 });
    // From the 2nd (the first entry) to the 26th: 25 of November's 30 days, 400 × 25/30 = 333.33.
    expect(figures).toMatchObject({
      per: 'month',
      thisMonth: { total: 120, days: 2 },
      baselineSoFar: 333.33,
      changeVsBaseline: -0.64,
    });
    // From the 2nd to the 26th: 25 of November's 30 days of 400, less 120.
    expect(figures.unitsAvoided).toBeCloseTo((400 * 25) / 30 - 120, 2);
  });

  it('measures the baseline of a week from the first 14 days, once they have ended', () => {
    const entries = [day('2026-11-02', 10, 14), day('2026-11-09', 18, 14)];
    expect(reduction(drinks, entries, { today: '2026-11-16' })).toMatchObject({
      baseline: 14,
      baselineSource: 'measured',
      per: 'week',
    });
    expect(reduction(drinks, entries, { today: '2026-11-15' }).baseline).toBeNull();
  });
});
