import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { availableTestEngines, createTestApp, numberHabit, type TestApp } from './testing';

describe.each(availableTestEngines())('REST and tRPC routing on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(async () => {
    await t.close();
  });

  it('routes REST calls by path: a trailing slash and the query do not change the call; HEAD is GET without a body', async () => {
    const { token } = await t.signup('routes@example.com');
    const habit = (
      await t.rest('POST', '/api/habits/', {
        token,
        body: { ...numberHabit, name: 'Tea' },
      })
    ).json<{ id: number; name: string }>();
    expect(habit.name).toBe('Tea');
    const list = await t.rest('GET', '/api/habits?unused=1', { token });
    expect(list.json<{ id: number }[]>().map((item) => item.id)).toEqual([habit.id]);
    expect((await t.rest('GET', `/api/habits/${habit.id}/`, { token })).json()).toMatchObject({
      id: habit.id,
    });
    const head = await t.app.inject({
      method: 'HEAD',
      url: '/api/habits',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
  });

  it('answers unknown /api paths, wrong methods and bad bodies with JSON 4xx', async () => {
    const cases = [
      [await t.rest('GET', '/api/nope'), 404],
      [await t.rest('PATCH', '/api/habits'), 404],
      [await t.app.inject({ method: 'OPTIONS', url: '/api/habits' }), 404],
      [
        await t.app.inject({
          method: 'POST',
          url: '/api/login',
          headers: { 'content-type': 'application/json' },
          payload: '{"email": ',
        }),
        400,
      ],
      [
        await t.app.inject({
          method: 'POST',
          url: '/api/login',
          headers: { 'content-type': 'text/plain' },
          payload: 'hello',
        }),
        415,
      ],
      [
        await t.app.inject({
          method: 'POST',
          url: '/api/login',
          headers: { 'content-type': 'application/xml' },
          payload: '<a/>',
        }),
        415,
      ],
      [
        await t.app.inject({
          method: 'POST',
          url: '/api/login',
          headers: { 'content-type': 'application/json' },
          payload: '[1,2]',
        }),
        400,
      ],
      [
        await t.app.inject({
          method: 'POST',
          url: '/api/login',
          headers: { 'content-type': 'application/json' },
          payload: '"str"',
        }),
        400,
      ],
      [
        await t.app.inject({
          method: 'POST',
          url: '/api/login',
          headers: { 'content-type': 'application/json' },
          payload: '{"__proto__": {"x": 1}}',
        }),
        400,
      ],
      [
        await t.app.inject({
          method: 'POST',
          url: '/api/login',
          headers: { 'content-type': 'application/json' },
          payload: JSON.stringify({ email: 'a', password: 'x'.repeat(300_000) }),
        }),
        413,
      ],
      [await t.rest('POST', '/api/login', { body: { email: 123, password: ['x'] } }), 400],
      [await t.rest('GET', '/api/habits/-1'), 401],
    ] as const;
    for (const [res, status] of cases) {
      expect(res.statusCode, res.body).toBe(status);
      const body = res.json<Record<string, unknown>>();
      expect(typeof body.message).toBe('string');
      expect(typeof body.code).toBe('string');
      expect(body.stack).toBeUndefined();
    }
  });

  it('answers malformed tRPC calls with 4xx', async () => {
    const bad = await t.app.inject({
      method: 'POST',
      url: '/trpc/auth.login',
      headers: { 'content-type': 'application/json' },
      payload: '{oops',
    });
    expect(bad.statusCode).toBe(400);
    expect((await t.trpc('query', 'nope.nothing')).statusCode).toBe(404);
    expect((await t.trpc('mutation', 'habits.create', { name: 1 })).statusCode).toBe(401);
  });

  it("reads the query as the host parsed it: a repeated REST parameter counts its last value, tRPC's its first", async () => {
    const { token } = await t.signup('query@example.com');
    const habit = (
      await t.rest('POST', '/api/habits', { token, body: { ...numberHabit, name: 'Tea' } })
    ).json<{ id: number }>();
    const strength = (from: string) =>
      t.rest('GET', `/api/habits/${String(habit.id)}/strength?${from}&to=2026-03-01`, { token });
    expect((await strength('from=never&from=2026-01-01')).statusCode).toBe(200);
    const refused = await strength('from=2026-01-01&from=never');
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ code: string }>().code).toBe('BAD_REQUEST');

    const batch = await t.app.inject({
      method: 'GET',
      url: `/trpc/habits.list?batch=1&batch=0&input=${encodeURIComponent('{}')}&input=nope`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(batch.statusCode, batch.body).toBe(200);
    expect(batch.json<{ result: { data: { id: number }[] } }[]>()[0]?.result.data).toEqual([
      expect.objectContaining({ id: habit.id }),
    ]);
  });
});
