/**
 * Claims: work that one caller at a time may do (a user's import), held in the rate-limit table
 * so every process sees them.
 */
import type { Db } from '../client';
import { hitRateLimit } from './rate-limits';

/**
 * Claims `bucket` for at most `holdMs`: true for the first claim, false while it is held,
 * whatever the process. A claim is given back with `releaseClaim`, or lapses after `holdMs` (a
 * process that died holding it).
 */
export async function claimBucket(
  db: Db,
  bucket: string,
  now: Date,
  holdMs: number,
): Promise<boolean> {
  const { hits } = await hitRateLimit(db, bucket, now, holdMs);
  return hits === 1;
}

/** Gives a claim back at once. */
export async function releaseClaim(db: Db, bucket: string): Promise<void> {
  await db.deleteFrom('rateLimits').where('bucket', '=', bucket).execute();
}

/**
 * Holds a claim `holdMs` longer from `now`, while it is still held: the holder renews its lease
 * while it works, so a process that dies lets it lapse within `holdMs`. False when it had lapsed.
 */
export async function renewClaim(
  db: Db,
  bucket: string,
  now: Date,
  holdMs: number,
): Promise<boolean> {
  const result = await db
    .updateTable('rateLimits')
    .set({ resetsAt: new Date(now.getTime() + holdMs) })
    .where('bucket', '=', bucket)
    .where('resetsAt', '>', now)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
