/**
 * The zod schemas of a habit's figures as the API serves them: a budget period's status, the
 * streaks, a month's stat cards, the Weekly Summary and the Monthly Insights. They live apart from
 * the functions computing the figures so that a module needing only those functions loads no zod.
 */
import { z } from 'zod';

/** What a budget user sees of a period: its total against the budget, in words. */
export const budgetStatusSchema = z.object({
  period: z.enum(['week', 'month']),
  start: z.string(),
  end: z.string(),
  budget: z.number(),
  total: z.number(),
  left: z.number(),
  over: z.number(),
  success: z.boolean(),
  /** '8 of 14 used this week', '16 of 14 used this week, 2 over', '0 of 60 used in March'. */
  text: z.string(),
});
export type BudgetStatus = z.infer<typeof budgetStatusSchema>;

export const streaksSchema = z.object({
  currentStreak: z.number().int(),
  longestStreak: z.number().int(),
  longestStreakThisMonth: z.number().int(),
});
export type Streaks = z.infer<typeof streaksSchema>;

export const monthStatsSchema = z.object({
  /** Days on Target: the month's success days. */
  daysOnTarget: z.number().int(),
  /** Success Rate, a whole percent. */
  successRate: z.number().int(),
  loggedDays: z.number().int(),
  /** A summary card's On Track (success days) and Missed (over and warning days). */
  onTrack: z.number().int(),
  missed: z.number().int(),
});
export type MonthStats = z.infer<typeof monthStatsSchema>;

export const weeklySummarySchema = z.object({
  /** Mean logged amount over the logged days (number goals only; null otherwise or without values). */
  averageDaily: z.number().nullable(),
  /** The Average Daily item: the formatted average for number goals, else 'N% success rate'. */
  averageDailyText: z.string(),
  /** Days Above Target: over entries of the week. */
  daysAboveTarget: z.number().int(),
  /** The Weekly Target item. */
  weeklyTarget: z.string(),
  successRate: z.number().int(),
  successDays: z.number().int(),
  loggedDays: z.number().int(),
  /**
   * Under a weekly or monthly budget: the total of today's week (from the user's week start) or
   * month against its budget, '9 of 14 used this week' or '16 of 14 used this week, 2 over' (the card's words); else null.
   */
  budgetTotal: z
    .object({
      period: z.enum(['week', 'month']),
      total: z.number(),
      budget: z.number(),
      over: z.number(),
      text: z.string(),
    })
    .nullable(),
});
export type WeeklySummary = z.infer<typeof weeklySummarySchema>;

export const weekBlockSchema = z.object({
  /** SPEC's days of the block: '1-7', '8-14', '15-21' or '22-28'. */
  label: z.string(),
  firstDay: z.number().int(),
  lastDay: z.number().int(),
  /** The block's first and last dates in today's month ('2025-03-01' … '2025-03-07'). */
  start: z.string(),
  end: z.string(),
  entryCount: z.number().int(),
  successCount: z.number().int(),
  hasEntries: z.boolean(),
  /**
   * At least 70% of the block's entries are success. A block without entries (not logged, or
   * still in the future) is not a success; show it by `hasEntries`.
   */
  success: z.boolean(),
});
export type WeekBlock = z.infer<typeof weekBlockSchema>;

export const monthlyInsightsSchema = z.object({
  /** The month: 'March 2025'. */
  heading: z.string(),
  /** Success Days of the month so far. */
  successDays: z.number().int(),
  /** Above Target Days: over entries of the month so far. */
  aboveTargetDays: z.number().int(),
  /**
   * The Weekly Breakdown: SPEC's four blocks, days 1-7, 8-14, 15-21 and 22-28 of the month, each
   * counting its entries up to today (the same blocks whatever day the user's week starts on).
   */
  weekBlocks: z.array(weekBlockSchema),
  /** Trends & Insights. */
  messages: z.array(z.string()),
});
export type MonthlyInsights = z.infer<typeof monthlyInsightsSchema>;
