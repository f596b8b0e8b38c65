/**
 * Zod schemas shared by the API (input and output of every procedure) and the web forms: the
 * primitives and a habit's settings (entries in entrySchemas.ts, answers in answerSchemas.ts;
 * account and icon schemas have their own modules). Messages are SPEC §5's texts where SPEC gives
 * one.
 */
import { z } from 'zod';
import { storable } from './storableText';
import { CATEGORY_IDS, LIMITS, PERFORMANCES, WEEKDAYS } from './constants';
import { isIsoDate } from './dates';
import type { GoalFields } from './goalFields';
import { goalFieldsShape, goalFromFields, goalRequestVariants, goalToFields } from './goalFields';
import type { Goal } from './goalSchemas';
import { isBudgetSchedule } from './goalValues';
import { goalEffectiveFromSchema } from './goalHistory';
import { unloggedDaysSchema, type UnloggedDays } from './unloggedDays';
import { habitRemindersSchema, reminderSchema, sentReminders, type Reminder } from './reminders';
import { REDUCTION_FIELDS_NUMBER_ONLY } from './reduction';
import { baselineSchema, costPerUnitSchema, unitSchema } from './reductionSchemas';
import { countsAsSchema, habitGroupIdSchema } from './groupFields';

// ---------- primitives ----------

export const idSchema = z.coerce.number().int().positive().max(2_147_483_647);
export const isoDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Dates are YYYY-MM-DD')
  .refine(isRealDate, 'Not a real calendar date')
  .meta({ format: 'date' });
/** A day as the API returns it: `YYYY-MM-DD` (documented with `format: date`). */
export const dateOutputSchema = z.string().meta({ format: 'date' });
/** A moment as the API returns it: ISO 8601 in UTC (documented with `format: date-time`). */
export const dateTimeSchema = z.string().meta({ format: 'date-time' });
/** `YYYY-MM`: a month of the calendar. */
export const yearMonthSchema = z
  .string()
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Months are YYYY-MM')
  .refine((value) => isRealDate(`${value}-01`), 'Not a real month')
  .transform((value) => ({ year: Number(value.slice(0, 4)), month: Number(value.slice(5, 7)) }));
