/**
 * Every difference between SQLite and PostgreSQL that the running app meets lives in this folder:
 * connecting (connect.ts), value conversion in both directions (values.ts), the engine's kind,
 * the migration tables' schema and locking (schema.ts), and error codes (errors.ts). Repositories
 * write one query text for both engines. The migrations are frozen and carry their own copies of
 * the column types they wrote.
 */
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

export { createDialect, type DialectOptions } from './connect';
export { PortableTypesPlugin } from './values';
export { engineOf, lockTableForWrites, migrationTableSchema } from './schema';
export { isForeignKeyViolation, isUniqueViolation } from './errors';
