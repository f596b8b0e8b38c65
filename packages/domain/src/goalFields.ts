/**
 * The goal as SPEC's flat habit fields (SPEC §3's habit, §7's bodies): `goalType`, `goalSchedule`
 * and the four value fields, of which a goal's kind uses one or two. Requests send them flat, and
 * habits are presented flat, unused ones `null`.
 */
import { z } from 'zod';
import { storable } from './storableText';
import { LIMITS } from './constants';
import { hasPerWeekdayGoals } from './goals';
import { isBudgetSchedule, LEVELS, MAX_CUSTOM_TAGS, TAG_POSITIONS } from './goalValues';
import {
  budgetSchema,
  customTagsSchema,
  goalKinds,
  goalNumberSchema,
  goalSchema,
  goalScheduleSchema,
  goalTypeSchema,
  weekdayGoalsSchema,
  type Goal,
} from './goalSchemas';

export const GOAL_VALUE_FIELDS = [
  'dailyGoal',
  'levelGoal',
  'weeklyGoals',
  'customTags',
  'budget',
] as const;
export type GoalValueField = (typeof GOAL_VALUE_FIELDS)[number];

/** Tags as a form sends them: blanks are dropped (SPEC §5), then 2 to 4 names must remain. */
const customTagsFieldSchema = z
  .array(storable(z.string().max(LIMITS.tagMax, `Tags are at most ${LIMITS.tagMax} characters`)))
  .max(MAX_CUSTOM_TAGS * 2, `At most ${MAX_CUSTOM_TAGS} tags`)
  .transform((tags) => tags.map((tag) => tag.trim()).filter((tag) => tag.length > 0))
  .pipe(customTagsSchema);

/** A level goal, or a custom-tag goal's position: what SPEC's `levelGoal` may hold. */
const levelOrTagSchema = z.enum(
  [...LEVELS, ...TAG_POSITIONS],
  'Level goals are none, low, moderate or high, or a tag position from 1 to 4',
);

/**
 * The goal fields a request may send. Each is checked for its own kind whatever the goal type
 * (a `levelGoal` is a level or a tag position; `weeklyGoals` names the seven days with valid
 * values), because SPEC's full-settings body sends them all; `goalFromFields` keeps those the goal
 * uses. `null` is the same as absent: it is how a habit returns the fields it does not use.
 */
export const goalFieldsShape = {
  goalType: goalTypeSchema,
  goalSchedule: goalScheduleSchema,
  dailyGoal: goalNumberSchema.nullish(),
  levelGoal: levelOrTagSchema.nullish(),
  weeklyGoals: weekdayGoalsSchema(z.union([goalNumberSchema, levelOrTagSchema])).nullish(),
  customTags: customTagsFieldSchema.nullish(),
  budget: budgetSchema.nullish(),
};
export const goalFieldsSchema = z.object(goalFieldsShape);
export type GoalFields = z.output<typeof goalFieldsSchema>;

/** The value fields a goal of this kind uses. */
export function goalValueFields(goal: Pick<Goal, 'goalType' | 'goalSchedule'>): GoalValueField[] {
  const fields: GoalValueField[] = [];
  if (isBudgetSchedule(goal.goalSchedule)) return ['budget'];
  if (!hasPerWeekdayGoals(goal))
    fields.push(goal.goalType === 'number' ? 'dailyGoal' : 'levelGoal');
  else fields.push('weeklyGoals');
  if (goal.goalType === 'custom_tags') fields.push('customTags');
  return fields;
}

/** The goal that `fields` describe: the fields its kind uses, checked for that kind. */
export function goalFromFields(fields: GoalFields): z.ZodSafeParseResult<Goal> {
  const picked: Record<string, unknown> = {
    goalType: fields.goalType,
    goalSchedule: fields.goalSchedule,
  };
  for (const field of goalValueFields(fields)) picked[field] = fields[field] ?? undefined;
  return goalSchema.safeParse(picked);
}

const NO_GOAL_VALUES = {
  dailyGoal: null,
  levelGoal: null,
  weeklyGoals: null,
  customTags: null,
  budget: null,
} as const;

/** A goal as SPEC's flat habit fields: the fields it does not use are `null`. */
export function goalToFields(goal: Goal): PresentedGoal {
  return { ...NO_GOAL_VALUES, ...goal };
}

/** The value fields a goal's kind does not use, as a habit presents them. */
const UNUSED_GOAL_VALUES = {
  dailyGoal: z.null(),
  levelGoal: z.null(),
  weeklyGoals: z.null(),
  customTags: z.null(),
  budget: z.null(),
};

/**
 * `base` with a goal as SPEC's flat habit fields: one variant per kind, with the kind's fields and
 * `null` for the others (the habit the API returns).
 */
export function withGoalFields<B extends z.ZodRawShape>(base: B) {
  return goalVariants(base, UNUSED_GOAL_VALUES);
}

/** One variant per goal kind, discriminated by type then schedule: `base`, `others`, the kind. */
function goalVariants<B extends z.ZodRawShape, O extends z.ZodRawShape>(base: B, others: O) {
  const variant = <S extends z.ZodRawShape>(kind: z.ZodObject<S>) =>
    z.object(base).extend(others).extend(kind.shape);
  return z.discriminatedUnion('goalType', [
    z.discriminatedUnion('goalSchedule', [
      variant(goalKinds.numberDaily),
      variant(goalKinds.numberPerWeekday),
      variant(goalKinds.numberBudget),
    ]),
    z.discriminatedUnion('goalSchedule', [
      variant(goalKinds.levelDaily),
      variant(goalKinds.levelPerWeekday),
    ]),
    z.discriminatedUnion('goalSchedule', [
      variant(goalKinds.tagsDaily),
      variant(goalKinds.tagsPerWeekday),
    ]),
  ]);
}

export const presentedGoalSchema = withGoalFields({});
export type PresentedGoal = z.infer<typeof presentedGoalSchema>;

/** The value fields a kind does not use, as a request may still send them (each valid for its own kind). */
const OTHER_GOAL_VALUES = {
  dailyGoal: goalFieldsShape.dailyGoal,
  levelGoal: goalFieldsShape.levelGoal,
  weeklyGoals: goalFieldsShape.weeklyGoals,
  customTags: goalFieldsShape.customTags,
  budget: goalFieldsShape.budget,
};

/**
 * `base` with a goal as a request sends it, one variant per kind: the kind's own fields required
 * and exact, the others optional (SPEC's full-settings body sends them all; they are dropped).
 * It describes requests in /api/openapi.json; `habitSettingsSchema` is what validates them, with
 * the same rules and SPEC's messages.
 */
export function goalRequestVariants<B extends z.ZodRawShape>(base: B) {
  return goalVariants(base, OTHER_GOAL_VALUES);
}
