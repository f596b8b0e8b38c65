import { dateInTimeZone, monthName, parseIsoDate, weekdayName, type IsoDate } from '@taper/domain';
import { browser } from './browser';

/** The user's today, in the browser's time zone, by their day end (01:30 is yesterday with 3 a.m.). */
export function todayIso(now: Date = new Date(), dayEndsAtHour = 0): IsoDate {
  return dateInTimeZone(now, browser.timeZone(), dayEndsAtHour);
}

/** 'Monday, March 3, 2025'. */
export function longDate(date: IsoDate): string {
  const { year, month, day } = parseIsoDate(date);
  return `${weekdayName(date)}, ${monthName(month)} ${day}, ${year}`;
}

/** 'March 3, 2025' from an ISO timestamp or date (Member Since). */
export function memberSince(value: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return date.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });
}
