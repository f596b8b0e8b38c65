/**
 * When the user's day ends (issue 20): at midnight (the default) or up to 6 a.m. for night owls.
 * With 3 a.m., 01:30 still belongs to the day before: a log then counts for that date, and
 * 'today' (the future-date check, streaks, the calendar's outline) is that date until 3:00.
 */
import type { IsoDate } from './dates';
import { addDays } from './dates';
import { dateInTimeZone } from './zoneDates';

export const DAY_ENDS_AT_HOUR_MAX = 6;
export const DEFAULT_DAY_ENDS_AT_HOUR = 0;

/**
 * The user's date at a local wall-clock time: the calendar `date` and its `hour` (0-23), moved
 * back one day while the hour is before `dayEndsAtHour`. Never later than the calendar date.
 */
export function userDateAt(date: IsoDate, hour: number, dayEndsAtHour: number): IsoDate {
  return hour < dayEndsAtHour ? addDays(date, -1) : date;
}

/** What a user's today depends on: their IANA zone and the hour their day ends. */
export interface UserClock {
  timezone: string;
  dayEndsAtHour: number;
}

/**
 * The user's today at `now`: their calendar day in their zone, by their day end. The one place
 * "today" is computed: the server, for every request and for `GET /api/auth/user`, which is where
 * the web takes it from.
 */
export function userTodayAt(user: UserClock, now: Date): IsoDate {
  return dateInTimeZone(now, user.timezone, user.dayEndsAtHour);
}

/** A user's day lasts at most 25 hours (a day that gains an hour); 26 is safely past its end. */
const LONGEST_DAY_MS = 26 * 60 * 60 * 1000;

/**
 * Day ends already found, by zone, day-end hour and day: the instant is the same for everyone who
 * shares them, and finding it formats ~18 instants in the zone (GET /api/auth/user asks on every
 * page load; the search was a fifth of its CPU). Zones change their rules only with a new release
 * of the runtime. Bounded against arbitrary zone names.
 */
const knownDayEnds = new Map<string, number>();

/**
 * The instant the user's today ends, to the second (their next day begins then): when a page left
 * open asks for "today" again. Found by halving, since the user's date only moves forward with time.
 */
export function userDayEndsAt(user: UserClock, now: Date): Date {
  const today = userTodayAt(user, now);
  const key = `${user.timezone}|${String(user.dayEndsAtHour)}|${today}`;
  const known = knownDayEnds.get(key);
  if (known !== undefined) return new Date(known);
  let before = Math.floor(now.getTime() / 1000);
  let after = Math.ceil((now.getTime() + LONGEST_DAY_MS) / 1000);
  while (after - before > 1) {
    const middle = Math.floor((before + after) / 2);
    if (userTodayAt(user, new Date(middle * 1000)) === today) before = middle;
    else after = middle;
  }
  if (knownDayEnds.size >= 1000) knownDayEnds.clear();
  knownDayEnds.set(key, after * 1000);
  return new Date(after * 1000);
}
