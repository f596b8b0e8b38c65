import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, dateInTimeZone, fromDayNumber } from './dates';
import { dayEndsAtHourSchema } from './accountSchemas';
import { DAY_ENDS_AT_HOUR_MAX, userDateAt } from './dayEnd';

const anyDate = fc.integer({ min: -100_000, max: 100_000 }).map(fromDayNumber);
const anyHour = fc.integer({ min: 0, max: 23 });
const anyDayEnd = fc.integer({ min: 0, max: DAY_ENDS_AT_HOUR_MAX });

describe('userDateAt', () => {
  it('with the day ending at 3 a.m., 01:30 is still the day before and 03:00 is the new day', () => {
    expect(userDateAt('2025-03-04', 1, 3)).toBe('2025-03-03');
    expect(userDateAt('2025-03-04', 2, 3)).toBe('2025-03-03');
    expect(userDateAt('2025-03-04', 3, 3)).toBe('2025-03-04');
    expect(userDateAt('2025-03-01', 0, 3)).toBe('2025-02-28');
  });

  it('a day that ends at midnight is the calendar day at every hour', () => {
    fc.assert(
      fc.property(anyDate, anyHour, (date, hour) => {
        expect(userDateAt(date, hour, 0)).toBe(date);
      }),
    );
  });

  it('maps hours before the day end to the previous date, others to the same; never to the future', () => {
    fc.assert(
      fc.property(anyDate, anyHour, anyDayEnd, (date, hour, dayEnd) => {
        const day = userDateAt(date, hour, dayEnd);
        expect(day <= date).toBe(true);
        expect(day).toBe(hour < dayEnd ? addDays(date, -1) : date);
      }),
    );
  });
});

describe('dateInTimeZone with a day end', () => {
  it('01:30 in Berlin with the day ending at 3 a.m. is the day before; 03:30 is the day', () => {
    // 01:30 and 03:30 in Berlin on 4 March 2025 (UTC+1).
    expect(dateInTimeZone(new Date('2025-03-04T00:30:00Z'), 'Europe/Berlin', 3)).toBe('2025-03-03');
    expect(dateInTimeZone(new Date('2025-03-04T02:30:00Z'), 'Europe/Berlin', 3)).toBe('2025-03-04');
    expect(dateInTimeZone(new Date('2025-03-04T00:30:00Z'), 'Europe/Berlin')).toBe('2025-03-04');
  });

  it('is the midnight day, or the day before it only within the first dayEndsAtHour hours', () => {
    const zones = ['UTC', 'Europe/Berlin', 'Asia/Kathmandu', 'America/St_Johns'];
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 3 * 365 * 24 * 3600 }),
        fc.constantFrom(...zones),
        anyDayEnd,
        (seconds, zone, dayEnd) => {
          const at = new Date(Date.UTC(2024, 0, 1) + seconds * 1000);
          const calendarDay = dateInTimeZone(at, zone);
          const day = dateInTimeZone(at, zone, dayEnd);
          const hour = Number(
            new Intl.DateTimeFormat('en-GB', { timeZone: zone, hour: '2-digit', hourCycle: 'h23' })
              .formatToParts(at)
              .find((part) => part.type === 'hour')?.value,
          );
          expect(day).toBe(hour < dayEnd ? addDays(calendarDay, -1) : calendarDay);
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe('dayEndsAtHourSchema', () => {
  it('takes whole hours from midnight (0) to 6 a.m.', () => {
    for (const hour of [0, 3, 6]) expect(dayEndsAtHourSchema.safeParse(hour).success).toBe(true);
    for (const hour of [-1, 7, 2.5, '3'])
      expect(dayEndsAtHourSchema.safeParse(hour).success).toBe(false);
  });
});
