/**
 * What of an uploaded SQLite file's schema could make SQLite evaluate the file's own expressions
 * while it is checked or read: a generated column (computed on every read of its row), an index
 * on an expression or with a WHERE (evaluated by checks and by the planner), a column default that
 * is an expression (evaluated for rows written before the column was added) and a CHECK
 * constraint (evaluated by `quick_check`). Loop's backups have none of them: their defaults are
 * plain numbers and strings. Every table and index is inspected through the schema pragmas alone,
 * before `quick_check` and before any row is read; the first problem is a sentence.
 */
import type Database from 'better-sqlite3';
import type { RefusalWords } from './refusal';

/** More schema objects than Loop's (2 tables, their indexes and sequences) by far. */
const MAX_SCHEMA_OBJECTS = 100;

interface SchemaObject {
  type: string;
  name: string;
  tableName: string;
  sql: string | null;
}

/** A default SQLite stores as written, that evaluates nothing: a number, a string, a blob, NULL. */
const LITERAL_DEFAULTS = [
  /^[+-]?(\d+(\.\d*)?|\.\d+)(e[+-]?\d+)?$/i,
  /^[+-]?0x[0-9a-f]+$/i,
  /^'([^']|'')*'$/,
  // Loop's own `default ""`: SQLite reads a quoted name in a DEFAULT as a string, never a column.
  /^"([^"]|"")*"$/,
  /^x'([0-9a-f]{2})*'$/i,
  /^(null|true|false)$/i,
];

/** The default's text without the parentheses around it: `(0)` is the literal 0. */
function unwrapped(text: string): string {
  let value = text.trim();
  while (value.startsWith('(') && value.endsWith(')')) value = value.slice(1, -1).trim();
  return value;
}

export function isLiteralDefault(text: string): boolean {
  const value = unwrapped(text);
  return LITERAL_DEFAULTS.some((pattern) => pattern.test(value));
}

/**
 * The SQL's bare words, upper-cased, in order: string literals, quoted names ("…", `…`, […]) and comments
 * are skipped, so a column named "check" is not the keyword CHECK.
 */
export function sqlKeywords(sql: string): string[] {
  const words: string[] = [];
  let i = 0;
  const skipTo = (closing: string, from: number) => {
    const end = sql.indexOf(closing, from);
    return end === -1 ? sql.length : end + closing.length;
  };
  while (i < sql.length) {
    const char = sql.charAt(i);
    if (char === "'" || char === '"' || char === '`') i = skipTo(char, i + 1);
    else if (char === '[') i = skipTo(']', i + 1);
    else if (sql.startsWith('--', i)) i = skipTo('\n', i + 2);
    else if (sql.startsWith('/*', i)) i = skipTo('*/', i + 2);
    else if (/[A-Za-z_]/.test(char)) {
      const word = /^[A-Za-z_][A-Za-z0-9_$]*/.exec(sql.slice(i, i + 200))?.[0] ?? char;
      words.push(word.toUpperCase());
      i += word.length;
    } else i += 1;
  }
  return words;
}

function tableProblem(db: Database.Database, table: SchemaObject): RefusalWords | undefined {
  if (sqlKeywords(table.sql ?? '').includes('CHECK'))
    return { key: 'backupCheck', values: { table: table.name } };
  const columns = db
    .prepare('SELECT name, hidden, dflt_value AS dflt FROM pragma_table_xinfo(?)')
    .all(table.name) as { name: unknown; hidden: unknown; dflt: string | null }[];
  for (const column of columns) {
    const name = String(column.name);
    if (column.hidden !== 0)
      return { key: 'backupHiddenColumn', values: { table: table.name, column: name } };
    if (column.dflt !== null && !isLiteralDefault(column.dflt))
      return { key: 'backupColumnDefault', values: { table: table.name, column: name } };
  }
  const indexes = db.prepare('SELECT name, partial FROM pragma_index_list(?)').all(table.name) as {
    name: unknown;
    partial: unknown;
  }[];
  for (const index of indexes) {
    if (index.partial !== 0) return { key: 'backupPartialIndex', values: { table: table.name } };
    const keys = db.prepare('SELECT cid FROM pragma_index_xinfo(?)').all(String(index.name)) as {
      cid: unknown;
    }[];
    if (keys.some((key) => key.cid === -2))
      return { key: 'backupExpressionIndex', values: { table: table.name } };
  }
  return undefined;
}

/**
 * Why the file's schema could run its own code, in a sentence; undefined when it cannot. Reads the
 * schema only (sqlite_master and the table and index pragmas): no row, no check, no expression.
 */
export function runnableSchemaProblem(db: Database.Database): RefusalWords | undefined {
  const objects = db
    .prepare(
      `SELECT type, name, tbl_name AS tableName, sql FROM sqlite_master LIMIT ${String(MAX_SCHEMA_OBJECTS + 1)}`,
    )
    .all() as SchemaObject[];
  if (objects.length > MAX_SCHEMA_OBJECTS) return { key: 'backupTables' };
  for (const object of objects) {
    if (object.type === 'trigger' || object.type === 'view')
      return { key: object.type === 'trigger' ? 'backupTrigger' : 'backupView' };
    // A virtual table's module would be loaded to list its columns: it is refused unread.
    if (
      object.type === 'table' &&
      sqlKeywords(object.sql ?? '')
        .slice(0, 2)
        .join(' ') === 'CREATE VIRTUAL'
    )
      return { key: 'backupVirtualTable' };
  }
  for (const object of objects) {
    if (object.type !== 'table') continue;
    const problem = tableProblem(db, object);
    if (problem !== undefined) return problem;
  }
  return undefined;
}
