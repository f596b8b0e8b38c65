/**
 * The read model of a habit: every figure the habit screen and a summary card show, from one
 * function, so the API serves them and the web only displays them (ARCHITECTURE).
 */
import { z } from 'zod';
import { CELL_STATUSES, monthGrid, monthHeading, type CalendarCell } from './calendar';
import type { IsoDate, YearMonth } from './dates';
import { yearMonthOf } from './dates';
import type { LoggedDay } from './entries';
import { indexEntriesByDate } from './entries';
import { asHistory, goalOn, type GoalHistory } from './goalHistory';
import type { Goal } from './goalSchemas';
import { dayCount } from './goalTexts';
import {
  monthlyInsights,
  monthlyInsightsSchema,
  streakRecordText,
  streakTierText,
} from './insights';
import { shortValueLabel } from './cellLabel';
import { entryValueLabel } from './judge';
import { habitFirstDay, strengthPercent } from './strength';
import { computeStreaks, streaksSchema, type Streaks } from './streaks';
import { monthStats, monthStatsSchema, weeklySummary, weeklySummarySchema } from './summaries';
import { DEFAULT_WEEK_START, type WeekStart } from './weeks';

/** An entry as the read model takes it: what the calendar shows of a logged day. */
export interface StatsEntry extends LoggedDay {
  id: number;
  actualValue: number | null;
  levelValue: string | null;
  note: string | null;
}

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

export const calendarDaySchema = calendarCellSchema.extend({
  entry: calendarEntrySchema.nullable(),
  /** What the day holds, in words: '3, over target, has a note', 'skipped, has a note', 'not logged', or '' (future). */
  description: z.string(),
});
export type CalendarDay = z.infer<typeof calendarDaySchema>;

export const streakStatsSchema = streaksSchema.extend({
  /** SPEC §9's tier text for the current streak. */
  tier: z.string(),
  /** "You're on your longest streak ever" or 'N more days to beat your record!'. */
  recordText: z.string(),
  /** 'Record: 1 day', 'Record: 5 days'. */
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
  streaks: streakStatsSchema,
  /** The Weekly Summary: the 7 days ending today, whatever month is shown. */
  week: weeklySummarySchema,
  /** The Monthly Insights of today's month. */
  insights: monthlyInsightsSchema,
  /** Habit strength after today, as a whole percent (strength.ts). */
  strength: z.number().int(),
  /** The habit's first day: the earlier of its creation day and its first entry. */
  firstDay: z.string(),
});
export type HabitStats = z.infer<typeof habitStatsSchema>;

export interface HabitStatsOptions {
  today: IsoDate;
  /** The month shown; today's month when omitted. */
  month?: YearMonth;
  /** The habit's creation day, where its strength starts; its first entry or today when omitted. */
  createdOn?: IsoDate;
  /** The user's week: the calendar's first column and the insights' week blocks (Monday if omitted). */
  weekStart?: WeekStart;
}

const STATUS_WORDS: Record<CalendarCell['status'], string> = {
  success: 'on target',
  over: 'over target',
  warning: 'warning',
  skipped: 'skipped',
  none: '',
};

/** A calendar day in words, for its accessible name: '3, over target, has a note'. */
export function calendarDayDescription(
  cell: Pick<CalendarCell, 'isFuture' | 'status'>,
  entry: Pick<CalendarEntry, 'label' | 'note'> | null,
): string {
  if (cell.isFuture) return '';
  if (!entry) return 'not logged';
  return [entry.label, STATUS_WORDS[cell.status], entry.note ? 'has a note' : '']
    .filter((part) => part !== '')
    .join(', ');
}

function streakStats(streaks: Streaks): StreakStats {
  const { currentStreak, longestStreak } = streaks;
  return {
    ...streaks,
    tier: streakTierText(currentStreak),
    recordText: streakRecordText(currentStreak, longestStreak),
    recordLabel: `Record: ${dayCount(longestStreak)}`,
    recordProgress:
      longestStreak > 0 ? Math.min(100, Math.round((currentStreak / longestStreak) * 100)) : 0,
  };
}

/**
 * Everything the habit screen shows for `month`, from the habit's goal history (or one goal) and
 * its entries (any order, one per day; each judged when written by its day's goal): the stat cards of that month, its calendar with each logged value, the streaks,
 * the Weekly Summary and the Monthly Insights.
 */
export function habitStats(
  goals: Goal | GoalHistory,
  entries: readonly StatsEntry[],
  options: HabitStatsOptions,
): HabitStats {
  const { today } = options;
  const history = asHistory(goals);
  const month = options.month ?? yearMonthOf(today);
  const byDate = indexEntriesByDate(entries);
  const firstDay = habitFirstDay(options.createdOn ?? today, entries);
  const weekStart = options.weekStart ?? DEFAULT_WEEK_START;
  const calendar = monthGrid(month.year, month.month, today, byDate, weekStart).map(
    (cell): CalendarDay => {
      const logged = cell.isFuture ? undefined : byDate.get(cell.date);
      const label = logged ? entryValueLabel(goalOn(history, logged.date), logged) : '';
      const entry: CalendarEntry | null = logged
        ? {
            id: logged.id,
            actualValue: logged.actualValue,
            levelValue: logged.levelValue,
            note: logged.note,
            label,
            shortLabel: shortValueLabel(label),
          }
        : null;
      return { ...cell, entry, description: calendarDayDescription(cell, entry) };
    },
  );
  return {
    today,
    month: {
      ...month,
      heading: monthHeading(month.year, month.month),
      ...monthStats(entries, month, today),
    },
    calendar,
    streaks: streakStats(computeStreaks(entries, today)),
    week: weeklySummary(history, entries, today),
    insights: monthlyInsights(entries, today),
    strength: strengthPercent(entries, { firstDay, today, goals: history }),
    firstDay,
  };
}

/** What a summary card shows of a habit: its month, its calendar and its streaks. */
export const habitCardSchema = z.object({
  month: habitStatsSchema.shape.month.pick({ heading: true, onTrack: true, missed: true }),
  calendar: z.array(calendarDaySchema),
  streaks: streaksSchema.pick({ currentStreak: true, longestStreak: true }),
  strength: z.number().int(),
});
export type HabitCard = z.infer<typeof habitCardSchema>;

export function habitCard(stats: HabitStats): HabitCard {
  const { month, calendar, streaks, strength } = stats;
  return {
    month: { heading: month.heading, onTrack: month.onTrack, missed: month.missed },
    calendar,
    streaks: { currentStreak: streaks.currentStreak, longestStreak: streaks.longestStreak },
    strength,
  };
}
