import { describe, expect, it } from 'vitest';
import { addDays } from './dates';
import { habitFirstDay, habitStrength, strengthPercent } from './strength';
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
