/**
 * Fresh, migrated databases for tests (this package's and the API's): a temp SQLite file, or a
 * private schema on TEST_DATABASE_URL's PostgreSQL, so parallel runs never see each other; and
 * `describeEngines`, which runs a suite on each engine.
 *
 *   const testDb = await createTestDb('postgres');
 *   ...
 *   await testDb.dispose();
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql, type Kysely, type MigrationResultSet } from 'kysely';
import { afterAll, beforeAll, describe } from 'vitest';
import type { Database, HabitRow, UserRow } from './schema';
import { createHabit } from './repositories/habits';
import { createUser } from './repositories/users';
import { createDb, type Db, type DbHandle } from './client';
import type { Engine } from './dialect';
import { migrateTo, migrateToLatest } from './migrations';
import { statementRecorder } from './statement-recorder';

export interface TestDb extends DbHandle {
  /** How another thread or process opens this database: `createDb(url, { searchPath })`. */
  location: { url: string; searchPath?: string };
  /** Closes the database and deletes the temp file or drops the schema. */
  dispose(): Promise<void>;
  /** A second handle on the same database, as another process has (the caller closes it). */
  openAnother(): DbHandle;
  /**
   * Runs the migrations left after `upTo` (a migration's test), safe beside parallel runs that drop
   * their schemas.
   */
  migrateToLatest(): Promise<MigrationResultSet>;
  /**
   * Runs `work` (which introspects every schema of the database) while no parallel run migrates
   * or drops its schema: a column renamed by another run's migration mid-listing fails it.
   */
  whileNoSchemaChanges<T>(work: () => Promise<T>): Promise<T>;
  /** The texts of the statements this handle sent while `work` ran: its round trips. */
  statementsDuring(work: () => Promise<unknown>): Promise<string[]>;
}

/** The PostgreSQL server for tests; CI always sets it. */
export function testDatabaseUrl(): string | undefined {
  const url = process.env.TEST_DATABASE_URL?.trim();
  return url === undefined || url === '' ? undefined : url;
}

/** The engines a suite can run on here: SQLite always, PostgreSQL when TEST_DATABASE_URL is set. */
export function availableTestEngines(): Engine[] {
  return testDatabaseUrl() === undefined ? ['sqlite'] : ['sqlite', 'postgres'];
}

export interface TestDbOptions {
  /** Migrate only up to this migration (a migration's test starts from the one before it). */
  upTo?: string;
}

export async function createTestDb(engine: Engine, options: TestDbOptions = {}): Promise<TestDb> {
  return engine === 'sqlite' ? createSqliteTestDb(options) : createPostgresTestDb(options);
}

function migrator(options: TestDbOptions) {
  const { upTo } = options;
  return (db: Kysely<Database>) => (upTo === undefined ? migrateToLatest(db) : migrateTo(db, upTo));
}

export interface SqliteTestDb extends TestDb {
  /** The SQLite file, for raw readers (integrity checks, fast checksums, backups). */
  file: string;
}

export async function createSqliteTestDb(options: TestDbOptions = {}): Promise<SqliteTestDb> {
  const dir = mkdtempSync(path.join(tmpdir(), 'taper-test-'));
  const file = path.join(dir, 'test.db');
  const { onStatement, statementsDuring } = statementRecorder();
  const handle = createDb(file, { onStatement });
  const dispose = async () => {
    await handle.close();
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    await migrator(options)(handle.db);
  } catch (error) {
    await dispose();
    throw error;
  }
  return {
    ...handle,
    file,
    location: { url: file },
    dispose,
    openAnother: () => createDb(file),
    migrateToLatest: () => migrateToLatest(handle.db),
    whileNoSchemaChanges: (work) => work(),
    statementsDuring,
  };
}

/**
 * Runs migrate their schemas side by side (the migrator looks at its own schema only:
 * `withTablesOfSchema`) but must not drop a schema under another's migration. Migrations take this
 * advisory lock shared; schema drops, and a test's introspection of every schema, exclusive.
 */
const SCHEMA_DROP_LOCK = 7_320_115_001;

async function withSchemaLock<T>(
  url: string,
  mode: 'shared' | 'exclusive',
  work: (connection: Kysely<Database>) => Promise<T>,
): Promise<T> {
  const admin = createDb(url, { maxConnections: 1 });
  try {
    return await admin.db.connection().execute(async (connection) => {
      const [lock, unlock] =
        mode === 'shared'
          ? [sql`pg_advisory_lock_shared`, sql`pg_advisory_unlock_shared`]
          : [sql`pg_advisory_lock`, sql`pg_advisory_unlock`];
      await sql`select ${lock}(${sql.lit(SCHEMA_DROP_LOCK)})`.execute(connection);
      try {
        return await work(connection);
      } finally {
        await sql`select ${unlock}(${sql.lit(SCHEMA_DROP_LOCK)})`.execute(connection);
      }
    });
  } finally {
    await admin.close();
  }
}

