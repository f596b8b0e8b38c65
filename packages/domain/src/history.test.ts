import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, daysBetween } from './dates';
import { weekdayName } from './dateTexts';
import { WEEK_STARTS } from './weeks';
import type { Goal } from './goalSchemas';
import { chartRange } from './chartRange';
import { habitHistory } from './history';
import { bucketValue, HISTORY_BUCKETS, isBucketOver } from './historyBuckets';
import { habitArbitrary } from './testing/habitArbitrary';
import { plainHabitHistory } from './testing/historyOracle';
import { weekdayPattern } from './weekdayPattern';
import { judgeEntry } from './judge';
import { MONDAY, weeklyNumbers } from './testing/fixtures';

const threeCups: Goal = { goalType: 'number', goalSchedule: 'daily', dailyGoal: 3 };

/** Number entries from MONDAY, one amount per day; null leaves a day without an entry. */
function amounts(goal: Goal, values: readonly (number | null)[]) {
  return values.flatMap((actualValue, day) => {
    if (actualValue === null) return [];
    const date = addDays(MONDAY, day);
    return [{ date, actualValue, performance: judgeEntry(goal, date, { actualValue }) }];
  });
}

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

describe('skipped days in the progress figures (issue 20)', () => {
  it('count in no bucket and on no weekday', () => {
    const entries = [
      ...amounts(threeCups, [1, 5]),
      { date: addDays(MONDAY, 2), actualValue: null, performance: 'skipped' },
      { date: addDays(MONDAY, 7), actualValue: null, performance: 'skipped' },
    ];
    const to = addDays(MONDAY, 7);
    const [week] = habitHistory(threeCups, entries, { from: MONDAY, to, bucket: 'week' }, to);
    expect(week).toMatchObject({ loggedDays: 2, successDays: 1, overDays: 1, total: 6 });
    const pattern = weekdayPattern(entries);
    expect(pattern[0]).toMatchObject({ weekday: 'Monday', loggedDays: 1, overDays: 0 });
    expect(pattern[2]).toMatchObject({ weekday: 'Wednesday', loggedDays: 0, overPercent: 0 });
    expect(pattern[1]).toMatchObject({ weekday: 'Tuesday', overPercent: 100 });
  });

  it('are counted apart, so a chart can draw them as skipped', () => {
    const entries = [
      ...amounts(threeCups, [1]),
      { date: addDays(MONDAY, 1), actualValue: null, performance: 'skipped' },
      { date: addDays(MONDAY, 3), actualValue: null, performance: 'skipped' },
      // A skipped day to come does not count yet.
      { date: addDays(MONDAY, 9), actualValue: null, performance: 'skipped' },
    ];
    const today = addDays(MONDAY, 8);
    const days = habitHistory(
      threeCups,
      entries,
      { from: MONDAY, to: addDays(MONDAY, 3), bucket: 'day' },
      today,
    );
    expect(days.map((d) => [d.skippedDays, d.value])).toEqual([
      [0, 1],
      [1, null],
      [0, null],
      [1, null],
    ]);
    const weeks = habitHistory(
      threeCups,
      entries,
      { from: MONDAY, to: addDays(MONDAY, 13), bucket: 'week' },
      today,
    );
    expect(weeks.map((w) => [w.skippedDays, w.loggedDays])).toEqual([
      [2, 1],
      [0, 0],
    ]);
  });

  it('count under a weekly budget too, and a later value replaces a skip', () => {
    const budget: Goal = { goalType: 'number', goalSchedule: 'weekly_budget', budget: 10 };
    const entries = [
      { date: MONDAY, actualValue: null, performance: 'skipped' },
      { date: MONDAY, actualValue: 2, performance: 'success' },
      { date: addDays(MONDAY, 1), actualValue: null, performance: 'skipped' },
    ];
    const today = addDays(MONDAY, 6);
    const [week] = habitHistory(
      budget,
      entries,
      { from: MONDAY, to: today, bucket: 'week' },
      today,
    );
    expect(week).toMatchObject({ budget: 10, skippedDays: 1, loggedDays: 1, total: 2 });
  });
});

