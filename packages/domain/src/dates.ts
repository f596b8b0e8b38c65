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

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

const CHAR_CODE_ZERO = 48;
const CHAR_CODE_HYPHEN = 45;

/** The number that `text` writes from `start` to `end` (excluded); NaN unless all are 0-9. */
function readDigits(text: string, start: number, end: number): number {
  let value = 0;
  for (let index = start; index < end; index++) {
    const digit = text.charCodeAt(index) - CHAR_CODE_ZERO;
    if (!(digit >= 0 && digit <= 9)) return Number.NaN;
    value = value * 10 + digit;
  }
  return value;
}

/** The two-digit number at `start`; NaN unless both are 0-9. */
function twoDigits(text: string, start: number): number {
  const tens = text.charCodeAt(start) - CHAR_CODE_ZERO;
  const ones = text.charCodeAt(start + 1) - CHAR_CODE_ZERO;
  return tens >= 0 && tens <= 9 && ones >= 0 && ones <= 9 ? tens * 10 + ones : Number.NaN;
}

/**
 * The day number of a real calendar day written `YYYY-MM-DD` (exactly four ASCII digits, '-', two,
 * '-', two, nothing around), NaN for anything else. It reads the characters in place, with no
 * regex, split or parts object, since the streaks call it once per entry.
 */
function dayNumberOrNaN(value: string): number {
  if (
    // Untyped callers (JSON, forms) may pass a non-string; refuse it like any other non-date.
    typeof value !== 'string' ||
    value.length !== 10 ||
    value.charCodeAt(4) !== CHAR_CODE_HYPHEN ||
    value.charCodeAt(7) !== CHAR_CODE_HYPHEN
  ) {
    return Number.NaN;
  }
  const year = twoDigits(value, 0) * 100 + twoDigits(value, 2);
  const month = twoDigits(value, 5);
  const day = twoDigits(value, 8);
  // A field with a non-digit reads as NaN, which fails every comparison.
  const isRealDay =
    year >= 0 && month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
  return isRealDay ? dayNumberFromParts(year, month, day) : Number.NaN;
}

/** True for a real calendar day written `YYYY-MM-DD` (so '2025-02-30' is false). */
export function isIsoDate(value: string): boolean {
  return !Number.isNaN(dayNumberOrNaN(value));
}

function notAnIsoDate(value: string): RangeError {
  return new RangeError(`Not a YYYY-MM-DD date: ${value}`);
}

/** Splits a date; throws on anything that is not a real `YYYY-MM-DD` day, so bugs surface early. */
export function parseIsoDate(date: IsoDate): DateParts {
  if (!isIsoDate(date)) throw notAnIsoDate(date);
  return {
    year: readDigits(date, 0, 4),
    month: readDigits(date, 5, 7),
    day: readDigits(date, 8, 10),
  };
}

export function formatIsoDate(year: number, month: number, day: number): IsoDate {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

// Howard Hinnant's days_from_civil / civil_from_days: exact for every Gregorian date.
// Years are 0-9999 here: counted from one era (400 years, 146097 days) earlier, every quotient is
// of non-negative integers, so `| 0` floors it exactly and cheaply.
function dayNumberFromParts(year: number, month: number, day: number): number {
  const y = (month <= 2 ? year - 1 : year) + 400;
  const era = (y / 400) | 0;
  const yearOfEra = y - era * 400;
  const dayOfYear = (((153 * (month > 2 ? month - 3 : month + 9) + 2) / 5) | 0) + day - 1;
  const dayOfEra = yearOfEra * 365 + ((yearOfEra / 4) | 0) - ((yearOfEra / 100) | 0) + dayOfYear;
  return (era - 1) * 146097 + dayOfEra - 719468;
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

/** Days since 1970-01-01 (negative before it); throws like `parseIsoDate` on a non-date. */
export function toDayNumber(date: IsoDate): number {
  const dayNumber = dayNumberOrNaN(date);
  if (Number.isNaN(dayNumber)) throw notAnIsoDate(date);
  return dayNumber;
}

/** '00' … '99': a month's or a day's two digits, looked up rather than padded. */
const TWO_DIGITS = Array.from({ length: 100 }, (_, value) => String(value).padStart(2, '0'));

/**
 * 'YYYY-MM-' of each month met so far: walks over years of days make a date text per day, and a
 * prefix and two digits cost one concatenation. Years 1000-9999 only, so the map stays small.
 */
const monthPrefixes = new Map<number, string>();

function monthPrefix(year: number, month: number): string {
  const key = year * 12 + month;
  let prefix = monthPrefixes.get(key);
  if (prefix === undefined) {
    prefix = `${String(year)}-${TWO_DIGITS[month] ?? ''}-`;
    monthPrefixes.set(key, prefix);
  }
  return prefix;
}

export function fromDayNumber(dayNumber: number): IsoDate {
  const { year, month, day } = partsFromDayNumber(dayNumber);
  if (year < 1000 || year > 9999) return formatIsoDate(year, month, day);
  return monthPrefix(year, month) + (TWO_DIGITS[day] ?? '');
}

/**
 * The texts of consecutive days from day number `first`: each call answers the next day's, counted
 * on from the last rather than worked out again, for walks that name every day.
 */
export function consecutiveDates(first: number): () => IsoDate {
  let { year, month, day } = partsFromDayNumber(first);
  let monthDays = daysInMonth(year, month);
  return () => {
    const text =
      year < 1000 || year > 9999
        ? formatIsoDate(year, month, day)
        : monthPrefix(year, month) + (TWO_DIGITS[day] ?? '');
    if (day < monthDays) {
      day++;
    } else {
      day = 1;
      month = month === 12 ? 1 : month + 1;
      if (month === 1) year++;
      monthDays = daysInMonth(year, month);
    }
    return text;
  };
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
