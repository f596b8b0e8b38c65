/**
 * Opening a database: SQLite with its pragmas, one connection handed out in order and a cache of
 * prepared statements; or a PostgreSQL pool whose connections name their statements.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import pg from 'pg';
import {
  CompiledQuery,
  PostgresDialect,
  SqliteDialect,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type QueryCompiler,
  type SqliteDatabase,
} from 'kysely';
import type { DatabaseTarget } from './target';
import { ROWS_AS_ARRAYS, type ImmediateReads } from './rows';
import { BusyRetryConnection } from './sqlite-busy';
import { nameStatements } from './pg-named-statements';

export interface DialectOptions {
  /** PostgreSQL only: the schema every connection works in (tests use one schema per run). */
  searchPath?: string;
  /** PostgreSQL only: pool size (pg's default is 10). */
  maxConnections?: number;
  /** Called with each statement's text as it is sent (tests count a call's round trips). */
  onStatement?: (sqlText: string) => void;
}

export function createDialect(target: DatabaseTarget, options: DialectOptions = {}): Dialect {
  return target.engine === 'sqlite'
    ? createSqliteDialect(target.filename, options.onStatement)
    : createPostgresDialect(target.connectionString, options);
}

function createSqliteDialect(filename: string, onStatement?: (sqlText: string) => void): Dialect {
  const inMemory = filename === ':memory:';
  if (!inMemory) mkdirSync(path.dirname(path.resolve(filename)), { recursive: true });
  const database = new BetterSqlite3(filename);
  if (!inMemory) database.pragma('journal_mode = WAL');
  database.pragma('foreign_keys = ON');
  // Waiting for another process's write lock is done without blocking (sqlite-busy.ts).
  database.pragma('busy_timeout = 0');
  database.pragma('synchronous = NORMAL');
  return new InOrderSqliteDialect(withStatementCache(database, onStatement));
}

/** What runs a select at once, when it can (rows.ts). */
export function immediateReadsOf(dialect: Dialect): ImmediateReads | undefined {
  return dialect instanceof InOrderSqliteDialect ? dialect : undefined;
}

/**
 * Kysely's SQLite dialect with its one connection handed out in the order it was asked for.
 * Kysely's own lock wakes every waiting query on each release, and all but one go back to waiting:
 * with 50 requests in flight that cost ~40 µs of CPU per query (`pnpm bench`). Here each release
 * wakes exactly the next query.
 */
class InOrderSqliteDialect extends SqliteDialect implements ImmediateReads {
  readonly #database: SqliteDatabase;
  #driver: InOrderDriver | undefined;

  constructor(database: SqliteDatabase) {
    super({ database });
    this.#database = database;
  }

  override createDriver(): Driver {
    this.#driver = new InOrderDriver(super.createDriver());
    return this.#driver;
  }

  /**
   * A select run at once, without the driver's queue and its promises, when no query or
   * transaction holds the one connection: then nothing is queued either, and no transaction's
   * uncommitted rows can be seen. Undefined when the connection is held, or when the select fails
   * (a busy database): the caller then queues it as any query, and that path retries or reports.
   */
  readAtOnce(sqlText: string, parameters: readonly unknown[]): unknown[] | undefined {
    if (this.#driver?.idle !== true) return undefined;
    try {
      return this.#database.prepare(sqlText).all(parameters);
    } catch {
      return undefined;
    }
  }
}

class InOrderDriver implements Driver {
  readonly #driver: Driver;
  readonly #waiting: (() => void)[] = [];
  #busy = false;
  #connection: BusyRetryConnection | undefined;

  constructor(driver: Driver) {
    this.#driver = driver;
  }

  init(): Promise<void> {
    return this.#driver.init();
  }

  /** Whether no query or transaction holds the connection (and so none waits for it). */
  get idle(): boolean {
    return !this.#busy;
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    if (this.#busy) await new Promise<void>((resolve) => this.#waiting.push(resolve));
    this.#busy = true;
    // Never contended now: this driver's queue already let one query through.
    const inner = await this.#driver.acquireConnection();
    if (this.#connection?.inner !== inner) this.#connection = new BusyRetryConnection(inner);
    return this.#connection;
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    await this.#driver.releaseConnection(
      connection instanceof BusyRetryConnection ? connection.inner : connection,
    );
    const next = this.#waiting.shift();
    if (next) next();
    else this.#busy = false;
  }

  /**
   * `begin immediate`: the transaction takes the database's write lock at its start (waiting up to
   * busy_timeout for it). A plain `begin` that reads and then writes fails at once with
   * SQLITE_BUSY when another process wrote meanwhile; with several API processes on one file that
   * error would reach users.
   */
  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }

  commitTransaction(connection: DatabaseConnection): Promise<void> {
    return this.#driver.commitTransaction(connection);
  }

  rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    return this.#driver.rollbackTransaction(connection);
  }

  savepoint(
    connection: DatabaseConnection,
    name: string,
    compile: QueryCompiler['compileQuery'],
  ): Promise<void> {
    return this.#driver.savepoint?.(connection, name, compile) ?? Promise.resolve();
  }

  rollbackToSavepoint(
    connection: DatabaseConnection,
    name: string,
    compile: QueryCompiler['compileQuery'],
  ): Promise<void> {
    return this.#driver.rollbackToSavepoint?.(connection, name, compile) ?? Promise.resolve();
  }

  releaseSavepoint(
    connection: DatabaseConnection,
    name: string,
    compile: QueryCompiler['compileQuery'],
  ): Promise<void> {
    return this.#driver.releaseSavepoint?.(connection, name, compile) ?? Promise.resolve();
  }

  destroy(): Promise<void> {
    return this.#driver.destroy();
  }
}

/** Distinct query texts the app runs are a few dozen; the bound only guards against surprises. */
const STATEMENT_CACHE_SIZE = 500;

/**
 * Kysely's SQLite driver calls `prepare(sql)` for every query; compiling the SQL again each time was
 * a large share of a read's cost. Statements are kept by their text and reused: better-sqlite3
 * binds parameters per call, and SQLite re-prepares a statement by itself after a schema change.
 * A statement still being iterated (a streamed query) is busy, so a fresh one is prepared instead.
 * A select marked ROWS_AS_ARRAYS (rows.ts) answers its rows as arrays.
 */
function withStatementCache(
  database: BetterSqlite3.Database,
  onStatement?: (sqlText: string) => void,
): SqliteDatabase {
  const statements = new Map<string, BetterSqlite3.Statement>();
  return {
    close: () => database.close(),
    prepare(sqlText) {
      // Every statement run is prepared here first (Kysely's driver and `readAtOnce` alike).
      onStatement?.(sqlText);
      const cached = statements.get(sqlText);
      if (cached && !cached.busy) return cached;
      const statement = database.prepare(sqlText);
      if (sqlText.startsWith(ROWS_AS_ARRAYS)) statement.raw(true);
      if (!cached) {
        if (statements.size >= STATEMENT_CACHE_SIZE) {
          const oldest = statements.keys().next();
          if (oldest.done !== true) statements.delete(oldest.value);
        }
        statements.set(sqlText, statement);
      }
      return statement;
    },
  };
}

/** int8 (count(*), bigint) and numeric arrive as strings from pg; every count here fits a number. */
const PG_INT8_OID = 20;
const PG_NUMERIC_OID = 1700;

function postgresTypes(): pg.TypeOverrides {
  // Per pool, so the process-wide pg.types stay untouched for anyone else.
  const overrides = new pg.TypeOverrides();
  overrides.setTypeParser(PG_INT8_OID, 'text', Number);
  overrides.setTypeParser(PG_NUMERIC_OID, 'text', Number);
  return overrides;
}

function createPostgresDialect(connectionString: string, options: DialectOptions): Dialect {
  if (options.searchPath !== undefined && !/^[a-z_][a-z0-9_]*$/i.test(options.searchPath)) {
    throw new Error(`Invalid schema name: ${options.searchPath}`);
  }
  const pool = new pg.Pool({
    connectionString,
    types: postgresTypes(),
    ...(options.maxConnections === undefined ? {} : { max: options.maxConnections }),
    ...(options.searchPath === undefined
      ? {}
      : { options: `-c search_path=${options.searchPath}` }),
  });
  // An idle client that loses its connection is discarded by the pool; without a listener the
  // 'error' event would crash the process.
  pool.on('error', (error) => {
    console.error('PostgreSQL pool error:', error.message);
  });
  // A client checked out of the pool has no pool listener: when the server ends its connection
  // between two queries (a restart during a transaction) the 'error' event would be unhandled and
  // end the process. With this listener the next query on it fails (the API answers 503) and the
  // pool drops the client when it is released.
  pool.on('connect', (client) => {
    client.on('error', (error) => {
      console.error('PostgreSQL connection error:', error.message);
    });
    nameStatements(client);
    if (options.onStatement) reportStatements(client, options.onStatement);
  });
  return new PostgresDialect({ pool });
}

/** Reports each query the client sends, before sending it (Kysely sends every one by `query`). */
function reportStatements(client: pg.PoolClient, onStatement: (sqlText: string) => void): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  const reporting = (...args: unknown[]): unknown => {
    const [first] = args;
    onStatement(typeof first === 'string' ? first : String((first as { text?: string }).text));
    return query(...args);
  };
  client.query = reporting as typeof client.query;
}
