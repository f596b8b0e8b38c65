import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { HOSTILE_SCHEMAS, hostileLoopBackup } from './loop-backup-files.testing';
import { isLiteralDefault, runnableSchemaProblem, sqlKeywords } from './loop-backup-schema';
import { wordsIn } from './refusal';

const dir = mkdtempSync(join(tmpdir(), 'schema-test-'));
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

/** The file opened as the reader opens it. */
function opened(bytes: Uint8Array, name: string): Database.Database {
  const path = join(dir, `${name.replace(/\W+/g, '-')}.db`);
  writeFileSync(path, bytes);
  const db = new Database(path, { readonly: true, fileMustExist: true });
  db.pragma('trusted_schema = OFF');
  db.pragma('query_only = ON');
  return db;
}

describe('runnableSchemaProblem', () => {
  it("finds nothing in Loop's own schema, literal defaults included", () => {
    const db = opened(hostileLoopBackup(), 'plain');
    expect(runnableSchemaProblem(db)).toBeUndefined();
    db.close();
  });

  it.each(Object.entries(HOSTILE_SCHEMAS))(
    'refuses %s with a sentence, in well under a second',
    (name, schema) => {
      const db = opened(hostileLoopBackup(schema), name);
      const started = performance.now();
      const problem = runnableSchemaProblem(db);
      expect(performance.now() - started).toBeLessThan(500);
      expect(problem && wordsIn(problem, 'en')).toMatch(
        /^Not a Loop backup: .*, which Loop’s backups never have$/,
      );
      db.close();
    },
  );

  it('names what it found', () => {
    const sentence = (name: string) => {
      const schema = HOSTILE_SCHEMAS[name];
      if (!schema) throw new Error(name);
      const db = opened(hostileLoopBackup(schema), `${name}-sentence`);
      const problem = runnableSchemaProblem(db);
      db.close();
      return problem && wordsIn(problem, 'en');
    };
    expect(sentence('a generated name from its own seed')).toContain(
      'its table Habits has a generated or hidden column (name)',
    );
    expect(sentence('an index on an expression')).toContain('an index on an expression');
    expect(sentence('a partial index')).toContain('an index with a WHERE clause');
    expect(sentence('a default that is a call')).toContain(
      'a column (uuid) whose default is an expression',
    );
    expect(sentence('a CHECK constraint costing seconds')).toContain('a CHECK constraint');
  });

  it('the files refused do run their SQL when SQLite reads them', () => {
    const schema = HOSTILE_SCHEMAS['a generated name from its own seed'];
    const db = opened(hostileLoopBackup(schema), 'proof');
    expect(db.prepare('SELECT name FROM Habits ORDER BY position').pluck().all()).toEqual([
      'GEN-Work out',
      'GEN-Read',
    ]);
    db.close();
  });
});

describe('the schema text', () => {
  it('takes numbers, strings, blobs and NULL as literal defaults, in parentheses too', () => {
    for (const literal of [
      '0',
      '-1',
      '+2.5',
      '1e3',
      '0x1F',
      "''",
      "'it''s'",
      "X'00ff'",
      'NULL',
      'true',
      '(0)',
      '""',
      "('a')",
    ])
      expect(isLiteralDefault(literal), literal).toBe(true);
    for (const expression of [
      '(1+1)',
      'random()',
      "('a' || 'b')",
      'CURRENT_TIMESTAMP',
      '(hex(zeroblob(9)))',
      '-(1)',
    ])
      expect(isLiteralDefault(expression), expression).toBe(false);
  });

  it('reads keywords outside strings, quoted names and comments', () => {
    expect(
      sqlKeywords(
        'CREATE TABLE t ("check" text, [check] int, `check` int, x text default \'check\') -- check',
      ),
    ).not.toContain('CHECK');
    expect(sqlKeywords('CREATE TABLE t (x int /* c */ CHECK (x > 0))')).toContain('CHECK');
    expect(sqlKeywords('/* hidden */ create virtual table f using fts5(body)').slice(0, 2)).toEqual(
      ['CREATE', 'VIRTUAL'],
    );
  });
});
