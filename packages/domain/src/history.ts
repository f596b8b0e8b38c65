/**
 * A habit's values against its goal over time, in days, weeks, months or years: what the progress
 * screen draws, so the browser never downloads every entry to draw it.
 *
 * Values are on the goal's scale: the amount for number goals, the level's rank (None 0 … High 3)
 * for level goals, the tag's position (1 … 4) for custom tags.
 */
import { z } from 'zod';
import type { IsoDate } from './dates';
import {
  addDays,
  addMonths,
  compareDates,
  firstDayOfMonth,
  fromDayNumber,
  parseIsoDate,
  toDayNumber,
  yearMonthOf,
} from './dates';
import type { LoggedDay } from './entries';
import { isSkipped } from './entries';
import type { Goal } from './goalSchemas';
import { asHistory, goalOn, type GoalHistory } from './goalHistory';
import { isBudgetGoal } from './goals';
import type { BudgetSchedule } from './goalValues';
import { entryOnScale, goalOnScale } from './judge';
import type { WeekStart } from './weeks';
import { DEFAULT_WEEK_START, startOfWeek } from './weeks';

export const HISTORY_BUCKETS = ['day', 'week', 'month', 'year'] as const;
export type HistoryBucket = (typeof HISTORY_BUCKETS)[number];

export const historyBucketSchema = z.object({
  /** The bucket's first and last day (a whole week from the week start, month or year). */
  start: z.string(),
  end: z.string(),
  /** The sum of the logged values. */
  total: z.number(),
  /** The mean logged value; null without entries. */
  average: z.number().nullable(),
  successDays: z.number().int(),
  overDays: z.number().int(),
  loggedDays: z.number().int(),
  /** The days up to today set aside as skipped: no value, and no part of any count above. */
  skippedDays: z.number().int(),
  /**
   * The mean daily goal over the bucket's days up to today; null when all are in the future. Under
   * a budget: on a budget bucket (`budget`) the budget in force, else null (a budget is no daily goal).
   */
  goal: z.number().nullable(),
  /**
   * The mean daily goal over the bucket's days after today, as the goal history has them coming
   * (a taper plan's steps); null when none of its days is after today.
   */
  plannedGoal: z.number().nullable(),
  /**
   * The value its bar shows (`bucketValue`): a day's value, or a longer bucket's mean per logged
   * day; a budget bucket's total; null without entries.
   */
  value: z.number().nullable(),
  /** Whether it is drawn as over target (`isBucketOver`); a budget bucket: its total passes the budget. */
  over: z.boolean(),
  /**
   * A budget bucket (a week bucket under a weekly budget, a month bucket under a monthly one): the
   * budget in force on its last day up to today (or, all of it to come, on its first day), the line
   * its total is drawn against; null on any other bucket.
   */
  budget: z.number().nullable(),
  /**
   * The habit's baseline (issue 33) on the bars' scale: per day, as a day's value and a longer
   * bucket's mean per logged day are; under a budget per period, on the budget buckets only (null
   * on the others); null without one (or for level and tag habits).
   */
  baseline: z.number().nullable(),
});
export type HistoryBucketTotals = z.infer<typeof historyBucketSchema>;
/** A bucket's counts, before its drawn value and verdict are read from them. */
export type HistoryBucketCounts = Omit<
  HistoryBucketTotals,
  'value' | 'over' | 'plannedGoal' | 'baseline' | 'budget' | 'skippedDays'
>;

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
export function habitHistory(
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

/**
 * The days `habitHistory` reads for `range`: from its first bucket's first day to its last bucket's
 * last day. Entries outside them change no bucket, so a caller may read only these.
 */
export function historySpan(
  range: { from: IsoDate; to: IsoDate; bucket: HistoryBucket },
  weekStart: WeekStart = DEFAULT_WEEK_START,
): { from: IsoDate; to: IsoDate } {
  const last = bucketStart(range.to, range.bucket, weekStart);
  return {
    from: bucketStart(range.from, range.bucket, weekStart),
    to: addDays(nextBucketStart(last, range.bucket), -1),
  };
}

/** The most days after today a chart goes on for, to show a plan's coming steps. */
export const PLANNED_DAYS_SHOWN = 366;

/**
 * The range a progress chart shows of a habit: from its first day (the earlier of its creation
 * day and its first entry), never before; and when the range reaches today, on to the last coming
 * step of the goal history (a taper plan's end), at most half the range (7 days at least,
 * PLANNED_DAYS_SHOWN at most) ahead.
 */
export function chartRange(
  goals: GoalHistory,
  range: { from: IsoDate; to: IsoDate },
  firstDay: IsoDate,
  today: IsoDate,
): { from: IsoDate; to: IsoDate } {
  const from = range.from < firstDay ? firstDay : range.from;
  const lastStep = goals[goals.length - 1]?.effectiveFrom;
  if (range.to < today || lastStep === undefined || lastStep <= range.to)
    return { from, to: range.to };
  // Half the range at most, so a page stays mostly what was logged.
  const half = Math.floor((toDayNumber(range.to) - toDayNumber(range.from)) / 2);
  const latest = addDays(today, Math.min(PLANNED_DAYS_SHOWN, Math.max(7, half)));
  return { from, to: lastStep < latest ? lastStep : latest };
}

/**
 * A bucket drawn as over target: a day that was judged over; a longer bucket whose mean logged
 * value is above its mean daily goal.
 */
export function isBucketOver(bucket: HistoryBucketCounts): boolean {
  if (bucket.start === bucket.end) return bucket.overDays > 0;
  return bucket.average !== null && bucket.goal !== null && bucket.average > bucket.goal;
}

/** The value a bucket's bar shows: a day's value, or a longer bucket's mean per logged day. */
export function bucketValue(bucket: HistoryBucketCounts): number | null {
  if (bucket.loggedDays === 0) return null;
  return bucket.start === bucket.end ? bucket.total : bucket.average;
}
