/**
 * The calendar day an instant falls on in a time zone, by the hour a user's day ends: the one place
 * a clock's instant becomes a `YYYY-MM-DD` day. Callers pass the instant; nothing here reads the clock.
 */
import type { IsoDate } from './dates';
import { addDays, formatIsoDate } from './dates';

/**
 * The user's day that `instant` falls on in `timeZone` (an IANA name such as 'Europe/Berlin'): the
 * calendar day there, or the day before while the local hour is before `dayEndsAtHour` (a day that
 * ends at 3 a.m. still holds 01:30). Callers pass the instant — the server its request time, the
 * browser the current instant — so the domain itself never reads the clock.
 */
export function dateInTimeZone(instant: Date, timeZone: string, dayEndsAtHour = 0): IsoDate {
  const zone = zoneDays(timeZone);
  // Every zone's offset is a whole number of seconds, so an hour starts on a whole second: within
  // one second the answer is the last one (the server asks on every request; formatting is not free).
  const second = Math.floor(instant.getTime() / 1000);
  if (second !== zone.second) {
    const parts = zone.formatter.formatToParts(instant);
    const part = (type: Intl.DateTimeFormatPartTypes): number =>
      Number(parts.find((candidate) => candidate.type === type)?.value);
    zone.date = formatIsoDate(part('year'), part('month'), part('day'));
    zone.hour = part('hour') % 24;
    zone.second = second;
  }
  return zone.hour < dayEndsAtHour ? addDays(zone.date, -1) : zone.date;
}

interface ZoneDays {
  formatter: Intl.DateTimeFormat;
  /** The last instant asked for, in whole seconds since the epoch, its day and its hour (0-23). */
  second: number;
  date: IsoDate;
  hour: number;
}

/**
 * Building an Intl.DateTimeFormat costs far more than formatting with one, so one is kept per time
 * zone. Zones are a few hundred at most; the bound only guards against a caller passing arbitrary
 * strings.
 */
const zones = new Map<string, ZoneDays>();

function zoneDays(timeZone: string): ZoneDays {
  let zone = zones.get(timeZone);
  if (!zone) {
    const formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      hourCycle: 'h23',
      calendar: 'gregory',
      numberingSystem: 'latn',
    });
    zone = { formatter, second: Number.NaN, date: '', hour: 0 };
    if (zones.size >= 1000) zones.clear();
    zones.set(timeZone, zone);
  }
  return zone;
}
