/**
 * The habit's goal (SPEC §3, §4): its kinds, fields, defaults and the value that applies on a day.
 * This module owns the goal. The database stores a `Goal` as it is, the API validates requests and
 * presents habits with these schemas, and the web's forms are built from them.
 *
 * A goal is one of six kinds: a goal type (number, level or custom tags) on a schedule (the same
 * every day, or one goal per weekday). Each kind has exactly the fields it uses.
 */
import { z } from 'zod';
import { LIMITS, WEEKDAYS, type Weekday } from './constants';
import type { IsoDate } from './dates';
import { weekdayOf } from './dates';

export const LEVELS = ['none', 'low', 'moderate', 'high'] as const;
export type Level = (typeof LEVELS)[number];

export const GOAL_TYPES = ['number', 'level', 'custom_tags'] as const;
export type GoalType = (typeof GOAL_TYPES)[number];

/** 'weekly' is SPEC's third schedule: like 'custom_daily', one goal per weekday (SPEC §4). */
export const GOAL_SCHEDULES = ['daily', 'custom_daily', 'weekly'] as const;
export type GoalSchedule = (typeof GOAL_SCHEDULES)[number];
const PER_WEEKDAY_SCHEDULES = ['custom_daily', 'weekly'] as const;

export const MIN_CUSTOM_TAGS = 2;
export const MAX_CUSTOM_TAGS = 4;

/** SPEC §3/§9's defaults: a number goal of 0, every day; level goals default to 'low'. */
export const GOAL_DEFAULTS = {
  goalType: 'number',
  goalSchedule: 'daily',
  dailyGoal: 0,
  levelGoal: 'low',
  /** The create form starts a level goal at 'none' (SPEC §3). */
  formLevelGoal: 'none',
} as const satisfies {
  goalType: GoalType;
  goalSchedule: GoalSchedule;
  dailyGoal: number;
  levelGoal: Level;
  formLevelGoal: Level;
};

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
export const TAG_POSITIONS = ['1', '2', '3', '4'] as const;
export type TagPosition = (typeof TAG_POSITIONS)[number];

/** Tag `position` (1-based) as a goal writes it ('1' … '4'); '1', the best, when out of range. */
export function tagPosition(position: number): TagPosition {
  return TAG_POSITIONS[position - 1] ?? '1';
}

/** A custom-tag goal is the position of a tag, written as text: '1' (the best) to '4'. */
export const tagPositionSchema = z.enum(
  TAG_POSITIONS,
  'Tag goals are the position of a tag, 1 to 4',
);
export const tagNameSchema = z
  .string()
  .trim()
  .min(1, 'Tags cannot be blank')
  .max(LIMITS.tagMax, `Tags are at most ${LIMITS.tagMax} characters`);
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

/** The six kinds: each has exactly the value fields it uses. */
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
  z.discriminatedUnion('goalSchedule', [goalKinds.numberDaily, goalKinds.numberPerWeekday]),
  z.discriminatedUnion('goalSchedule', [goalKinds.levelDaily, goalKinds.levelPerWeekday]),
  z.discriminatedUnion('goalSchedule', [
    goalKinds.tagsDaily.superRefine(tagGoalsWithinTags),
    goalKinds.tagsPerWeekday.superRefine(tagGoalsWithinTags),
  ]),
]);
export type Goal = z.infer<typeof goalSchema>;

export const DEFAULT_GOAL: Goal = {
  goalType: GOAL_DEFAULTS.goalType,
  goalSchedule: GOAL_DEFAULTS.goalSchedule,
  dailyGoal: GOAL_DEFAULTS.dailyGoal,
};

// ---------- reading a goal ----------

/**
 * A goal as the rules read it on one day: a number for number goals, a level name for level goals,
 * and a tag's position (1 = best) for custom tags.
 */
export type GoalValue = number | Level;

export function isLevel(value: unknown): value is Level {
  return typeof value === 'string' && (LEVELS as readonly string[]).includes(value);
}

/** A level as the screens write it: 'None', 'Low', 'Moderate', 'High'. */
export function levelLabel(level: Level): string {
  return level.charAt(0).toUpperCase() + level.slice(1);
}

/** none = 0 < low = 1 < moderate = 2 < high = 3. */
export function levelRank(level: Level): number {
  return LEVELS.indexOf(level);
}

/** Per-weekday goals apply to `custom_daily` and to `weekly` (SPEC §4). */
export function hasPerWeekdayGoals(goal: Pick<Goal, 'goalSchedule'>): boolean {
  return goal.goalSchedule !== 'daily';
}

/** The goal that applies on `date`: that weekday's goal, or the goal of every day. */
export function goalForDate(goal: Goal, date: IsoDate): GoalValue {
  switch (goal.goalType) {
    case 'number':
      return goal.goalSchedule === 'daily' ? goal.dailyGoal : goal.weeklyGoals[weekdayOf(date)];
    case 'level':
      return goal.goalSchedule === 'daily' ? goal.levelGoal : goal.weeklyGoals[weekdayOf(date)];
    case 'custom_tags':
      return Number(
        goal.goalSchedule === 'daily' ? goal.levelGoal : goal.weeklyGoals[weekdayOf(date)],
      );
  }
}

/** The number of tags a goal offers: its tags for custom tags, else none. */
export function tagCountOf(goal: Goal): number {
  return goal.goalType === 'custom_tags' ? goal.customTags.length : 0;
}

/** The name of tag `position` (1-based), as the user typed it; 'Tag N' where there is none. */
export function tagName(goal: Goal, position: number): string {
  const name = goal.goalType === 'custom_tags' ? goal.customTags[position - 1] : undefined;
  return name ?? `Tag ${position}`;
}
