import { describe, expect, it } from 'vitest';
import {
  addMonths,
  daysInMonth,
  endOfMonth,
  firstDayOfMonth,
  isLeapYear,
  isSameMonth,
  lastDayOfMonth,
  startOfMonth,
  yearMonthOf,
} from './dates';
import { fullDateText, weekdayMonthDay, monthName } from './dateTexts';

describe('leap years and month lengths', () => {
  it.each([
    [2024, true],
    [2025, false],
    [1900, false],
    [2000, true],
  ])('isLeapYear(%i) = %s', (year, expected) => {
    expect(isLeapYear(year)).toBe(expected);
  });

  it.each([
    [2025, 1, 31],
    [2025, 2, 28],
    [2024, 2, 29],
    [2025, 4, 30],
    [2025, 6, 30],
    [2025, 9, 30],
    [2025, 11, 30],
    [2025, 12, 31],
  ])('daysInMonth(%i, %i) = %i', (year, month, days) => {
    expect(daysInMonth(year, month)).toBe(days);
  });
});

describe('months', () => {
  it('finds month starts and ends', () => {
    expect(startOfMonth('2024-02-17')).toBe('2024-02-01');
    expect(endOfMonth('2024-02-17')).toBe('2024-02-29');
    expect(endOfMonth('2025-02-17')).toBe('2025-02-28');
    expect(firstDayOfMonth({ year: 2025, month: 12 })).toBe('2025-12-01');
    expect(lastDayOfMonth({ year: 2025, month: 12 })).toBe('2025-12-31');
    expect(yearMonthOf('2025-07-04')).toEqual({ year: 2025, month: 7 });
    expect(isSameMonth('2025-07-01', '2025-07-31')).toBe(true);
    expect(isSameMonth('2025-07-31', '2025-08-01')).toBe(false);
  });

  it.each([
    [{ year: 2025, month: 12 }, 1, { year: 2026, month: 1 }],
    [{ year: 2025, month: 1 }, -1, { year: 2024, month: 12 }],
    [{ year: 2025, month: 3 }, 14, { year: 2026, month: 5 }],
    [{ year: 2025, month: 3 }, -27, { year: 2022, month: 12 }],
  ])('addMonths(%o, %i) = %o', (start, months, expected) => {
    expect(addMonths(start, months)).toEqual(expected);
  });

  it('names months in English and refuses month 13', () => {
    expect(monthName(1)).toBe('January');
    expect(monthName(12)).toBe('December');
    expect(() => monthName(13)).toThrow(RangeError);
  });
});

describe('date texts', () => {
  it('full date text', () => {
    expect(fullDateText('2025-03-03')).toBe('Monday, March 3, 2025');
    expect(fullDateText('2024-02-29')).toBe('Thursday, February 29, 2024');
    expect(weekdayMonthDay('2025-01-01')).toBe('Wednesday, January 1');
  });
});
