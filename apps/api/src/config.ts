/** Environment configuration, validated once at start so a typo fails loudly instead of later. */
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { parseAllowHosts } from '@taper/api';

const envSchema = z.object({
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  /** The interface to listen on: all of them by default (containers); 127.0.0.1 for loopback only. */
  HOST: z.string().trim().min(1).default('0.0.0.0'),
  /** `postgres://…` for PostgreSQL; a file path (or unset: ./data/taper.db) for SQLite. */
  DATABASE_URL: z.string().trim().min(1).optional(),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  /** The address users reach the app at; upload URLs are built on it (else the request's origin). */
  PUBLIC_URL: z
    .url()
    .transform((url) => url.replace(/\/+$/, ''))
    .optional(),
  /** The built web app; served with an SPA fallback when the folder exists. */
  WEB_DIST: z.string().trim().min(1).optional(),
  /** The built-in icon SVGs (default: packages/db/icons of this checkout). */
  ICONS_DIR: z.string().trim().min(1).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /**
   * API processes (node:cluster workers). Default: 1 on SQLite (one writer at a time, and a
   * personal tracker needs no more); one per available core on PostgreSQL.
   */
  WORKERS: z.coerce.number().int().min(1).max(256).optional(),
  /**
   * Worker threads per API process for the reads that walk a habit's whole history (strength,
   * history, weekdays, the habit screen's figures), so they never hold up other requests; 0 runs
   * them on the request's thread.
   */
  COMPUTED_READ_THREADS: z.coerce
    .number({ error: 'COMPUTED_READ_THREADS must be a whole number of threads' })
    .int('COMPUTED_READ_THREADS must be a whole number of threads')
    .min(0, 'COMPUTED_READ_THREADS must be 0 or more')
    .max(64, 'COMPUTED_READ_THREADS must be at most 64')
    .default(1),
  /**
   * Which proxies to believe for the client's address (X-Forwarded-For / -Proto / -Host): `false`
   * (default), `true` (any: only behind a proxy that overwrites the header), a hop count, or a
   * comma-separated list of addresses / CIDR ranges.
   */
  /** Sign-ups per client address per hour (account farming). */
  SIGNUP_LIMIT_PER_HOUR: z.coerce
    .number({ error: 'SIGNUP_LIMIT_PER_HOUR must be a whole number of sign-ups per hour' })
    .int('SIGNUP_LIMIT_PER_HOUR must be a whole number of sign-ups per hour')
    .min(1, 'SIGNUP_LIMIT_PER_HOUR must be at least 1')
    .max(1_000_000, 'SIGNUP_LIMIT_PER_HOUR must be at most 1000000')
    .default(20),
  /** Failed sign-ins per client address per 15 minutes (password spraying). */
  LOGIN_FAILURES_LIMIT: z.coerce
    .number({ error: 'LOGIN_FAILURES_LIMIT must be a whole number of failed sign-ins' })
    .int('LOGIN_FAILURES_LIMIT must be a whole number of failed sign-ins')
    .min(1, 'LOGIN_FAILURES_LIMIT must be at least 1')
    .max(1_000_000, 'LOGIN_FAILURES_LIMIT must be at most 1000000')
    .default(50),
  /**
   * The SMTP server that sends password reset links (`smtp://user:pass@host:587` or
   * `smtps://…:465`); unset: no mail, and admins make reset links instead.
   */
  SMTP_URL: z
    .string()
    .trim()
    .regex(/^smtps?:\/\/\S+$/, 'SMTP_URL must be an smtp:// or smtps:// URL')
    .optional(),
  /** The sender of those mails, e.g. `Taper <no-reply@example.com>`. */
  MAIL_FROM: z.string().trim().min(3).max(200).optional(),
  /** Push service hosts let through the endpoint check (self-hosted ones; http allowed too). */
  PUSH_ALLOW_HOSTS: z.string().optional(),
  /**
   * How often each process looks for due reminders and mails, in seconds (a minute by default: a
   * reminder goes out within a minute of its time). The claim rows send each one once whatever
   * the count of processes or machines, so a shorter interval only costs database reads.
   */
  REMINDER_INTERVAL_SECONDS: z.coerce
    .number({ error: 'REMINDER_INTERVAL_SECONDS must be a whole number of seconds' })
    .int('REMINDER_INTERVAL_SECONDS must be a whole number of seconds')
    .min(1, 'REMINDER_INTERVAL_SECONDS must be at least 1')
    .max(
      3600,
      'REMINDER_INTERVAL_SECONDS must be at most 3600 (an hour: reminders are caught up within one)',
    )
    .default(60),
  VAPID_PUBLIC_KEY: z.string().trim().min(1).optional(),
  VAPID_PRIVATE_KEY: z.string().trim().min(1).optional(),
  VAPID_SUBJECT: z
    .string()
    .trim()
    .regex(/^(mailto:|https:\/\/)/, 'VAPID_SUBJECT must be a mailto: or https: URL')
    .optional(),
  TRUST_PROXY: z
    .string()
    .trim()
    .min(1)
    .transform(parseTrustProxy)
    .pipe(z.union([z.boolean(), z.number().int().min(1).max(32), z.array(z.string().min(1))]))
    .optional(),
});

