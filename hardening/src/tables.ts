/**
 * Whole-database views for the tests: every row of every table (both engines), and content
 * checksums that leave out the columns any authenticated request may legitimately touch.
 */
import { createHash } from 'node:crypto';
import Database from 'better-sqlite3';
import { sql, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any database shape
export type AnyDb = Kysely<any>;

export type Row = Record<string, unknown>;

/** Every base table of the database (Kysely's own migration tables included). */
export async function tableNames(db: AnyDb): Promise<string[]> {
  const tables = await db.introspection.getTables({ withInternalKyselyTables: true });
  return tables
    .filter((table) => !table.isView)
    .map((table) => table.name)
    .sort();
}

export async function allRows(db: AnyDb, table: string): Promise<Row[]> {
  const result = await sql<Row>`select * from ${sql.table(table)}`.execute(db);
  return result.rows;
}

export async function dumpDatabase(db: AnyDb): Promise<Record<string, Row[]>> {
  const dump: Record<string, Row[]> = {};
  for (const table of await tableNames(db)) dump[table] = await allRows(db, table);
  return dump;
}

/** Values as stable text: Dates as ISO, objects with sorted keys. */
export function stable(value: unknown): string {
  if (value instanceof Date) return JSON.stringify(value.toISOString());
  if (Buffer.isBuffer(value)) return JSON.stringify(value.toString('base64'));
  if (Array.isArray(value)) return `[${value.map(stable).join(',')}]`;
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value as Row).sort(([a], [b]) => a.localeCompare(b));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stable(v)}`).join(',')}}`;
  }
  if (typeof value === 'bigint') return value.toString();
  if (value === undefined) return 'undefined';
  return JSON.stringify(value);
}

/** Columns that change on any authenticated request (activity and the sliding session expiry). */
export const VOLATILE_COLUMNS = new Set(['last_seen_at', 'lastSeenAt', 'expires_at', 'expiresAt']);

export interface TableSummary {
  rows: number;
  checksum: string;
}

/** Per table: its row count and a SHA-256 over its rows (order-independent, volatile columns left out). */
export async function summarize(
  db: AnyDb,
  volatile: Set<string> = VOLATILE_COLUMNS,
): Promise<Record<string, TableSummary>> {
  const summary: Record<string, TableSummary> = {};
  for (const [table, rows] of Object.entries(await dumpDatabase(db))) {
    const lines = rows
      .map((row) =>
        stable(Object.fromEntries(Object.entries(row).filter(([key]) => !volatile.has(key)))),
      )
      .sort();
    summary[table] = {
      rows: rows.length,
      checksum: createHash('sha256').update(lines.join('\n')).digest('hex'),
    };
  }
  return summary;
}

/**
 * The same summary read straight from a SQLite file over its own read-only connection (WAL lets
 * it see every committed write): a few milliseconds, so a fuzzer can check after every request.
 * While no other connection has committed since the last summary (SQLite's `data_version` is the
 * same), the file is as it was and that summary is answered again without reading a row.
 */
export class SqliteSummarizer {
  readonly #db: Database.Database;
  readonly #tables: string[];
  readonly #statements = new Map<string, Database.Statement>();
  #last:
    { version: number; volatile: Set<string>; summary: Record<string, TableSummary> } | undefined;

  /** `leaveOut`: tables not summarized (e.g. bookkeeping that every request may write). */
  constructor(file: string, leaveOut: readonly string[] = []) {
    this.#db = new Database(file, { readonly: true, fileMustExist: true });
    this.#tables = (
      this.#db
        .prepare(
          "select name from sqlite_master where type = 'table' and name not like 'sqlite_%' order by name",
        )
        .all() as {
        name: string;
      }[]
    )
      .map((row) => row.name)
      .filter((name) => !leaveOut.includes(name));
  }

  get tables(): string[] {
    return [...this.#tables];
  }

  summarize(volatile: Set<string> = VOLATILE_COLUMNS): Record<string, TableSummary> {
    const version = this.#dataVersion();
    const last = this.#last;
    if (last?.version === version && last.volatile === volatile) return { ...last.summary };
    const summary = this.#read(volatile);
    // Kept only when no commit came between the version read and the rows read.
    this.#last = this.#dataVersion() === version ? { version, volatile, summary } : undefined;
    return { ...summary };
  }

  /** Prepared once per table: requests change rows, never the schema. */
  #selectAll(table: string): Database.Statement {
    let statement = this.#statements.get(table);
    if (!statement) {
      statement = this.#db.prepare(`select * from "${table.replaceAll('"', '""')}"`);
      this.#statements.set(table, statement);
    }
    return statement;
  }

  /** Moves on whenever another connection commits a change to the file. */
  #dataVersion(): number {
    return this.#db.pragma('data_version', { simple: true }) as number;
  }

  #read(volatile: Set<string>): Record<string, TableSummary> {
    const summary: Record<string, TableSummary> = {};
    const read = this.#db.transaction(() => {
      for (const table of this.#tables) {
        const statement = this.#selectAll(table);
        const columns = statement.columns().map((column) => column.name);
        const keep = columns.map((column) => !volatile.has(column));
        const lines: string[] = [];
        for (const row of statement.raw().iterate() as Iterable<unknown[]>) {
          lines.push(JSON.stringify(row.filter((_value, index) => keep[index])));
        }
        lines.sort();
        summary[table] = {
          rows: lines.length,
          checksum: createHash('sha256').update(lines.join('\n')).digest('hex'),
        };
      }
    });
    read();
    return summary;
  }

  close(): void {
    this.#db.close();
  }
}
