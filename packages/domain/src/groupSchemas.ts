/**
 * Habit groups (issue 51): what the API takes and answers of a group, its shared budget and its
 * progress. A group holds habits; a number habit's logged value counts `countsAs` times in its
 * group's total (a pint of beer counts as 2.3 units of alcohol).
 */
import { z } from 'zod';
import {
  dateOutputSchema,
  hexColorSchema,
  idSchema,
  isoDateSchema,
  yearMonthSchema,
} from './schemas';
import { storable } from './storableText';
import { say, type Texts } from './texts';

export const GROUP_PERIODS = ['day', 'week', 'month'] as const;
export type GroupPeriod = (typeof GROUP_PERIODS)[number];

export const GROUP_NAME_MAX = 60;
/** The most a group's limit may be. */
export const GROUP_LIMIT_MAX = 1_000_000_000;

export const GROUP_NOT_FOUND = 'Group not found';
/** Why a habit's `groupId` is refused: it names no group of the user's. */
export const GROUP_NOT_YOURS_MESSAGE = 'That group does not exist: choose one of your groups';

export const groupNameSchema = storable(
  z
    .string('The group name is text')
    .trim()
    .min(1, 'Please enter a group name')
    .max(GROUP_NAME_MAX, `Group names are at most ${String(GROUP_NAME_MAX)} characters`),
);

export const groupBudgetSchema = z
  .object({
    period: z.enum(GROUP_PERIODS, "The budget's period is day, week or month"),
    limit: z
      .number("The budget's limit is a number")
      .min(0, "The budget's limit is 0 or more")
      .max(GROUP_LIMIT_MAX, `The budget's limit is at most ${String(GROUP_LIMIT_MAX)}`),
  })
  .meta({ description: 'At most `limit` (value × countsAs, summed) in each day, week or month' });
export type GroupBudget = z.infer<typeof groupBudgetSchema>;

export { COUNTS_AS_MAX, countsAsSchema, habitGroupIdSchema } from './groupFields';

/** POST /api/groups. */
export const groupCreateSchema = z.object({
  name: groupNameSchema,
  color: hexColorSchema.optional(),
  budget: groupBudgetSchema.nullable().optional(),
});
export type GroupCreateInput = z.input<typeof groupCreateSchema>;

/** A group's place among the user's groups. */
export const groupPositionSchema = z
  .number('The position is a whole number')
  .int('The position is a whole number')
  .min(0, 'The position is 0 or more')
  .max(1_000_000, 'The position is at most 1000000');

/** PUT /api/groups/{id}: any of these; absent ones are kept. */
export const groupUpdateSchema = z.object({
  id: idSchema,
  name: groupNameSchema.optional(),
  color: hexColorSchema.nullable().optional(),
  budget: groupBudgetSchema.nullable().optional(),
  collapsed: z.boolean('Collapsed is true or false').optional(),
  position: groupPositionSchema.optional(),
});
export type GroupUpdateInput = z.input<typeof groupUpdateSchema>;
export type GroupUpdate = z.output<typeof groupUpdateSchema>;

export const groupSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  color: z.string().nullable(),
  position: z.number().int(),
  collapsed: z.boolean(),
  budget: groupBudgetSchema.nullable(),
});
export type Group = z.infer<typeof groupSchema>;

export const groupProgressInputSchema = z.object({
  id: idSchema,
  date: isoDateSchema.optional(),
});

export const groupProgressSchema = z.object({
  groupId: z.number().int(),
  budget: groupBudgetSchema.nullable(),
  period: z.object({
    start: dateOutputSchema,
    end: dateOutputSchema,
    /** Σ value × countsAs over the members' number entries in the period. */
    total: z.number(),
    /** The budget's limit; null without a budget. */
    limit: z.number().nullable(),
    /** max(0, limit − total); null without a budget. */
    left: z.number().nullable(),
    /** total > limit (false without a budget). */
    over: z.boolean(),
  }),
  habits: z.array(z.object({ habitId: z.number().int(), total: z.number() })),
  /** The header's line: 'Alcohol: 9.2 of 14 units this week'. */
  text: z.string(),
});
export type GroupProgress = z.infer<typeof groupProgressSchema>;

/** GET /api/groups/{id}/over-days: the days of a month on which the group's budget was passed. */
export const groupOverDaysInputSchema = z.object({
  id: idSchema,
  month: yearMonthSchema.optional(),
});
export const groupOverDaysSchema = z.object({
  groupId: z.number().int(),
  /** Days on which the group's running total in its period passed the limit (and the day added to it). */
  days: z.array(dateOutputSchema),
  /** The mark's words on a member's calendar. */
  label: z.string(),
});
export type GroupOverDays = z.infer<typeof groupOverDaysSchema>;

/** GET /api/groups/{id}/chart: the group's combined totals per week or month, against the limit. */
export const groupChartInputSchema = z.object({
  id: idSchema,
  bucket: z.enum(['week', 'month'], 'The chart is by week or month').optional(),
});
export const groupChartSchema = z.object({
  groupId: z.number().int(),
  bucket: z.enum(['week', 'month']),
  buckets: z.array(
    z.object({
      start: dateOutputSchema,
      end: dateOutputSchema,
      total: z.number(),
      /** The limit scaled to the bucket (a daily limit × its days); null without a budget. */
      limit: z.number().nullable(),
      over: z.boolean(),
    }),
  ),
  /** The group's reduction: this bucket's total against the members' baselines × countsAs. */
  reduction: z.object({
    /** Σ baseline × countsAs, scaled to one bucket; null when no member has a baseline. */
    baseline: z.number().nullable(),
    /** The latest bucket's total. */
    total: z.number(),
    /** Percent below the baseline (negative when above); null without a baseline. */
    percent: z.number().nullable(),
    text: z.string(),
  }),
});
export type GroupChart = z.infer<typeof groupChartSchema>;

/** The mark on a member's calendar beside the habit's own judgement. */
export const GROUP_OVER_LABEL = "over the group's budget";

const GROUP_OVER_TEXT = /*i18n*/ { id: 'group.overLabel', message: "over the group's budget" };

/** `GROUP_OVER_LABEL` in the language of `texts`. */
export function groupOverLabel(texts?: Texts): string {
  return texts ? say(texts, GROUP_OVER_TEXT) : GROUP_OVER_LABEL;
}
