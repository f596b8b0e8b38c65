/**
 * Sign-in and sign-up throttling, counted in the database (`rate_limits`) so that it holds across
 * API processes: per address and email (guessing one account's password), and per address alone
 * (sign-ups: farming accounts; failed sign-ins: spraying passwords over many emails). The bucket
 * needs the email from the parsed input, which only the procedure sees (tRPC batches several calls
 * into one HTTP request), so the procedures call this instead of an HTTP hook.
 *
 * Every attempt is counted before the password is checked, so parallel guesses cannot all slip
 * under the limit; a sign-in that succeeds then takes its hits back, so signing in does not use up
 * the allowance of wrong passwords.
 */
import { hitRateLimit, pruneRateLimits, refundRateLimit, type Db } from '@taper/db';

/** Attempts per address and email in a window (sign-in and sign-up counted apart). */
export interface AuthRateLimitOptions {
  max: number;
  timeWindowMs: number;
}

export const DEFAULT_AUTH_RATE_LIMIT: AuthRateLimitOptions = {
  max: 10,
  timeWindowMs: 15 * 60 * 1000,
};

/** The budgets of one client address, whatever the emails it tries. */
export interface AddressLimits {
  /** Sign-ups per address per hour (`SIGNUP_LIMIT_PER_HOUR`). */
  signupsPerHour: number;
  /** Failed sign-ins per address per 15 minutes (`LOGIN_FAILURES_LIMIT`). */
  loginFailuresPer15Minutes: number;
}

export const DEFAULT_ADDRESS_LIMITS: AddressLimits = {
  signupsPerHour: 20,
  loginFailuresPer15Minutes: 50,
};

export const SIGNUP_WINDOW_MS = 60 * 60 * 1000;
export const LOGIN_FAILURES_WINDOW_MS = 15 * 60 * 1000;

export type AuthAttempt =
  | {
      allowed: true;
      /** The sign-in succeeded: its hits are taken back (sign-ups keep theirs). */
      succeeded: () => Promise<void>;
    }
  | { allowed: false; retryAfterSeconds: number };

export interface AuthRateLimiter {
  /** Counts an attempt and says whether it may go on. */
  attempt(action: 'login' | 'signup', ip: string, email: string): Promise<AuthAttempt>;
  /**
   * Counts a signed-in account's password check (deleting the account) as a sign-in attempt of
   * its email from the address, and against the account itself whatever the address: wrong
   * passwords through any call use up one allowance. A right one takes its hits back.
   */
  passwordCheck(ip: string, email: string, userId: number): Promise<AuthAttempt>;
}

/** Ended windows are deleted at most this often per process. */
const PRUNE_EVERY_MS = 10 * 60 * 1000;

interface Budget {
  bucket: string;
  max: number;
  windowMs: number;
}

function budgetsOf(
  action: 'login' | 'signup',
  ip: string,
  email: string,
  perEmail: AuthRateLimitOptions,
  perAddress: AddressLimits,
): Budget[] {
  const byEmail = {
    bucket: `${action}|${ip}|${email.trim().toLowerCase()}`,
    max: perEmail.max,
    windowMs: perEmail.timeWindowMs,
  };
  const byAddress =
    action === 'signup'
      ? { bucket: `signups|${ip}`, max: perAddress.signupsPerHour, windowMs: SIGNUP_WINDOW_MS }
      : {
          bucket: `login-failures|${ip}`,
          max: perAddress.loginFailuresPer15Minutes,
          windowMs: LOGIN_FAILURES_WINDOW_MS,
        };
  return [byEmail, byAddress];
}

export function createAuthRateLimiter(
  db: Db,
  now: () => Date,
  options: AuthRateLimitOptions = DEFAULT_AUTH_RATE_LIMIT,
  addressLimits: AddressLimits = DEFAULT_ADDRESS_LIMITS,
): AuthRateLimiter {
  let prunedAt = 0;
  async function count(budgets: Budget[], refundable: boolean): Promise<AuthAttempt> {
    const at = now();
    let retryAfterSeconds = 0;
    for (const budget of budgets) {
      const { hits, resetsAt } = await hitRateLimit(db, budget.bucket, at, budget.windowMs);
      if (hits > budget.max) {
        const wait = Math.max(1, Math.ceil((resetsAt.getTime() - at.getTime()) / 1000));
        retryAfterSeconds = Math.max(retryAfterSeconds, wait);
      }
    }
    if (at.getTime() - prunedAt >= PRUNE_EVERY_MS) {
      prunedAt = at.getTime();
      await pruneRateLimits(db, at);
    }
    if (retryAfterSeconds > 0) return { allowed: false, retryAfterSeconds };
    return {
      allowed: true,
      succeeded: async () => {
        if (!refundable) return;
        const when = now();
        for (const budget of budgets) await refundRateLimit(db, budget.bucket, when);
      },
    };
  }
  return {
    attempt: (action, ip, email) =>
      count(budgetsOf(action, ip, email, options, addressLimits), action === 'login'),
    passwordCheck: (ip, email, userId) =>
      count(
        [
          ...budgetsOf('login', ip, email, options, addressLimits),
          {
            bucket: `password-checks|user:${String(userId)}`,
            max: options.max,
            windowMs: options.timeWindowMs,
          },
        ],
        true,
      ),
  };
}

/** A hit counted on a per-address budget: allowed while within `max` in the window. */
export type AddressHit = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * Counts a hit on `bucket` (in the database, so across processes) within its fixed window; past
 * `max` it is refused, with the seconds until the window ends. Share-link guesses use it.
 */
export async function hitAddressBudget(
  db: Db,
  bucket: string,
  at: Date,
  max: number,
  windowMs: number,
): Promise<AddressHit> {
  const { hits, resetsAt } = await hitRateLimit(db, bucket, at, windowMs);
  if (hits <= max) return { allowed: true };
  return {
    allowed: false,
    retryAfterSeconds: Math.max(1, Math.ceil((resetsAt.getTime() - at.getTime()) / 1000)),
  };
}
