/**
 * The email fallback ('Email me if I haven't logged by …'): the users who asked for it, whether
 * they logged anything on their day, the claim that lets one process (and one only) mail a
 * user-day, and the mail's single-use stop links.
 */
import type { LocaleCode } from '@taper/domain';
import type { Db } from '../client';
import { habitsOnUserDays } from './habits-on-user-days';

/** A user with an email reminder, with what their clock and their mail need. */
export interface EmailReminderRow {
  id: number;
  email: string;
  firstName: string;
  /** HH:MM in the user's zone. */
  time: string;
  timezone: string;
  dayEndsAtHour: number;
  locale: LocaleCode;
  /** The user-day last mailed (the claim); null for never. */
  sentOn: string | null;
}

/** Users with an email reminder, by id after `afterId`, `limit` at a time. */
export async function listEmailReminders(
  db: Db,
  afterId: number,
  limit: number,
): Promise<EmailReminderRow[]> {
  const rows = await db
    .selectFrom('users')
    .select([
      'id',
      'email',
      'firstName',
      'emailReminderTime',
      'timezone',
      'dayEndsAtHour',
      'locale',
      'emailReminderSentOn',
    ])
    .where('emailReminderTime', 'is not', null)
    .where('id', '>', afterId)
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.flatMap(({ emailReminderTime, emailReminderSentOn, ...row }) =>
    emailReminderTime === null
      ? []
      : [{ ...row, time: emailReminderTime, sentOn: emailReminderSentOn }],
  );
}

/** A user on their day. */
export interface UserDayToLog {
  userId: number;
  day: string;
}

/** Of a user's day: the unarchived habits still to log, and whether any of them was logged. */
export interface DayToLog {
  /** Names of the unarchived habits with no entry (nor skip) that day, in list order. */
  toLog: string[];
  /** Whether some unarchived habit has an entry (a value or a skip) that day. */
  logged: boolean;
}

/** For each user-day, what is still to log and whether anything was: one query for a batch. */
export async function daysToLog(
  db: Db,
  userDays: readonly UserDayToLog[],
): Promise<Map<number, DayToLog>> {
  const answer = new Map<number, DayToLog>(
    userDays.map((u) => [u.userId, { toLog: [], logged: false }]),
  );
  if (userDays.length === 0) return answer;
  const habits = await habitsOnUserDays(db, new Map(userDays.map((u) => [u.userId, u.day])));
  for (const habit of habits) {
    const day = answer.get(habit.userId);
    if (!day) continue;
    if (habit.logged) day.logged = true;
    else day.toLog.push(habit.name);
  }
  return answer;
}

/**
 * Claims the email reminder of a user's day: true for the one caller whose update went through,
 * false for every other (any process, any later time) until another day is claimed.
 */
export async function claimEmailReminder(db: Db, userId: number, day: string): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set({ emailReminderSentOn: day })
    .where('id', '=', userId)
    .where('emailReminderTime', 'is not', null)
    .where((eb) =>
      eb.or([eb('emailReminderSentOn', 'is', null), eb('emailReminderSentOn', '<>', day)]),
    )
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Gives a day's claim back (its mail could not be sent): the day reads as not mailed again, so a
 * later pass within the reminder's hour tries once more.
 */
export async function releaseEmailReminder(
  db: Db,
  userId: number,
  day: string,
  before: string | null,
): Promise<void> {
  await db
    .updateTable('users')
    .set({ emailReminderSentOn: before })
    .where('id', '=', userId)
    .where('emailReminderSentOn', '=', day)
    .execute();
}

/** The user-day last mailed; null for never. */
export async function emailReminderSentOn(db: Db, userId: number): Promise<string | null> {
  const row = await db
    .selectFrom('users')
    .select('emailReminderSentOn')
    .where('id', '=', userId)
    .executeTakeFirst();
  return row?.emailReminderSentOn ?? null;
}

/** Keeps a mail's stop link (by its hash). */
export async function addEmailStopToken(
  db: Db,
  token: { tokenHash: string; userId: number },
  now: Date,
): Promise<void> {
  await db
    .insertInto('emailStopTokens')
    .values({ ...token, createdAt: now })
    .execute();
}

/** Forgets a stop link (its mail was never sent). */
export async function deleteEmailStopToken(db: Db, tokenHash: string): Promise<void> {
  await db.deleteFrom('emailStopTokens').where('tokenHash', '=', tokenHash).execute();
}

/**
 * Uses a stop link: the user's email reminder is turned off and every stop link of theirs is
 * spent. Answers whose it was; undefined for a token unknown, already used or forgotten.
 */
export async function useEmailStopToken(
  db: Db,
  tokenHash: string,
): Promise<{ userId: number } | undefined> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .deleteFrom('emailStopTokens')
      .where('tokenHash', '=', tokenHash)
      .returning('userId')
      .executeTakeFirst();
    if (!row) return undefined;
    await trx
      .updateTable('users')
      .set({ emailReminderTime: null })
      .where('id', '=', row.userId)
      .execute();
    await trx.deleteFrom('emailStopTokens').where('userId', '=', row.userId).execute();
    return { userId: row.userId };
  });
}

/** Forgets stop links made before `before`; answers how many. */
export async function pruneEmailStopTokens(db: Db, before: Date): Promise<number> {
  const result = await db
    .deleteFrom('emailStopTokens')
    .where('createdAt', '<', before)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
