/**
 * Issue 24 — a backup restores exactly: write, back up, write more, restore, and the database is
 * the backed-up one, every row of every table. SQLite through `pnpm backup` and `pnpm restore`;
 * PostgreSQL through pg_dump and pg_restore (docs/deploy.md) on a private cluster.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { createDb } from '@taper/db';
import { afterAll, describe, expect, it } from 'vitest';
import { numberHabit, STRONG_PASSWORD } from '../src/harness';
import { startApiServer, type ApiServer } from '../src/server';
import { dumpDatabase, stable } from '../src/tables';
import { call, sharedDatabase, type Engine, type SharedDatabase } from '../src/two-servers';
import { REPO_ROOT } from '../src/web';

const run = promisify(execFile);
const PG_BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';

async function tool(command: string, args: string[], env: Record<string, string> = {}) {
  try {
    const { stdout, stderr } = await run(command, args, {
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

/** Every row of every table as sorted text: what "exactly the same state" compares. */
async function state(url: string): Promise<Record<string, string[]>> {
  const handle = createDb(url);
  try {
    const dump = await dumpDatabase(handle.db);
    return Object.fromEntries(
      Object.entries(dump).map(([table, rows]) => [table, rows.map(stable).sort()]),
    );
  } finally {
    await handle.close();
  }
}

const backupTools: Record<
  Engine,
  {
    backup(url: string, file: string): ReturnType<typeof tool>;
    restore(url: string, file: string): ReturnType<typeof tool>;
  }
> = {
  sqlite: {
    backup: (url, file) => tool('npx', ['-y', 'pnpm@10', 'backup', file], { DATABASE_URL: url }),
    restore: (url, file) => tool('npx', ['-y', 'pnpm@10', 'restore', file], { DATABASE_URL: url }),
  },
  postgres: {
    backup: (url, file) =>
      tool(path.join(PG_BIN, 'pg_dump'), ['--format=custom', `--file=${file}`, url]),
    restore: (url, file) =>
      tool(path.join(PG_BIN, 'pg_restore'), [
        '--clean',
        '--if-exists',
        '--no-owner',
        '--single-transaction',
        `--dbname=${url}`,
        file,
      ]),
  },
};

describe.each<Engine>(['sqlite', 'postgres'])('backup and restore [%s]', (engine) => {
  let shared: SharedDatabase | undefined;
  let server: ApiServer | undefined;
  const dir = mkdtempSync(path.join(tmpdir(), 'taper-restore-'));
  afterAll(async () => {
    await server?.kill();
    shared?.dispose();
    rmSync(dir, { recursive: true, force: true });
  });

  it('write, back up, write more, restore: exactly the backed-up state', async () => {
    shared = await sharedDatabase(engine);
    const url = shared.url;
    server = await startApiServer({ databaseUrl: url });
    const owner = await call<{ token: string }>(server, 'POST', '/api/signup', {
      body: {
        email: 'owner@example.com',
        password: STRONG_PASSWORD,
        firstName: 'O',
        lastName: 'W',
      },
    });
    const habit = await call<{ id: number }>(server, 'POST', '/api/habits', {
      token: owner.token,
      body: numberHabit,
    });
    const log = (date: string, actualValue: number) =>
      call(server!, 'POST', `/api/habits/${String(habit.id)}/entries`, {
        token: owner.token,
        body: { date, actualValue },
      });
    await log('2025-03-01', 1);
    await log('2025-03-02', 2);
    const entriesAtBackup = await call(server, 'GET', '/api/entries', { token: owner.token });
    const atBackup = await state(url);

    const file = path.join(dir, `backup-${engine}`);
    const backup = await backupTools[engine].backup(url, file);
    expect(backup.code, backup.output).toBe(0);

    // More writes: a changed entry, new entries, a new habit and a new account.
    await log('2025-03-02', 20);
    await log('2025-03-03', 3);
    await call(server, 'POST', '/api/habits', {
      token: owner.token,
      body: { ...numberHabit, name: 'Later' },
    });
    await call(server, 'POST', '/api/signup', {
      body: {
        email: 'later@example.com',
        password: STRONG_PASSWORD,
        firstName: 'L',
        lastName: 'A',
      },
    });
    expect(await state(url)).not.toEqual(atBackup);

    await server.stop();
    const restored = await backupTools[engine].restore(url, file);
    expect(restored.code, restored.output).toBe(0);
    expect(await state(url)).toEqual(atBackup);

    // The server on the restored database serves the backed-up data to the backed-up session.
    server = await startApiServer({ databaseUrl: url });
    expect(await call(server, 'GET', '/api/entries', { token: owner.token })).toEqual(
      entriesAtBackup,
    );
    await call(server, 'POST', '/api/login', {
      body: { email: 'later@example.com', password: STRONG_PASSWORD },
      status: 401,
    });
  });
});
