import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { availableTestEngines, createTestApi, STRONG_PASSWORD, type TestApi } from '../testing';

describe.each(availableTestEngines())('sign-up on %s', (engine) => {
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
});