describe('the week start', () => {
  it('starts the weekday pattern on Sunday for a Sunday week', () => {
    const entries = [{ date: '2025-03-09', performance: 'over' }];
    const pattern = weekdayPattern(entries, 'sunday');
    expect(pattern.map((day) => day.weekday)).toEqual([
      'Sunday',
      'Monday',
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
      'Saturday',
    ]);
    expect(pattern[0]).toMatchObject({ loggedDays: 1, overDays: 1 });
  });

  it('property: week buckets are always 7 days from the week start, one after another', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 400 }),
        fc.integer({ min: 0, max: 60 }),
        fc.constantFrom(...WEEK_STARTS),
        (offset, length, weekStart) => {
          const from = addDays(MONDAY, offset);
          const to = addDays(from, length);
          const buckets = habitHistory(threeCups, [], { from, to, bucket: 'week' }, to, weekStart);
          expect(buckets[0]!.start <= from).toBe(true);
          expect(buckets.at(-1)!.end >= to).toBe(true);
          buckets.forEach((bucket, index) => {
            expect(weekdayName(bucket.start).toLowerCase()).toBe(weekStart);
            expect(daysBetween(bucket.start, bucket.end)).toBe(6);
            if (index > 0) expect(daysBetween(buckets[index - 1]!.end, bucket.start)).toBe(1);
          });
        },
      ),
    );
  });
});

describe('bucketValue and isBucketOver', () => {
  const base = { total: 6, average: 3, successDays: 1, overDays: 1, loggedDays: 2, goal: 2.5 };
  it("shows a day's value and a longer bucket's mean, over when it is above the mean goal", () => {
    const week = { ...base, start: '2025-03-03', end: '2025-03-09' };
    expect(bucketValue(week)).toBe(3);
    expect(isBucketOver(week)).toBe(true);
    expect(isBucketOver({ ...week, goal: 3 })).toBe(false);
    const day = { ...base, start: '2025-03-03', end: '2025-03-03', overDays: 0, average: 6 };
    expect(bucketValue(day)).toBe(6);
    expect(isBucketOver(day)).toBe(false);
    expect(bucketValue({ ...day, loggedDays: 0 })).toBeNull();
  });
});