async function createPostgresTestDb(options: TestDbOptions): Promise<TestDb> {
  const url = testDatabaseUrl();
  if (url === undefined) throw new Error('TEST_DATABASE_URL is not set: no PostgreSQL to test on');
  const schema = `taper_test_${randomBytes(8).toString('hex')}`;
  const { onStatement, statementsDuring } = statementRecorder();
  const handle = createDb(url, { searchPath: schema, onStatement });
  const dispose = async () => {
    await handle.close();
    await withSchemaLock(url, 'exclusive', async (connection) => {
      await sql`drop schema if exists ${sql.id(schema)} cascade`.execute(connection);
    });
  };
  try {
    await withSchemaLock(url, 'shared', async (connection) => {
      await sql`create schema ${sql.id(schema)}`.execute(connection);
      await migrator(options)(handle.db);
    });
  } catch (error) {
    await dispose();
    throw error;
  }
  return {
    ...handle,
    location: { url, searchPath: schema },
    dispose,
    openAnother: () => createDb(url, { searchPath: schema }),
    migrateToLatest: () => withSchemaLock(url, 'shared', () => migrateToLatest(handle.db)),
    whileNoSchemaChanges: (work) => withSchemaLock(url, 'exclusive', work),
    statementsDuring,
  };
}

// ---------- suites on every engine ----------

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
      const ready = (): TestDb => {
        if (!testDb) throw new Error('the test database is not ready');
        return testDb;
      };
      suite({
        engine,
        get db(): Db {
          return ready().db;
        },
        openAnother: () => ready().openAnother(),
        migrateToLatest: () => ready().migrateToLatest(),
        whileNoSchemaChanges: (work) => ready().whileNoSchemaChanges(work),
      });
    });
  });
}

export interface EngineContext {
  engine: Engine;
  readonly db: Db;
  /** A second handle on the same database, as another process has (the caller closes it). */
  openAnother(): DbHandle;
  /**
   * Runs the migrations left after `upTo` (a migration's test), safe beside parallel runs that drop
   * their schemas.
   */
  migrateToLatest(): Promise<MigrationResultSet>;
  /**
   * Runs `work` (which introspects every schema of the database) while no parallel run migrates
   * or drops its schema: a column renamed by another run's migration mid-listing fails it.
   */
  whileNoSchemaChanges<T>(work: () => Promise<T>): Promise<T>;
}

/** Durations in milliseconds, for the times the tests step through. */
export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

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

/** A new user with one habit, Coffee, created on 1 January 2025. */
export async function makeUserWithHabit(db: Db): Promise<{ user: UserRow; habit: HabitRow }> {
  const user = await makeUser(db);
  const habit = await createHabit(db, user.id, { createdOn: '2025-01-01', name: 'Coffee' });
  return { user, habit };
}

/** Opens `connections` pool connections, so the concurrent calls that follow really overlap. */
export async function openConnections(db: Db, connections: number): Promise<void> {
  await Promise.all(
    Array.from({ length: connections }, () => sql`select count(*) from users`.execute(db)),
  );
}

export interface OldRows {
  /** One user per email ('old@example.com' by default), as a raw row of that schema. */
  emails?: readonly string[];
  /** Daily number habits of the first user, by name. */
  habits?: readonly string[];
  /** Further rows of the old schema, written before migrating. */
  more?: (db: Db, userIds: number[]) => Promise<void>;
}

/**
 * A migration's test: a database migrated up to `upTo`, rows written in raw SQL as that schema holds
 * them (only columns every schema since 0007 has), then migrated to the latest.
 */
export async function createTestDbWithOldRows(
  engine: Engine,
  upTo: string,
  { emails = ['old@example.com'], habits = [], more }: OldRows = {},
): Promise<{ testDb: TestDb; userIds: number[] }> {
  const testDb = await createTestDb(engine, { upTo });
  const userIds: number[] = [];
  for (const email of emails) {
    const row = await sql<{ id: number }>`
      insert into users (email, first_name, last_name, password_hash, role, tier, timezone)
      values (${email}, 'A', 'B', 'x', 'USER', 'FREE', 'UTC')
      returning id`.execute(testDb.db);
    userIds.push(...row.rows.map((user) => user.id));
  }
  for (const name of habits)
    await sql`insert into habits (user_id, name, color, icon, goal)
      values (${userIds[0]}, ${name}, '#3B82F6', 'coffee', '{"goalType":"number","goalSchedule":"daily","dailyGoal":1}')`.execute(
      testDb.db,
    );
  await more?.(testDb.db, userIds);
  await testDb.migrateToLatest();
  return { testDb, userIds };
}
