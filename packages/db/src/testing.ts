/**
 * Fresh, migrated databases for tests (this package's and the API's): a temp SQLite file, or a
 * private schema on TEST_DATABASE_URL's PostgreSQL, so parallel runs never see each other.
 *
 *   const testDb = await createTestDb('postgres');
 *   ...
 *   await testDb.dispose();
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import type { Database } from './schema';
import { createDb, type DbHandle } from './client';
import type { Engine } from './dialect';
import { migrateToLatest } from './migrations';

export interface TestDb extends DbHandle {
  /** Closes the database and deletes the temp file or drops the schema. */
  dispose(): Promise<void>;
  /** A second handle on the same database, as another process has (the caller closes it). */
  openAnother(): DbHandle;
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

export async function createTestDb(engine: Engine): Promise<TestDb> {
  return engine === 'sqlite' ? createSqliteTestDb() : createPostgresTestDb();
}

export interface SqliteTestDb extends TestDb {
  /** The SQLite file, for raw readers (integrity checks, fast checksums, backups). */
  file: string;
}

export async function createSqliteTestDb(): Promise<SqliteTestDb> {
  const dir = mkdtempSync(path.join(tmpdir(), 'taper-test-'));
  const file = path.join(dir, 'test.db');
  const handle = createDb(file);
  const dispose = async () => {
    await handle.close();
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    await migrateToLatest(handle.db);
  } catch (error) {
    await dispose();
    throw error;
  }
  return { ...handle, file, dispose, openAnother: () => createDb(file) };
}

/**
 * Kysely's Migrator introspects every schema of the database, which fails if another run drops its
 * schema at that moment. Migrations take this advisory lock shared, schema drops take it exclusive.
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

async function createPostgresTestDb(): Promise<TestDb> {
  const url = testDatabaseUrl();
  if (url === undefined) throw new Error('TEST_DATABASE_URL is not set: no PostgreSQL to test on');
  const schema = `taper_test_${randomBytes(8).toString('hex')}`;
  const handle = createDb(url, { searchPath: schema });
  const dispose = async () => {
    await handle.close();
    await withSchemaLock(url, 'exclusive', async (connection) => {
      await sql`drop schema if exists ${sql.id(schema)} cascade`.execute(connection);
    });
  };
  try {
    await withSchemaLock(url, 'shared', async (connection) => {
      await sql`create schema ${sql.id(schema)}`.execute(connection);
      await migrateToLatest(handle.db);
    });
  } catch (error) {
    await dispose();
    throw error;
  }
  return { ...handle, dispose, openAnother: () => createDb(url, { searchPath: schema }) };
}
