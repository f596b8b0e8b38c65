import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from './dates';
import { habitFirstDay, habitStrength, habitStrengthPieces, strengthPercent } from './strength';
import { habitArbitrary } from './testing/habitArbitrary';
import { plainHabitStrength, plainStrengthPercent } from './testing/strengthOracle';
import { randomHabit, seededRandom } from './testing/randomHabits';
import { countedDays } from './unloggedDays';

describe('the strength walk by day numbers', () => {
  it('answers the plain walk score for score on varied habits, goal histories and ranges', () => {
    let points = 0;
    for (let seed = 1; seed <= 150; seed++) {
      const random = seededRandom(seed);
      const habit = randomHabit(random);
      const firstDay = habitFirstDay(habit.createdOn, habit.entries);
      const counted = countedDays(habit.entries, {
        unloggedDays: habit.unloggedDays,
        firstDay,
        today: habit.today,
        goals: habit.history,
      });
      const from = addDays(habit.today, -Math.floor(random() * 800));
      const to = addDays(from, Math.floor(random() * 900));
      for (const goals of [habit.history, habit.history[0]?.goal, undefined]) {
        const options = { firstDay, today: habit.today, ...(goals ? { goals } : {}) };
        const walked = habitStrength(counted, { from, to }, options);
        expect(walked).toStrictEqual(plainHabitStrength(counted, { from, to }, options));
        expect(strengthPercent(counted, options)).toBe(plainStrengthPercent(counted, options));
        points += walked.length;
      }
    }
    // The ranges reached real days, not only empty answers.
    expect(points).toBeGreaterThan(20_000);
  }, 60_000);
});

describe('the strength walk, as a property', () => {
  it('answers the plain walk on any history: gaps, skips, goal changes, unsorted or doubled days', () => {
    fc.assert(
      fc.property(
        habitArbitrary(),
        fc.integer({ min: -250, max: 30 }),
        fc.nat(300),
        fc.integer({ min: 1, max: 90 }),
        (habit, fromOffset, length, daysPerPiece) => {
          const firstDay = habitFirstDay(habit.createdOn, habit.entries);
          const from = addDays(habit.today, fromOffset);
          const range = { from, to: addDays(from, length) };
          for (const goals of [habit.history, undefined]) {
            const options = { firstDay, today: habit.today, ...(goals ? { goals } : {}) };
            const plain = plainHabitStrength(habit.entries, range, options);
            expect(habitStrength(habit.entries, range, options)).toStrictEqual(plain);
            expect(
              [...habitStrengthPieces(habit.entries, range, options, daysPerPiece)].flat(),
            ).toStrictEqual(plain);
            expect(strengthPercent(habit.entries, options)).toBe(
              plainStrengthPercent(habit.entries, options),
            );
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});
