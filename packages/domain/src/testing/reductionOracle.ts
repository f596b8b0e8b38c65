/**
 * `countedDays` and `reduction` written plainly, from their definitions rather than as copies of
 * the walks: a date text stepped per day, every budget period made by counting its days one by one,
 * the net figures summed as they are defined (Σ baseline − Σ logged over the counted days).
 * The oracles the faster walks in unloggedDays.ts and reduction.ts are held to.
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
import type { ReductionOptions } from '../reduction';
import {
  bestResult,
  DEFAULT_UNLOGGED_DAYS,
  type AssumedDay,
  type UnloggedDaysOptions,
} from '../unloggedDays';
import { DEFAULT_WEEK_START, startOfWeek, type WeekStart } from '../weeks';
import type { Milestone, Reduction, ReductionPeriod } from '../reductionSchemas';
import { MEASURED_BASELINE_DAYS, MONEY_MILESTONES, REDUCTION_MILESTONES } from '../reductionLimits';

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
  return Math.round(value * factor) / factor || 0;
}

function sum(values: readonly number[]): number {
  let total = 0;
  for (const value of values) total += value;
  return total;
}

function period(days: readonly LoggedDay[], from: IsoDate, to: IsoDate): ReductionPeriod {
  const inside = days.filter((day) => day.date >= from && day.date <= to);
  return {
    total: round(sum(inside.map((day) => day.actualValue ?? 0)), 4),
    days: inside.length,
  };
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

/** The runs of days without an over day, from the first day to today, a day at a time. */
function runsWithoutOver(
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
function measuredBaseline(days: readonly LoggedDay[]): number | null {
  const first = days
    .filter((day) => day.actualValue != null && !('assumed' in day))
    .slice(0, MEASURED_BASELINE_DAYS);
  if (first.length < MEASURED_BASELINE_DAYS) return null;
  return round(sum(first.map((day) => day.actualValue ?? 0)) / first.length, 2);
}

/** A budget period, its days counted one by one. */
interface PlainPeriod {
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
function plainPeriods(
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
function thresholdsReached(best: number): number[] {
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
  const firstEntry = logged.map((entry) => entry.date).sort()[0];
  const seen = new Set(options.milestonesSeen ?? []);
  const month = yearMonthOf(today);
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
  if (goal.goalType !== 'number')
    return {
      baseline: null,
      baselineSource: null,
      per: null,
      baselineSoFar: null,
      thisWeek: null,
      lastWeek: null,
      thisMonth: null,
      lastMonth: null,
      changeVsBaseline: null,
      unitsAvoided: null,
      moneySaved: null,
      ...overDays,
      milestones: [],
    };

  const schedule = isBudgetGoal(goal) ? goal.goalSchedule : null;
  const per = schedule === null ? 'day' : schedule === 'weekly_budget' ? 'week' : 'month';
  const skipped = new Set(past.filter(isSkipped).map((entry) => entry.date));
  const periods =
    schedule === null || firstEntry === undefined
      ? []
      : plainPeriods(schedule, skipped, firstEntry, today, weekStart);

  // The baseline: entered, else measured from the first 14 days (under a budget, their total
  // over their days not skipped, taken to 7 or 30 days, once those 14 days have ended).
  const entered = options.baseline ?? null;
  let measured: number | null = null;
  if (entered === null && firstEntry !== undefined) {
    if (per === 'day') measured = measuredBaseline(days);
    else {
      const last = addDays(firstEntry, MEASURED_BASELINE_DAYS - 1);
      let counted = 0;
      for (let date = firstEntry; date <= last; date = addDays(date, 1))
        if (!skipped.has(date)) counted++;
      if (last < today && counted > 0)
        measured = round(
          (period(days, firstEntry, last).total / counted) * (per === 'week' ? 7 : 30),
          2,
        );
    }
  }
  const baseline = entered ?? measured;

  const weekFrom = startOfWeek(today, weekStart);
  const thisWeek = period(days, weekFrom, today);
  const lastWeek = period(days, addDays(weekFrom, -7), addDays(weekFrom, -1));
  const thisMonth = monthPeriod(days, month);

  // The period in progress under a budget: its share of the baseline so far.
  const now = periods.find((each) => each.start <= today && today <= each.end);
  const baselineSoFar =
    baseline === null || now === undefined || now.counted === 0
      ? null
      : (baseline * now.counted) / now.length;
  const current = per === 'month' ? thisMonth : thisWeek;
  let changeVsBaseline: number | null = null;
  if (baseline !== null && baseline !== 0 && current.days > 0) {
    if (per === 'day') changeVsBaseline = round(current.total / current.days / baseline - 1, 4);
    else if (baselineSoFar !== null && baselineSoFar !== 0)
      changeVsBaseline = round(current.total / baselineSoFar - 1, 4);
  }

  // Net units: Σ baseline − Σ logged over the counted days. Per day each counted day has the
  // whole baseline; under a budget each counted day of a period has the period's ÷ its days.
  const loggedTotal = sum(days.map((day) => day.actualValue ?? 0));
  const baselineTotal =
    baseline === null
      ? 0
      : per === 'day'
        ? baseline * days.length
        : sum(periods.map((each) => (baseline * each.counted) / each.length));
  const unitsAvoided = baseline === null ? null : round(baselineTotal - loggedTotal, 2);
  const cost = options.costPerUnit ?? null;
  const moneySaved = unitsAvoided === null || cost === null ? null : round(unitsAvoided * cost, 2);

  // Reduction milestones: the best whole calendar week (per day: every day logged, its mean) or
  // whole budget period (begun on or after the first entry, ended by today, no day skipped).
  let best = 0;
  if (baseline !== null && baseline > 0 && firstEntry !== undefined) {
    if (per === 'day') {
      const byDate = new Map(days.map((day) => [day.date, day]));
      for (
        let start = startOfWeek(firstEntry, weekStart);
        addDays(start, 6) <= today;
        start = addDays(start, 7)
      ) {
        const week = Array.from({ length: 7 }, (_, offset) => byDate.get(addDays(start, offset)));
        if (week.some((day) => day === undefined)) continue;
        const mean = sum(week.map((day) => day?.actualValue ?? 0)) / 7;
        best = Math.max(best, 1 - mean / baseline);
      }
    } else
      for (const each of periods) {
        if (each.start < firstEntry || each.end > today || each.counted < each.length) continue;
        best = Math.max(best, 1 - period(days, each.start, each.end).total / baseline);
      }
  }
  const reached: Omit<Milestone, 'seen'>[] = [
    ...(baseline === null ? [] : thresholdsReached(best)).map((threshold) => ({
      id: `reduction-${threshold}`,
      kind: 'reduction' as const,
      threshold,
    })),
    ...MONEY_MILESTONES.filter((amount) => moneySaved !== null && moneySaved >= amount).map(
      (threshold) => ({ id: `money-${threshold}`, kind: 'money' as const, threshold }),
    ),
  ];
  return {
    baseline,
    baselineSource: entered !== null ? 'entered' : measured !== null ? 'measured' : null,
    per,
    baselineSoFar: baselineSoFar === null ? null : round(baselineSoFar, 2),
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
