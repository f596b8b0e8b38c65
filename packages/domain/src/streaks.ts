/**
 * Streaks (ARCHITECTURE): runs of consecutive success days.
 * An over or warning entry, an entry of any other performance, or a day without an entry ends a
 * run. Entries after `today` are ignored.
 */
import type { IsoDate } from './dates';
import { addDays, daysBetween, startOfMonth, toDayNumber } from './dates';
import type { DayResult } from './entries';
import { indexEntriesByDate, isSuccess } from './entries';
import type { Streaks } from './schemas';

export interface SuccessRun {
  start: IsoDate;
  end: IsoDate;
  length: number;
}

/** The runs of consecutive success days up to `upTo` (all days when omitted), oldest first. */
export function successRuns(entries: readonly DayResult[], upTo?: IsoDate): SuccessRun[] {
  const successDates = [...indexEntriesByDate(entries).values()]
    .filter((entry) => isSuccess(entry) && (upTo === undefined || entry.date <= upTo))
    .map((entry) => entry.date)
    .sort();
  const runs: SuccessRun[] = [];
  let previousDayNumber = Number.NaN;
  for (const date of successDates) {
    const dayNumber = toDayNumber(date);
    const current = runs[runs.length - 1];
    if (current !== undefined && dayNumber === previousDayNumber + 1) {
      current.end = date;
      current.length += 1;
    } else {
      runs.push({ start: date, end: date, length: 1 });
    }
    previousDayNumber = dayNumber;
  }
  return runs;
}

/**
 * currentStreak: the run ending today, or ending yesterday while today has no entry yet (the day
 * is not over). longestStreak: the longest run ever. longestStreakThisMonth: the longest run
 * inside today's month, runs clipped at the 1st.
 */
export function computeStreaks(entries: readonly DayResult[], today: IsoDate): Streaks {
  const runs = successRuns(entries, today);
  const todayEntry = indexEntriesByDate(entries).get(today);
  const currentRunEnd = todayEntry === undefined ? addDays(today, -1) : today;
  const currentStreak = runs.find((run) => run.end === currentRunEnd)?.length ?? 0;
  const longestStreak = runs.reduce((longest, run) => Math.max(longest, run.length), 0);
  const monthStart = startOfMonth(today);
  const longestStreakThisMonth = runs
    .filter((run) => run.end >= monthStart)
    .map((run) => daysBetween(run.start > monthStart ? run.start : monthStart, run.end) + 1)
    .reduce((longest, length) => Math.max(longest, length), 0);
  return { currentStreak, longestStreak, longestStreakThisMonth };
}

/**
 * SPEC §4's client helper: consecutive success days counted back from today, and only when today
 * is a success (so it reads 0 until today is logged). The UI shows the API's `computeStreaks`.
 */
export function clientCurrentStreak(entries: readonly DayResult[], today: IsoDate): number {
  return successRuns(entries, today).find((run) => run.end === today)?.length ?? 0;
}
