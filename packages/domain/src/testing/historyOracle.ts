/**
 * `habitHistory` written from its definition, sharing nothing with history.ts's walk: a date text
 * per day, each day's goal looked up in the history afresh, each bucket's days listed and counted
 * with filters, and a bar's value and "over" written out here rather than taken from history.ts.
 * Buckets are stepped by their plain date definitions (`bucketStart`, `nextBucketStart`), which the
 * walk's own bounds by day numbers are thus checked against. Slow and obvious on purpose: the fast
 * walk is held to it, bucket for bucket.
 */
import type { IsoDate } from '../dates';
import { addDays, compareDates } from '../dates';
import type { LoggedDay } from '../entries';
import { isSkipped } from '../entries';
import type { Goal } from '../goalSchemas';
import { asHistory, goalOn, type GoalHistory } from '../goalHistory';
import { isBudgetGoal } from '../goals';
import type { BudgetSchedule } from '../goalValues';
import {
  bucketStart,
  nextBucketStart,
  type HistoryBucket,
  type HistoryBucketTotals,
} from '../historyBuckets';
import { entryOnScale, goalOnScale } from '../judge';
import type { WeekStart } from '../weeks';
import { DEFAULT_WEEK_START } from '../weeks';

function round(value: number): number {
  return Math.round(value * 100) / 100;
}

/** What a walk over the days reads: each day's value and its goal, by date. */
interface DayReader {
  entry(date: IsoDate): { value: number; performance: string } | undefined;
  goal(date: IsoDate): number;
  /** Whether the day is a skipped day. */
  skipped(date: IsoDate): boolean;
  /** The day's budget and its schedule, when its goal is a budget. */
  budget(date: IsoDate): { schedule: BudgetSchedule; budget: number } | undefined;
}

/**
 * Reads each day by the goal in force that day, looked up in the history afresh: an entry's value
 * on that goal's scale, and the goal itself (a taper plan's versions step it down).
 */
function dayReader(goals: Goal | GoalHistory, entries: readonly LoggedDay[]): DayReader {
  const history = asHistory(goals);
  // One entry per day: a later one replaces an earlier one, as a later save would.
  const entryOn = new Map(entries.map((entry) => [entry.date, entry]));
  return {
    entry: (date) => {
      const entry = entryOn.get(date);
      if (entry === undefined || isSkipped(entry)) return undefined;
      const value = entryOnScale(goalOn(history, date), entry);
      return value === undefined ? undefined : { value, performance: entry.performance };
    },
    skipped: (date) => {
      const entry = entryOn.get(date);
      return entry !== undefined && isSkipped(entry);
    },
    goal: (date) => goalOnScale(goalOn(history, date), date),
    budget: (date) => {
      const goal = goalOn(history, date);
      return isBudgetGoal(goal) ? { schedule: goal.goalSchedule, budget: goal.budget } : undefined;
    },
  };
}

/** The dates from `from` to `to`, both included. */
function datesBetween(from: IsoDate, to: IsoDate): IsoDate[] {
  const dates: IsoDate[] = [];
  for (let date = from; date <= to; date = addDays(date, 1)) dates.push(date);
  return dates;
}

/** The earlier of two dates. */
function earlier(a: IsoDate, b: IsoDate): IsoDate {
  return a < b ? a : b;
}

/** The budget schedule a bucket of this kind is one period of. */
const BUDGET_BUCKETS: Partial<Record<HistoryBucket, BudgetSchedule>> = {
  week: 'weekly_budget',
  month: 'monthly_budget',
};

/** A bucket's counts over its days up to today: what was logged, and how it went. */
function loggedCounts(read: DayReader, days: readonly IsoDate[]) {
  const logged = days.flatMap((date) => read.entry(date) ?? []);
  const total = logged.reduce((sum, entry) => sum + entry.value, 0);
  return {
    total,
    loggedDays: logged.length,
    successDays: logged.filter((entry) => entry.performance === 'success').length,
    overDays: logged.filter((entry) => entry.performance === 'over').length,
    skippedDays: days.filter((date) => read.skipped(date)).length,
  };
}

/** The mean of some numbers, or null for none. */
function mean(values: readonly number[]): number | null {
  return values.length === 0 ? null : values.reduce((sum, value) => sum + value, 0) / values.length;
}

