/**
 * A progress chart's buckets: the kinds (day, week, month, year), the answer each bucket is, where
 * a bucket starts and ends from the week start, and how its bar's value and "over" are read from
 * its counts. `habitHistory` (history.ts) fills them.
 */
import { z } from 'zod';
import type { IsoDate } from './dates';
import {
  addDays,
  addMonths,
  compareDates,
  consecutiveDates,
  daysInMonth,
  firstDayOfMonth,
  fromDayNumber,
  isLeapYear,
  parseIsoDate,
  toDayNumber,
  yearMonthOf,
} from './dates';
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

export function bucketStart(date: IsoDate, bucket: HistoryBucket, weekStart: WeekStart): IsoDate {
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

export function nextBucketStart(start: IsoDate, bucket: HistoryBucket): IsoDate {
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

/** A bucket's first and last day, as day numbers and as text. */
export interface BucketBounds {
  start: number;
  end: number;
  startText: IsoDate;
  endText: IsoDate;
}

/** The buckets from the one holding `range.from` to the one holding `range.to`, oldest first. */
export function bucketBounds(
  range: { from: IsoDate; to: IsoDate; bucket: HistoryBucket },
  weekStart: WeekStart,
): BucketBounds[] {
  const bounds: BucketBounds[] = [];
  const { bucket } = range;
  let startText = bucketStart(range.from, bucket, weekStart);
  if (compareDates(startText, range.to) > 0) return bounds;
  let start = toDayNumber(startText);
  // Day buckets name every day: their texts are counted on, not worked out per day.
  const nextDay = bucket === 'day' ? consecutiveDates(start + 1) : undefined;
  while (compareDates(startText, range.to) <= 0) {
    const next = nextBucketStartDay(start, startText, bucket);
    const endText = nextDay === undefined ? fromDayNumber(next - 1) : startText;
    bounds.push({ start, end: next - 1, startText, endText });
    start = next;
    startText = nextDay === undefined ? fromDayNumber(next) : nextDay();
  }
  return bounds;
}

/** The first day of the bucket after the one starting on `start` (written `startText`). */
function nextBucketStartDay(start: number, startText: IsoDate, bucket: HistoryBucket): number {
  switch (bucket) {
    case 'day':
      return start + 1;
    case 'week':
      return start + 7;
    case 'month': {
      const { year, month } = parseIsoDate(startText);
      return start + daysInMonth(year, month);
    }
    case 'year':
      return start + (isLeapYear(parseIsoDate(startText).year) ? 366 : 365);
  }
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
