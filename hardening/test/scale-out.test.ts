/**
 * Item 7 and issue 24 — two API processes on one database (a SQLite file in WAL mode, and a
 * private PostgreSQL): sessions, data, kept answers, role changes, password changes and the
 * sign-in limit are shared; nothing holds in one process's memory only.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { numberHabit, STRONG_PASSWORD } from '../src/harness';
import { request, type ApiServer } from '../src/server';
import {
  call,
  sharedDatabase,
  startServers,
  type Engine,
  type SharedDatabase,
} from '../src/two-servers';

interface Account {
  token: string;
  id: number;
}

describe.each<Engine>(['sqlite', 'postgres'])('two API processes on one %s database', (engine) => {
  let shared: SharedDatabase | undefined;
  let a: ApiServer;
  let b: ApiServer;
  let admin: Account;

  const signup = async (server: ApiServer, email: string): Promise<Account> => {
    const body = await call<{ token: string; user: { id: number } }>(
      server,
      'POST',
      '/api/signup',
      {
        body: { email, password: STRONG_PASSWORD, firstName: 'S', lastName: 'O' },
      },
    );
    return { token: body.token, id: body.user.id };
  };
  const status = async (server: ApiServer, method: string, url: string, token?: string) =>
    (await request(server.origin, method, url, token === undefined ? {} : { token })).status;

  beforeAll(async () => {
    shared = await sharedDatabase(engine);
    [a, b] = (await startServers(2, { databaseUrl: shared.url })) as [ApiServer, ApiServer];
    admin = await signup(a, 'admin@example.com');
  });
  afterAll(async () => {
    await a.kill();
    await b.kill();
    shared?.dispose();
  });

  it('are two processes sharing sessions and data; a write through one is read through the other at once', async () => {
    expect(a.child.pid).not.toBe(b.child.pid);
    expect(await call(b, 'GET', '/api/auth/user', { token: admin.token })).toMatchObject({
      email: 'admin@example.com',
      role: 'ADMIN',
    });
    // B keeps its answer for the habit list; A's writes must still show on B's next read.
    expect(await call(b, 'GET', '/api/habits', { token: admin.token })).toEqual([]);
    const habit = await call<{ id: number }>(a, 'POST', '/api/habits', {
      token: admin.token,
      body: { ...numberHabit, name: 'Made on A' },
    });
    expect(await call(b, 'GET', '/api/habits', { token: admin.token })).toEqual([
      expect.objectContaining({ id: habit.id, name: 'Made on A' }),
    ]);
    for (let day = 10; day < 20; day += 1) {
      const writer = day % 2 === 0 ? a : b;
      const reader = day % 2 === 0 ? b : a;
      await call(writer, 'POST', `/api/habits/${String(habit.id)}/entries`, {
        token: admin.token,
        body: { date: `2025-01-${String(day)}`, actualValue: day },
      });
      // A kept answer (userDataQuery) on the reader must not hide the writer's entry.
      const entries = await call<unknown[]>(
        reader,
        'GET',
        `/api/habits/${String(habit.id)}/entries`,
        { token: admin.token },
      );
      expect(entries).toHaveLength(day - 9);
      expect(entries).toContainEqual(
        expect.objectContaining({ date: `2025-01-${String(day)}`, actualValue: day }),
      );
    }
  });

  it('a logout and a password change through one end sessions in the other on the next request', async () => {
    const user = await signup(b, 'user@example.com');
    const login = async (server: ApiServer, password = STRONG_PASSWORD) =>
      (
        await call<{ token: string }>(server, 'POST', '/api/login', {
          body: { email: 'user@example.com', password },
        })
      ).token;
    const second = await login(a);
    expect(await status(b, 'GET', '/api/auth/user', second)).toBe(200);
    expect(await status(a, 'POST', '/api/logout', second)).toBe(200);
    expect(await status(b, 'GET', '/api/auth/user', second)).toBe(401);

    const other = await login(b);
    expect(await status(a, 'GET', '/api/habits', other)).toBe(200);
    await call(b, 'PUT', '/api/auth/password', {
      token: user.token,
      body: { newPassword: 'N3w!Passw0rd' },
    });
    expect(await status(a, 'GET', '/api/habits', other)).toBe(401);
    expect(await status(a, 'GET', '/api/habits', user.token)).toBe(200);
    await call(a, 'POST', '/api/login', {
      body: { email: 'user@example.com', password: STRONG_PASSWORD },
      status: 401,
    });
    expect(await login(a, 'N3w!Passw0rd')).toEqual(expect.any(String));
  });

  it('a role change through one holds in the other on the next request', async () => {
    const user = await signup(a, 'promoted@example.com');
    expect(await status(b, 'GET', '/api/admin/users', user.token)).toBe(403);
    await call(a, 'PATCH', `/api/admin/users/${String(user.id)}/role`, {
      token: admin.token,
      body: { role: 'ADMIN' },
    });
    expect(await status(b, 'GET', '/api/admin/users', user.token)).toBe(200);
    await call(b, 'PATCH', `/api/admin/users/${String(user.id)}/role`, {
      token: admin.token,
      body: { role: 'USER' },
    });
    expect(await status(a, 'GET', '/api/admin/users', user.token)).toBe(403);
  });

  it('30 failed logins spread over both are limited as if one process had seen them', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 30; i += 1) {
      const res = await request(i % 2 === 0 ? a.origin : b.origin, 'POST', '/api/login', {
        body: { email: 'admin@example.com', password: 'Wr0ng!Password' },
      });
      statuses.push(res.status);
    }
    // The production limit: 10 per 15 minutes per address and email.
    expect(statuses.slice(0, 10)).toEqual(Array<number>(10).fill(401));
    expect(statuses.slice(10)).toEqual(Array<number>(20).fill(429));
    // The right password is refused too while the limit holds, on either process.
    const right = await request(b.origin, 'POST', '/api/login', {
      body: { email: 'admin@example.com', password: STRONG_PASSWORD },
    });
    expect(right.status).toBe(429);
  });

  it('50 parallel demotions between two admins, split over both processes, leave one admin', async () => {
    const second = await signup(b, 'second-admin@example.com');
    await call(a, 'PATCH', `/api/admin/users/${String(second.id)}/role`, {
      token: admin.token,
      body: { role: 'ADMIN' },
    });
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) => {
        const [actor, target] = i % 2 === 0 ? [admin, second] : [second, admin];
        return request(
          (i % 4 < 2 ? a : b).origin,
          'PATCH',
          `/api/admin/users/${String(target.id)}/role`,
          {
            token: actor.token,
            body: { role: 'USER' },
          },
        );
      }),
    );
    expect(results.map((res) => res.status).filter((s) => ![200, 400, 403].includes(s))).toEqual(
      [],
    );
    // Whichever of the two is still an admin reads the users; exactly one of them can.
    const lists = await Promise.all(
      [admin, second].map((who) =>
        request(a.origin, 'GET', '/api/admin/users', { token: who.token }),
      ),
    );
    expect(lists.map((res) => res.status).sort()).toEqual([200, 403]);
    const users = JSON.parse(lists.find((res) => res.status === 200)!.body) as { role: string }[];
    expect(users.filter((u) => u.role === 'ADMIN')).toHaveLength(1);
  });
});