/** A budget bucket: the totals of one budget period, drawn against its budget. */
function budgetBucketTotals(
  read: DayReader,
  start: IsoDate,
  end: IsoDate,
  today: IsoDate,
  budget: number,
  baseline: number | null,
): HistoryBucketTotals {
  const counted = loggedCounts(read, datesBetween(start, earlier(end, today)));
  return {
    start,
    end,
    total: round(counted.total),
    average: counted.loggedDays === 0 ? null : round(counted.total / counted.loggedDays),
    successDays: counted.successDays,
    overDays: counted.overDays,
    loggedDays: counted.loggedDays,
    skippedDays: counted.skippedDays,
    goal: start <= today ? budget : null,
    plannedGoal: end > today ? budget : null,
    value: counted.loggedDays === 0 ? null : round(counted.total),
    over: counted.total > budget,
    budget,
    baseline,
  };
}

/**
 * Any other bucket: its bar a day's value or a longer bucket's mean per logged day; its line the
 * mean daily goal of its days so far, and of its days to come for the planned line. A day under a
 * budget has no daily goal: it counts in no goal line, and the bucket is over when one of those
 * days passed its period's budget.
 */
function bucketTotals(
  read: DayReader,
  start: IsoDate,
  end: IsoDate,
  today: IsoDate,
  baseline: number | null,
): HistoryBucketTotals {
  const past = datesBetween(start, earlier(end, today));
  const coming = datesBetween(start > today ? start : addDays(today, 1), end);
  const daily = (date: IsoDate) => read.budget(date) === undefined;
  const counted = loggedCounts(read, past);
  const average = counted.loggedDays === 0 ? null : round(counted.total / counted.loggedDays);
  const goal = mean(past.filter(daily).map((date) => read.goal(date)));
  const plannedGoal = mean(coming.filter(daily).map((date) => read.goal(date)));
  const oneDay = start === end;
  const overByGoal = oneDay
    ? counted.overDays > 0
    : average !== null && goal !== null && average > round(goal);
  return {
    start,
    end,
    total: round(counted.total),
    average,
    successDays: counted.successDays,
    overDays: counted.overDays,
    loggedDays: counted.loggedDays,
    goal: goal === null ? null : round(goal),
    skippedDays: counted.skippedDays,
    plannedGoal: plannedGoal === null ? null : round(plannedGoal),
    value: counted.loggedDays === 0 ? null : oneDay ? round(counted.total) : average,
    over: overByGoal || (past.some((date) => !daily(date)) && counted.overDays > 0),
    budget: null,
    baseline,
  };
}

/**
 * The buckets that overlap `from`…`to`, oldest first, each a whole week (from `weekStart`, Monday
 * by default), month or year, or one day. Days after today count for nothing but their planned
 * goal. `baseline` (per day, as `reduction` answers it) rides along in every bucket, for the chart's
 * baseline line.
 *
 * Under a weekly budget each week bucket (a monthly budget: each month bucket) is one budget
 * period: its bar is its total and its line the budget (`budget`); the baseline, then per period,
 * rides on those buckets only.
 */
export function plainHabitHistory(
  goals: Goal | GoalHistory,
  entries: readonly LoggedDay[],
  range: { from: IsoDate; to: IsoDate; bucket: HistoryBucket },
  today: IsoDate,
  weekStart: WeekStart = DEFAULT_WEEK_START,
  baseline: number | null = null,
): HistoryBucketTotals[] {
  const read = dayReader(goals, entries);
  // A budget habit's baseline is per period (`reduction`): it belongs on the budget buckets only.
  const perPeriod = isBudgetGoal(goalOn(asHistory(goals), today));
  const schedule = BUDGET_BUCKETS[range.bucket];
  const buckets: HistoryBucketTotals[] = [];
  for (
    let start = bucketStart(range.from, range.bucket, weekStart);
    compareDates(start, range.to) <= 0;
    start = nextBucketStart(start, range.bucket)
  ) {
    const end = addDays(nextBucketStart(start, range.bucket), -1);
    // The budget in force on the bucket's last day up to today, or on its first day to come.
    const budget = read.budget(end <= today ? end : start > today ? start : today);
    buckets.push(
      budget !== undefined && budget.schedule === schedule
        ? budgetBucketTotals(read, start, end, today, budget.budget, perPeriod ? baseline : null)
        : bucketTotals(read, start, end, today, perPeriod ? null : baseline),
    );
  }
  return buckets;
}
