import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from './dates';
import type { LoggedDay } from './entries';
import type { Goal } from './goalSchemas';
import { currencyForLocale } from './currencies';
import { milestoneIds, reduction } from './reduction';
import { baselinePeriodOfSchedule } from './reductionPeriods';
import { measuredBaselineText } from './reductionTexts';
import { habitArbitrary } from './testing/habitArbitrary';
import { WEEK_STARTS } from './weeks';
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

describe('net figures', () => {
  it('answers a week checked by hand: baseline 5, logged 5 4 6 5 3 2 4 skip 4 3 → 9 fewer, £28.80', () => {
    // Tuesday 17th … Thursday 26th November; the 6-cup day takes one back, the skip counts nowhere.
    const values = [5, 4, 6, 5, 3, 2, 4, null, 4, 3];
    const entries = values.map((value, index) => {
      const date = addDays('2026-11-17', index);
      return value === null ? skipped(date) : day(date, value);
    });
    const figures = reduction(coffee, entries, { today: TODAY, baseline: 5, costPerUnit: 3.2 });
    expect(figures.unitsAvoided).toBe(9);
    expect(figures.moneySaved).toBe(28.8);
    expect(figures.milestones.map((milestone) => milestone.id)).toEqual(['money-10']);
    // Not 10 and £32: the 6-cup day is −1, not 0.
    expect(figures.unitsAvoided).not.toBe(10);
  });

  it('says a total above the baseline as it is: negative units and money, no money milestone', () => {
    const entries = [day('2026-11-24', 6), day('2026-11-25', 7), day('2026-11-26', 5)];
    const figures = reduction(coffee, entries, { today: TODAY, baseline: 5, costPerUnit: 3.2 });
    expect(figures).toMatchObject({ unitsAvoided: -3, moneySaved: -9.6, changeVsBaseline: 0.2 });
    expect(figures.milestones).toEqual([]);
  });

  it('fires the money milestones on the net figure', () => {
    // 8 days of 0 against 5 at 0.5: 40 fewer, 20 saved; then two days of 25: 40 more, so 0 net.
    const good = Array.from({ length: 8 }, (_, index) => day(addDays('2026-11-10', index), 0));
    const options = { today: TODAY, baseline: 5, costPerUnit: 0.5 };
    expect(reduction(coffee, good, options).milestones.map((each) => each.id)).toEqual([
      'money-10',
    ]);
    const bad = [...good, day('2026-11-25', 25), day('2026-11-26', 25)];
    expect(reduction(coffee, bad, options)).toMatchObject({ unitsAvoided: 0, moneySaved: 0 });
    expect(reduction(coffee, bad, options).milestones).toEqual([]);
  });

  it('takes back what a budget period went over', () => {
    const drinks: Goal = { goalType: 'number', goalSchedule: 'weekly_budget', budget: 14 };
    // Week of Monday 16th: 30 against 21 (9 more); this week, Monday to Thursday: 4 against 12.
    const entries = [
      day('2026-11-16', 20, 14),
      day('2026-11-21', 10, 14),
      day('2026-11-24', 4, 14),
    ];
    const figures = reduction(drinks, entries, { today: TODAY, baseline: 21, costPerUnit: 1 });
    expect(figures).toMatchObject({ unitsAvoided: -1, moneySaved: -1, baselineSoFar: 12 });
    expect(figures.changeVsBaseline).toBe(-0.6667);
  });
});

/** `value` to two decimals, as the figures are. */
function cents(value: number): number {
  return Math.round(value * 100) / 100 || 0;
}

