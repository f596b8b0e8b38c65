/**
 * The Loop backup holds only what Loop can read: days before 1970 and amounts past its 32-bit
 * thousandths (2,147,483.647) are left out, and `dryRun=true` says how many before the download; an
 * amount is never written as Loop's code of a skipped day (3) nor a non-zero one as 0. The CSV zip
 * keeps each habit's unit.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { availableTestEngines, createTestApi, numberHabit, type TestApi } from '../testing';
import { exportFile, transferCall } from './calls.testing';

function repetitions(bytes: Uint8Array): { timestamp: number; value: number }[] {
  const dir = mkdtempSync(join(tmpdir(), 'taper-test-loop-range-'));
  try {
    const path = join(dir, 'backup.db');
    writeFileSync(path, bytes);
    const db = new Database(path, { readonly: true, fileMustExist: true });
    try {
      return db.prepare('SELECT timestamp, value FROM Repetitions ORDER BY timestamp').all() as {
        timestamp: number;
        value: number;
      }[];
    } finally {
      db.close();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe.each(availableTestEngines())('what the Loop export holds on %s', (engine) => {
  let t: TestApi;
  let token: string;

  const check = (owner: string, query = 'format=loop&dryRun=true') =>
    transferCall(t, { method: 'GET', url: `/api/export?${query}`, token: owner });

  beforeAll(async () => {
    t = await createTestApi(engine, { transferLimits: { max: 200, timeWindowMs: 60_000 } });
    token = (await t.signup('loop-range@example.com')).token;
    const res = await t.rest('POST', '/api/habits', {
      token,
      body: { ...numberHabit, name: 'Steps', dailyGoal: 10_000, unit: 'steps' },
    });
    const id = res.json<{ id: number }>().id;
    for (const [date, actualValue] of [
      ['1900-01-01', 5],
      ['1969-12-31', 6],
      ['1970-01-01', 7],
      ['2025-03-01', 3_000_000],
      ['2025-03-02', 2_147_483.647],
      ['2025-03-03', 0.003],
      ['2025-03-04', 0.0004],
      ['2025-03-05', 0.0027],
    ] as const) {
      const logged = await t.rest('POST', `/api/habits/${String(id)}/entries`, {
        token,
        body: { date, actualValue },
      });
      expect(logged.statusCode, logged.body).toBe(200);
    }
  });
  afterAll(async () => {
    await t.close();
  });

  it('says before the download how many days the backup leaves out, and why', async () => {
    const res = await check(token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      dryRun: true,
      format: 'loop',
      habits: 1,
      entries: 5,
      leftOut: { beforeEpoch: 2, overRange: 1 },
      message:
        'The Loop backup leaves out 3 days Loop cannot hold: 2 days before 1 January 1970 and 1 day with an amount over 2,147,483.647.',
      groups: null,
    });
    const fresh = (await t.signup('loop-range-empty@example.com')).token;
    expect((await check(fresh)).json()).toMatchObject({
      leftOut: { beforeEpoch: 0, overRange: 0 },
      message: null,
    });
    for (const query of ['format=json&dryRun=true', 'format=loop&dryRun=yes']) {
      const refused = await check(token, query);
      expect(refused.statusCode).toBe(400);
      expect(refused.json<{ message: string }>().message).toMatch(/dryRun/);
    }
    expect((await check('nobody')).statusCode).toBe(401);
  });

  it('writes only what Loop reads: no day before 1970, nothing past its range, never its skip code for an amount', async () => {
    const res = await exportFile(t, token, 'loop');
    expect(res.statusCode).toBe(200);
    const rows = repetitions(res.rawPayload);
    expect(rows).toEqual([
      { timestamp: 0, value: 7000 },
      { timestamp: Date.UTC(2025, 2, 2), value: 2_147_483_647 },
      // 0.003 would be 3, Loop's SKIP: the nearest other thousandth.
      { timestamp: Date.UTC(2025, 2, 3), value: 4 },
      // Under 0.001 but not nothing: the smallest amount Loop holds.
      { timestamp: Date.UTC(2025, 2, 4), value: 1 },
      { timestamp: Date.UTC(2025, 2, 5), value: 2 },
    ]);
  });

  it("the CSV zip keeps each habit's unit and never writes an amount as SKIP", async () => {
    const res = await exportFile(t, token, 'csv');
    expect(res.statusCode).toBe(200);
    const files = unzipSync(res.rawPayload);
    const habits = strFromU8(files['Habits.csv'] ?? new Uint8Array()).split('\n');
    expect(habits[1]).toContain(',steps,AT_MOST,10000.0,');
    const checkmarks = strFromU8(files['001 Steps/Checkmarks.csv'] ?? new Uint8Array());
    expect(checkmarks).toContain('2025-03-03,4,');
    expect(checkmarks).not.toContain('SKIP');
  });
});
