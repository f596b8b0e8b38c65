import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { daysBetween, fromDayNumber } from './dates';
import { weekdayName } from './dateTexts';
import { dayOfWeek, inWeekOrder, startOfWeek, WEEK_STARTS, weekdayNamesFrom } from './weeks';
import { weekStartSchema } from './accountSchemas';

const anyDate = fc.integer({ min: -100_000, max: 100_000 }).map(fromDayNumber);
const anyWeekStart = fc.constantFrom(...WEEK_STARTS);

describe('startOfWeek', () => {
  it('is the Monday or the Sunday on or before the day', () => {
    // 2025-03-05 is a Wednesday.
    expect(startOfWeek('2025-03-05', 'monday')).toBe('2025-03-03');
    expect(startOfWeek('2025-03-05', 'sunday')).toBe('2025-03-02');
    expect(startOfWeek('2025-03-02', 'sunday')).toBe('2025-03-02');
    expect(startOfWeek('2025-03-02', 'monday')).toBe('2025-02-24');
  });

  it('always falls on the week start, at most 6 days before the day', () => {
    fc.assert(
      fc.property(anyDate, anyWeekStart, (date, weekStart) => {
        const start = startOfWeek(date, weekStart);
        expect(weekdayName(start).toLowerCase()).toBe(weekStart);
        const back = daysBetween(start, date);
        expect(back).toBeGreaterThanOrEqual(0);
        expect(back).toBeLessThanOrEqual(6);
        expect(back).toBe(dayOfWeek(date, weekStart));
      }),
    );
  });
});

describe('inWeekOrder', () => {
  it('names the weekdays from the week start', () => {
    expect(weekdayNamesFrom('monday')).toEqual([
      'Monday',
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
      'Saturday',
      'Sunday',
    ]);
    expect(weekdayNamesFrom('sunday')[0]).toBe('Sunday');
    expect(weekdayNamesFrom('sunday')[6]).toBe('Saturday');
  });

  it('is a rotation of the seven items that starts with the week start', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer(), { minLength: 7, maxLength: 7 }),
        anyWeekStart,
        (items, weekStart) => {
          const ordered = inWeekOrder(items, weekStart);
          expect([...ordered].sort()).toEqual([...items].sort());
          expect(ordered[0]).toBe(weekStart === 'monday' ? items[0] : items[6]);
        },
      ),
    );
  });
});

describe('weekStartSchema', () => {
  it('takes monday and sunday only', () => {
    expect(weekStartSchema.safeParse('sunday').success).toBe(true);
    expect(weekStartSchema.safeParse('saturday').success).toBe(false);
  });
});
