/**
 * An opened Loop backup checked before any of its rows is read: no SQL of its own that SQLite
 * would run (loop-backup-schema.ts), not damaged, within the size, only the tables Loop has (no
 * trigger, view or virtual table), a schema version Loop's importer reads, and row counts within
 * the limits. Every problem is an `ImportRefused` with a sentence.
 */
import type Database from 'better-sqlite3';
import { IMPORT_MAX_BYTES, IMPORT_MAX_LISTED_HABITS } from '@taper/domain';
import {
  LOOP_BACKUP_MAX_REPETITIONS,
  LOOP_BACKUP_MAX_VERSION,
  LOOP_BACKUP_MIN_VERSION,
} from '@taper/domain/rules';
import { runnableSchemaProblem } from './loop-backup-schema';
import { ImportRefused, refused } from './refusal';

/**
 * Loop's two tables are there. Too many objects, triggers, views and virtual tables were refused
 * before (`runnableSchemaProblem`, which runs first).
 */
function requireLoopTables(db: Database.Database): void {
  const names = db
    .prepare("SELECT lower(name) FROM sqlite_master WHERE type = 'table'")
    .pluck()
    .all();
  if (!names.includes('habits') || !names.includes('repetitions')) throw refused('backupNoTables');
}

function count(db: Database.Database, table: 'Habits' | 'Repetitions'): number {
  const row = db.prepare(`SELECT count(*) AS n FROM ${table}`).get() as { n: unknown };
  return typeof row.n === 'number' ? row.n : Number.MAX_SAFE_INTEGER;
}

/**
 * Checks the opened file before reading a row: no SQL of its own to run, not damaged, within the
 * size, of a schema version Loop's importer reads, and within the counts. Returns the version.
 */
export function checkedVersion(db: Database.Database): number {
  db.unsafeMode(false);
  db.pragma('trusted_schema = OFF');
  db.pragma('query_only = ON');
  // Before quick_check, which evaluates CHECK constraints and generated columns.
  const runnable = runnableSchemaProblem(db);
  if (runnable !== undefined) throw new ImportRefused(runnable);
  const check = db.pragma('quick_check(1)', { simple: true });
  if (check !== 'ok') throw refused('sqliteDamaged');
  const pages = db.pragma('page_count', { simple: true });
  const size = db.pragma('page_size', { simple: true });
  if (typeof pages !== 'number' || typeof size !== 'number' || pages * size > IMPORT_MAX_BYTES)
    throw refused('sqliteDamaged');
  requireLoopTables(db);
  const version = db.pragma('user_version', { simple: true });
  if (
    typeof version !== 'number' ||
    version < LOOP_BACKUP_MIN_VERSION ||
    version > LOOP_BACKUP_MAX_VERSION
  )
    throw refused('backupVersion', {
      version: String(version),
      min: String(LOOP_BACKUP_MIN_VERSION),
      max: String(LOOP_BACKUP_MAX_VERSION),
    });
  if (count(db, 'Habits') > IMPORT_MAX_LISTED_HABITS)
    throw refused('backupHabits', { max: String(IMPORT_MAX_LISTED_HABITS) });
  if (count(db, 'Repetitions') > LOOP_BACKUP_MAX_REPETITIONS)
    throw refused('backupEntries', { max: String(LOOP_BACKUP_MAX_REPETITIONS) });
  return version;
}
