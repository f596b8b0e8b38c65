/**
 * Loop .db backups (schema 25) whose schema tries to run its own SQL when the file is checked or
 * read, built by the tests that refuse them: generated columns, expression and partial indexes,
 * expression defaults and CHECK constraints. A schema SQLite would evaluate while building the
 * file is written into sqlite_master afterwards (`writable_schema`), as a crafted file would be.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';

/** Loop's Habits columns at schema 25, by name (docs/loop-format.md). */
const HABIT_COLUMNS: [string, string][] = [
  ['id', 'integer primary key autoincrement'],
  ['archived', 'integer'],
  ['color', 'integer'],
  ['description', 'text'],
  ['freq_den', 'integer'],
  ['freq_num', 'integer'],
  ['highlight', 'integer'],
  ['name', 'text'],
  ['position', 'integer'],
  ['reminder_hour', 'integer'],
  ['reminder_min', 'integer'],
  ['reminder_days', 'integer not null default 127'],
  ['type', 'integer not null default 0'],
  ['target_type', 'integer not null default 0'],
  ['target_value', 'real not null default 0'],
  ['unit', "text not null default ''"],
  ['question', 'text'],
  ['uuid', 'text'],
];

/** An expression that takes seconds and hundreds of megabytes if SQLite ever evaluates it. */
export const COSTLY_SQL = "length(replace(hex(zeroblob(100000000)), '00', 'ab'))";

export interface HostileSchema {
  /** Column definitions replacing Loop's (by name) or added to Habits. */
  columns?: Record<string, string>;
  /** Table constraints appended to Habits' definition (a CHECK). */
  constraints?: string[];
  /** Statements run once the rows are in (an index). */
  extra?: string[];
  /** Written into sqlite_master as Habits' definition after the rows are in. */
  rewrittenHabits?: (definition: string) => string;
}

function habitsDefinition(schema: HostileSchema): string {
  const columns = new Map(HABIT_COLUMNS);
  for (const [name, definition] of Object.entries(schema.columns ?? {}))
    columns.set(name, definition);
  const parts = [...columns].map(([name, definition]) => `${name} ${definition}`);
  return `CREATE TABLE Habits (${[...parts, ...(schema.constraints ?? [])].join(', ')})`;
}

/** The named repros: each a Loop backup of two habits that a reader must refuse unread. */
export const HOSTILE_SCHEMAS: Record<string, HostileSchema> = {
  // SQLite computes generated columns on INSERT too: the costly one is written in afterwards.
  'a generated name costing seconds (virtual)': {
    rewrittenHabits: (definition) =>
      definition.replace(
        'name text,',
        `name text GENERATED ALWAYS AS ('GEN-' || ${COSTLY_SQL}) VIRTUAL,`,
      ),
  },
  'a generated name from its own seed': {
    columns: { seed: 'text', name: "text GENERATED ALWAYS AS ('GEN-' || seed) VIRTUAL" },
  },
  'a stored generated column': {
    columns: { question: "text GENERATED ALWAYS AS ('Q-' || position) STORED" },
  },
  'an index on an expression': {
    extra: ['CREATE INDEX habits_cost ON Habits (abs(position) + 1)'],
  },
  'a partial index': {
    extra: ['CREATE INDEX habits_some ON Habits (position) WHERE position > 0'],
  },
  'a default that is an expression': {
    columns: { description: `text DEFAULT (${COSTLY_SQL})` },
  },
  'a default that is a call': { columns: { uuid: 'text DEFAULT (random())' } },
  'a CHECK constraint costing seconds': {
    rewrittenHabits: (definition) => definition.replace(/\)$/, `, CHECK (${COSTLY_SQL} > 0))`),
  },
  'a column CHECK': { columns: { position: 'integer CHECK (position >= 0)' } },
};

/**
 * A schema 25 backup with Habits as `schema` says and two habits ('Work out', 'Read'), each with
 * a repetition; Repetitions as Loop has it.
 */
export function hostileLoopBackup(schema: HostileSchema = {}): Uint8Array {
  const dir = mkdtempSync(join(tmpdir(), 'loop-hostile-'));
  const path = join(dir, 'backup.db');
  try {
    const db = new Database(path);
    const definition = habitsDefinition(schema);
    db.exec(definition);
    db.exec(
      'CREATE TABLE Repetitions (id integer primary key autoincrement, habit integer not null references habits(id), timestamp integer not null, value integer not null, notes text)',
    );
    db.exec('CREATE UNIQUE INDEX idx_repetitions_habit_timestamp ON Repetitions(habit, timestamp)');
    const generatedName = /name text GENERATED/i.test(definition);
    const seeded = schema.columns?.seed !== undefined;
    for (const [position, name] of ['Work out', 'Read'].entries()) {
      const columns = [
        'position',
        'type',
        'target_type',
        'target_value',
        'freq_num',
        'freq_den',
        'color',
        'archived',
        'description',
      ];
      const values: unknown[] = [position + 1, 1, 1, 3, 1, 1, 0, 0, 'plain'];
      if (!generatedName) {
        columns.push('name');
        values.push(name);
      }
      if (seeded) {
        columns.push('seed');
        values.push(name);
      }
      const id = db
        .prepare(
          `INSERT INTO Habits (${columns.join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`,
        )
        .run(...values).lastInsertRowid;
      db.prepare('INSERT INTO Repetitions (habit, timestamp, value) VALUES (?, ?, ?)').run(
        id,
        Date.parse('2025-03-10T00:00:00Z'),
        2000,
      );
    }
    for (const statement of schema.extra ?? []) db.exec(statement);
    if (schema.rewrittenHabits) {
      // better-sqlite3's defensive mode keeps sqlite_master read-only: a crafted file has no such mode.
      db.unsafeMode(true);
      db.pragma('writable_schema = ON');
      db.prepare("UPDATE sqlite_master SET sql = ? WHERE type = 'table' AND name = 'Habits'").run(
        schema.rewrittenHabits(definition),
      );
      db.pragma('writable_schema = OFF');
    }
    db.pragma('user_version = 25');
    db.close();
    return new Uint8Array(readFileSync(path));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
