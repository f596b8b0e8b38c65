import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from './dates';
import { WEEK_STARTS } from './weeks';
import type { Goal } from './goalSchemas';
import { habitHistory } from './history';
import { HISTORY_BUCKETS } from './historyBuckets';
import { habitArbitrary } from './testing/habitArbitrary';
import { plainHabitHistory } from './testing/historyOracle';
import { MONDAY, weeklyNumbers } from './testing/fixtures';
import { threeCups, amounts } from './testing/historyFixtures';

describe('habitHistory', () => {
  it("reads each day's goal from the goal history", () => {
    const history = [
      { effectiveFrom: '2020-01-01', goal: threeCups },
      { effectiveFrom: addDays(MONDAY, 1), goal: { ...threeCups, dailyGoal: 1 } },
      { effectiveFrom: addDays(MONDAY, 3), goal: { ...threeCups, dailyGoal: 2 } },
    ];
    const days = habitHistory(
      history,
      [],
      { from: addDays(MONDAY, -1), to: addDays(MONDAY, 4), bucket: 'day' },
      addDays(MONDAY, 4),
    );
    expect(days.map((day) => day.goal)).toEqual([3, 3, 1, 1, 2, 2]);
  });

  it('gives one bucket per day with its value and goal', () => {
    const entries = amounts(threeCups, [2, 5, null]);
    const days = habitHistory(
      threeCups,
      entries,
      { from: MONDAY, to: addDays(MONDAY, 2), bucket: 'day' },
      addDays(MONDAY, 2),
    );
    expect(
      days.map(({ start, total, average, successDays, overDays, goal }) => [
        start,
        total,
        average,
        successDays,
        overDays,
        goal,
      ]),
    ).toEqual([
      [MONDAY, 2, 2, 1, 0, 3],
      [addDays(MONDAY, 1), 5, 5, 0, 1, 3],
      [addDays(MONDAY, 2), 0, null, 0, 0, 3],
    ]);
  });

  it('sums whole weeks from Monday and averages per-weekday goals over the days so far', () => {
    const perWeekday: Goal = {
      goalType: 'number',
      goalSchedule: 'custom_daily',
      weeklyGoals: weeklyNumbers,
    };
    const entries = amounts(perWeekday, [1, 1, 1, 1, 1, 1, 1, 4]);
    const [first, second] = habitHistory(
      perWeekday,
      entries,
      { from: addDays(MONDAY, 3), to: addDays(MONDAY, 7), bucket: 'week' },
      addDays(MONDAY, 7),
    );
    expect(first).toMatchObject({
      start: MONDAY,
      end: addDays(MONDAY, 6),
      total: 7,
      loggedDays: 7,
      successDays: 6,
      overDays: 1,
      goal: 3,
    });
    expect(second).toMatchObject({
      start: addDays(MONDAY, 7),
      total: 4,
      average: 4,
      overDays: 1,
      goal: 1,
    });
  });

  it('reads levels as ranks and leaves future months without a goal', () => {
    const moderate: Goal = { goalType: 'level', goalSchedule: 'daily', levelGoal: 'moderate' };
    const entries = [
      { date: '2025-03-03', levelValue: 'low', performance: 'success' },
      { date: '2025-03-04', levelValue: 'high', performance: 'over' },
    ];
    const months = habitHistory(
      moderate,
      entries,
      { from: '2025-03-10', to: '2025-04-02', bucket: 'month' },
      '2025-03-31',
    );
    expect(months).toEqual([
      {
        start: '2025-03-01',
        end: '2025-03-31',
        total: 4,
        average: 2,
        successDays: 1,
        overDays: 1,
        loggedDays: 2,
        skippedDays: 0,
        goal: 2,
        plannedGoal: null,
        value: 2,
        over: false,
        budget: null,
        baseline: null,
      },
      {
        start: '2025-04-01',
        end: '2025-04-30',
        total: 0,
        average: null,
        successDays: 0,
        overDays: 0,
        loggedDays: 0,
        skippedDays: 0,
        goal: null,
        plannedGoal: 2,
        value: null,
        over: false,
        budget: null,
        baseline: null,
      },
    ]);
  });

  it('carries the baseline it is given, unchanged, in every bucket of every size', () => {
    fc.assert(
      fc.property(
        fc.array(fc.option(fc.integer({ min: 0, max: 9 })), { minLength: 1, maxLength: 120 }),
        fc.constantFrom('day', 'week', 'month', 'year'),
        fc.option(fc.double({ min: 0, max: 1000, noNaN: true })),
        (values, bucket, baseline) => {
          const entries = amounts(threeCups, values);
          const to = addDays(MONDAY, values.length - 1);
          const range = { from: MONDAY, to, bucket };
          const buckets = habitHistory(threeCups, entries, range, to, 'monday', baseline);
          expect(buckets.every((b) => b.baseline === baseline)).toBe(true);
          // Without one, nothing is drawn: null everywhere.
          const none = habitHistory(threeCups, entries, range, to);
          expect(none.every((b) => b.baseline === null)).toBe(true);
        },
      ),
    );
  });

  it('counts every logged day exactly once, whatever the bucket', () => {
    fc.assert(
      fc.property(
        fc.array(fc.option(fc.integer({ min: 0, max: 9 })), { minLength: 1, maxLength: 400 }),
        fc.constantFrom('day', 'week', 'month', 'year'),
        (values, bucket) => {
          const entries = amounts(threeCups, values);
          const to = addDays(MONDAY, values.length - 1);
          const buckets = habitHistory(threeCups, entries, { from: MONDAY, to, bucket }, to);
          const sum = (pick: (b: (typeof buckets)[number]) => number) =>
            buckets.reduce((total, b) => total + pick(b), 0);
          return (
            sum((b) => b.loggedDays) === entries.length &&
            Math.abs(sum((b) => b.total) - entries.reduce((t, e) => t + e.actualValue, 0)) < 1e-6 &&
            buckets.every((b, i) => i === 0 || buckets[i - 1]?.end === addDays(b.start, -1))
          );
        },
      ),
    );
  });
});

