import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { availableTestEngines, numberHabit, type TestApi } from '../../testing';
import { createGoalsTestApi, plan, type GoalsTestApi, type PlanAnswer } from './goals.testing';

describe.each(availableTestEngines())('taper plans on %s', (engine) => {
  let t: TestApi;
  let token: string;
  let at: GoalsTestApi['at'];
  let create: GoalsTestApi['create'];
  let log: GoalsTestApi['log'];
  let results: GoalsTestApi['results'];
  beforeAll(async () => {
    ({ t, token, at, create, log, results } = await createGoalsTestApi(engine));
  });
  afterAll(async () => {
    await t.close();
  });

  /** The plan's steps are the habit's goal history, and its view shows the next one. */
  const expectPlannedSteps = async (id: number) => {
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
  };

  /** A goal change re-judges the days it covers, and restarts or ends the plan. */
  const expectGoalChangesRejudgeAndReplan = async (id: number) => {
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
  };

  it("judges each day by that day's goal, through a plan and later goal changes", async () => {
    at('2025-03-01');
    const id = await create();
    const set = await t.rest('PUT', `/api/habits/${id}/plan`, { token, body: plan });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toMatchObject({ dailyGoal: 5 });
    await expectPlannedSteps(id);

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

    await expectGoalChangesRejudgeAndReplan(id);
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
});
