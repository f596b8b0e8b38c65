/**
 * Days and months in words, in English as SPEC writes them: 'Monday, March 3, 2025',
 * 'Tuesday 24 November', 'March'.
 */
import type { IsoDate } from './dates';
import { parseIsoDate, weekdayIndex } from './dates';

/** English month names, January first. */
export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** English weekday names, Monday first like the calendar. */
export const WEEKDAY_NAMES = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const;

/** 'Monday' … 'Sunday'. */
export function weekdayName(date: IsoDate): string {
  return WEEKDAY_NAMES[weekdayIndex(date)] as string;
}

export function monthName(month: number): string {
  const name = MONTH_NAMES[month - 1];
  if (name === undefined) throw new RangeError(`Not a month: ${month}`);
  return name;
}

/** 'Monday, March 3'. */
export function weekdayMonthDay(date: IsoDate): string {
  const { month, day } = parseIsoDate(date);
  return `${weekdayName(date)}, ${monthName(month)} ${day}`;
}

/** A day as the summary's list names it: 'Tuesday 24 November'. */
export function weekdayDayMonth(date: IsoDate): string {
  const { month, day } = parseIsoDate(date);
  return `${weekdayName(date)} ${day} ${monthName(month)}`;
}

/** The full date a day's button and the Log dialog name: 'Monday, March 3, 2025'. */
export function fullDateText(date: IsoDate): string {
  return `${weekdayMonthDay(date)}, ${parseIsoDate(date).year}`;
}
