import { addDays } from '@taper/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { availableTestEngines, numberHabit, type TestApi } from '../../testing';
import { createProgressTestApi, FIRST_DAY, TODAY } from './progress.testing';

describe.each(availableTestEngines())('habit strength on %s', (engine) => {
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

  it('scores each day from the first entry to today, the same through /api and /trpc', async () => {
    const rest = await t.rest(
      'GET',
      `/api/habits/${String(habitId)}/strength?from=2025-02-01&to=2025-03-31`,
      { token },
    );
    expect(rest.statusCode, rest.body).toBe(200);
    const points = rest.json<{ date: string; score: number }[]>();
    expect(points.map((point) => point.date)).toEqual(
      Array.from({ length: 14 }, (_, day) => addDays(FIRST_DAY, day)),
    );
    // 13 successes from 0 give one half; today without an entry keeps it.
    expect(points.slice(-2).map((point) => point.score)).toEqual([0.5, 0.5]);
    const trpc = await t.trpc(
      'query',
      'habits.strength',
      { id: habitId, from: '2025-02-01', to: '2025-03-31' },
      token,
    );
    expect(trpc.json<{ result: { data: unknown } }>().result.data).toEqual(points);
  });

  it('shows the strength on the habit screen and its summary card', async () => {
    const stats = await t.rest('GET', `/api/habits/${String(habitId)}/stats`, { token });
    expect(stats.json<{ strength: number }>().strength).toBe(50);
    const summary = await t.rest('GET', '/api/summary', { token });
    expect(summary.json<{ habits: { strength: number }[] }>().habits[0]?.strength).toBe(50);
  });

  it("gives an amount over the goal Loop's partial credit, the same through /api and /trpc", async () => {
    const created = await t.rest('POST', '/api/habits', {
      token,
      body: { ...numberHabit, name: 'Partial', dailyGoal: 2 },
    });
    const id = created.json<{ id: number }>().id;
    // 3 against a goal of 2: half the credit of a day within the goal; 4 (twice the goal): none.
    for (const [date, actualValue] of [
      [addDays(TODAY, -1), 3],
      [TODAY, 4],
    ] as const) {
      const logged = await t.rest('POST', `/api/habits/${String(id)}/entries`, {
        token,
        body: { date, actualValue },
      });
      expect(logged.statusCode, logged.body).toBe(200);
    }
    const url = `/api/habits/${String(id)}/strength?from=${addDays(TODAY, -1)}&to=${TODAY}`;
    const rest = await t.rest('GET', url, { token });
    const step = 1 - 0.5 ** (1 / 13);
    expect(rest.json<{ score: number }[]>().map((point) => point.score)).toEqual([
      Number((step / 2).toFixed(4)),
      Number(((step / 2) * (1 - step)).toFixed(4)),
    ]);
    const trpc = await t.trpc(
      'query',
      'habits.strength',
      { id, from: addDays(TODAY, -1), to: TODAY },
      token,
    );
    expect(trpc.json<{ result: { data: unknown } }>().result.data).toEqual(rest.json());
    expect((await t.rest('GET', url, { token: otherToken })).statusCode).toBe(404);
    await t.rest('DELETE', `/api/habits/${String(id)}`, { token });
  });
});
