/**
 * Runs a suite on every engine: SQLite always, PostgreSQL when TEST_DATABASE_URL is set. Without it
 * the PostgreSQL half is skipped and says so (CI always sets it).
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe } from 'vitest';
import type { Db, Engine, UserRow } from '../src';
import { createUser } from '../src';
import { createTestDb, testDatabaseUrl, type TestDb } from '../src/testing';

export const POSTGRES_AVAILABLE = testDatabaseUrl() !== undefined;

export const ENGINES: { engine: Engine; available: boolean }[] = [
  { engine: 'sqlite', available: true },
  { engine: 'postgres', available: POSTGRES_AVAILABLE },
];

if (!POSTGRES_AVAILABLE) {
  console.warn('TEST_DATABASE_URL is not set: the PostgreSQL half of the db suite is NOT RUN.');
}

/** `describe.each` over the engines, each with its own fresh, migrated database for the block. */
export function describeEngines(name: string, suite: (context: EngineContext) => void): void {
  describe.each(ENGINES)(`${name} [$engine]`, ({ engine, available }) => {
    const label = available ? engine : `${engine} — NOT RUN: TEST_DATABASE_URL is not set`;
    describe.skipIf(!available)(label, () => {
      let testDb: TestDb | undefined;
      beforeAll(async () => {
        testDb = await createTestDb(engine);
      });
      afterAll(async () => {
        await testDb?.dispose();
      });
      suite({
        engine,
        get db(): Db {
          if (!testDb) throw new Error('the test database is not ready');
          return testDb.db;
        },
      });
    });
  });
}

export interface EngineContext {
  engine: Engine;
  readonly db: Db;
}

let emailCounter = 0;

/** A user with a unique email. */
export async function makeUser(
  db: Db,
  overrides: Partial<{ email: string; firstName: string }> = {},
): Promise<UserRow> {
  emailCounter += 1;
  return createUser(db, {
    email:
      overrides.email ??
      `user${emailCounter}-${Math.random().toString(36).slice(2, 8)}@example.com`,
    firstName: overrides.firstName ?? 'Test',
    lastName: 'User',
    passwordHash: 'hash',
  });
}

/** Opens `connections` pool connections, so the concurrent calls that follow really overlap. */
export async function openConnections(db: Db, connections: number): Promise<void> {
  await Promise.all(
    Array.from({ length: connections }, () => sql`select count(*) from users`.execute(db)),
  );
}
