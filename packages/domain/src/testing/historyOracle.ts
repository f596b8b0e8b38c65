/**
 * `habitHistory` written plainly (a date text per bucket bound, each day read through a map of its
 * entry and a scan of the goal history): the oracle the walk over day numbers in history.ts is held
 * to, bucket for bucket.
 */
import type { IsoDate } from '../dates';
import {
  addDays,
  addMonths,
  compareDates,
  firstDayOfMonth,
  fromDayNumber,
  parseIsoDate,
  toDayNumber,
  yearMonthOf,
} from '../dates';
import type { LoggedDay } from '../entries';
import { isSkipped } from '../entries';
import type { Goal } from '../goalSchemas';
import { asHistory, goalOn, type GoalHistory } from '../goalHistory';
import { isBudgetGoal } from '../goals';
import type { BudgetSchedule } from '../goalValues';
import {
  bucketValue,
  isBucketOver,
  type HistoryBucket,
  type HistoryBucketCounts,
  type HistoryBucketTotals,
} from '../history';
import { entryOnScale, goalOnScale } from '../judge';
import type { WeekStart } from '../weeks';
import { DEFAULT_WEEK_START, startOfWeek } from '../weeks';

function bucketStart(date: IsoDate, bucket: HistoryBucket, weekStart: WeekStart): IsoDate {
  switch (bucket) {
    case 'day':
      return date;
    case 'week':
      return startOfWeek(date, weekStart);
    case 'month':
      return firstDayOfMonth(yearMonthOf(date));
    case 'year':
      return `${String(parseIsoDate(date).year).padStart(4, '0')}-01-01`;
  }
}

function nextBucketStart(start: IsoDate, bucket: HistoryBucket): IsoDate {
  switch (bucket) {
    case 'day':
      return addDays(start, 1);
    case 'week':
      return addDays(start, 7);
    case 'month':
      return firstDayOfMonth(addMonths(yearMonthOf(start), 1));
    case 'year':
      return firstDayOfMonth(addMonths(yearMonthOf(start), 12));
  }
}

function round(value: number): number {
  return Math.round(value * 100) / 100;
}

/** What a walk over the days reads: each day's value and its goal, by day number. */
interface DayReader {
  entry(day: number): { value: number; performance: string } | undefined;
  goal(day: number): number;
  /** Whether the day is a skipped day. */
  skipped(day: number): boolean;
  /** The day's budget and its schedule, when its goal is a budget. */
  budget(day: number): { schedule: BudgetSchedule; budget: number } | undefined;
}

/** A Monday, to read a goal per weekday once rather than per day. */
const A_MONDAY = toDayNumber('2024-01-01');

/**
 * Reads each day by the goal in force that day: an entry's value on that goal's scale, and the
 * goal itself (a taper plan's versions step it down).
 */
function dayReader(goals: Goal | GoalHistory, entries: readonly LoggedDay[]): DayReader {
  const versions = asHistory(goals).map((version, index) => ({
    // The first version is in force before its date too.
    from: index === 0 ? -Infinity : toDayNumber(version.effectiveFrom),
    goal: version.goal,
    weekdayGoals: [0, 1, 2, 3, 4, 5, 6].map((weekday) =>
      goalOnScale(version.goal, fromDayNumber(A_MONDAY + weekday)),
    ),
  }));
  const versionAt = (day: number) => {
    let found = versions[0];
    for (const version of versions) {
      if (version.from > day) break;
      found = version;
    }
    if (!found) throw new Error('A goal history has at least one version');
    return found;
  };
  const byDay = new Map<number, { value: number; performance: string }>();
  const skippedDays = new Set<number>();
  for (const entry of entries) {
    const day = toDayNumber(entry.date);
    // One entry per day: a later one replaces an earlier one, as a later save would.
    if (isSkipped(entry)) {
      skippedDays.add(day);
      byDay.delete(day);
      continue;
    }
    skippedDays.delete(day);
    const value = entryOnScale(versionAt(day).goal, entry);
    if (value !== undefined) byDay.set(day, { value, performance: entry.performance });
  }
  return {
    entry: (day) => byDay.get(day),
    skipped: (day) => skippedDays.has(day),
    goal: (day) => versionAt(day).weekdayGoals[(((day - A_MONDAY) % 7) + 7) % 7] ?? 0,
    budget: (day) => {
      const { goal } = versionAt(day);
      return isBudgetGoal(goal) ? { schedule: goal.goalSchedule, budget: goal.budget } : undefined;
    },
  };
}

