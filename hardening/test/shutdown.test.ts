/**
 * Issue 24 — a SIGTERM to `node apps/api/dist/main.js` running two workers (node:cluster) while
 * requests are in flight: every one of them is answered, every acknowledged write is in the
 * database after a restart, and the server exits 0. On a SQLite file and on a private PostgreSQL.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { numberHabit, STRONG_PASSWORD } from '../src/harness';
import { request, startApiServer, type ApiServer } from '../src/server';
import { call, sharedDatabase, type Engine, type SharedDatabase } from '../src/two-servers';

const WRITES = 20;
const SIGNUPS = 8;

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
      env: { WORKERS: '2', LOG_LEVEL: 'info' },
    };
    server = await startApiServer(options);
    let received = 0;
    server.child.stdout?.on('data', (chunk: Buffer) => {
      received += chunk.toString('utf8').split('"msg":"incoming request"').length - 1;
    });
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
    const before = received;

    // Writes and sign-ups (argon2 at production cost: slow) all received, then SIGTERM.
    const origin = server.origin;
    const inFlight = [
      ...Array.from({ length: WRITES }, (_, i) =>
        request(origin, 'POST', `/api/habits/${String(habit.id)}/entries`, {
          token: owner.token,
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
    const deadline = Date.now() + 10_000;
    while (received - before < WRITES + SIGNUPS && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    expect(received - before).toBe(WRITES + SIGNUPS);
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
