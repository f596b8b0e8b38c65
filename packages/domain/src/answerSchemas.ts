/** What the API answers, and so what the web app reads: a habit, an entry, the summary, a day's goal. */
import { z } from 'zod';
import { withGoalFields } from './goalFields';
import { goalTypeChangeSchema } from './goalTypeChange';
import { goalOutlookSchema } from './goalOutlook';
import { calendarDaySchema, habitCardSchema, habitStatsSchema } from './statsSchemas';
import { unloggedDaysSchema } from './unloggedDays';
import { reminderSchema } from './reminders';
import {
  idSchema,
  isoDateSchema,
  dateOutputSchema,
  dateTimeSchema,
  yearMonthSchema,
  performanceSchema,
} from './schemas';

// ---------- outputs (what the API returns, and so what the web app reads) ----------

/** A habit as SPEC §3 shows it: its goal's fields flat, `null` where its goal kind has none. */
const habitFields = {
  id: z.number().int(),
  name: z.string(),
  color: z.string(),
  icon: z.string(),
  /** Archived: kept with all its data, left out of the summary and the header menu. */
  archived: z.boolean(),
  unloggedDays: unloggedDaysSchema,
  /**
   * What the user did before, in the goal's own period: per day, or per week or month under a
   * weekly or monthly budget (number habits; null: none entered).
   */
  baseline: z
    .number()
    .nullable()
    .meta({
      description:
        "What the user did before, in the goal's own period: per day for daily and per-weekday " +
        'goals, per week under a weekly budget, per month under a monthly budget; null: none entered',
    }),
  /** The unit ('cups'), or null. */
  unit: z.string().nullable(),
  /** What one unit costs in the user's currency, or null. */
  costPerUnit: z.number().nullable(),
  /** The push reminders (up to three, the earliest first): a time of the user's day and weekdays. */
  reminders: z.array(reminderSchema),
  /** The first of `reminders`, for clients that read one; null for none. */
  reminder: reminderSchema.nullable(),
  /** What the habit is about (at most 500 characters), or null. */
  description: z.string().nullable(),
  /** Loop Habit Tracker's uuid of a habit imported from it; null for a habit made in Taper. */
  loopUuid: z.string().nullable(),
  /** The habit's group (issue 51), or null for none. */
  groupId: z.number().int().nullable(),
  /** How much one logged unit counts in its group (1 unless set). */
  countsAs: z.number(),
  /** The goal today and a taper plan's coming steps in words, as each screen shows them. */
  goalOutlook: goalOutlookSchema,
  createdAt: dateTimeSchema,
  updatedAt: dateTimeSchema,
};
export const habitSchema = withGoalFields(habitFields);
export type Habit = z.infer<typeof habitSchema>;

/** PUT /api/habits/{id}: the habit as saved, and what the save did to older results. */
export const savedHabitSchema = withGoalFields({
  ...habitFields,
  goalTypeChange: goalTypeChangeSchema,
});

/** PUT /api/habits/order: every unarchived habit of the user, once each, in the order wanted. */
export const habitOrderSchema = z.object({
  ids: z.array(z.number().int().positive().max(2_147_483_647)).max(10_000),
});
export type HabitOrderInput = z.input<typeof habitOrderSchema>;

export const entrySchema = z.object({
  id: z.number().int(),
  habitId: z.number().int(),
  date: dateOutputSchema,
  performance: performanceSchema,
  actualValue: z.number().nullable(),
  levelValue: z.string().nullable(),
  note: z.string().nullable(),
});
export type Entry = z.infer<typeof entrySchema>;

/** GET /api/habits/{id}/stats: the month to show, today's month when absent. */
export const habitStatsInputSchema = z.object({ id: idSchema, month: yearMonthSchema.optional() });

/** The summary's check-in: yesterday, and the habits with nothing logged on it (yesterdayCheckIn). */
export const yesterdayCheckInSchema = z.object({
  date: dateOutputSchema,
  unloggedHabitIds: z.array(z.number().int()).meta({
    description:
      "The unarchived habits begun by yesterday, counting an unlogged day as 'not_logged', with " +
      'no entry (value or skip) yesterday; empty when yesterday is logged.',
  }),
});

/** The summary screen: one card per habit, the day its figures are for, and yesterday's check-in. */
export const summarySchema = z.object({
  today: dateOutputSchema,
  habits: z.array(habitCardSchema.extend({ habitId: z.number().int() })),
  yesterday: yesterdayCheckInSchema,
});
export type Summary = z.infer<typeof summarySchema>;
export type SummaryHabit = Summary['habits'][number];
export { calendarDaySchema };

export const okSchema = z.object({ success: z.literal(true) });

/**
 * What logging (or skipping) a day answers: the entry as stored and the habit's fresh figures for
 * the entry's month, from the one read model — the web shows them as they are.
 */
export const loggedEntrySchema = entrySchema.extend({ stats: habitStatsSchema });
export type LoggedEntry = z.infer<typeof loggedEntrySchema>;

/** What clearing a day answers: done, and the habit's fresh figures for the entry's month. */
export const clearedEntrySchema = okSchema.extend({ stats: habitStatsSchema });
export type ClearedEntry = z.infer<typeof clearedEntrySchema>;

/** GET /api/habits/{id}/day-goal: the goal in force on a day, as the Log dialog's line reads. */
export const dayGoalInputSchema = z.object({ id: idSchema, date: isoDateSchema });
export const dayGoalSchema = z.object({
  date: dateOutputSchema,
  /** 'Goal today: 4', or 'Goal on 3 Dec: 5' for another day. */
  text: z.string(),
});
export type DayGoal = z.infer<typeof dayGoalSchema>;
