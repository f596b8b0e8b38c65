/**
 * A Loop Habit Tracker .db backup read into the habits it holds (`ImportRead`). The file is
 * untrusted, so it is read in a way that runs none of its code:
 *
 * - its header is checked first (SQLite's 16 bytes, a page size SQLite can have, a page count the
 *   bytes hold); it is written to a private temp file (always removed) and opened with
 *   better-sqlite3 `readonly` and `fileMustExist`, in defensive mode (`unsafeMode(false)`: its
 *   default, set again here), with no extension loaded, `trusted_schema = OFF` and `query_only`;
 * - `PRAGMA quick_check` must answer 'ok'; a schema with a trigger, a view or a virtual table, or
 *   without the tables Habits and Repetitions, is refused before any row is read;
 * - only fixed, parameter-free `SELECT`s of named columns of Habits and Repetitions are run, after
 *   counting their rows (at most `IMPORT_MAX_LISTED_HABITS` habits and
 *   `LOOP_BACKUP_MAX_REPETITIONS` rows), and the rows are read in slices so other requests are
 *   answered meanwhile. Of the habits, `IMPORT_MAX_HABITS` at most are imported: only those that
 *   would be count (a yes/no habit, skipped, does not).
 *
 * Loop's columns and values are mapped by the domain (`loopBackup.ts`). Every problem is an
 * `ImportRefused` with a sentence.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import {
  IMPORT_MAX_HABITS,
  type ImportEntryInput,
  type ImportHabitInput,
  type ImportSkip,
  type IsoDate,
  type LoopBackupHabit,
  type Texts,
} from '@taper/domain';
import {
  droppedNotesWarning,
  entriesUpTo,
  firstHistory,
  importedNote,
  loopBackupColumns,
  loopBackupDate,
  loopBackupHabitToTaper,
  loopBackupIdentity,
  loopBackupSource,
  pastHabitLimitReason,
  readLoopBackupValue,
} from '@taper/domain/rules';
import type { ImportRead } from './import-read';
import { checkedVersion } from './loop-backup-checks';
import { refused } from './refusal';
import { Slicer } from './slices';
import { checkHeader, isSqlite, rollbackCopy } from './sqlite-file';

export { isSqlite };

const EARLIEST_DAY = '1900-01-01';
type Row = Record<string, unknown>;

/**
 * A fixed SELECT of a version's columns; a column the table lacks is a refusal naming it. Each
 * column is named in the answer as Loop's code names it (`id AS id`): SQLite matches a column
 * whatever its casing, but hands it back under its declared name, and the first versions of Loop
 * declared `Id`.
 */
function select(db: Database.Database, table: string, columns: readonly string[], version: number) {
  try {
    return db.prepare(
      `SELECT ${columns.map((column) => `${column} AS ${column}`).join(', ')} FROM ${table}`,
    );
  } catch (error) {
    if (!(error instanceof Database.SqliteError)) throw error;
    const missing = /no such column: (\w+)/.exec(error.message)?.[1];
    throw refused('backupColumn', {
      version: String(version),
      table,
      column: missing ?? '(unknown)',
    });
  }
}

interface Found {
  name: string;
  input: Omit<ImportHabitInput, 'history' | 'entries'> & { goal: ImportHabitGoal };
  entries: Map<IsoDate, ImportEntryInput>;
  /** Notes on Unknown days (−1): no entries, so their notes are dropped and counted. */
  droppedNotes: number;
}
type ImportHabitGoal = Parameters<typeof firstHistory>[0];

/** What reading the file has found so far: its habits by Loop's id, what is left out and why. */
interface Findings {
  found: Map<unknown, Found>;
  skipped: ImportSkip[];
  warnings: string[];
  /** The caller's language, which the warnings speak (English without). */
  texts?: Texts;
}

/** The habits Taper can import, by Loop's id, in Loop's order (by position). */
function habitsOf(rows: readonly Row[], version: number, texts?: Texts): Findings {
  const ordered = rows
    .map((row) => row as unknown as LoopBackupHabit)
    .sort((a, b) => Number(a.position) - Number(b.position));
  const findings: Findings = {
    found: new Map(),
    skipped: [],
    warnings: [],
    ...(texts ? { texts } : {}),
  };
  const { found, skipped, warnings } = findings;
  const uuids = new Set<string>();
  for (const row of ordered) {
    const habit = loopBackupHabitToTaper(row, version, texts);
    if (!habit.ok) {
      skipped.push({ name: habit.name, reason: habit.reason });
      continue;
    }
    // Only the habits that would be imported count toward the most one import brings.
    if (found.size >= IMPORT_MAX_HABITS) {
      skipped.push({ name: habit.name, reason: pastHabitLimitReason(IMPORT_MAX_HABITS, texts) });
      continue;
    }
    warnings.push(...habit.warnings);
    const identity = loopBackupIdentity(row, version, habit.name, texts);
    if (identity.warning !== undefined) warnings.push(identity.warning);
    // Two habits of one file never share an identity: the first keeps it.
    const loopUuid =
      identity.loopUuid !== null && !uuids.has(identity.loopUuid) ? identity.loopUuid : null;
    if (loopUuid !== null) uuids.add(loopUuid);
    found.set(row.id, {
      name: habit.name,
      input: {
        name: habit.name,
        color: habit.color,
        icon: 'coffee',
        plan: null,
        archived: habit.archived,
        // Loop counts a day with nothing logged as 0 for an "at most" habit: so does the import.
        unloggedDays: 'zero',
        unit: habit.unit,
        description: identity.description,
        loopUuid,
        goal: habit.goal,
      },
      entries: new Map(),
      droppedNotes: 0,
    });
  }
  return findings;
}

