/**
 * Item 8 — `pnpm backup <file>` copies a live SQLite database consistently (better-sqlite3's online
 * backup) while the built server writes to it; the copy passes integrity_check, holds everything
 * acknowledged before the backup, restores (a server runs on it) and matches the live database row
 * for row. For PostgreSQL it points to pg_dump and exits non-zero.
 */
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import Database from 'better-sqlite3';
import { createDb, migrateToLatest } from '@taper/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { numberHabit, STRONG_PASSWORD } from '../src/harness';
import { request, startApiServer, type ApiServer } from '../src/server';
import { VOLATILE_COLUMNS } from '../src/tables';
import { REPO_ROOT } from '../src/web';

const run = promisify(execFile);
const DAY = 24 * 60 * 60 * 1000;

/** `pnpm backup …` from the repository root, as a user would type it. */
async function pnpmBackup(args: string[], env: Record<string, string>) {
  try {
    const { stdout, stderr } = await run('npx', ['-y', 'pnpm@10', 'backup', ...args], {
      cwd: REPO_ROOT,
      env: { ...process.env, ...env },
      timeout: 180_000,
    });
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const e = error as { code?: number; stdout?: string; stderr?: string };
    return {
      code: typeof e.code === 'number' ? e.code : 1,
      output: `${e.stdout ?? ''}${e.stderr ?? ''}`,
    };
  }
}

/**
 * The same script without pnpm's start-up cost, run as pnpm runs it: from packages/db with
 * INIT_CWD set to where the user typed the command (here, the repository root).
 */
async function backupScript(args: string[], env: Record<string, string>) {
  const dbDir = path.join(REPO_ROOT, 'packages', 'db');
  try {
    const { stdout, stderr } = await run(
      path.join(dbDir, 'node_modules', '.bin', 'tsx'),
      ['src/cli/backup.ts', ...args],
      {
        cwd: dbDir,
        env: { ...process.env, INIT_CWD: REPO_ROOT, ...env },
        timeout: 120_000,
      },
    );
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const e = error as { code?: number; stdout?: string; stderr?: string };
    return {
      code: typeof e.code === 'number' ? e.code : 1,
      output: `${e.stdout ?? ''}${e.stderr ?? ''}`,
    };
  }
}

type Rows = Record<string, unknown[][]>;

/** Every row of every table, columns in order (volatile ones left out when asked). */
function readAll(file: string, leaveOut = new Set<string>()): Rows {
  const db = new Database(file, { readonly: true });
  try {
    const tables = (
      db
        .prepare(
          "select name from sqlite_master where type = 'table' and name not like 'sqlite_%' order by name",
        )
        .all() as { name: string }[]
    ).map((row) => row.name);
    const out: Rows = {};
    for (const table of tables) {
      const statement = db.prepare(`select * from "${table}" order by rowid`);
      const keep = statement.columns().map((column) => !leaveOut.has(column.name));
      out[table] = (statement.raw().all() as unknown[][]).map((row) =>
        row.filter((_v, i) => keep[i]),
      );
    }
    return out;
  } finally {
    db.close();
  }
}

/** Signs a user up on the server at `origin` and answers their session token. */
async function signUp(origin: string): Promise<string> {
  const signup = await request(origin, 'POST', '/api/signup', {
    body: {
      email: 'backup@example.com',
      password: STRONG_PASSWORD,
      firstName: 'B',
      lastName: 'K',
    },
  });
  expect(signup.status, signup.body).toBe(200);
  return (JSON.parse(signup.body) as { token: string }).token;
}

interface Acked {
  habitId: number;
  date: string;
  value: number;
  at: number;
}

/**
 * Four writers, each logging one habit's days backwards until stopped; `acked` gathers every
 * write the server acknowledged, with when.
 */
function startWriters(origin: string, token: string) {
  const acked: Acked[] = [];
  let stop = false;
  async function writer(w: number) {
    const created = await request(origin, 'POST', '/api/habits', {
      token,
      body: { ...numberHabit, name: `Writer ${w}` },
    });
    expect(created.status, created.body).toBe(200);
    const habitId = (JSON.parse(created.body) as { id: number }).id;
    for (let k = 1; !stop && k < 5000; k++) {
      const date = new Date(Date.now() - k * DAY).toISOString().slice(0, 10);
      const value = w * 100_000 + k;
      const res = await request(origin, 'POST', `/api/habits/${habitId}/entries`, {
        token,
        body: { date, actualValue: value, note: `w${w}k${k}` },
      });
      expect(res.status, res.body).toBe(200);
      acked.push({ habitId, date, value, at: Date.now() });
    }
  }
  const writers = Promise.all([0, 1, 2, 3].map(writer));
  return {
    acked,
    stop: async () => {
      stop = true;
      await writers;
    },
  };
}

/** The copy is a consistent database holding every write acknowledged before `startedAt`. */
function expectConsistentCopy(file: string, acked: readonly Acked[], startedAt: number) {
  const copy = new Database(file, { readonly: true });
  try {
    expect(copy.pragma('integrity_check', { simple: true })).toBe('ok');
    expect(copy.pragma('foreign_key_check')).toEqual([]);
    // …holding everything acknowledged before the backup started, with its value.
    const stored = new Map(
      (
        copy.prepare('select habit_id, date, actual_value from habit_entries').all() as {
          habit_id: number;
          date: string;
          actual_value: number;
        }[]
      ).map((row) => [`${row.habit_id}|${row.date}`, row.actual_value]),
    );
    for (const a of acked.filter((x) => x.at < startedAt))
      expect(stored.get(`${a.habitId}|${a.date}`)).toBe(a.value);
  } finally {
    copy.close();
  }
}

