/** The shape of logged days that the summaries, streaks and calendar read. */
import type { IsoDate } from './dates';
import { compareDates } from './dates';

/**
 * A day's result. `performance` is 'success', 'over', 'warning' or 'skipped' (a day the user set
 * aside: ill, travelling, on holiday); other values may exist (SPEC §3).
 */
export interface DayResult {
  date: IsoDate;
  performance: string;
}

/** A day's result with its logged value, for averages. */
export interface LoggedDay extends DayResult {
  actualValue?: number | null;
  levelValue?: string | null;
}

/** The log date is today at the latest (SPEC §5, §9): the one home of the future-date rule. */
export function isLoggableDate(date: IsoDate, today: IsoDate): boolean {
  return date <= today;
}

export const FUTURE_DATE_MESSAGE = 'You cannot log a future date';

export function isSuccess(entry: Pick<DayResult, 'performance'>): boolean {
  return entry.performance === 'success';
}

/** The performance of a skipped day: no value, and no part of any rate, count or streak. */
export const SKIPPED = 'skipped';

/** A skipped day: it neither breaks nor extends a streak and is left out of every rate and count. */
export function isSkipped(entry: Pick<DayResult, 'performance'> | undefined): boolean {
  return entry?.performance === SKIPPED;
}

/** The entries that are results: every one but the skipped days. */
export function withoutSkips<T extends DayResult>(entries: readonly T[]): T[] {
  return entries.filter((entry) => !isSkipped(entry));
}

/** Missed days of SPEC §2's MONTHLY box: warning and over. */
export function isMissed(entry: Pick<DayResult, 'performance'>): boolean {
  return entry.performance === 'over' || entry.performance === 'warning';
}

/**
 * One entry per day. The database keeps one entry per (habit, date); should a caller pass two for
 * a day anyway, the later one in the list wins, as a later save would.
 */
export function indexEntriesByDate<T extends DayResult>(entries: readonly T[]): Map<IsoDate, T> {
  const byDate = new Map<IsoDate, T>();
  for (const entry of entries) byDate.set(entry.date, entry);
  return byDate;
}

/**
 * The entries sorted by date, a new list; entries of the same day keep their order. The API passes
 * them sorted, and then a check and a copy cost less than a sort.
 */
export function sortedByDate<T extends DayResult>(entries: readonly T[]): T[] {
  for (let index = 1; index < entries.length; index++) {
    if ((entries[index]?.date ?? '') < (entries[index - 1]?.date ?? '')) {
      return [...entries].sort((a, b) => compareDates(a.date, b.date));
    }
  }
  return entries.slice();
}

/** True when each entry's date is later than the one before: one entry per day, sorted. */
function isStrictlyAscendingByDate(entries: readonly DayResult[]): boolean {
  let previousDate: IsoDate | undefined;
  for (const entry of entries) {
    if (previousDate !== undefined && entry.date <= previousDate) return false;
    previousDate = entry.date;
  }
  return true;
}

function oneEntryPerDaySortedCopy<T extends DayResult>(entries: readonly T[]): T[] {
  return [...indexEntriesByDate(entries).values()].sort((a, b) => compareDates(a.date, b.date));
}

/**
 * One entry per day (the later one in the list wins, as in `indexEntriesByDate`), sorted by date.
 * The API passes entries already sorted with one per day; those come back as they are, so the
 * common case costs one pass and no allocation.
 */
export function sortedOneEntryPerDay<T extends DayResult>(entries: readonly T[]): readonly T[] {
  return isStrictlyAscendingByDate(entries) ? entries : oneEntryPerDaySortedCopy(entries);
}

/** The entries of the days from `from` to `to` (both included), one per day, sorted by date. */
export function entriesInWindow<T extends DayResult>(
  entries: readonly T[],
  from: IsoDate,
  to: IsoDate,
): T[] {
  // Filter first: a window keeps a few days of a long history, and only those need de-duplicating
  // (the filter reads the date alone, so the later duplicate of a day is kept or dropped with it).
  const inWindow = entries.filter((entry) => entry.date >= from && entry.date <= to);
  return isStrictlyAscendingByDate(inWindow) ? inWindow : oneEntryPerDaySortedCopy(inWindow);
}

/**
 * In entries sorted by date, the index of the first one dated `date` or later (`after`: later
 * than `date`); the length when there is none. A binary search, so a window of a long history is
 * found without reading every entry.
 */
export function sortedIndexOfDate(
  sorted: readonly DayResult[],
  date: IsoDate,
  after = false,
): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    const middleDate = sorted[middle]?.date ?? date;
    if (middleDate < date || (after && middleDate === date)) low = middle + 1;
    else high = middle;
  }
  return low;
}
