/**
 * In-process API on a fresh temp database, driven through `app.inject` (no sockets): the same
 * `buildApp` the production entry uses, with the caller choosing rate limits and argon2 cost.
 */
import { createSqliteTestDb, type SqliteTestDb } from '@taper/db/testing';
import type { LightMyRequestResponse } from 'fastify';
import { buildApp, testConfig, type BuildAppOptions } from '@taper/server';
import { CHEAP_ARGON2, injectClient, type WireClient } from '@taper/server/testing';

export { CHEAP_ARGON2, numberHabit, STRONG_PASSWORD } from '@taper/server/testing';

export type App = Awaited<ReturnType<typeof buildApp>>;

export interface Harness extends WireClient<LightMyRequestResponse> {
  app: App;
  testDb: SqliteTestDb;
  close(): Promise<void>;
}

export interface HarnessOptions {
  /** undefined = the production default limit (10 per 15 minutes per IP and email). */
  authRateLimit?: BuildAppOptions['authRateLimit'];
  passwordHashing?: BuildAppOptions['passwordHashing'];
  now?: () => Date;
  config?: Parameters<typeof testConfig>[0];
  transferLimits?: BuildAppOptions['transferLimits'];
  /** Where mail goes (password reset links); none by default, as without SMTP_URL. */
  mailer?: BuildAppOptions['mailer'];
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
      ...(options.transferLimits ? { transferLimits: options.transferLimits } : {}),
      ...(options.mailer ? { mailer: options.mailer } : {}),
    });
    await app.ready();
  } catch (error) {
    await testDb.dispose();
    throw error;
  }

  return {
    app,
    testDb,
    ...injectClient(app),
    async close() {
      await app.close();
      await testDb.dispose();
    },
  };
}
