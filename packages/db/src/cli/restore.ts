/**
 * `pnpm restore <file>`: replaces the SQLite database of DATABASE_URL (default ./data/taper.db)
 * with a backup made by `pnpm backup`, after checking the backup's integrity and migrations (see
 * src/restore.ts). Stop the API first: its processes keep answers keyed by the data they saw.
 * Relative paths are taken from where pnpm was started (INIT_CWD). PostgreSQL: pg_restore.
 */
import path from 'node:path';
import { parseDatabaseUrl } from '../dialect';
import { restoreSqlite, RestoreRefused } from '../restore';

function fail(message: string, code = 1): never {
  console.error(message);
  process.exit(code);
}

const base = process.env.INIT_CWD ?? process.cwd();
const backupArg = process.argv[2]?.trim();
if (!backupArg) {
  fail('Usage: pnpm restore <file>   (replaces the SQLite database of DATABASE_URL)', 2);
}

const target = parseDatabaseUrl(process.env.DATABASE_URL);
if (target.engine === 'postgres') {
  fail(
    [
      'DATABASE_URL is a PostgreSQL database: restore a pg_dump archive with pg_restore, e.g.',
      `  pg_restore --clean --if-exists --no-owner --single-transaction --dbname="$DATABASE_URL" ${backupArg}`,
      '(stop the API first; docs/deploy.md explains backups and restores).',
    ].join('\n'),
  );
}
if (target.filename === ':memory:') fail('An in-memory database cannot be restored.');

const from = path.resolve(base, backupArg);
const to = path.resolve(base, target.filename);
if (from === to) fail('The backup is the live database itself.');

try {
  const { keptAs, migrated } = await restoreSqlite(from, to);
  console.log(`Restored ${from} into ${to} (integrity ok).`);
  if (migrated.length > 0) console.log(`Migrated the restored data: ${migrated.join(', ')}.`);
  if (keptAs) console.log(`The database as it was is kept at ${keptAs}.`);
} catch (error) {
  if (error instanceof RestoreRefused) fail(`Nothing was changed: ${error.message}`);
  fail(`Restore failed: ${error instanceof Error ? error.message : String(error)}`);
}
