import { describe, expect, it } from 'vitest';
import { addDays, compareDates } from './dates';
import { chartRange } from './chartRange';
import { habitHistory } from './history';
import { historySpan, HISTORY_BUCKETS } from './historyBuckets';
import { baselineFromFirstEntries } from './firstEntries';
import { reduction } from './reduction';
import { habitFirstDay } from './strength';
import { randomHabit, seededRandom } from './testing/randomHabits';
import { countedDays } from './unloggedDays';

describe('baselineFromFirstEntries', () => {
  it("answers reduction's baseline from any prefix of the entries that can tell, and from all of them", () => {
    let decidedEarly = 0;
    for (let seed = 1; seed <= 200; seed++) {
      const random = seededRandom(seed);
      const habit = randomHabit(random);
      // Some habits are measured from days that are mostly skipped or empty.
      const entries = [...habit.entries].sort((a, b) => compareDates(a.date, b.date));
      for (const today of [habit.today, addDays(habit.today, -Math.floor(random() * 400))]) {
        const options = { today, baseline: habit.baseline, unloggedDays: habit.unloggedDays };
        const expected = reduction(habit.history, entries, options).baseline;
        expect(
          baselineFromFirstEntries(habit.history, entries, { ...options, complete: true }),
        ).toBe(expected);
        for (let length = 0; length < entries.length; length += 1 + Math.floor(random() * 5)) {
          const told = baselineFromFirstEntries(habit.history, entries.slice(0, length), {
            ...options,
            complete: false,
          });
          if (told === undefined) continue;
          expect(told).toBe(expected);
          if (length < 80) decidedEarly++;
        }
      }
    }
    expect(decidedEarly).toBeGreaterThan(1000);
  }, 60_000);
});

describe('historySpan', () => {
  it('bounds the days habitHistory reads: the entries in it give the same buckets as all of them', () => {
    for (let seed = 1; seed <= 200; seed++) {
      const random = seededRandom(seed);
      const habit = randomHabit(random);
      const firstDay = habitFirstDay(habit.createdOn, habit.entries);
      const bucket = HISTORY_BUCKETS[seed % HISTORY_BUCKETS.length] ?? 'day';
      const weekStart = seed % 2 === 0 ? 'monday' : 'sunday';
      const asked = {
        from: addDays(habit.today, -Math.floor(random() * 800)),
        to: addDays(habit.today, Math.floor(random() * 60) - 30),
      };
      const range = chartRange(habit.history, asked, firstDay, habit.today);
      if (range.from > range.to) continue;
      const span = historySpan({ ...range, bucket }, weekStart);
      const counted = countedDays(habit.entries, {
        unloggedDays: habit.unloggedDays,
        firstDay,
        today: habit.today,
        goals: habit.history,
      });
      const inSpan = counted.filter((day) => day.date >= span.from && day.date <= span.to);
      const all = habitHistory(
        habit.history,
        counted,
        { ...range, bucket },
        habit.today,
        weekStart,
        2,
      );
      expect(all[0]?.start).toBe(span.from);
      expect(all.at(-1)?.end).toBe(span.to);
      expect(
        habitHistory(habit.history, inSpan, { ...range, bucket }, habit.today, weekStart, 2),
      ).toStrictEqual(all);
    }
  }, 60_000);
});
