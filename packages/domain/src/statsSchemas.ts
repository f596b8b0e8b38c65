/**
 * The zod schemas of the habit screen's read model (`habitStats`) and of a summary card
 * (`habitCard`), apart from the functions computing them so that those load no zod.
 */
import { z } from 'zod';
import { CELL_STATUSES, type CalendarCell } from './calendar';
import { reductionSchema } from './reductionSchemas';
import {
  budgetStatusSchema,
  monthlyInsightsSchema,
  monthStatsSchema,
  streaksSchema,
  weeklySummarySchema,
} from './summarySchemas';

/** What a calendar day shows of its entry, and what its Log dialog starts from. */
export const calendarEntrySchema = z.object({
  id: z.number().int(),
  actualValue: z.number().nullable(),
  levelValue: z.string().nullable(),
  note: z.string().nullable(),
  /** The value as it reads: '3', 'Moderate' or the tag's name. */
  label: z.string(),
  /** The value shortened to fit a calendar cell (at most 4 characters: '120', 'Mod…', '12k'). */
  shortLabel: z.string(),
});
export type CalendarEntry = z.infer<typeof calendarEntrySchema>;

const calendarCellSchema = z.object({
  date: z.string().meta({ format: 'date' }),
  dayOfMonth: z.number().int(),
  inMonth: z.boolean(),
  isFuture: z.boolean(),
  isToday: z.boolean(),
  status: z.enum(CELL_STATUSES),
  connectsToPrevious: z.boolean(),
  connectsToNext: z.boolean(),
}) satisfies z.ZodType<CalendarCell>;

/** A day that starts a taper plan's step (planMarks.ts). */
export const planStepMarkSchema = z.object({
  /** What the day's cell shows: '≤ 4'. */
  label: z.string(),
  /** The step in words: '≤ 4 from today', '≤ 4 from 8 Dec'. */
  text: z.string(),
});
export type PlanStepMark = z.infer<typeof planStepMarkSchema>;

export const calendarDaySchema = calendarCellSchema.extend({
  entry: calendarEntrySchema.nullable(),
  /**
   * A past day without an entry that the habit counts as its best result (`unloggedDays: 'zero'`):
   * its status is 'success' but nothing was logged.
   */
  assumed: z.boolean(),
  /**
   * What the day holds, in words: '3, over target, has a note', 'skipped, has a note',
   * 'not logged', 'not logged, counted as 0', or '' (future).
   */
  description: z.string(),
  /** The day starts a taper plan's step: '≤ 4' in its cell, '≤ 4 from 8 Dec' in words; else null. */
  planStep: planStepMarkSchema.nullable(),
  /** A hold kept the plan's step before this day going (planMarks.ts). */
  held: z.boolean(),
});
export type CalendarDay = z.infer<typeof calendarDaySchema>;

/** A day of the summary's list: a calendar day with its names. */
export const recentDaySchema = calendarDaySchema.extend({
  /** 'Tuesday 24 November': the cell's accessible name starts with it. */
  dayName: z.string(),
  /** 'Tue': the column's heading. */
  weekdayShort: z.string(),
});
export type RecentDay = z.infer<typeof recentDaySchema>;

export const streakStatsSchema = streaksSchema.extend({
  /** What the streaks count: days, or a budget habit's weeks or months (budgetStreaks.ts). */
  unit: z.enum(['day', 'week', 'month']),
  /** The current streak in words: '3 days', or '3 weeks within budget' under a budget. */
  text: z.string(),
  /** SPEC §9's tier text for the current streak. */
  tier: z.string(),
  /** "You're on your longest streak ever" or 'N more days to beat your record!'. */
  recordText: z.string(),
  /** 'Record: 1 day', 'Record: 5 days' ('Record: 2 weeks' under a weekly budget). */
  recordLabel: z.string(),
  /** The current streak as a whole percent of the record (the Streak Progress bar). */
  recordProgress: z.number().int(),
});
export type StreakStats = z.infer<typeof streakStatsSchema>;

export const habitStatsSchema = z.object({
  /** The day the figures are for: the user's today. */
  today: z.string().meta({ format: 'date' }),
  /** The month shown, its heading ('March 2025') and its stat cards. */
  month: monthStatsSchema.extend({
    year: z.number().int(),
    month: z.number().int(),
    heading: z.string(),
  }),
  /** The month's 42 calendar days. */
  calendar: z.array(calendarDaySchema),
  /** Today and the four days before, oldest first: the summary list's cells. */
  recent: z.array(recentDaySchema),
  /** Today's goal in a few words: '≤ 3 today', '8 of 14 used this week', '≤ 3 today · 2 from 3 Dec'. */
  goalToday: z.string(),
  /** The day before the goal steps down: 'From tomorrow: ≤ 3'; else null. */
  stepTomorrow: z.string().nullable(),
  streaks: streakStatsSchema,
  /** The Weekly Summary: the 7 days ending today, whatever month is shown. */
  week: weeklySummarySchema,
  /** The Monthly Insights of today's month. */
  insights: monthlyInsightsSchema,
  /** Habit strength after today, as a whole percent (strength.ts). */
  strength: z.number().int(),
  /** The habit's first day: the earlier of its creation day and its first entry. */
  firstDay: z.string(),
  /** Under a weekly or monthly budget: today's period, '8 of 14 used this week'; else null. */
  budget: budgetStatusSchema.nullable(),
  /** How much less than when the user started (reduction.ts): baseline, weeks, units, money, runs. */
  reduction: reductionSchema,
  /**
   * 'Over on 3 of the last 7 days: hold this step for a while?' when a taper plan has a coming step
   * and at least 3 of the 7 days ending today were over; else null (planHold.ts).
   */
  holdSuggestion: z.string().nullable(),
});
export type HabitStats = z.infer<typeof habitStatsSchema>;

/** What a summary card shows of a habit: its month, its calendar and its streaks. */
export const habitCardSchema = z.object({
  month: habitStatsSchema.shape.month.pick({ heading: true, onTrack: true, missed: true }),
  calendar: z.array(calendarDaySchema),
  recent: z.array(recentDaySchema),
  goalToday: z.string(),
  stepTomorrow: z.string().nullable(),
  streaks: streaksSchema.pick({ currentStreak: true, longestStreak: true }).extend({
    /** What the streaks count: days, or a budget habit's weeks or months. */
    unit: streakStatsSchema.shape.unit,
  }),
  strength: z.number().int(),
  budget: budgetStatusSchema.nullable(),
  reduction: reductionSchema,
});
export type HabitCard = z.infer<typeof habitCardSchema>;
