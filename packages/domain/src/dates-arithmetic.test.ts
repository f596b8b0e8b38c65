import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  compareDates,
  consecutiveDates,
  datesInRange,
  daysBetween,
  fromDayNumber,
  isDateInRange,
  isIsoDate,
  toDayNumber,
  weekdayIndex,
  weekdayOf,
} from './dates';
import { weekdayName } from './dateTexts';

/** Any real day from 1900 to 2200, for properties. */
const arbitraryDate = fc
  .integer({ min: toDayNumber('1900-01-01'), max: toDayNumber('2200-12-31') })
  .map(fromDayNumber);

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
