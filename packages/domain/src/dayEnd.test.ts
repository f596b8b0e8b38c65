import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, fromDayNumber } from './dates';
import { dateInTimeZone } from './zoneDates';
import { dayEndsAtHourSchema } from './accountSchemas';
import { DAY_ENDS_AT_HOUR_MAX, userDateAt, userDayEndsAt, userTodayAt } from './dayEnd';

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

describe("the user's today and when it ends", () => {
  const paris = { timezone: 'Europe/Paris', dayEndsAtHour: 0 };

  it("is the user's calendar day in their zone, by their day end", () => {
    // 23:30 UTC on 3 March is 00:30 on 4 March in Paris.
    const now = new Date('2025-03-03T23:30:00Z');
    expect(userTodayAt(paris, now)).toBe('2025-03-04');
    expect(userTodayAt({ ...paris, dayEndsAtHour: 3 }, now)).toBe('2025-03-03');
    expect(userTodayAt({ timezone: 'UTC', dayEndsAtHour: 0 }, now)).toBe('2025-03-03');
  });

  it('ends at the next local midnight, or at the day end hour', () => {
    const now = new Date('2025-03-03T12:00:00Z');
    expect(userDayEndsAt(paris, now).toISOString()).toBe('2025-03-03T23:00:00.000Z');
    expect(userDayEndsAt({ ...paris, dayEndsAtHour: 3 }, now).toISOString()).toBe(
      '2025-03-04T02:00:00.000Z',
    );
    // The night the clocks go forward, Paris's day is 23 hours long.
    expect(userDayEndsAt(paris, new Date('2025-03-30T00:30:00Z')).toISOString()).toBe(
      '2025-03-30T22:00:00.000Z',
    );
  });

  it('is the same answer when asked again, and another for the next day or another zone', () => {
    const now = new Date('2025-06-10T08:00:00Z');
    const end = userDayEndsAt(paris, now);
    expect(userDayEndsAt(paris, new Date('2025-06-10T20:00:00Z'))).toEqual(end);
    expect(userDayEndsAt(paris, end).toISOString()).toBe('2025-06-11T22:00:00.000Z');
    const newYork = { timezone: 'America/New_York', dayEndsAtHour: 0 };
    expect(userDayEndsAt(newYork, now).toISOString()).toBe('2025-06-11T04:00:00.000Z');
  });

  it('is always after now, within a day and an hour, and the next day starts there', () => {
    const zones = [
      'UTC',
      'Europe/Paris',
      'America/New_York',
      'Asia/Kolkata',
      'Australia/Lord_Howe',
    ];
    fc.assert(
      fc.property(
        fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2040, 0, 1) }),
        fc.constantFrom(...zones),
        anyDayEnd,
        (ms, timezone, dayEndsAtHour) => {
          const user = { timezone, dayEndsAtHour };
          const now = new Date(ms);
          const end = userDayEndsAt(user, now);
          expect(end.getTime()).toBeGreaterThan(now.getTime());
          expect(end.getTime() - now.getTime()).toBeLessThanOrEqual(25 * 3600 * 1000);
          expect(userTodayAt(user, end)).toBe(addDays(userTodayAt(user, now), 1));
          expect(userTodayAt(user, new Date(end.getTime() - 1000))).toBe(userTodayAt(user, now));
          // Every instant of the day has the same end (which is why it is kept by day).
          expect(userDayEndsAt(user, new Date(end.getTime() - 1000))).toEqual(end);
        },
      ),
      { numRuns: 200 },
    );
  });
});