/** The budget schedule a bucket of this kind is one period of. */
const BUDGET_BUCKETS: Partial<Record<HistoryBucket, BudgetSchedule>> = {
  week: 'weekly_budget',
  month: 'monthly_budget',
};

/** A budget bucket: the totals of one budget period, drawn against its budget. */
function budgetBucketTotals(
  read: DayReader,
  start: IsoDate,
  end: IsoDate,
  today: number,
  budget: number,
  baseline: number | null,
): HistoryBucketTotals {
  let total = 0;
  let loggedDays = 0;
  let successDays = 0;
  let overDays = 0;
  let skippedDays = 0;
  const last = Math.min(toDayNumber(end), today);
  for (let day = toDayNumber(start); day <= last; day++) {
    if (read.skipped(day)) skippedDays++;
    const entry = read.entry(day);
    if (entry === undefined) continue;
    loggedDays++;
    total += entry.value;
    if (entry.performance === 'success') successDays++;
    if (entry.performance === 'over') overDays++;
  }
  const past = toDayNumber(start) <= today;
  return {
    start,
    end,
    total: round(total),
    average: loggedDays === 0 ? null : round(total / loggedDays),
    successDays,
    overDays,
    loggedDays,
    skippedDays,
    goal: past ? budget : null,
    plannedGoal: toDayNumber(end) > today ? budget : null,
    value: loggedDays === 0 ? null : round(total),
    over: total > budget,
    budget,
    baseline,
  };
}

function bucketTotals(
  read: DayReader,
  start: IsoDate,
  end: IsoDate,
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
  // A day under a budget has no daily goal: it counts in no goal line.
  for (let day = Math.max(toDayNumber(start), today + 1); day <= toDayNumber(end); day++) {
    if (read.budget(day) !== undefined) continue;
    comingDays++;
    plannedSum += read.goal(day);
  }
  const last = Math.min(toDayNumber(end), today);
  for (let day = toDayNumber(start); day <= last; day++) {
    if (read.budget(day) === undefined) {
      pastDays++;
      goalSum += read.goal(day);
    } else budgetDays++;
    if (read.skipped(day)) skippedDays++;
    const entry = read.entry(day);
    if (entry === undefined) continue;
    loggedDays++;
    total += entry.value;
    if (entry.performance === 'success') successDays++;
    if (entry.performance === 'over') overDays++;
  }
  const counts: HistoryBucketCounts = {
    start,
    end,
    total: round(total),
    average: loggedDays === 0 ? null : round(total / loggedDays),
    successDays,
    overDays,
    loggedDays,
    goal: pastDays === 0 ? null : round(goalSum / pastDays),
  };
  return {
    ...counts,
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
export function plainHabitHistory(
  goals: Goal | GoalHistory,
  entries: readonly LoggedDay[],
  range: { from: IsoDate; to: IsoDate; bucket: HistoryBucket },
  today: IsoDate,
  weekStart: WeekStart = DEFAULT_WEEK_START,
  baseline: number | null = null,
): HistoryBucketTotals[] {
  const read = dayReader(goals, entries);
  const todayNumber = toDayNumber(today);
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
    const budget = read.budget(
      Math.max(Math.min(toDayNumber(end), todayNumber), toDayNumber(start)),
    );
    buckets.push(
      budget !== undefined && budget.schedule === schedule
        ? budgetBucketTotals(
            read,
            start,
            end,
            todayNumber,
            budget.budget,
            perPeriod ? baseline : null,
          )
        : bucketTotals(read, start, end, todayNumber, perPeriod ? null : baseline),
    );
  }
  return buckets;
}
