/**
 * The periods and runs the reduction's figures are made of, written plainly for the oracle in
 * reductionOracle.ts: days filtered by date, budget periods counted a day at a time.
 */
import type { IsoDate, YearMonth } from '../dates';
import { addDays, daysBetween, firstDayOfMonth, lastDayOfMonth, yearMonthOf } from '../dates';
import type { LoggedDay } from '../entries';
import { isSuccess } from '../entries';
import { startOfWeek, type WeekStart } from '../weeks';
import type { ReductionPeriod } from '../reductionSchemas';
import { MEASURED_BASELINE_DAYS, REDUCTION_MILESTONES } from '../reductionLimits';

export function round(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor || 0;
}

export function sum(values: readonly number[]): number {
  let total = 0;
  for (const value of values) total += value;
  return total;
}

export function period(days: readonly LoggedDay[], from: IsoDate, to: IsoDate): ReductionPeriod {
  const inside = days.filter((day) => day.date >= from && day.date <= to);
  return {
    total: round(sum(inside.map((day) => day.actualValue ?? 0)), 4),
    days: inside.length,
  };
}

export function monthPeriod(days: readonly LoggedDay[], month: YearMonth): ReductionPeriod {
  return period(days, firstDayOfMonth(month), lastDayOfMonth(month));
}

export function shareOnGoal(days: readonly LoggedDay[], month: YearMonth): number | null {
  const from = firstDayOfMonth(month);
  const to = lastDayOfMonth(month);
  const inMonth = days.filter((day) => day.date >= from && day.date <= to);
  if (inMonth.length === 0) return null;
  return round(inMonth.filter(isSuccess).length / inMonth.length, 4);
}

/** The runs of days without an over day, from the first day to today, a day at a time. */
export function runsWithoutOver(
  days: readonly LoggedDay[],
  firstDay: IsoDate,
  today: IsoDate,
): { longest: number; last: number } {
  const over = new Set(days.filter((day) => day.performance === 'over').map((day) => day.date));
  let longest = 0;
  let run = 0;
  for (let date = firstDay; date <= today; date = addDays(date, 1)) {
    run = over.has(date) ? 0 : run + 1;
    longest = Math.max(longest, run);
  }
  return { longest, last: run };
}

/** The measured baseline: the mean of the first 14 logged amounts, or null with fewer. */
export function measuredBaseline(days: readonly LoggedDay[]): number | null {
  const first = days
    .filter((day) => day.actualValue != null && !('assumed' in day))
    .slice(0, MEASURED_BASELINE_DAYS);
  if (first.length < MEASURED_BASELINE_DAYS) return null;
  return round(sum(first.map((day) => day.actualValue ?? 0)) / first.length, 2);
}

/** A budget period, its days counted one by one. */
export interface PlainPeriod {
  start: IsoDate;
  end: IsoDate;
  /** Its days (7, or the month's). */
  length: number;
  /** Its days from the first entry to today that are not skipped. */
  counted: number;
}

/**
 * The periods of a budget from the first entry's to today's: each date from the first entry to
 * today is put in its period and counted unless skipped.
 */
export function plainPeriods(
  schedule: 'weekly_budget' | 'monthly_budget',
  skipped: ReadonlySet<IsoDate>,
  firstDay: IsoDate,
  today: IsoDate,
  weekStart: WeekStart,
): PlainPeriod[] {
  const periods = new Map<IsoDate, PlainPeriod>();
  for (let date = firstDay; date <= today; date = addDays(date, 1)) {
    const start =
      schedule === 'weekly_budget'
        ? startOfWeek(date, weekStart)
        : firstDayOfMonth(yearMonthOf(date));
    const end =
      schedule === 'weekly_budget' ? addDays(start, 6) : lastDayOfMonth(yearMonthOf(date));
    const each = periods.get(start) ?? {
      start,
      end,
      length: daysBetween(start, end) + 1,
      counted: 0,
    };
    if (!skipped.has(date)) each.counted++;
    periods.set(start, each);
  }
  return [...periods.values()];
}

/** The share of the milestones' thresholds `best` (a fraction below the baseline) reaches. */
export function thresholdsReached(best: number): number[] {
  return REDUCTION_MILESTONES.filter((percent) => best >= percent / 100 - 1e-9);
}
