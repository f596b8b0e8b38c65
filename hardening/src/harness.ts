/**
 * In-process API on a fresh temp database, driven through `app.inject` (no sockets): the same
 * `buildApp` the production entry uses, with the caller choosing rate limits and argon2 cost.
 */
import { createSqliteTestDb, type SqliteTestDb } from '@taper/db/testing';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp, testConfig, type BuildAppOptions } from '@taper/server';

export const STRONG_PASSWORD = 'Str0ng!Pass';
/** Cheap argon2 for tests that are not about password hashing. */
export const CHEAP_ARGON2 = { memoryCost: 1024, timeCost: 2, parallelism: 1 } as const;

export type App = Awaited<ReturnType<typeof buildApp>>;

export interface Harness {
  app: App;
  testDb: SqliteTestDb;
  rest(
    method: InjectOptions['method'],
    url: string,
    options?: { token?: string; body?: unknown; headers?: Record<string, string> },
  ): Promise<LightMyRequestResponse>;
  signup(email: string, password?: string): Promise<{ token: string; id: number }>;
  login(email: string, password?: string): Promise<string>;
  close(): Promise<void>;
}

export interface HarnessOptions {
  /** undefined = the production default limit (10 per 15 minutes per IP and email). */
  authRateLimit?: BuildAppOptions['authRateLimit'];
  passwordHashing?: BuildAppOptions['passwordHashing'];
  now?: () => Date;
  config?: Parameters<typeof testConfig>[0];
}

export async function createHarness(options: HarnessOptions = {}): Promise<Harness> {
  const testDb = await createSqliteTestDb();
  let app: App;
  try {
    app = await buildApp({
      db: testDb.db,
      config: testConfig({ nodeEnv: 'production', ...options.config }),
      passwordHashing: options.passwordHashing ?? CHEAP_ARGON2,
      ...(options.authRateLimit ? { authRateLimit: options.authRateLimit } : {}),
      ...(options.now ? { now: options.now } : {}),
    });
    await app.ready();
  } catch (error) {
    await testDb.dispose();
    throw error;
  }

  const rest: Harness['rest'] = (method, url, opts = {}) =>
    app.inject({
      method,
      url,
      headers: {
        ...(opts.token === undefined ? {} : { authorization: `Bearer ${opts.token}` }),
        ...(opts.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...opts.headers,
      },
      ...(opts.body === undefined ? {} : { payload: JSON.stringify(opts.body) }),
    });

  const signup: Harness['signup'] = async (email, password = STRONG_PASSWORD) => {
    const res = await rest('POST', '/api/signup', {
      body: { email, password, firstName: 'Test', lastName: 'User' },
    });
    if (res.statusCode !== 200) throw new Error(`signup failed: ${res.statusCode} ${res.body}`);
    const body = res.json<{ token: string; user: { id: number } }>();
    return { token: body.token, id: body.user.id };
  };

  const login: Harness['login'] = async (email, password = STRONG_PASSWORD) => {
    const res = await rest('POST', '/api/login', { body: { email, password } });
    if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
    return res.json<{ token: string }>().token;
  };

  return {
    app,
    testDb,
    rest,
    signup,
    login,
    async close() {
      await app.close();
      await testDb.dispose();
    },
  };
}

export const NUMBER_HABIT = {
  name: 'Coffee',
  color: '#3B82F6',
  icon: 'coffee',
  goalType: 'number',
  goalSchedule: 'daily',
  dailyGoal: 2,
} as const;
