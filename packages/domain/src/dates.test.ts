import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  compareDates,
  consecutiveDates,
  datesInRange,
  daysBetween,
  daysInMonth,
  endOfMonth,
  firstDayOfMonth,
  formatIsoDate,
  fromDayNumber,
  isDateInRange,
  isIsoDate,
  isLeapYear,
  isSameMonth,
  lastDayOfMonth,
  parseIsoDate,
  startOfMonth,
  toDayNumber,
  weekdayIndex,
  weekdayOf,
  yearMonthOf,
} from './dates';
import { fullDateText, weekdayMonthDay, monthName, weekdayName } from './dateTexts';
import { dateInTimeZone } from './zoneDates';

/** Any real day from 1900 to 2200, for properties. */
const arbitraryDate = fc
  .integer({ min: toDayNumber('1900-01-01'), max: toDayNumber('2200-12-31') })
  .map(fromDayNumber);

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

describe('day arithmetic', () => {
  it.each([
    ['2025-03-03', 1, '2025-03-04'],
    ['2025-02-28', 1, '2025-03-01'],
    ['2024-02-28', 1, '2024-02-29'],
    ['2024-12-31', 1, '2025-01-01'],
    ['2025-01-01', -1, '2024-12-31'],
    ['2025-03-01', -1, '2025-02-28'],
    ['2025-03-10', -10, '2025-02-28'],
    ['2025-03-03', 365, '2026-03-03'],
    ['1970-01-01', 0, '1970-01-01'],
    ['1969-12-31', 1, '1970-01-01'],
  ])('addDays(%s, %i) = %s', (date, days, expected) => {
    expect(addDays(date, days)).toBe(expected);
  });

  it('counts days between dates', () => {
    expect(daysBetween('2025-01-01', '2025-03-01')).toBe(59);
    expect(daysBetween('2025-03-01', '2025-01-01')).toBe(-59);
    expect(toDayNumber('1970-01-01')).toBe(0);
    expect(toDayNumber('1969-12-31')).toBe(-1);
  });

  it('compares dates', () => {
    expect(compareDates('2025-01-02', '2025-01-10')).toBe(-1);
    expect(compareDates('2025-01-10', '2025-01-02')).toBe(1);
    expect(compareDates('2025-01-10', '2025-01-10')).toBe(0);
  });

  it('lists the days of a range, both ends included', () => {
    expect(datesInRange('2025-02-27', '2025-03-02')).toEqual([
      '2025-02-27',
      '2025-02-28',
      '2025-03-01',
      '2025-03-02',
    ]);
    expect(datesInRange('2025-03-02', '2025-03-01')).toEqual([]);
    expect(isDateInRange('2025-03-01', '2025-03-01', '2025-03-02')).toBe(true);
    expect(isDateInRange('2025-03-03', '2025-03-01', '2025-03-02')).toBe(false);
  });

  it('property: addDays and daysBetween are inverse, and agree with Date', () => {
    fc.assert(
      fc.property(arbitraryDate, fc.integer({ min: -1000, max: 1000 }), (date, days) => {
        const later = addDays(date, days);
        expect(daysBetween(date, later)).toBe(days);
        expect(isIsoDate(later)).toBe(true);
        const viaDate = new Date(`${date}T00:00:00Z`);
        viaDate.setUTCDate(viaDate.getUTCDate() + days);
        expect(later).toBe(viaDate.toISOString().slice(0, 10));
      }),
    );
  });
});

