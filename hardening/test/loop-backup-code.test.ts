/**
 * Loop backups that carry their own SQL, sent to the built server (two processes on one SQLite
 * file): the probe's file whose Habits.name is a generated column costing seconds per row, and
 * the one whose generated name is 'GEN-' || seed. Each preview and import is refused at once with
 * a sentence; /healthz keeps answering in both processes meanwhile; nothing is imported; a plain
 * backup still imports (the built server reads it on its thread).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { HOSTILE_SCHEMAS, hostileLoopBackup } from '@taper/api/loop-backup-files.testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STRONG_PASSWORD } from '../src/harness';
import { request, startApiServer, type ApiServer } from '../src/server';

describe('Loop backups carrying SQL, on the built server', () => {
  let dir: string;
  let server: ApiServer;
  /** Three users: one import at a time is each user's. */
  const tokens: string[] = [];

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'taper-loop-code-'));
    server = await startApiServer({
      databaseUrl: path.join(dir, 'taper.db'),
      env: { WORKERS: '2' },
    });
    for (const email of ['code@example.com', 'code2@example.com', 'code3@example.com']) {
      const signup = await request(server.origin, 'POST', '/api/signup', {
        body: { email, password: STRONG_PASSWORD, firstName: 'C', lastName: 'D' },
      });
      expect(signup.status, signup.body).toBe(200);
      tokens.push((JSON.parse(signup.body) as { token: string }).token);
    }
  });
  afterAll(async () => {
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  const upload = async (bytes: Uint8Array, dryRun: boolean, token = tokens[0] ?? '') => {
    const started = performance.now();
    const res = await fetch(`${server.origin}/api/import?dryRun=${String(dryRun)}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/vnd.sqlite3' },
      body: Buffer.from(bytes),
      signal: AbortSignal.timeout(60_000),
    });
    return { status: res.status, body: await res.text(), ms: performance.now() - started };
  };

  /** The slowest /healthz answer while `work` runs, polled every 50 ms. */
  async function slowestHealth(work: () => Promise<unknown>): Promise<number> {
    let slowest = 0;
    const state = { running: true };
    const poll = (async () => {
      while (state.running) {
        const started = performance.now();
        const res = await request(server.origin, 'GET', '/healthz', { timeoutMs: 30_000 });
        expect(res.status).toBe(200);
        slowest = Math.max(slowest, performance.now() - started);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    })();
    await work();
    state.running = false;
    await poll;
    return slowest;
  }

  it.each([
    'a generated name costing seconds (virtual)',
    'a generated name from its own seed',
    'a CHECK constraint costing seconds',
    'a default that is an expression',
  ])('refuses %s at once, previews and imports alike, the server answering', async (name) => {
    const schema = HOSTILE_SCHEMAS[name];
    if (!schema) throw new Error(name);
    const file = hostileLoopBackup(schema);
    expect(file.length).toBeLessThan(64 * 1024);
    const answers: { status: number; body: string; ms: number }[] = [];
    const slowest = await slowestHealth(async () => {
      // Two at once, never more: one process takes two imports at a time (DEFAULT_IMPORT_GATE),
      // and the balancer may give both workers' share to one; a third at once is told the server
      // is busy (503) when the machine is slow enough that the first two are still running.
      const [preview, own, third] = tokens;
      answers.push(
        ...(await Promise.all([upload(file, true, preview), upload(file, false, own)])),
        await upload(file, true, third),
      );
    });
    for (const answer of answers) {
      expect(answer.status, answer.body).toBe(400);
      expect((JSON.parse(answer.body) as { message: string }).message).toMatch(
        /^Not a Loop backup: .*, which Loop’s backups never have$/,
      );
      expect(answer.ms).toBeLessThan(3_000);
    }
    expect(slowest).toBeLessThan(1_000);
    for (const token of tokens) {
      const habits = await request(server.origin, 'GET', '/api/habits', { token });
      expect(JSON.parse(habits.body)).toEqual([]);
    }
  });

  it('imports the same backup without its SQL', async () => {
    const res = await upload(hostileLoopBackup(), false);
    expect(res.status, res.body).toBe(200);
    const habits = await request(server.origin, 'GET', '/api/habits', { token: tokens[0] });
    expect((JSON.parse(habits.body) as { name: string }[]).map((h) => h.name)).toEqual([
      'Work out',
      'Read',
    ]);
  });
});
