import { createTRPCClient, httpBatchLink, httpLink, TRPCClientError } from '@trpc/client';
import { getHTTPStatusCode } from '@trpc/server/http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppRouter } from '../router';
import { createTestApi, numberHabit, STRONG_PASSWORD, type TestApi } from '../testing';

/** `fetch` for @trpc/client that hands each request to the API's tRPC wire format. */
function fetchThrough(t: TestApi): typeof fetch {
  return async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : input);
    const headers = new Headers(init?.headers);
    const text = typeof init?.body === 'string' ? init.body : undefined;
    const response = await t.request({
      method: init?.method ?? 'GET',
      url: url.pathname + url.search,
      authorization: headers.get('authorization') ?? undefined,
      contentType: headers.get('content-type') ?? undefined,
      body: text === undefined || text === '' ? undefined : (JSON.parse(text) as unknown),
    });
    return new Response(response.body, {
      status: response.statusCode,
      headers: { 'content-type': 'application/json' },
    });
  };
}

describe('the tRPC wire format, as @trpc/client speaks it', () => {
  let t: TestApi;
  let token: string;
  let requests: string[];
  const client = (link: 'batch' | 'single' = 'batch') => {
    const options = {
      url: 'http://localhost/trpc',
      headers: () => ({ authorization: `Bearer ${token}` }),
      fetch: (async (input, init) => {
        requests.push(
          `${init?.method ?? 'GET'} ${input instanceof Request ? input.url : String(input)}`,
        );
        return fetchThrough(t)(input, init);
      }) as typeof fetch,
    };
    return createTRPCClient<AppRouter>({
      links: [link === 'batch' ? httpBatchLink(options) : httpLink(options)],
    });
  };

  beforeAll(async () => {
    t = await createTestApi('sqlite');
    token = (await t.signup('trpc-client@example.com')).token;
  });
  afterAll(async () => {
    await t.close();
  });

  it('batches queries into one request and reads each answer', async () => {
    requests = [];
    const api = client();
    const [habits, icons, me] = await Promise.all([
      api.habits.list.query(),
      api.icons.list.query(),
      api.auth.me.query(),
    ]);
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatch(
      /^GET http:\/\/localhost\/trpc\/habits\.list,icons\.list,auth\.me\?batch=1/,
    );
    expect(habits).toEqual([]);
    expect(icons.length).toBeGreaterThan(100);
    expect(me.email).toBe('trpc-client@example.com');
  });

  it('runs mutations by POST, batched and not, with their inputs', async () => {
    for (const link of ['batch', 'single'] as const) {
      requests = [];
      const api = client(link);
      const habit = await api.habits.create.mutate({
        ...numberHabit,
        name: `Tea ${link}`,
      } as never);
      expect(requests[0]).toMatch(/^POST /);
      const entry = await api.entries.log.mutate({
        id: habit.id,
        date: '2025-03-15',
        actualValue: 3,
      });
      expect(entry).toMatchObject({ habitId: habit.id, performance: 'over', actualValue: 3 });
      const stats = await api.habits.stats.query({ id: habit.id, month: '2025-03' });
      expect(stats.month).toMatchObject({ heading: 'March 2025', loggedDays: 1 });
    }
  });

  it('answers a call that returns nothing with a result the client reads', async () => {
    for (const link of ['batch', 'single'] as const) {
      const own = await t.signup(`leaving-${link}@example.com`);
      token = own.token;
      await expect(
        client(link).auth.deleteAccount.mutate({ password: STRONG_PASSWORD }),
      ).resolves.toBeUndefined();
      expect((await t.rest('GET', '/api/auth/user', { token: own.token })).statusCode).toBe(401);
    }
    token = await t.login('trpc-client@example.com');
  });

  it('gives a failed call its error, and the others of the batch their answers', async () => {
    const api = client();
    const [missing, list] = await Promise.allSettled([
      api.habits.get.query({ id: 999_999 }),
      api.habits.list.query(),
    ]);
    expect(list.status).toBe('fulfilled');
    expect(missing.status).toBe('rejected');
    const error = (missing as PromiseRejectedResult).reason as unknown;
    expect(error).toBeInstanceOf(TRPCClientError);
    expect((error as TRPCClientError<AppRouter>).data).toMatchObject({
      code: 'NOT_FOUND',
      httpStatus: 404,
    });
    expect((error as TRPCClientError<AppRouter>).message).toBe('Habit not found');
  });

  it('answers bad input with the validation message, and no session with 401', async () => {
    const api = client('single');
    const refused = api.habits.create.mutate({ ...numberHabit, name: ' ' } as never);
    await expect(refused).rejects.toThrow('Please enter a habit name');
    await expect(refused).rejects.toMatchObject({ data: { httpStatus: 400 } });
    const anonymous = createTRPCClient<AppRouter>({
      links: [httpLink({ url: 'http://localhost/trpc', fetch: fetchThrough(t) })],
    });
    await expect(anonymous.habits.list.query()).rejects.toMatchObject({
      data: { code: 'UNAUTHORIZED', httpStatus: 401 },
    });
  });
});

describe('the tRPC wire format, request by request', () => {
  let t: TestApi;
  let token: string;
  beforeAll(async () => {
    t = await createTestApi('sqlite');
    token = (await t.signup('trpc-raw@example.com')).token;
  });
  afterAll(async () => {
    await t.close();
  });
  const get = (url: string) => t.request({ method: 'GET', url, authorization: `Bearer ${token}` });

  it('uses 207 when a batch’s calls end differently, as tRPC’s own rule says', async () => {
    const res = await get(
      `/trpc/habits.list,habits.get?batch=1&input=${encodeURIComponent(JSON.stringify({ 1: { id: 42 } }))}`,
    );
    const body = res.json<unknown[]>();
    expect(res.statusCode).toBe(207);
    expect(getHTTPStatusCode(body as never)).toBe(207);
    expect(body).toMatchObject([
      { result: { data: [] } },
      { error: { data: { httpStatus: 404 } } },
    ]);
  });

  it.each([
    ['an unknown procedure', '/trpc/habits.nope', 404, 'No procedure found on path "habits.nope"'],
    [
      'a query by POST',
      'POST /trpc/habits.list',
      405,
      'Unsupported POST-request to query procedure at path "habits.list"',
    ],
    [
      'a mutation by GET',
      '/trpc/habits.create',
      405,
      'Unsupported GET-request to mutation procedure at path "habits.create"',
    ],
    ['input that is not JSON', '/trpc/habits.get?input=%7Bnope', 400, 'The input is not JSON'],
    [
      'a batch input that is not an object',
      '/trpc/habits.get?batch=1&input=5',
      400,
      '"input" needs to be an object when doing a batch call',
    ],
    [
      'a batch of 51',
      `/trpc/${Array(51).fill('habits.list').join(',')}?batch=1`,
      400,
      'Batch call exceeds maximum size',
    ],
    ['a PUT', 'PUT /trpc/habits.list', 405, 'Unsupported PUT-request'],
  ])('refuses %s', async (_name, target, status, message) => {
    const [method, url] = target.includes(' ') ? target.split(' ') : ['GET', target];
    const res = await t.request({
      method: method!,
      url: url!,
      authorization: `Bearer ${token}`,
      contentType: method === 'GET' ? undefined : 'application/json',
    });
    expect(res.statusCode).toBe(status);
    expect(res.json().error).toMatchObject({ message, data: { httpStatus: status } });
  });

  it('refuses a POST body that is not JSON', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/trpc/auth.logout',
      contentType: 'text/plain',
    });
    expect(res.statusCode).toBe(415);
  });
});
