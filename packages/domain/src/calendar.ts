/**
 * The month calendar (SPEC §2, §9): 42 cells, Monday first (or Sunday, as the user's week), and the bars that join consecutive
 * success days — also across month edges, since they are computed from the entries, not the grid.
 */
import { MONTH_GRID_CELLS } from './constants';
import type { IsoDate, YearMonth } from './dates';
import { addDays, addMonths, firstDayOfMonth, parseIsoDate, weekdayIndex } from './dates';
import type { DayResult } from './entries';
import { indexEntriesByDate } from './entries';
import type { WeekStart } from './weeks';
import { DEFAULT_WEEK_START, inWeekOrder, startOfWeek } from './weeks';

function isEntryList(
  entries: ReadonlyMap<IsoDate, DayResult> | readonly DayResult[],
): entries is readonly DayResult[] {
  return Array.isArray(entries);
}

export const CELL_STATUSES = ['success', 'over', 'warning', 'skipped', 'none'] as const;
export type CellStatus = (typeof CELL_STATUSES)[number];

/** One day of a month grid (its schema, for the API's answers, is in stats.ts). */
export interface CalendarCell {
  date: IsoDate;
  dayOfMonth: number;
  /** Part of the month shown (the grid also shows the ends of the months around it). */
  inMonth: boolean;
  /** After today: disabled. */
  isFuture: boolean;
  /** Today: the dashed outline. */
  isToday: boolean;
  status: CellStatus;
  /** This day and the day before are both success: draw the bar to the left. */
  connectsToPrevious: boolean;
  /** This day and the day after are both success: draw the bar to the right. */
  connectsToNext: boolean;
}

/** The weekday header, Monday first. */
export const WEEKDAY_HEADER = ['M', 'T', 'W', 'T', 'F', 'S', 'S'] as const;

/** The header's letters and their weekdays' indexes (0 = Monday), from the grid's first day. */
export function weekdayHeaderFrom(firstCell: IsoDate): { letter: string; weekday: number }[] {
  const start = weekdayIndex(firstCell);
  return Array.from({ length: 7 }, (_, offset) => {
    const weekday = (start + offset) % 7;
    return { letter: WEEKDAY_HEADER[weekday] ?? '', weekday };
  });
}

/** The weekday header from the week's first day. */
export function weekdayHeader(weekStart: WeekStart): string[] {
  return inWeekOrder(WEEKDAY_HEADER, weekStart);
}

export { monthHeading } from './dateTexts';

export function nextMonth(month: YearMonth): YearMonth {
  return addMonths(month, 1);
}

export function previousMonth(month: YearMonth): YearMonth {
  return addMonths(month, -1);
}

/**
 * A day's status; a skipped day has its own ('skipped': its own mark, not the habit's colour);
 * unknown performances and days after today show as 'none' (grey).
 */
export function cellStatus(entry: DayResult | undefined): CellStatus {
  const performance = entry?.performance;
  return performance === 'success' ||
    performance === 'over' ||
    performance === 'warning' ||
    performance === 'skipped'
    ? performance
    : 'none';
}

/** The first cell of a month's grid: the week's first day (a Monday by default) on or before the 1st. */
export function gridStart(month: YearMonth, weekStart: WeekStart = DEFAULT_WEEK_START): IsoDate {
  return startOfWeek(firstDayOfMonth(month), weekStart);
}

/**
 * The 42 cells of a month (`month` 1-12), from the week's first day. `entries` are the habit's entries, as a
 * list or indexed by date (`indexEntriesByDate`); entries after `today` are ignored.
 */
/**
 * The most skipped days in a row the streak line is drawn across (a Vacation's longest); the
 * read model indexes that many days around a month's grid.
 */
export const LINE_SKIPPED_DAYS_MAX = 60;

export function monthGrid(
  year: number,
  month: number,
  today: IsoDate,
  entries: ReadonlyMap<IsoDate, DayResult> | readonly DayResult[],
  weekStart: WeekStart = DEFAULT_WEEK_START,
): CalendarCell[] {
  const entriesByDate = isEntryList(entries) ? indexEntriesByDate(entries) : entries;
  const isSuccessDay = (date: IsoDate): boolean =>
    date <= today && entriesByDate.get(date)?.performance === 'success';
  const isSkippedDay = (date: IsoDate): boolean =>
    date <= today && entriesByDate.get(date)?.performance === 'skipped';
  /** The nearest day from `date` on (by `step`) that is not skipped is a success. */
  const successBeyondSkips = (date: IsoDate, step: 1 | -1): boolean => {
    let next = date;
    for (let skips = 0; isSkippedDay(next); skips++) {
      if (skips >= LINE_SKIPPED_DAYS_MAX) return false;
      next = addDays(next, step);
    }
    return isSuccessDay(next);
  };
  // A skipped day neither breaks nor extends a streak: between two successes it carries the line.
  const inRun = (date: IsoDate): boolean =>
    isSuccessDay(date) ||
    (isSkippedDay(date) && successBeyondSkips(date, -1) && successBeyondSkips(date, 1));
  const start = gridStart({ year, month }, weekStart);
  // Each cell's place in a line, and the days just before and after the grid's: read once each.
  const linkedAt = Array.from({ length: MONTH_GRID_CELLS + 2 }, (_, index) =>
    inRun(addDays(start, index - 1)),
  );
  return Array.from({ length: MONTH_GRID_CELLS }, (_, index): CalendarCell => {
    const date = addDays(start, index);
    const { year: cellYear, month: cellMonth, day } = parseIsoDate(date);
    const isFuture = date > today;
    const linked = linkedAt[index + 1] === true;
    return {
      date,
      dayOfMonth: day,
      inMonth: cellYear === year && cellMonth === month,
      isFuture,
      isToday: date === today,
      status: isFuture ? 'none' : cellStatus(entriesByDate.get(date)),
      connectsToPrevious: linked && linkedAt[index] === true,
      connectsToNext: linked && linkedAt[index + 2] === true,
    };
  });
}
