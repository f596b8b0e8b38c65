import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from './dates';
import { reduction } from './reduction';
import { habitFirstDay } from './strength';
import { plainCountedDays } from './testing/countedDaysOracle';
import { plainReduction } from './testing/reductionOracle';
import { habitArbitrary } from './testing/habitArbitrary';
import { randomHabit, seededRandom } from './testing/randomHabits';
import { countedDays } from './unloggedDays';
import { WEEK_STARTS } from './weeks';

describe('countedDays and reduction by day numbers and single passes', () => {
  it('answer the plain walks exactly on varied habits, budgets and settings', () => {
    let budgets = 0;
    for (let seed = 1; seed <= 150; seed++) {
      const random = seededRandom(seed * 31);
      const habit = randomHabit(random);
      const firstDay = habitFirstDay(habit.createdOn, habit.entries);
      for (const today of [habit.today, addDays(habit.today, -Math.floor(random() * 300))]) {
        const options = {
          unloggedDays: habit.unloggedDays,
          firstDay,
          today,
          goals: habit.history,
        };
        expect(countedDays(habit.entries, options)).toStrictEqual(
          plainCountedDays(habit.entries, options),
        );
        // Entries in any order, as reduction takes them.
        const shuffled = [...habit.entries].sort(() => random() - 0.5);
        const figures = {
          today,
          weekStart: seed % 2 === 0 ? ('sunday' as const) : ('monday' as const),
          unloggedDays: habit.unloggedDays,
          baseline: habit.baseline,
          costPerUnit: seed % 3 === 0 ? 0.35 : null,
        };
        const walked = reduction(habit.history, shuffled, figures);
        expect(walked).toStrictEqual(plainReduction(habit.history, shuffled, figures));
        if (walked.per === 'week' || walked.per === 'month') budgets++;
      }
    }
    expect(budgets).toBeGreaterThan(10);
  }, 60_000);
});

describe('countedDays and reduction, as a property', () => {
  it('answer the plain walks on any history: gaps, skips, goal changes, unsorted or doubled days', () => {
    fc.assert(
      fc.property(
        habitArbitrary({ maxDays: 300 }),
        fc.integer({ min: -320, max: 5 }),
        fc.constantFrom(...WEEK_STARTS),
        fc.option(fc.constantFrom(0.35, 2)),
        (habit, shift, weekStart, costPerUnit) => {
          const today = addDays(habit.today, shift);
          const firstDay = habitFirstDay(habit.createdOn, habit.entries);
          const options = {
            unloggedDays: habit.unloggedDays,
            firstDay,
            today,
            goals: habit.history,
          };
          expect(countedDays(habit.entries, options)).toStrictEqual(
            plainCountedDays(habit.entries, options),
          );
          const figures = {
            today,
            weekStart,
            unloggedDays: habit.unloggedDays,
            baseline: habit.baseline,
            costPerUnit,
          };
          expect(reduction(habit.history, habit.entries, figures)).toStrictEqual(
            plainReduction(habit.history, habit.entries, figures),
          );
        },
      ),
      { numRuns: 300 },
    );
  });
});
