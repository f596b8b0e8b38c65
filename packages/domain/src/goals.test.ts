import { describe, expect, it } from 'vitest';
import { MONDAY, FRIDAY, SUNDAY, weeklyNumbers } from './testing/fixtures';
import {
  DEFAULT_GOAL,
  goalForDate,
  hasPerWeekdayGoals,
  isLevel,
  levelLabel,
  levelRank,
  tagCountOf,
  tagName,
} from './goals';
import { GOAL_DEFAULTS, LEVELS } from './goalValues';
import type { Goal } from './goalSchemas';

describe('levels', () => {
  it('orders none < low < moderate < high, and labels them', () => {
    expect(LEVELS.map(levelRank)).toEqual([0, 1, 2, 3]);
    expect(LEVELS.map(levelLabel)).toEqual(['None', 'Low', 'Moderate', 'High']);
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

describe('the default goal', () => {
  it('the default goal is a number goal of 0 every day (SPEC §9)', () => {
    expect(DEFAULT_GOAL).toEqual({ goalType: 'number', goalSchedule: 'daily', dailyGoal: 0 });
    expect(GOAL_DEFAULTS.levelGoal).toBe('low');
    expect(GOAL_DEFAULTS.formLevelGoal).toBe('none');
  });
});

describe('goalForDate', () => {
  it('uses the daily goal every day, and 0 is a real goal', () => {
    expect(goalForDate({ goalType: 'number', goalSchedule: 'daily', dailyGoal: 0 }, MONDAY)).toBe(
      0,
    );
    expect(
      goalForDate({ goalType: 'level', goalSchedule: 'daily', levelGoal: 'low' }, SUNDAY),
    ).toBe('low');
    expect(
      goalForDate(
        { goalType: 'custom_tags', goalSchedule: 'daily', levelGoal: '2', customTags: ['a', 'b'] },
        MONDAY,
      ),
    ).toBe(2);
  });

  it.each(['custom_daily', 'weekly'] as const)('uses the weekday goal for %s', (goalSchedule) => {
    const goal: Goal = { goalType: 'number', goalSchedule, weeklyGoals: weeklyNumbers };
    expect(goalForDate(goal, MONDAY)).toBe(1);
    expect(goalForDate(goal, FRIDAY)).toBe(5);
    expect(goalForDate(goal, SUNDAY)).toBe(0);
  });

  it('knows which schedules have per-weekday goals', () => {
    expect(hasPerWeekdayGoals({ goalSchedule: 'daily' })).toBe(false);
    expect(hasPerWeekdayGoals({ goalSchedule: 'custom_daily' })).toBe(true);
    expect(hasPerWeekdayGoals({ goalSchedule: 'weekly' })).toBe(true);
  });
});

describe('tags', () => {
  const tags: Goal = {
    goalType: 'custom_tags',
    goalSchedule: 'daily',
    customTags: ['Calm', '1-2 drinks', 'Busy'],
    levelGoal: '1',
  };

  it('counts a goal’s tags', () => {
    expect(tagCountOf(tags)).toBe(3);
    expect(tagCountOf(DEFAULT_GOAL)).toBe(0);
  });

  it('names a tag by position as the user typed it, or Tag N', () => {
    expect(tagName(tags, 1)).toBe('Calm');
    expect(tagName(tags, 2)).toBe('1-2 drinks');
    expect(tagName(tags, 4)).toBe('Tag 4');
  });
});
