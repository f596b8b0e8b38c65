/**
 * Stat cards and summaries of SPEC §2 over the windows of SPEC §9 / ARCHITECTURE:
 * weekly = the 7 days ending today, monthly = the 1st of today's month to today.
 *
 * Success Rate = success entries ÷ logged days of the window, as a whole percent rounded DOWN
 * (so '75%' shows exactly when the 75% threshold is met, and '100%' only when every logged day is
 * a success); 0 when the window has no entries.
 */
import type { IsoDate, YearMonth } from './dates';
import { addDays, firstDayOfMonth, lastDayOfMonth, startOfMonth } from './dates';
import type { DayResult, LoggedDay } from './entries';
import { entriesInWindow, isMissed, isSuccess } from './entries';
import type { HabitGoalFields } from './goals';
import { goalForDate, readGoalValue, tagCountOf, tagName } from './goals';
import { parseEntryNumber } from './judge';
import { LEVELS, WEEKDAYS } from './constants';

export interface DateWindow {
  from: IsoDate;
  to: IsoDate;
}

/** The 7 days ending today. */
export function weekWindow(today: IsoDate): DateWindow {
  return { from: addDays(today, -6), to: today };
}

/** The 1st of today's month to today. */
export function monthWindow(today: IsoDate): DateWindow {
  return { from: startOfMonth(today), to: today };
}

export interface WindowStats {
  loggedDays: number;
  successDays: number;
  overDays: number;
  warningDays: number;
  /** Whole percent, rounded down; 0 without entries. */
  successRate: number;
}

export function successRatePercent(successDays: number, loggedDays: number): number {
  return loggedDays === 0 ? 0 : Math.floor((successDays * 100) / loggedDays);
}

export function windowStats(entries: readonly DayResult[], window: DateWindow): WindowStats {
  const inWindow = entriesInWindow(entries, window.from, window.to);
  const successDays = inWindow.filter(isSuccess).length;
  return {
    loggedDays: inWindow.length,
    successDays,
    overDays: inWindow.filter((entry) => entry.performance === 'over').length,
    warningDays: inWindow.filter((entry) => entry.performance === 'warning').length,
    successRate: successRatePercent(successDays, inWindow.length),
  };
}

export interface MonthStats {
  /** Days on Target: success days from the 1st to today. */
  daysOnTarget: number;
  /** Success Rate (percent) of the same window. */
  successRate: number;
  loggedDays: number;
}

/** The Days on Target and Success Rate stat cards (this month, up to today). */
export function monthStats(entries: readonly DayResult[], today: IsoDate): MonthStats {
  const stats = windowStats(entries, monthWindow(today));
  return {
    daysOnTarget: stats.successDays,
    successRate: stats.successRate,
    loggedDays: stats.loggedDays,
  };
}

export interface MonthTally {
  /** On Track: success days. */
  onTrack: number;
  /** Missed: warning days plus over days. */
  missed: number;
}

/** The MONTHLY box of a summary card, for the month shown (days after today are ignored). */
export function monthTally(
  entries: readonly DayResult[],
  month: YearMonth,
  today: IsoDate,
): MonthTally {
  const last = lastDayOfMonth(month);
  const inMonth = entriesInWindow(entries, firstDayOfMonth(month), last < today ? last : today);
  return { onTrack: inMonth.filter(isSuccess).length, missed: inMonth.filter(isMissed).length };
}

/** An average for display: at most one decimal, no trailing '.0' ('2.5', '3'). */
export function formatAverage(value: number): string {
  return String(Math.round(value * 10) / 10);
}

/**
 * The Weekly Target text (SPEC §2, exact):
 * - number: 'Keep under X/week', X = daily goal × 7; with per-weekday goals X is the sum of the
 *   seven weekday goals (a weekday without a goal adds 0);
 * - custom tags: 'Stay at {tag} or better';
 * - level: 'Stay at {level} level or below'.
 * Tag and level targets use the goal that applies today (the daily goal, or today's weekday
 * goal). Without a goal every value succeeds, so the text names the most lenient value: the last
 * tag, or 'high'.
 */
export function weeklyTargetText(habit: HabitGoalFields, today: IsoDate): string {
  if (habit.goalType === 'number') {
    const weekly =
      habit.goalSchedule === 'daily'
        ? (habit.dailyGoal ?? 0) * 7
        : WEEKDAYS.reduce((sum, day) => {
            const goal = readGoalValue('number', habit.weeklyGoals?.[day]);
            return sum + (typeof goal === 'number' ? goal : 0);
          }, 0);
    return `Keep under ${formatAverage(weekly)}/week`;
  }
  const goal = goalForDate(habit, today);
  if (habit.goalType === 'level') {
    const level = typeof goal === 'string' ? goal : LEVELS[LEVELS.length - 1];
    return `Stay at ${level} level or below`;
  }
  const position = typeof goal === 'number' ? goal : tagCountOf(habit);
  return `Stay at ${tagName(habit, position)} or better`;
}

export interface WeeklySummary {
  /** Mean logged amount over the logged days (number goals only; null otherwise or without values). */
  averageDaily: number | null;
  /** The Average Daily item: the formatted average for number goals, else 'N% success rate'. */
  averageDailyText: string;
  /** Days Above Target: over entries of the week. */
  daysAboveTarget: number;
  /** The Weekly Target item. */
  weeklyTarget: string;
  successRate: number;
  successDays: number;
  loggedDays: number;
}

/** The Weekly Summary card over the 7 days ending today. */
export function weeklySummary(
  habit: HabitGoalFields,
  entries: readonly LoggedDay[],
  today: IsoDate,
): WeeklySummary {
  const window = weekWindow(today);
  const stats = windowStats(entries, window);
  let averageDaily: number | null = null;
  if (habit.goalType === 'number') {
    const amounts = entriesInWindow(entries, window.from, window.to)
      .map((entry) => parseEntryNumber(entry.actualValue))
      .filter((amount): amount is number => amount !== undefined);
    averageDaily =
      amounts.length === 0
        ? null
        : amounts.reduce((sum, amount) => sum + amount, 0) / amounts.length;
  }
  return {
    averageDaily,
    averageDailyText:
      habit.goalType === 'number'
        ? formatAverage(averageDaily ?? 0)
        : `${stats.successRate}% success rate`,
    daysAboveTarget: stats.overDays,
    weeklyTarget: weeklyTargetText(habit, today),
    successRate: stats.successRate,
    successDays: stats.successDays,
    loggedDays: stats.loggedDays,
  };
}
