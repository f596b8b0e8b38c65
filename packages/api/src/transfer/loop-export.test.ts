/**
 * The Loop backup export through the real server: GET /api/export?format=loop is a SQLite file of
 * Loop's schema 25 (opened here with better-sqlite3 and checked against the columns Loop's
 * `LoopDBImporter` reads), and Taper → Loop .db → Taper (through the .db import) keeps every number
 * habit's goal, frequency, unit, order, archived flag, entries, skipped days and notes.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { availableTestEngines, createTestApi, numberHabit, type TestApi } from '../testing';
import { exportFile, importFile, transferCall } from './calls.testing';

const SQLITE = 'application/vnd.sqlite3';

/** The columns Loop's HabitRecord and EntryRecord read, each of which its importer needs. */
const HABIT_COLUMNS = [
  'archived',
  'color',
  'description',
  'freq_den',
  'freq_num',
  'highlight',
  'id',
  'name',
  'position',
  'question',
  'reminder_days',
  'reminder_hour',
  'reminder_min',
  'target_type',
  'target_value',
  'type',
  'unit',
  'uuid',
];
const REPETITION_COLUMNS = ['habit', 'id', 'notes', 'timestamp', 'value'];

type Row = Record<string, unknown>;

/** The backup's bytes opened read-only; the callback's answer is returned, the file removed. */
function openBackup<T>(bytes: Uint8Array, read: (db: Database.Database) => T): T {
  const dir = mkdtempSync(join(tmpdir(), 'taper-test-loop-export-'));
  try {
    const path = join(dir, 'backup.db');
    writeFileSync(path, bytes);
    const db = new Database(path, { readonly: true, fileMustExist: true });
    try {
      return read(db);
    } finally {
      db.close();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Schema 25 as Loop's importer reads it: its two tables, their columns and index, nothing else. */
function expectLoopSchema(db: Database.Database): void {
  expect(db.pragma('user_version', { simple: true })).toBe(25);
  expect(db.pragma('quick_check', { simple: true })).toBe('ok');
  // Loop's canHandle: both tables are there.
  expect(
    db
      .prepare(
        "SELECT count(*) AS n FROM sqlite_master WHERE name = 'Habits' OR name = 'Repetitions'",
      )
      .get(),
  ).toEqual({ n: 2 });
  const columns = (table: string) =>
    (db.pragma(`table_info(${table})`) as { name: string }[]).map((c) => c.name).sort();
  expect(columns('Habits')).toEqual(HABIT_COLUMNS);
  expect(columns('Repetitions')).toEqual(REPETITION_COLUMNS);
  const indexes = db
    .prepare("SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = 'Repetitions'")
    .all();
  expect(indexes).toContainEqual({ name: 'idx_repetitions_habit_timestamp' });
  expect(
    db.prepare("SELECT count(*) AS n FROM sqlite_master WHERE type IN ('trigger', 'view')").get(),
  ).toEqual({ n: 0 });
}

/** The exported habits in order, none with a null Loop reads; returns their rows. */
function expectHabitRows(db: Database.Database): Row[] {
  const rows = db.prepare('SELECT * FROM Habits ORDER BY position').all() as Row[];
  expect(rows.map((row) => row.name)).toEqual(['Coffee', 'Beer', 'Tea', 'Wine', 'Screens']);
  for (const row of rows) {
    // HabitRecord.copyTo reads each of these with `!!`: none may be null.
    for (const column of HABIT_COLUMNS.filter((c) => !/^reminder_(hour|min)$/.test(c)))
      expect(row[column], `${String(row.name)}.${column}`).not.toBeNull();
    // No reminder: Loop reads one only when both are set.
    expect(row).toMatchObject({ reminder_hour: null, reminder_min: null });
    expect(row).toMatchObject({ type: 1, target_type: 1, question: '' });
    expect(row.uuid).toMatch(/^[0-9a-f]{32}$/);
  }
  expect(new Set(rows.map((row) => row.uuid)).size).toBe(rows.length);
  expect(rows[0]).toMatchObject({
    position: 0,
    freq_num: 1,
    freq_den: 1,
    target_value: 3,
    unit: 'cups',
    archived: 0,
    description: '',
  });
  expect(rows[1]).toMatchObject({
    freq_num: 1,
    freq_den: 7,
    target_value: 10,
    archived: 1,
    color: 0,
  });
  expect(rows[2]).toMatchObject({ freq_num: 1, freq_den: 30, target_value: 20 });
  expect(rows[3]).toMatchObject({
    target_value: 1,
    description: 'Levels as ranks: 0 None, 1 Low, 2 Moderate, 3 High.',
  });
  expect(rows[4]).toMatchObject({
    target_value: 2,
    description: 'Tags as positions: 1 phone, 2 laptop, 3 tv.',
  });
  return rows;
}

/** Each habit's results as Loop's repetitions: milli-units by day, with their notes. */
function expectRepetitions(db: Database.Database, rows: Row[]): void {
  const repetitions = (id: unknown) =>
    db
      .prepare('SELECT timestamp, value, notes FROM Repetitions WHERE habit = ? ORDER BY timestamp')
      .all(id) as Row[];
  const day = (date: string) => Date.parse(`${date}T00:00:00Z`);
  expect(repetitions(rows[0]?.id)).toEqual([
    { timestamp: day('2025-03-01'), value: 1000, notes: '' },
    { timestamp: day('2025-03-02'), value: 2500, notes: 'busy, "very"' },
    { timestamp: day('2025-03-03'), value: 0, notes: '' },
    { timestamp: day('2025-03-04'), value: 3, notes: 'away' },
    { timestamp: day('2025-03-05'), value: 4000, notes: '' },
  ]);
  expect(repetitions(rows[3]?.id)).toEqual([
    { timestamp: day('2025-03-02'), value: 3000, notes: '' },
  ]);
  expect(repetitions(rows[4]?.id)).toEqual([
    { timestamp: day('2025-03-03'), value: 3000, notes: '' },
  ]);
}

describe.each(availableTestEngines())('Loop backup export on %s', (engine) => {
  let t: TestApi;
  let token: string;
  let other: string;

  const create = async (owner: string, body: object) => {
    const res = await t.rest('POST', '/api/habits', { token: owner, body });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ id: number }>().id;
  };
  const log = async (owner: string, id: number, body: object) => {
    const res = await t.rest('POST', `/api/habits/${String(id)}/entries`, { token: owner, body });
    expect(res.statusCode, res.body).toBe(200);
  };
  const habits = async (owner: string) =>
    (await t.rest('GET', '/api/habits', { token: owner })).json<Row[]>();
  const entries = async (owner: string, id: unknown) =>
    (await t.rest('GET', `/api/habits/${String(id)}/entries`, { token: owner })).json<Row[]>();

  beforeAll(async () => {
    t = await createTestApi(engine, { transferLimits: { max: 200, timeWindowMs: 60_000 } });
    token = (await t.signup('loop-export@example.com')).token;
    other = (await t.signup('loop-export-other@example.com')).token;
    const coffee = await create(token, { ...numberHabit, dailyGoal: 3, unit: 'cups' });
    await log(token, coffee, { date: '2025-03-01', actualValue: 1 });
    await log(token, coffee, { date: '2025-03-02', actualValue: 2.5, note: 'busy, "very"' });
    await log(token, coffee, { date: '2025-03-03', actualValue: 0 });
    await log(token, coffee, { date: '2025-03-04', skip: true, note: 'away' });
    await log(token, coffee, { date: '2025-03-05', actualValue: 4 });
    const beer = await create(token, {
      ...numberHabit,
      name: 'Beer',
      color: '#D32F2F',
      goalSchedule: 'weekly_budget',
      budget: 10,
    });
    await log(token, beer, { date: '2025-03-07', actualValue: 6 });
    await log(token, beer, { date: '2025-03-08', actualValue: 0.5 });
    const archived = await t.rest('POST', `/api/habits/${String(beer)}/archive`, { token });
    expect(archived.statusCode).toBe(200);
    await create(token, {
      ...numberHabit,
      name: 'Tea',
      goalSchedule: 'monthly_budget',
      budget: 20,
    });
    const wine = await create(token, {
      ...numberHabit,
      name: 'Wine',
      goalType: 'level',
      levelGoal: 'low',
    });
    await log(token, wine, { date: '2025-03-02', levelValue: 'high' });
    const screens = await create(token, {
      ...numberHabit,
      name: 'Screens',
      goalType: 'custom_tags',
      levelGoal: '2',
      customTags: ['phone', 'laptop', 'tv'],
    });
    await log(token, screens, { date: '2025-03-03', levelValue: '3' });
    await create(other, { ...numberHabit, name: 'Not yours' });
  });
  afterAll(async () => {
    await t.close();
  });

  it("is a SQLite file of Loop's schema 25, named taper-loop-<today>.db, with the tables and columns Loop's importer reads", async () => {
    const res = await exportFile(t, token, 'loop');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.sqlite3');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="taper-loop-2025-03-15.db"',
    );
    expect(res.headers['cache-control']).toBe('no-store');
    const bytes = res.rawPayload;
    expect(Buffer.from(bytes.subarray(0, 16)).toString('latin1')).toBe('SQLite format 3\0');
    openBackup(bytes, (db) => {
      expectLoopSchema(db);
      const rows = expectHabitRows(db);
      expectRepetitions(db, rows);
    });
  });

  it("holds only the signed-in user's habits", async () => {
    const res = await exportFile(t, other, 'loop');
    expect(res.statusCode).toBe(200);
    openBackup(res.rawPayload, (db) => {
      expect(db.prepare('SELECT name FROM Habits').all()).toEqual([{ name: 'Not yours' }]);
      expect(db.prepare('SELECT count(*) AS n FROM Repetitions').get()).toEqual({ n: 0 });
    });
  });

  it('round trip: Taper → Loop .db → Taper keeps each number habit’s goal, frequency, entries, skips and notes', async () => {
    const backup = (await exportFile(t, token, 'loop')).rawPayload;
    const fresh = (await t.signup(`loop-round-trip-${engine}@example.com`)).token;
    const preview = await importFile(t, fresh, backup, { dryRun: true, type: SQLITE });
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json()).toMatchObject({
      source: 'loop_backup',
      sourceName: 'Loop backup (schema 25)',
      skipped: [],
    });
    const done = await importFile(t, fresh, backup, { type: SQLITE });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ habitsImported: 5, entriesImported: 9, skipped: [] });

    const before = await habits(token);
    const after = await habits(fresh);
    expect(after.map((habit) => habit.name)).toEqual(before.map((habit) => habit.name));
    for (const name of ['Coffee', 'Beer', 'Tea']) {
      const was = before.find((habit) => habit.name === name);
      const now = after.find((habit) => habit.name === name);
      for (const field of ['goalType', 'goalSchedule', 'dailyGoal', 'budget', 'archived', 'unit'])
        expect(now?.[field], `${name}.${field}`).toEqual(was?.[field]);
      const kept = (rows: Row[]) =>
        rows.map(({ date, actualValue, performance, note }) => ({
          date,
          actualValue,
          skipped: performance === 'skipped',
          note,
        }));
      expect(kept(await entries(fresh, now?.id)), name).toEqual(
        kept(await entries(token, was?.id)),
      );
    }
    // A level comes back as its rank, with the goal's rank as the daily goal.
    const wine = after.find((habit) => habit.name === 'Wine');
    expect(wine).toMatchObject({ goalType: 'number', dailyGoal: 1 });
    expect(await entries(fresh, wine?.id)).toMatchObject([{ date: '2025-03-02', actualValue: 3 }]);
  });

  it('refuses an unknown format with a sentence', async () => {
    const res = await transferCall(t, {
      method: 'GET',
      url: '/api/export?format=sqlite',
      token,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 'BAD_REQUEST',
      message: "format is 'json', 'csv' or 'loop'",
    });
  });
});
