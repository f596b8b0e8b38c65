import type {
  LocaleCode,
  Reminder,
  Role,
  SummaryView,
  Theme,
  Tier,
  WeekStart,
} from '@taper/domain';
import { compiledStatement, lockTableForWrites } from '../dialect';
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
  /** The language the user reads Taper in; English when absent. */
  locale?: LocaleCode;
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
  'emailReminderTime',
  'emailReminderSentOn',
  'summaryView',
  'locale',
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
        ...(input.locale === undefined ? {} : { locale: input.locale }),
        createdAt: now,
      })
      .returning(USER_COLUMNS)
      .executeTakeFirstOrThrow();
  });
}

/** Compiled once (compiledStatement): GET /api/auth/user, every page load's first call, reads it. */
const userByIdStatement = compiledStatement((db: Db, user: { id: number }) =>
  db.selectFrom('users').select(USER_COLUMNS).where('id', '=', user.id),
);

export async function findUserById(db: Db, id: number): Promise<UserRow | undefined> {
  const [user] = await userByIdStatement(db, { id });
  return user;
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
  /** 'Email me if I haven't logged by' this HH:MM; null for off. */
  emailReminderTime?: string | null;
  summaryView?: SummaryView;
  locale?: LocaleCode;
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
    ...(preferences.emailReminderTime === undefined
      ? {}
      : { emailReminderTime: preferences.emailReminderTime }),
    ...(preferences.summaryView === undefined ? {} : { summaryView: preferences.summaryView }),
    ...(preferences.locale === undefined ? {} : { locale: preferences.locale }),
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
