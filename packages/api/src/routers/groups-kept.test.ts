/**
 * Kept answers and groups (issue 51): a read is kept until the user's data changes, so every write
 * that changes a group's figures — a habit joining or leaving a group or counting differently, a
 * group made, changed or deleted — must give the summary, the groups and a group's progress anew,
 * through REST and tRPC; another user's group writes leave them kept.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseQuery, type ApiRequest } from '../http/types';
import {
  availableTestEngines,
  createTestApiWithTwoUsers,
  numberHabit,
  type TestApi,
} from '../testing';

function request(url: string, token: string): ApiRequest {
  return {
    method: 'GET',
    url,
    query: parseQuery(url),
    authorization: `Bearer ${token}`,
    contentType: undefined,
    body: undefined,
    ip: '127.0.0.1',
    origin: 'http://localhost:3000',
  };
}

interface Progress {
  period: { total: number; limit: number | null; over: boolean };
  habits: { habitId: number; total: number }[];
}

describe.each(availableTestEngines())('kept answers after group writes on %s', (engine) => {
  let t: TestApi;
  let token: string;
  let otherToken: string;
  let groupId: number;
  let beerId: number;

  const progressUrl = () => `/api/groups/${String(groupId)}/progress`;
  const trpcProgressUrl = () =>
    `/trpc/groups.progress?input=${encodeURIComponent(JSON.stringify({ id: groupId }))}`;
  /** Every read whose answer a group write may change, as kept now: its name and body. */
  const reads = async (as = token) => {
    // GET /api/groups is read anew each time (not kept): these are the kept reads.
    const urls = ['/api/summary', '/api/habits', progressUrl()];
    const rest = await Promise.all(urls.map((url) => t.api.rest(request(url, as))));
    const trpc = await t.api.trpc(request(trpcProgressUrl(), as));
    return [...rest, trpc].map((answer) => ({
      keptAs: answer.keptAs,
      status: answer.status,
      body: answer.body,
    }));
  };
  /** The reads before and after `write`: every one of them is answered anew. */
  const allAnew = async (write: () => Promise<{ statusCode: number; body: string }>) => {
    const before = await reads();
    // A second read is the kept answer itself.
    for (const read of before) expect(read.keptAs).toEqual(expect.any(String));
    expect((await reads()).map((r) => r.keptAs)).toEqual(before.map((r) => r.keptAs));
    const res = await write();
    expect(res.statusCode, res.body).toBe(200);
    const after = await reads();
    for (const [index, read] of after.entries())
      expect(read.keptAs, `read ${String(index)}`).not.toBe(before[index]?.keptAs);
    return after;
  };
  const progress = async () => {
    const rest = (await t.rest('GET', progressUrl(), { token })).json<Progress>();
    const trpc = await t.trpc('query', 'groups.progress', { id: groupId }, token);
    expect(trpc.json<{ result: { data: Progress } }>().result.data).toEqual(rest);
    return rest;
  };

  beforeAll(async () => {
    ({ t, token, otherToken } = await createTestApiWithTwoUsers(engine));
    const group = await t.rest('POST', '/api/groups', {
      token,
      body: { name: 'Alcohol', budget: { period: 'week', limit: 14 } },
    });
    groupId = group.json<{ id: number }>().id;
    const beer = await t.rest('POST', '/api/habits', {
      token,
      body: { ...numberHabit, name: 'Beer', countsAs: 2 },
    });
    beerId = beer.json<{ id: number }>().id;
    const logged = await t.rest('POST', `/api/habits/${String(beerId)}/entries`, {
      token,
      body: { date: '2025-03-11', actualValue: 3 },
    });
    expect(logged.statusCode).toBe(200);
  });
  afterAll(async () => {
    await t.close();
  });

  it("a habit joining a group, or counting differently, gives the group's progress anew", async () => {
    expect((await progress()).period.total).toBe(0);
    await allAnew(() =>
      t.rest('PUT', `/api/habits/${String(beerId)}`, { token, body: { name: 'Beer', groupId } }),
    );
    expect((await progress()).period).toMatchObject({ total: 6, over: false });
    await allAnew(() =>
      t.rest('PUT', `/api/habits/${String(beerId)}`, {
        token,
        body: { name: 'Beer', countsAs: 5 },
      }),
    );
    expect((await progress()).period).toMatchObject({ total: 15, over: true });
  });

  it('a group changed or made gives the groups and its progress anew', async () => {
    await allAnew(() =>
      t.rest('PUT', `/api/groups/${String(groupId)}`, {
        token,
        body: { budget: { period: 'week', limit: 20 } },
      }),
    );
    expect((await progress()).period).toMatchObject({ total: 15, limit: 20, over: false });
    await allAnew(() => t.rest('POST', '/api/groups', { token, body: { name: 'Sugar' } }));
    expect((await t.rest('GET', '/api/groups', { token })).json()).toHaveLength(2);
  });

  it("another user's group writes leave the kept answers as they are", async () => {
    const before = await reads();
    const theirs = await t.rest('POST', '/api/groups', {
      token: otherToken,
      body: { name: 'Theirs' },
    });
    expect(theirs.statusCode).toBe(200);
    const id = theirs.json<{ id: number }>().id;
    await t.rest('PUT', `/api/groups/${String(id)}`, { token: otherToken, body: { name: 'T' } });
    await t.rest('DELETE', `/api/groups/${String(id)}`, { token: otherToken });
    expect((await reads()).map((r) => r.keptAs)).toEqual(before.map((r) => r.keptAs));
  });

  it('a group deleted gives its habits ungrouped and its progress a 404', async () => {
    const after = await allAnew(() =>
      t.rest('DELETE', `/api/groups/${String(groupId)}`, { token }),
    );
    const [, habits, rest, trpc] = after;
    expect((await t.rest('GET', '/api/groups', { token })).json()).toMatchObject([
      { name: 'Sugar' },
    ]);
    expect(JSON.parse(habits?.body ?? '')).toMatchObject([{ name: 'Beer', groupId: null }]);
    expect(rest?.status).toBe(404);
    expect(trpc?.status).toBe(404);
  });
});
