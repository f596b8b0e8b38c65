import type { CompiledQuery } from 'kysely';
import type { Db } from '../client';
import type { SessionRow, UserRow } from '../schema';

export interface NewSessionInput {
  /** SHA-256 of the token (hex); the token itself is never stored. */
  id: string;
  userId: number;
  expiresAt: Date;
}

export async function createSession(
  db: Db,
  input: NewSessionInput,
  now: Date = new Date(),
): Promise<SessionRow> {
  return db
    .insertInto('sessions')
    .values({ id: input.id, userId: input.userId, expiresAt: input.expiresAt, createdAt: now })
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
>;

export interface SessionWithUser {
  session: SessionRow;
  user: SessionUser;
}

function sessionWithUserQuery(db: Db, id: string) {
  return db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.userId')
    .select([
      'users.id',
      'users.role',
      'users.tier',
      'users.timezone',
      'users.weekStart',
      'users.dayEndsAtHour',
      'users.lastSeenAt',
      'users.dataRevision',
      'sessions.id as sessionId',
      'sessions.expiresAt as sessionExpiresAt',
      'sessions.createdAt as sessionCreatedAt',
    ])
    .where('sessions.id', '=', id);
}

type SessionWithUserRow = Awaited<
  ReturnType<ReturnType<typeof sessionWithUserQuery>['executeTakeFirstOrThrow']>
>;

/**
 * Every request runs this lookup: its SQL is compiled once per database handle (building and
 * compiling a Kysely query cost more than running it), and only the parameter changes afterwards.
 */
const compiledLookups = new WeakMap<Db, CompiledQuery<SessionWithUserRow>>();

/** The session and its user in one join. Expiry is the caller's decision (it may extend or end it). */
export async function findSessionWithUser(
  db: Db,
  id: string,
): Promise<SessionWithUser | undefined> {
  let compiled = compiledLookups.get(db);
  if (!compiled) {
    compiled = sessionWithUserQuery(db, id).compile();
    compiledLookups.set(db, compiled);
  }
  const { rows } = await db.executeQuery<SessionWithUserRow>({ ...compiled, parameters: [id] });
  const row = rows[0];
  if (!row) return undefined;
  return {
    session: {
      id: row.sessionId,
      userId: row.id,
      expiresAt: row.sessionExpiresAt,
      createdAt: row.sessionCreatedAt,
    },
    user: {
      id: row.id,
      role: row.role,
      tier: row.tier,
      timezone: row.timezone,
      weekStart: row.weekStart,
      dayEndsAtHour: row.dayEndsAtHour,
      lastSeenAt: row.lastSeenAt,
      dataRevision: row.dataRevision,
    },
  };
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

/** Housekeeping; returns how many expired sessions were removed. */
export async function deleteExpiredSessions(db: Db, now: Date = new Date()): Promise<number> {
  const result = await db.deleteFrom('sessions').where('expiresAt', '<=', now).executeTakeFirst();
  return Number(result.numDeletedRows);
}
