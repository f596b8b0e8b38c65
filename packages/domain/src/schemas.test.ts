import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { customTagsSchema } from './goalSchemas';
import {
  entryInputSchema,
  entryInputWith,
  noteSchema,
  SKIP_WITH_VALUE_MESSAGE,
} from './entrySchemas';
import {
  idSchema,
  habitCreateSchema,
  habitUpdateSchema,
  hexColorSchema,
  isoDateSchema,
  timezoneSchema,
  updatedHabitSettings,
  yearMonthSchema,
} from './schemas';
import {
  SKIP_RANGE_ORDER_MESSAGE,
  SKIP_RANGE_TOO_LONG_MESSAGE,
  skipRangeInputSchema,
} from './vacationSchemas';

const messages = (schema: z.ZodType, value: unknown): string[] => {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('primitives', () => {
  it.each([
    ['2025-03-03', true],
    ['2024-02-29', true],
    ['2025-02-29', false],
    ['2025-3-3', false],
    ['1899-12-31', false],
    ['03/03/2025', false],
  ])('date %s valid: %s', (value, valid) => {
    expect(isoDateSchema.safeParse(value).success).toBe(valid);
  });

  it.each([
    ['#3B82F6', true],
    ['#3b82f6', true],
    ['3B82F6', false],
    ['#3B82F', false],
    ['#3B82F6A', false],
    ['#GGGGGG', false],
  ])('colour %s valid: %s', (value, valid) => {
    expect(hexColorSchema.safeParse(value).success).toBe(valid);
  });

  it('months are YYYY-MM', () => {
    expect(yearMonthSchema.parse('2025-03')).toEqual({ year: 2025, month: 3 });
    expect(yearMonthSchema.safeParse('2025-13').success).toBe(false);
    expect(yearMonthSchema.safeParse('2025-3').success).toBe(false);
  });

  it('time zones are IANA names', () => {
    expect(timezoneSchema.safeParse('Europe/Berlin').success).toBe(true);
    expect(timezoneSchema.safeParse('Mars/Olympus').success).toBe(false);
  });
});

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

describe('entries', () => {
  it('accepts a number entry and trims the note', () => {
    expect(
      entryInputSchema.parse({ date: '2025-03-03', actualValue: 0, note: '  ok ' }),
    ).toMatchObject({
      date: '2025-03-03',
      actualValue: 0,
      note: 'ok',
    });
  });

  it('omits an empty note', () => {
    expect(noteSchema.parse('   ')).toBeUndefined();
    expect(entryInputSchema.parse({ date: '2025-03-03', levelValue: 'low', note: ' ' }).note).toBe(
      undefined,
    );
  });

  it('refuses a negative number with SPEC’s text, and a bad date', () => {
    expect(messages(entryInputSchema, { date: '2025-03-03', actualValue: -1 })).toEqual([
      'Please enter a valid number',
    ]);
    expect(entryInputSchema.safeParse({ date: '2025-02-30', actualValue: 1 }).success).toBe(false);
  });

  it('a skipped day takes a note and no value; skip with a value is refused', () => {
    expect(entryInputSchema.parse({ date: '2025-03-03', skip: true, note: ' ill ' })).toEqual({
      date: '2025-03-03',
      skip: true,
      note: 'ill',
    });
    expect(messages(entryInputSchema, { date: '2025-03-03', skip: true, actualValue: 2 })).toEqual([
      SKIP_WITH_VALUE_MESSAGE,
    ]);
    expect(
      messages(entryInputSchema, { date: '2025-03-03', skip: true, levelValue: 'low' }),
    ).toEqual([SKIP_WITH_VALUE_MESSAGE]);
    expect(messages(entryInputSchema, { date: '2025-03-03', skip: 'yes' })).toHaveLength(1);
    expect(
      entryInputSchema.parse({ date: '2025-03-03', skip: false, actualValue: 2 }),
    ).toMatchObject({ skip: false, actualValue: 2 });
  });

  it('keeps the skip rule with the path fields', () => {
    const withId = entryInputWith({ id: idSchema });
    expect(messages(withId, { id: 1, date: '2025-03-03', skip: true, actualValue: 0 })).toEqual([
      SKIP_WITH_VALUE_MESSAGE,
    ]);
    expect(withId.parse({ id: '7', date: '2025-03-03', skip: true })).toEqual({
      id: 7,
      date: '2025-03-03',
      skip: true,
    });
  });
});

describe('skip ranges (Vacation)', () => {
  it('takes a range of up to 60 days, with or without habits', () => {
    expect(skipRangeInputSchema.parse({ from: '2025-03-01', to: '2025-04-29' })).toEqual({
      from: '2025-03-01',
      to: '2025-04-29',
    });
    expect(
      skipRangeInputSchema.parse({ from: '2025-03-01', to: '2025-03-01', habitIds: [3, 4] }),
    ).toMatchObject({ habitIds: [3, 4] });
  });

  it('refuses 61 days, a reversed range and an empty habit list with sentences', () => {
    expect(messages(skipRangeInputSchema, { from: '2025-03-01', to: '2025-04-30' })).toEqual([
      SKIP_RANGE_TOO_LONG_MESSAGE,
    ]);
    expect(messages(skipRangeInputSchema, { from: '2025-03-02', to: '2025-03-01' })).toEqual([
      SKIP_RANGE_ORDER_MESSAGE,
    ]);
    expect(
      skipRangeInputSchema.safeParse({ from: '2025-03-01', to: '2025-03-02', habitIds: [] })
        .success,
    ).toBe(false);
    expect(skipRangeInputSchema.safeParse({ from: '2025-02-30', to: '2025-03-02' }).success).toBe(
      false,
    );
  });
});
