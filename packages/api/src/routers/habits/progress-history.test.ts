import { addDays } from '@taper/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { availableTestEngines, numberHabit, type TestApi } from '../../testing';
import { createProgressTestApi, FIRST_DAY, TODAY } from './progress.testing';

describe.each(availableTestEngines())('habit history on %s', (engine) => {
  let t: TestApi;
  let token: string;
  let otherToken: string;
  let habitId: number;
  beforeAll(async () => {
    ({ t, token, otherToken, habitId } = await createProgressTestApi(engine));
  });
  afterAll(async () => {
    await t.close();
  });

  it('sums values against the goal in weeks from Monday', async () => {
    const res = await t.rest(
      'GET',
      `/api/habits/${String(habitId)}/history?bucket=week&from=${FIRST_DAY}&to=${TODAY}`,
      { token },
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual([
      week('2025-02-24', { total: 2, loggedDays: 1, average: 2 }),
      week('2025-03-03', { total: 7, loggedDays: 7, average: 1 }),
      // Sunday 16 March is after today: its goal is planned.
      week('2025-03-10', { total: 5, loggedDays: 5, average: 1 }, 2),
    ]);
    const trpc = await t.trpc(
      'query',
      'habits.history',
      { id: habitId, bucket: 'week', from: FIRST_DAY, to: TODAY },
      token,
    );
    expect(trpc.json<{ result: { data: unknown } }>().result.data).toEqual(res.json());
  });

  it("serves each bucket's drawn value and over verdict from domain, on both adapters", async () => {
    const id = (await t.rest('POST', '/api/habits', { token, body: numberHabit })).json<{
      id: number;
    }>().id;
    for (const [date, actualValue] of [
      ['2025-03-10', 5],
      ['2025-03-11', 1],
    ] as const) {
      const logged = await t.rest('POST', `/api/habits/${String(id)}/entries`, {
        token,
        body: { date, actualValue },
      });
      expect(logged.statusCode, logged.body).toBe(200);
    }
    const days = await t.rest(
      'GET',
      `/api/habits/${String(id)}/history?bucket=day&from=2025-03-10&to=2025-03-12`,
      { token },
    );
    expect(days.statusCode, days.body).toBe(200);
    expect(
      days.json<{ value: number | null; over: boolean }[]>().map((d) => [d.value, d.over]),
    ).toEqual([
      [5, true],
      [1, false],
      [null, false],
    ]);
    const weeks = await t.trpc(
      'query',
      'habits.history',
      { id, bucket: 'week', from: '2025-03-10', to: '2025-03-12' },
      token,
    );
    expect(weeks.json<{ result: { data: unknown } }>().result.data).toEqual([
      expect.objectContaining({ start: '2025-03-10', value: 3, over: true, overDays: 1 }),
    ]);
    await t.rest('DELETE', `/api/habits/${String(id)}`, { token });
  });

  it('carries the entered baseline in every bucket, the same through /api and /trpc', async () => {
    const id = (
      await t.rest('POST', '/api/habits', { token, body: { ...numberHabit, baseline: 5 } })
    ).json<{ id: number }>().id;
    const logged = await t.rest('POST', `/api/habits/${String(id)}/entries`, {
      token,
      body: { date: '2025-03-11', actualValue: 2 },
    });
    expect(logged.statusCode, logged.body).toBe(200);
    for (const bucket of ['day', 'week', 'month']) {
      const rest = await t.rest(
        'GET',
        `/api/habits/${String(id)}/history?bucket=${bucket}&from=2025-03-10&to=2025-03-12`,
        { token },
      );
      expect(rest.statusCode, rest.body).toBe(200);
      const buckets = rest.json<{ baseline: number | null }[]>();
      expect(buckets.length).toBeGreaterThan(0);
      expect(buckets.map((b) => b.baseline)).toEqual(buckets.map(() => 5));
      const trpc = await t.trpc(
        'query',
        'habits.history',
        { id, bucket, from: '2025-03-10', to: '2025-03-12' },
        token,
      );
      expect(trpc.json<{ result: { data: unknown } }>().result.data).toEqual(buckets);
    }
    // Another user's habit answers 404, its baseline unseen.
    const other = await t.rest(
      'GET',
      `/api/habits/${String(id)}/history?bucket=day&from=2025-03-10&to=2025-03-12`,
      { token: otherToken },
    );
    expect(other.statusCode).toBe(404);
    await t.rest('DELETE', `/api/habits/${String(id)}`, { token });
  });

  it('carries the measured baseline once 14 days are logged, as /reduction answers it', async () => {
    const id = (await t.rest('POST', '/api/habits', { token, body: numberHabit })).json<{
      id: number;
    }>().id;
    const url = `/api/habits/${String(id)}/history?bucket=week&from=2025-03-01&to=${TODAY}`;
    // 13 days measure nothing yet.
    for (let day = 0; day < 13; day++) {
      const logged = await t.rest('POST', `/api/habits/${String(id)}/entries`, {
        token,
        body: { date: addDays('2025-03-01', day), actualValue: day % 2 === 0 ? 4 : 2 },
      });
      expect(logged.statusCode, logged.body).toBe(200);
    }
    const before = (await t.rest('GET', url, { token })).json<{ baseline: number | null }[]>();
    expect(before.map((b) => b.baseline)).toEqual(before.map(() => null));
    await t.rest('POST', `/api/habits/${String(id)}/entries`, {
      token,
      body: { date: addDays('2025-03-01', 13), actualValue: 2 },
    });
    const reduction = (await t.rest('GET', `/api/habits/${String(id)}/reduction`, { token })).json<{
      baseline: number | null;
      baselineSource: string | null;
    }>();
    // 7 fours and 7 twos: a mean of 3.
    expect(reduction).toMatchObject({ baseline: 3, baselineSource: 'measured' });
    const rest = (await t.rest('GET', url, { token })).json<{ baseline: number | null }[]>();
    expect(rest.map((b) => b.baseline)).toEqual(rest.map(() => 3));
    const trpc = await t.trpc(
      'query',
      'habits.history',
      { id, bucket: 'week', from: '2025-03-01', to: TODAY },
      token,
    );
    expect(trpc.json<{ result: { data: unknown } }>().result.data).toEqual(rest);
    await t.rest('DELETE', `/api/habits/${String(id)}`, { token });
  });

  it.each([
    ['`from` after `to`', 'from=2025-03-10&to=2025-03-01'],
    ['a range over 3,660 days', 'from=2014-01-01&to=2025-03-01'],
    ['a date that is not one', 'from=2025-02-30&to=2025-03-01'],
  ])('refuses %s with a 400 on both adapters', async (_, query) => {
    const res = await t.rest('GET', `/api/habits/${String(habitId)}/strength?${query}`, {
      token,
    });
    expect(res.statusCode, res.body).toBe(400);
    const input = Object.fromEntries(new URLSearchParams(query));
    const trpc = await t.trpc(
      'query',
      'habits.history',
      { id: habitId, bucket: 'day', ...input },
      token,
    );
    expect(trpc.statusCode).toBe(400);
  });

  it('refuses an unknown bucket', async () => {
    const res = await t.rest(
      'GET',
      `/api/habits/${String(habitId)}/history?bucket=decade&from=${FIRST_DAY}&to=${TODAY}`,
      { token },
    );
    expect(res.statusCode).toBe(400);
  });

  it("keeps a habit's progress to its owner", async () => {
    for (const path of ['strength', 'history', 'weekdays']) {
      const url = `/api/habits/${String(habitId)}/${path}?bucket=day&from=${FIRST_DAY}&to=${TODAY}`;
      expect((await t.rest('GET', url, { token: otherToken })).statusCode).toBe(404);
      expect((await t.rest('GET', url)).statusCode).toBe(401);
    }
  });

  it('names the weekday most often over target, once it has four logged days', async () => {
    const url = `/api/habits/${String(habitId)}/weekdays`;
    expect((await t.rest('GET', url, { token })).json()).toMatchObject({ text: null });
    await t.rest('POST', `/api/habits/${String(habitId)}/entries`, {
      token,
      body: { date: '2025-03-08', actualValue: 5 },
    });
    const res = await t.rest('GET', url, { token });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<{ days: { weekday: string; overPercent: number }[]; text: string }>();
    expect(body.days[5]).toMatchObject({ weekday: 'Saturday', overPercent: 100 });
    expect(body.text).toBe('Not enough Saturdays yet to see a pattern (1 of 4 logged)');
    for (const date of ['2025-02-15', '2025-02-22', '2025-03-01']) {
      await t.rest('POST', `/api/habits/${String(habitId)}/entries`, {
        token,
        body: { date, actualValue: 5 },
      });
    }
    const four = (await t.rest('GET', url, { token })).json<{ text: string }>();
    expect(four.text).toBe('Saturdays are over target 100% of the time');
    const trpc = await t.trpc('query', 'habits.weekdays', { id: habitId }, token);
    expect(trpc.json<{ result: { data: unknown } }>().result.data).toEqual(four);
  });
});

function week(
  start: string,
  figures: { total: number; loggedDays: number; average: number },
  plannedGoal: number | null = null,
) {
  return {
    start,
    end: addDays(start, 6),
    ...figures,
    successDays: figures.loggedDays,
    overDays: 0,
    skippedDays: 0,
    goal: 2,
    plannedGoal,
    value: figures.average,
    over: false,
    budget: null,
    // 13 logged days measure no baseline (it takes 14) and none is entered.
    baseline: null,
  };
}
