import { describe, expect, it } from 'vitest';
import { customTagsSchema } from './goalSchemas';
import { habitCreateSchema, habitUpdateSchema, updatedHabitSettings } from './schemas';
import { messages } from './testing/schemaFixtures';

describe('habits', () => {
  const base = { name: 'Coffee', color: '#3B82F6', icon: 'coffee' };
  const week = (value: number | string) => ({
    monday: value,
    tuesday: value,
    wednesday: value,
    thursday: value,
    friday: value,
    saturday: value,
    sunday: value,
  });

  it('refuses a blank name with SPEC’s text', () => {
    expect(
      messages(habitCreateSchema, {
        ...base,
        name: '   ',
        goalType: 'number',
        goalSchedule: 'daily',
        dailyGoal: 1,
      }),
    ).toEqual(['Please enter a habit name']);
  });

  it.each([
    ['daily number', { goalType: 'number', goalSchedule: 'daily', dailyGoal: 0 }, true],
    ['daily number without goal', { goalType: 'number', goalSchedule: 'daily' }, false],
    ['daily number, negative', { goalType: 'number', goalSchedule: 'daily', dailyGoal: -1 }, false],
    [
      'daily number, fraction',
      { goalType: 'number', goalSchedule: 'daily', dailyGoal: 1.5 },
      false,
    ],
    ['daily level', { goalType: 'level', goalSchedule: 'daily', levelGoal: 'none' }, true],
    ['daily level, bad', { goalType: 'level', goalSchedule: 'daily', levelGoal: 'medium' }, false],
    ['daily level without goal', { goalType: 'level', goalSchedule: 'daily' }, false],
    [
      'daily tags',
      { goalType: 'custom_tags', goalSchedule: 'daily', levelGoal: '2', customTags: ['a', 'b'] },
      true,
    ],
    [
      'daily tags, goal past the tags',
      { goalType: 'custom_tags', goalSchedule: 'daily', levelGoal: '3', customTags: ['a', 'b'] },
      false,
    ],
    [
      'daily tags without tags',
      { goalType: 'custom_tags', goalSchedule: 'daily', levelGoal: '1' },
      false,
    ],
    [
      'custom daily number',
      { goalType: 'number', goalSchedule: 'custom_daily', weeklyGoals: week(2) },
      true,
    ],
    ['custom daily without goals', { goalType: 'number', goalSchedule: 'custom_daily' }, false],
    [
      'custom daily number with a level',
      { goalType: 'number', goalSchedule: 'custom_daily', weeklyGoals: week('low') },
      false,
    ],
    ['weekly level', { goalType: 'level', goalSchedule: 'weekly', weeklyGoals: week('low') }, true],
    [
      'weekly level, bad',
      { goalType: 'level', goalSchedule: 'weekly', weeklyGoals: week(1) },
      false,
    ],
    [
      'weekly tags',
      {
        goalType: 'custom_tags',
        goalSchedule: 'weekly',
        weeklyGoals: week('3'),
        customTags: ['a', 'b', 'c'],
      },
      true,
    ],
    [
      'weekly missing a day',
      {
        goalType: 'number',
        goalSchedule: 'weekly',
        weeklyGoals: { ...week(1), sunday: undefined },
      },
      false,
    ],
  ])('%s valid: %s', (_name, fields, valid) => {
    expect(habitCreateSchema.safeParse({ ...base, ...fields }).success).toBe(valid);
  });

  it('custom tags: 2 to 4 names, trimmed, none blank', () => {
    expect(customTagsSchema.parse([' Calm ', 'Busy'])).toEqual(['Calm', 'Busy']);
    expect(messages(customTagsSchema, ['Calm'])).toEqual(['Add at least 2 tags']);
    expect(messages(customTagsSchema, ['Calm', ' '])).toEqual(['Tags cannot be blank']);
    expect(messages(customTagsSchema, ['a', 'b', 'c', 'd', 'e'])).toEqual(['At most 4 tags']);
  });

  it('builds the goal from the fields its kind uses and drops the others', () => {
    const parsed = habitCreateSchema.parse({
      ...base,
      goalType: 'level',
      goalSchedule: 'daily',
      dailyGoal: 3,
      levelGoal: 'moderate',
      weeklyGoals: week(1),
      customTags: ['a', 'b'],
    });
    expect(parsed).toEqual({
      ...base,
      goal: { goalType: 'level', goalSchedule: 'daily', levelGoal: 'moderate' },
    });
  });

  it('refuses a goal field that is invalid for its own kind, even when unused', () => {
    expect(
      messages(habitCreateSchema, {
        ...base,
        goalType: 'number',
        goalSchedule: 'daily',
        dailyGoal: 1,
        levelGoal: 'not-a-level',
      }),
    ).toEqual(['Level goals are none, low, moderate or high, or a tag position from 1 to 4']);
  });

  it('names a missing goal field', () => {
    expect(
      messages(habitCreateSchema, { ...base, goalType: 'number', goalSchedule: 'daily' }),
    ).toEqual(['A daily goal is required']);
    expect(
      messages(habitCreateSchema, { ...base, goalType: 'level', goalSchedule: 'weekly' }),
    ).toEqual(['A goal for each weekday is required']);
  });

  it('update: a rename alone, or full settings', () => {
    expect(habitUpdateSchema.safeParse({ name: 'Tea' }).success).toBe(true);
    expect(habitUpdateSchema.safeParse({ name: ' ' }).success).toBe(false);
    expect(habitUpdateSchema.safeParse({ color: '#000000' }).success).toBe(false);
    expect(habitUpdateSchema.safeParse({ name: 'Tea', levelGoal: 'not-a-level' }).success).toBe(
      false,
    );
  });

  it('update: the fields sent over the stored settings, the goal checked again', () => {
    const stored = {
      ...base,
      goal: { goalType: 'number' as const, goalSchedule: 'daily' as const, dailyGoal: 2 },
    };
    expect(updatedHabitSettings(stored, habitUpdateSchema.parse({ name: 'Tea' })).data).toEqual({
      ...stored,
      name: 'Tea',
    });
    const toLevel = habitUpdateSchema.parse({ name: 'Tea', goalType: 'level', levelGoal: 'high' });
    expect(updatedHabitSettings(stored, toLevel).data?.goal).toEqual({
      goalType: 'level',
      goalSchedule: 'daily',
      levelGoal: 'high',
    });
    const incomplete = habitUpdateSchema.parse({ name: 'Tea', goalType: 'level' });
    expect(updatedHabitSettings(stored, incomplete).error?.issues[0]?.message).toBe(
      'A level goal is required',
    );
  });
});
