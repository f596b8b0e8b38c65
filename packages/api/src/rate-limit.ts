/**
 * Sign-in and sign-up throttling per address and email, counted in the database (`rate_limits`)
 * so that it holds across API processes. The bucket needs the email from the parsed input, which
 * only the procedure sees (tRPC batches several calls into one HTTP request), so the procedures
 * call this instead of an HTTP hook.
 */
import { hitRateLimit, pruneRateLimits, type Db } from '@taper/db';

export interface AuthRateLimitOptions {
  max: number;
  timeWindowMs: number;
}

export const DEFAULT_AUTH_RATE_LIMIT: AuthRateLimitOptions = {
  max: 10,
  timeWindowMs: 15 * 60 * 1000,
};

export type AuthRateLimitResult = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export interface AuthRateLimiter {
  check(action: 'login' | 'signup', ip: string, email: string): Promise<AuthRateLimitResult>;
}

/** Ended windows are deleted at most this often per process. */
const PRUNE_EVERY_MS = 10 * 60 * 1000;

export function createAuthRateLimiter(
  db: Db,
  now: () => Date,
  options: AuthRateLimitOptions = DEFAULT_AUTH_RATE_LIMIT,
): AuthRateLimiter {
  let prunedAt = 0;
  return {
    async check(action, ip, email) {
      const at = now();
      const bucket = `${action}|${ip}|${email.trim().toLowerCase()}`;
      const { hits, resetsAt } = await hitRateLimit(db, bucket, at, options.timeWindowMs);
      if (at.getTime() - prunedAt >= PRUNE_EVERY_MS) {
        prunedAt = at.getTime();
        await pruneRateLimits(db, at);
      }
      if (hits <= options.max) return { allowed: true };
      const retryAfterSeconds = Math.max(1, Math.ceil((resetsAt.getTime() - at.getTime()) / 1000));
      return { allowed: false, retryAfterSeconds };
    },
  };
}
