/**
 * Reads many rows without building an object per row twice. Through Kysely each row is an object
 * made by the driver, then copied by CamelCasePlugin and again by PortableTypesPlugin: on ten years
 * of a habit's entries that copying was most of the read (issue 38). Here a select's rows come back
 * as arrays of its columns' values, in select order, and the caller builds the one object it needs.
 * SQLite hands them over as arrays (the marked statement is prepared in raw mode, connect.ts);
 * PostgreSQL's row objects are read in column order. Only for columns neither plugin converts
 * (timestamps `…At`, booleans `is…`, JSON documents): their values are the same either way.
 */
import { CompiledQuery, type Compilable, type Kysely } from 'kysely';

/** Starts the SQL text of a select whose rows SQLite hands over as arrays (connect.ts). */
export const ROWS_AS_ARRAYS = '/* rows as arrays */ ';

/** The rows of `query` as arrays of its columns' values, in select order. */
export async function selectRowsAsArrays(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any Database shape
  db: Kysely<any>,
  query: Compilable,
): Promise<readonly (readonly unknown[])[]> {
  const compiled = query.compile();
  const { rows } = await db
    .withoutPlugins()
    .executeQuery<unknown>(
      CompiledQuery.raw(ROWS_AS_ARRAYS + compiled.sql, [...compiled.parameters]),
    );
  return asArrays(rows);
}

function asArrays(rows: readonly unknown[]): readonly (readonly unknown[])[] {
  if (rows.length === 0 || Array.isArray(rows[0])) return rows as unknown[][];
  // PostgreSQL: one object per row, its keys in column order (none is an integer-like name).
  return rows.map((row) => Object.values(row as Record<string, unknown>));
}

/** A SQLite database's way to run a select at once when its connection is free (connect.ts). */
export interface ImmediateReads {
  /** The rows, or undefined when the select must be queued as any query. */
  readAtOnce(sqlText: string, parameters: readonly unknown[]): unknown[] | undefined;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any Database shape
const immediateReads = new WeakMap<Kysely<any>, ImmediateReads>();

/** Lets `compileArraySelect` run its selects on `db` at once (createDb, for SQLite). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any Database shape
export function allowImmediateReads(db: Kysely<any>, reads: ImmediateReads | undefined): void {
  if (reads) immediateReads.set(db, reads);
}

/** A select compiled once, read as arrays (as `selectRowsAsArrays`) with new parameters each time. */
export type CompiledArraySelect = (
  parameters: readonly unknown[],
) => Promise<readonly (readonly unknown[])[]>;

/**
 * Compiles `query` once: for a lookup every request makes, where building and compiling the query,
 * copying its row through both plugins and Kysely's chain of promises cost more than running it.
 * On SQLite it runs at once when the connection is free (`ImmediateReads`). Its parameters are
 * bound as given, so they must be values both engines take as they are (strings, numbers).
 */
function compileArraySelect(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any Database shape
  db: Kysely<any>,
  query: Compilable,
): CompiledArraySelect {
  const compiled = query.compile();
  const marked = CompiledQuery.raw(ROWS_AS_ARRAYS + compiled.sql, []);
  const plain = db.withoutPlugins();
  const reads = immediateReads.get(db);
  return async (parameters) => {
    // SQLite's statement is prepared in raw mode (connect.ts): its rows are arrays already.
    const rows = reads?.readAtOnce(marked.sql, parameters);
    if (rows) return rows as unknown[][];
    const queued = await plain.executeQuery<unknown>({ ...marked, parameters });
    return asArrays(queued.rows);
  };
}

/**
 * `compileArraySelect` once per database handle, of the select `build` makes on it: the handle's
 * compiled select for every call after the first. `build`'s parameters are only placeholders; each
 * call binds its own, in the order the select's SQL takes them.
 */
export function arraySelectPerDb<DB>(
  build: (db: Kysely<DB>) => Compilable,
): (db: Kysely<DB>) => CompiledArraySelect {
  const compiled = new WeakMap<Kysely<DB>, CompiledArraySelect>();
  return (db) => {
    let select = compiled.get(db);
    if (!select) {
      select = compileArraySelect(db, build(db));
      compiled.set(db, select);
    }
    return select;
  };
}

/** A timestamp column's value in a row read as arrays, as PortableTypesPlugin gives it: a Date. */
export function timestampOf(value: unknown): Date | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value;
  return new Date(value as string | number);
}
