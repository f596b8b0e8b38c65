/** What the migrator and the repositories know of the engine: its kind, where the migration tables live, table locks. */
import {
  PostgresAdapter,
  sql,
  type DatabaseIntrospector,
  type Kysely,
  type TableMetadata,
  type Transaction,
} from 'kysely';
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
 * The database as the migrator should see it on PostgreSQL: only `schema`'s tables. Kysely's
 * migrator asks whether its tables exist by listing every table of every schema with each
 * column's sequence (`pg_get_serial_sequence`), and that listing fails (42703, "column … does not
 * exist") when another schema's migration renames a column between the catalog read and the
 * call: parallel test runs migrate many schemas of one database at once (a CI run failed so), as
 * may several apps sharing a server. The migrator reads only table names; queries go to `db`.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any Database shape
export function withTablesOfSchema<DB extends Kysely<any>>(db: DB, schema: string): DB {
  const getTables = async (): Promise<TableMetadata[]> => {
    const { rows } = await sql<{ name: string; kind: string }>`
      select c.relname as name, c.relkind as kind
      from pg_catalog.pg_class c join pg_catalog.pg_namespace n on n.oid = c.relnamespace
      where n.nspname = ${schema} and c.relkind in ('r', 'v', 'p')`.execute(db);
    return rows.map(({ name, kind }) => ({ name, schema, isView: kind === 'v', columns: [] }));
  };
  const introspection: DatabaseIntrospector = {
    getSchemas: () => db.introspection.getSchemas(),
    getTables,
    // Still part of the interface, though deprecated.
    // eslint-disable-next-line @typescript-eslint/no-deprecated
    getMetadata: async () => ({ tables: await getTables() }),
  };
  // Kysely keeps its state in private fields: every other member is the instance's own, bound.
  return new Proxy(db, {
    get(target, property) {
      if (property === 'introspection') return introspection;
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? (value.bind(target) as unknown) : value;
    },
  });
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
