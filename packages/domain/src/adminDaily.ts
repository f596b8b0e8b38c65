/**
 * The admin overview's last 30 days: sign-ups and active users day by day, in the admin's own
 * time zone, from the instants the database holds.
 */
import { z } from 'zod';
import { addDays, datesInRange, type IsoDate } from './dates';
import { dateInTimeZone } from './zoneDates';
import { isoDateSchema } from './schemas';

/** How many days the admin overview's chart shows, today the last. */
export const ADMIN_DAILY_DAYS = 30;

export const adminDaySchema = z.object({
  date: isoDateSchema,
  /** Accounts created that day. */
  signUps: z.number().int().nonnegative(),
  /** People who signed in, used the app or saved a day's result that day. */
  activeUsers: z.number().int().nonnegative(),
});
export type AdminDay = z.infer<typeof adminDaySchema>;

/** A moment a user was active: a sign-in, a request, a day's result saved. */
export interface UserActivity {
  userId: number;
  at: Date;
}

/**
 * One row per day from `days - 1` days before `today` to `today`: how many accounts were created
 * and how many distinct users were active that day (a user counts once a day, however often).
 */
export function adminDailySeries(
  signUps: readonly Date[],
  activity: readonly UserActivity[],
  today: IsoDate,
  timeZone: string,
  days: number = ADMIN_DAILY_DAYS,
): AdminDay[] {
  const dates = datesInRange(addDays(today, 1 - days), today);
  const signUpCounts = new Map<IsoDate, number>();
  for (const at of signUps) {
    const date = dateInTimeZone(at, timeZone);
    signUpCounts.set(date, (signUpCounts.get(date) ?? 0) + 1);
  }
  const active = new Map<IsoDate, Set<number>>();
  for (const { userId, at } of activity) {
    const date = dateInTimeZone(at, timeZone);
    const users = active.get(date) ?? new Set<number>();
    users.add(userId);
    active.set(date, users);
  }
  return dates.map((date) => ({
    date,
    signUps: signUpCounts.get(date) ?? 0,
    activeUsers: active.get(date)?.size ?? 0,
  }));
}