/**
 * Every row of the copy is in the live database unchanged (a snapshot, not a mix) — but for the
 * users' data revision and the habits' entries revisions, which every later write moves on (the
 * entries themselves are compared).
 */
function expectSnapshotOf(live: string, copy: string) {
  const moving = new Set([
    ...VOLATILE_COLUMNS,
    'data_revision',
    'entries_revision',
    'entries_removed_revision',
  ]);
  const liveRows = readAll(live, moving);
  const copyRows = readAll(copy, moving);
  expect(Object.keys(copyRows)).toEqual(Object.keys(liveRows));
  for (const [table, rows] of Object.entries(copyRows)) {
    const liveSet = new Set(liveRows[table]!.map((row) => JSON.stringify(row)));
    for (const row of rows)
      expect(liveSet.has(JSON.stringify(row)), `${table} row ${JSON.stringify(row)}`).toBe(true);
  }
}

describe('pnpm backup', () => {
  let dir: string;
  let live: string;
  let server: ApiServer | undefined;
  let restored: ApiServer | undefined;

  /** A small migrated database of its own, for the tests that don't need the load. */
  let small: string;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'taper-backup-'));
    live = path.join(dir, 'live.db');
    small = path.join(dir, 'small.db');
    const handle = createDb(small);
    await migrateToLatest(handle.db);
    await handle.close();
  });
  afterAll(async () => {
    await server?.kill();
    await restored?.kill();
    rmSync(dir, { recursive: true, force: true });
  });

  it('copies a live database under write load; the copy restores and matches row for row', async () => {
    server = await startApiServer({ databaseUrl: live });
    const origin = server.origin;
    const token = await signUp(origin);
    const { acked, stop } = startWriters(origin, token);
    while (acked.length < 100) await new Promise((r) => setTimeout(r, 20));

    const underLoad = path.join(dir, 'under-load.db');
    const startedAt = Date.now();
    const first = await pnpmBackup([underLoad], { DATABASE_URL: live });
    const finishedAt = Date.now();
    const ackedDuring = acked.filter((a) => a.at > startedAt && a.at < finishedAt).length;
    await stop();
    expect(first.code, first.output).toBe(0);
    expect(existsSync(underLoad)).toBe(true);
    console.info(`backup under load: ${ackedDuring} writes acknowledged while it ran`);
    expectConsistentCopy(underLoad, acked, startedAt);
    expectSnapshotOf(live, underLoad);

    // Quiet now: a second backup matches the live database exactly, every row of every table.
    const quiet = path.join(dir, 'quiet.db');
    const second = await pnpmBackup([quiet], { DATABASE_URL: live });
    expect(second.code, second.output).toBe(0);
    expect(readAll(quiet)).toEqual(readAll(live));
    expect(Object.values(readAll(quiet)).reduce((n, rows) => n + rows.length, 0)).toBeGreaterThan(
      acked.length,
    );

    // Restore: the built server runs on the copy and serves the same data to the same session.
    restored = await startApiServer({ databaseUrl: quiet });
    const fromCopy = await request(restored.origin, 'GET', '/api/entries', { token });
    expect(fromCopy.status).toBe(200);
    expect((JSON.parse(fromCopy.body) as unknown[]).length).toBe(acked.length);
    const fromLive = await request(origin, 'GET', '/api/entries', { token });
    expect(fromCopy.body).toBe(fromLive.body);
  });

  it('resolves a relative target against where pnpm was started (INIT_CWD), not packages/db', async () => {
    // Relative to the repository root (where `pnpm backup` runs from here), it lands in the temp folder;
    // taken from packages/db instead, it would land one level deeper and elsewhere.
    const relative = path.relative(REPO_ROOT, path.join(dir, 'relative-copy.db'));
    expect(path.isAbsolute(relative)).toBe(false);
    const res = await backupScript([relative], { DATABASE_URL: path.relative(REPO_ROOT, small) });
    expect(res.code, res.output).toBe(0);
    expect(existsSync(path.join(dir, 'relative-copy.db'))).toBe(true);
    expect(readAll(path.join(dir, 'relative-copy.db'))).toEqual(readAll(small));
  });

  it('refuses to run without a target, onto the live file or over an existing file', async () => {
    const none = await backupScript([], { DATABASE_URL: small });
    expect(none.code).not.toBe(0);
    expect(none.output).toMatch(/usage|pnpm backup <file>/i);
    const self = await backupScript([small], { DATABASE_URL: small });
    expect(self.output).toMatch(/another file/);
    const occupied = path.join(dir, 'occupied.db');
    writeFileSync(occupied, 'keep me');
    const existing = await backupScript([occupied], { DATABASE_URL: small });
    expect(existing.code).not.toBe(0);
    expect(readFileSync(occupied, 'utf8')).toBe('keep me');
    expect(self.code).not.toBe(0);
  });

  it('for PostgreSQL, says to use pg_dump and exits non-zero', async () => {
    const target = path.join(dir, 'pg.db');
    const res = await pnpmBackup([target], {
      DATABASE_URL: 'postgres://postgres@127.0.0.1:4399/none',
    });
    expect(res.code).not.toBe(0);
    expect(res.output).toContain('pg_dump');
    expect(existsSync(target)).toBe(false);
  });
});
