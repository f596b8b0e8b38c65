/**
 * Restoring a SQLite backup (`pnpm restore <file>`). Nothing is replaced until the backup has
 * passed every check: SQLite's integrity and foreign-key checks, and a migration history this code
 * knows (a backup from a newer Taper is refused). The backup is copied to a temporary file beside
 * the database, migrated there to this code's latest schema and checked again; the current
 * database is kept as `<db>.before-restore-<time>`; then the copy is written into the database
 * with SQLite's backup API, so the file stays whole whatever happens meanwhile.
 */
import { existsSync, rmSync } from 'node:fs';
import BetterSqlite3 from 'better-sqlite3';
import { createDb } from './client';
import { migrations, migrateToLatest } from './migrations';

export interface RestoreResult {
  /** Where the database as it was before the restore was kept (none when there was none). */
  keptAs: string | undefined;
  /** Migrations applied to the backup to bring it to this code's schema. */
  migrated: string[];
}

export class RestoreRefused extends Error {}

/** The checks every candidate must pass; the migration names it has applied. */
export function checkBackup(file: string): string[] {
  if (!existsSync(file)) throw new RestoreRefused(`No backup at ${file}`);
  let db: BetterSqlite3.Database;
  try {
    db = new BetterSqlite3(file, { readonly: true, fileMustExist: true });
  } catch (error) {
    throw new RestoreRefused(`${file} is not a SQLite database: ${String(error)}`);
  }
  try {
    const integrity = readPragma(db, 'integrity_check', { simple: true });
    if (integrity !== 'ok')
      throw new RestoreRefused(`${file} failed its integrity check: ${String(integrity)}`);
    const foreignKeys = readPragma(db, 'foreign_key_check') as unknown[];
    if (foreignKeys.length > 0) {
      throw new RestoreRefused(`${file} has ${String(foreignKeys.length)} broken foreign key(s)`);
    }
    const hasHistory = db
      .prepare("select 1 from sqlite_master where type = 'table' and name = 'kysely_migration'")
      .get();
    if (!hasHistory) throw new RestoreRefused(`${file} is not a Taper database (no migrations)`);
    const applied = (
      db.prepare('select name from kysely_migration order by name').all() as { name: string }[]
    ).map((row) => row.name);
    const unknown = applied.filter((name) => !(name in migrations));
    if (unknown.length > 0) {
      throw new RestoreRefused(
        `${file} was written by a newer Taper (migrations ${unknown.join(', ')}): update first`,
      );
    }
    return applied;
  } finally {
    db.close();
  }
}

function readPragma(db: BetterSqlite3.Database, pragma: string, options?: { simple: boolean }) {
  try {
    return db.pragma(pragma, options);
  } catch (error) {
    throw new RestoreRefused(`cannot read the backup: ${String(error)}`);
  }
}

export async function restoreSqlite(
  backup: string,
  database: string,
  now: Date = new Date(),
): Promise<RestoreResult> {
  const before = checkBackup(backup);
  const staging = `${database}.restoring-${String(process.pid)}`;
  rmSync(staging, { force: true });
  try {
    const source = new BetterSqlite3(backup, { readonly: true, fileMustExist: true });
    try {
      await source.backup(staging);
    } finally {
      source.close();
    }
    const handle = createDb(staging);
    try {
      await migrateToLatest(handle.db);
    } finally {
      await handle.close();
    }
    checkBackup(staging);
    const keptAs = existsSync(database) ? await keepCurrent(database, now) : undefined;
    const staged = new BetterSqlite3(staging, { fileMustExist: true });
    try {
      await staged.backup(database);
    } finally {
      staged.close();
    }
    const migrated = Object.keys(migrations).filter((name) => !before.includes(name));
    return { keptAs, migrated };
  } finally {
    for (const suffix of ['', '-wal', '-shm']) rmSync(`${staging}${suffix}`, { force: true });
  }
}

async function keepCurrent(database: string, now: Date): Promise<string> {
  const keptAs = `${database}.before-restore-${now.toISOString().replace(/[:.]/g, '-')}`;
  const current = new BetterSqlite3(database, { fileMustExist: true });
  try {
    current.pragma('busy_timeout = 5000');
    await current.backup(keptAs);
  } finally {
    current.close();
  }
  return keptAs;
}
