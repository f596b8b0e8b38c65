import { describe, expect, it } from 'vitest';
import { MONDAY, FRIDAY, weeklyNumbers, everyDay } from './testing/fixtures';
import type { Goal } from './goalSchemas';
import {
  dayCount,
  formatAmount,
  goalDescription,
  weekdayGoalsText,
  weeklyTargetText,
  weeklyTotal,
} from './goalTexts';

describe('formatAmount', () => {
  it.each([
    [0, '0'],
    [3, '3'],
    [2.5, '2.5'],
    [2 / 3, '0.7'],
    [10 / 3, '3.3'],
    [2.96, '3'],
  ])('%d → %s', (value, expected) => {
    expect(formatAmount(value)).toBe(expected);
  });
});

describe('goal texts (exact SPEC texts)', () => {
  it.each<[string, Goal, string]>([
    ['daily number', { goalType: 'number', goalSchedule: 'daily', dailyGoal: 3 }, 'Goal: 3 daily'],
    [
      'daily number 0',
      { goalType: 'number', goalSchedule: 'daily', dailyGoal: 0 },
      'Goal: 0 daily',
    ],
    [
      'daily level',
      { goalType: 'level', goalSchedule: 'daily', levelGoal: 'moderate' },
      'Goal: moderate level daily',
    ],
    [
      'daily tags',
      {
        goalType: 'custom_tags',
        goalSchedule: 'daily',
        levelGoal: '2',
        customTags: ['Calm', 'Busy'],
      },
      'Goal: Busy level daily',
    ],
    [
      'custom daily',
      { goalType: 'number', goalSchedule: 'custom_daily', weeklyGoals: weeklyNumbers },
      'Goal: Mon 1, Tue 2, Wed 3, Thu 4, Fri 5, Sat 6, Sun 0',
    ],
    [
      'weekdays and weekends',
      {
        goalType: 'number',
        goalSchedule: 'custom_daily',
        weeklyGoals: { ...everyDay(2), saturday: 4, sunday: 4 },
      },
      'Goal: 2 on weekdays, 4 at weekends',
    ],
    [
      'the same every day',
      { goalType: 'level', goalSchedule: 'weekly', weeklyGoals: everyDay('low') },
      'Goal: low every day',
    ],
  ])('Manage Habits line: %s', (_name, goal, expected) => {
    expect(goalDescription(goal)).toBe(expected);
  });

  it('Weekly Target: the daily goal × 7, or the sum of the weekday goals', () => {
    const daily: Goal = { goalType: 'number', goalSchedule: 'daily', dailyGoal: 3 };
    const perDay: Goal = { goalType: 'number', goalSchedule: 'weekly', weeklyGoals: weeklyNumbers };
    expect(weeklyTotal(daily)).toBe(21);
    expect(weeklyTotal(perDay)).toBe(21);
    expect(weeklyTargetText(perDay, MONDAY)).toBe('Keep under 21/week');
  });

  it('Weekly Target: the level or tag that applies today', () => {
    const levels: Goal = {
      goalType: 'level',
      goalSchedule: 'custom_daily',
      weeklyGoals: { ...everyDay('low'), friday: 'high' } as never,
    };
    expect(weeklyTargetText(levels, MONDAY)).toBe(
      'Stay at or below: Mon low, Tue low, Wed low, Thu low, Fri high, Sat low, Sun low',
    );
    const sameEveryDay: Goal = {
      goalType: 'level',
      goalSchedule: 'custom_daily',
      weeklyGoals: everyDay('moderate'),
    };
    expect(weeklyTargetText(sameEveryDay, FRIDAY)).toBe('Stay at moderate level or below');
    const drinks: Goal = {
      goalType: 'custom_tags',
      goalSchedule: 'custom_daily',
      customTags: ['None', '1-2 drinks', 'More'],
      weeklyGoals: { ...everyDay('1'), saturday: '2', sunday: '2' },
    };
    expect(weeklyTargetText(drinks, MONDAY)).toBe(
      'Stay at or better: None on weekdays, 1-2 drinks at weekends',
    );
    expect(weekdayGoalsText(drinks)).toBe('None on weekdays, 1-2 drinks at weekends');
    const tags: Goal = {
      goalType: 'custom_tags',
      goalSchedule: 'daily',
      customTags: ['Calm', 'Busy'],
      levelGoal: '1',
    };
    expect(weeklyTargetText(tags, MONDAY)).toBe('Stay at Calm or better');
  });
});

describe('weeklyTargetText with a goal history', () => {
  it("sums the daily goals in force on each of the week's days", () => {
    const history = [
      {
        effectiveFrom: '2025-01-01',
        goal: { goalType: 'number', goalSchedule: 'daily', dailyGoal: 5 },
      },
      {
        effectiveFrom: '2025-03-05',
        goal: { goalType: 'number', goalSchedule: 'daily', dailyGoal: 4 },
      },
    ] as const;
    // 2025-03-03 … 2025-03-09: two days at 5, five days at 4.
    expect(weeklyTargetText(history, '2025-03-09')).toBe('Keep under 30/week');
  });
});

describe('dayCount', () => {
  it.each([
    [0, '0 days'],
    [1, '1 day'],
    [2, '2 days'],
  ])('%d → %s', (days, expected) => {
    expect(dayCount(days)).toBe(expected);
  });
});
