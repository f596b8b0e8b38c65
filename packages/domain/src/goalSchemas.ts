/**
 * The goal's schemas: what makes a `Goal` valid, kind by kind (see goals.ts for the goal's rules, goalValues.ts for its vocabulary).
 * Requests, stored goals and presented habits are all checked with these.
 */
import { z } from 'zod';
import { storable } from './storableText';
import { LIMITS, WEEKDAYS, type Weekday } from './constants';
import {
  BUDGET_SCHEDULES,
  GOAL_SCHEDULES,
  GOAL_TYPES,
  LEVELS,
  MAX_CUSTOM_TAGS,
  MIN_CUSTOM_TAGS,
  PER_WEEKDAY_SCHEDULES,
  TAG_POSITIONS,
} from './goalValues';

// ---------- values ----------

export const goalTypeSchema = z.enum(GOAL_TYPES);
export const goalScheduleSchema = z.enum(GOAL_SCHEDULES);
export const levelSchema = z.enum(LEVELS, 'Levels are none, low, moderate or high');
/** A number goal: a whole number, 0 (none at all) or more. */
export const goalNumberSchema = z
  .number('Number goals are whole numbers, 0 or more')
  .int('Number goals are whole numbers, 0 or more')
  .min(0, 'Number goals are whole numbers, 0 or more')
  .max(1_000_000_000, 'Number goals are at most 1000000000');
/** A budget: at most this many in a calendar week or month, a whole number, 0 or more. */
export const budgetSchema = z
  .number('A budget is a whole number, 0 or more')
  .int('A budget is a whole number, 0 or more')
  .min(0, 'A budget is a whole number, 0 or more')
  .max(1_000_000_000, 'A budget is at most 1000000000');
/** A custom-tag goal is the position of a tag, written as text: '1' (the best) to '4'. */
export const tagPositionSchema = z.enum(
  TAG_POSITIONS,
  'Tag goals are the position of a tag, 1 to 4',
);
export const tagNameSchema = storable(
  z
    .string()
    .trim()
    .min(1, 'Tags cannot be blank')
    .max(LIMITS.tagMax, `Tags are at most ${LIMITS.tagMax} characters`),
);
export const customTagsSchema = z
  .array(tagNameSchema, 'Custom tags are a list of 2 to 4 names')
  .min(MIN_CUSTOM_TAGS, `Add at least ${MIN_CUSTOM_TAGS} tags`)
  .max(MAX_CUSTOM_TAGS, `At most ${MAX_CUSTOM_TAGS} tags`);

/** One value per weekday, Monday to Sunday, and no other key. */
export function weekdayGoalsSchema<T extends z.ZodType>(value: T) {
  const shape = Object.fromEntries(WEEKDAYS.map((day) => [day, value])) as Record<Weekday, T>;
  return z.strictObject(shape, 'Weekly goals name every day from monday to sunday');
}

/** Every tag goal of a custom-tag goal points at one of its tags. */
function tagGoalsWithinTags(
  goal: { customTags: readonly string[]; levelGoal?: string; weeklyGoals?: Record<string, string> },
  ctx: z.RefinementCtx,
): void {
  const count = goal.customTags.length;
  const check = (position: string, path: (string | number)[]) => {
    if (Number(position) > count) {
      ctx.addIssue({
        code: 'custom',
        message: `Tag goals are the position of a tag, 1 to ${count}`,
        path,
      });
    }
  };
  if (goal.levelGoal !== undefined) check(goal.levelGoal, ['levelGoal']);
  for (const [day, position] of Object.entries(goal.weeklyGoals ?? {})) {
    check(position, ['weeklyGoals', day]);
  }
}

// ---------- the goal ----------

/** The seven kinds: each has exactly the value fields it uses. */
export const goalKinds = {
  numberDaily: z.object({
    goalType: z.literal('number'),
    goalSchedule: z.literal('daily'),
    dailyGoal: goalNumberSchema,
  }),
  numberPerWeekday: z.object({
    goalType: z.literal('number'),
    goalSchedule: z.enum(PER_WEEKDAY_SCHEDULES),
    weeklyGoals: weekdayGoalsSchema(goalNumberSchema),
  }),
  /** At most `budget` per calendar week or month (issue 31). */
  numberBudget: z.object({
    goalType: z.literal('number'),
    goalSchedule: z.enum(BUDGET_SCHEDULES),
    budget: budgetSchema,
  }),
  levelDaily: z.object({
    goalType: z.literal('level'),
    goalSchedule: z.literal('daily'),
    levelGoal: levelSchema,
  }),
  levelPerWeekday: z.object({
    goalType: z.literal('level'),
    goalSchedule: z.enum(PER_WEEKDAY_SCHEDULES),
    weeklyGoals: weekdayGoalsSchema(levelSchema),
  }),
  tagsDaily: z.object({
    goalType: z.literal('custom_tags'),
    goalSchedule: z.literal('daily'),
    customTags: customTagsSchema,
    levelGoal: tagPositionSchema,
  }),
  tagsPerWeekday: z.object({
    goalType: z.literal('custom_tags'),
    goalSchedule: z.enum(PER_WEEKDAY_SCHEDULES),
    customTags: customTagsSchema,
    weeklyGoals: weekdayGoalsSchema(tagPositionSchema),
  }),
};

/** A complete, valid goal with exactly the fields of its kind: what is stored and judged. */
export const goalSchema = z.discriminatedUnion('goalType', [
  z.discriminatedUnion('goalSchedule', [
    goalKinds.numberDaily,
    goalKinds.numberPerWeekday,
    goalKinds.numberBudget,
  ]),
  z.discriminatedUnion('goalSchedule', [goalKinds.levelDaily, goalKinds.levelPerWeekday]),
  z.discriminatedUnion('goalSchedule', [
    goalKinds.tagsDaily.superRefine(tagGoalsWithinTags),
    goalKinds.tagsPerWeekday.superRefine(tagGoalsWithinTags),
  ]),
]);
export type Goal = z.infer<typeof goalSchema>;
/** A number goal with a weekly or monthly budget. */
export type BudgetGoal = Extract<Goal, { budget: number }>;
