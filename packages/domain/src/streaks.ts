/**
 * Streaks (ARCHITECTURE): runs of consecutive success days.
 * An over or warning entry, an entry of any other performance, or a day without an entry ends a
 * run. A skipped day neither ends nor extends one: success, skipped, success is a run of 2.
 * Entries after `today` are ignored.
 */
import type { Streaks } from './summarySchemas';
import type { IsoDate } from './dates';
import { toDayNumber } from './dates';
import type { DayResult } from './entries';
import { isSkipped, isSuccess, sortedIndexOfDate, sortedOneEntryPerDay } from './entries';

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
 * currentStreak: the run ending today, or ending yesterday while today has no entry yet (the day
 * is not over), skipped days at its end left out. longestStreak: the longest run ever.
 * longestStreakThisMonth: the longest run inside today's month, counting its success days from
 * the 1st (skipped days inside a run are no days of it).
 */
export function computeStreaks(entries: readonly DayResult[], today: IsoDate): Streaks {
  const sorted = sortedOneEntryPerDay(entries);
  // Found by date text, so a malformed `today` is refused after the entries, as by `successRuns`.
  const upToToday = sortedIndexOfDate(sorted, today, true);
  const thisMonth = sortedIndexOfDate(sorted, `${today.slice(0, 7)}-01`);
  let longestStreak = 0;
  let longestStreakThisMonth = 0;
  // The run being walked: its success days, those of this month, and its last day (a success, or a
  // skipped day carrying it over).
  let runLength = 0;
  let runLengthThisMonth = 0;
  let runEndDay = Number.NaN;
  let lastSuccessDay = Number.NaN;
  // One pass, as `successRuns` walks, keeping figures rather than runs.
  for (let index = 0; index < upToToday; index++) {
    const entry = sorted[index];
    if (entry === undefined) break;
    const skipped = isSkipped(entry);
    if (!skipped && !isSuccess(entry)) continue;
    const dayNumber = toDayNumber(entry.date);
    const continuesRun = runLength > 0 && dayNumber === runEndDay + 1;
    if (skipped) {
      if (continuesRun) runEndDay = dayNumber;
      continue;
    }
    if (!continuesRun) {
      runLength = 0;
      runLengthThisMonth = 0;
    }
    runLength++;
    if (index >= thisMonth) runLengthThisMonth++;
    if (runLength > longestStreak) longestStreak = runLength;
    if (runLengthThisMonth > longestStreakThisMonth) longestStreakThisMonth = runLengthThisMonth;
    runEndDay = dayNumber;
    lastSuccessDay = dayNumber;
  }
  const todayNumber = toDayNumber(today);
  // The current run ends today, or yesterday while today has no entry, before the skipped days
  // that end there; no success day comes after it, so only the last run can end there.
  let index = upToToday - 1;
  let currentRunEnd = sorted[index]?.date === today ? todayNumber : todayNumber - 1;
  for (let entry = sorted[index]; entry !== undefined; entry = sorted[--index]) {
    if (!isSkipped(entry) || toDayNumber(entry.date) !== currentRunEnd) break;
    currentRunEnd--;
  }
  return {
    currentStreak: lastSuccessDay === currentRunEnd ? runLength : 0,
    longestStreak,
    longestStreakThisMonth,
  };
}

/**
 * SPEC §4's client helper: consecutive success days counted back from today, and only when today
 * is a success (so it reads 0 until today is logged). The UI shows the API's `computeStreaks`.
 */
export function clientCurrentStreak(entries: readonly DayResult[], today: IsoDate): number {
  return successRuns(entries, today).find((run) => run.end === today)?.length ?? 0;
}
