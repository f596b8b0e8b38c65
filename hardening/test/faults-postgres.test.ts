/**
 * Item 5 (PostgreSQL) — a private cluster is stopped and started again under a steady load: while
 * it is down every API answer is 503 JSON `{ message, code: 'SERVICE_UNAVAILABLE' }` (never a 500,
 * never a hang), and once it is back the same API process serves again by itself, with every
 * acknowledged write kept.
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { numberHabit, STRONG_PASSWORD } from '../src/harness';
import { createPgCluster, type PgCluster } from '../src/pg-cluster';
import { request, startApiServer, type ApiServer, type HttpResult } from '../src/server';

const DAY = 24 * 60 * 60 * 1000;

/** Signs a user up and makes them a number habit: their token and the habit's id. */
async function signUpWithHabit(origin: string) {
  const signup = await request(origin, 'POST', '/api/signup', {
    body: { email: 'pg@example.com', password: STRONG_PASSWORD, firstName: 'P', lastName: 'G' },
  });
  expect(signup.status, signup.body).toBe(200);
  const token = (JSON.parse(signup.body) as { token: string }).token;
  const habit = await request(origin, 'POST', '/api/habits', { token, body: numberHabit });
  expect(habit.status, habit.body).toBe(200);
  return { token, habitId: (JSON.parse(habit.body) as { id: number }).id };
}

type Phase = 'up-before' | 'down' | 'restarting' | 'up-after';

/**
 * Four workers reading the habits and logging entries until stopped; `seen` gathers each answer
 * with the phase it was sent and answered in, `acked` each acknowledged write's value by date.
 */
function startLoad(origin: string, token: string, habitId: number) {
  const phase = { name: 'up-before' as Phase };
  const seen: { phase: string; status: number; body: string; ms: number }[] = [];
  const acked = new Map<string, number>();
  let stopLoad = false;
  let k = 0;

  async function load(w: number) {
    while (!stopLoad) {
      const n = ++k;
      const started = Date.now();
      const at = phase.name;
      let res: HttpResult;
      if (n % 3 === 0) {
        res = await request(origin, 'GET', '/api/habits', { token, timeoutMs: 20_000 });
      } else {
        const date = new Date(Date.now() - (n % 3000) * DAY - DAY).toISOString().slice(0, 10);
        res = await request(origin, 'POST', `/api/habits/${habitId}/entries`, {
          token,
          body: { date, actualValue: n },
          timeoutMs: 20_000,
        });
        if (res.status === 200) acked.set(date, n);
      }
      // A phase change during the request makes its outcome ambiguous: only same-phase answers count.
      if (phase.name === at)
        seen.push({ phase: at, status: res.status, body: res.body, ms: Date.now() - started });
      if (res.status !== 200) await new Promise((r) => setTimeout(r, 20 + w));
    }
  }

  const workers = Promise.all(Array.from({ length: 4 }, (_v, w) => load(w)));
  return {
    phase,
    seen,
    acked,
    stop: async () => {
      stopLoad = true;
      await workers;
    },
  };
}

/** How long after `restartedAt` the API answered 200 again (-1: not within 30 s). */
async function msUntilRecovered(origin: string, token: string, restartedAt: number) {
  while (Date.now() - restartedAt < 30_000) {
    const res = await request(origin, 'GET', '/api/habits', { token });
    if (res.status === 200) return Date.now() - restartedAt;
    await new Promise((r) => setTimeout(r, 100));
  }
  return -1;
}

/** Every acknowledged write is in the database with its value. */
async function expectAckedStored(url: string, habitId: number, acked: Map<string, number>) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ date: string; actual_value: number }>(
      'select date, actual_value from habit_entries where habit_id = $1',
      [habitId],
    );
    const stored = new Map(rows.map((row) => [row.date, row.actual_value]));
    for (const [date, value] of acked) expect(stored.get(date), date).toBe(value);
  } finally {
    await client.end();
  }
}

describe('PostgreSQL restarted under load', () => {
  let cluster: PgCluster | undefined;
  let server: ApiServer | undefined;

  beforeAll(async () => {
    cluster = await createPgCluster();
    await cluster.createDatabase('taper');
    server = await startApiServer({ databaseUrl: cluster.url('taper') });
  });
  afterAll(async () => {
    await server?.kill();
    cluster?.destroy();
  });

  it('answers 503 JSON while the database is down and recovers by itself', async () => {
    const origin = server!.origin;
    const { token, habitId } = await signUpWithHabit(origin);
    const { phase, seen, acked, stop } = startLoad(origin, token, habitId);
    await new Promise((r) => setTimeout(r, 1500));
    cluster!.stop();
    phase.name = 'down';
    await new Promise((r) => setTimeout(r, 4000));
    cluster!.start();
    // Up again but not yet seen to answer: answers now may be either (neither 'down' nor 'after').
    phase.name = 'restarting';
    // Recovery: the same process answers 200 again, without any restart of the API.
    const recoveredAfter = await msUntilRecovered(origin, token, Date.now());
    phase.name = 'up-after';
    await new Promise((r) => setTimeout(r, 2000));
    await stop();

    const down = seen.filter((s) => s.phase === 'down');
    const before = seen.filter((s) => s.phase === 'up-before');
    const after = seen.filter((s) => s.phase === 'up-after');
    console.info(
      `PG restart: ${before.length} answers before, ${down.length} while down (${down.filter((s) => s.status === 503).length} × 503), ${after.length} after; recovered ${recoveredAfter} ms after the restart`,
    );
    expect(recoveredAfter, server!.output()).toBeGreaterThanOrEqual(0);
    expect(server!.child.exitCode, 'the API process must survive the outage').toBeNull();
    expect(before.length).toBeGreaterThan(0);
    expect(before.every((s) => s.status === 200)).toBe(true);
    expect(down.length).toBeGreaterThan(5);
    for (const s of down) {
      expect(s.status, s.body).toBe(503);
      expect(JSON.parse(s.body)).toMatchObject({
        code: 'SERVICE_UNAVAILABLE',
        message: expect.any(String),
      });
      // Fails fast instead of hanging the client.
      expect(s.ms).toBeLessThan(15_000);
    }
    expect(after.length).toBeGreaterThan(0);
    expect(
      after.every((s) => s.status === 200),
      JSON.stringify(after.filter((s) => s.status !== 200).slice(0, 3)),
    ).toBe(true);
    expect(
      seen.some((s) => s.status >= 500 && s.status !== 503),
      'no 500 at any time',
    ).toBe(false);
    await expectAckedStored(cluster!.url('taper'), habitId, acked);
  });
});
