/**
 * The read model of a habit: every figure the habit screen and a summary card show, from one
 * function, so the API serves them and the web only displays them (ARCHITECTURE).
 */
import type {
  CalendarDay,
  CalendarEntry,
  RecentDay,
  HabitCard,
  HabitStats,
  StreakStats,
} from './statsSchemas';
import { holdSuggestion } from './planHold';
import {
  cellStatus,
  gridStart,
  LINE_SKIPPED_DAYS_MAX,
  monthGrid,
  monthHeading,
  type CalendarCell,
} from './calendar';
import { MONTH_GRID_CELLS } from './constants';
import type { IsoDate, YearMonth } from './dates';
import { addDays, firstDayOfMonth, startOfMonth, yearMonthOf } from './dates';
import { weekdayDayMonth, weekdayName } from './dateTexts';
import type { DayResult, LoggedDay } from './entries';
import { indexEntriesByDate, sortedIndexOfDate } from './entries';
import { asHistory, goalOn, type GoalHistory } from './goalHistory';
import { budgetPeriodName, budgetStatus } from './budgets';
import {
  budgetPeriodResults,
  budgetRecordText,
  budgetStreaks,
  budgetStreakText,
  budgetSuccessRate,
  periodCount,
} from './budgetStreaks';
import { isBudgetGoal } from './goals';
import type { BudgetSchedule } from './goalValues';
import type { Goal } from './goalSchemas';
import { dayCount } from './goalTexts';
import { monthlyInsights, streakRecordText, streakTierText } from './insights';
import { shortValueLabel } from './cellLabel';
import { entryValueLabel } from './judge';
import { habitFirstDay, strengthPercent } from './strength';
import { computeStreaks } from './streaks';
import type { Streaks } from './summarySchemas';
import { monthStats, weeklySummary } from './summaries';
import {
  countedDays,
  DEFAULT_UNLOGGED_DAYS,
  isAssumed,
  type AssumedDay,
  type UnloggedDays,
} from './unloggedDays';
import { budgetInsights } from './budgetInsights';
import { DEFAULT_WEEK_START, type WeekStart } from './weeks';
import { reduction } from './reduction';
import { todayGoalText } from './todayGoal';

/** How many days the summary's list shows: today and the four before. */
export const RECENT_DAYS = 5;

/** An entry as the read model takes it: what the calendar shows of a logged day. */
export interface StatsEntry extends LoggedDay {
  id: number;
  actualValue: number | null;
  levelValue: string | null;
  note: string | null;
}

export interface HabitStatsOptions {
  today: IsoDate;
  /** The month shown; today's month when omitted. */
  month?: YearMonth;
  /** The habit's creation day, where its strength starts; its first entry or today when omitted. */
  createdOn?: IsoDate;
  /** The user's week: the calendar's first column and the insights' week blocks (Monday if omitted). */
  weekStart?: WeekStart;
  /** What a past day without an entry counts as ('not_logged' if omitted). */
  unloggedDays?: UnloggedDays;
  /** The habit's entered baseline and cost per unit, and the milestones seen (none if omitted). */
  baseline?: number | null;
  costPerUnit?: number | null;
  milestonesSeen?: readonly string[];
}

const STATUS_WORDS: Record<CalendarCell['status'], string> = {
  success: 'on target',
  over: 'over target',
  warning: 'warning',
  skipped: 'skipped',
  none: '',
};

/**
 * A calendar day in words, for its accessible name: '3, over target, has a note'; a day counted
 * as its best result without an entry: 'not logged, counted as 0'.
 */
export function calendarDayDescription(
  cell: Pick<CalendarCell, 'isFuture' | 'status'>,
  entry: Pick<CalendarEntry, 'label' | 'note'> | null,
  assumedLabel?: string,
): string {
  if (cell.isFuture) return '';
  if (!entry)
    return assumedLabel === undefined ? 'not logged' : `not logged, counted as ${assumedLabel}`;
  return [entry.label, STATUS_WORDS[cell.status], entry.note ? 'has a note' : '']
    .filter((part) => part !== '')
    .join(', ');
}

function streakStats(streaks: Streaks, schedule?: BudgetSchedule): StreakStats {
  const { currentStreak, longestStreak } = streaks;
  return {
    ...streaks,
    unit: schedule ? budgetPeriodName(schedule) : 'day',
    text: schedule ? budgetStreakText(currentStreak, schedule) : dayCount(currentStreak),
    // SPEC's tier thresholds, applied to periods under a budget.
    tier: streakTierText(currentStreak),
    recordText: schedule
      ? budgetRecordText(currentStreak, longestStreak, schedule)
      : streakRecordText(currentStreak, longestStreak),
    recordLabel: `Record: ${schedule ? periodCount(longestStreak, schedule) : dayCount(longestStreak)}`,
    recordProgress:
      longestStreak > 0 ? Math.min(100, Math.round((currentStreak / longestStreak) * 100)) : 0,
  };
}

/** A calendar cell with its day's entry: the fields written out, not spread (47 cells a call). */
function calendarDay(
  cell: CalendarCell,
  entry: CalendarEntry | null,
  assumed: boolean,
  description: string,
): CalendarDay {
  return {
    date: cell.date,
    dayOfMonth: cell.dayOfMonth,
    inMonth: cell.inMonth,
    isFuture: cell.isFuture,
    isToday: cell.isToday,
    status: cell.status,
    connectsToPrevious: cell.connectsToPrevious,
    connectsToNext: cell.connectsToNext,
    entry,
    assumed,
    description,
  };
}

