import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from './dates';
import type { LoggedDay } from './entries';
import type { Goal } from './goalSchemas';
import { reduction } from './reduction';
import { habitArbitrary } from './testing/habitArbitrary';
import { WEEK_STARTS } from './weeks';
import { coffee, day, skipped, TODAY } from './testing/reductionFixtures';

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
