import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { availableTestEngines, createTestApi, numberHabit, type TestApi } from '../../testing';

interface Version {
  effectiveFrom: string;
  dailyGoal: number;
}

describe.each(availableTestEngines())(
  'a taper plan shown everywhere, and held, on %s',
  (engine) => {
    let t: TestApi;
    let token: string;
    let other: string;
    beforeAll(async () => {
      t = await createTestApi(engine);
      t.clock.now = new Date('2026-11-26T12:00:00Z');
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
    const create = async (body: object = { ...numberHabit, dailyGoal: 3 }) =>
      (await t.rest('POST', '/api/habits', { token, body })).json<{ id: number }>().id;
    const log = (id: number, date: string, actualValue: number) =>
      t.rest('POST', `/api/habits/${id}/entries`, { token, body: { date, actualValue } });
    const goals = async (id: number) =>
      (await t.rest('GET', `/api/habits/${id}/goals`, { token }))
        .json<Version[]>()
        .map((v) => [v.effectiveFrom, v.dailyGoal]);
    // 3 from 16 Nov, 2 from 23 Nov, 1 from 30 Nov; today is 26 Nov.
    const plan = { startGoal: 3, endGoal: 1, stepBy: 1, everyDays: 7, startDate: '2026-11-16' };

    it('says the goal today and the coming steps in the habit answer, the list and the summary', async () => {
      at('2026-11-26');
      const id = await create();
      const before = (await t.rest('GET', `/api/habits/${id}`, { token })).json();
      expect(before.goalOutlook).toEqual({
        today: 'Goal today: 3',
        line: 'Goal today: 3',
        manage: 'Goal: 3 daily',
        holdable: false,
      });
      const set = await t.rest('PUT', `/api/habits/${id}/plan`, { token, body: plan });
      expect(set.statusCode, set.body).toBe(200);
      const outlook = {
        today: 'Goal today: 2',
        line: 'Goal today: 2 · next: 1 on 30 Nov',
        manage: 'Goal: 2 daily, tapering to 1 by 30 Nov',
        holdable: true,
      };
      expect(set.json().goalOutlook).toEqual(outlook);
      const listed = (await t.rest('GET', '/api/habits', { token })).json<
        { id: number; goalOutlook: object }[]
      >();
      expect(listed.find((habit) => habit.id === id)?.goalOutlook).toEqual(outlook);
      const trpc = await t.trpc('query', 'habits.get', { id }, token);
      expect(trpc.json().result.data.goalOutlook).toEqual(outlook);
      // The staircase's steps carry their dates' labels.
      const staircase = (await t.rest('GET', `/api/habits/${id}/plan`, { token })).json<{
        view: { steps: { dateLabel: string; label: string }[] };
      }>();
      expect(staircase.view.steps.map((step) => [step.dateLabel, step.label])).toEqual([
        ['16 Nov', '3'],
        ['23 Nov', '2'],
        ['30 Nov', '1'],
      ]);
    });

    it('names level steps', async () => {
      at('2026-11-26');
      const id = await create({ ...numberHabit, goalType: 'level', levelGoal: 'high' });
      const set = await t.trpc(
        'mutation',
        'habits.setPlan',
        { id, startLevel: 'high', endLevel: 'low', everyDays: 7, startDate: '2026-11-26' },
        token,
      );
      expect(set.statusCode, set.body).toBe(200);
      expect(set.json().result.data.goalOutlook).toEqual({
        today: 'Goal today: High',
        line: 'Goal today: High · next: Moderate on 3 Dec · reaches Low on 10 Dec',
        manage: 'Goal: high level daily, tapering to low by 10 Dec',
        holdable: true,
      });
    });

    it('holds the coming steps without changing a past day, over REST and /trpc', async () => {
      at('2026-11-26');
      const id = await create();
      for (const date of ['2026-11-20', '2026-11-24', '2026-11-25'])
        expect((await log(id, date, 3)).statusCode).toBe(200);
      expect(
        (await t.rest('PUT', `/api/habits/${id}/plan`, { token, body: plan })).statusCode,
      ).toBe(200);
      // 24 and 25 November are over the step of 2; with today, 3 of the last 7 days.
      expect((await log(id, '2026-11-26', 3)).json().performance).toBe('over');
      const stats = (await t.rest('GET', `/api/habits/${id}/stats`, { token })).json();
      expect(stats.holdSuggestion).toBe(
        'Over on 3 of the last 7 days: hold this step for a while?',
      );
      const entriesBefore = (await t.rest('GET', `/api/habits/${id}/entries`, { token })).json();

      const held = await t.rest('POST', `/api/habits/${id}/plan/hold`, {
        token,
        body: { days: 7 },
      });
      expect(held.statusCode, held.body).toBe(200);
      expect(held.json().goalOutlook.line).toBe('Goal today: 2 · next: 1 on 7 Dec');
      expect(held.json().dailyGoal).toBe(2);
      // The first version shows from the first entry (it judges every day before the next one).
      expect(await goals(id)).toEqual([
        ['2026-11-20', 3],
        ['2026-11-23', 2],
        ['2026-12-07', 1],
      ]);
      // No day up to today changed its result.
      expect((await t.rest('GET', `/api/habits/${id}/entries`, { token })).json()).toEqual(
        entriesBefore,
      );
      const again = await t.trpc('mutation', 'habits.holdPlan', { id, days: 3 }, token);
      expect(again.statusCode, again.body).toBe(200);
      expect(await goals(id)).toEqual([
        ['2026-11-20', 3],
        ['2026-11-23', 2],
        ['2026-12-10', 1],
      ]);
      const staircase = (await t.rest('GET', `/api/habits/${id}/plan`, { token })).json();
      expect(staircase.view.next).toBe('Next: 1 on 10 Dec');
      expect(staircase.plan).toEqual(plan);
      expect(t.errors).toEqual([]);
    });

    it('refuses a bad number of days, no plan and an ended plan with a clear 400, changing nothing', async () => {
      at('2026-11-26');
      const id = await create();
      const noPlan = await t.rest('POST', `/api/habits/${id}/plan/hold`, {
        token,
        body: { days: 7 },
      });
      expect(noPlan.statusCode).toBe(400);
      expect(noPlan.body).toContain('This habit has no taper plan to hold');
      await t.rest('PUT', `/api/habits/${id}/plan`, { token, body: plan });
      for (const days of [0, 61, 2.5, '7', null]) {
        const res = await t.rest('POST', `/api/habits/${id}/plan/hold`, { token, body: { days } });
        expect(res.statusCode, String(days)).toBe(400);
        expect(res.body).toContain('Days to hold must be a whole number from 1 to 60');
        const trpc = await t.trpc('mutation', 'habits.holdPlan', { id, days }, token);
        expect(trpc.statusCode).toBe(400);
      }
      expect(await goals(id)).toEqual([
        ['2026-11-15', 3],
        ['2026-11-23', 2],
        ['2026-11-30', 1],
      ]);
      at('2026-12-01');
      const ended = await t.rest('POST', `/api/habits/${id}/plan/hold`, {
        token,
        body: { days: 7 },
      });
      expect(ended.statusCode).toBe(400);
      expect(ended.body).toContain('The taper plan has reached its end');
      expect(t.errors).toEqual([]);
    });

    it("starts the progress chart at the habit's first day and goes on over the plan's coming steps", async () => {
      at('2026-11-26');
      const id = await create();
      await t.rest('PUT', `/api/habits/${id}/plan`, { token, body: plan });
      expect((await log(id, '2026-11-20', 2)).statusCode).toBe(200);
      const url = `/api/habits/${id}/history?bucket=week&from=2026-05-29&to=2026-11-26`;
      const rest = await t.rest('GET', url, { token });
      expect(rest.statusCode, rest.body).toBe(200);
      const weeks =
        rest.json<{ start: string; goal: number | null; plannedGoal: number | null }[]>();
      // From the week of the first entry (20 Nov), not 27 empty weeks before it.
      expect(weeks.map((w) => [w.start, w.goal, w.plannedGoal])).toEqual([
        ['2026-11-16', 3, null],
        ['2026-11-23', 2, 2],
        ['2026-11-30', null, 1],
      ]);
      const trpc = await t.trpc(
        'query',
        'habits.history',
        { id, bucket: 'week', from: '2026-05-29', to: '2026-11-26' },
        token,
      );
      expect(trpc.json<{ result: { data: unknown } }>().result.data).toEqual(weeks);
    });

    it("answers 404 for another user's habit and 401 signed out", async () => {
      at('2026-11-26');
      const id = await create();
      await t.rest('PUT', `/api/habits/${id}/plan`, { token, body: plan });
      const res = await t.rest('POST', `/api/habits/${id}/plan/hold`, {
        token: other,
        body: { days: 7 },
      });
      expect(res.statusCode).toBe(404);
      expect((await t.trpc('mutation', 'habits.holdPlan', { id, days: 7 }, other)).statusCode).toBe(
        404,
      );
      expect(
        (await t.rest('POST', `/api/habits/${id}/plan/hold`, { body: { days: 7 } })).statusCode,
      ).toBe(401);
      expect((await goals(id)).at(-1)).toEqual(['2026-11-30', 1]);
    });
  },
);
