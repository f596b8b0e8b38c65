/**
 * Issue 24 — a SIGTERM to `node apps/api/dist/main.js` running two workers (node:cluster) while
 * requests are in flight: every one of them is answered, every acknowledged write is in the
 * database after a restart, and the server exits 0. On a SQLite file and on a private PostgreSQL.
 */
import { execFileSync } from 'node:child_process';
import { afterAll, describe, expect, it } from 'vitest';
import { numberHabit, STRONG_PASSWORD } from '../src/harness';
import { request, startApiServer, type ApiServer } from '../src/server';
import { call, sharedDatabase, type Engine, type SharedDatabase } from '../src/two-servers';

const WRITES = 20;
const SIGNUPS = 8;

/** Counts the requests the server has received, from its 'incoming request' log lines. */
function countReceivedRequests(server: ApiServer): () => number {
  let received = 0;
  server.child.stdout?.on('data', (chunk: Buffer) => {
    received += chunk.toString('utf8').split('"msg":"incoming request"').length - 1;
  });
  return () => received;
}

/** Signs up the owner (the first user: the admin) and makes them a number habit. */
async function signUpOwnerWithHabit(server: ApiServer) {
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
  return { owner, habit };
}

/**
 * A request's log line can reach us after its answer: waits until the sign-up's and the habit's
 * lines are in and nothing more comes for a while, so that a count after it is the burst's.
 */
async function waitForQuietLog(received: () => number) {
  let settled = received();
  const quietBy = Date.now() + 10_000;
  for (let quiet = 0; (received() < 2 || quiet < 300) && Date.now() < quietBy; quiet += 20) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    if (received() !== settled) {
      settled = received();
      quiet = -20;
    }
  }
}

/** WRITES entries of the habit and SIGNUPS sign-ups (argon2 at production cost: slow), all sent at once. */
function sendWritesAndSignUps(origin: string, token: string, habitId: number) {
  return [
    ...Array.from({ length: WRITES }, (_, i) =>
      request(origin, 'POST', `/api/habits/${String(habitId)}/entries`, {
        token,
        body: { date: `2025-02-${String(i + 1).padStart(2, '0')}`, actualValue: i },
      }),
    ),
    ...Array.from({ length: SIGNUPS }, (_, i) =>
      request(origin, 'POST', '/api/signup', {
        body: {
          email: `late${String(i)}@example.com`,
          password: STRONG_PASSWORD,
          firstName: 'L',
          lastName: 'T',
        },
      }),
    ),
  ];
}

/** Waits (10 s at most) until the server has received `count` requests. */
async function waitForReceived(received: () => number, count: number) {
  const deadline = Date.now() + 10_000;
  while (received() < count && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

describe.each<Engine>(['sqlite', 'postgres'])('SIGTERM with requests in flight [%s]', (engine) => {
  let shared: SharedDatabase | undefined;
  let server: ApiServer | undefined;
  afterAll(async () => {
    await server?.kill();
    shared?.dispose();
  });

  it('answers every request in flight and loses no acknowledged write', async () => {
    shared = await sharedDatabase(engine);
    const options = {
      databaseUrl: shared.url,
      // debug: the 'incoming request' lines say when each request has been received.
      env: { WORKERS: '2', LOG_LEVEL: 'debug' },
    };
    server = await startApiServer(options);
    const received = countReceivedRequests(server);
    const { owner, habit } = await signUpOwnerWithHabit(server);
    await waitForQuietLog(received);
    const before = received();

    // Writes and sign-ups all received, then SIGTERM.
    const origin = server.origin;
    const inFlight = sendWritesAndSignUps(origin, owner.token, habit.id);
    await waitForReceived(received, before + WRITES + SIGNUPS);
    expect(received() - before).toBe(WRITES + SIGNUPS);
    server.child.kill('SIGTERM');
    const results = await Promise.all(inFlight);
    expect(await server.exited).toEqual({ code: 0, signal: null });
    expect(
      results.map((res) => res.status),
      server.output(),
    ).toEqual(Array<number>(WRITES + SIGNUPS).fill(200));
    // The server is gone: new connections are refused, nothing answers half-way.
    expect((await request(origin, 'GET', '/healthz')).status).toBe(0);

    // Everything acknowledged is there after a restart.
    server = await startApiServer({ ...options, env: { WORKERS: '1' } });
    const entries = await call<{ date: string }[]>(
      server,
      'GET',
      `/api/habits/${String(habit.id)}/entries`,
      { token: owner.token },
    );
    expect(entries.map((entry) => entry.date).sort()).toEqual(
      Array.from({ length: WRITES }, (_, i) => `2025-02-${String(i + 1).padStart(2, '0')}`),
    );
    // The owner signed up first and is the admin: every late sign-up is a user.
    const users = await call<{ email: string }[]>(server, 'GET', '/api/admin/users', {
      token: owner.token,
    });
    expect(users.map((user) => user.email).sort()).toEqual(
      [
        'owner@example.com',
        ...Array.from({ length: SIGNUPS }, (_, i) => `late${String(i)}@example.com`),
      ].sort(),
    );
  });
});

describe('a worker that dies', () => {
  let shared: SharedDatabase | undefined;
  let server: ApiServer | undefined;
  afterAll(async () => {
    await server?.kill();
    shared?.dispose();
  });

  const workersOf = (pid: number) =>
    execFileSync('ps', ['-o', 'pid=', '--ppid', String(pid)])
      .toString()
      .split('\n')
      .map((line) => Number(line.trim()))
      .filter((n) => n > 0);

  it('is replaced by the primary while the other keeps serving', async () => {
    shared = await sharedDatabase('sqlite');
    server = await startApiServer({ databaseUrl: shared.url, env: { WORKERS: '2' } });
    const primary = server.child.pid ?? 0;
    // A worker that dies in its first 5 s stops the cluster (a crash loop); this one lived longer.
    await new Promise((resolve) => setTimeout(resolve, 5_500));
    const before = workersOf(primary);
    expect(before).toHaveLength(2);
    process.kill(before[0] ?? 0, 'SIGKILL');
    // Let the primary see the exit (and idle keep-alive sockets to the dead worker close).
    await new Promise((resolve) => setTimeout(resolve, 300));
    for (let i = 0; i < 20; i += 1) {
      expect((await request(server.origin, 'GET', '/healthz')).status).toBe(200);
    }
    const deadline = Date.now() + 20_000;
    let after = workersOf(primary);
    while ((after.length < 2 || after.includes(before[0] ?? 0)) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      after = workersOf(primary);
    }
    expect(after).toHaveLength(2);
    expect(after).not.toContain(before[0]);
    expect(after).toContain(before[1]);
    expect((await request(server.origin, 'GET', '/readyz')).status).toBe(200);
  });
});