describe("each bucket's drawn value and verdict (the chart reads them, never judges)", () => {
  it('a day is over when judged over; a week when its mean is above its mean goal', () => {
    const entries = amounts(threeCups, [2, 5, null, 4, 4]);
    const to = addDays(MONDAY, 6);
    const days = habitHistory(threeCups, entries, { from: MONDAY, to, bucket: 'day' }, to);
    expect(days.map((day) => [day.value, day.over])).toEqual([
      [2, false],
      [5, true],
      [null, false],
      [4, true],
      [4, true],
      [null, false],
      [null, false],
    ]);
    const [week] = habitHistory(threeCups, entries, { from: MONDAY, to, bucket: 'week' }, to);
    expect(week).toMatchObject({ value: 3.75, over: true });
    const [calmer] = habitHistory(
      threeCups,
      amounts(threeCups, [1, 5, 1]),
      { from: MONDAY, to, bucket: 'week' },
      to,
    );
    expect(calmer).toMatchObject({ value: 2.33, over: false });
  });

  it('always agree with bucketValue and isBucketOver', () => {
    fc.assert(
      fc.property(
        fc.array(fc.option(fc.integer({ min: 0, max: 9 })), { maxLength: 21 }),
        fc.constantFrom('day', 'week', 'month', 'year'),
        (values, bucket) => {
          const to = addDays(MONDAY, 20);
          const buckets = habitHistory(
            threeCups,
            amounts(threeCups, values),
            { from: MONDAY, to, bucket },
            to,
          );
          for (const one of buckets) {
            expect(one.value).toBe(bucketValue(one));
            expect(one.over).toBe(isBucketOver(one));
          }
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

describe('chartRange', () => {
  const daily = (dailyGoal: number): Goal => ({
    goalType: 'number',
    goalSchedule: 'daily',
    dailyGoal,
  });
  const planned = [
    { effectiveFrom: '2026-11-16', goal: daily(3) },
    { effectiveFrom: '2026-11-23', goal: daily(2) },
    { effectiveFrom: '2026-12-17', goal: daily(1) },
  ];
  it("starts at the habit's first day, not the empty weeks before it", () => {
    expect(
      chartRange(
        planned.slice(0, 1),
        { from: '2026-05-29', to: '2026-11-26' },
        '2026-11-16',
        '2026-11-26',
      ),
    ).toEqual({ from: '2026-11-16', to: '2026-11-26' });
  });
  it("goes on to the plan's last coming step when the range reaches today", () => {
    expect(
      chartRange(planned, { from: '2026-05-29', to: '2026-11-26' }, '2026-11-10', '2026-11-26'),
    ).toEqual({ from: '2026-11-10', to: '2026-12-17' });
    // An earlier page keeps its end.
    expect(
      chartRange(planned, { from: '2026-05-01', to: '2026-11-01' }, '2026-04-10', '2026-11-26'),
    ).toEqual({ from: '2026-05-01', to: '2026-11-01' });
  });
  it('draws the planned goal of the days after today', () => {
    const weeks = habitHistory(
      planned,
      [],
      { from: '2026-11-23', to: '2026-12-20', bucket: 'week' },
      '2026-11-26',
    );
    expect(weeks.map((w) => [w.start, w.goal, w.plannedGoal])).toEqual([
      ['2026-11-23', 2, 2],
      ['2026-11-30', null, 2],
      ['2026-12-07', null, 2],
      ['2026-12-14', null, 1.43],
    ]);
  });
});

describe('habitHistory under a budget', () => {
  const fourteen: Goal = { goalType: 'number', goalSchedule: 'weekly_budget', budget: 14 };
  const monthly: Goal = { goalType: 'number', goalSchedule: 'monthly_budget', budget: 60 };
  /** Entries judged as a budget judges them: success until the running total passes 14. */
  function week(values: readonly number[], budget = 14) {
    let total = 0;
    return values.map((actualValue, day) => {
      total += actualValue;
      return {
        date: addDays(MONDAY, day),
        actualValue,
        performance: total > budget ? 'over' : 'success',
      };
    });
  }

  it("draws a weekly budget's weeks as totals against the budget, with the baseline per week", () => {
    const entries = [
      ...week([4, 5, 7]),
      ...week([2, 2]).map((e) => ({ ...e, date: addDays(e.date, 7) })),
    ];
    const today = addDays(MONDAY, 9);
    const weeks = habitHistory(
      fourteen,
      entries,
      { from: MONDAY, to: addDays(MONDAY, 20), bucket: 'week' },
      today,
      'monday',
      35,
    );
    expect(
      weeks.map((w) => [w.value, w.goal, w.plannedGoal, w.budget, w.over, w.baseline]),
    ).toEqual([
      [16, 14, null, 14, true, 35],
      [4, 14, 14, 14, false, 35],
      [null, null, 14, 14, false, 35],
    ]);
  });

  it('draws a week that spends exactly its budget as within it, and one unit more as over', () => {
    const today = addDays(MONDAY, 13);
    const entries = [
      ...week([7, 7]),
      ...week([7, 8]).map((e) => ({ ...e, date: addDays(e.date, 7) })),
    ];
    const weeks = habitHistory(
      fourteen,
      entries,
      { from: MONDAY, to: today, bucket: 'week' },
      today,
    );
    expect(weeks.map((w) => [w.value, w.budget, w.over])).toEqual([
      [14, 14, false],
      [15, 14, true],
    ]);
  });

  it('draws no budget, no daily goal and no per-period baseline on day buckets', () => {
    const days = habitHistory(
      fourteen,
      week([4, 5, 7]),
      { from: MONDAY, to: addDays(MONDAY, 2), bucket: 'day' },
      addDays(MONDAY, 2),
      'monday',
      35,
    );
    expect(days.map((d) => [d.value, d.goal, d.budget, d.over, d.baseline])).toEqual([
      [4, null, null, false, null],
      [5, null, null, false, null],
      [7, null, null, true, null],
    ]);
  });

  it('draws a monthly budget on month buckets, and its weeks as plain weeks', () => {
    const entries = week([30, 40], 60);
    const today = addDays(MONDAY, 3);
    const [month] = habitHistory(
      monthly,
      entries,
      { from: MONDAY, to: today, bucket: 'month' },
      today,
    );
    expect(month).toMatchObject({ value: 70, budget: 60, goal: 60, over: true });
    const [firstWeek] = habitHistory(
      monthly,
      entries,
      { from: MONDAY, to: today, bucket: 'week' },
      today,
    );
    expect(firstWeek).toMatchObject({ value: 35, budget: null, goal: null, over: true });
  });
});

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
