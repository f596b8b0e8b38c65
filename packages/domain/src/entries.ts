/** The shape of logged days that the summaries, streaks and calendar read. */
import type { IsoDate } from './dates';
import { compareDates } from './dates';

/** A day's result. `performance` is 'success', 'over' or 'warning'; other values may exist (SPEC §3). */
export interface DayResult {
  date: IsoDate;
  performance: string;
}

/** A day's result with its logged value, for averages. */
export interface LoggedDay extends DayResult {
  actualValue?: number | null;
  levelValue?: string | null;
}

export function isSuccess(entry: Pick<DayResult, 'performance'>): boolean {
  return entry.performance === 'success';
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

/** The entries of the days from `from` to `to` (both included), one per day, sorted by date. */
export function entriesInWindow<T extends DayResult>(
  entries: readonly T[],
  from: IsoDate,
  to: IsoDate,
): T[] {
  return [...indexEntriesByDate(entries).values()]
    .filter((entry) => entry.date >= from && entry.date <= to)
    .sort((a, b) => compareDates(a.date, b.date));
}