/** Adds each repetition to its habit's days, in slices so that others are answered meanwhile. */
async function readRepetitions(repetitions: Database.Statement, findings: Findings) {
  const { found, warnings } = findings;
  if (found.size === 0) return;
  const slicer = new Slicer();
  for (const rep of repetitions.iterate() as IterableIterator<Row>) {
    await slicer.pause();
    const habit = found.get(rep.habit);
    if (!habit) continue;
    const date = loopBackupDate(rep.timestamp);
    if (!date)
      throw refused('backupTimestamp', {
        habit: habit.name,
        timestamp: String(rep.timestamp).slice(0, 20),
      });
    const value = readLoopBackupValue(rep.value);
    if (value.kind === 'invalid')
      throw refused('backupValue', {
        habit: habit.name,
        date,
        value: String(rep.value).slice(0, 20),
      });
    if (value.kind === 'none') {
      if (typeof rep.notes === 'string' && rep.notes.trim() !== '') habit.droppedNotes += 1;
      continue;
    }
    // Loop's schema 22 kept the first of two rows of one day: so does the import.
    if (habit.entries.has(date)) continue;
    const note = typeof rep.notes === 'string' ? rep.notes : '';
    const kept = importedNote(habit.name, date, note, findings.texts);
    if (kept.warning !== undefined) warnings.push(kept.warning);
    habit.entries.set(
      date,
      value.kind === 'skip'
        ? { date, skip: true, note: kept.note }
        : { date, actualValue: value.amount, note: kept.note },
    );
  }
}

/** The found habits as the import takes them: their days up to today, a goal from the first. */
function importHabits(findings: Findings, today: IsoDate): ImportHabitInput[] {
  const { found, warnings } = findings;
  for (const habit of found.values())
    if (habit.droppedNotes > 0)
      warnings.push(droppedNotesWarning(habit.name, habit.droppedNotes, findings.texts));
  return [...found.values()].map(({ name, input, entries }) => {
    const upToToday = entriesUpTo(name, [...entries.values()], today, findings.texts);
    if (upToToday.warning !== undefined) warnings.push(upToToday.warning);
    const list = upToToday.entries.sort((a, b) => (a.date < b.date ? -1 : 1));
    // Loop keeps no history of targets: its target is the goal of every day, from the first one.
    const firstDay = list.find((entry) => entry.date >= EARLIEST_DAY)?.date ?? today;
    const { goal, ...rest } = input;
    return {
      ...rest,
      history: firstHistory(goal, firstDay < today ? firstDay : today),
      entries: list,
    };
  });
}

async function readOpened(
  db: Database.Database,
  today: IsoDate,
  texts?: Texts,
): Promise<ImportRead> {
  const version = checkedVersion(db);
  const columns = loopBackupColumns(version);
  const habitRows = select(db, 'Habits', columns.habits, version).all() as Row[];
  const repetitions = select(db, 'Repetitions', columns.repetitions, version);
  const findings = habitsOf(habitRows, version, texts);
  await readRepetitions(repetitions, findings);
  return {
    source: 'loop_backup',
    sourceName: loopBackupSource(version, texts),
    habits: importHabits(findings, today),
    skipped: findings.skipped,
    warnings: findings.warnings,
  };
}

/**
 * A Loop .db backup's habits; throws `ImportRefused` for any file it cannot read safely. The file
 * is written under `tempRoot` (a folder the caller removes when a reader is stopped midway).
 */
export async function readLoopBackup(
  bytes: Uint8Array,
  today: IsoDate,
  tempRoot = tmpdir(),
  texts?: Texts,
): Promise<ImportRead> {
  if (!isSqlite(bytes)) throw refused('notSqlite');
  checkHeader(bytes);
  const dir = await mkdtemp(join(tempRoot, 'taper-loop-'));
  try {
    const path = join(dir, `${randomBytes(8).toString('hex')}.db`);
    await writeFile(path, rollbackCopy(bytes), { mode: 0o600, flag: 'wx' });
    let db: Database.Database;
    try {
      db = new Database(path, { readonly: true, fileMustExist: true });
    } catch (error) {
      if (error instanceof Database.SqliteError) throw refused('sqliteDamaged');
      throw error;
    }
    try {
      return await readOpened(db, today, texts);
    } catch (error) {
      if (error instanceof Database.SqliteError) throw refused('sqliteDamaged');
      throw error;
    } finally {
      db.close();
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
