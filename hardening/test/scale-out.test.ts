/**
 * Item 7 — two API processes on one private PostgreSQL: a session made on one works on the other,
 * a habit created on one is seen on the other, and a logout on one ends the session on both.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { numberHabit, STRONG_PASSWORD } from '../src/harness';
import { createPgCluster, type PgCluster } from '../src/pg-cluster';
import { request, startApiServer, type ApiServer } from '../src/server';

describe('two API processes on one PostgreSQL', () => {
  let cluster: PgCluster | undefined;
  let a: ApiServer | undefined;
  let b: ApiServer | undefined;

  beforeAll(async () => {
    cluster = await createPgCluster();
    await cluster.createDatabase('taper');
    a = await startApiServer({ databaseUrl: cluster.url('taper') });
    b = await startApiServer({ databaseUrl: cluster.url('taper') });
  });
  afterAll(async () => {
    await a?.kill();
    await b?.kill();
    cluster?.destroy();
  });

  it('share sessions and data', async () => {
    expect(a!.child.pid).not.toBe(b!.child.pid);
    expect(a!.port).not.toBe(b!.port);
    const signup = await request(a!.origin, 'POST', '/api/signup', {
      body: {
        email: 'scale@example.com',
        password: STRONG_PASSWORD,
        firstName: 'S',
        lastName: 'O',
      },
    });
    expect(signup.status, signup.body).toBe(200);
    const token = (JSON.parse(signup.body) as { token: string }).token;

    // The session made on A works on B.
    const meOnB = await request(b!.origin, 'GET', '/api/auth/user', { token });
    expect(meOnB.status).toBe(200);
    expect(JSON.parse(meOnB.body)).toMatchObject({ email: 'scale@example.com', role: 'ADMIN' });

    // A habit created on B is seen on A, and an entry logged on A is seen on B.
    const created = await request(b!.origin, 'POST', '/api/habits', {
      token,
      body: { ...numberHabit, name: 'Made on B' },
    });
    expect(created.status, created.body).toBe(200);
    const habitId = (JSON.parse(created.body) as { id: number }).id;
    const onA = await request(a!.origin, 'GET', `/api/habits/${habitId}`, { token });
    expect(onA.status).toBe(200);
    expect(JSON.parse(onA.body)).toMatchObject({ id: habitId, name: 'Made on B' });
    const logged = await request(a!.origin, 'POST', `/api/habits/${habitId}/entries`, {
      token,
      body: { date: '2025-01-10', actualValue: 3 },
    });
    expect(logged.status, logged.body).toBe(200);
    const entriesOnB = await request(b!.origin, 'GET', '/api/entries', { token });
    expect(JSON.parse(entriesOnB.body)).toEqual([
      expect.objectContaining({ habitId, date: '2025-01-10', actualValue: 3 }),
    ]);

    // A login on B, then a logout on B, ends that session on A too.
    const login = await request(b!.origin, 'POST', '/api/login', {
      body: { email: 'scale@example.com', password: STRONG_PASSWORD },
    });
    expect(login.status).toBe(200);
    const second = (JSON.parse(login.body) as { token: string }).token;
    expect((await request(a!.origin, 'GET', '/api/auth/user', { token: second })).status).toBe(200);
    expect((await request(b!.origin, 'POST', '/api/logout', { token: second })).status).toBe(200);
    expect((await request(a!.origin, 'GET', '/api/auth/user', { token: second })).status).toBe(401);
    expect((await request(a!.origin, 'GET', '/api/auth/user', { token })).status).toBe(200);
  });
});
