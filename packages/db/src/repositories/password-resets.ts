/** Password reset links: stored by the hash of their token, used once, within their validity. */
import type { Db } from '../client';

export async function createPasswordReset(
  db: Db,
  input: { id: string; userId: number; expiresAt: Date },
  now: Date,
): Promise<void> {
  await db
    .insertInto('passwordResets')
    .values({ ...input, createdAt: now })
    .execute();
}

/**
 * Uses the link whose token hashes to `id`: one UPDATE that only succeeds on an unused link that has
 * not expired, so two requests racing with one link cannot both succeed. Returns its user's id.
 */
export async function consumePasswordReset(
  db: Db,
  id: string,
  now: Date,
): Promise<number | undefined> {
  const row = await db
    .updateTable('passwordResets')
    .set({ usedAt: now })
    .where('id', '=', id)
    .where('usedAt', 'is', null)
    .where('expiresAt', '>', now)
    .returning('userId')
    .executeTakeFirst();
  return row?.userId;
}

/** Whether the link can still be used (the reset screen asks before showing its form). */
export async function passwordResetIsUsable(db: Db, id: string, now: Date): Promise<boolean> {
  const row = await db
    .selectFrom('passwordResets')
    .select('id')
    .where('id', '=', id)
    .where('usedAt', 'is', null)
    .where('expiresAt', '>', now)
    .executeTakeFirst();
  return row !== undefined;
}

/** Ends every other link of the user (after a reset, or when a new link replaces them). */
export async function deleteUserPasswordResets(db: Db, userId: number): Promise<number> {
  const result = await db
    .deleteFrom('passwordResets')
    .where('userId', '=', userId)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Housekeeping: links used or expired before `before`. */
export async function pruneUsedPasswordResets(db: Db, before: Date): Promise<number> {
  const result = await db
    .deleteFrom('passwordResets')
    .where((eb) => eb.or([eb('expiresAt', '<=', before), eb('usedAt', '<=', before)]))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
