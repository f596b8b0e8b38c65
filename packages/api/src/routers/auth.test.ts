import { sql } from 'kysely';
import { setAccess } from '@taper/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPasswordHasher } from '../passwords';
import { availableTestEngines, createTestApi, STRONG_PASSWORD, type TestApi } from '../testing';

const DAY = 24 * 60 * 60 * 1000;

describe.each(availableTestEngines())('auth on %s', (engine) => {
  let t: TestApi;
  beforeAll(async () => {
    t = await createTestApi(engine);
  });
  afterAll(async () => {
    await t.close();
  });

  it('makes the first account ADMIN and PREMIUM (it runs the instance), later ones USER/FREE', async () => {
    const first = await t.rest('POST', '/api/signup', {
      body: {
        email: 'Admin@Example.com',
        password: STRONG_PASSWORD,
        firstName: 'Ada',
        lastName: 'Admin',
      },
    });
    expect(first.statusCode).toBe(200);
    expect(first.json().token).toMatch(/^[a-z2-7]{32}$/);
    expect(first.json().user).toMatchObject({
      email: 'admin@example.com',
      role: 'ADMIN',
      tier: 'PREMIUM',
    });
    const second = await t.rest('POST', '/api/signup', {
      body: {
        email: 'user@example.com',
        password: STRONG_PASSWORD,
        firstName: 'Uma',
        lastName: 'User',
        timezone: 'Europe/Berlin',
      },
    });
    expect(second.json().user).toMatchObject({
      role: 'USER',
      tier: 'FREE',
      timezone: 'Europe/Berlin',
    });
  });

  it('refuses weak passwords with the rules listed, over REST and tRPC', async () => {
    const res = await t.rest('POST', '/api/signup', {
      body: { email: 'weak@example.com', password: 'abc', firstName: 'W', lastName: 'K' },
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.message).toContain('Password does not meet requirements');
    expect(body.code).toBe('BAD_REQUEST');
    expect(body.errors).toEqual([
      'At least 8 characters',
      'One uppercase letter',
      'One number',
      expect.stringMatching(/^One symbol/),
    ]);
    expect(body.stack).toBeUndefined();

    const trpc = await t.trpc('mutation', 'auth.signup', {
      email: 'weak@example.com',
      password: 'abcdefgh',
      firstName: 'W',
      lastName: 'K',
    });
    expect(trpc.statusCode).toBe(400);
    expect(trpc.json().error.message).toContain('Password does not meet requirements');
    expect(trpc.json().error.data.errors).toHaveLength(3);
  });

  it('refuses a taken email (409) and bad fields (400)', async () => {
    const taken = await t.rest('POST', '/api/signup', {
      body: { email: 'USER@example.com', password: STRONG_PASSWORD, firstName: 'U', lastName: 'U' },
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({
      message: 'An account with this email already exists',
      code: 'CONFLICT',
    });
    for (const body of [
      { email: 'not-an-email', password: STRONG_PASSWORD, firstName: 'a', lastName: 'b' },
      { email: 'x@example.com', password: STRONG_PASSWORD, firstName: '', lastName: 'b' },
      {
        email: 'x@example.com',
        password: STRONG_PASSWORD,
        firstName: 'a',
        lastName: 'b',
        timezone: 'Mars/Base',
      },
      {},
    ]) {
      const res = await t.rest('POST', '/api/signup', { body });
      expect(res.statusCode).toBe(400);
      expect(typeof res.json().message).toBe('string');
    }
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

  it('serves, updates and protects the current user', async () => {
    const { token } = await t.signup('me@example.com');
    expect((await t.rest('GET', '/api/auth/user')).statusCode).toBe(401);
    expect((await t.rest('GET', '/api/auth/user', { token: 'a'.repeat(32) })).json()).toEqual({
      message: 'Unauthorized',
      code: 'UNAUTHORIZED',
    });
    expect((await t.rest('GET', '/api/auth/user', { token })).json()).toMatchObject({
      email: 'me@example.com',
      themePreference: 'light',
    });

    const patched = await t.rest('PATCH', '/api/auth/user', {
      token,
      body: { firstName: 'New', lastName: 'Name', email: 'ME2@example.com' },
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({
      firstName: 'New',
      lastName: 'Name',
      email: 'me2@example.com',
    });
    const clash = await t.rest('PATCH', '/api/auth/user', {
      token,
      body: { firstName: 'N', lastName: 'N', email: 'user@example.com' },
    });
    expect(clash.statusCode).toBe(409);
    expect(
      (await t.rest('PATCH', '/api/auth/user', { token, body: { firstName: 'N' } })).statusCode,
    ).toBe(400);
    // Refusals read as sentences, the same through /api and /trpc.
    const long = { firstName: 'x'.repeat(500), lastName: 'Name', email: 'me2@example.com' };
    const restLong = await t.rest('PATCH', '/api/auth/user', { token, body: long });
    expect(restLong.statusCode).toBe(400);
    expect(restLong.json().message).toBe('First name must be at most 100 characters');
    const trpcLong = await t.trpc('mutation', 'auth.updateProfile', long, token);
    expect(trpcLong.statusCode).toBe(400);
    expect(trpcLong.json().error.message).toBe('First name must be at most 100 characters');
    expect(
      (await t.rest('PATCH', '/api/auth/user', { token, body: { firstName: 'N' } })).json().message,
    ).toBe('Last name is required; Email is required');

    const theme = await t.rest('PUT', '/api/auth/user', {
      token,
      body: { themePreference: 'dark' },
    });
    expect(theme.statusCode).toBe(200);
    expect(theme.json().themePreference).toBe('dark');
    const system = await t.rest('PUT', '/api/auth/user', {
      token,
      body: { themePreference: 'system' },
    });
    expect(system.json().themePreference).toBe('system');
    expect((await t.rest('GET', '/api/auth/user', { token })).json().themePreference).toBe(
      'system',
    );
    expect(
      (await t.rest('PUT', '/api/auth/user', { token, body: { themePreference: 'blue' } }))
        .statusCode,
    ).toBe(400);
    // Both fields are optional: an empty update changes nothing and answers the user.
    const unchanged = await t.rest('PUT', '/api/auth/user', { token, body: {} });
    expect(unchanged.statusCode).toBe(200);
    expect(unchanged.json().themePreference).toBe('system');
    const tz = await t.trpc(
      'mutation',
      'auth.updatePreferences',
      { timezone: 'Asia/Tokyo' },
      token,
    );
    expect(tz.json().result.data.timezone).toBe('Asia/Tokyo');
  });

  it('logout deletes the session', async () => {
    const { token } = await t.signup('logout@example.com');
    const res = await t.rest('POST', '/api/logout', { token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    expect((await t.rest('GET', '/api/auth/user', { token })).statusCode).toBe(401);
    expect((await t.rest('POST', '/api/logout', { token })).statusCode).toBe(401);
  });

  it('password change checks the rules and ends the other sessions only', async () => {
    const { token } = await t.signup('pw@example.com');
    const other = (
      await t.rest('POST', '/api/login', {
        body: { email: 'pw@example.com', password: STRONG_PASSWORD },
      })
    ).json().token as string;
    for (const [newPassword, message] of [
      ['', 'Please enter a new password.'],
      ['Ab1!', 'Password must be at least 8 characters long.'],
      ['abcdefgh', 'Password must contain uppercase, lowercase, number, and symbol.'],
    ] as const) {
      const res = await t.rest('PUT', '/api/auth/password', { token, body: { newPassword } });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    }
    const ok = await t.rest('PUT', '/api/auth/password', {
      token,
      body: { newPassword: 'N3w!Password' },
    });
    expect(ok.statusCode).toBe(200);
    expect((await t.rest('GET', '/api/auth/user', { token })).statusCode).toBe(200);
    expect((await t.rest('GET', '/api/auth/user', { token: other })).statusCode).toBe(401);
    expect(
      (
        await t.rest('POST', '/api/login', {
          body: { email: 'pw@example.com', password: STRONG_PASSWORD },
        })
      ).statusCode,
    ).toBe(401);
    expect(
      (
        await t.rest('POST', '/api/login', {
          body: { email: 'pw@example.com', password: 'N3w!Password' },
        })
      ).statusCode,
    ).toBe(200);
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

describe.each(availableTestEngines())('auth rate limit on %s', (engine) => {
  let t: TestApi;
  beforeAll(async () => {
    t = await createTestApi(engine, { authRateLimit: { max: 3, timeWindowMs: 60_000 } });
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers 429 with Retry-After per IP and email, on REST and tRPC', async () => {
    const attempt = () =>
      t.rest('POST', '/api/login', {
        body: { email: 'victim@example.com', password: 'Wrong!Pass1' },
      });
    for (let i = 0; i < 3; i++) expect((await attempt()).statusCode).toBe(401);
    const limited = await attempt();
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json().code).toBe('TOO_MANY_REQUESTS');
    const viaTrpc = await t.trpc('mutation', 'auth.login', {
      email: 'victim@example.com',
      password: 'x',
    });
    expect(viaTrpc.statusCode).toBe(429);
    expect(Number(viaTrpc.headers['retry-after'])).toBeGreaterThan(0);
    // Another email from the same IP is not blocked.
    expect(
      (await t.rest('POST', '/api/login', { body: { email: 'other@example.com', password: 'x' } }))
        .statusCode,
    ).toBe(401);

    const signup = (n: number) =>
      t.rest('POST', '/api/signup', {
        body: {
          email: 'spam@example.com',
          password: STRONG_PASSWORD,
          firstName: `S${n}`,
          lastName: 'S',
        },
      });
    const codes = [];
    for (let i = 0; i < 4; i++) codes.push((await signup(i)).statusCode);
    expect(codes).toEqual([200, 409, 409, 429]);
  });

  it('counts each call of a tRPC batch', async () => {
    const input = { email: 'batch@example.com', password: 'x' };
    const res = await t.request({
      method: 'POST',
      url: `/trpc/${Array(5).fill('auth.login').join(',')}?batch=1`,
      contentType: 'application/json',
      body: Object.fromEntries(Array.from({ length: 5 }, (_, i) => [String(i), input])),
    });
    const statuses = res
      .json<{ error: { data: { httpStatus: number } } }[]>()
      .map((r) => r.error.data.httpStatus);
    expect(statuses.filter((s) => s === 429)).toHaveLength(2);
  });
});

describe.each(availableTestEngines())('per-address sign-in and sign-up budgets on %s', (engine) => {
  let t: TestApi;
  beforeAll(async () => {
    t = await createTestApi(engine, {
      authRateLimit: { max: 3, timeWindowMs: 15 * 60_000 },
      addressLimits: { signupsPerHour: 4, loginFailuresPer15Minutes: 5 },
    });
  });
  afterAll(async () => {
    await t.close();
  });

  const login = (email: string, password: string, ip = '203.0.113.1') =>
    t.rest('POST', '/api/login', { body: { email, password }, ip });
  const signup = (email: string, ip = '203.0.113.2') =>
    t.rest('POST', '/api/signup', {
      body: { email, password: STRONG_PASSWORD, firstName: 'F', lastName: 'L' },
      ip,
    });

  it('stops password spraying: failed logins over many emails from one address reach 429', async () => {
    const statuses = [];
    for (let i = 0; i < 5; i++)
      statuses.push((await login(`spray${i}@example.com`, 'x')).statusCode);
    expect(statuses).toEqual([401, 401, 401, 401, 401]);
    const limited = await login('spray-next@example.com', 'x');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({
      code: 'TOO_MANY_REQUESTS',
      message: 'Too many attempts, please try again later',
    });
    const retryAfter = Number(limited.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    // Another address has its own budget.
    expect((await login('spray-next@example.com', 'x', '203.0.113.9')).statusCode).toBe(401);
  });

  it('stops account farming: sign-ups from one address past the hourly budget are 429', async () => {
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await signup(`farm${i}@example.com`)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200]);
    const limited = await signup('farm4@example.com');
    expect(limited.statusCode).toBe(429);
    const retryAfter = Number(limited.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(15 * 60);
    expect(retryAfter).toBeLessThanOrEqual(60 * 60);
    expect((await signup('farm4@example.com', '203.0.113.10')).statusCode).toBe(200);
    // A farmed address can still sign in: sign-ups and sign-ins have separate budgets.
    expect((await login('farm0@example.com', STRONG_PASSWORD, '203.0.113.2')).statusCode).toBe(200);
  });

  it('successful sign-ins use up neither the wrong-password allowance nor the address budget', async () => {
    const ip = '203.0.113.3';
    await signup('regular@example.com', ip);
    // Twice the per-email limit of right passwords, then the wrong ones the limit allows.
    for (let i = 0; i < 6; i++)
      expect((await login('regular@example.com', STRONG_PASSWORD, ip)).statusCode).toBe(200);
    for (let i = 0; i < 3; i++)
      expect((await login('regular@example.com', 'Wrong!Pass1', ip)).statusCode).toBe(401);
    expect((await login('regular@example.com', 'Wrong!Pass1', ip)).statusCode).toBe(429);
    // The address has used 4 of its 5 failures (the 429 counts): one more wrong email, then 429.
    expect((await login('someone-else@example.com', 'x', ip)).statusCode).toBe(401);
    expect((await login('third@example.com', 'x', ip)).statusCode).toBe(429);
  });

  it('counts parallel wrong passwords before checking them, so none slips past the budget', async () => {
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) => login(`parallel${i}@example.com`, 'x', '203.0.113.4')),
    );
    const statuses = results.map((r) => r.statusCode).sort();
    expect(statuses.filter((s) => s === 401)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(7);
  });
});

describe('password hashing', () => {
  it('uses argon2id with memoryCost 19456, timeCost 2, parallelism 1 by default', async () => {
    const hasher = createPasswordHasher();
    const hash = await hasher.hash(STRONG_PASSWORD);
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await hasher.verify(hash, STRONG_PASSWORD)).toBe(true);
    expect(await hasher.verify(hash, 'nope')).toBe(false);
    expect(await hasher.verify('not-a-hash', 'nope')).toBe(false);
  });
});
