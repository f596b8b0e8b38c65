import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { availableTestEngines, type TestApi } from '../testing';
import { createAuthTestApi } from './auth.testing';

describe.each(availableTestEngines())('the current user on %s', (engine) => {
  let t: TestApi;
  beforeAll(async () => {
    t = await createAuthTestApi(engine);
  });
  afterAll(async () => {
    await t.close();
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
});
