/** Personal API tokens: their owner lists and revokes them; a request presents one by its hash. */
import type { Db } from '../client';
import type { ApiTokenRow } from '../schema';
import type { SessionUser } from './sessions';
import { LAST_USE_WRITE_INTERVAL_MS, SESSION_USER_COLUMNS, toSessionUser } from './sessions';

export type ApiTokenScope = ApiTokenRow['scope'];

/** A token as its owner sees it: never its secret nor its hash. */
export type ApiTokenListing = Omit<ApiTokenRow, 'tokenHash' | 'userId'>;

export async function createApiToken(
  db: Db,
  input: { userId: number; name: string; scope: ApiTokenScope; tokenHash: string },
  now: Date,
): Promise<ApiTokenListing> {
  return db
    .insertInto('apiTokens')
    .values({ ...input, createdAt: now })
    .returning(['id', 'name', 'scope', 'createdAt', 'lastUsedAt'])
    .executeTakeFirstOrThrow();
}

export async function countApiTokens(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('apiTokens')
    .select((eb) => eb.fn.countAll<number | string>().as('tokens'))
    .where('userId', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.tokens);
}

/** The user's tokens, newest first. */
export async function listApiTokens(db: Db, userId: number): Promise<ApiTokenListing[]> {
  return db
    .selectFrom('apiTokens')
    .select(['id', 'name', 'scope', 'createdAt', 'lastUsedAt'])
    .where('userId', '=', userId)
    .orderBy('id', 'desc')
    .execute();
}

/** Revokes one of the user's tokens; false if the user has no such token. */
export async function deleteApiToken(db: Db, userId: number, id: number): Promise<boolean> {
  const result = await db
    .deleteFrom('apiTokens')
    .where('userId', '=', userId)
    .where('id', '=', id)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/**
 * Revokes every token of the user (a new password ends them all); answers their names, oldest
 * first, so the account can be told which ones ended.
 */
export async function deleteUserApiTokens(db: Db, userId: number): Promise<string[]> {
  const rows = await db
    .deleteFrom('apiTokens')
    .where('userId', '=', userId)
    .returning(['id', 'name'])
    .execute();
  return rows.sort((a, b) => a.id - b.id).map((row) => row.name);
}

export interface ApiTokenWithUser {
  token: { id: number; scope: ApiTokenScope; lastUsedAt: Date | null };
  user: SessionUser;
}

/** The token presented by a request (by its hash) and its owner, in one join. */
export async function findApiTokenWithUser(
  db: Db,
  tokenHash: string,
): Promise<ApiTokenWithUser | undefined> {
  const row = await db
    .selectFrom('apiTokens')
    .innerJoin('users', 'users.id', 'apiTokens.userId')
    .select([
      ...SESSION_USER_COLUMNS,
      'apiTokens.id as tokenId',
      'apiTokens.scope as tokenScope',
      'apiTokens.lastUsedAt as tokenLastUsedAt',
    ])
    .where('apiTokens.tokenHash', '=', tokenHash)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    token: { id: row.tokenId, scope: row.tokenScope, lastUsedAt: row.tokenLastUsedAt },
    user: toSessionUser(row),
  };
}

/** Records a token's use, at most once a minute. Returns whether it wrote. */
export async function touchApiToken(db: Db, id: number, now: Date): Promise<boolean> {
  const staleBefore = new Date(now.getTime() - LAST_USE_WRITE_INTERVAL_MS);
  const result = await db
    .updateTable('apiTokens')
    .set({ lastUsedAt: now })
    .where('id', '=', id)
    .where((eb) => eb.or([eb('lastUsedAt', 'is', null), eb('lastUsedAt', '<', staleBefore)]))
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
