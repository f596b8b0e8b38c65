import { describe, expect, it } from 'vitest';
import { MONDAY, FRIDAY, weeklyNumbers, everyDay } from './testing/fixtures';
import type { Goal } from './goalSchemas';
import { formatAmount, goalDescription, weeklyTargetText, weeklyTotal } from './goalTexts';

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
      'Goal: custom daily',
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
    expect(weeklyTargetText(levels, MONDAY)).toBe('Stay at low level or below');
    expect(weeklyTargetText(levels, FRIDAY)).toBe('Stay at high level or below');
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
