/** The real server on a fresh database, driven through Fastify's `inject` (hosting tests). */
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { createTestDb, type TestDb } from '@taper/db/testing';
import type { Engine } from '@taper/db';
import { buildApp, type BuildAppOptions } from './app';
import { testConfig } from './config';

export { availableTestEngines } from '@taper/db/testing';

export const STRONG_PASSWORD = 'Str0ng!Pass';

export interface TestApp {
  app: FastifyInstance;
  testDb: TestDb;
  clock: { now: Date };
  close(): Promise<void>;
  /** REST call; `token` adds the bearer header; objects are sent as JSON. */
  rest(
    method: InjectOptions['method'],
    url: string,
    options?: { token?: string; body?: unknown },
  ): Promise<LightMyRequestResponse>;
  /** tRPC call (non-batched), GET for queries and POST for mutations. */
  trpc(
    kind: 'query' | 'mutation',
    procedure: string,
    input?: unknown,
    token?: string,
  ): Promise<LightMyRequestResponse>;
  signup(email: string, extra?: Record<string, unknown>): Promise<{ token: string; id: number }>;
}

export async function createTestApp(
  engine: Engine,
  overrides: Partial<BuildAppOptions> = {},
): Promise<TestApp> {
  const testDb = await createTestDb(engine);
  const clock = { now: new Date('2025-03-15T12:00:00Z') };
  const app = await buildApp({
    db: testDb.db,
    config: testConfig(),
    now: () => clock.now,
    authRateLimit: { max: 1000, timeWindowMs: 60_000 },
    // Cheap argon2 for speed; production's parameters are asserted in their own test.
    passwordHashing: { memoryCost: 1024, timeCost: 2, parallelism: 1 },
    ...overrides,
  });
  await app.ready();

  const rest: TestApp['rest'] = (method, url, options = {}) =>
    app.inject({
      method,
      url,
      headers: options.token ? { authorization: `Bearer ${options.token}` } : {},
      ...(options.body === undefined ? {} : { payload: options.body as InjectOptions['payload'] }),
    });

  const trpc: TestApp['trpc'] = (kind, procedure, input, token) => {
    const headers = token ? { authorization: `Bearer ${token}` } : {};
    if (kind === 'query') {
      const query =
        input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`;
      return app.inject({ method: 'GET', url: `/trpc/${procedure}${query}`, headers });
    }
    return app.inject({
      method: 'POST',
      url: `/trpc/${procedure}`,
      headers: { ...headers, 'content-type': 'application/json' },
      payload: JSON.stringify(input ?? null),
    });
  };

  const signup: TestApp['signup'] = async (email, extra = {}) => {
    const res = await rest('POST', '/api/signup', {
      body: { email, password: STRONG_PASSWORD, firstName: 'Test', lastName: 'User', ...extra },
    });
    if (res.statusCode !== 200) throw new Error(`signup failed: ${res.statusCode} ${res.body}`);
    const body = res.json<{ token: string; user: { id: number } }>();
    return { token: body.token, id: body.user.id };
  };

  return {
    app,
    testDb,
    clock,
    rest,
    trpc,
    signup,
    async close() {
      await app.close();
      await testDb.dispose();
    },
  };
}

export const numberHabit = {
  name: 'Coffee',
  color: '#3B82F6',
  icon: 'coffee',
  goalType: 'number',
  goalSchedule: 'daily',
  dailyGoal: 2,
};
