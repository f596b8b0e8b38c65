/**
 * Loop .db backups whose schema carries SQL of their own (generated columns, expression and
 * partial indexes, expression defaults, CHECK constraints) through the real server: each a 400
 * naming what it found, answered at once, nothing changed, no temp file left behind; the server
 * keeps answering meanwhile.
 */
import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOSTILE_SCHEMAS, hostileLoopBackup } from './loop-backup-files.testing';
import { availableTestEngines, createTestApi, type TestApi } from '../testing';
import { importFile } from './calls.testing';

const SQLITE = 'application/vnd.sqlite3';
// This file's own temp folder (test files run in processes of their own): another file's upload
// in flight is never counted as a leftover here.
process.env.TMPDIR = mkdtempSync(join(tmpdir(), 'taper-test-'));
const leftovers = () => readdirSync(tmpdir()).filter((name) => name.startsWith('taper-loop-'));

describe.each(availableTestEngines())('Loop backups carrying SQL on %s', (engine) => {
  let t: TestApi;
  let token: string;

  beforeAll(async () => {
    t = await createTestApi(engine, { transferLimits: { max: 200, timeWindowMs: 60_000 } });
    token = (await t.signup('backup-code@example.com')).token;
  });
  afterAll(async () => {
    await t.close();
  });

  const habits = async () =>
    (await t.rest('GET', '/api/habits', { token })).json<{ name: string }[]>();

  it.each(Object.entries(HOSTILE_SCHEMAS))(
    'refuses %s before reading a row: a 400 at once, nothing changed',
    async (_, schema) => {
      const file = hostileLoopBackup(schema);
      const before = await habits();
      for (const dryRun of [true, false]) {
        const started = performance.now();
        const [res, health] = await Promise.all([
          importFile(t, token, file, { dryRun, type: SQLITE }),
          t.rest('GET', '/api/habits', { token }),
        ]);
        expect(performance.now() - started).toBeLessThan(5_000);
        expect(health.statusCode).toBe(200);
        expect(res.statusCode).toBe(400);
        expect(res.json<{ message: string }>().message).toMatch(
          /^Not a Loop backup: .*, which Loop’s backups never have$/,
        );
      }
      expect(await habits()).toEqual(before);
      expect(leftovers()).toEqual([]);
    },
  );

  it('imports the same backup without the SQL', async () => {
    const res = await importFile(t, token, hostileLoopBackup(), { type: SQLITE });
    expect(res.statusCode).toBe(200);
    expect((await habits()).map((habit) => habit.name)).toEqual(['Work out', 'Read']);
  });
});
