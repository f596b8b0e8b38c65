import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appRouter } from '../router';
import { createTestApi, numberHabit, type TestApi } from '../testing';
import { restRoutes } from './rest';

describe('the REST route table', () => {
  it('has one route per method and path, each a procedure of the router', () => {
    const routes = restRoutes(appRouter);
    const keys = routes.map((route) => `${route.method} ${route.path}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys).toContain('GET /api/habits/{id}/stats');
    expect(routes.find((route) => route.path === '/api/habits/{id}/stats')).toMatchObject({
      procedurePath: 'habits.stats',
      type: 'query',
      takesInput: true,
    });
    expect(routes.find((route) => route.path === '/api/logout')?.takesInput).toBe(false);
  });
});

describe('the REST wire format', () => {
  let t: TestApi;
  let token: string;
  beforeAll(async () => {
    t = await createTestApi('sqlite');
    token = (await t.signup('rest@example.com')).token;
  });
  afterAll(async () => {
    await t.close();
  });

  it('routes by path: a trailing slash and an unused query do not change the call', async () => {
    const habit = (
      await t.rest('POST', '/api/habits/', { token, body: { ...numberHabit, name: 'Tea' } })
    ).json<{ id: number }>();
    expect((await t.rest('GET', '/api/habits?unused=1', { token })).json()).toMatchObject([
      { id: habit.id, name: 'Tea' },
    ]);
    expect((await t.rest('GET', `/api/habits/${habit.id}/`, { token })).json()).toMatchObject({
      id: habit.id,
    });
  });

  it('takes path parameters over body fields of the same name', async () => {
    const habit = (
      await t.rest('POST', '/api/habits', { token, body: { ...numberHabit, name: 'Mine' } })
    ).json<{ id: number }>();
    const renamed = await t.rest('PUT', `/api/habits/${habit.id}`, {
      token,
      body: { id: 999_999, name: 'Renamed' },
    });
    expect(renamed.json()).toMatchObject({ id: habit.id, name: 'Renamed' });
  });

  it.each([
    ['an unknown path', 'GET', '/api/nope', undefined, 'application/json', 404, 'NOT_FOUND'],
    ['a method the path lacks', 'PATCH', '/api/habits', {}, 'application/json', 404, 'NOT_FOUND'],
    [
      'a body that is not JSON',
      'POST',
      '/api/login',
      'hello',
      'text/plain',
      415,
      'UNSUPPORTED_MEDIA_TYPE',
    ],
    ['a body that is a list', 'POST', '/api/login', [1, 2], 'application/json', 400, 'BAD_REQUEST'],
    [
      'a body that is a string',
      'POST',
      '/api/login',
      'str',
      'application/json',
      400,
      'BAD_REQUEST',
    ],
  ])(
    'refuses %s with a JSON error',
    async (_name, method, url, body, contentType, status, code) => {
      const res = await t.request({ method, url, body, contentType });
      expect(res.statusCode).toBe(status);
      expect(res.json()).toEqual({ message: expect.any(String) as string, code });
    },
  );

  it('carries the headers a procedure sets, such as Retry-After', async () => {
    const limited = await createTestApi('sqlite', {
      authRateLimit: { max: 1, timeWindowMs: 60_000 },
    });
    try {
      const login = () =>
        limited.rest('POST', '/api/login', { body: { email: 'a@b.co', password: 'wrong' } });
      expect((await login()).statusCode).toBe(401);
      const refused = await login();
      expect(refused.statusCode).toBe(429);
      expect(refused.headers['retry-after']).toBe('60');
    } finally {
      await limited.close();
    }
  });
});
