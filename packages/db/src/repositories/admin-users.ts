/** The admin portal's reads of users: the user list, the overview's figures and its daily chart. */
import type { UserActivity } from '@taper/domain';
import { ACTIVE_WINDOWS_MS } from '@taper/domain';
import type { Db } from '../client';
import type { UserRow } from '../schema';
import { findUserById } from './users';

export type AdminUserRow = Omit<
  UserRow,
  'passwordHash' | 'dataRevision' | 'checkIn' | 'emailReminderTime' | 'emailReminderSentOn'
> & {
  habitCount: number;
};

/** Every user with their habit count, oldest account first: one query. */
export async function listUsersForAdmin(db: Db): Promise<AdminUserRow[]> {
  return db
    .selectFrom('users')
    .select([
      'users.id',
      'users.email',
      'users.firstName',
      'users.lastName',
      'users.role',
      'users.tier',
      'users.theme',
      'users.timezone',
      'users.weekStart',
      'users.dayEndsAtHour',
      'users.currency',
      'users.summaryView',
      'users.locale',
      'users.createdAt',
      'users.lastLoginAt',
      'users.lastSeenAt',
    ])
    .select((eb) =>
      eb
        .selectFrom('habits')
        .select(eb.fn.countAll<number>().as('count'))
        .whereRef('habits.userId', '=', 'users.id')
        .where('habits.deletedAt', 'is', null)
        .as('habitCount'),
    )
    .orderBy('users.id')
    .execute()
    .then((rows) => rows.map((row) => ({ ...row, habitCount: row.habitCount ?? 0 })));
}

/** A single user in the admin list's shape (after a tier or role change). */
export async function findUserForAdmin(db: Db, id: number): Promise<AdminUserRow | undefined> {
  const user = await findUserById(db, id);
  if (!user) return undefined;
  const {
    passwordHash: _passwordHash,
    dataRevision: _dataRevision,
    checkIn: _checkIn,
    emailReminderTime: _emailReminderTime,
    emailReminderSentOn: _emailReminderSentOn,
    ...rest
  } = user;
  const row = await db
    .selectFrom('habits')
    .select((eb) => eb.fn.countAll<number>().as('habitCount'))
    .where('userId', '=', id)
    .where('deletedAt', 'is', null)
    .executeTakeFirstOrThrow();
  return { ...rest, habitCount: row.habitCount };
}

export interface UserStats {
  totalUsers: number;
  freeUsers: number;
  premiumUsers: number;
  dau: number;
  wau: number;
  mau: number;
}

/** SPEC's admin overview in one query; active = last authenticated request within 24 h / 7 d / 30 d. */
export async function userStats(db: Db, now: Date = new Date()): Promise<UserStats> {
  const since = (windowMs: number) => new Date(now.getTime() - windowMs);
  return db
    .selectFrom('users')
    .select((eb) => [
      eb.fn.countAll<number>().as('totalUsers'),
      eb.fn.countAll<number>().filterWhere('tier', '=', 'FREE').as('freeUsers'),
      eb.fn.countAll<number>().filterWhere('tier', '=', 'PREMIUM').as('premiumUsers'),
      eb.fn
        .countAll<number>()
        .filterWhere('lastSeenAt', '>=', since(ACTIVE_WINDOWS_MS.dau))
        .as('dau'),
      eb.fn
        .countAll<number>()
        .filterWhere('lastSeenAt', '>=', since(ACTIVE_WINDOWS_MS.wau))
        .as('wau'),
      eb.fn
        .countAll<number>()
        .filterWhere('lastSeenAt', '>=', since(ACTIVE_WINDOWS_MS.mau))
        .as('mau'),
    ])
    .executeTakeFirstOrThrow();
}

/**
 * What the admin overview's daily chart is counted from, since `since`: when accounts were
 * created, and each moment a user was active (a session begun or last used, the account last
 * seen, a day's result saved or changed). Only the latest use of a session or an account is kept,
 * so a day's active users are as many as these records still show.
 */
export async function adminActivitySince(
  db: Db,
  since: Date,
): Promise<{ signUps: Date[]; activity: UserActivity[] }> {
  const [signUps, seen, sessions, entries] = await Promise.all([
    db.selectFrom('users').select('createdAt').where('createdAt', '>=', since).execute(),
    db
      .selectFrom('users')
      .select(['id as userId', 'lastSeenAt'])
      .where('lastSeenAt', '>=', since)
      .execute(),
    db
      .selectFrom('sessions')
      .select(['userId', 'createdAt', 'lastSeenAt'])
      .where((eb) => eb.or([eb('createdAt', '>=', since), eb('lastSeenAt', '>=', since)]))
      .execute(),
    db
      .selectFrom('habitEntries')
      .select(['userId', 'createdAt', 'updatedAt'])
      .where((eb) => eb.or([eb('createdAt', '>=', since), eb('updatedAt', '>=', since)]))
      .execute(),
  ]);
  const activity: UserActivity[] = [];
  const add = (userId: number, at: Date | null) => {
    if (at && at >= since) activity.push({ userId, at });
  };
  for (const row of seen) add(row.userId, row.lastSeenAt);
  for (const row of [...sessions, ...entries]) {
    add(row.userId, row.createdAt);
    add(row.userId, 'lastSeenAt' in row ? row.lastSeenAt : row.updatedAt);
  }
  return { signUps: signUps.map((row) => row.createdAt), activity };
}
