import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { weeklyNumbers } from './testing/fixtures';
import { WEEKDAYS } from './constants';
import type { GoalFields } from './goalFields';
import {
  goalFieldsSchema,
  goalFromFields,
  goalToFields,
  goalValueFields,
  presentedGoalSchema,
} from './goalFields';
import type { Goal } from './goalSchemas';
import { LEVELS, tagPosition } from './goalValues';

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
