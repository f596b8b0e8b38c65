/**
 * Calendar-day arithmetic on `YYYY-MM-DD` strings.
 *
 * Days are the user's local calendar days (ARCHITECTURE), so they carry no time and no zone. The
 * arithmetic is done on day numbers (days since 1970-01-01, proleptic Gregorian) with integer
 * maths, so no `Date` object — and never the clock — is involved. Only `dateInTimeZone` touches
 * `Date`, and only on the instant it is given.
 */
import type { Weekday } from './constants';
import { WEEKDAYS } from './constants';

/** A calendar day written `YYYY-MM-DD`. */
export type IsoDate = string;

export interface YearMonth {
  year: number;
  /** 1 = January … 12 = December. */
  month: number;
}

export interface DateParts extends YearMonth {
  day: number;
}

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

const ISO_DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** True for a real calendar day written `YYYY-MM-DD` (so '2025-02-30' is false). */
export function isIsoDate(value: string): boolean {
  const match = ISO_DATE_PATTERN.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

/** Splits a date; throws on anything that is not a real `YYYY-MM-DD` day, so bugs surface early. */
export function parseIsoDate(date: IsoDate): DateParts {
  if (!isIsoDate(date)) throw new RangeError(`Not a YYYY-MM-DD date: ${date}`);
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return { year, month, day };
}

export function formatIsoDate(year: number, month: number, day: number): IsoDate {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

// Howard Hinnant's days_from_civil / civil_from_days: exact for every Gregorian date.
function dayNumberFromParts(year: number, month: number, day: number): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yearOfEra = y - era * 400;
  const dayOfYear = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1;
  const dayOfEra =
    yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146097 + dayOfEra - 719468;
}

function partsFromDayNumber(dayNumber: number): DateParts {
  const z = dayNumber + 719468;
  const era = Math.floor(z / 146097);
  const dayOfEra = z - era * 146097;
  const yearOfEra = Math.floor(
    (dayOfEra -
      Math.floor(dayOfEra / 1460) +
      Math.floor(dayOfEra / 36524) -
      Math.floor(dayOfEra / 146096)) /
      365,
  );
  const dayOfYear =
    dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const monthIndex = Math.floor((5 * dayOfYear + 2) / 153);
  const day = dayOfYear - Math.floor((153 * monthIndex + 2) / 5) + 1;
  const month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9;
  return { year: yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day };
}

/** Days since 1970-01-01 (negative before it). */
export function toDayNumber(date: IsoDate): number {
  const { year, month, day } = parseIsoDate(date);
  return dayNumberFromParts(year, month, day);
}

export function fromDayNumber(dayNumber: number): IsoDate {
  const { year, month, day } = partsFromDayNumber(dayNumber);
  return formatIsoDate(year, month, day);
}

export function addDays(date: IsoDate, days: number): IsoDate {
  return fromDayNumber(toDayNumber(date) + days);
}

/** Whole days from `from` to `to`: positive when `to` is later. */
export function daysBetween(from: IsoDate, to: IsoDate): number {
  return toDayNumber(to) - toDayNumber(from);
}

/** -1, 0 or 1, for sorting. `YYYY-MM-DD` strings order like the days they name. */
export function compareDates(a: IsoDate, b: IsoDate): -1 | 0 | 1 {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** 0 = Monday … 6 = Sunday. */
export function weekdayIndex(date: IsoDate): number {
  // 1970-01-01 was a Thursday, index 3.
  return (((toDayNumber(date) + 3) % 7) + 7) % 7;
}

/** The lowercase weekday key used by `weeklyGoals` ('monday' … 'sunday'). */
export function weekdayOf(date: IsoDate): Weekday {
  return WEEKDAYS[weekdayIndex(date)] as Weekday;
}

/** 'Monday' … 'Sunday'. */
export function weekdayName(date: IsoDate): string {
  return WEEKDAY_NAMES[weekdayIndex(date)] as string;
}

export function monthName(month: number): string {
  const name = MONTH_NAMES[month - 1];
  if (name === undefined) throw new RangeError(`Not a month: ${month}`);
  return name;
}

export function yearMonthOf(date: IsoDate): YearMonth {
  const { year, month } = parseIsoDate(date);
  return { year, month };
}

export function startOfMonth(date: IsoDate): IsoDate {
  const { year, month } = parseIsoDate(date);
  return formatIsoDate(year, month, 1);
}

export function endOfMonth(date: IsoDate): IsoDate {
  const { year, month } = parseIsoDate(date);
  return formatIsoDate(year, month, daysInMonth(year, month));
}

export function firstDayOfMonth({ year, month }: YearMonth): IsoDate {
  return formatIsoDate(year, month, 1);
}

export function lastDayOfMonth({ year, month }: YearMonth): IsoDate {
  return formatIsoDate(year, month, daysInMonth(year, month));
}

export function isSameMonth(a: IsoDate, b: IsoDate): boolean {
  return a.slice(0, 7) === b.slice(0, 7);
}

export function addMonths({ year, month }: YearMonth, months: number): YearMonth {
  const index = year * 12 + (month - 1) + months;
  return { year: Math.floor(index / 12), month: (((index % 12) + 12) % 12) + 1 };
}

/** Every day from `from` to `to`, both included; empty when `from` is after `to`. */
export function datesInRange(from: IsoDate, to: IsoDate): IsoDate[] {
  const start = toDayNumber(from);
  const end = toDayNumber(to);
  const dates: IsoDate[] = [];
  for (let day = start; day <= end; day++) dates.push(fromDayNumber(day));
  return dates;
}

export function isDateInRange(date: IsoDate, from: IsoDate, to: IsoDate): boolean {
  return date >= from && date <= to;
}

/**
 * The calendar day that `instant` falls on in `timeZone` (an IANA name such as 'Europe/Berlin').
 * Callers pass the instant — the server its request time, the browser the current instant — so the
 * domain itself never reads the clock.
 */
export function dateInTimeZone(instant: Date, timeZone: string): IsoDate {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    calendar: 'gregory',
    numberingSystem: 'latn',
  }).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes): number =>
    Number(parts.find((candidate) => candidate.type === type)?.value);
  return formatIsoDate(part('year'), part('month'), part('day'));
}
