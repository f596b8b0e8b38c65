/**
 * Login and sign-up throttling per IP and email, on @fastify/rate-limit's store. The key needs the
 * email from the parsed input, which only the procedure sees (tRPC batches several calls into one
 * HTTP request), so the procedures call this instead of a route hook.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
// Loads the plugin's `createRateLimit` typing also where app.ts is not in the program (the web app's typecheck).
import type {} from '@fastify/rate-limit';

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
  check(
    request: FastifyRequest,
    action: 'login' | 'signup',
    email: string,
  ): Promise<AuthRateLimitResult>;
}

/** Needs @fastify/rate-limit registered on `app` (for `createRateLimit`). */
export function createAuthRateLimiter(
  app: FastifyInstance,
  options: AuthRateLimitOptions,
): AuthRateLimiter {
  const keys = new WeakMap<FastifyRequest, string>();
  const limit = app.createRateLimit({
    max: options.max,
    timeWindow: options.timeWindowMs,
    keyGenerator: (req) => keys.get(req) ?? req.ip,
  });
  // The in-memory store hands every caller the same mutable counter, so calls racing on one key
  // (a tRPC batch of logins) would all read the final count: checks run one at a time instead.
  let queue: Promise<unknown> = Promise.resolve();
  return {
    async check(request, action, email) {
      // A child of the request carries this call's key, so calls of one batch don't mix.
      const probe = Object.create(request) as FastifyRequest;
      keys.set(probe, `${action}|${request.ip}|${email.trim().toLowerCase()}`);
      const run = queue.then(async () => {
        const r = await limit(probe);
        return r.isAllowed
          ? { exceeded: false, ttl: 0 }
          : { exceeded: r.isExceeded, ttl: r.ttlInSeconds };
      });
      queue = run.catch(() => undefined);
      const result = await run;
      if (result.exceeded) return { allowed: false, retryAfterSeconds: Math.max(1, result.ttl) };
      return { allowed: true };
    },
  };
}
