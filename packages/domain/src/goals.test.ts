import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { WEEKDAYS } from './constants';
import type { Goal, GoalFields } from './goals';
import {
  DEFAULT_GOAL,
  GOAL_DEFAULTS,
  goalFieldsSchema,
  goalForDate,
  goalFromFields,
  goalSchema,
  goalToFields,
  goalValueFields,
  hasPerWeekdayGoals,
  isLevel,
  LEVELS,
  levelLabel,
  levelRank,
  presentedGoalSchema,
  tagPosition,
  tagCountOf,
  tagName,
} from './goals';

const MONDAY = '2025-03-03';
const FRIDAY = '2025-03-07';
const SUNDAY = '2025-03-09';

const weeklyNumbers = {
  monday: 1,
  tuesday: 2,
  wednesday: 3,
  thursday: 4,
  friday: 5,
  saturday: 6,
  sunday: 0,
};
const everyDay = <T>(value: T) => Object.fromEntries(WEEKDAYS.map((day) => [day, value]));

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

  it('the default goal is a number goal of 0 every day (SPEC §9)', () => {
    expect(DEFAULT_GOAL).toEqual({ goalType: 'number', goalSchedule: 'daily', dailyGoal: 0 });
    expect(GOAL_DEFAULTS.levelGoal).toBe('low');
    expect(GOAL_DEFAULTS.formLevelGoal).toBe('none');
  });
});

describe('the goal as SPEC’s flat fields', () => {
  it('checks every field sent for its own kind, whatever the goal type', () => {
    const numberHabit = { goalType: 'number', goalSchedule: 'daily', dailyGoal: 2 };
    expect(goalFieldsSchema.safeParse({ ...numberHabit, levelGoal: 'not-a-level' }).success).toBe(
      false,
    );
    expect(goalFieldsSchema.safeParse({ ...numberHabit, customTags: ['only one'] }).success).toBe(
      false,
    );
    expect(goalFieldsSchema.safeParse({ ...numberHabit, weeklyGoals: { monday: 1 } }).success).toBe(
      false,
    );
    expect(
      goalFieldsSchema.safeParse({
        ...numberHabit,
        levelGoal: 'low',
        weeklyGoals: weeklyNumbers,
        customTags: ['a', 'b'],
      }).success,
    ).toBe(true);
  });

  it('keeps the fields the kind uses and drops the others', () => {
    const fields = goalFieldsSchema.parse({
      goalType: 'number',
      goalSchedule: 'daily',
      dailyGoal: 2,
      levelGoal: 'low',
      weeklyGoals: weeklyNumbers,
      customTags: ['a', 'b'],
    });
    expect(goalFromFields(fields).data).toEqual({
      goalType: 'number',
      goalSchedule: 'daily',
      dailyGoal: 2,
    });
  });

  it('names the field a kind needs when it is missing or of another kind', () => {
    const missing = goalFromFields({ goalType: 'level', goalSchedule: 'daily', dailyGoal: 2 });
    expect(missing.error?.issues[0]?.path).toEqual(['levelGoal']);
    const tagAsLevel = goalFromFields({ goalType: 'level', goalSchedule: 'daily', levelGoal: '2' });
    expect(tagAsLevel.error?.issues[0]?.path).toEqual(['levelGoal']);
  });

  it('lists the value fields of each kind', () => {
    expect(goalValueFields({ goalType: 'number', goalSchedule: 'daily' })).toEqual(['dailyGoal']);
    expect(goalValueFields({ goalType: 'level', goalSchedule: 'weekly' })).toEqual(['weeklyGoals']);
    expect(goalValueFields({ goalType: 'custom_tags', goalSchedule: 'daily' })).toEqual([
      'levelGoal',
      'customTags',
    ]);
  });

  const goals: fc.Arbitrary<Goal> = fc.oneof(
    fc.record({
      goalType: fc.constant('number' as const),
      goalSchedule: fc.constant('daily' as const),
      dailyGoal: fc.nat(1000),
    }),
    fc.record({
      goalType: fc.constant('level' as const),
      goalSchedule: fc.constantFrom('custom_daily' as const, 'weekly' as const),
      weeklyGoals: fc.record(
        Object.fromEntries(WEEKDAYS.map((day) => [day, fc.constantFrom(...LEVELS)])) as Record<
          (typeof WEEKDAYS)[number],
          fc.Arbitrary<(typeof LEVELS)[number]>
        >,
      ),
    }),
    fc
      .array(fc.constantFrom('Calm', 'Busy', 'Awful', '1-2 drinks'), { minLength: 2, maxLength: 4 })
      .chain((customTags) =>
        fc.record({
          goalType: fc.constant('custom_tags' as const),
          goalSchedule: fc.constant('daily' as const),
          customTags: fc.constant(customTags),
          levelGoal: fc.integer({ min: 1, max: customTags.length }).map(tagPosition),
        }),
      ),
  );

  it('a goal survives presenting and reading back, and its unused fields are null (property)', () => {
    fc.assert(
      fc.property(goals, (goal) => {
        const fields = goalToFields(goal);
        expect(presentedGoalSchema.parse(fields)).toEqual(fields);
        const unused = Object.keys(fields).filter(
          (key) => !(key in goal) && fields[key as keyof typeof fields] !== null,
        );
        expect(unused).toEqual([]);
        expect(goalFromFields(goalFieldsSchema.parse(fields)).data).toEqual(goal);
      }),
    );
  });

  it('the fields of another kind never reach the goal (property)', () => {
    fc.assert(
      fc.property(goals, fc.nat(50), (goal, dailyGoal) => {
        const fields: GoalFields = {
          ...goalToFields(goal),
          dailyGoal: 'dailyGoal' in goal ? goal.dailyGoal : dailyGoal,
          levelGoal: 'levelGoal' in goal ? goal.levelGoal : 'high',
          customTags: 'customTags' in goal ? goal.customTags : ['x', 'y'],
        };
        expect(goalFromFields(fields).data).toEqual(goal);
      }),
    );
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
