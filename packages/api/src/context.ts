/**
 * The request context every procedure gets: the API's services, what it needs of the HTTP request,
 * and the signed-in user, if any. Built once per HTTP request (a tRPC batch shares it), with the
 * session checked, extended or ended as due.
 */
import type { ApiTokenScope, Db, SessionRow, SessionUser } from '@taper/db';
import {
  LAST_SEEN_WRITE_INTERVAL_MS,
  LAST_USE_WRITE_INTERVAL_MS,
  touchApiToken,
  touchLastSeen,
  touchSession,
} from '@taper/db';
import { isLocaleCode, negotiateLocale, type LocaleCode } from '@taper/domain';
import { userTodayAt } from '@taper/domain/rules';
import type { Answers } from './reads/answers';
import type { ComputedReads } from './computed-reads';
import { mapDbError } from './db-errors';
import type { PasswordHasher } from './passwords';
import type { AuthRateLimiter } from './rate-limit';
import { validateApiToken } from './api-tokens';
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
  /** Where the reads that walk a habit's whole history run: inline, or on worker threads. */
  computedReads: ComputedReads;
  /** `development` adds stack traces to error bodies. */
  nodeEnv: string;
  /** The public base of upload URLs handed to admins; else the request's origin. */
  publicUrl: string | undefined;
  /** Web Push: the VAPID keys, the endpoint policy and sending to a user's devices. */
  push: PushService;
  /** Where failures the client cannot cause (500s) are reported. */
  logError: (error: unknown, message: string) => void;
  /** Sends mail (password reset links); undefined when no SMTP server is configured. */
  mailer?: Mailer | undefined;
}

/** What the API needs of a mail server. */
export interface Mailer {
  send(message: { to: string; subject: string; text: string }): Promise<void>;
}

/** What a procedure may know of the HTTP request it answers. */
export interface RequestInfo {
  authorization: string | undefined;
  /** The client's address, for rate limits. */
  ip: string;
  /** `protocol://host` as the client reached the server. */
  origin: string;
  /** The client's User-Agent header, shown in the user's list of signed-in devices. */
  userAgent?: string | undefined;
  /** The client's Accept-Language header: the language of a signed-out caller. */
  acceptLanguage?: string | undefined;
}

/** The personal API token a request was made with (instead of a session). */
export interface ApiTokenAuth {
  id: number;
  scope: ApiTokenScope;
}

export interface Context extends ApiServices {
  request: RequestInfo;
  /** Headers a procedure adds to the response (e.g. Retry-After). */
  responseHeaders: Record<string, string>;
  /** A REST status other than 200 a procedure answers with (202, or 204 with no body). */
  responseStatus: { code?: 202 | 204 };
  user: SessionUser | null;
  session: SessionRow | null;
  /** Set when the request presented a personal API token: then `session` is null. */
  apiToken: ApiTokenAuth | null;
  /**
   * The signed-in user's today, in their time zone and by their day end: what their figures are
   * computed for.
   */
  today: string | null;
  /**
   * The language the answer speaks (its messages, refusals and texts): the signed-in user's saved
   * locale; signed out, the best match of the request's Accept-Language (else English).
   */
  locale: LocaleCode;
  /**
   * A user-data query's kept-answer key when the host has already made it, looking for the kept
   * answer before the middleware chain (http/procedures.ts): the chain then uses it as it is.
   */
  answerKey?: string;
}

/** Whether a last-use time is unset or older than the interval (so that it is written again). */
function isDue(last: Date | null, now: Date, intervalMs: number): boolean {
  return last === null || now.getTime() - last.getTime() >= intervalMs;
}

/**
 * A new request's context, every field named in one literal so that every context has the same
 * shape: spreading `services` made V8 miss its property caches and rebuild the object's shape on
 * every request, a tenth of a kept read's CPU (issue 38). A service added to `ApiServices` is
 * listed here too (a test checks that none is left out).
 */
function newContext(services: ApiServices, request: RequestInfo): Context {
  return {
    db: services.db,
    now: services.now,
    passwords: services.passwords,
    authLimiter: services.authLimiter,
    answers: services.answers,
    computedReads: services.computedReads,
    nodeEnv: services.nodeEnv,
    publicUrl: services.publicUrl,
    push: services.push,
    logError: services.logError,
    mailer: services.mailer,
    request,
    responseHeaders: {},
    responseStatus: {},
    user: null,
    session: null,
    apiToken: null,
    today: null,
    locale: negotiateLocale(request.acceptLanguage),
  };
}

export async function createContext(services: ApiServices, request: RequestInfo): Promise<Context> {
  const context = newContext(services, request);
  const token = bearerToken(request.authorization);
  if (token === undefined) return context;
  try {
    const now = services.now();
    const byToken = await validateApiToken(services.db, token);
    if (byToken) {
      if (isDue(byToken.token.lastUsedAt, now, LAST_USE_WRITE_INTERVAL_MS))
        await touchApiToken(services.db, byToken.token.id, now);
      context.apiToken = { id: byToken.token.id, scope: byToken.token.scope };
    }
    const valid = byToken ? undefined : await validateSessionToken(services.db, token, now);
    if (valid && isDue(valid.session.lastSeenAt, now, LAST_USE_WRITE_INTERVAL_MS))
      await touchSession(services.db, valid.session.id, now);
    const user = byToken?.user ?? valid?.user;
    if (!user) return context;
    // `lastSeenAt` is written at most once per interval; most requests skip the UPDATE.
    if (isDue(user.lastSeenAt, now, LAST_SEEN_WRITE_INTERVAL_MS))
      await touchLastSeen(services.db, user.id, now);
    context.user = user;
    context.session = valid?.session ?? null;
    context.today = userTodayAt(user, now);
    if (isLocaleCode(user.locale)) context.locale = user.locale;
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
