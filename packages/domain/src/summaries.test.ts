import { describe, expect, it } from 'vitest';
import { addDays } from './dates';
import type { LoggedDay } from './entries';
import type { HabitGoalFields } from './goals';
import {
  formatAverage,
  monthStats,
  monthTally,
  monthWindow,
  successRatePercent,
  weekWindow,
  weeklySummary,
  weeklyTargetText,
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
      warningDays: 1,
      successRate: 50,
    });
  });
});

describe('monthStats (Days on Target, Success Rate)', () => {
  it('counts success days from the 1st to today', () => {
    const entries = [
      entry('2025-02-28', 'success'),
      entry('2025-03-01', 'success'),
      entry('2025-03-02', 'over'),
      entry('2025-03-03', 'success'),
      entry('2025-03-04', 'success'),
    ];
    expect(monthStats(entries, '2025-03-03')).toEqual({
      daysOnTarget: 2,
      successRate: 66,
      loggedDays: 3,
    });
  });

  it('shows 0% without entries', () => {
    expect(monthStats([], '2025-03-03')).toEqual({
      daysOnTarget: 0,
      successRate: 0,
      loggedDays: 0,
    });
  });
});

describe('monthTally (On Track, Missed)', () => {
  it('On Track = success days, Missed = warning + over days, in the month shown', () => {
    const entries = [
      entry('2025-02-28', 'over'),
      entry('2025-03-01', 'success'),
      entry('2025-03-02', 'over'),
      entry('2025-03-03', 'warning'),
      entry('2025-03-04', 'success'),
      entry('2025-03-05', 'other'),
      entry('2025-04-01', 'over'),
    ];
    expect(monthTally(entries, { year: 2025, month: 3 }, '2025-03-31')).toEqual({
      onTrack: 2,
      missed: 2,
    });
    expect(monthTally(entries, { year: 2025, month: 2 }, '2025-03-31')).toEqual({
      onTrack: 0,
      missed: 1,
    });
  });

  it('ignores days after today', () => {
    const entries = [entry('2025-03-01', 'success'), entry('2025-03-09', 'success')];
    expect(monthTally(entries, { year: 2025, month: 3 }, '2025-03-05').onTrack).toBe(1);
  });
});

describe('formatAverage', () => {
  it.each([
    [0, '0'],
    [3, '3'],
    [2.5, '2.5'],
    [2 / 3, '0.7'],
    [10 / 3, '3.3'],
    [2.96, '3'],
  ])('%d → %s', (value, expected) => {
    expect(formatAverage(value)).toBe(expected);
  });
});

describe('weeklyTargetText (exact SPEC texts)', () => {
  const TODAY = '2025-03-03'; // Monday
  it.each<[string, HabitGoalFields, string]>([
    [
      'daily number',
      { goalType: 'number', goalSchedule: 'daily', dailyGoal: 2 },
      'Keep under 14/week',
    ],
    [
      'daily number 0',
      { goalType: 'number', goalSchedule: 'daily', dailyGoal: 0 },
      'Keep under 0/week',
    ],
    [
      'per-weekday number: the sum of the seven goals',
      {
        goalType: 'number',
        goalSchedule: 'custom_daily',
        dailyGoal: 100,
        weeklyGoals: { monday: 1, tuesday: 2, wednesday: 3, thursday: 4, friday: 5, saturday: 6 },
      },
      'Keep under 21/week',
    ],
    [
      'daily level',
      { goalType: 'level', goalSchedule: 'daily', levelGoal: 'low' },
      'Stay at low level or below',
    ],
    [
      "per-weekday level: today's goal",
      {
        goalType: 'level',
        goalSchedule: 'weekly',
        levelGoal: 'low',
        weeklyGoals: { monday: 'moderate' },
      },
      'Stay at moderate level or below',
    ],
    [
      'level without a goal: every level passes',
      { goalType: 'level', goalSchedule: 'daily', levelGoal: null },
      'Stay at high level or below',
    ],
    [
      'daily tags',
      {
        goalType: 'custom_tags',
        goalSchedule: 'daily',
        levelGoal: '2',
        customTags: ['Calm', 'Busy', 'Wild'],
      },
      'Stay at Busy or better',
    ],
    [
      'tags without a goal: the last tag',
      {
        goalType: 'custom_tags',
        goalSchedule: 'daily',
        levelGoal: null,
        customTags: ['Calm', 'Busy', 'Wild'],
      },
      'Stay at Wild or better',
    ],
  ])('%s', (_name, habit, expected) => {
    expect(weeklyTargetText(habit, TODAY)).toBe(expected);
  });
});

describe('weeklySummary', () => {
  const TODAY = '2025-03-10';
  const week = (values: (readonly [string, number | undefined])[]) =>
    values.map(([performance, value], index) =>
      entry(addDays(TODAY, index - 6), performance, value),
    );

  it('number goals: the mean over logged days, the over count and the weekly target', () => {
    const habit: HabitGoalFields = { goalType: 'number', goalSchedule: 'daily', dailyGoal: 2 };
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
    });
  });

  it('number goals without entries show 0', () => {
    const habit: HabitGoalFields = { goalType: 'number', goalSchedule: 'daily', dailyGoal: 1 };
    const summary = weeklySummary(habit, [], TODAY);
    expect(summary.averageDaily).toBeNull();
    expect(summary.averageDailyText).toBe('0');
    expect(summary.daysAboveTarget).toBe(0);
  });

  it("other goals show 'N% success rate'", () => {
    const habit: HabitGoalFields = { goalType: 'level', goalSchedule: 'daily', levelGoal: 'low' };
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
