/**
 * When the user's day ends (issue 20): at midnight (the default) or up to 6 a.m. for night owls.
 * With 3 a.m., 01:30 still belongs to the day before: a log then counts for that date, and
 * 'today' (the future-date check, streaks, the calendar's outline) is that date until 3:00.
 */
import type { IsoDate } from './dates';
import { addDays } from './dates';

export const DAY_ENDS_AT_HOUR_MAX = 6;
export const DEFAULT_DAY_ENDS_AT_HOUR = 0;

/**
 * The user's date at a local wall-clock time: the calendar `date` and its `hour` (0-23), moved
 * back one day while the hour is before `dayEndsAtHour`. Never later than the calendar date.
 */
export function userDateAt(date: IsoDate, hour: number, dayEndsAtHour: number): IsoDate {
  return hour < dayEndsAtHour ? addDays(date, -1) : date;
}
