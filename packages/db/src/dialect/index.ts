/**
 * Every difference between SQLite and PostgreSQL that the running app meets lives in this folder:
 * which database a URL names (target.ts), connecting (connect.ts), value conversion in both
 * directions (values.ts), the engine's kind, the migration tables' schema and locking
 * (schema.ts), and error codes (errors.ts). Repositories write one query text for both engines.
 * The migrations are frozen and carry their own copies of the column types they wrote.
 */
export { DEFAULT_SQLITE_PATH, parseDatabaseUrl, type DatabaseTarget, type Engine } from './target';
export { createDialect, immediateReadsOf, type DialectOptions } from './connect';
export { PortableTypesPlugin } from './values';
export { compiledStatement } from './compiled-statements';
export { engineOf, lockTableForWrites, migrationTableSchema, withTablesOfSchema } from './schema';
export { isForeignKeyViolation, isUniqueViolation } from './errors';
export {
  allowImmediateReads,
  arraySelectPerDb,
  ROWS_AS_ARRAYS,
  selectRowsAsArrays,
  timestampOf,
} from './rows';
