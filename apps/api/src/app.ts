/**
 * The Fastify application: the API (REST under /api, tRPC under /trpc), the host's own routes
 * (routes.ts: export, import, the upload target, icon images, docs) and, when built, the web app. `buildApp` takes its database and clock from
 * the caller so tests and `main.ts` share every line of it.
 */
import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  Answers,
  computedReadsInline,
  createApi,
  createAuthRateLimiter,
  createPasswordHasher,
  createSmtpMailer,
  createPushService,
  resolveWithDns,
  startReminderScheduler,
  startShareMailScheduler,
  startEmailReminderScheduler,
  type EmailReminderScheduler,
  type ReminderScheduler,
  type ShareMailScheduler,
  type ResolveHost,
  DEFAULT_AUTH_RATE_LIMIT,
  PRODUCTION_ARGON2,
  type ApiServices,
  type AuthRateLimitOptions,
  type ComputedReads,
  type Mailer,
  type PasswordHashOptions,
  type TransferLimits,
} from '@taper/api';
import type { Db } from '@taper/db';
import { registerApi } from './adapters/api';
import { startComputedReads, type ComputedReadsDatabase } from './computed-reads-pool';
import type { Config } from './config';
import { registerHealth } from './health';
import {
  clientErrorHandler,
  DOCUMENT_HEADERS,
  loggerOptions,
  registerErrorHandler,
  registerHttpBasics,
} from './http';
import { OneLinePerRequest } from './lib/request-log';
import { mountHostRoutes } from './routes';
import { registerWeb } from './web';

declare module 'fastify' {
  interface FastifyInstance {
    /** The reminder scheduler, when this app runs one (`BuildAppOptions.reminders`). */
    reminders?: ReminderScheduler;
    /** The weekly share mails' scheduler, when this app runs the reminders and has SMTP_URL. */
    shareMails?: ShareMailScheduler;
    /** The email fallback's scheduler, when this app runs the reminders and has SMTP_URL. */
    emailReminders?: EmailReminderScheduler;
  }
}

export interface BuildAppOptions {
  db: Db;
  config: Config;
  /**
   * Runs the reminder scheduler in this process (each tick every `intervalMs`, a minute by
   * default); the server does, tests choose.
   */
  reminders?: { intervalMs?: number } | false;
  /** How push endpoints' host names are resolved (DNS; tests give their own). */
  resolveHost?: ResolveHost;
  /** The clock; tests pin it. */
  now?: () => Date;
  /** Sign-in / sign-up throttle per address and email; tests use a small one. The per-address
   * budgets come from `config` (SIGNUP_LIMIT_PER_HOUR, LOGIN_FAILURES_LIMIT). */
  authRateLimit?: AuthRateLimitOptions;
  /** argon2 cost; production uses ARCHITECTURE's values, tests may use a cheaper one. */
  passwordHashing?: PasswordHashOptions;
  /** Exports and imports per user; tests use a small one. */
  transferLimits?: TransferLimits;
  /** Where logs go (default stdout); tests read them to prove no secret is written. */
  logStream?: { write(line: string): void };
  /** Sends mail; default: SMTP by `config.smtp`, none without it. */
  mailer?: Mailer;
  /** How worker threads reopen the database for computed reads; default `config.databaseUrl`. */
  database?: ComputedReadsDatabase;
  /** Where computed reads run; default: `config.computedReadThreads` threads (built server). */
  computedReads?: ComputedReads;
}

/** JSON bodies of the API are small; the icon upload has its own 1 MiB limit. */
const BODY_LIMIT = 256 * 1024;

/** A request id from the proxy is kept when it looks like one; anything else gets a fresh UUID. */
const REQUEST_ID = /^[\w.:-]{1,128}$/;

function hopsTrusted(count: number) {
  return (_address: string, hop: number) => hop < count;
}

function requestId(request: { headers: Record<string, string | string[] | undefined> }): string {
  const given = request.headers['x-request-id'];
  return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
}

/** What the API's procedures share, as the server builds it. */
export function apiServices(
  options: BuildAppOptions,
  logError: ApiServices['logError'],
): ApiServices {
  const { config, db } = options;
  const now = options.now ?? (() => new Date());
  return {
    db,
    now,
    passwords: createPasswordHasher(options.passwordHashing ?? PRODUCTION_ARGON2),
    authLimiter: createAuthRateLimiter(db, now, options.authRateLimit ?? DEFAULT_AUTH_RATE_LIMIT, {
      signupsPerHour: config.signupLimitPerHour,
      loginFailuresPer15Minutes: config.loginFailuresLimit,
    }),
    answers: new Answers(),
    computedReads: options.computedReads ?? computedReadsInline(db),
    nodeEnv: config.nodeEnv,
    publicUrl: config.publicUrl,
    push: createPushService({
      db,
      policy: { allowHosts: config.pushAllowHosts, resolve: options.resolveHost ?? resolveWithDns },
      vapid: config.vapid,
      logError,
    }),
    logError,
    mailer:
      options.mailer ??
      (config.smtp ? createSmtpMailer(config.smtp.url, config.smtp.from) : undefined),
  };
}

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, db } = options;
  const app = Fastify({
    bodyLimit: BODY_LIMIT,
    logger: loggerOptions(config, options.logStream),
    logController: new OneLinePerRequest(),
    // A hop count as proxy-addr reads it: trust the first n hops from the server.
    trustProxy:
      typeof config.trustProxy === 'number' ? hopsTrusted(config.trustProxy) : config.trustProxy,
    requestIdHeader: false,
    genReqId: requestId,
    clientErrorHandler,
  });
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });
  registerErrorHandler(app, config);
  await registerHttpBasics(app);

  let computedReads = options.computedReads;
  if (!computedReads) {
    const threads = startComputedReads(
      db,
      options.database ?? { url: config.databaseUrl },
      config.computedReadThreads,
    );
    app.addHook('onClose', () => threads.close());
    computedReads = threads;
  }
  const services = apiServices({ ...options, computedReads }, (error, message) => {
    app.log.error({ err: error }, message);
  });
  registerHealth(app, db);
  const api = createApi(services, options.transferLimits);
  mountHostRoutes(app, {
    api,
    db,
    iconsDir: config.iconsDir,
    publicUrl: config.publicUrl,
    documentHeaders: DOCUMENT_HEADERS,
  });
  registerApi(app, api);
  await registerWeb(app, config.webDist);
  // The VAPID keys are made (or read) at start, so no request, a read least of all, writes them.
  await services.push.keys();
  if (options.reminders) {
    const scheduler = startReminderScheduler({
      db,
      push: services.push,
      now: services.now,
      ...(options.reminders.intervalMs === undefined
        ? {}
        : { intervalMs: options.reminders.intervalMs }),
      logError: services.logError,
    });
    app.decorate('reminders', scheduler);
    app.addHook('onClose', () => scheduler.stop());
    if (services.mailer) {
      const shareMails = startShareMailScheduler({ services, base: config.publicUrl });
      app.decorate('shareMails', shareMails);
      app.addHook('onClose', () => shareMails.stop());
      const emailReminders = startEmailReminderScheduler({
        services,
        base: config.publicUrl,
        now: services.now,
        ...(options.reminders.intervalMs === undefined
          ? {}
          : { intervalMs: options.reminders.intervalMs }),
      });
      app.decorate('emailReminders', emailReminders);
      app.addHook('onClose', () => emailReminders.stop());
    }
  }
  return app;
}
