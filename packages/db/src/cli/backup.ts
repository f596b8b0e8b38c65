/**
 * `pnpm backup <file>`: a consistent copy of the live SQLite database of DATABASE_URL (default
 * ./data/taper.db), taken with SQLite's online backup API through better-sqlite3 — the server may
 * keep running and writing meanwhile. Relative paths are taken from where pnpm was started
 * (INIT_CWD), not this package's folder. PostgreSQL databases are backed up with pg_dump instead.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { parseDatabaseUrl } from '../dialect';

function fail(message: string, code = 1): never {
  console.error(message);
  process.exit(code);
}

const base = process.env.INIT_CWD ?? process.cwd();
const targetArg = process.argv[2]?.trim();
if (!targetArg) fail('Usage: pnpm backup <file>   (copies the SQLite database of DATABASE_URL)', 2);

const source = parseDatabaseUrl(process.env.DATABASE_URL);
if (source.engine === 'postgres') {
  fail(
    [
      'DATABASE_URL is a PostgreSQL database: back it up with pg_dump, for example',
      `  pg_dump --format=custom --file=${targetArg} "$DATABASE_URL"`,
      'and restore it with',
      `  pg_restore --clean --if-exists --dbname="$DATABASE_URL" ${targetArg}`,
    ].join('\n'),
  );
}
if (source.filename === ':memory:') fail('An in-memory database cannot be backed up.');

const from = path.resolve(base, source.filename);
const to = path.resolve(base, targetArg);
if (!existsSync(from)) fail(`No database at ${from}`);
if (from === to) fail('The backup must go to another file than the live database.');
if (existsSync(to)) fail(`${to} already exists: choose a new file name.`);
if (!existsSync(path.dirname(to))) fail(`The folder ${path.dirname(to)} does not exist.`);

const db = new BetterSqlite3(from, { fileMustExist: true });
try {
  db.pragma('busy_timeout = 5000');
  // All pages in one step: a single read transaction, so the copy is one consistent snapshot
  // (WAL readers never block the server's writers), and no restart when a writer commits.
  const { totalPages } = await db.backup(to, { progress: () => 0x7fffffff });
  // Read-write so that closing it leaves a single file (no -wal / -shm beside the copy).
  const copy = new BetterSqlite3(to, { fileMustExist: true });
  try {
    const check = copy.pragma('integrity_check', { simple: true }) as string;
    if (check !== 'ok') fail(`The copy at ${to} failed its integrity check: ${check}`);
  } finally {
    copy.close();
  }
  console.log(`Backed up ${from} to ${to} (${totalPages} pages, integrity ok).`);
} catch (error) {
  fail(`Backup failed: ${error instanceof Error ? error.message : String(error)}`);
} finally {
  db.close();
}
