/**
 * Streaks (ARCHITECTURE): runs of consecutive success days.
 * An over or warning entry, an entry of any other performance, or a day without an entry ends a
 * run. A skipped day neither ends nor extends one: success, skipped, success is a run of 2.
 * Entries after `today` are ignored.
 */
import type { Streaks } from './summarySchemas';
import type { IsoDate } from './dates';
import { addDays, startOfMonth, toDayNumber } from './dates';
import type { DayResult } from './entries';
import {
  entriesInWindow,
  indexEntriesByDate,
  isSkipped,
  isSuccess,
  sortedOneEntryPerDay,
} from './entries';

export interface SuccessRun {
  /** The run's first and last success day. */
  start: IsoDate;
  end: IsoDate;
  /** Its success days (the skipped days inside it do not count). */
  length: number;
}

/**
 * The runs of consecutive success days up to `upTo` (all days when omitted), oldest first; skipped
 * days inside a run join its two sides.
 */
export function successRuns(entries: readonly DayResult[], upTo?: IsoDate): SuccessRun[] {
  const runs: SuccessRun[] = [];
  let currentRun: SuccessRun | undefined;
  let previousDayNumber = Number.NaN;
  for (const entry of sortedOneEntryPerDay(entries)) {
    // Sorted by date, so every entry from here on is after `upTo` too.
    if (upTo !== undefined && entry.date > upTo) break;
    const skipped = isSkipped(entry);
    if (!skipped && !isSuccess(entry)) continue;
    const dayNumber = toDayNumber(entry.date);
    const continuesRun = currentRun !== undefined && dayNumber === previousDayNumber + 1;
    if (skipped) {
      // A skipped day carries the run over to the next day; it adds no day to it.
      if (continuesRun) previousDayNumber = dayNumber;
      continue;
    }
    if (currentRun !== undefined && continuesRun) {
      currentRun.end = entry.date;
      currentRun.length += 1;
    } else {
      currentRun = { start: entry.date, end: entry.date, length: 1 };
      runs.push(currentRun);
    }
    previousDayNumber = dayNumber;
  }
  return runs;
}

/**
 * The last day the current streak can end on: today, or yesterday while today has no entry yet
 * (the day is not over), and before the skipped days that end there.
 */
function currentRunEndDay(
  entries: readonly DayResult[],
  today: IsoDate,
  hasSkips: boolean,
): IsoDate {
  if (!hasSkips) return entries.some((entry) => entry.date === today) ? today : addDays(today, -1);
  const byDate = indexEntriesByDate(entries);
  let day = byDate.has(today) ? today : addDays(today, -1);
  while (isSkipped(byDate.get(day))) day = addDays(day, -1);
  return day;
}

/**
 * currentStreak: the run ending today, or ending yesterday while today has no entry yet (the day
 * is not over), skipped days at its end left out. longestStreak: the longest run ever.
 * longestStreakThisMonth: the longest run inside today's month, runs clipped at the 1st.
 */
export function computeStreaks(entries: readonly DayResult[], today: IsoDate): Streaks {
  const runs = successRuns(entries, today);
  const hasSkips = entries.some(isSkipped);
  const currentRunEnd = currentRunEndDay(entries, today, hasSkips);
  const monthStart = startOfMonth(today);
  const monthStartDayNumber = toDayNumber(monthStart);
  let currentStreak = 0;
  let longestStreak = 0;
  let longestStreakThisMonth = 0;
  // One pass over the runs; only the runs reaching into this month are measured in days.
  for (const run of runs) {
    if (run.end === currentRunEnd) currentStreak = run.length;
    if (run.length > longestStreak) longestStreak = run.length;
    if (!hasSkips && run.end >= monthStart) {
      const clippedStart = run.start > monthStart ? toDayNumber(run.start) : monthStartDayNumber;
      const lengthThisMonth = toDayNumber(run.end) - clippedStart + 1;
      if (lengthThisMonth > longestStreakThisMonth) longestStreakThisMonth = lengthThisMonth;
    }
  }
  if (hasSkips) {
    // Skipped days inside a run are no days of it: count this month's runs one by one.
    for (const run of successRuns(entriesInWindow(entries, monthStart, today))) {
      if (run.length > longestStreakThisMonth) longestStreakThisMonth = run.length;
    }
  }
  return { currentStreak, longestStreak, longestStreakThisMonth };
}

/**
 * SPEC §4's client helper: consecutive success days counted back from today, and only when today
 * is a success (so it reads 0 until today is logged). The UI shows the API's `computeStreaks`.
 */
export function clientCurrentStreak(entries: readonly DayResult[], today: IsoDate): number {
  return successRuns(entries, today).find((run) => run.end === today)?.length ?? 0;
}
