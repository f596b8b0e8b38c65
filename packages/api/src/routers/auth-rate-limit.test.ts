import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { availableTestEngines, createTestApi, STRONG_PASSWORD, type TestApi } from '../testing';

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
