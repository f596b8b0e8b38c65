/**
 * The user's week (issue 20): it starts on Monday (SPEC's default) or on Sunday. Calendars, the
 * progress screen's weeks, the weekday pattern and the Monthly Insights' week blocks follow it.
 */
import type { IsoDate } from './dates';
import { addDays, weekdayIndex } from './dates';
import { WEEKDAY_NAMES } from './dateTexts';

export const WEEK_STARTS = ['monday', 'sunday'] as const;
export type WeekStart = (typeof WEEK_STARTS)[number];
export const DEFAULT_WEEK_START: WeekStart = 'monday';

/** The week's first day as a `weekdayIndex` (0 = Monday … 6 = Sunday). */
export function weekStartIndex(weekStart: WeekStart): number {
  return weekStart === 'sunday' ? 6 : 0;
}

/** 0 for the week's first day … 6 for its last. */
export function dayOfWeek(date: IsoDate, weekStart: WeekStart): number {
  return (weekdayIndex(date) - weekStartIndex(weekStart) + 7) % 7;
}

/** The first day of the week that `date` is in. */
export function startOfWeek(date: IsoDate, weekStart: WeekStart): IsoDate {
  return addDays(date, -dayOfWeek(date, weekStart));
}

/** Seven items in `weekdayIndex` order (Monday first), rotated to start on the week's first day. */
export function inWeekOrder<T>(mondayFirst: readonly T[], weekStart: WeekStart): T[] {
  const start = weekStartIndex(weekStart);
  return [...mondayFirst.slice(start), ...mondayFirst.slice(0, start)];
}

/** 'Monday' … 'Sunday', from the week's first day. */
export function weekdayNamesFrom(weekStart: WeekStart): string[] {
  return inWeekOrder(WEEKDAY_NAMES, weekStart);
}
