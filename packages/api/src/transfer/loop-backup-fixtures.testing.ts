/**
 * Loop Habit Tracker .db backups built in tests from Loop's documented schema (uhabits-core's
 * migrations 09–25: the tables each version has, as `CREATE TABLE` after all its migrations), and
 * hostile variants of them. Nothing of Loop's is copied: the columns are listed as
 * docs/loop-format.md describes them.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';

export interface LoopBackupHabitFixture {
  name: string;
  position: number;
  /** 0 yes/no, 1 numerical (schema 16 on). */
  type?: number;
  /** 0 at least, 1 at most (schema 18 on). */
  targetType?: number;
  targetValue?: number;
  freqNum?: number;
  freqDen?: number;
  color?: number;
  archived?: number;
  unit?: string;
  /** The description (the question before schema 23), the question (23 on), the uuid (24 on). */
  description?: string;
  question?: string;
  uuid?: string;
  /**
   * Each repetition: the day, the stored value (× 1000 for amounts), the note (schema 25), and
   * milliseconds past the day's UTC midnight (0: Loop's own rule).
   */
  repetitions?: { date: string; value?: number; notes?: string | null; afterMidnight?: number }[];
}

/**
 * How a backup's columns are cased: as Loop's migrations write them ('loop'), with the key `Id`
 * as Loop's first versions (ActiveAndroid) declared it and its later migrations kept it ('Id':
 * Habits always, Repetitions until schema 22 rebuilt it), or every column in capitals ('upper').
 */
export type LoopBackupCasing = 'loop' | 'Id' | 'upper';

/** A column definition with its name cased. */
function cased(definition: string, casing: LoopBackupCasing, keepsId = true): string {
  const [name = '', ...rest] = definition.split(' ');
  const named =
    casing === 'upper'
      ? name.toUpperCase()
      : casing === 'Id' && keepsId && name === 'id'
        ? 'Id'
        : name;
  return [named, ...rest].join(' ');
}

/** Habits as a schema version has it after Loop's migrations up to it. */
function habitsTable(version: number, casing: LoopBackupCasing): string {
  const columns = [
    'id integer primary key autoincrement',
    'archived integer',
    'color integer',
    'description text',
    'freq_den integer',
    'freq_num integer',
    'highlight integer',
    'name text',
    'position integer',
    'reminder_hour integer',
    'reminder_min integer',
  ];
  if (version >= 11) columns.push('reminder_days integer not null default 127');
  if (version >= 16) columns.push('type integer not null default 0');
  if (version >= 18)
    columns.push(
      'target_type integer not null default 0',
      'target_value real not null default 0',
      "unit text not null default ''",
    );
  if (version >= 23) columns.push('question text');
  if (version >= 24) columns.push('uuid text');
  return `create table Habits (${columns.map((column) => cased(column, casing)).join(', ')})`;
}

function repetitionsTable(version: number, casing: LoopBackupCasing): string {
  const columns =
    version >= 22
      ? [
          'id integer primary key autoincrement',
          'habit integer not null references habits(id)',
          'timestamp integer not null',
          'value integer not null',
          ...(version >= 25 ? ['notes text'] : []),
        ]
      : [
          'id integer primary key autoincrement',
          'habit integer references habits(id)',
          'timestamp integer',
          ...(version >= 16 ? ['value integer not null default 2'] : []),
        ];
  // Schema 22 rebuilt Repetitions with Loop's own names.
  const keepsId = version < 22;
  return `create table Repetitions (${columns.map((column) => cased(column, casing, keepsId)).join(', ')})`;
}

const dayMs = (date: string) => Date.parse(`${date}T00:00:00Z`);

/**
 * A backup of `version` holding `habits`; `extra` runs more SQL in it (a trigger, a view…) and
 * `repetitionRows` adds that many plain rows to the first habit in one statement.
 */
export function loopBackup(
  version: number,
  habits: readonly LoopBackupHabitFixture[],
  {
    extra = [],
    repetitionRows = 0,
    casing = 'loop',
  }: { extra?: readonly string[]; repetitionRows?: number; casing?: LoopBackupCasing } = {},
): Uint8Array {
  const dir = mkdtempSync(join(tmpdir(), 'loop-fixture-'));
  const path = join(dir, 'backup.db');
  try {
    const db = new Database(path);
    db.exec(habitsTable(version, casing));
    db.exec(repetitionsTable(version, casing));
    if (version >= 13 && version < 22)
      db.exec('create index idx_repetitions_habit_timestamp on Repetitions(habit, timestamp)');
    if (version >= 22)
      db.exec(
        'create unique index idx_repetitions_habit_timestamp on Repetitions(habit, timestamp)',
      );
    const habitColumns = [
      'name',
      'position',
      'archived',
      'color',
      'freq_num',
      'freq_den',
      'description',
    ];
    if (version >= 16) habitColumns.push('type');
    if (version >= 18) habitColumns.push('target_type', 'target_value', 'unit');
    if (version >= 23) habitColumns.push('question');
    if (version >= 24) habitColumns.push('uuid');
    const insertHabit = db.prepare(
      `insert into Habits (${habitColumns.join(', ')}) values (${habitColumns.map(() => '?').join(', ')})`,
    );
    const repColumns = ['habit', 'timestamp'];
    if (version >= 16) repColumns.push('value');
    if (version >= 25) repColumns.push('notes');
    const insertRep = db.prepare(
      `insert into Repetitions (${repColumns.join(', ')}) values (${repColumns.map(() => '?').join(', ')})`,
    );
    db.transaction(() => {
      for (const habit of habits) {
        const values: unknown[] = [
          habit.name,
          habit.position,
          habit.archived ?? 0,
          habit.color ?? 0,
          habit.freqNum ?? 1,
          habit.freqDen ?? 1,
          habit.description ?? '',
        ];
        if (version >= 16) values.push(habit.type ?? 1);
        if (version >= 18)
          values.push(habit.targetType ?? 1, habit.targetValue ?? 3, habit.unit ?? '');
        if (version >= 23) values.push(habit.question ?? '');
        if (version >= 24) values.push(habit.uuid ?? null);
        const id = insertHabit.run(...values).lastInsertRowid;
        for (const rep of habit.repetitions ?? []) {
          const row: unknown[] = [id, dayMs(rep.date) + (rep.afterMidnight ?? 0)];
          if (version >= 16) row.push(rep.value ?? 2);
          if (version >= 25) row.push(rep.notes ?? null);
          insertRep.run(...row);
        }
      }
    })();
    if (repetitionRows > 0)
      db.exec(
        `with recursive n(i) as (select 1 union all select i + 1 from n where i < ${String(repetitionRows)}) insert into Repetitions (habit, timestamp${version >= 16 ? ', value' : ''}) select 1, 0${version >= 16 ? ', 2' : ''} from n`,
      );
    for (const sql of extra) db.exec(sql);
    db.pragma(`user_version = ${String(version)}`);
    db.close();
    return new Uint8Array(readFileSync(path));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The rows a query answers on a backup's bytes, opened read-only (the file removed after). */
export function backupRows<T>(bytes: Uint8Array, query: string): T[] {
  const dir = mkdtempSync(join(tmpdir(), 'loop-fixture-read-'));
  try {
    const path = join(dir, 'backup.db');
    writeFileSync(path, bytes);
    const db = new Database(path, { readonly: true, fileMustExist: true });
    try {
      return db.prepare(query).all() as T[];
    } finally {
      db.close();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
