import { habitCreateSchema, habitUpdateSchema } from '@taper/domain';
import { describe, expect, it } from 'vitest';
import type { HabitFormState } from './habitForm';
import {
  addTag,
  canAddTag,
  changeGoalSchedule,
  changeGoalType,
  canRemoveTag,
  defaultHabitForm,
  goalNumberFieldText,
  goalNumberProblem,
  habitFormProblem,
  habitFormToInput,
  habitToForm,
  removeTag,
  tagGoalOptions,
  toGoalNumber,
} from './habitForm';

const form = (overrides: Partial<HabitFormState>): HabitFormState => ({
  ...defaultHabitForm(),
  name: 'Coffee',
  ...overrides,
});

describe('defaultHabitForm', () => {
  it('starts with the default colour and icon, goal 0 / none, and two blank tags', () => {
    expect(defaultHabitForm()).toMatchObject({
      name: '',
      color: '#3B82F6',
      icon: 'coffee',
      goalType: 'number',
      goalSchedule: 'daily',
      dailyGoal: 0,
      levelGoal: 'none',
      customTags: ['', ''],
    });
  });
});

describe('toGoalNumber (non-numeric is 0)', () => {
  it.each([
    [3, 3],
    ['4', 4],
    ['', 0],
    ['abc', 0],
    [-2, 0],
    [2.7, 2],
    [null, 0],
    [undefined, 0],
  ])('%s → %i', (value, expected) => {
    expect(toGoalNumber(value)).toBe(expected);
  });

  it('shows 0 as an empty field', () => {
    expect(goalNumberFieldText(0)).toBe('');
    expect(goalNumberFieldText('x')).toBe('x');
    expect(goalNumberFieldText('-5')).toBe('-5');
    expect(goalNumberFieldText(5)).toBe('5');
  });
});

describe('custom tag editor', () => {
  it('adds tags up to 4', () => {
    expect(addTag(['a', 'b'])).toEqual(['a', 'b', '']);
    expect(addTag(['a', 'b', 'c', 'd'])).toEqual(['a', 'b', 'c', 'd']);
    expect(canAddTag(['a', 'b', 'c'])).toBe(true);
    expect(canAddTag(['a', 'b', 'c', 'd'])).toBe(false);
  });

  it('removes only the last tag, never below 2', () => {
    expect(canRemoveTag(['a', 'b', 'c'], 2)).toBe(true);
    expect(canRemoveTag(['a', 'b', 'c'], 1)).toBe(false);
    expect(canRemoveTag(['a', 'b'], 1)).toBe(false);
    expect(removeTag(['a', 'b', 'c'], 2)).toEqual(['a', 'b']);
    expect(removeTag(['a', 'b', 'c'], 0)).toEqual(['a', 'b', 'c']);
    expect(removeTag(['a', 'b'], 1)).toEqual(['a', 'b']);
  });

  it('offers only the non-blank tags as goals', () => {
    expect(tagGoalOptions(['Calm', ' ', 'Wild '])).toEqual([
      { value: '1', label: 'Calm' },
      { value: '3', label: 'Wild' },
    ]);
  });
});

describe('habitFormToInput (SPEC §7 conditional fields)', () => {
  it('daily + number: dailyGoal only', () => {
    const body = habitFormToInput(
      form({ dailyGoal: '3', levelGoal: 'low', customTags: ['a', 'b'] }),
    );
    expect(body).toEqual({
      name: 'Coffee',
      color: '#3B82F6',
      icon: 'coffee',
      goalType: 'number',
      goalSchedule: 'daily',
      dailyGoal: 3,
    });
    expect(habitCreateSchema.safeParse(body).success).toBe(true);
  });

  it('daily + level: levelGoal only', () => {
    const body = habitFormToInput(form({ goalType: 'level', levelGoal: 'moderate', dailyGoal: 9 }));
    expect(body).toMatchObject({ goalType: 'level', levelGoal: 'moderate' });
    expect(body).not.toHaveProperty('dailyGoal');
    expect(body).not.toHaveProperty('weeklyGoals');
    expect(body).not.toHaveProperty('customTags');
    expect(habitCreateSchema.safeParse(body).success).toBe(true);
  });

  it('daily + custom tags: the tag number as text, and the tags without blanks (renumbered)', () => {
    const body = habitFormToInput(
      form({ goalType: 'custom_tags', customTags: ['Calm', '', ' Wild '], levelGoal: '3' }),
    );
    expect(body).toMatchObject({ levelGoal: '2', customTags: ['Calm', 'Wild'] });
    expect(body).not.toHaveProperty('dailyGoal');
    expect(habitCreateSchema.safeParse(body).success).toBe(true);
  });

  it('a tag goal on a blank tag becomes the first tag', () => {
    const body = habitFormToInput(
      form({ goalType: 'custom_tags', customTags: ['Calm', 'Busy', ''], levelGoal: '3' }),
    );
    expect(body.levelGoal).toBe('1');
  });

  it('custom daily + number: weeklyGoals for every weekday, as numbers', () => {
    const body = habitFormToInput(
      form({
        goalSchedule: 'custom_daily',
        weeklyGoals: {
          monday: '1',
          tuesday: 2,
          wednesday: 'x',
          thursday: 4,
          friday: 5,
          saturday: 6,
          sunday: 0,
        },
      }),
    );
    expect(body.weeklyGoals).toEqual({
      monday: 1,
      tuesday: 2,
      wednesday: 0,
      thursday: 4,
      friday: 5,
      saturday: 6,
      sunday: 0,
    });
    expect(body).not.toHaveProperty('dailyGoal');
    expect(body).not.toHaveProperty('levelGoal');
    expect(habitCreateSchema.safeParse(body).success).toBe(true);
  });

  it('weekly + level: weeklyGoals with levels (unreadable ones become none)', () => {
    const body = habitFormToInput(
      form({
        goalType: 'level',
        goalSchedule: 'weekly',
        weeklyGoals: { ...defaultHabitForm().weeklyGoals, monday: 'high', tuesday: 'low' },
      }),
    );
    expect(body.weeklyGoals).toMatchObject({ monday: 'high', tuesday: 'low', sunday: 'none' });
    expect(habitCreateSchema.safeParse(body).success).toBe(true);
  });

  it('custom daily + custom tags: weekday tag goals renumbered, and customTags', () => {
    const body = habitFormToInput(
      form({
        goalType: 'custom_tags',
        goalSchedule: 'custom_daily',
        customTags: ['', 'Calm', 'Busy'],
        weeklyGoals: { ...defaultHabitForm().weeklyGoals, monday: '3', tuesday: '2' },
      }),
    );
    expect(body.customTags).toEqual(['Calm', 'Busy']);
    expect(body.weeklyGoals).toMatchObject({ monday: '2', tuesday: '1', sunday: '1' });
    expect(habitCreateSchema.safeParse(body).success).toBe(true);
  });

  it('trims the name; the update schema accepts the same body', () => {
    const body = habitFormToInput(form({ name: '  Tea  ' }));
    expect(body.name).toBe('Tea');
    expect(habitUpdateSchema.safeParse(body).success).toBe(true);
  });
});