/** The entries of `from`…`to` (both included) of entries sorted by date, in their order. */
function entriesFrom<T extends DayResult>(sorted: readonly T[], from: IsoDate, to: IsoDate): T[] {
  return sorted.slice(sortedIndexOfDate(sorted, from), sortedIndexOfDate(sorted, to, true));
}

function minDate(a: IsoDate, b: IsoDate): IsoDate {
  return a < b ? a : b;
}

function maxDate(a: IsoDate, b: IsoDate): IsoDate {
  return a > b ? a : b;
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
  const firstDay = habitFirstDay(options.createdOn ?? today, entries);
  const weekStart = options.weekStart ?? DEFAULT_WEEK_START;
  // Under 'zero', every past day without an entry counts as the goal's best result.
  const counted: readonly (StatsEntry | AssumedDay)[] = countedDays(entries, {
    unloggedDays: options.unloggedDays ?? DEFAULT_UNLOGGED_DAYS,
    firstDay,
    today,
    goals: history,
  });
  // The calendar, the recent days and the month's and week's figures read a few weeks of days:
  // only those are indexed and counted, however long the history (`counted` is sorted by date).
  const gridFirst = gridStart(month, weekStart);
  const shown = entriesFrom(
    counted,
    // A grid cell reads the day before it and the day after it too, and across skipped days
    // the days beyond them (the streak line).
    minDate(addDays(gridFirst, -1 - LINE_SKIPPED_DAYS_MAX), addDays(today, 1 - RECENT_DAYS)),
    maxDate(addDays(gridFirst, MONTH_GRID_CELLS + LINE_SKIPPED_DAYS_MAX), today),
  );
  const byDate = indexEntriesByDate(shown);
  const recentCounted = entriesFrom(
    counted,
    minDate(firstDayOfMonth(month), minDate(addDays(today, -6), startOfMonth(today))),
    today,
  );
  const dayOf = (cell: CalendarCell): CalendarDay => {
    const day = cell.isFuture ? undefined : byDate.get(cell.date);
    const label = day ? entryValueLabel(goalOn(history, day.date), day) : '';
    if (day !== undefined && isAssumed(day)) {
      return calendarDay(cell, null, true, calendarDayDescription(cell, null, label));
    }
    const entry: CalendarEntry | null = day
      ? {
          id: day.id,
          actualValue: day.actualValue,
          levelValue: day.levelValue,
          note: day.note,
          label,
          shortLabel: shortValueLabel(label),
        }
      : null;
    return calendarDay(cell, entry, false, calendarDayDescription(cell, entry));
  };
  const calendar = monthGrid(month.year, month.month, today, byDate, weekStart).map(dayOf);
  // Today and the four days before, whatever month the grid shows: the summary list's cells.
  const recent = Array.from({ length: RECENT_DAYS }, (_, index): RecentDay => {
    const date = addDays(today, index - (RECENT_DAYS - 1));
    const cell: CalendarCell = {
      date,
      dayOfMonth: Number(date.slice(8)),
      inMonth: true,
      isFuture: false,
      isToday: date === today,
      status: cellStatus(byDate.get(date)),
      connectsToPrevious: false,
      connectsToNext: false,
    };
    return {
      ...dayOf(cell),
      dayName: weekdayDayMonth(date),
      weekdayShort: weekdayName(date).slice(0, 3),
    };
  });
  // Under a budget today, streaks and Success Rate count whole periods (budgetStreaks.ts).
  const goalToday = goalOn(history, today);
  const schedule = isBudgetGoal(goalToday) ? goalToday.goalSchedule : undefined;
  const periods = schedule
    ? budgetPeriodResults(history, counted, schedule, firstDay, today, weekStart)
    : undefined;
  const stats = monthStats(recentCounted, month, today);
  const budget = budgetStatus(history, entries, today, weekStart) ?? null;
  const insights = monthlyInsights(recentCounted, today);
  return {
    today,
    month: {
      ...month,
      heading: monthHeading(month.year, month.month),
      ...stats,
      ...(periods ? { successRate: budgetSuccessRate(periods, month).successRate } : {}),
    },
    calendar,
    recent,
    goalToday: todayGoalText(history, today, budget),
    streaks: periods
      ? streakStats(budgetStreaks(periods, today), schedule)
      : streakStats(computeStreaks(counted, today)),
    week: weeklySummary(history, recentCounted, today, budget ?? undefined),
    // Under a budget the messages speak of its weeks or months (budgetInsights.ts), not of days.
    insights:
      periods && schedule && budget
        ? { ...insights, messages: budgetInsights(periods, budget, schedule, today) }
        : insights,
    strength: strengthPercent(counted, { firstDay, today, goals: history }),
    firstDay,
    budget,
    reduction: reduction(history, entries, {
      today,
      weekStart,
      unloggedDays: options.unloggedDays ?? DEFAULT_UNLOGGED_DAYS,
      baseline: options.baseline ?? null,
      costPerUnit: options.costPerUnit ?? null,
      milestonesSeen: options.milestonesSeen ?? [],
    }),
    holdSuggestion: holdSuggestion(history, entries, today),
  };
}

export function habitCard(stats: HabitStats): HabitCard {
  const { month, calendar, recent, goalToday, streaks, strength, budget } = stats;
  return {
    month: { heading: month.heading, onTrack: month.onTrack, missed: month.missed },
    calendar,
    recent,
    goalToday,
    streaks: {
      currentStreak: streaks.currentStreak,
      longestStreak: streaks.longestStreak,
      unit: streaks.unit,
    },
    strength,
    budget,
    reduction: stats.reduction,
  };
}
