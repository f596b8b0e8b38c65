import { sql } from 'kysely';
import { setAccess } from '@taper/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { availableTestEngines, STRONG_PASSWORD, type TestApi } from '../testing';
import { createAuthTestApi } from './auth.testing';

const DAY = 24 * 60 * 60 * 1000;

describe.each(availableTestEngines())('sign-in and sessions on %s', (engine) => {
  let t: TestApi;
  beforeAll(async () => {
    t = await createAuthTestApi(engine);
  });
  afterAll(async () => {
    await t.close();
  });

  it('logs in, records the login and the time zone; one message for a wrong email or password', async () => {
    t.clock.now = new Date('2025-03-16T08:00:00Z');
    const ok = await t.rest('POST', '/api/login', {
      body: { email: 'user@example.com', password: STRONG_PASSWORD, timezone: 'America/New_York' },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().user.timezone).toBe('America/New_York');
    const row = await t.testDb.db
      .selectFrom('users')
      .selectAll()
      .where('email', '=', 'user@example.com')
      .executeTakeFirstOrThrow();
    expect(row.lastLoginAt?.toISOString()).toBe('2025-03-16T08:00:00.000Z');

    const wrongPassword = await t.rest('POST', '/api/login', {
      body: { email: 'user@example.com', password: 'Wrong!Pass1' },
    });
    const unknownEmail = await t.rest('POST', '/api/login', {
      body: { email: 'nobody@example.com', password: 'Wrong!Pass1' },
    });
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownEmail.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual({
      message: 'Invalid email or password',
      code: 'UNAUTHORIZED',
    });
    expect(unknownEmail.body).toBe(wrongPassword.body);
    expect((await t.rest('POST', '/api/login', { body: { email: '' } })).statusCode).toBe(400);
  });

  it('stores only the SHA-256 of session tokens', async () => {
    const { token } = await t.signup('hash@example.com');
    const sessions = await t.testDb.db.selectFrom('sessions').selectAll().execute();
    expect(sessions.some((s) => s.id.includes(token))).toBe(false);
    expect(sessions.every((s) => /^[0-9a-f]{64}$/.test(s.id))).toBe(true);
  });

  it('sees a role change or a session ended by another process on the very next request', async () => {
    const user = await t.signup('elsewhere@example.com');
    const other = t.testDb.openAnother();
    try {
      const stats = () => t.rest('GET', '/api/admin/stats/overview', { token: user.token });
      expect((await stats()).statusCode).toBe(403);
      await setAccess(other.db, user.id, { role: 'ADMIN' });
      expect((await stats()).statusCode).toBe(200);
      await setAccess(other.db, user.id, { role: 'USER' });
      expect((await stats()).statusCode).toBe(403);
      expect((await t.rest('GET', '/api/habits', { token: user.token })).statusCode).toBe(200);
      await other.db.deleteFrom('sessions').where('userId', '=', user.id).execute();
      expect((await t.rest('GET', '/api/habits', { token: user.token })).statusCode).toBe(401);
    } finally {
      await other.close();
    }
  });
  it('logout deletes the session', async () => {
    const { token } = await t.signup('logout@example.com');
    const res = await t.rest('POST', '/api/logout', { token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    expect((await t.rest('GET', '/api/auth/user', { token })).statusCode).toBe(401);
    expect((await t.rest('POST', '/api/logout', { token })).statusCode).toBe(401);
  });

  it('expires sessions after 30 days and slides them when under 15 days remain', async () => {
    const start = new Date('2025-04-01T00:00:00Z');
    t.clock.now = start;
    const { token, id } = await t.signup('slide@example.com');
    const expiry = async () =>
      (
        await t.testDb.db
          .selectFrom('sessions')
          .select('expiresAt')
          .where('userId', '=', id)
          .executeTakeFirstOrThrow()
      ).expiresAt.getTime();
    expect(await expiry()).toBe(start.getTime() + 30 * DAY);

    t.clock.now = new Date(start.getTime() + 10 * DAY); // 20 days left: unchanged
    expect((await t.rest('GET', '/api/auth/user', { token })).statusCode).toBe(200);
    expect(await expiry()).toBe(start.getTime() + 30 * DAY);

    t.clock.now = new Date(start.getTime() + 20 * DAY); // 10 days left: extended to 30 from now
    expect((await t.rest('GET', '/api/auth/user', { token })).statusCode).toBe(200);
    expect(await expiry()).toBe(start.getTime() + 50 * DAY);

    t.clock.now = new Date(start.getTime() + 51 * DAY);
    expect((await t.rest('GET', '/api/auth/user', { token })).statusCode).toBe(401);
    t.clock.now = new Date('2025-03-15T12:00:00Z');
  });

  it('touches last_seen on authenticated requests', async () => {
    const { token, id } = await t.signup('seen@example.com');
    await sql`update users set last_seen_at = null where id = ${id}`.execute(t.testDb.db);
    await t.rest('GET', '/api/habits', { token });
    const row = await t.testDb.db
      .selectFrom('users')
      .select('lastSeenAt')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.lastSeenAt?.toISOString()).toBe(t.clock.now.toISOString());
  });
});