describe('weekdays (Monday first)', () => {
  it.each([
    ['2025-03-03', 0, 'monday', 'Monday'],
    ['2025-03-04', 1, 'tuesday', 'Tuesday'],
    ['2025-03-05', 2, 'wednesday', 'Wednesday'],
    ['2025-03-06', 3, 'thursday', 'Thursday'],
    ['2025-03-07', 4, 'friday', 'Friday'],
    ['2025-03-08', 5, 'saturday', 'Saturday'],
    ['2025-03-09', 6, 'sunday', 'Sunday'],
    ['1969-12-29', 0, 'monday', 'Monday'],
    ['2000-02-29', 1, 'tuesday', 'Tuesday'],
  ])('%s is index %i (%s)', (date, index, key, name) => {
    expect(weekdayIndex(date)).toBe(index);
    expect(weekdayOf(date)).toBe(key);
    expect(weekdayName(date)).toBe(name);
  });

  it('property: agrees with Date.getUTCDay', () => {
    fc.assert(
      fc.property(arbitraryDate, (date) => {
        const sundayFirst = new Date(`${date}T00:00:00Z`).getUTCDay();
        expect(weekdayIndex(date)).toBe((sundayFirst + 6) % 7);
      }),
    );
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

describe('dateInTimeZone', () => {
  const instant = new Date('2025-03-03T23:30:00Z');

  it.each([
    ['UTC', '2025-03-03'],
    ['Europe/Berlin', '2025-03-04'],
    ['America/Los_Angeles', '2025-03-03'],
    ['Pacific/Kiritimati', '2025-03-04'],
  ])('23:30 UTC on 3 March is %s → %s', (timeZone, expected) => {
    expect(dateInTimeZone(instant, timeZone)).toBe(expected);
  });

  it('reads the day in the zone, not in UTC', () => {
    expect(dateInTimeZone(new Date('2025-01-01T04:30:00Z'), 'America/New_York')).toBe('2024-12-31');
  });

  it('gives the same days however many zone spellings it has seen (its formatter cache is bounded)', () => {
    const zone = 'america/argentina/comodrivadavia';
    const spellings = Array.from({ length: 1100 }, (_, n) =>
      Array.from(zone, (char, i) => ((n >> i) & 1 ? char.toUpperCase() : char)).join(''),
    );
    const days = new Set(spellings.map((spelling) => dateInTimeZone(instant, spelling)));
    expect([...days]).toEqual(['2025-03-03']);
    expect(dateInTimeZone(instant, 'Europe/Berlin')).toBe('2025-03-04');
    expect(() => dateInTimeZone(instant, 'Not/AZone')).toThrow(RangeError);
  });

  it('answers like a fresh formatter for any sequence of instants, across midnights and zones', () => {
    const zones = ['UTC', 'Europe/Berlin', 'Asia/Kathmandu', 'America/St_Johns', 'Pacific/Chatham'];
    // The oracle formats every instant (no results reused); one formatter per zone, as building
    // a formatter per call made this test take seconds on a slow machine.
    const formatters = new Map(
      zones.map((timeZone) => [
        timeZone,
        new Intl.DateTimeFormat('en-CA', {
          timeZone,
          year: 'numeric',
          month: '2-digit',
          day: '2-digit',
        }),
      ]),
    );
    const fresh = (at: Date, timeZone: string) => {
      const parts = formatters.get(timeZone)?.formatToParts(at) ?? [];
      const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
      return `${part('year')}-${part('month')}-${part('day')}`;
    };
    // A walk through time in one zone: steps under a second (answered from the last result) and up
    // to ten minutes, over a day or more, so every walk crosses a midnight of its zone.
    const step = fc.oneof(fc.integer({ min: 0, max: 999 }), fc.integer({ min: 0, max: 600_000 }));
    fc.assert(
      fc.property(
        fc.integer({ min: -14 * 3600_000, max: 14 * 3600_000 }),
        fc.constantFrom(...zones),
        fc.array(step, { minLength: 300, maxLength: 400 }),
        (start, zone, steps) => {
          let at = Date.UTC(2025, 2, 30) + start;
          for (const ms of steps) {
            at += ms;
            expect(dateInTimeZone(new Date(at), zone)).toBe(fresh(new Date(at), zone));
          }
        },
      ),
      { numRuns: 30 },
    );
    expect(() => dateInTimeZone(new Date(Number.NaN), 'UTC')).toThrow(RangeError);
  });
});

describe('date texts', () => {
  it('full date text', () => {
    expect(fullDateText('2025-03-03')).toBe('Monday, March 3, 2025');
    expect(fullDateText('2024-02-29')).toBe('Thursday, February 29, 2024');
    expect(weekdayMonthDay('2025-01-01')).toBe('Wednesday, January 1');
  });
});

describe('consecutiveDates', () => {
  it('property: names each day from the first on as fromDayNumber does, across months, leap days and years', () => {
    const starts = fc.oneof(
      fc.integer({ min: toDayNumber('0000-01-01'), max: toDayNumber('9999-12-31') }),
      fc.constantFrom(
        toDayNumber('0999-12-01'),
        toDayNumber('9999-12-01'),
        toDayNumber('2024-02-27'),
      ),
    );
    fc.assert(
      fc.property(starts, fc.nat(800), (first, length) => {
        const next = consecutiveDates(first);
        const named = Array.from({ length }, () => next());
        expect(named).toEqual(Array.from({ length }, (_, index) => fromDayNumber(first + index)));
      }),
    );
  });
});
