import { describe, expect, it } from 'vitest';
import type { HabitGoalFields } from './goals';
import {
  goalDescription,
  goalForDate,
  hasPerWeekdayGoals,
  isLevel,
  levelRank,
  readGoalValue,
  tagCountOf,
  tagName,
} from './goals';

const MONDAY = '2025-03-03';
const SUNDAY = '2025-03-09';

const weekly = {
  monday: 1,
  tuesday: 2,
  wednesday: 3,
  thursday: 4,
  friday: 5,
  saturday: 6,
  sunday: 0,
};

describe('levels', () => {
  it('orders none < low < moderate < high', () => {
    expect([levelRank('none'), levelRank('low'), levelRank('moderate'), levelRank('high')]).toEqual(
      [0, 1, 2, 3],
    );
  });

  it.each([
    ['none', true],
    ['high', true],
    ['High', false],
    ['medium', false],
    [3, false],
    [undefined, false],
  ])('isLevel(%s) = %s', (value, expected) => {
    expect(isLevel(value)).toBe(expected);
  });
});

describe('readGoalValue', () => {
  it.each([
    ['number', 0, 0],
    ['number', 5, 5],
    ['number', '7', 7],
    ['number', '', undefined],
    ['number', 'abc', undefined],
    ['number', null, undefined],
    ['number', undefined, undefined],
    ['level', 'moderate', 'moderate'],
    ['level', 'medium', undefined],
    ['level', 2, undefined],
    ['custom_tags', '2', 2],
    ['custom_tags', 3, 3],
    ['custom_tags', '0', undefined],
    ['custom_tags', '1.5', undefined],
    ['custom_tags', 'low', undefined],
    ['custom_tags', true, undefined],
  ] as const)('%s goal %s reads as %s', (goalType, raw, expected) => {
    expect(readGoalValue(goalType, raw)).toBe(expected);
  });
});

describe('goalForDate', () => {
  it('uses the daily goal for daily number habits, and 0 is a real goal', () => {
    const habit: HabitGoalFields = { goalType: 'number', goalSchedule: 'daily', dailyGoal: 0 };
    expect(goalForDate(habit, MONDAY)).toBe(0);
    expect(goalForDate({ ...habit, dailyGoal: 3 }, SUNDAY)).toBe(3);
    expect(goalForDate({ ...habit, dailyGoal: null }, SUNDAY)).toBeUndefined();
  });

  it('uses the level goal for daily level and custom-tag habits', () => {
    expect(
      goalForDate({ goalType: 'level', goalSchedule: 'daily', levelGoal: 'low' }, MONDAY),
    ).toBe('low');
    expect(
      goalForDate(
        { goalType: 'custom_tags', goalSchedule: 'daily', levelGoal: '2', customTags: ['a', 'b'] },
        MONDAY,
      ),
    ).toBe(2);
  });

  it.each(['custom_daily', 'weekly'] as const)('uses the weekday goal for %s', (goalSchedule) => {
    const habit: HabitGoalFields = {
      goalType: 'number',
      goalSchedule,
      dailyGoal: 99,
      weeklyGoals: weekly,
    };
    expect(goalForDate(habit, MONDAY)).toBe(1);
    expect(goalForDate(habit, '2025-03-07')).toBe(5);
    expect(goalForDate(habit, SUNDAY)).toBe(0);
  });

  it('per-weekday level goals, and a missing weekday is no goal', () => {
    const habit: HabitGoalFields = {
      goalType: 'level',
      goalSchedule: 'custom_daily',
      levelGoal: 'high',
      weeklyGoals: { monday: 'none', tuesday: 'moderate' },
    };
    expect(goalForDate(habit, MONDAY)).toBe('none');
    expect(goalForDate(habit, '2025-03-04')).toBe('moderate');
    expect(goalForDate(habit, SUNDAY)).toBeUndefined();
    expect(goalForDate({ ...habit, weeklyGoals: null }, MONDAY)).toBeUndefined();
  });
});

describe('tags', () => {
  it('counts tags, 4 when unknown', () => {
    expect(tagCountOf({ customTags: ['a', 'b', 'c'] })).toBe(3);
    expect(tagCountOf({ customTags: null })).toBe(4);
    expect(tagCountOf({ customTags: [] })).toBe(4);
    expect(tagCountOf({})).toBe(4);
  });

  it('names a tag by position, or Tag N', () => {
    const habit = { customTags: ['Calm', 'Busy', ' '] };
    expect(tagName(habit, 1)).toBe('Calm');
    expect(tagName(habit, 2)).toBe('Busy');
    expect(tagName(habit, 3)).toBe('Tag 3');
    expect(tagName(habit, 4)).toBe('Tag 4');
  });
});

describe('goalDescription (Manage Habits)', () => {
  it.each<[string, HabitGoalFields, string]>([
    ['daily number', { goalType: 'number', goalSchedule: 'daily', dailyGoal: 3 }, 'Goal: 3 daily'],
    [
      'daily number 0',
      { goalType: 'number', goalSchedule: 'daily', dailyGoal: 0 },
      'Goal: 0 daily',
    ],
    ['number without goal', { goalType: 'number', goalSchedule: 'daily' }, 'Goal: 0 daily'],
    [
      'daily level',
      { goalType: 'level', goalSchedule: 'daily', levelGoal: 'moderate' },
      'Goal: moderate level daily',
    ],
    ['level without goal', { goalType: 'level', goalSchedule: 'daily' }, 'Goal: none level daily'],
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
      'tags with an unreadable goal',
      { goalType: 'custom_tags', goalSchedule: 'daily', levelGoal: 'low', customTags: ['a', 'b'] },
      'Goal: custom daily',
    ],
    [
      'custom daily',
      { goalType: 'number', goalSchedule: 'custom_daily', weeklyGoals: weekly },
      'Goal: custom daily',
    ],
    [
      'weekly',
      { goalType: 'level', goalSchedule: 'weekly', weeklyGoals: {} },
      'Goal: custom daily',
    ],
  ])('%s', (_name, habit, expected) => {
    expect(goalDescription(habit)).toBe(expected);
  });

  it('knows which schedules have per-weekday goals', () => {
    expect(hasPerWeekdayGoals({ goalSchedule: 'daily' })).toBe(false);
    expect(hasPerWeekdayGoals({ goalSchedule: 'custom_daily' })).toBe(true);
    expect(hasPerWeekdayGoals({ goalSchedule: 'weekly' })).toBe(true);
  });
});
