/** What migrations need to know of the engine: column types, defaults, ids and table locks. */
import {
  PostgresAdapter,
  sql,
  type ColumnDataType,
  type ColumnDefinitionBuilder,
  type CreateTableBuilder,
  type Kysely,
  type RawBuilder,
  type Transaction,
} from 'kysely';
import type { Engine } from './index';

/** Which engine a Kysely instance talks to (migrations receive an untyped instance). */
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

export interface ColumnTypes {
  timestamp: ColumnDataType;
  boolean: ColumnDataType;
  json: ColumnDataType;
  double: ColumnDataType;
}

export function columnTypes(engine: Engine): ColumnTypes {
  return engine === 'postgres'
    ? { timestamp: 'timestamptz', boolean: 'boolean', json: 'json', double: 'double precision' }
    : // ISO-8601 text; the SQLite type names here give the intended affinities.
      { timestamp: 'text', boolean: 'integer', json: 'text', double: 'real' };
}

/** The column default for "now", in the same format the parameter conversion writes. */
export function nowDefault(engine: Engine): RawBuilder<unknown> {
  return engine === 'postgres' ? sql`now()` : sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;
}

/** An integer identity primary key: autoincrement on SQLite (ids never reused), identity on PG. */
export function addIdColumn<T extends string>(
  engine: Engine,
  table: CreateTableBuilder<T>,
): CreateTableBuilder<T, 'id'> {
  return table.addColumn('id', 'integer', (column: ColumnDefinitionBuilder) =>
    engine === 'postgres'
      ? column.primaryKey().generatedByDefaultAsIdentity()
      : column.primaryKey().autoIncrement(),
  );
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
