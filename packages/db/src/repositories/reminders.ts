/**
 * Reminders: the habits and users due one, what they have logged, and the claims that let one
 * process, and one only, send a user-day's reminder.
 */
import type { Goal, LocaleCode, Reminder } from '@taper/domain';
import type { Db } from '../client';
import { habitsOnUserDays } from './habits-on-user-days';
export interface ReminderClaim {
  kind: 'habit' | 'check_in';
  userId: number;
  /** 0 for the daily check-in. */
  habitId: number;
  /** The user's day the reminder is for. */
  day: string;
  /** The time of the habit's reminder (a habit has up to three a day); '' for the check-in. */
  reminderTime: string;
}

/**
 * Claims the reminder of a user's day: true for the one caller whose row went in, false for every
 * other (in any process, at any later time).
 */
export async function claimReminder(db: Db, claim: ReminderClaim, now: Date): Promise<boolean> {
  const rows = await db
    .insertInto('reminderClaims')
    .values({ ...claim, claimedAt: now })
    .onConflict((conflict) =>
      conflict.columns(['kind', 'userId', 'habitId', 'day', 'reminderTime']).doNothing(),
    )
    .returning('day')
    .execute();
  return rows.length === 1;
}

/** Forgets claims made before `before` (their days are long past); answers how many. */
export async function pruneReminderClaims(db: Db, before: Date): Promise<number> {
  const result = await db
    .deleteFrom('reminderClaims')
    .where('claimedAt', '<', before)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** A habit with reminders, with what its owner's clock needs. */
export interface HabitReminderRow {
  id: number;
  userId: number;
  name: string;
  icon: string;
  goal: Goal;
  /** One or more, each a time of the day and its weekdays. */
  reminders: Reminder[];
  timezone: string;
  dayEndsAtHour: number;
  /** The owner's language: the notification's. */
  locale: LocaleCode;
  /** The icon's category and name (its image's path); null when the icon is gone. */
  iconCategory: string | null;
  iconName: string | null;
}

/**
 * Unarchived habits with reminders whose owner has a device, by id after `afterId`, `limit` at
 * a time (the scheduler reads them in small batches).
 */
export async function listHabitReminders(
  db: Db,
  afterId: number,
  limit: number,
): Promise<HabitReminderRow[]> {
  const rows = await db
    .selectFrom('habits')
    .innerJoin('users', 'users.id', 'habits.userId')
    .leftJoin('icons', 'icons.id', 'habits.icon')
    .select([
      'icons.category as iconCategory',
      'icons.name as iconName',
      'habits.id',
      'habits.userId',
      'habits.name',
      'habits.icon',
      'habits.goal',
      'habits.reminders',
      'users.timezone',
      'users.dayEndsAtHour',
      'users.locale',
    ])
    .where('habits.reminders', 'is not', null)
    .where('habits.deletedAt', 'is', null)
    .where('habits.isArchived', '=', false)
    .where('habits.id', '>', afterId)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('pushSubscriptions')
          .select('pushSubscriptions.id')
          .whereRef('pushSubscriptions.userId', '=', 'habits.userId'),
      ),
    )
    .orderBy('habits.id')
    .limit(limit)
    .execute();
  return rows.flatMap((row) =>
    row.reminders === null || row.reminders.length === 0
      ? []
      : [{ ...row, reminders: row.reminders }],
  );
}

/** A user with a daily check-in. */
export interface CheckInRow {
  id: number;
  checkIn: Reminder;
  timezone: string;
  dayEndsAtHour: number;
  /** The user's language: the check-in's. */
  locale: LocaleCode;
}

/** Users with a daily check-in and a device, by id after `afterId`, `limit` at a time. */
export async function listCheckIns(db: Db, afterId: number, limit: number): Promise<CheckInRow[]> {
  const rows = await db
    .selectFrom('users')
    .select(['users.id', 'users.checkIn', 'users.timezone', 'users.dayEndsAtHour', 'users.locale'])
    .where('users.checkIn', 'is not', null)
    .where('users.id', '>', afterId)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('pushSubscriptions')
          .select('pushSubscriptions.id')
          .whereRef('pushSubscriptions.userId', '=', 'users.id'),
      ),
    )
    .orderBy('users.id')
    .limit(limit)
    .execute();
  return rows.flatMap((row) => (row.checkIn === null ? [] : [{ ...row, checkIn: row.checkIn }]));
}

/** A habit on one day, or a user on one day (each user's day is in their own time zone). */
export interface HabitDay {
  habitId: number;
  day: string;
}
export interface UserDay {
  userId: number;
  day: string;
}

/** The key of a habit-day in the set {@link habitDaysWithEntry} answers. */
export function habitDayKey(habitId: number, day: string): string {
  return `${String(habitId)} ${day}`;
}

/**
 * Of the given habit-days, those with an entry (a value, or a skip), as {@link habitDayKey}s: one
 * query for a whole batch of reminders.
 */
export async function habitDaysWithEntry(
  db: Db,
  habitDays: readonly HabitDay[],
): Promise<Set<string>> {
  if (habitDays.length === 0) return new Set();
  const rows = await db
    .selectFrom('habitEntries')
    .select(['habitId', 'date'])
    .where('habitId', 'in', [...new Set(habitDays.map((h) => h.habitId))])
    .where('date', 'in', [...new Set(habitDays.map((h) => h.day))])
    .execute();
  const wanted = new Set(habitDays.map((h) => habitDayKey(h.habitId, h.day)));
  return new Set(
    rows.map((row) => habitDayKey(row.habitId, row.date)).filter((key) => wanted.has(key)),
  );
}

/** Whether the habit has an entry (a value, or a skip) on `day`. */
export async function hasEntryOn(db: Db, habitId: number, day: string): Promise<boolean> {
  return (await habitDaysWithEntry(db, [{ habitId, day }])).size > 0;
}

/**
 * For each user-day, the names of the user's unarchived habits with no entry (nor skip) on that
 * day, in list order: one query for a whole batch of check-ins. Every given user has a list.
 */
export async function habitsToLogByUser(
  db: Db,
  userDays: readonly UserDay[],
): Promise<Map<number, string[]>> {
  const toLog = new Map(userDays.map((u) => [u.userId, [] as string[]]));
  if (userDays.length === 0) return toLog;
  const habits = await habitsOnUserDays(db, new Map(userDays.map((u) => [u.userId, u.day])));
  for (const habit of habits) if (!habit.logged) toLog.get(habit.userId)?.push(habit.name);
  return toLog;
}

/** The names of the user's unarchived habits with no entry (nor skip) on `day`, in list order. */
export async function habitsToLogOn(db: Db, userId: number, day: string): Promise<string[]> {
  return (await habitsToLogByUser(db, [{ userId, day }])).get(userId) ?? [];
}
