/**
 * Stat cards and summaries of SPEC §2 over the windows of SPEC §9 / ARCHITECTURE:
 * weekly = the 7 days ending today, monthly = a month's days up to today.
 *
 * Success Rate = success entries ÷ logged days of the window, as a whole percent rounded DOWN
 * (so '75%' shows exactly when the 75% threshold is met, and '100%' only when every logged day is
 * a success); 0 when the window has no entries. Skipped days are no logged days: they count in
 * none of these figures.
 */
import type { MonthStats, WeeklySummary } from './summarySchemas';
import type { IsoDate, YearMonth } from './dates';
import { addDays, firstDayOfMonth, lastDayOfMonth, startOfMonth } from './dates';
import type { DayResult, LoggedDay } from './entries';
import { entriesInWindow, isMissed, isSuccess, withoutSkips } from './entries';
import type { Goal } from './goalSchemas';
import { asHistory, goalOn, type GoalHistory } from './goalHistory';
import { formatAmount, weeklyTargetText } from './goalTexts';
import { parseEntryNumber } from './judge';
import { countIn, say, type Texts } from './texts';

const SUMMARY_TEXTS = {
  successRate: /*i18n*/ { id: 'summary.successRate', message: '{percent}% success rate' },
};

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
  /** Missed days of SPEC §2's MONTHLY box: over and warning. */
  missedDays: number;
  /** Whole percent, rounded down; 0 without entries. */
  successRate: number;
}

export function successRatePercent(successDays: number, loggedDays: number): number {
  return loggedDays === 0 ? 0 : Math.floor((successDays * 100) / loggedDays);
}

export function windowStats(entries: readonly DayResult[], window: DateWindow): WindowStats {
  const inWindow =
    window.from > window.to ? [] : withoutSkips(entriesInWindow(entries, window.from, window.to));
  const successDays = inWindow.filter(isSuccess).length;
  return {
    loggedDays: inWindow.length,
    successDays,
    overDays: inWindow.filter((entry) => entry.performance === 'over').length,
    missedDays: inWindow.filter(isMissed).length,
    successRate: successRatePercent(successDays, inWindow.length),
  };
}

/**
 * A month's stat cards: Days on Target and Success Rate (the habit screen), On Track and Missed
 * (a summary card), over the month's days up to today. A month after today has no days yet.
 */
export function monthStats(
  entries: readonly DayResult[],
  month: YearMonth,
  today: IsoDate,
): MonthStats {
  const last = lastDayOfMonth(month);
  const stats = windowStats(entries, {
    from: firstDayOfMonth(month),
    to: last < today ? last : today,
  });
  return {
    daysOnTarget: stats.successDays,
    successRate: stats.successRate,
    loggedDays: stats.loggedDays,
    onTrack: stats.successDays,
    missed: stats.missedDays,
  };
}

/** A budget period's total as the Weekly Summary reads it (`budgetStatus` answers one). */
export interface BudgetTotal {
  period: 'week' | 'month';
  total: number;
  budget: number;
  over: number;
  /** The period in words, as every screen says it (`budgetUsedText`): '9 of 14 used this week'. */
  text: string;
}

/**
 * The Weekly Summary card over the 7 days ending today, by the goals in force those days; under a
 * budget also its period's total against the budget (`budget`, today's period).
 */
export function weeklySummary(
  goalOrHistory: Goal | GoalHistory,
  entries: readonly LoggedDay[],
  today: IsoDate,
  budget?: BudgetTotal,
  texts?: Texts,
): WeeklySummary {
  const history = asHistory(goalOrHistory);
  const goal = goalOn(history, today);
  const window = weekWindow(today);
  const stats = windowStats(entries, window);
  let averageDaily: number | null = null;
  if (goal.goalType === 'number') {
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
      goal.goalType === 'number'
        ? formatAmount(averageDaily ?? 0, texts)
        : texts
          ? say(texts, SUMMARY_TEXTS.successRate, { percent: countIn(texts, stats.successRate) })
          : `${stats.successRate}% success rate`,
    daysAboveTarget: stats.overDays,
    weeklyTarget: weeklyTargetText(history, today, texts),
    successRate: stats.successRate,
    successDays: stats.successDays,
    loggedDays: stats.loggedDays,
    budgetTotal:
      budget === undefined
        ? null
        : {
            period: budget.period,
            total: budget.total,
            budget: budget.budget,
            over: budget.over,
            text: budget.text,
          },
  };
}
