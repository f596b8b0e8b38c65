/** The real server on a fresh database, driven through Fastify's `inject` (hosting tests). */
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { CHEAP_ARGON2, wireClient, type WireClient } from '@taper/api/testing';
import { createTestDb, type TestDb } from '@taper/db/testing';
import type { Engine } from '@taper/db';
import { buildApp, type BuildAppOptions } from './app';
import { testConfig } from './config';

export { availableTestEngines } from '@taper/db/testing';
export type { WireClient } from '@taper/api/testing';
export { CHEAP_ARGON2, numberHabit, STRONG_PASSWORD } from '@taper/api/testing';
export { testConfig } from './config';

/** The shared test calls, carried by `app.inject` (no sockets). */
export function injectClient(app: FastifyInstance): WireClient<LightMyRequestResponse> {
  return wireClient(({ method, url, authorization, body, ip, headers }) =>
    app.inject({
      // The shared client speaks plain strings; Fastify names its methods.
      method: method as InjectOptions['method'],
      url,
      headers: {
        ...(authorization === undefined ? {} : { authorization }),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...headers,
      },
      ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
      ...(ip === undefined ? {} : { remoteAddress: ip }),
    }),
  );
}

export interface TestApp extends WireClient<LightMyRequestResponse> {
  app: FastifyInstance;
  testDb: TestDb;
  clock: { now: Date };
  close(): Promise<void>;
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
    // Production's argon2 parameters are asserted in their own test.
    passwordHashing: CHEAP_ARGON2,
    ...overrides,
  });
  await app.ready();
  return {
    app,
    testDb,
    clock,
    ...injectClient(app),
    async close() {
      await app.close();
      await testDb.dispose();
    },
  };
}
