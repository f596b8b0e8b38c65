/**
 * The periods the reduction figures read: a baseline's period, a budget's periods as counted,
 * a window's totals, the share of a month on goal, runs without an over day, a measured baseline.
 */
import type { IsoDate, YearMonth } from './dates';
import { addDays, daysBetween, firstDayOfMonth, lastDayOfMonth, toDayNumber } from './dates';
import type { LoggedDay } from './entries';
import { sortedIndexOfDate } from './entries';
import type { Goal } from './goalSchemas';
import type { GoalSchedule } from './goalValues';
import { isBudgetGoal } from './goals';
import { budgetPeriod } from './budgets';
import { type WeekStart } from './weeks';
import type { ReductionPeriod } from './reductionSchemas';
import { MEASURED_BASELINE_DAYS, type BaselinePeriod } from './reductionLimits';

/** `value` to `decimals` places; never −0 (a net figure rounded to nothing is 0). */
export function round(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor || 0;
}

/**
 * What the baseline (and the change against it) is per: a day, or the period of a budget goal (a
 * weekly or monthly total), and the figures follow it.
 */
export function baselinePeriod(goal: Goal): BaselinePeriod {
  return baselinePeriodOfSchedule(goal.goalSchedule);
}

/**
 * The period a baseline is per under a goal schedule: a day for daily and per-weekday goals, a
 * week or a month under a weekly or monthly budget (the habit form asks it so).
 */
export function baselinePeriodOfSchedule(schedule: GoalSchedule): BaselinePeriod {
  if (schedule === 'weekly_budget') return 'week';
  return schedule === 'monthly_budget' ? 'month' : 'day';
}

/** The days a measured per-period baseline scales the first days' total to. */
export const PERIOD_DAYS: Record<Exclude<BaselinePeriod, 'day'>, number> = { week: 7, month: 30 };

/** A budget period as the figures count it: its days, its total and its counted days. */
export interface CountedPeriod {
  start: IsoDate;
  end: IsoDate;
  /** The period's logged total. */
  total: number;
  /** Its days from the first entry to today, less its skipped days. */
  counted: number;
  /** All its days (7, or the month's). */
  length: number;
}

/**
 * A budget's periods from the first entry's to today's, each with its total and the days the
 * figures count: its days from the first entry to today, less its skipped days. `days` are sorted
 * by date.
 */
export function budgetPeriods(
  goal: Goal,
  days: readonly LoggedDay[],
  skipped: readonly IsoDate[],
  firstDay: IsoDate,
  today: IsoDate,
  weekStart: WeekStart,
): CountedPeriod[] {
  if (!isBudgetGoal(goal)) return [];
  const periods: CountedPeriod[] = [];
  // The periods come in date order, as `days` do: one pass over each, not one per period.
  const sortedSkips = [...skipped].sort();
  let skipAt = 0;
  let dayAt = 0;
  for (
    let current = budgetPeriod(goal.goalSchedule, firstDay, weekStart);
    current.start <= today;
    current = budgetPeriod(goal.goalSchedule, addDays(current.end, 1), weekStart)
  ) {
    const { start, end } = current;
    const from = start < firstDay ? firstDay : start;
    const to = end > today ? today : end;
    while ((sortedSkips[skipAt] ?? to) < from) skipAt++;
    let skippedDays = 0;
    while (
      skipAt + skippedDays < sortedSkips.length &&
      (sortedSkips[skipAt + skippedDays] ?? to) <= to
    )
      skippedDays++;
    while ((days[dayAt]?.date ?? end) < start) dayAt++;
    let total = 0;
    for (let at = dayAt; at < days.length && (days[at]?.date ?? end) <= end; at++)
      total += days[at]?.actualValue ?? 0;
    periods.push({
      start,
      end,
      total: round(total, 4),
      counted: daysBetween(from, to) + 1 - skippedDays,
      length: daysBetween(start, end) + 1,
    });
  }
  return periods;
}

/** A budget's measured baseline: the first 14 days' total taken to the period; null before then. */
export function measuredPeriodBaseline(
  days: readonly LoggedDay[],
  skipped: readonly IsoDate[],
  firstDay: IsoDate,
  today: IsoDate,
  per: Exclude<BaselinePeriod, 'day'>,
): number | null {
  const last = addDays(firstDay, MEASURED_BASELINE_DAYS - 1);
  if (last >= today) return null;
  const counted =
    MEASURED_BASELINE_DAYS - skipped.filter((date) => date >= firstDay && date <= last).length;
  if (counted <= 0) return null;
  return round((period(days, firstDay, last).total / counted) * PERIOD_DAYS[per], 2);
}

export function period(days: readonly LoggedDay[], from: IsoDate, to: IsoDate): ReductionPeriod {
  let total = 0;
  let count = 0;
  for (const day of days) {
    if (day.date < from || day.date > to) continue;
    total += day.actualValue ?? 0;
    count++;
  }
  return { total: round(total, 4), days: count };
}

/** `period` of days sorted by date: only the days of the window are read. */
export function sortedPeriod(
  days: readonly LoggedDay[],
  from: IsoDate,
  to: IsoDate,
): ReductionPeriod {
  const end = sortedIndexOfDate(days, to, true);
  let total = 0;
  let count = 0;
  for (let index = sortedIndexOfDate(days, from); index < end; index++) {
    total += days[index]?.actualValue ?? 0;
    count++;
  }
  return { total: round(total, 4), days: count };
}

export function monthPeriod(days: readonly LoggedDay[], month: YearMonth): ReductionPeriod {
  return sortedPeriod(days, firstDayOfMonth(month), lastDayOfMonth(month));
}

/** The share of a month's days (of days sorted by date) on goal; null without any. */
export function shareOnGoal(days: readonly LoggedDay[], month: YearMonth): number | null {
  const start = sortedIndexOfDate(days, firstDayOfMonth(month));
  const end = sortedIndexOfDate(days, lastDayOfMonth(month), true);
  if (end <= start) return null;
  let onGoal = 0;
  for (let index = start; index < end; index++)
    if (days[index]?.performance === 'success') onGoal++;
  return round(onGoal / (end - start), 4);
}

/** The runs of days without an over day, from the first day to today: [longest, the last one]. */
export function runsWithoutOver(
  days: readonly LoggedDay[],
  firstDay: IsoDate,
  today: IsoDate,
): { longest: number; last: number } {
  let longest = 0;
  let runStart = toDayNumber(firstDay);
  for (const day of days) {
    if (day.performance !== 'over') continue;
    const overDay = toDayNumber(day.date);
    longest = Math.max(longest, overDay - runStart);
    runStart = overDay + 1;
  }
  const todayNumber = toDayNumber(today);
  const last = runStart > todayNumber ? 0 : todayNumber - runStart + 1;
  return { longest: Math.max(longest, last), last };
}

/** The measured baseline: the mean of the first 14 logged amounts, or null with fewer. */
export function measuredBaseline(days: readonly LoggedDay[]): number | null {
  let sum = 0;
  let count = 0;
  for (const day of days) {
    // Assumed days ('zero') are no measurement.
    if (day.actualValue == null || 'assumed' in day) continue;
    sum += day.actualValue;
    if (++count === MEASURED_BASELINE_DAYS) return round(sum / count, 2);
  }
  return null;
}
