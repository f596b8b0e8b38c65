/**
 * `countedDays` and `reduction` written plainly (a date text stepped per day, each budget period
 * scanning every day): the oracles the faster walks in unloggedDays.ts and reduction.ts are held to.
 */
import type { IsoDate, YearMonth } from '../dates';
import {
  addDays,
  addMonths,
  compareDates,
  daysBetween,
  firstDayOfMonth,
  lastDayOfMonth,
  yearMonthOf,
} from '../dates';
import type { LoggedDay } from '../entries';
import { isSkipped, isSuccess } from '../entries';
import { asHistory, goalOn, type GoalHistory } from '../goalHistory';
import type { Goal } from '../goalSchemas';
import { isBudgetGoal } from '../goals';
import { budgetPeriod } from '../budgets';
import { baselinePeriod, type ReductionOptions } from '../reduction';
import {
  bestResult,
  DEFAULT_UNLOGGED_DAYS,
  type AssumedDay,
  type UnloggedDaysOptions,
} from '../unloggedDays';
import { DEFAULT_WEEK_START, startOfWeek, type WeekStart } from '../weeks';
import type { Milestone, Reduction, ReductionPeriod } from '../reductionSchemas';
import {
  MEASURED_BASELINE_DAYS,
  MONEY_MILESTONES,
  REDUCTION_MILESTONES,
  type BaselinePeriod,
} from '../reductionLimits';

/**
 * The entries the rules count: under 'not_logged' the entries as they are; under 'zero' also every
 * day from the first day to yesterday that has no entry (a skipped day has one), as an
 * `AssumedDay`. One entry per day, sorted by date.
 */
export function plainCountedDays<T extends LoggedDay>(
  entries: readonly T[],
  options: UnloggedDaysOptions,
): (T | AssumedDay)[] {
  const sorted = [...entries].sort((a, b) => compareDates(a.date, b.date));
  if (options.unloggedDays !== 'zero') return sorted;
  const history = asHistory(options.goals);
  const logged = new Map(sorted.map((entry) => [entry.date, entry]));
  const counted: (T | AssumedDay)[] = [];
  for (const entry of sorted) if (entry.date < options.firstDay) counted.push(entry);
  let versionIndex = 0;
  for (let date = options.firstDay; date <= options.today; date = addDays(date, 1)) {
    const entry = logged.get(date);
    if (entry !== undefined) {
      counted.push(entry);
      continue;
    }
    if (date === options.today) continue;
    while ((history[versionIndex + 1]?.effectiveFrom ?? '9999-12-31') <= date) versionIndex++;
    const goal = history[versionIndex]?.goal;
    if (goal === undefined) continue;
    counted.push({ date, performance: 'success', ...bestResult(goal), assumed: true });
  }
  for (const entry of sorted) if (entry.date > options.today) counted.push(entry);
  return counted;
}

function round(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
}

/** The days a measured per-period baseline scales the first days' total to. */
const PERIOD_DAYS: Record<Exclude<BaselinePeriod, 'day'>, number> = { week: 7, month: 30 };

/**
 * A budget's periods from the first entry's to today's, each with its total and the share of the
 * period the figures count: its days from the first entry to today, less its skipped days.
 */
function budgetPeriods(
  goal: Goal,
  days: readonly LoggedDay[],
  skipped: readonly IsoDate[],
  firstDay: IsoDate,
  today: IsoDate,
  weekStart: WeekStart,
): { start: IsoDate; end: IsoDate; total: number; share: number }[] {
  if (!isBudgetGoal(goal)) return [];
  const periods = [];
  for (
    let current = budgetPeriod(goal.goalSchedule, firstDay, weekStart);
    current.start <= today;
    current = budgetPeriod(goal.goalSchedule, addDays(current.end, 1), weekStart)
  ) {
    const { start, end } = current;
    const from = start < firstDay ? firstDay : start;
    const to = end > today ? today : end;
    const skippedDays = skipped.filter((date) => date >= from && date <= to).length;
    const length = daysBetween(start, end) + 1;
    periods.push({
      start,
      end,
      total: period(days, start, end).total,
      share: (daysBetween(from, to) + 1 - skippedDays) / length,
    });
  }
  return periods;
}