describe('habitToForm', () => {
  it('round-trips a stored habit', () => {
    const habit = {
      name: 'Mood',
      color: '#EF4444',
      icon: 'beer',
      goalType: 'custom_tags' as const,
      goalSchedule: 'daily' as const,
      dailyGoal: 0,
      levelGoal: '2' as const,
      weeklyGoals: null,
      customTags: ['Calm', 'Busy', 'Wild'],
    };
    const state = habitToForm(habit);
    expect(state).toMatchObject({
      name: 'Mood',
      levelGoal: '2',
      customTags: ['Calm', 'Busy', 'Wild'],
    });
    expect(state.weeklyGoals.monday).toBe(0);
    expect(habitFormToInput(state)).toEqual({
      name: 'Mood',
      color: '#EF4444',
      icon: 'beer',
      goalType: 'custom_tags',
      goalSchedule: 'daily',
      levelGoal: '2',
      customTags: ['Calm', 'Busy', 'Wild'],
    });
  });

  it('fills missing goals and tags with the form defaults', () => {
    const state = habitToForm({
      name: 'Screens',
      color: '#3B82F6',
      icon: 'smartphone',
      goalType: 'level',
      goalSchedule: 'custom_daily',
      weeklyGoals: {
        monday: 'low',
        tuesday: 'none',
        wednesday: 'none',
        thursday: 'none',
        friday: 'none',
        saturday: 'none',
        sunday: 'none',
      },
    });
    expect(state.dailyGoal).toBe(0);
    expect(state.levelGoal).toBe('none');
    expect(state.weeklyGoals.monday).toBe('low');
    expect(state.customTags).toEqual(['', '']);
  });
});

describe('changing the goal type and schedule', () => {
  it('a new goal type starts from its first value, every weekday alike', () => {
    const form = { ...defaultHabitForm(), dailyGoal: 3 };
    const level = changeGoalType(form, 'level');
    expect(level).toMatchObject({ goalType: 'level', levelGoal: 'none', dailyGoal: 3 });
    expect(new Set(Object.values(level.weeklyGoals))).toEqual(new Set(['none']));
    const tags = changeGoalType(level, 'custom_tags');
    expect(tags).toMatchObject({ goalType: 'custom_tags', levelGoal: '1' });
    expect(new Set(Object.values(tags.weeklyGoals))).toEqual(new Set(['1']));
    const back = changeGoalType(tags, 'number');
    expect(new Set(Object.values(back.weeklyGoals))).toEqual(new Set([0]));
  });

  it('per-weekday goals keep a stored weekly schedule; the same daily goal is daily', () => {
    const form = defaultHabitForm();
    expect(changeGoalSchedule(form, true).goalSchedule).toBe('custom_daily');
    const weekly = { ...form, goalSchedule: 'weekly' as const };
    expect(changeGoalSchedule(weekly, true).goalSchedule).toBe('weekly');
    expect(changeGoalSchedule(weekly, false).goalSchedule).toBe('daily');
  });
});

describe('field problems (shown at the field, never by changing the input)', () => {
  it.each([
    ['', undefined],
    ['0', undefined],
    [3, undefined],
    ['-5', 'A goal cannot be negative: use 0 or more'],
    ['abc', 'Enter a number, e.g. 2'],
    ['2.5', 'Use a whole number'],
  ])('goal %j → %j', (value, expected) => {
    expect(goalNumberProblem(value)).toBe(expected);
  });

  it('the form: a long name with the limit, then the number goals', () => {
    const form = defaultHabitForm();
    expect(habitFormProblem({ ...form, name: 'Coffee', dailyGoal: '2' })).toBeUndefined();
    expect(habitFormProblem({ ...form, name: 'x'.repeat(101) })).toBe(
      'Name must be at most 100 characters (now 101)',
    );
    expect(habitFormProblem({ ...form, name: 'Coffee', dailyGoal: '-5' })).toBe(
      'A goal cannot be negative: use 0 or more',
    );
    expect(
      habitFormProblem({
        ...form,
        name: 'Coffee',
        goalSchedule: 'custom_daily',
        weeklyGoals: { ...form.weeklyGoals, friday: 'two' },
      }),
    ).toBe('Enter a number, e.g. 2');
  });
});
