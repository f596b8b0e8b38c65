/**
 * Every difference between SQLite and PostgreSQL lives in this module: connecting, column types of
 * the migrations, value conversion in both directions, locking, and error codes. Repositories and
 * migrations write one query text for both engines.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import pg from 'pg';
import {
  OperationNodeTransformer,
  PostgresAdapter,
  PostgresDialect,
  SqliteDialect,
  sql,
  type ColumnDataType,
  type ColumnDefinitionBuilder,
  type CreateTableBuilder,
  type DatabaseConnection,
  type Driver,
  type Dialect,
  type Kysely,
  type KyselyPlugin,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type PrimitiveValueListNode,
  type QueryCompiler,
  type QueryResult,
  type RawBuilder,
  type RootOperationNode,
  type SqliteDatabase,
  type Transaction,
  type TransactionSettings,
  type UnknownRow,
  type ValueNode,
} from 'kysely';

export type Engine = 'sqlite' | 'postgres';

export const DEFAULT_SQLITE_PATH = './data/taper.db';

export type DatabaseTarget =
  { engine: 'sqlite'; filename: string } | { engine: 'postgres'; connectionString: string };

/** No URL, a plain path or `file:` → SQLite; `postgres://` or `postgresql://` → PostgreSQL. */
export function parseDatabaseUrl(url: string | undefined): DatabaseTarget {
  const trimmed = url?.trim() ?? '';
  if (/^postgres(ql)?:\/\//i.test(trimmed))
    return { engine: 'postgres', connectionString: trimmed };
  if (trimmed === '') return { engine: 'sqlite', filename: DEFAULT_SQLITE_PATH };
  if (/^file:/i.test(trimmed)) {
    // file:///abs/path, file://./rel, file:rel — all name a path on this machine.
    const filename = trimmed.replace(/^file:(\/\/)?/i, '').replace(/\?.*$/, '');
    return { engine: 'sqlite', filename: filename === '' ? DEFAULT_SQLITE_PATH : filename };
  }
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed)) {
    throw new Error(`Unsupported database URL scheme: ${trimmed.split(':')[0] ?? ''}`);
  }
  return { engine: 'sqlite', filename: trimmed };
}

export interface DialectOptions {
  /** PostgreSQL only: the schema every connection works in (tests use one schema per run). */
  searchPath?: string;
  /** PostgreSQL only: pool size (pg's default is 10). */
  maxConnections?: number;
}

export function createDialect(target: DatabaseTarget, options: DialectOptions = {}): Dialect {
  return target.engine === 'sqlite'
    ? createSqliteDialect(target.filename)
    : createPostgresDialect(target.connectionString, options);
}

function createSqliteDialect(filename: string): Dialect {
  const inMemory = filename === ':memory:';
  if (!inMemory) mkdirSync(path.dirname(path.resolve(filename)), { recursive: true });
  const database = new BetterSqlite3(filename);
  if (!inMemory) database.pragma('journal_mode = WAL');
  database.pragma('foreign_keys = ON');
  database.pragma('busy_timeout = 5000');
  database.pragma('synchronous = NORMAL');
  return new InOrderSqliteDialect({ database: withStatementCache(database) });
}

/**
 * Kysely's SQLite dialect with its one connection handed out in the order it was asked for.
 * Kysely's own lock wakes every waiting query on each release, and all but one go back to waiting:
 * with 50 requests in flight that cost ~40 µs of CPU per query (`pnpm bench`). Here each release
 * wakes exactly the next query.
 */
class InOrderSqliteDialect extends SqliteDialect {
  override createDriver(): Driver {
    return new InOrderDriver(super.createDriver());
  }
}

class InOrderDriver implements Driver {
  readonly #driver: Driver;
  readonly #waiting: (() => void)[] = [];
  #busy = false;

  constructor(driver: Driver) {
    this.#driver = driver;
  }

