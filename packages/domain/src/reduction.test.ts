import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from './dates';
import type { LoggedDay } from './entries';
import type { Goal } from './goalSchemas';
import { currencyForLocale, milestoneIds, reduction } from './reduction';
import { baselineSchema, costPerUnitSchema, currencySchema, unitSchema } from './reductionSchemas';

const coffee: Goal = { goalType: 'number', goalSchedule: 'daily', dailyGoal: 3 };
const level: Goal = { goalType: 'level', goalSchedule: 'daily', levelGoal: 'low' };

/** A day with a value judged by a goal of `goal` (success at or below it). */
function day(date: string, value: number, goal = 3): LoggedDay {
  return { date, performance: value <= goal ? 'success' : 'over', actualValue: value };
}

function skipped(date: string): LoggedDay {
  return { date, performance: 'skipped', actualValue: null };
}

/** Thursday 26 Nov 2026; its week (from Monday) began on the 23rd. */
const TODAY = '2026-11-26';

function week(value: number, end = TODAY, length = 7): LoggedDay[] {
  return Array.from({ length }, (_, index) => day(addDays(end, index - length + 1), value));
}

describe('reduction', () => {
  it("answers the issue's figures: 5 coffees a day at 3.20, then a week of 2s", () => {
    const figures = reduction(coffee, week(2), { today: TODAY, baseline: 5, costPerUnit: 3.2 });
    expect(figures).toMatchObject({
      baseline: 5,
      baselineSource: 'entered',
      per: 'day',
      thisWeek: { total: 8, days: 4 },
      lastWeek: { total: 6, days: 3 },
      thisMonth: { total: 14, days: 7 },
      lastMonth: { total: 0, days: 0 },
      changeVsBaseline: -0.6,
      unitsAvoided: 21,
      moneySaved: 67.2,
      daysSinceOver: 7,
      longestWithoutOver: 7,
      shareOnGoalThisMonth: 1,
    });
    expect(figures.milestones.map((milestone) => milestone.id)).toEqual(['money-10', 'money-50']);
  });

  it('counts days since the last over day, and the longest run without one', () => {
    const entries = [
      day('2026-11-01', 2),
      day('2026-11-02', 2),
      day('2026-11-03', 9),
      day('2026-11-10', 9),
      day('2026-11-20', 1),
      day('2026-11-24', 6),
    ];
    const figures = reduction(coffee, entries, { today: TODAY, baseline: 5 });
    // 11-11 … 11-23 is 13 days; after 11-24: 25 and 26.
    expect(figures.longestWithoutOver).toBe(13);
    expect(figures.daysSinceOver).toBe(2);
    expect(reduction(coffee, [day(TODAY, 9)], { today: TODAY }).daysSinceOver).toBe(0);
  });

  it('leaves skipped days out of totals and counts the unlogged days as 0 under zero', () => {
    const entries = [day('2026-11-23', 4), skipped('2026-11-24'), day('2026-11-26', 2)];
    const notLogged = reduction(coffee, entries, { today: TODAY, baseline: 5 });
    expect(notLogged.thisWeek).toEqual({ total: 6, days: 2 });
    expect(notLogged.unitsAvoided).toBe(4);
    const zero = reduction(coffee, entries, { today: TODAY, baseline: 5, unloggedDays: 'zero' });
    // 11-25 was not logged: it counts as 0, so 5 more avoided.
    expect(zero.thisWeek).toEqual({ total: 6, days: 3 });
    expect(zero.unitsAvoided).toBe(9);
    expect(zero.changeVsBaseline).toBe(-0.6);
  });

  it('measures the baseline as the mean of the first 14 logged days when none is entered', () => {
    const first = Array.from({ length: 14 }, (_, index) =>
      day(addDays('2026-10-01', index), index % 2 === 0 ? 4 : 6, 10),
    );
    const later = week(1, TODAY);
    const figures = reduction(coffee, [...first, skipped('2026-10-20'), ...later], {
      today: TODAY,
    });
    expect(figures).toMatchObject({ baseline: 5, baselineSource: 'measured' });
    expect(figures.changeVsBaseline).toBe(-0.8);
    const tooFew = reduction(coffee, first.slice(0, 13), { today: TODAY });
    expect(tooFew).toMatchObject({ baseline: null, baselineSource: null, unitsAvoided: null });
    expect(tooFew.thisMonth).toEqual({ total: 0, days: 0 });
  });

  it('reaches a reduction milestone only for a whole calendar week below the baseline', () => {
    // Mon 16 … Sun 22 Nov at 2 (60% below 5): 25 and 50 reached; this week's 0s are not whole yet.
    const entries = [...week(2, '2026-11-22'), ...week(0, TODAY, 4)];
    const figures = reduction(coffee, entries, {
      today: TODAY,
      baseline: 5,
      milestonesSeen: ['reduction-25'],
    });
    expect(figures.milestones).toEqual([
      { id: 'reduction-25', kind: 'reduction', threshold: 25, seen: true },
      { id: 'reduction-50', kind: 'reduction', threshold: 50, seen: false },
    ]);
    const gap = entries.filter((entry) => entry.date !== '2026-11-18');
    expect(reduction(coffee, gap, { today: TODAY, baseline: 5 }).milestones).toEqual([]);
  });

  it('answers level habits their shares on goal and null for the number-only figures', () => {
    const entries: LoggedDay[] = [
      { date: '2026-10-30', performance: 'over', levelValue: 'high' },
      { date: '2026-10-31', performance: 'success', levelValue: 'low' },
      { date: '2026-11-25', performance: 'success', levelValue: 'none' },
      { date: '2026-11-26', performance: 'success', levelValue: 'low' },
    ];
    expect(reduction(level, entries, { today: TODAY, baseline: 5 })).toMatchObject({
      baseline: null,
      baselineSource: null,
      per: null,
      thisWeek: null,
      changeVsBaseline: null,
      unitsAvoided: null,
      moneySaved: null,
      shareOnGoalThisMonth: 1,
      shareOnGoalFirstMonth: 0.5,
      daysSinceOver: 27,
      milestones: [],
    });
  });

  it('answers a habit without entries with empty figures', () => {
    expect(reduction(coffee, [], { today: TODAY, baseline: 5, costPerUnit: 1 })).toMatchObject({
      baseline: 5,
      thisWeek: { total: 0, days: 0 },
      changeVsBaseline: null,
      unitsAvoided: 0,
      moneySaved: 0,
      daysSinceOver: null,
      longestWithoutOver: 0,
    });
  });

  it('ignores entries after today', () => {
    const figures = reduction(coffee, [day(TODAY, 2), day(addDays(TODAY, 1), 9)], {
      today: TODAY,
      baseline: 5,
    });
    expect(figures.unitsAvoided).toBe(3);
    expect(figures.daysSinceOver).toBe(1);
  });
});

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
      // 4 against 35 a week: 89% less.
      changeVsBaseline: -0.8857,
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
    expect(figures).toMatchObject({
      per: 'month',
      thisMonth: { total: 120, days: 2 },
      changeVsBaseline: -0.7,
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

describe('reduction properties', () => {
  const history = fc
    .array(fc.option(fc.integer({ min: 0, max: 12 }), { nil: undefined }), {
      minLength: 1,
      maxLength: 60,
    })
    .map((values) =>
      values.flatMap((value, index) =>
        value === undefined ? [] : [day(addDays('2026-10-01', index), value)],
      ),
    );
  const baseline = fc.option(
    fc.integer({ min: 0, max: 1000 }).map((cents) => cents / 100),
    {
      nil: null,
    },
  );
  const cost = fc.integer({ min: 0, max: 10_000 }).map((cents) => cents / 100);
  const unloggedDays = fc.constantFrom('not_logged' as const, 'zero' as const);

  it('never answers negative units avoided', () => {
    fc.assert(
      fc.property(history, baseline, unloggedDays, (entries, entered, unlogged) => {
        const figures = reduction(coffee, entries, {
          today: TODAY,
          baseline: entered,
          unloggedDays: unlogged,
        });
        expect(figures.unitsAvoided ?? 0).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it('answers money saved = units avoided × cost per unit, to the cent', () => {
    fc.assert(
      fc.property(history, baseline, cost, (entries, entered, costPerUnit) => {
        const figures = reduction(coffee, entries, {
          today: TODAY,
          baseline: entered,
          costPerUnit,
        });
        if (figures.unitsAvoided === null) expect(figures.moneySaved).toBeNull();
        else
          expect(figures.moneySaved).toBe(
            Math.round(figures.unitsAvoided * costPerUnit * 100) / 100,
          );
      }),
    );
  });

  it('changes no figure when a day without an entry is skipped', () => {
    fc.assert(
      fc.property(
        history,
        baseline,
        fc.integer({ min: 0, max: 70 }),
        (entries, entered, offset) => {
          const date = addDays('2026-10-01', offset);
          fc.pre(!entries.some((entry) => entry.date === date));
          const options = { today: TODAY, baseline: entered, costPerUnit: 2 };
          expect(reduction(coffee, [...entries, skipped(date)], options)).toEqual(
            reduction(coffee, entries, options),
          );
        },
      ),
    );
  });
});

describe('reduction fields', () => {
  it('takes a baseline ≥ 0 or null, a unit of 20 characters, a cost with two decimals', () => {
    expect(baselineSchema.parse(2.5)).toBe(2.5);
    expect(baselineSchema.parse(null)).toBeNull();
    expect(baselineSchema.safeParse(-1).error?.issues[0]?.message).toBe(
      'The baseline cannot be negative',
    );
    expect(unitSchema.parse(' cups ')).toBe('cups');
    expect(unitSchema.parse('  ')).toBeNull();
    expect(unitSchema.safeParse('x'.repeat(21)).error?.issues[0]?.message).toBe(
      'The unit is at most 20 characters',
    );
    expect(costPerUnitSchema.parse(3.2)).toBe(3.2);
    expect(costPerUnitSchema.parse(0.07)).toBe(0.07);
    expect(costPerUnitSchema.safeParse(3.205).error?.issues[0]?.message).toBe(
      'The cost per unit has at most two decimals, such as 3.20',
    );
  });

  it('takes ISO 4217 currencies and defaults from the locale', () => {
    expect(currencySchema.parse('gbp')).toBe('GBP');
    expect(currencySchema.safeParse('EURO').success).toBe(false);
    expect(currencySchema.safeParse('XYZ').success).toBe(false);
    expect(currencyForLocale('en-US')).toBe('USD');
    expect(currencyForLocale('en-GB')).toBe('GBP');
    expect(currencyForLocale('de-DE')).toBe('EUR');
    expect(currencyForLocale('fr')).toBe('EUR');
    expect(currencyForLocale('not a locale')).toBe('EUR');
  });

  it('reads the stored milestone ids', () => {
    expect(milestoneIds('')).toEqual([]);
    expect(milestoneIds('money-10,reduction-25')).toEqual(['money-10', 'reduction-25']);
  });
});
