import type {
  Reminder,
  Role,
  SummaryView,
  Theme,
  Tier,
  UserActivity,
  WeekStart,
} from '@taper/domain';
import { ACTIVE_WINDOWS_MS } from '@taper/domain';
import { lockTableForWrites } from '../dialect';
import type { Db } from '../client';
import type { UserRow } from '../schema';

/** Emails are compared case-insensitively by storing them lower-cased (unique index on email). */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export interface NewUserInput {
  email: string;
  firstName: string;
  lastName: string;
  passwordHash: string;
  timezone?: string;
  themePreference?: Theme;
  /** ISO 4217 code; EUR when absent. */
  currency?: string;
}

/** A user row's columns (the unused theme_preference column, superseded by theme, is left out). */
const USER_COLUMNS = [
  'id',
  'email',
  'firstName',
  'lastName',
  'passwordHash',
  'role',
  'tier',
  'theme',
  'timezone',
  'weekStart',
  'dayEndsAtHour',
  'currency',
  'checkIn',
  'summaryView',
  'createdAt',
  'lastLoginAt',
  'lastSeenAt',
  'dataRevision',
] as const;

/**
 * Creates a user. The first user of an empty table becomes ADMIN (and PREMIUM), decided inside a transaction that
 * serialises concurrent sign-ups when the table looks empty. A taken email throws a unique
 * violation (`isUniqueViolation`).
 */
export async function createUser(
  db: Db,
  input: NewUserInput,
  now: Date = new Date(),
): Promise<UserRow> {
  return db.transaction().execute(async (trx) => {
    const hasUsers = async () =>
      (await trx.selectFrom('users').select('id').limit(1).executeTakeFirst()) !== undefined;
    let role: Role = 'USER';
    if (!(await hasUsers())) {
      await lockTableForWrites(trx, 'users');
      if (!(await hasUsers())) role = 'ADMIN';
    }
    return trx
      .insertInto('users')
      .values({
        email: normalizeEmail(input.email),
        firstName: input.firstName,
        lastName: input.lastName,
        passwordHash: input.passwordHash,
        role,
        // The first user runs the instance: ADMIN, and PREMIUM so every icon is theirs.
        tier: role === 'ADMIN' ? 'PREMIUM' : 'FREE',
        theme: input.themePreference ?? 'light',
        timezone: input.timezone ?? 'UTC',
        ...(input.currency === undefined ? {} : { currency: input.currency }),
        createdAt: now,
      })
      .returning(USER_COLUMNS)
      .executeTakeFirstOrThrow();
  });
}

export async function findUserById(db: Db, id: number): Promise<UserRow | undefined> {
  return db.selectFrom('users').select(USER_COLUMNS).where('id', '=', id).executeTakeFirst();
}

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  return db
    .selectFrom('users')
    .select(USER_COLUMNS)
    .where('email', '=', normalizeEmail(email))
    .executeTakeFirst();
}

export interface ProfileUpdate {
  firstName: string;
  lastName: string;
  email: string;
}

/** A taken email throws a unique violation (`isUniqueViolation`). */
export async function updateProfile(
  db: Db,
  id: number,
  profile: ProfileUpdate,
): Promise<UserRow | undefined> {
  return db
    .updateTable('users')
    .set({
      firstName: profile.firstName,
      lastName: profile.lastName,
      email: normalizeEmail(profile.email),
    })
    .where('id', '=', id)
    .returning(USER_COLUMNS)
    .executeTakeFirst();
}

export interface PreferencesUpdate {
  themePreference?: Theme;
  timezone?: string;
  weekStart?: WeekStart;
  dayEndsAtHour?: number;
  currency?: string;
  checkIn?: Reminder | null;
  summaryView?: SummaryView;
}

export async function updatePreferences(
  db: Db,
  id: number,
  preferences: PreferencesUpdate,
): Promise<UserRow | undefined> {
  const changes = {
    ...(preferences.themePreference === undefined ? {} : { theme: preferences.themePreference }),
    ...(preferences.timezone === undefined ? {} : { timezone: preferences.timezone }),
    ...(preferences.weekStart === undefined ? {} : { weekStart: preferences.weekStart }),
    ...(preferences.dayEndsAtHour === undefined
      ? {}
      : { dayEndsAtHour: preferences.dayEndsAtHour }),
    ...(preferences.currency === undefined ? {} : { currency: preferences.currency }),
    ...(preferences.checkIn === undefined ? {} : { checkIn: preferences.checkIn }),
    ...(preferences.summaryView === undefined ? {} : { summaryView: preferences.summaryView }),
  };
  if (Object.keys(changes).length === 0) return findUserById(db, id);
  return db
    .updateTable('users')
    .set(changes)
    .where('id', '=', id)
    .returning(USER_COLUMNS)
    .executeTakeFirst();
}

export async function updateTheme(db: Db, id: number, theme: Theme): Promise<UserRow | undefined> {
  return updatePreferences(db, id, { themePreference: theme });
}

export async function updatePasswordHash(
  db: Db,
  id: number,
  passwordHash: string,
): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set({ passwordHash })
    .where('id', '=', id)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** An admin's change of a user's tier or role. */
export async function setAccess(
  db: Db,
  id: number,
  access: { tier: Tier } | { role: Role },
): Promise<UserRow | undefined> {
  return db
    .updateTable('users')
    .set(access)
    .where('id', '=', id)
    .returning(USER_COLUMNS)
    .executeTakeFirst();
}

export async function countAdmins(db: Db): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('admins'))
    .where('role', '=', 'ADMIN')
    .executeTakeFirstOrThrow();
  return row.admins;
}

/** A sign-in: sets last login, and counts as activity. */
export async function recordLogin(db: Db, id: number, now: Date = new Date()): Promise<void> {
  await db
    .updateTable('users')
    .set({ lastLoginAt: now, lastSeenAt: now })
    .where('id', '=', id)
    .execute();
}

/** How stale last_seen_at may get before an authenticated request writes it again. */
export const LAST_SEEN_WRITE_INTERVAL_MS = 5 * 60 * 1000;

/**
 * Records activity for the dau/wau/mau windows. One UPDATE that only writes when the stored value
 * is older than `minIntervalMs`, so most requests write nothing. Returns whether it wrote.
 */
export async function touchLastSeen(
  db: Db,
  id: number,
  now: Date = new Date(),
  minIntervalMs: number = LAST_SEEN_WRITE_INTERVAL_MS,
): Promise<boolean> {
  const staleBefore = new Date(now.getTime() - minIntervalMs);
  const result = await db
    .updateTable('users')
    .set({ lastSeenAt: now })
    .where('id', '=', id)
    .where((eb) => eb.or([eb('lastSeenAt', 'is', null), eb('lastSeenAt', '<', staleBefore)]))
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Deletes a user; their habits, entries, sessions and pending uploads go with them (cascade). */
export async function deleteUser(db: Db, id: number): Promise<boolean> {
  const result = await db.deleteFrom('users').where('id', '=', id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

export type AdminUserRow = Omit<UserRow, 'passwordHash' | 'dataRevision' | 'checkIn'> & {
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
