/**
 * The request context every procedure gets: the API's services, what it needs of the HTTP request,
 * and the signed-in user, if any. Built once per HTTP request (a tRPC batch shares it), with the
 * session checked, extended or ended as due.
 */
import type { Db, SessionRow, SessionUser } from '@taper/db';
import { LAST_SEEN_WRITE_INTERVAL_MS, touchLastSeen } from '@taper/db';
import { userTodayAt } from '@taper/domain';
import type { Answers } from './answers';
import { mapDbError } from './db-errors';
import type { PasswordHasher } from './passwords';
import type { AuthRateLimiter } from './rate-limit';
import type { PushService } from './services/push/sender';
import { bearerToken, validateSessionToken } from './sessions';

/** What every request shares, built once by the host. */
export interface ApiServices {
  db: Db;
  /** The clock; tests pin it. */
  now: () => Date;
  passwords: PasswordHasher;
  authLimiter: AuthRateLimiter;
  /** Answers of user-data queries, kept while the user's data is unchanged. */
  answers: Answers;
  /** `development` adds stack traces to error bodies. */
  nodeEnv: string;
  /** The public base of upload URLs handed to admins; else the request's origin. */
  publicUrl: string | undefined;
  /** Web Push: the VAPID keys, the endpoint policy and sending to a user's devices. */
  push: PushService;
  /** Where failures the client cannot cause (500s) are reported. */
  logError: (error: unknown, message: string) => void;
}

/** What a procedure may know of the HTTP request it answers. */
export interface RequestInfo {
  authorization: string | undefined;
  /** The client's address, for rate limits. */
  ip: string;
  /** `protocol://host` as the client reached the server. */
  origin: string;
}

export interface Context extends ApiServices {
  request: RequestInfo;
  /** Headers a procedure adds to the response (e.g. Retry-After). */
  responseHeaders: Record<string, string>;
  user: SessionUser | null;
  session: SessionRow | null;
  /**
   * The signed-in user's today, in their time zone and by their day end: what their figures are
   * computed for.
   */
  today: string | null;
}

/** `lastSeenAt` is written at most once per interval; most requests skip the UPDATE. */
function lastSeenIsDue(user: SessionUser, now: Date): boolean {
  const lastSeen = user.lastSeenAt?.getTime() ?? 0;
  return now.getTime() - lastSeen >= LAST_SEEN_WRITE_INTERVAL_MS;
}

export async function createContext(services: ApiServices, request: RequestInfo): Promise<Context> {
  const context: Context = {
    ...services,
    request,
    responseHeaders: {},
    user: null,
    session: null,
    today: null,
  };
  const token = bearerToken(request.authorization);
  if (token === undefined) return context;
  try {
    const now = services.now();
    const valid = await validateSessionToken(services.db, token, now);
    if (!valid) return context;
    if (lastSeenIsDue(valid.user, now)) await touchLastSeen(services.db, valid.user.id, now);
    context.user = valid.user;
    context.session = valid.session;
    context.today = userTodayAt(valid.user, now);
    return context;
  } catch (error) {
    throw mapDbError(error) ?? error;
  }
}

/**
 * The signed-in user's today, in their time zone, by their day end (01:30 is yesterday with 3 a.m.):
 * the one the request's context holds, computed by domain's `userTodayAt` like every "today".
 */
export function userToday(ctx: Context & { user: NonNullable<Context['user']> }): string {
  return ctx.today ?? userTodayAt(ctx.user, ctx.now());
}
