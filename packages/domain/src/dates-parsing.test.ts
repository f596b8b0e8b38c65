import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatIsoDate, fromDayNumber, isIsoDate, parseIsoDate, toDayNumber } from './dates';

describe('isIsoDate / parseIsoDate', () => {
  it.each([
    ['2025-03-03', true],
    ['2024-02-29', true],
    ['2025-02-29', false],
    ['1900-02-29', false],
    ['2000-02-29', true],
    ['2025-04-31', false],
    ['2025-13-01', false],
    ['2025-00-10', false],
    ['2025-01-00', false],
    ['2025-1-01', false],
    ['20250101', false],
    ['2025-01-01T00:00', false],
  ])('%s → %s', (value, expected) => {
    expect(isIsoDate(value)).toBe(expected);
  });

  it('splits a date and refuses a non-date', () => {
    expect(parseIsoDate('2025-03-09')).toEqual({ year: 2025, month: 3, day: 9 });
    expect(() => parseIsoDate('2025-02-30')).toThrow(RangeError);
  });

  it('formats with zero padding', () => {
    expect(formatIsoDate(987, 1, 5)).toBe('0987-01-05');
  });
});

/**
 * The day number the pre-fast-path code gave (regex for the shape, `Date` for the calendar), or
 * undefined for a string it refused.
 */
function referenceDayNumber(value: string): number | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const instant = new Date(0);
  instant.setUTCFullYear(year, month - 1, day);
  const isRealDay =
    instant.getUTCFullYear() === year &&
    instant.getUTCMonth() === month - 1 &&
    instant.getUTCDate() === day;
  return isRealDay ? instant.getTime() / 86_400_000 : undefined;
}

function errorThrownBy(action: () => unknown): unknown {
  try {
    action();
  } catch (error) {
    return error;
  }
  return 'nothing thrown';
}

/** Every real day from 0000-01-01 to 9999-12-31, written by `Date` (not by the code under test). */
const arbitraryFourDigitYearDate = fc
  .integer({ min: referenceDayNumber('0000-01-01')!, max: referenceDayNumber('9999-12-31')! })
  .map((dayNumber) => new Date(dayNumber * 86_400_000).toISOString().slice(0, 10));

/** Date-shaped strings, many not real days: month 0-13, day 0-32, and one character replaced. */
const arbitraryNearDate = fc.oneof(
  fc
    .tuple(
      fc.integer({ min: 0, max: 9999 }),
      fc.integer({ min: 0, max: 13 }),
      fc.integer({ min: 0, max: 32 }),
    )
    .map(
      ([year, month, day]) =>
        `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`,
    ),
  fc
    .tuple(arbitraryFourDigitYearDate, fc.nat({ max: 10 }), fc.string({ maxLength: 2 }))
    .map(([date, index, text]) => date.slice(0, index) + text + date.slice(index + 1)),
  fc.string({ unit: fc.constantFrom('0', '1', '2', '9', '-', '/', ' ', 'a', '٣'), maxLength: 12 }),
);

describe('the character-reading date parser agrees with the regex and Date', () => {
  it('property: every real day of years 0000-9999 reads as Date counts it, and round-trips', () => {
    fc.assert(
      fc.property(arbitraryFourDigitYearDate, (date) => {
        const dayNumber = referenceDayNumber(date);
        expect(isIsoDate(date)).toBe(true);
        expect(toDayNumber(date)).toBe(dayNumber);
        expect(fromDayNumber(toDayNumber(date))).toBe(date);
        expect(parseIsoDate(date)).toEqual({
          year: Number(date.slice(0, 4)),
          month: Number(date.slice(5, 7)),
          day: Number(date.slice(8, 10)),
        });
      }),
    );
  });

  it('property: near misses are refused, and throw the same RangeError, exactly when the regex and Date refuse them', () => {
    fc.assert(
      fc.property(arbitraryNearDate, (value) => {
        const expected = referenceDayNumber(value);
        expect(isIsoDate(value)).toBe(expected !== undefined);
        if (expected === undefined) {
          const refusal = new RangeError(`Not a YYYY-MM-DD date: ${value}`);
          expect(errorThrownBy(() => toDayNumber(value))).toEqual(refusal);
          expect(errorThrownBy(() => parseIsoDate(value))).toEqual(refusal);
        } else {
          expect(toDayNumber(value)).toBe(expected);
        }
      }),
      { numRuns: 2000 },
    );
  });

  it.each([
    '2025-01-01\n',
    ' 2025-01-01',
    '２０２５-01-01',
    '+025-01-01',
    '2025-1-001',
    '2025_01_01',
    '0000-02-29',
    '0100-02-29',
  ])('agrees on %j', (value) => {
    expect(isIsoDate(value)).toBe(referenceDayNumber(value) !== undefined);
  });

  it('refuses a non-string from an untyped caller with the same RangeError', () => {
    expect(isIsoDate(undefined as unknown as string)).toBe(false);
    expect(errorThrownBy(() => toDayNumber(null as unknown as string))).toEqual(
      new RangeError('Not a YYYY-MM-DD date: null'),
    );
  });
});