export type TrustProxy = boolean | number | string[];

/** `postgres://…` or `postgresql://…`, as `createDb` reads it; anything else is SQLite. */
export function isPostgresUrl(url: string | undefined): boolean {
  return url !== undefined && /^postgres(ql)?:\/\//i.test(url);
}

function parseTrustProxy(value: string): TrustProxy {
  if (value === 'true') return true;
  if (value === 'false') return false;
  if (/^\d+$/.test(value)) return Number(value);
  return value.split(',').map((part) => part.trim());
}

export interface Config {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  nodeEnv: 'development' | 'production' | 'test';
  publicUrl: string | undefined;
  webDist: string;
  iconsDir: string;
  logLevel: string;
  /** How many API processes `main.ts` runs (1 = no cluster). */
  workers: number;
  /** Worker threads per process for computed reads (0: on the request's thread). */
  computedReadThreads: number;
  trustProxy: TrustProxy;
  /** Sign-ups per client address per hour. */
  signupLimitPerHour: number;
  /** Failed sign-ins per client address per 15 minutes. */
  loginFailuresLimit: number;
  /** Where password reset mails are sent through, and from whom; undefined: no mail. */
  smtp: { url: string; from: string } | undefined;
  /** PUSH_ALLOW_HOSTS: push service hosts let through the endpoint check. */
  pushAllowHosts: string[];
  /** How often this process's schedulers look for due reminders and mails. */
  reminderIntervalMs: number;
  /** VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY / VAPID_SUBJECT; else keys made and kept in the database. */
  vapid: {
    publicKey?: string | undefined;
    privateKey?: string | undefined;
    subject?: string | undefined;
  };
}

/** dist/main.js and src/config.ts both sit one level under apps/api, so this holds for both. */
const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Resolved from apps/api rather than from the db package's module URL, because in the bundled
 * dist/main.js that URL points into apps/api/dist.
 */
const DEFAULT_ICONS_DIR = path.join(apiRoot, '..', '..', 'packages', 'db', 'icons');

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `${issue.path.join('.')}: ${issue.message}`,
    );
    throw new Error(`Invalid environment:\n  ${problems.join('\n  ')}`);
  }
  const e = parsed.data;
  // A mailed reset link must point at this server whoever asks for it: never at a request's Host.
  if (e.SMTP_URL !== undefined && e.PUBLIC_URL === undefined) {
    throw new Error(
      'Invalid environment:\n  SMTP_URL: needs PUBLIC_URL, the address users reach the app at; password reset links in mails are built on it',
    );
  }
  return {
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    nodeEnv: e.NODE_ENV,
    publicUrl: e.PUBLIC_URL,
    webDist: path.resolve(e.WEB_DIST ?? path.join(apiRoot, '..', 'web', 'dist')),
    iconsDir: path.resolve(e.ICONS_DIR ?? DEFAULT_ICONS_DIR),
    logLevel: e.LOG_LEVEL,
    workers: e.WORKERS ?? (isPostgresUrl(e.DATABASE_URL) ? availableParallelism() : 1),
    computedReadThreads: e.COMPUTED_READ_THREADS,
    trustProxy: e.TRUST_PROXY ?? false,
    signupLimitPerHour: e.SIGNUP_LIMIT_PER_HOUR,
    loginFailuresLimit: e.LOGIN_FAILURES_LIMIT,
    smtp:
      e.SMTP_URL === undefined
        ? undefined
        : { url: e.SMTP_URL, from: e.MAIL_FROM ?? 'Taper <no-reply@localhost>' },
    pushAllowHosts: parseAllowHosts(e.PUSH_ALLOW_HOSTS),
    reminderIntervalMs: e.REMINDER_INTERVAL_SECONDS * 1000,
    vapid: {
      publicKey: e.VAPID_PUBLIC_KEY,
      privateKey: e.VAPID_PRIVATE_KEY,
      subject: e.VAPID_SUBJECT,
    },
  };
}

/**
 * A configuration for tests: nothing read from the environment. The per-address sign-up and
 * failed sign-in budgets are set too high for a suite to reach (a suite signs many users up from
 * one address); a test of those budgets sets them.
 */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    port: 0,
    host: '127.0.0.1',
    databaseUrl: undefined,
    nodeEnv: 'test',
    publicUrl: undefined,
    webDist: path.join(apiRoot, 'test', 'no-web-dist'),
    iconsDir: DEFAULT_ICONS_DIR,
    logLevel: 'silent',
    workers: 1,
    computedReadThreads: 0,
    trustProxy: false,
    signupLimitPerHour: 100_000,
    loginFailuresLimit: 100_000,
    smtp: undefined,
    pushAllowHosts: [],
    reminderIntervalMs: 60_000,
    vapid: {},
    ...overrides,
  };
}
