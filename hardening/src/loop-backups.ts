/**
 * Loop .db backups whose schema carries SQL, generated at random for the import fuzzer: generated
 * columns (virtual or stored, cheap or costing seconds), indexes on expressions or with a WHERE,
 * defaults that are expressions, CHECK constraints, alone or together, beside files whose
 * defaults are only literals (which Loop's own have). Each file says whether a reader must refuse
 * it.
 */
import { COSTLY_SQL, hostileLoopBackup } from '@taper/api/loop-backup-files.testing';
import type { Rng } from './rng';

export interface GeneratedBackup {
  bytes: Uint8Array;
  /** What its schema carries, for failure messages; empty for a file to import. */
  carries: string[];
}

/** Deterministic, as SQLite asks of a generated column or a CHECK (else the schema is unreadable). */
const EXPRESSIONS = [COSTLY_SQL, "'x' || position", 'abs(position) + 1', 'hex(zeroblob(9))'];
/** Constant, as SQLite asks of a default (no column in it). */
const DEFAULTS = [COSTLY_SQL, 'hex(zeroblob(9))', 'random()', "strftime('%s', 'now')", '1 + 1'];
const COLUMNS = ['name', 'description', 'question', 'unit', 'uuid'] as const;
const LITERAL_DEFAULTS = ['5', "'none'", '""', '(0)', '-1.5', 'NULL', "X'00'"];

function replaceColumn(definition: string, column: string, replacement: string): string {
  return definition.replace(new RegExp(`\\b${column} [^,)]*`), `${column} ${replacement}`);
}

/** One backup: clean (literal defaults at most) about a third of the time, else carrying SQL. */
export function generatedLoopBackup(rng: Rng): GeneratedBackup {
  const carries: string[] = [];
  const edits: ((definition: string) => string)[] = [];
  const extra: string[] = [];
  // Each column is edited once at most: its definition is replaced up to its comma.
  const columns = [...COLUMNS].sort(() => rng.next() - 0.5);
  if (rng.chance(0.4)) {
    const column = columns.pop() ?? 'name';
    const kind = rng.pick(['VIRTUAL', 'STORED']);
    const expression = rng.pick(EXPRESSIONS);
    carries.push(`a ${kind.toLowerCase()} generated ${column}`);
    edits.push((d) => replaceColumn(d, column, `text GENERATED ALWAYS AS (${expression}) ${kind}`));
  }
  if (rng.chance(0.3)) {
    const column = columns.pop() ?? 'unit';
    carries.push(`a default expression on ${column}`);
    edits.push((d) => replaceColumn(d, column, `text DEFAULT (${rng.pick(DEFAULTS)})`));
  }
  if (rng.chance(0.25)) {
    carries.push('a CHECK');
    edits.push((d) => d.replace(/\)$/, `, CHECK (${rng.pick(EXPRESSIONS)} IS NOT NULL))`));
  }
  if (rng.chance(0.25)) {
    carries.push('an expression index');
    const table = rng.pick([
      'Habits (abs(position) + 1)',
      'Repetitions (value / 1000)',
      'Habits (lower(name))',
    ]);
    extra.push(`CREATE INDEX fuzz_expression ON ${table}`);
  }
  if (rng.chance(0.2)) {
    carries.push('a partial index');
    extra.push(
      `CREATE INDEX fuzz_partial ON ${rng.pick(['Habits (position) WHERE position > 0', 'Repetitions (habit) WHERE value > 0'])}`,
    );
  }
  if (carries.length === 0 && rng.chance(0.5)) {
    const literal = rng.pick(LITERAL_DEFAULTS);
    edits.push((d) => replaceColumn(d, rng.pick(COLUMNS), `text DEFAULT ${literal}`));
  }
  // The schema's SQL is written in after the rows, so building the file evaluates none of it.
  const bytes = hostileLoopBackup({
    extra,
    ...(edits.length === 0
      ? {}
      : { rewrittenHabits: (definition) => edits.reduce((d, edit) => edit(d), definition) }),
  });
  return { bytes, carries };
}
