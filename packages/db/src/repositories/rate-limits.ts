import type { Db } from '../client';

export interface RateLimitHit {
  /** Hits in the current window, this one included. */
  hits: number;
  /** When the window ends and the count starts again. */
  resetsAt: Date;
}

/**
 * Counts a hit on `bucket` in its fixed window of `windowMs`, starting a new window when the last
 * one has ended: one atomic statement on both engines, so concurrent hits from any process are
 * all counted.
 */
export async function hitRateLimit(
  db: Db,
  bucket: string,
  now: Date,
  windowMs: number,
): Promise<RateLimitHit> {
  const resetsAt = new Date(now.getTime() + windowMs);
  return db
    .insertInto('rateLimits')
    .values({ bucket, hits: 1, resetsAt })
    .onConflict((conflict) =>
      conflict.column('bucket').doUpdateSet((eb) => {
        const ended = eb('rateLimits.resetsAt', '<=', now);
        return {
          hits: eb
            .case()
            .when(ended)
            .then(1)
            .else(eb('rateLimits.hits', '+', 1))
            .end(),
          resetsAt: eb.case().when(ended).then(resetsAt).else(eb.ref('rateLimits.resetsAt')).end(),
        };
      }),
    )
    .returning(['hits', 'resetsAt'])
    .executeTakeFirstOrThrow();
}

/** Forgets the windows that have ended; returns how many. */
export async function pruneRateLimits(db: Db, now: Date): Promise<number> {
  const result = await db.deleteFrom('rateLimits').where('resetsAt', '<=', now).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/**
 * Takes back one hit of `bucket`'s current window (an attempt that turned out not to count, such
 * as a sign-in with the right password); a window that has ended or holds no hit is left alone.
 */
export async function refundRateLimit(db: Db, bucket: string, now: Date): Promise<void> {
  await db
    .updateTable('rateLimits')
    .set((eb) => ({ hits: eb('hits', '-', 1) }))
    .where('bucket', '=', bucket)
    .where('resetsAt', '>', now)
    .where('hits', '>', 0)
    .execute();
}
