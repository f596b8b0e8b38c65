import { CamelCasePlugin, Kysely, sql } from 'kysely';
import {
  allowImmediateReads,
  createDialect,
  immediateReadsOf,
  parseDatabaseUrl,
  PortableTypesPlugin,
  type DialectOptions,
  type Engine,
} from './dialect';
import type { Database } from './schema';

export type Db = Kysely<Database>;

export interface DbHandle {
  db: Db;
  dialect: Engine;
  /** Closes the SQLite file or ends the PostgreSQL pool. */
  close: () => Promise<void>;
}

export type CreateDbOptions = DialectOptions;

/**
 * Opens the database named by `url`: nothing, a path or `file:` → SQLite (default
 * ./data/taper.db, folder created); `postgres://` or `postgresql://` → a PostgreSQL pool.
 * Both give the same runtime types: Dates, numbers, booleans and parsed JSON.
 */
export function createDb(url?: string, options: CreateDbOptions = {}): DbHandle {
  const target = parseDatabaseUrl(url);
  const dialect = createDialect(target, options);
  const db = new Kysely<Database>({
    dialect,
    // Order matters: PortableTypesPlugin reads the camelCase result keys.
    plugins: [new CamelCasePlugin(), new PortableTypesPlugin(target.engine)],
  });
  allowImmediateReads(db, immediateReadsOf(dialect));
  return { db, dialect: target.engine, close: () => db.destroy() };
}

/** Asks the database the smallest question there is; rejects when it cannot answer. */
export async function pingDb(db: Db): Promise<void> {
  await sql`select 1 as ok`.execute(db);
}
