/**
 * GET /api/export?format=loop: the account as a Loop Habit Tracker backup, a SQLite file of
 * Loop's schema 25 (uhabits-core `DATABASE_VERSION`) that Loop's "Import data" takes through its
 * `LoopDBImporter`: it checks for the tables Habits and Repetitions and a `user_version` of at most
 * 25, and reads every column of `HabitRecord` and `EntryRecord`. The rows come from the domain
 * (`loopHabitRecord`, `loopEntryValue`).
 *
 * The file is built with better-sqlite3 in a private temp directory (always removed) from fixed
 * statements with bound values only, habit by habit and a page of entries at a time with pauses
 * between them (`Slicer`), then sent in chunks.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { listGroups } from '@taper/db';
import type { LoopExportCheck, LoopLeftOut } from '@taper/domain';
import {
  LOOP_EXPORT_VERSION,
  LOOP_NO_GROUPS,
  loopBackupTimestamp,
  loopEntryOutcome,
  loopEntryValue,
  loopHabitRecord,
  loopLeftOutText,
} from '@taper/domain/rules';
import { entryPages, habitsOf, type ExportScope } from './export';
import { loopUuidOf } from './import-merge';
import { Slicer } from './slices';

/**
 * The schema as Loop's migrations 09 to 25 leave it (columns in the order they were added; the
 * tables Checkmarks, Streak and Score dropped by 20; Repetitions rebuilt by 22 with a unique index
 * on a habit's day; Events made by 19), and Android's own table of the database's locale.
 */
export const LOOP_SCHEMA_25 = [
  `CREATE TABLE android_metadata (locale TEXT)`,
  `CREATE TABLE Habits (
    id integer primary key autoincrement,
    archived integer,
    color integer,
    description text,
    freq_den integer,
    freq_num integer,
    highlight integer,
    name text,
    position integer,
    reminder_hour integer,
    reminder_min integer,
    reminder_days integer not null default 127,
    type integer not null default 0,
    target_type integer not null default 0,
    target_value real not null default 0,
    unit text not null default "",
    question text,
    uuid text)`,
  `CREATE TABLE Events (
    id integer primary key autoincrement,
    timestamp integer,
    message text,
    server_id integer)`,
  `CREATE TABLE Repetitions (
    id integer primary key autoincrement,
    habit integer not null references habits(id),
    timestamp integer not null,
    value integer not null,
    notes text)`,
  `CREATE UNIQUE INDEX idx_repetitions_habit_timestamp ON Repetitions(habit, timestamp)`,
] as const;

const INSERT_HABIT = `INSERT INTO Habits (id, archived, color, description, freq_den, freq_num,
  highlight, name, position, reminder_hour, reminder_min, reminder_days, type, target_type,
  target_value, unit, question, uuid) VALUES (@id, @archived, @color, @description, @freq_den,
  @freq_num, @highlight, @name, @position, @reminder_hour, @reminder_min, @reminder_days, @type,
  @target_type, @target_value, @unit, @question, @uuid)`;
const INSERT_REPETITION = `INSERT INTO Repetitions (habit, timestamp, value, notes)
  VALUES (?, ?, ?, ?)`;

const CHUNK = 64 * 1024;

async function writeBackup(scope: ExportScope, path: string): Promise<void> {
  const db = new Database(path);
  try {
    db.pragma('journal_mode = DELETE');
    db.transaction(() => {
      for (const statement of LOOP_SCHEMA_25) db.exec(statement);
      db.prepare('INSERT INTO android_metadata (locale) VALUES (?)').run('en_US');
    })();
    db.pragma(`user_version = ${String(LOOP_EXPORT_VERSION)}`);
    const insertHabit = db.prepare(INSERT_HABIT);
    const insertRepetition = db.prepare(INSERT_REPETITION);
    const slicer = new Slicer();
    let position = 0;
    for await (const { habit, history } of habitsOf(scope)) {
      const record = loopHabitRecord(
        {
          id: position + 1,
          name: habit.name,
          color: habit.color,
          archived: habit.isArchived,
          unit: habit.unit,
          position,
          uuid: loopUuidOf(habit),
          description: habit.description,
        },
        history,
        scope.today,
      );
      insertHabit.run(record);
      position += 1;
      for await (const page of entryPages(scope, habit.id, slicer)) {
        db.transaction(() => {
          for (const entry of page) {
            const value = loopEntryValue(history, {
              date: entry.date,
              skipped: entry.performance === 'skipped',
              actualValue: entry.actualValue,
              levelValue: entry.levelValue,
            });
            if (value === undefined) continue;
            insertRepetition.run(
              record.id,
              loopBackupTimestamp(entry.date),
              value,
              entry.note ?? '',
            );
          }
        })();
        await slicer.pause();
      }
    }
  } finally {
    db.close();
  }
}

/** The backup's bytes, built in a temp file and sent a chunk at a time. */
export async function* loopExport(scope: ExportScope): AsyncGenerator<Uint8Array> {
  const dir = await mkdtemp(join(tmpdir(), 'taper-export-loop-'));
  let bytes: Uint8Array;
  try {
    const path = join(dir, 'backup.db');
    await writeBackup(scope, path);
    bytes = await readFile(path);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
  for (let at = 0; at < bytes.length; at += CHUNK) yield bytes.subarray(at, at + CHUNK);
}

/**
 * What the backup would hold and the days it leaves out (Loop cannot hold them), read as the
 * backup is written, without writing it: the export screen says it before the download.
 */
export async function loopExportCheck(scope: ExportScope): Promise<LoopExportCheck> {
  const leftOut: LoopLeftOut = { beforeEpoch: 0, overRange: 0 };
  const slicer = new Slicer();
  let habits = 0;
  let entries = 0;
  for await (const { habit, history } of habitsOf(scope)) {
    habits += 1;
    for await (const page of entryPages(scope, habit.id, slicer)) {
      for (const entry of page) {
        const outcome = loopEntryOutcome(history, {
          date: entry.date,
          skipped: entry.performance === 'skipped',
          actualValue: entry.actualValue,
          levelValue: entry.levelValue,
        });
        if (outcome.kind === 'value') entries += 1;
        else if (outcome.kind === 'leftOut') leftOut[outcome.reason] += 1;
      }
      await slicer.pause();
    }
  }
  return {
    dryRun: true,
    format: 'loop',
    habits,
    entries,
    leftOut,
    message: loopLeftOutText(leftOut),
    // Loop has no groups: the backup's habits are written without theirs.
    groups: (await listGroups(scope.db, scope.userId)).length > 0 ? LOOP_NO_GROUPS : null,
  };
}