export const hexColorSchema = z.string().regex(/^#[0-9A-Fa-f]{6}$/, 'Colours are #RRGGBB');
export const weekdaySchema = z.enum(WEEKDAYS);
export const performanceSchema = z.enum(PERFORMANCES);
export const categoryIdSchema = z.enum(CATEGORY_IDS);
export const timezoneSchema = storable(z.string().max(64)).refine(isTimeZone, 'Unknown time zone');
export const iconIdSchema = storable(z.string().min(1).max(LIMITS.iconNameMax));

function isRealDate(value: string): boolean {
  const year = Number(value.slice(0, 4));
  return isIsoDate(value) && year >= 1900 && year <= 9999;
}

function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

// ---------- habits ----------

export const habitNameSchema = storable(
  z
    .string()
    .trim()
    .min(1, 'Please enter a habit name')
    .max(LIMITS.nameMax, `Habit names are at most ${LIMITS.nameMax} characters`),
);

const habitLookShape = {
  name: habitNameSchema,
  color: hexColorSchema,
  icon: iconIdSchema.meta({
    description: 'An icon id from GET /api/icons; a PREMIUM icon on a FREE account is a 403',
  }),
};

/** The most characters a habit's description holds. */
export const HABIT_DESCRIPTION_MAX = LIMITS.descriptionMax;

/** What a habit is about ('Only after lunch'): kept as written; blank means none. */
export const habitDescriptionSchema = z
  .string('The description is text')
  .max(
    HABIT_DESCRIPTION_MAX,
    `The description is at most ${String(HABIT_DESCRIPTION_MAX)} characters`,
  )
  .transform((text) => (text.trim() === '' ? null : text))
  .nullable()
  .meta({
    description: `What the habit is about, at most ${String(HABIT_DESCRIPTION_MAX)} characters; null or blank for none`,
  });

/** A habit's options beyond its look and goal, each optional in a request. */
const habitOptionsShape = {
  description: habitDescriptionSchema.optional(),
  unloggedDays: unloggedDaysSchema.optional(),
  /** Number habits only (issue 33): what the user did before, the unit, what a unit costs. */
  baseline: baselineSchema.optional(),
  unit: unitSchema.optional(),
  costPerUnit: costPerUnitSchema.optional(),
  /** The push reminders: up to three times of the user's day, each on its weekdays; [] for none. */
  reminders: habitRemindersSchema.optional(),
  /** One push reminder (the first of `reminders`); null to stop them all. */
  reminder: reminderSchema.nullable().optional(),
  /** The habit's group (issue 51): one of the user's groups, or null for none. */
  groupId: habitGroupIdSchema.optional(),
  /** How much one logged unit counts in the group; 1 when never given. */
  countsAs: countsAsSchema.optional(),
};

/** The reduction fields of a habit: null where none; number habits only. */
export const REDUCTION_FIELDS = ['baseline', 'unit', 'costPerUnit'] as const;
export interface ReductionFields {
  baseline: number | null;
  unit: string | null;
  costPerUnit: number | null;
}

/** What a request's missing goal field is called in its message. */
const REQUIRED_GOAL_FIELD: Record<string, string> = {
  dailyGoal: 'A daily goal is required',
  levelGoal: 'A level goal is required',
  weeklyGoals: 'A goal for each weekday is required',
  customTags: 'Custom tags are required',
  budget: 'A budget is required for a weekly or monthly budget',
};

/** Why a request's `budget` is refused: only a budget schedule has one (issue 31). */
export const BUDGET_REFUSED_MESSAGE =
  'A budget is only for a weekly or monthly budget: send goalSchedule weekly_budget or monthly_budget, or leave budget out';

/** Why a budget schedule is refused on a level or custom-tag goal. */
export const BUDGET_NUMBER_ONLY_MESSAGE = 'Budgets are for number goals only';

/** A habit's settings: its look and its goal, the goal built from the fields its kind uses. */
export interface HabitSettings {
  name: string;
  color: string;
  icon: string;
  goal: Goal;
  /** What a past day without an entry counts as; the stored (or default) one when absent. */
  unloggedDays?: UnloggedDays;
  /** The reduction fields (number habits only); null clears one, absent keeps the stored one. */
  baseline?: number | null;
  unit?: string | null;
  costPerUnit?: number | null;
  /** What the habit is about; null clears it, absent keeps the stored one. */
  description?: string | null;
  /** The push reminders, the earliest first; absent keeps the stored ones (a row's null is none). */
  reminders?: Reminder[] | null;
  /** The habit's group; null for none, absent keeps the stored one. */
  groupId?: number | null;
  /** How much one logged unit counts in its group; absent keeps the stored one. */
  countsAs?: number;
}

function withGoal(
  fields: GoalFields & Omit<HabitSettings, 'goal'> & { reminder?: Reminder | null },
  ctx: z.RefinementCtx,
): HabitSettings {
  if (isBudgetSchedule(fields.goalSchedule) && fields.goalType !== 'number') {
    ctx.addIssue({ code: 'custom', message: BUDGET_NUMBER_ONLY_MESSAGE, path: ['goalSchedule'] });
    return z.NEVER;
  }
  if (fields.budget != null && !isBudgetSchedule(fields.goalSchedule)) {
    ctx.addIssue({ code: 'custom', message: BUDGET_REFUSED_MESSAGE, path: ['budget'] });
    return z.NEVER;
  }
  const goal = goalFromFields(fields);
  if (!goal.success) {
    for (const issue of goal.error.issues) {
      const field = String(issue.path[0]);
      const missing = issue.path.length === 1 && fields[field as keyof GoalFields] == null;
      const message = missing ? (REQUIRED_GOAL_FIELD[field] ?? issue.message) : issue.message;
      ctx.addIssue({ code: 'custom', message, path: issue.path });
    }
    return z.NEVER;
  }
  const { name, color, icon, unloggedDays, description, groupId, countsAs } = fields;
  const reminders = sentReminders(fields, ctx);
  if (reminders === false) return z.NEVER;
  const reductionFields: Partial<ReductionFields> = {};
  for (const field of REDUCTION_FIELDS) {
    const value = fields[field];
    if (value === undefined) continue;
    if (value !== null && goal.data.goalType !== 'number') {
      ctx.addIssue({ code: 'custom', message: REDUCTION_FIELDS_NUMBER_ONLY, path: [field] });
      return z.NEVER;
    }
    Object.assign(reductionFields, { [field]: value });
  }
  return {
    name,
    color,
    icon,
    goal: goal.data,
    ...(unloggedDays ? { unloggedDays } : {}),
    ...(reminders === undefined ? {} : { reminders }),
    ...(description === undefined ? {} : { description }),
    ...(groupId === undefined ? {} : { groupId }),
    ...(countsAs === undefined ? {} : { countsAs }),
    ...reductionFields,
  };
}

/**
 * POST /api/habits, and a habit's full settings (SPEC §7): every goal field sent must be valid for
 * its own kind; the goal is built from those its kind uses, and the others are dropped.
 */
export const habitSettingsSchema = z
  .object({ ...habitLookShape, ...habitOptionsShape, ...goalFieldsShape })
  .transform(withGoal);
export type HabitSettingsInput = z.input<typeof habitSettingsSchema>;
export const habitCreateSchema = habitSettingsSchema;

/**
 * PUT /api/habits/{id}: a rename (name only) or the full settings; absent fields are kept.
 * `goalEffectiveFrom`: a changed goal is in force from today (the default; past days keep their
 * results) or 'always' (the only goal: every day is judged by it again).
 */
const habitUpdateShape = {
  name: habitNameSchema,
  goalEffectiveFrom: goalEffectiveFromSchema.optional(),
  color: hexColorSchema.optional(),
  icon: iconIdSchema.optional(),
  ...habitOptionsShape,
  ...goalFieldsShape,
  goalType: goalFieldsShape.goalType.optional(),
  goalSchedule: goalFieldsShape.goalSchedule.optional(),
};

/** An update's fields beyond the look and the goal: sent with a rename or with the settings. */
function updateExtras(shape: z.ZodRawShape): z.ZodRawShape {
  return Object.fromEntries(
    Object.entries(shape).filter(([key]) => !(key in habitLookShape) && !(key in goalFieldsShape)),
  );
}

/**
 * PUT /api/habits/{id}: a rename (name only) or the full settings; absent fields are kept. The
 * document describes those two forms (SPEC §7); the server also takes any part of the settings.
 */
export const habitUpdateSchema = z.object(habitUpdateShape);

/**
 * The habit requests as /api/openapi.json describes them: the goal as one variant per kind, each
 * with its own fields required. The schemas above validate them (same rules, SPEC's messages).
 */
export const habitSettingsRequestSchema = goalRequestVariants({
  ...habitLookShape,
  ...habitOptionsShape,
});
export const habitUpdateRequestSchema = z.union([
  z.strictObject({ name: habitNameSchema, ...updateExtras(habitUpdateShape) }),
  goalRequestVariants({ ...habitLookShape, ...updateExtras(habitUpdateShape) }),
]);
export type HabitUpdateInput = z.input<typeof habitUpdateSchema>;
export type HabitUpdate = z.output<typeof habitUpdateSchema>;

/** The settings after an update: the fields sent (absent or null ones are kept) over the stored. */
export function updatedHabitSettings(
  stored: HabitSettings,
  update: HabitUpdate,
): z.ZodSafeParseResult<HabitSettings> {
  const merged: Record<string, unknown> = {
    name: stored.name,
    color: stored.color,
    icon: stored.icon,
    ...(stored.unloggedDays ? { unloggedDays: stored.unloggedDays } : {}),
    ...goalToFields(stored.goal),
  };
  for (const field of REDUCTION_FIELDS) {
    const value = stored[field];
    if (value !== undefined) merged[field] = value;
  }
  if (stored.description !== undefined) merged.description = stored.description;
  if (stored.groupId !== undefined) merged.groupId = stored.groupId;
  if (stored.countsAs !== undefined) merged.countsAs = stored.countsAs;
  for (const [field, value] of Object.entries(update) as [string, unknown][]) {
    if (value !== undefined && value !== null) merged[field] = value;
  }
  for (const field of REDUCTION_FIELDS) {
    // null clears a reduction field; a habit turned into a level or tag habit drops those not sent.
    if (update[field] === null) merged[field] = null;
    else if (update[field] === undefined && merged.goalType !== 'number') merged[field] = null;
  }
  // null stops the reminders, and clears the description (absent keeps them).
  if (update.reminder === null) merged.reminder = null;
  if (update.description === null) merged.description = null;
  // null takes the habit out of its group.
  if (update.groupId === null) merged.groupId = null;
  // The stored budget does not follow a schedule that has none; a budget sent with one is refused.
  if (update.budget == null && !isBudgetSchedule(merged.goalSchedule)) delete merged.budget;
  return habitSettingsSchema.safeParse(merged);
}