  init(): Promise<void> {
    return this.#driver.init();
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    if (this.#busy) await new Promise<void>((resolve) => this.#waiting.push(resolve));
    this.#busy = true;
    // Never contended now: this driver's queue already let one query through.
    return this.#driver.acquireConnection();
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    await this.#driver.releaseConnection(connection);
    const next = this.#waiting.shift();
    if (next) next();
    else this.#busy = false;
  }

  beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    return this.#driver.beginTransaction(connection, settings);
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
 */
function withStatementCache(database: BetterSqlite3.Database): SqliteDatabase {
  const statements = new Map<string, BetterSqlite3.Statement>();
  return {
    close: () => database.close(),
    prepare(sqlText) {
      const cached = statements.get(sqlText);
      if (cached && !cached.busy) return cached;
      const statement = database.prepare(sqlText);
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
  });
  return new PostgresDialect({ pool });
}

// ---------- value conversion ----------

/** Result columns named `…At` are timestamps. */
const TIMESTAMP_KEY = /At$/;
/** Result columns named `isX` are booleans. */
const BOOLEAN_KEY = /^is[A-Z]/;
/**
 * Columns that hold JSON documents: text on SQLite, json on PostgreSQL (json, not jsonb, keeps the
 * document as written — key order included — so both engines return the same objects).
 */
const JSON_KEYS = new Set(['goal']);

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

/**
 * Parameters: arrays and plain objects are JSON documents on both engines (pg would otherwise send
 * an array as a PostgreSQL array literal). SQLite cannot bind Dates or booleans: Dates become ISO
 * text (fixed width, so text order is time order) and booleans 0/1.
 */
function toParameter(engine: Engine, value: unknown): unknown {
  if (Array.isArray(value) || isPlainObject(value)) return JSON.stringify(value);
  if (engine === 'sqlite') {
    if (value instanceof Date) return value.toISOString();
    if (typeof value === 'boolean') return value ? 1 : 0;
  }
  return value;
}

/** Results: the same JavaScript types from both engines (pg already parses its own types). */
type ColumnConverter = (value: unknown) => unknown;

const toDate: ColumnConverter = (value) =>
  typeof value === 'string' || typeof value === 'number' ? new Date(value) : value;
const toBoolean: ColumnConverter = (value) => (typeof value === 'number' ? value !== 0 : value);
const fromJson: ColumnConverter = (value) =>
  typeof value === 'string' ? (JSON.parse(value) as unknown) : value;

/** Decided once per column name (the names are the schema's few dozen), not per value. */
const convertersByKey = new Map<string, ColumnConverter | null>();

function converterFor(key: string): ColumnConverter | null {
  let converter = convertersByKey.get(key);
  if (converter === undefined) {
    converter = TIMESTAMP_KEY.test(key)
      ? toDate
      : BOOLEAN_KEY.test(key)
        ? toBoolean
        : JSON_KEYS.has(key)
          ? fromJson
          : null;
    if (convertersByKey.size < 10_000) convertersByKey.set(key, converter);
  }
  return converter;
}

class ParameterTransformer extends OperationNodeTransformer {
  constructor(private readonly engine: Engine) {
    super();
  }

  protected override transformValue(node: ValueNode): ValueNode {
    return { ...super.transformValue(node), value: toParameter(this.engine, node.value) };
  }

  protected override transformPrimitiveValueList(
    node: PrimitiveValueListNode,
  ): PrimitiveValueListNode {
    return {
      ...super.transformPrimitiveValueList(node),
      values: node.values.map((value) => toParameter(this.engine, value)),
    };
  }
}

/**
 * Runs after CamelCasePlugin (so result keys are camelCase). Conventions it relies on, kept by the
 * schema: timestamps end in `At`, booleans start with `is`, JSON columns are listed in JSON_KEYS.
 */
export class PortableTypesPlugin implements KyselyPlugin {
  readonly #transformer: ParameterTransformer;

  constructor(engine: Engine) {
    this.#transformer = new ParameterTransformer(engine);
  }

  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    return this.#transformer.transformNode(args.node, args.queryId);
  }

  transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    const { result } = args;
    const first = result.rows[0];
    if (first === undefined) return Promise.resolve(result);
    // Every row of a result has the same columns: find the ones to convert once.
    const converted: [string, ColumnConverter][] = [];
    for (const key of Object.keys(first)) {
      const converter = converterFor(key);
      if (converter) converted.push([key, converter]);
    }
    if (converted.length === 0) return Promise.resolve(result);
    const rows = result.rows.map((row) => {
      const copy: UnknownRow = { ...row };
      for (const [key, converter] of converted) {
        const value = copy[key];
        if (value !== null && value !== undefined) copy[key] = converter(value);
      }
      return copy;
    });
    return Promise.resolve({ ...result, rows });
  }
}

// ---------- schema building (migrations) ----------

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
 * SQLite needs nothing: Kysely runs every query of a SQLite database on one connection, and a
 * transaction holds it.
 */
export async function lockTableForWrites<DB>(trx: Transaction<DB>, table: 'users'): Promise<void> {
  if (engineOf(trx) === 'postgres') {
    await sql`lock table ${sql.table(table)} in share row exclusive mode`.execute(trx);
  }
}

// ---------- errors ----------

function errorCode(error: unknown): unknown {
  return typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined;
}

/** A unique or primary key was violated (e.g. a taken email or icon name) — the API answers 409. */
export function isUniqueViolation(error: unknown): boolean {
  const code = errorCode(error);
  return (
    code === '23505' ||
    code === 'SQLITE_CONSTRAINT_UNIQUE' ||
    code === 'SQLITE_CONSTRAINT_PRIMARYKEY'
  );
}

/** A foreign key was violated (e.g. an entry for a habit that was deleted meanwhile). */
export function isForeignKeyViolation(error: unknown): boolean {
  const code = errorCode(error);
  return code === '23503' || code === 'SQLITE_CONSTRAINT_FOREIGNKEY';
}
