import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPasswordHasher } from '../passwords';
import { availableTestEngines, STRONG_PASSWORD, type TestApi } from '../testing';
import { createAuthTestApi } from './auth.testing';

describe.each(availableTestEngines())('password change on %s', (engine) => {
  let t: TestApi;
  beforeAll(async () => {
    t = await createAuthTestApi(engine);
  });
  afterAll(async () => {
    await t.close();
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
