import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { availableTestEngines, createTestApi, numberHabit, type TestApi } from '../../testing';

interface PlanAnswer {
  plan: object | null;
  view: { next: string | null; steps: { isToday: boolean; label: string }[] } | null;
}

interface Entry {
  date: string;
  performance: string;
}

describe.each(availableTestEngines())('goal history and taper plans on %s', (engine) => {
  let t: TestApi;
  let token: string;
  let other: string;
  beforeAll(async () => {
    t = await createTestApi(engine);
    await t.signup('admin@example.com');
    token = (await t.signup('taper@example.com')).token;
    other = (await t.signup('other@example.com')).token;
  });
  afterAll(async () => {
    await t.close();
  });

  const at = (day: string) => {
    t.clock.now = new Date(`${day}T12:00:00Z`);
  };
  const create = async (body: object = { ...numberHabit, dailyGoal: 5 }) =>
    (await t.rest('POST', '/api/habits', { token, body })).json<{ id: number }>().id;
  const log = (id: number, date: string, actualValue: number) =>
    t.rest('POST', `/api/habits/${id}/entries`, { token, body: { date, actualValue } });
  const results = async (id: number) =>
    Object.fromEntries(
      (await t.rest('GET', `/api/habits/${id}/entries`, { token }))
        .json<Entry[]>()
        .map((entry) => [entry.date, entry.performance]),
    );
  const plan = { startGoal: 5, endGoal: 2, stepBy: 1, everyDays: 7, startDate: '2025-03-01' };

  it("judges each day by that day's goal, through a plan and later goal changes", async () => {
    at('2025-03-01');
    const id = await create();
    const set = await t.rest('PUT', `/api/habits/${id}/plan`, { token, body: plan });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toMatchObject({ dailyGoal: 5 });
    expect((await t.rest('GET', `/api/habits/${id}/goals`, { token })).json()).toEqual(
      [
        ['2025-03-01', 5],
        ['2025-03-08', 4],
        ['2025-03-15', 3],
        ['2025-03-22', 2],
      ].map(([effectiveFrom, dailyGoal]) => ({
        effectiveFrom,
        goalType: 'number',
        goalSchedule: 'daily',
        dailyGoal,
        levelGoal: null,
        weeklyGoals: null,
        customTags: null,
      })),
    );
    const view = (await t.rest('GET', `/api/habits/${id}/plan`, { token })).json<PlanAnswer>();
    expect(view.plan).toEqual(plan);
    expect(view.view?.next).toBe('Next: 4 on 8 Mar');
    expect(view.view?.steps.map((step) => step.isToday)).toEqual([true, false, false, false]);

    at('2025-03-07');
    expect((await log(id, '2025-03-07', 5)).json().performance).toBe('success');
    at('2025-03-08');
    expect((await t.rest('GET', `/api/habits/${id}`, { token })).json().dailyGoal).toBe(4);
    expect((await log(id, '2025-03-08', 5)).json().performance).toBe('over');
    expect((await log(id, '2025-03-07', 5)).json().performance).toBe('success');
    const stats = (await t.rest('GET', `/api/habits/${id}/stats`, { token })).json();
    // 2 to 7 March at 5, 8 March at 4.
    expect(stats.week.weeklyTarget).toBe('Keep under 34/week');
    const history = await t.rest(
      'GET',
      `/api/habits/${id}/history?from=2025-03-06&to=2025-03-08&bucket=day`,
      { token },
    );
    expect(history.json<{ goal: number }[]>().map((day) => day.goal)).toEqual([5, 5, 4]);

    // A goal changed from today re-judges today only, and ends the plan.
    const raised = await t.rest('PUT', `/api/habits/${id}`, {
      token,
      body: { name: 'Coffee', dailyGoal: 6 },
    });
    expect(raised.statusCode, raised.body).toBe(200);
    expect(await results(id)).toEqual({ '2025-03-07': 'success', '2025-03-08': 'success' });
    expect((await t.rest('GET', `/api/habits/${id}/plan`, { token })).json()).toEqual({
      plan: null,
      view: null,
    });
    // 'always' over /trpc: every day is judged by the new goal.
    const always = await t.trpc(
      'mutation',
      'habits.update',
      { id, name: 'Coffee', dailyGoal: 4, goalEffectiveFrom: 'always' },
      token,
    );
    expect(always.statusCode, always.body).toBe(200);
    expect(await results(id)).toEqual({ '2025-03-07': 'over', '2025-03-08': 'over' });
    const goals = await t.trpc('query', 'habits.goals', { id }, token);
    expect(goals.json().result.data).toEqual([
      expect.objectContaining({ effectiveFrom: '2025-03-01', dailyGoal: 4 }),
    ]);
  });

  it('sets and clears a plan over /trpc; clearing keeps the goal in force', async () => {
    at('2025-03-10');
    const id = await create();
    const set = await t.trpc('mutation', 'habits.setPlan', { id, ...plan }, token);
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().result.data.dailyGoal).toBe(4);
    const cleared = await t.trpc('mutation', 'habits.clearPlan', { id }, token);
    expect(cleared.json().result.data.dailyGoal).toBe(4);
    at('2025-04-01');
    expect((await t.rest('GET', `/api/habits/${id}`, { token })).json().dailyGoal).toBe(4);
    expect((await t.rest('DELETE', `/api/habits/${id}/plan`, { token })).statusCode).toBe(200);
  });

  it('plans a level goal a level a step', async () => {
    at('2025-03-01');
    const id = await create({ ...numberHabit, goalType: 'level', levelGoal: 'high' });
    const body = { startLevel: 'high', endLevel: 'low', everyDays: 2, startDate: '2025-03-01' };
    expect((await t.rest('PUT', `/api/habits/${id}/plan`, { token, body })).statusCode).toBe(200);
    const view = (await t.rest('GET', `/api/habits/${id}/plan`, { token })).json<PlanAnswer>();
    expect(view.view?.steps.map((step) => step.label)).toEqual(['High', 'Moderate', 'Low']);
    expect(view.view?.next).toBe('Next: Moderate on 3 Mar');
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
      [id, { ...plan, endGoal: 6 }, 'endGoal is above startGoal'],
      [id, { ...plan, stepBy: 0 }, 'stepBy'],
      [id, { ...plan, stepBy: -2 }, 'stepBy'],
      [id, { ...plan, everyDays: 0 }, 'everyDays'],
      [id, { ...plan, startDate: 'soon' }, 'startDate'],
      [
        id,
        { startLevel: 'high', endLevel: 'low', everyDays: 1, startDate: '2025-03-01' },
        'startGoal',
      ],
      [tags, plan, 'Plans are for number and level goals'],
      [
        id,
        { ...plan, startDate: '2030-03-02' },
        'A plan starts at most 5 years ahead: startDate must be 2030-03-01 or earlier',
      ],
      [id, { ...plan, endGoal: 5, startDate: '9999-12-31' }, 'at most 5 years ahead'],
      [id, { ...plan, startDate: '9999-12-20' }, "A plan's steps end by 9999-12-31"],
    ];
    for (const [habit, body, message] of cases) {
      const rest = await t.rest('PUT', `/api/habits/${habit}/plan`, { token, body });
      expect(rest.statusCode, JSON.stringify(body)).toBe(400);
      expect(rest.json().message).toContain(message);
      const trpc = await t.trpc('mutation', 'habits.setPlan', { id: habit, ...body }, token);
      expect(trpc.statusCode).toBe(400);
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

  it("never shows nor changes another user's goals or plan", async () => {
    at('2025-03-01');
    const id = await create();
    for (const [method, url, body] of [
      ['GET', `/api/habits/${id}/goals`],
      ['GET', `/api/habits/${id}/plan`],
      ['PUT', `/api/habits/${id}/plan`, plan],
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
    expect((await t.rest('GET', `/api/habits/${id}/plan`, { token })).json().plan).toBeNull();
    expect((await t.rest('GET', `/api/habits/${id}`, { token })).json().name).toBe('Coffee');
  });
});
