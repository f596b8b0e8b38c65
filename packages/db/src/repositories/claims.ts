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
