import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { availableTestEngines, numberHabit, type TestApi } from '../../testing';
import { createGoalsTestApi, plan, type GoalsTestApi } from './goals.testing';

describe.each(availableTestEngines())('goal history and its guards on %s', (engine) => {
  let t: TestApi;
  let token: string;
  let other: string;
  let at: GoalsTestApi['at'];
  let create: GoalsTestApi['create'];
  let log: GoalsTestApi['log'];
  let results: GoalsTestApi['results'];
  beforeAll(async () => {
    ({ t, token, other, at, create, log, results } = await createGoalsTestApi(engine));
  });
  afterAll(async () => {
    await t.close();
  });

  it('refuses a bad plan or goalEffectiveFrom with a clear 400, and changes nothing', async () => {
    at('2025-03-01');
    const id = await create();
    const tags = await create({
      ...numberHabit,
      goalType: 'custom_tags',
      customTags: ['a', 'b'],
      levelGoal: '1',
    });
    const cases: [number, object, string][] = [
      [id, { ...plan, endGoal: 6 }, 'End at must be at or below Start at'],
      [id, { ...plan, stepBy: 0 }, 'Step down by must be a whole number, 1 or more'],
      [id, { ...plan, stepBy: 0.5 }, 'Step down by must be a whole number, 1 or more'],
      [id, { ...plan, stepBy: -2 }, 'Step down by'],
      [id, { ...plan, everyDays: 0 }, 'Days per step must be a whole number, 1 or more'],
      [id, { ...plan, startDate: 'soon' }, 'Start date must be a date'],
      [
        id,
        { startLevel: 'high', endLevel: 'low', everyDays: 1, startDate: '2025-03-01' },
        'startGoal',
      ],
      [tags, plan, 'Plans are for number and level goals'],
      [
        id,
        { ...plan, startDate: '2030-03-02' },
        'Start date must be 2030-03-01 or earlier: a plan starts at most 5 years ahead',
      ],
      [id, { ...plan, endGoal: 5, startDate: '9999-12-31' }, 'at most 5 years ahead'],
      [id, { ...plan, startDate: '9999-12-20' }, "a plan's steps must end by 9999-12-31"],
    ];
    for (const [habit, body, message] of cases) {
      const rest = await t.rest('PUT', `/api/habits/${habit}/plan`, { token, body });
      expect(rest.statusCode, JSON.stringify(body)).toBe(400);
      expect(rest.json().message).toContain(message);
      const trpc = await t.trpc('mutation', 'habits.setPlan', { id: habit, ...body }, token);
      expect(trpc.statusCode).toBe(400);
      // The preview refuses exactly what the real call refuses, with the same sentence.
      const preview = await t.rest('POST', `/api/habits/${habit}/plan/preview`, { token, body });
      expect(preview.statusCode, JSON.stringify(body)).toBe(400);
      expect(preview.json().message).toBe(rest.json().message);
    }
    const bad = await t.rest('PUT', `/api/habits/${id}`, {
      token,
      body: { name: 'Coffee', dailyGoal: 1, goalEffectiveFrom: 'sometimes' },
    });
    expect(bad.statusCode).toBe(400);
    expect((await t.rest('GET', `/api/habits/${id}/goals`, { token })).json()).toHaveLength(1);
    expect((await t.rest('GET', `/api/habits/${id}`, { token })).json().dailyGoal).toBe(5);
    expect(t.errors).toEqual([]);
    // The last day allowed is taken.
    const latest = await t.rest('PUT', `/api/habits/${id}/plan`, {
      token,
      body: { ...plan, startDate: '2030-03-01' },
    });
    expect(latest.statusCode).toBe(200);
  });

  it('keeps backfill judged by the first goal when the goal changes on the creation day', async () => {
    at('2025-03-20');
    const id = await create({ ...numberHabit, dailyGoal: 3 });
    for (const [date, value] of [
      ['2025-03-13', 3],
      ['2025-03-15', 2],
      ['2025-03-19', 3],
    ] as const)
      expect((await log(id, date, value)).json().performance).toBe('success');
    const changed = await t.rest('PUT', `/api/habits/${id}`, {
      token,
      body: { name: 'Coffee', dailyGoal: 1, goalEffectiveFrom: 'today' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await results(id)).toEqual({
      '2025-03-13': 'success',
      '2025-03-15': 'success',
      '2025-03-19': 'success',
    });
    expect((await log(id, '2025-03-20', 2)).json().performance).toBe('over');
    expect((await log(id, '2025-03-11', 3)).json().performance).toBe('success');
    const goals = (await t.rest('GET', `/api/habits/${id}/goals`, { token })).json<
      { effectiveFrom: string; dailyGoal: number }[]
    >();
    expect(goals.map((v) => [v.effectiveFrom, v.dailyGoal])).toEqual([
      ['2025-03-11', 3],
      ['2025-03-20', 1],
    ]);
  });
  it("never shows nor changes another user's goals or plan", async () => {
    at('2025-03-01');
    const id = await create();
    for (const [method, url, body] of [
      ['GET', `/api/habits/${id}/goals`],
      ['GET', `/api/habits/${id}/plan`],
      ['PUT', `/api/habits/${id}/plan`, plan],
      ['POST', `/api/habits/${id}/plan/preview`, plan],
      ['DELETE', `/api/habits/${id}/plan`],
      ['PUT', `/api/habits/${id}`, { name: 'Mine', dailyGoal: 0, goalEffectiveFrom: 'always' }],
    ] as const) {
      const res = await t.rest(method, url, { token: other, ...(body ? { body } : {}) });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect((await t.rest(method, url, body ? { body } : {})).statusCode).toBe(401);
    }
    expect((await t.trpc('mutation', 'habits.setPlan', { id, ...plan }, other)).statusCode).toBe(
      404,
    );
    expect((await t.trpc('query', 'habits.goals', { id }, other)).statusCode).toBe(404);
    expect(
      (await t.trpc('mutation', 'habits.previewPlan', { id, ...plan }, other)).statusCode,
    ).toBe(404);
    expect((await t.rest('GET', `/api/habits/${id}/plan`, { token })).json().plan).toBeNull();
    expect((await t.rest('GET', `/api/habits/${id}`, { token })).json().name).toBe('Coffee');
  });
});
