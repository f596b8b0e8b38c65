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
        budget: null,
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
    // The days up to today by their goals; the chart goes on over the plan's coming steps.
    const days =
      history.json<{ start: string; goal: number | null; plannedGoal: number | null }[]>();
    expect(days.slice(0, 3).map((day) => day.goal)).toEqual([5, 5, 4]);
    expect(days.slice(3).every((day) => day.goal === null && day.plannedGoal !== null)).toBe(true);

    // A goal changed from today re-judges today only, and restarts the plan from it today.
    const raised = await t.rest('PUT', `/api/habits/${id}`, {
      token,
      body: { name: 'Coffee', dailyGoal: 6 },
    });
    expect(raised.statusCode, raised.body).toBe(200);
    expect(raised.json().dailyGoal).toBe(6);
    expect(await results(id)).toEqual({ '2025-03-07': 'success', '2025-03-08': 'success' });
    expect((await t.rest('GET', `/api/habits/${id}/plan`, { token })).json().plan).toEqual({
      ...plan,
      startGoal: 6,
      startDate: '2025-03-08',
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
      expect.objectContaining({ effectiveFrom: '2025-03-15', dailyGoal: 3 }),
      expect.objectContaining({ effectiveFrom: '2025-03-22', dailyGoal: 2 }),
    ]);
    // A goal at or below the plan's end ends the plan; the goal stays as edited.
    const ended = await t.rest('PUT', `/api/habits/${id}`, {
      token,
      body: { name: 'Coffee', dailyGoal: 1 },
    });
    expect(ended.json().dailyGoal).toBe(1);
    expect((await t.rest('GET', `/api/habits/${id}/plan`, { token })).json().plan).toBeNull();
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

  it('applies a plan that started 10 days ago from its start date, after a preview', async () => {
    at('2025-03-25');
    const id = await create({ ...numberHabit, dailyGoal: 3 });
    for (const date of ['2025-03-15', '2025-03-18', '2025-03-22', '2025-03-24'])
      expect((await log(id, date, 2)).json().performance).toBe('success');
    const started = { startGoal: 3, endGoal: 1, stepBy: 1, everyDays: 7, startDate: '2025-03-15' };
    const preview = await t.rest('POST', `/api/habits/${id}/plan/preview`, {
      token,
      body: started,
    });
    expect(preview.statusCode, preview.body).toBe(200);
    // 15 and 18 March keep 3 (the first step); 22 and 24 March are judged by the step of 2.
    expect(preview.json()).toMatchObject({
      rejudges: 2,
      rejudgeNote: 'This re-judges 2 logged days since 15 Mar',
      raiseNote: null,
    });
    const raise = await t.trpc(
      'mutation',
      'habits.previewPlan',
      { id, ...started, startGoal: 5 },
      token,
    );
    expect(raise.json().result.data.raiseNote).toBe("This raises today's goal from 3 to 5");
    // The preview changed nothing.
    expect((await t.rest('GET', `/api/habits/${id}/goals`, { token })).json()).toHaveLength(1);
    const set = await t.rest('PUT', `/api/habits/${id}/plan`, { token, body: started });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().dailyGoal).toBe(2);
    // 22 March on is judged by the step of 2, the days before by 3.
    expect((await log(id, '2025-03-24', 3)).json().performance).toBe('over');
    expect((await log(id, '2025-03-18', 3)).json().performance).toBe('success');
    const goals = (await t.rest('GET', `/api/habits/${id}/goals`, { token })).json<
      { effectiveFrom: string; dailyGoal: number }[]
    >();
    expect(goals.map((v) => [v.effectiveFrom, v.dailyGoal])).toEqual([
      ['2025-03-15', 3],
      ['2025-03-22', 2],
      ['2025-03-29', 1],
    ]);
    expect(t.errors).toEqual([]);
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