/** A budget's measured baseline: the first 14 days' total taken to the period; null before then. */
function measuredPeriodBaseline(
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

function period(days: readonly LoggedDay[], from: IsoDate, to: IsoDate): ReductionPeriod {
  let total = 0;
  let count = 0;
  for (const day of days) {
    if (day.date < from || day.date > to) continue;
    total += day.actualValue ?? 0;
    count++;
  }
  return { total: round(total, 4), days: count };
}

function monthPeriod(days: readonly LoggedDay[], month: YearMonth): ReductionPeriod {
  return period(days, firstDayOfMonth(month), lastDayOfMonth(month));
}

function shareOnGoal(days: readonly LoggedDay[], month: YearMonth): number | null {
  const from = firstDayOfMonth(month);
  const to = lastDayOfMonth(month);
  const inMonth = days.filter((day) => day.date >= from && day.date <= to);
  if (inMonth.length === 0) return null;
  return round(inMonth.filter(isSuccess).length / inMonth.length, 4);
}

/** The runs of days without an over day, from the first day to today: [longest, the last one]. */
function runsWithoutOver(
  days: readonly LoggedDay[],
  firstDay: IsoDate,
  today: IsoDate,
): { longest: number; last: number } {
  let longest = 0;
  let runStart = firstDay;
  for (const day of days) {
    if (day.performance !== 'over') continue;
    longest = Math.max(longest, daysBetween(runStart, day.date));
    runStart = addDays(day.date, 1);
  }
  const last = runStart > today ? 0 : daysBetween(runStart, today) + 1;
  return { longest: Math.max(longest, last), last };
}

/** The measured baseline: the mean of the first 14 logged days, or null with fewer. */
function measuredBaseline(days: readonly LoggedDay[]): number | null {
  const first = days.filter((day) => day.actualValue != null).slice(0, MEASURED_BASELINE_DAYS);
  if (first.length < MEASURED_BASELINE_DAYS) return null;
  return round(first.reduce((sum, day) => sum + (day.actualValue ?? 0), 0) / first.length, 2);
}

/** The weeks, ended by today, that were a whole week at least `percent` below the baseline. */
function reductionMilestonesReached(
  days: readonly LoggedDay[],
  baseline: number,
  firstDay: IsoDate,
  today: IsoDate,
  weekStart: WeekStart,
): number[] {
  if (baseline <= 0) return [];
  const byDate = new Map(days.map((day) => [day.date, day]));
  let best = 0;
  for (
    let start = startOfWeek(firstDay, weekStart);
    addDays(start, 6) <= today;
    start = addDays(start, 7)
  ) {
    let total = 0;
    let logged = 0;
    let whole = true;
    for (let offset = 0; offset < 7; offset++) {
      const date = addDays(start, offset);
      const day = byDate.get(date);
      if (day === undefined) {
        whole = false;
        break;
      }
      total += day.actualValue ?? 0;
      logged++;
    }
    if (!whole || logged === 0) continue;
    best = Math.max(best, 1 - total / logged / baseline);
  }
  return REDUCTION_MILESTONES.filter((percent) => best >= percent / 100 - 1e-9);
}

/** Under a budget: the whole periods, ended by today, whose total was that far below the baseline. */
function periodMilestonesReached(
  periods: readonly { start: IsoDate; end: IsoDate; total: number; share: number }[],
  baseline: number,
  firstDay: IsoDate,
  today: IsoDate,
): number[] {
  if (baseline <= 0) return [];
  let best = 0;
  for (const each of periods) {
    if (each.start < firstDay || each.end > today || each.share < 1) continue;
    best = Math.max(best, 1 - each.total / baseline);
  }
  return REDUCTION_MILESTONES.filter((percent) => best >= percent / 100 - 1e-9);
}

/**
 * Every figure of the reduction of a habit, from its goal (or goal history), its entries (any
 * order, one per day; skipped days are left out of every figure) and `today`. Level and tag
 * habits answer the shares on goal and the over-day runs, and null for the number-only figures.
 */
export function plainReduction(
  goals: Goal | GoalHistory,
  entries: readonly LoggedDay[],
  options: ReductionOptions,
): Reduction {
  const { today } = options;
  const history = asHistory(goals);
  const goal = goalOn(history, today);
  const weekStart = options.weekStart ?? DEFAULT_WEEK_START;
  const past = entries.filter((entry) => entry.date <= today);
  const logged = past.filter((entry) => !isSkipped(entry));
  const firstEntry = logged.reduce<IsoDate | undefined>(
    (first, entry) => (first === undefined || entry.date < first ? entry.date : first),
    undefined,
  );
  const seen = new Set(options.milestonesSeen ?? []);
  const month = yearMonthOf(today);
  const numberOnly = {
    baseline: null,
    baselineSource: null,
    per: null,
    thisWeek: null,
    lastWeek: null,
    thisMonth: null,
    lastMonth: null,
    changeVsBaseline: null,
    unitsAvoided: null,
    moneySaved: null,
    milestones: [],
  };
  // Every day the figures count, from the first entry on: under 'zero' also the unlogged past days.
  const days = (
    firstEntry === undefined
      ? []
      : plainCountedDays(
          past.filter((entry) => entry.date >= firstEntry),
          {
            unloggedDays: options.unloggedDays ?? DEFAULT_UNLOGGED_DAYS,
            firstDay: firstEntry,
            today,
            goals: history,
          },
        )
  ).filter((day) => !isSkipped(day));
  const runs = firstEntry === undefined ? undefined : runsWithoutOver(days, firstEntry, today);
  const overDays = {
    daysSinceOver: runs === undefined ? null : runs.last,
    longestWithoutOver: runs?.longest ?? 0,
    shareOnGoalThisMonth: shareOnGoal(days, month),
    shareOnGoalFirstMonth:
      firstEntry === undefined ? null : shareOnGoal(days, yearMonthOf(firstEntry)),
  };
  if (goal.goalType !== 'number') return { ...numberOnly, ...overDays };

  const per = baselinePeriod(goal);
  const skippedDays = past.filter(isSkipped).map((entry) => entry.date);
  const entered = options.baseline ?? null;
  const measured =
    entered !== null || firstEntry === undefined
      ? null
      : per === 'day'
        ? measuredBaseline(days.filter((day) => !('assumed' in day)))
        : measuredPeriodBaseline(days, skippedDays, firstEntry, today, per);
  const baseline = entered ?? measured;
  const weekFrom = startOfWeek(today, weekStart);
  const thisWeek = period(days, weekFrom, today);
  const lastWeek = period(days, addDays(weekFrom, -7), addDays(weekFrom, -1));
  const thisMonth = monthPeriod(days, month);
  // Under a budget: the period's total against the baseline of the period.
  const current = per === 'month' ? thisMonth : thisWeek;
  const changeVsBaseline =
    baseline === null || baseline === 0 || current.days === 0
      ? null
      : round((per === 'day' ? current.total / current.days : current.total) / baseline - 1, 4);
  const periods =
    firstEntry === undefined
      ? []
      : budgetPeriods(goal, days, skippedDays, firstEntry, today, weekStart);
  const unitsAvoided =
    baseline === null
      ? null
      : per === 'day'
        ? round(
            days.reduce((sum, day) => sum + Math.max(0, baseline - (day.actualValue ?? 0)), 0),
            2,
          )
        : round(
            periods.reduce((sum, each) => sum + Math.max(0, baseline * each.share - each.total), 0),
            2,
          );
  const cost = options.costPerUnit ?? null;
  const moneySaved = unitsAvoided === null || cost === null ? null : round(unitsAvoided * cost, 2);
  const reached: Omit<Milestone, 'seen'>[] = [
    ...(baseline === null || firstEntry === undefined
      ? []
      : per === 'day'
        ? reductionMilestonesReached(days, baseline, firstEntry, today, weekStart)
        : periodMilestonesReached(periods, baseline, firstEntry, today)
    ).map((threshold) => ({ id: `reduction-${threshold}`, kind: 'reduction' as const, threshold })),
    ...MONEY_MILESTONES.filter((amount) => moneySaved !== null && moneySaved >= amount).map(
      (threshold) => ({ id: `money-${threshold}`, kind: 'money' as const, threshold }),
    ),
  ];
  return {
    baseline,
    baselineSource: entered !== null ? 'entered' : measured !== null ? 'measured' : null,
    per,
    thisWeek,
    lastWeek,
    thisMonth,
    lastMonth: monthPeriod(days, addMonths(month, -1)),
    changeVsBaseline,
    unitsAvoided,
    moneySaved,
    ...overDays,
    milestones: reached.map((milestone) => ({ ...milestone, seen: seen.has(milestone.id) })),
  };
}
