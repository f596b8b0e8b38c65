/**
 * A habit's values against its goal over time, in days, weeks, months or years: what the progress
 * screen draws, so the browser never downloads every entry to draw it.
 *
 * Values are on the goal's scale: the amount for number goals, the level's rank (None 0 … High 3)
 * for level goals, the tag's position (1 … 4) for custom tags.
 */
import type { IsoDate } from './dates';
import { fromDayNumber, toDayNumber } from './dates';
import type { LoggedDay } from './entries';
import { isSkipped } from './entries';
import type { Goal } from './goalSchemas';
import { asHistory, goalOn, type GoalHistory } from './goalHistory';
import { isBudgetGoal } from './goals';
import type { BudgetSchedule } from './goalValues';
import {
  bucketBounds,
  bucketValue,
  isBucketOver,
  type BucketBounds,
  type HistoryBucket,
  type HistoryBucketCounts,
  type HistoryBucketTotals,
} from './historyBuckets';
import { entryOnScale, goalOnScale } from './judge';
import type { WeekStart } from './weeks';
import { DEFAULT_WEEK_START } from './weeks';

function round(value: number): number {
  return Math.round(value * 100) / 100;
}

/** A Monday, to read a goal per weekday once rather than per day. */
const A_MONDAY = toDayNumber('2024-01-01');

/** A goal version as the days read it: its goal per weekday and, under a budget, its budget. */
interface ReadVersion {
  from: number;
  goal: Goal;
  weekdayGoals: number[];
  budget: { schedule: BudgetSchedule; budget: number } | undefined;
}

/**
 * Every day of the buckets, by its distance from their first day, in flat arrays the bucket sums
 * walk: the day's logged value and result, whether it was skipped, the goal in force (a taper
 * plan's versions step it down) and whether that goal is a budget.
 */
interface SpanDays {
  first: number;
  versions: readonly ReadVersion[];
  /** The index in `versions` of the goal in force each day. */
  version: Uint32Array;
  goal: Float64Array;
  underBudget: Uint8Array;
  logged: Uint8Array;
  value: Float64Array;
  result: Uint8Array;
  skipped: Uint8Array;
}

const OTHER_RESULT = 0;
const SUCCESS_RESULT = 1;
const OVER_RESULT = 2;

function resultCode(performance: string): number {
  if (performance === 'success') return SUCCESS_RESULT;
  return performance === 'over' ? OVER_RESULT : OTHER_RESULT;
}

/**
 * Reads the days `first`…`last` by the goal in force each day: an entry's value on that goal's
 * scale, and the goal itself. One entry per day: a later one replaces an earlier one, as a later
 * save would, and an entry its goal cannot read leaves the day as it was.
 */
function spanDays(
  goals: Goal | GoalHistory,
  entries: readonly LoggedDay[],
  first: number,
  last: number,
): SpanDays {
  const [firstVersion, ...laterVersions] = asHistory(goals).map((version, index) => ({
    // The first version is in force before its date too.
    from: index === 0 ? -Infinity : toDayNumber(version.effectiveFrom),
    goal: version.goal,
    weekdayGoals: [0, 1, 2, 3, 4, 5, 6].map((weekday) =>
      goalOnScale(version.goal, fromDayNumber(A_MONDAY + weekday)),
    ),
    budget: isBudgetGoal(version.goal)
      ? { schedule: version.goal.goalSchedule, budget: version.goal.budget }
      : undefined,
  }));
  if (firstVersion === undefined) throw new Error('A goal history has at least one version');
  const versions: ReadVersion[] = [firstVersion, ...laterVersions];
  const length = Math.max(0, last - first + 1);
  const days: SpanDays = {
    first,
    versions,
    version: new Uint32Array(length),
    goal: new Float64Array(length),
    underBudget: new Uint8Array(length),
    logged: new Uint8Array(length),
    value: new Float64Array(length),
    result: new Uint8Array(length),
    skipped: new Uint8Array(length),
  };
  // The days come in order, so one pointer finds the version in force (the last one begun).
  let at = 0;
  let weekday = (((first - A_MONDAY) % 7) + 7) % 7;
  for (let index = 0; index < length; index++) {
    const day = first + index;
    while (at + 1 < versions.length && (versions[at + 1]?.from ?? day) <= day) at++;
    const version = versions[at] ?? firstVersion;
    days.version[index] = at;
    days.goal[index] = version.weekdayGoals[weekday] ?? 0;
    days.underBudget[index] = version.budget === undefined ? 0 : 1;
    weekday = weekday === 6 ? 0 : weekday + 1;
  }
  for (const entry of entries) {
    const index = toDayNumber(entry.date) - first;
    if (index < 0 || index >= length) continue;
    if (isSkipped(entry)) {
      days.skipped[index] = 1;
      days.logged[index] = 0;
      continue;
    }
    days.skipped[index] = 0;
    const value = entryOnScale((versions[days.version[index] ?? 0] ?? firstVersion).goal, entry);
    if (value === undefined) continue;
    days.logged[index] = 1;
    days.value[index] = value;
    days.result[index] = resultCode(entry.performance);
  }
  return days;
}

