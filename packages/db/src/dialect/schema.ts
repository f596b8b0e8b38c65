/** What the migrator and the repositories know of the engine: its kind, where the migration tables live, table locks. */
import { PostgresAdapter, sql, type Kysely, type Transaction } from 'kysely';
import type { Engine } from './target';

/** Which engine a Kysely instance talks to. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any Database shape
export function engineOf(db: Kysely<any>): Engine {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
}

/**
 * Where Kysely's migration tables live. On PostgreSQL it must be named: without a schema the
 * Migrator believes its tables exist when any schema of the database has them (parallel test runs,
 * or several apps on one server). It is the connection's current schema (search_path).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any Database shape
export async function migrationTableSchema(db: Kysely<any>): Promise<string | undefined> {
  if (engineOf(db) === 'sqlite') return undefined;
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  const schema = rows[0]?.schema;
  if (schema === undefined) throw new Error('PostgreSQL has no current schema (check search_path)');
  return schema;
}

/**
 * Serialises writers of one table until the transaction ends (e.g. "the first user becomes admin").
 * SQLite needs nothing: every transaction begins immediate (connect.ts), holding the database's
 * write lock — across processes too — until it ends.
 */
export async function lockTableForWrites<DB>(trx: Transaction<DB>, table: 'users'): Promise<void> {
  if (engineOf(trx) === 'postgres') {
    await sql`lock table ${sql.table(table)} in share row exclusive mode`.execute(trx);
  }
}
