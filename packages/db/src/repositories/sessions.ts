import { randomBytes } from 'node:crypto';
import type { Db } from '../client';
import { arraySelectPerDb, timestampOf } from '../dialect';
import type { SessionRow, UserRow } from '../schema';

export interface NewSessionInput {
  /** SHA-256 of the token (hex); the token itself is never stored. */
  id: string;
  userId: number;
  expiresAt: Date;
  /** The client's User-Agent header, if it sent one (cut to 300 characters). */
  userAgent?: string | undefined;
}

/** The longest User-Agent kept; longer ones are cut. */
export const USER_AGENT_MAX_LENGTH = 300;

/** A session's public id: random, so it reveals nothing of the token or its hash. */
function newPublicId(): string {
  return randomBytes(16).toString('hex');
}

export async function createSession(
  db: Db,
  input: NewSessionInput,
  now: Date = new Date(),
): Promise<SessionRow> {
  const userAgent = input.userAgent?.trim().slice(0, USER_AGENT_MAX_LENGTH) || null;
  return db
    .insertInto('sessions')
    .values({
      id: input.id,
      publicId: newPublicId(),
      userId: input.userId,
      expiresAt: input.expiresAt,
      createdAt: now,
      userAgent,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * What every request needs of its user (authorization, "today", the cache revision). The rest of the
 * row is read by the calls that show it: fewer columns make this every-request lookup cheaper.
 */
export type SessionUser = Pick<
  UserRow,
  | 'id'
  | 'role'
  | 'tier'
  | 'timezone'
  | 'weekStart'
  | 'dayEndsAtHour'
  | 'lastSeenAt'
  | 'dataRevision'
  | 'locale'
>;

/** The users columns behind a `SessionUser`, for a join from a session or an API token. */
export const SESSION_USER_COLUMNS = [
  'users.id',
  'users.role',
  'users.tier',
  'users.timezone',
  'users.weekStart',
  'users.dayEndsAtHour',
  'users.lastSeenAt',
  'users.dataRevision',
  'users.locale',
] as const;

/** The `SessionUser` of a joined row selected with `SESSION_USER_COLUMNS`. */
export function toSessionUser(row: SessionUser): SessionUser {
  return {
    id: row.id,
    role: row.role,
    tier: row.tier,
    timezone: row.timezone,
    weekStart: row.weekStart,
    dayEndsAtHour: row.dayEndsAtHour,
    lastSeenAt: row.lastSeenAt,
    dataRevision: row.dataRevision,
    locale: row.locale,
  };
}

export interface SessionWithUser {
  session: SessionRow;
  user: SessionUser;
}

function sessionWithUserQuery(db: Db, id: string) {
  return db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.userId')
    .select([
      ...SESSION_USER_COLUMNS,
      'sessions.id as sessionId',
      'sessions.expiresAt as sessionExpiresAt',
      'sessions.createdAt as sessionCreatedAt',
      'sessions.publicId as sessionPublicId',
      'sessions.lastSeenAt as sessionLastSeenAt',
      'sessions.userAgent as sessionUserAgent',
    ])
    .where('sessions.id', '=', id);
}

/**
 * Every request runs this lookup: its SQL is compiled once per database handle and its row read
 * as an array (dialect/rows.ts), since building and compiling a Kysely query, and copying its row
 * through both plugins, cost more than running it. The row is still read on every request.
 */
const sessionLookup = arraySelectPerDb((db: Db) => sessionWithUserQuery(db, ''));

/** A row of `sessionWithUserQuery` read as an array: its values in select order. */
function sessionWithUserOf(row: readonly unknown[]): SessionWithUser {
  const userId = row[0] as number;
  return {
    session: {
      id: row[9] as string,
      userId,
      expiresAt: timestampOf(row[10]) as Date,
      createdAt: timestampOf(row[11]) as Date,
      publicId: row[12] as string,
      lastSeenAt: timestampOf(row[13]),
      userAgent: row[14] as string | null,
    },
    user: {
      id: userId,
      role: row[1] as SessionUser['role'],
      tier: row[2] as SessionUser['tier'],
      timezone: row[3] as string,
      weekStart: row[4] as SessionUser['weekStart'],
      dayEndsAtHour: row[5] as number,
      lastSeenAt: timestampOf(row[6]),
      dataRevision: row[7] as number,
      locale: row[8] as SessionUser['locale'],
    },
  };
}

/** The session and its user in one join. Expiry is the caller's decision (it may extend or end it). */
export async function findSessionWithUser(
  db: Db,
  id: string,
): Promise<SessionWithUser | undefined> {
  const [row] = await sessionLookup(db)([id]);
  return row ? sessionWithUserOf(row) : undefined;
}

export async function extendSession(db: Db, id: string, expiresAt: Date): Promise<boolean> {
  const result = await db
    .updateTable('sessions')
    .set({ expiresAt })
    .where('id', '=', id)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function deleteSession(db: Db, id: string): Promise<boolean> {
  const result = await db.deleteFrom('sessions').where('id', '=', id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** After a password change: every other session of the user ends. Returns how many ended. */
export async function deleteUserSessionsExcept(
  db: Db,
  userId: number,
  keepId: string,
): Promise<number> {
  const result = await db
    .deleteFrom('sessions')
    .where('userId', '=', userId)
    .where('id', '<>', keepId)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** How stale a session's or an API token's last use may get before a request writes it again. */
export const LAST_USE_WRITE_INTERVAL_MS = 60 * 1000;

/**
 * Records a session's use: one UPDATE that only writes when the stored time is older than a
 * minute (or unset), so most requests write nothing. Returns whether it wrote.
 */
export async function touchSession(db: Db, id: string, now: Date): Promise<boolean> {
  const staleBefore = new Date(now.getTime() - LAST_USE_WRITE_INTERVAL_MS);
  const result = await db
    .updateTable('sessions')
    .set({ lastSeenAt: now })
    .where('id', '=', id)
    .where((eb) => eb.or([eb('lastSeenAt', 'is', null), eb('lastSeenAt', '<', staleBefore)]))
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** A session as its owner sees it in their list of devices. */
export interface SessionListing {
  publicId: string;
  createdAt: Date;
  lastSeenAt: Date;
  userAgent: string | null;
  /** The session's row id, to tell the caller's own session; never shown. */
  id: string;
}

/** The user's sessions that have not expired, the most recently used first. */
export async function listUserSessions(
  db: Db,
  userId: number,
  now: Date,
): Promise<SessionListing[]> {
  const rows = await db
    .selectFrom('sessions')
    .select(['id', 'publicId', 'createdAt', 'lastSeenAt', 'userAgent'])
    .where('userId', '=', userId)
    .where('expiresAt', '>', now)
    .execute();
  return rows
    .map((row) => ({ ...row, lastSeenAt: row.lastSeenAt ?? row.createdAt }))
    .sort(
      (a, b) =>
        b.lastSeenAt.getTime() - a.lastSeenAt.getTime() ||
        b.createdAt.getTime() - a.createdAt.getTime() ||
        a.publicId.localeCompare(b.publicId),
    );
}

/** Ends one of the user's sessions by its public id; false if the user has no such session. */
export async function deleteUserSessionByPublicId(
  db: Db,
  userId: number,
  publicId: string,
): Promise<boolean> {
  const result = await db
    .deleteFrom('sessions')
    .where('userId', '=', userId)
    .where('publicId', '=', publicId)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** Ends every session of the user (a password reset). Returns how many ended. */
export async function deleteUserSessions(db: Db, userId: number): Promise<number> {
  const result = await db.deleteFrom('sessions').where('userId', '=', userId).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Housekeeping; returns how many expired sessions were removed. */
export async function deleteExpiredSessions(db: Db, now: Date = new Date()): Promise<number> {
  const result = await db.deleteFrom('sessions').where('expiresAt', '<=', now).executeTakeFirst();
  return Number(result.numDeletedRows);
}