/** The budget schedule a bucket of this kind is one period of. */
const BUDGET_BUCKETS: Partial<Record<HistoryBucket, BudgetSchedule>> = {
  week: 'weekly_budget',
  month: 'monthly_budget',
};

/** A budget bucket: the totals of one budget period, drawn against its budget. */
function budgetBucketTotals(
  days: SpanDays,
  bounds: BucketBounds,
  today: number,
  budget: number,
  baseline: number | null,
): HistoryBucketTotals {
  let total = 0;
  let loggedDays = 0;
  let successDays = 0;
  let overDays = 0;
  let skippedDays = 0;
  const { start, end } = bounds;
  const last = Math.min(end, today) - days.first;
  for (let index = start - days.first; index <= last; index++) {
    skippedDays += days.skipped[index] ?? 0;
    if (days.logged[index] !== 1) continue;
    loggedDays++;
    total += days.value[index] ?? 0;
    const result = days.result[index];
    if (result === SUCCESS_RESULT) successDays++;
    else if (result === OVER_RESULT) overDays++;
  }
  return {
    start: bounds.startText,
    end: bounds.endText,
    total: round(total),
    average: loggedDays === 0 ? null : round(total / loggedDays),
    successDays,
    overDays,
    loggedDays,
    skippedDays,
    goal: start <= today ? budget : null,
    plannedGoal: end > today ? budget : null,
    value: loggedDays === 0 ? null : round(total),
    over: total > budget,
    budget,
    baseline,
  };
}

function bucketTotals(
  days: SpanDays,
  bounds: BucketBounds,
  today: number,
  baseline: number | null,
): HistoryBucketTotals {
  let total = 0;
  let loggedDays = 0;
  let successDays = 0;
  let overDays = 0;
  let goalSum = 0;
  let pastDays = 0;
  let plannedSum = 0;
  let comingDays = 0;
  let budgetDays = 0;
  let skippedDays = 0;
  const { start, end } = bounds;
  const { first } = days;
  // A day under a budget has no daily goal: it counts in no goal line.
  for (let index = Math.max(start, today + 1) - first; index <= end - first; index++) {
    if (days.underBudget[index] === 1) continue;
    comingDays++;
    plannedSum += days.goal[index] ?? 0;
  }
  const last = Math.min(end, today) - first;
  for (let index = start - first; index <= last; index++) {
    if (days.underBudget[index] === 1) budgetDays++;
    else {
      pastDays++;
      goalSum += days.goal[index] ?? 0;
    }
    skippedDays += days.skipped[index] ?? 0;
    if (days.logged[index] !== 1) continue;
    loggedDays++;
    total += days.value[index] ?? 0;
    const result = days.result[index];
    if (result === SUCCESS_RESULT) successDays++;
    else if (result === OVER_RESULT) overDays++;
  }
  const counts: HistoryBucketCounts = {
    start: bounds.startText,
    end: bounds.endText,
    total: round(total),
    average: loggedDays === 0 ? null : round(total / loggedDays),
    successDays,
    overDays,
    loggedDays,
    goal: pastDays === 0 ? null : round(goalSum / pastDays),
  };
  return {
    start: counts.start,
    end: counts.end,
    total: counts.total,
    average: counts.average,
    successDays,
    overDays,
    loggedDays,
    goal: counts.goal,
    skippedDays,
    plannedGoal: comingDays === 0 ? null : round(plannedSum / comingDays),
    value: bucketValue(counts),
    // Days under a budget: over when one of them passed its period's budget.
    over: isBucketOver(counts) || (budgetDays > 0 && overDays > 0),
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
export function habitHistory(
  goals: Goal | GoalHistory,
  entries: readonly LoggedDay[],
  range: { from: IsoDate; to: IsoDate; bucket: HistoryBucket },
  today: IsoDate,
  weekStart: WeekStart = DEFAULT_WEEK_START,
  baseline: number | null = null,
): HistoryBucketTotals[] {
  const bounds = bucketBounds(range, weekStart);
  const first = bounds[0]?.start ?? 0;
  const days = spanDays(goals, entries, first, bounds.at(-1)?.end ?? first - 1);
  const todayNumber = toDayNumber(today);
  // A budget habit's baseline is per period (`reduction`): it belongs on the budget buckets only.
  const perPeriod = isBudgetGoal(goalOn(asHistory(goals), today));
  const schedule = BUDGET_BUCKETS[range.bucket];
  return bounds.map((bucket) => {
    // The budget in force on the bucket's last day up to today, or on its first day to come.
    const budgetDay = Math.max(Math.min(bucket.end, todayNumber), bucket.start);
    const budget = days.versions[days.version[budgetDay - first] ?? 0]?.budget;
    return budget !== undefined && budget.schedule === schedule
      ? budgetBucketTotals(days, bucket, todayNumber, budget.budget, perPeriod ? baseline : null)
      : bucketTotals(days, bucket, todayNumber, perPeriod ? null : baseline);
  });
}
