import { describe, expect, it } from 'vitest';
import { everyDay, weeklyNumbers } from './testing/fixtures';
import { goalSchema, type Goal } from './goalSchemas';

describe('the goal: six kinds, each with exactly its fields', () => {
  it.each<[string, Goal]>([
    ['number, every day', { goalType: 'number', goalSchedule: 'daily', dailyGoal: 0 }],
    [
      'number per weekday',
      { goalType: 'number', goalSchedule: 'custom_daily', weeklyGoals: weeklyNumbers },
    ],
    ['level, every day', { goalType: 'level', goalSchedule: 'daily', levelGoal: 'low' }],
    [
      'level per weekday',
      {
        goalType: 'level',
        goalSchedule: 'weekly',
        weeklyGoals: { ...everyDay('none'), saturday: 'moderate' } as never,
      },
    ],
    [
      'tags, every day',
      { goalType: 'custom_tags', goalSchedule: 'daily', customTags: ['a', 'b'], levelGoal: '2' },
    ],
    [
      'tags per weekday',
      {
        goalType: 'custom_tags',
        goalSchedule: 'custom_daily',
        customTags: ['a', 'b', 'c'],
        weeklyGoals: everyDay('3') as never,
      },
    ],
  ])('%s is a goal', (_name, goal) => {
    expect(goalSchema.parse(goal)).toEqual(goal);
  });

  it.each<[string, unknown, string]>([
    [
      'a level that is not a level',
      { goalType: 'level', goalSchedule: 'daily', levelGoal: 'not-a-level' },
      'levelGoal',
    ],
    [
      'a negative number',
      { goalType: 'number', goalSchedule: 'daily', dailyGoal: -1 },
      'dailyGoal',
    ],
    ['a fraction', { goalType: 'number', goalSchedule: 'daily', dailyGoal: 1.5 }, 'dailyGoal'],
    [
      'a tag goal past the last tag',
      { goalType: 'custom_tags', goalSchedule: 'daily', customTags: ['a', 'b'], levelGoal: '3' },
      'levelGoal',
    ],
    [
      'one tag',
      { goalType: 'custom_tags', goalSchedule: 'daily', customTags: ['a'], levelGoal: '1' },
      'customTags',
    ],
    [
      'five tags',
      {
        goalType: 'custom_tags',
        goalSchedule: 'daily',
        customTags: ['a', 'b', 'c', 'd', 'e'],
        levelGoal: '1',
      },
      'customTags',
    ],
    [
      'a weekday missing',
      {
        goalType: 'number',
        goalSchedule: 'custom_daily',
        weeklyGoals: { ...weeklyNumbers, sunday: undefined },
      },
      'weeklyGoals',
    ],
    [
      'an unknown weekday key',
      {
        goalType: 'number',
        goalSchedule: 'custom_daily',
        weeklyGoals: { ...weeklyNumbers, Monday: 1 },
      },
      'weeklyGoals',
    ],
    [
      'a level among number weekday goals',
      {
        goalType: 'number',
        goalSchedule: 'custom_daily',
        weeklyGoals: { ...weeklyNumbers, friday: 'low' },
      },
      'weeklyGoals',
    ],
  ])('refuses %s', (_name, value, field) => {
    const result = goalSchema.safeParse(value);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path[0])).toContain(field);
  });
});
