/**
 * A killed import frees its account's import lock within its lease: the built server is killed
 * with SIGKILL in the middle of a 160,000-entry import, once its claim is held, started again on
 * the same SQLite file, and the account imports again within seconds (the lock used to hold for ten minutes: 409 'Another
 * import … still running'). Nothing of the killed import is kept.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { numberHabit, STRONG_PASSWORD } from '../src/harness';
import { request, startApiServer, type ApiServer } from '../src/server';

const LEASE_MS = 15_000;

/** A Taper export of `habits` habits of `perHabit` days each, from the account's own export. */
function bigExport(exported: string, habits: number, perHabit: number): string {
  const document = JSON.parse(exported) as { habits: Record<string, unknown>[] };
  const model = document.habits[0];
  if (!model) throw new Error('no habit to copy');
  const start = Date.parse('1990-01-01T00:00:00Z');
  document.habits = Array.from({ length: habits }, (_, h) => ({
    ...model,
    name: `Big ${String(h)}`,
    goalHistory: (model.goalHistory as Record<string, unknown>[]).map((version) => ({
      ...version,
      effectiveFrom: '1990-01-01',
    })),
    entries: Array.from({ length: perHabit }, (_, d) => ({
      date: new Date(start + d * 86_400_000).toISOString().slice(0, 10),
      actualValue: d % 5,
      levelValue: null,
      note: null,
      performance: 'success',
    })),
  }));
  return JSON.stringify(document);
}

/** Waits until an account's import claim is held in the SQLite file `file`. */
async function importClaimed(file: string): Promise<void> {
  const deadline = Date.now() + 30_000;
  const reader = new Database(file, { readonly: true, fileMustExist: true });
  try {
    const claim = reader.prepare(
      "select 1 from rate_limits where bucket like 'import-running|%' limit 1",
    );
    while (claim.get() === undefined) {
      if (Date.now() > deadline) throw new Error('the import never claimed its lock');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  } finally {
    reader.close();
  }
}

describe('an import killed with its process', () => {
  let dir: string;
  let file: string;
  let server: ApiServer;
  let token: string;
  let big: string;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'taper-import-lock-'));
    file = path.join(dir, 'taper.db');
    server = await startApiServer({ databaseUrl: file });
    const signup = await request(server.origin, 'POST', '/api/signup', {
      body: { email: 'lock@example.com', password: STRONG_PASSWORD, firstName: 'L', lastName: 'K' },
    });
    token = (JSON.parse(signup.body) as { token: string }).token;
    const created = await request(server.origin, 'POST', '/api/habits', {
      token,
      body: { ...numberHabit, name: 'Model' },
    });
    const id = (JSON.parse(created.body) as { id: number }).id;
    await request(server.origin, 'POST', `/api/habits/${String(id)}/entries`, {
      token,
      body: { date: '2025-01-10', actualValue: 1 },
    });
    const exported = await fetch(`${server.origin}/api/export?format=json`, {
      headers: { authorization: `Bearer ${token}` },
    });
    big = bigExport(await exported.text(), 4, 40_000);
    await request(server.origin, 'DELETE', `/api/habits/${String(id)}`, { token });
  });
  afterAll(async () => {
    await server.kill();
    rmSync(dir, { recursive: true, force: true });
  });

  const send = (body: string) =>
    fetch(`${server.origin}/api/import`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body,
      signal: AbortSignal.timeout(60_000),
    });

  it('frees the lock within its lease, and keeps nothing of the killed import', async () => {
    const killed = send(big).catch(() => undefined);
    // Killed in the midst of the import: as soon as its claim is in the database (it holds it for
    // the seconds 160,000 entries take), whatever the machine's speed.
    await importClaimed(file);
    await server.kill();
    expect(await killed).toBeUndefined();
    server = await startApiServer({ databaseUrl: file });
    const restarted = performance.now();
    const small = bigExport(big, 1, 3);
    let answer = await send(small);
    // Each try is an import the hourly limit counts (30): every 2 s over the lease is at most 9.
    while (answer.status === 409 && performance.now() - restarted < LEASE_MS + 10_000) {
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      answer = await send(small);
    }
    expect(answer.status, await answer.clone().text()).toBe(200);
    expect(performance.now() - restarted).toBeLessThan(LEASE_MS + 5_000);
    const habits = await request(server.origin, 'GET', '/api/habits', { token });
    expect((JSON.parse(habits.body) as { name: string }[]).map((h) => h.name)).toEqual(['Big 0']);
  });
});
