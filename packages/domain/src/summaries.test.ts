import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from './dates';
import type { LoggedDay } from './entries';
import type { Goal } from './goalSchemas';
import { dayResults } from './testing/fixtures';
import {
  monthStats,
  monthWindow,
  successRatePercent,
  weekWindow,
  weeklySummary,
  windowStats,
} from './summaries';

const entry = (date: string, performance: string, actualValue?: number): LoggedDay => ({
  date,
  performance,
  actualValue: actualValue ?? null,
});

describe('windows', () => {
  it('the week is the 7 days ending today; the month the 1st to today', () => {
    expect(weekWindow('2025-03-03')).toEqual({ from: '2025-02-25', to: '2025-03-03' });
    expect(monthWindow('2025-03-03')).toEqual({ from: '2025-03-01', to: '2025-03-03' });
  });
});

describe('successRatePercent', () => {
  it.each([
    [0, 0, 0],
    [0, 3, 0],
    [3, 3, 100],
    [1, 2, 50],
    [2, 3, 66],
    [1, 3, 33],
    [3, 4, 75],
    [7, 10, 70],
    [99, 100, 99],
    [199, 200, 99],
  ])('%i of %i → %i%%', (success, logged, expected) => {
    expect(successRatePercent(success, logged)).toBe(expected);
  });
});

describe('windowStats', () => {
  it('counts the entries inside the window only', () => {
    const entries = [
      entry('2025-02-28', 'success'),
      entry('2025-03-01', 'success'),
      entry('2025-03-02', 'over'),
      entry('2025-03-03', 'warning'),
      entry('2025-03-04', 'success'),
      entry('2025-03-05', 'success'), // after the window
    ];
    expect(windowStats(entries, { from: '2025-03-01', to: '2025-03-04' })).toEqual({
      loggedDays: 4,
      successDays: 2,
      overDays: 1,
      missedDays: 2,
      successRate: 50,
    });
  });
});

describe('monthStats (Days on Target, Success Rate, On Track, Missed)', () => {
  const march = { year: 2025, month: 3 };

  it('counts the month shown, up to today', () => {
    const entries = [
      entry('2025-02-28', 'success'),
      entry('2025-03-01', 'success'),
      entry('2025-03-02', 'over'),
      entry('2025-03-03', 'warning'),
      entry('2025-03-04', 'success'),
      entry('2025-03-05', 'success'), // after today
    ];
    expect(monthStats(entries, march, '2025-03-04')).toEqual({
      daysOnTarget: 2,
      successRate: 50,
      loggedDays: 4,
      onTrack: 2,
      missed: 2,
    });
  });

  it('an earlier month counts to its end; a later one has no days yet', () => {
    const entries = [entry('2025-02-27', 'over'), entry('2025-02-28', 'success')];
    expect(monthStats(entries, { year: 2025, month: 2 }, '2025-03-04')).toMatchObject({
      daysOnTarget: 1,
      missed: 1,
      successRate: 50,
    });
    expect(monthStats(entries, { year: 2025, month: 4 }, '2025-03-04').loggedDays).toBe(0);
  });

  it('shows 0% without entries', () => {
    expect(monthStats([], march, '2025-03-03')).toEqual({
      daysOnTarget: 0,
      successRate: 0,
      loggedDays: 0,
      onTrack: 0,
      missed: 0,
    });
  });
});

describe('weeklySummary', () => {
  const TODAY = '2025-03-10';
  const week = (values: (readonly [string, number | undefined])[]) =>
    values.map(([performance, value], index) =>
      entry(addDays(TODAY, index - 6), performance, value),
    );

  it('number goals: the mean over logged days, the over count and the weekly target', () => {
    const habit: Goal = { goalType: 'number', goalSchedule: 'daily', dailyGoal: 2 };
    const entries = [
      entry(addDays(TODAY, -7), 'over', 50), // outside the 7 days
      ...week([
        ['success', 1],
        ['over', 4],
        ['success', 2],
        ['over', 3],
      ]),
    ];
    expect(weeklySummary(habit, entries, TODAY)).toEqual({
      averageDaily: 2.5,
      averageDailyText: '2.5',
      daysAboveTarget: 2,
      weeklyTarget: 'Keep under 14/week',
      successRate: 50,
      successDays: 2,
      loggedDays: 4,
      budgetTotal: null,
    });
  });

  it('number goals without entries show 0', () => {
    const habit: Goal = { goalType: 'number', goalSchedule: 'daily', dailyGoal: 1 };
    const summary = weeklySummary(habit, [], TODAY);
    expect(summary.averageDaily).toBeNull();
    expect(summary.averageDailyText).toBe('0');
    expect(summary.daysAboveTarget).toBe(0);
  });

  it("other goals show 'N% success rate'", () => {
    const habit: Goal = { goalType: 'level', goalSchedule: 'daily', levelGoal: 'low' };
    const entries = week([
      ['success', undefined],
      ['success', undefined],
      ['over', undefined],
    ]);
    const summary = weeklySummary(habit, entries, TODAY);
    expect(summary.averageDaily).toBeNull();
    expect(summary.averageDailyText).toBe('66% success rate');
    expect(summary.daysAboveTarget).toBe(1);
    expect(summary.weeklyTarget).toBe('Stay at low level or below');
    expect(weeklySummary(habit, [], TODAY).averageDailyText).toBe('0% success rate');
  });
});

describe('skipped days (issue 20)', () => {
  it('are left out of Success Rate, Days on Target, On Track and Missed', () => {
    const entries = dayResults('2025-03-01', 'SSXXOX');
    expect(windowStats(entries, { from: '2025-03-01', to: '2025-03-06' })).toEqual({
      loggedDays: 3,
      successDays: 2,
      overDays: 1,
      missedDays: 1,
      successRate: 66,
    });
    expect(monthStats(entries, { year: 2025, month: 3 }, '2025-03-06')).toEqual({
      daysOnTarget: 2,
      successRate: 66,
      loggedDays: 3,
      onTrack: 2,
      missed: 1,
    });
  });

  it('property: marking unlogged days skipped never changes a count or a rate', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom('S', 'O', 'W', 'X', '.'), { maxLength: 60 }),
        fc.array(fc.boolean(), { maxLength: 60 }),
        fc.integer({ min: 0, max: 70 }),
        (letters, toSkip, todayOffset) => {
          const start = '2025-02-01';
          const today = addDays(start, todayOffset);
          const pattern = letters.join('');
          const skipped = letters
            .map((letter, index) => (letter === '.' && toSkip[index] === true ? 'X' : letter))
            .join('');
          for (const window of [weekWindow(today), monthWindow(today)]) {
            expect(windowStats(dayResults(start, skipped), window)).toEqual(
              windowStats(dayResults(start, pattern), window),
            );
          }
        },
      ),
    );
  });
});