describe('net figures, as properties', () => {
  const DAYS = 60;
  const FIRST = addDays(TODAY, -(DAYS - 1));
  /** Each day from FIRST to TODAY: not logged, skipped, or logged (0 to 12, above 5 often). */
  const daysOf = fc.array(
    fc.oneof(
      fc.constant<'none'>('none'),
      fc.constant<'skip'>('skip'),
      fc.integer({ min: 0, max: 12 }),
      fc.integer({ min: 0, max: 40 }).map((tenths) => tenths / 10),
    ),
    { minLength: DAYS, maxLength: DAYS },
  );
  function entriesOf(drawn: readonly (number | 'none' | 'skip')[]): LoggedDay[] {
    return drawn.flatMap((value, index) => {
      const date = addDays(FIRST, index);
      if (value === 'none') return [];
      return [value === 'skip' ? skipped(date) : day(date, value)];
    });
  }
  const baselineOf = fc.integer({ min: 0, max: 1000 }).map((cents) => cents / 100);
  const costOf = fc.integer({ min: 0, max: 10_000 }).map((cents) => cents / 100);
  const unloggedOf = fc.constantFrom('not_logged' as const, 'zero' as const);

  /** The counted days by hand: logged days, and under 'zero' the past days without an entry as 0. */
  function countedByHand(
    drawn: readonly (number | 'none' | 'skip')[],
    unlogged: 'not_logged' | 'zero',
  ): number[] {
    const first = drawn.findIndex((value) => typeof value === 'number');
    if (first < 0) return [];
    return drawn.flatMap((value, index) => {
      if (index < first || value === 'skip') return [];
      if (typeof value === 'number') return [value];
      // Today is never assumed.
      return unlogged === 'zero' && index < DAYS - 1 ? [0] : [];
    });
  }

  it('answers net units = Σ baseline − Σ logged over the counted days (per day)', () => {
    fc.assert(
      fc.property(daysOf, baselineOf, unloggedOf, (drawn, baseline, unlogged) => {
        const figures = reduction(coffee, entriesOf(drawn), {
          today: TODAY,
          baseline,
          unloggedDays: unlogged,
        });
        const counted = countedByHand(drawn, unlogged);
        const logged = counted.reduce((sum, value) => sum + value, 0);
        expect(figures.unitsAvoided).toBeCloseTo(baseline * counted.length - logged, 6);
      }),
    );
  });

  it('answers net units = Σ baseline − Σ logged over the counted days (a weekly budget)', () => {
    const drinks: Goal = { goalType: 'number', goalSchedule: 'weekly_budget', budget: 14 };
    fc.assert(
      fc.property(daysOf, baselineOf, (drawn, baseline) => {
        const figures = reduction(drinks, entriesOf(drawn), { today: TODAY, baseline });
        // Under a budget every day from the first entry to today counts (a slip-only log), each
        // with a seventh of the weekly baseline; skipped days count nowhere.
        const first = drawn.findIndex((value) => typeof value === 'number');
        const counted = first < 0 ? [] : drawn.slice(first).filter((value) => value !== 'skip');
        const logged = counted.reduce<number>(
          (sum, value) => sum + (typeof value === 'number' ? value : 0),
          0,
        );
        // To the cent, as the figure is rounded.
        const byHand = (baseline / 7) * counted.length - logged;
        expect(Math.abs((figures.unitsAvoided ?? NaN) - byHand)).toBeLessThanOrEqual(0.0051);
      }),
    );
  });

  it('changes nothing when a day is skipped rather than left out (per day, not logged)', () => {
    fc.assert(
      fc.property(daysOf, baselineOf, fc.nat(DAYS - 1), (drawn, baseline, at) => {
        const withSkip = drawn.map((value, index) => (index === at ? 'skip' : value));
        const without = drawn.map((value, index) => (index === at ? 'none' : value));
        const options = { today: TODAY, baseline, costPerUnit: 2 };
        expect(reduction(coffee, entriesOf(withSkip), options)).toEqual(
          reduction(coffee, entriesOf(without), options),
        );
      }),
    );
  });

  it('changes no figure when a day without an entry is skipped (per day, not logged)', () => {
    fc.assert(
      fc.property(daysOf, baselineOf, fc.nat(DAYS - 1), (drawn, baseline, at) => {
        fc.pre(drawn[at] === 'none');
        const withSkip = drawn.map((value, index) => (index === at ? 'skip' : value));
        const options = { today: TODAY, baseline, costPerUnit: 2 };
        expect(reduction(coffee, entriesOf(withSkip), options)).toEqual(
          reduction(coffee, entriesOf(drawn), options),
        );
      }),
    );
  });

  it('answers money saved = units avoided × cost per unit, to the cent, with the same sign', () => {
    fc.assert(
      fc.property(
        habitArbitrary({ maxDays: 120 }),
        costOf,
        fc.constantFrom(...WEEK_STARTS),
        (habit, costPerUnit, weekStart) => {
          const figures = reduction(habit.history, habit.entries, {
            today: habit.today,
            weekStart,
            unloggedDays: habit.unloggedDays,
            baseline: habit.baseline,
            costPerUnit,
          });
          if (figures.unitsAvoided === null) {
            expect(figures.moneySaved).toBeNull();
            return;
          }
          expect(figures.moneySaved).toBe(cents(figures.unitsAvoided * costPerUnit));
          expect(Math.sign(figures.moneySaved ?? 0)).not.toBe(-Math.sign(figures.unitsAvoided));
          expect(Object.is(figures.moneySaved, -0)).toBe(false);
          expect(Object.is(figures.unitsAvoided, -0)).toBe(false);
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

  it("asks the baseline in the goal's own period", () => {
    expect(baselinePeriodOfSchedule('daily')).toBe('day');
    expect(baselinePeriodOfSchedule('custom_daily')).toBe('day');
    expect(baselinePeriodOfSchedule('weekly')).toBe('day');
    expect(baselinePeriodOfSchedule('weekly_budget')).toBe('week');
    expect(baselinePeriodOfSchedule('monthly_budget')).toBe('month');
    expect(measuredBaselineText('day')).toBe('the mean of your first 14 logged days');
    expect(measuredBaselineText('month')).toBe('your first 14 days, taken to a month');
  });

  it('reads the stored milestone ids', () => {
    expect(milestoneIds('')).toEqual([]);
    expect(milestoneIds('money-10,reduction-25')).toEqual(['money-10', 'reduction-25']);
  });
});