describe('habitHistory with a goal history', () => {
  it('reads each day by the goal in force that day, so a taper shows as a falling goal line', () => {
    const history = [
      { effectiveFrom: MONDAY, goal: threeCups },
      {
        effectiveFrom: addDays(MONDAY, 2),
        goal: { goalType: 'number', goalSchedule: 'daily', dailyGoal: 1 } as const,
      },
    ];
    const days = habitHistory(
      history,
      amounts(threeCups, [2, 2, 2]),
      { from: MONDAY, to: addDays(MONDAY, 2), bucket: 'day' },
      addDays(MONDAY, 2),
    );
    expect(days.map((day) => day.goal)).toEqual([3, 3, 1]);
    const [week] = habitHistory(
      history,
      [],
      { from: MONDAY, to: MONDAY, bucket: 'week' },
      addDays(MONDAY, 6),
    );
    expect(week?.goal).toBe(round2((3 * 2 + 1 * 5) / 7));
  });
});

function round2(value: number): number {
  return Math.round(value * 100) / 100;
}

describe('habitHistory, as a property', () => {
  it('answers the plain walk on any history: gaps, skips, goal changes and budgets, unsorted or doubled days', () => {
    fc.assert(
      fc.property(
        habitArbitrary(),
        fc.constantFrom(...HISTORY_BUCKETS),
        fc.constantFrom(...WEEK_STARTS),
        fc.integer({ min: -260, max: 20 }),
        fc.nat(400),
        fc.option(fc.constantFrom(0, 2.5, 10)),
        (habit, bucket, weekStart, fromOffset, length, baseline) => {
          const from = addDays(habit.today, fromOffset);
          const range = { from, to: addDays(from, length), bucket };
          for (const goals of [habit.history, habit.history[0]?.goal ?? threeCups]) {
            expect(
              habitHistory(goals, habit.entries, range, habit.today, weekStart, baseline),
            ).toStrictEqual(
              plainHabitHistory(goals, habit.entries, range, habit.today, weekStart, baseline),
            );
          }
        },
      ),
      { numRuns: 400 },
    );
  });
});
