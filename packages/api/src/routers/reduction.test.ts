import { addDays } from '@taper/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  availableTestEngines,
  createTestApiWithTwoUsers,
  numberHabit,
  type TestApi,
} from '../testing';

// The test clock's today is Saturday 2025-03-15; the user's week starts on Monday the 10th.
const TODAY = '2025-03-15';

interface HabitAnswer {
  id: number;
  baseline: number | null;
  unit: string | null;
  costPerUnit: number | null;
}

interface ReductionAnswer {
  baseline: number | null;
  changeVsBaseline: number | null;
  unitsAvoided: number | null;
  moneySaved: number | null;
  milestones: { id: string; seen: boolean }[];
}

const COFFEE = {
  ...numberHabit,
  name: 'Coffee',
  dailyGoal: 3,
  baseline: 5,
  unit: 'cups',
  costPerUnit: 3.2,
};

describe.each(availableTestEngines())(
  'reduction: baseline, unit, cost, figures, on %s',
  (engine) => {
    let t: TestApi;
    let token: string;
    let otherToken: string;
    beforeAll(async () => {
      ({ t, token, otherToken } = await createTestApiWithTwoUsers(engine));
    });
    afterAll(async () => {
      await t.close();
    });

    async function aWeekOf2s(): Promise<number> {
      const created = await t.rest('POST', '/api/habits', { token, body: COFFEE });
      expect(created.statusCode, created.body).toBe(200);
      const id = created.json<HabitAnswer>().id;
      for (let back = 6; back >= 0; back--) {
        const logged = await t.rest('POST', `/api/habits/${String(id)}/entries`, {
          token,
          body: { date: addDays(TODAY, -back), actualValue: 2 },
        });
        expect(logged.statusCode, logged.body).toBe(200);
      }
      return id;
    }

    it('answers the figures of 5 coffees a day at 3.20 and a week of 2s, the same through /api and /trpc', async () => {
      const id = await aWeekOf2s();
      const rest = await t.rest('GET', `/api/habits/${String(id)}/reduction`, { token });
      expect(rest.statusCode, rest.body).toBe(200);
      expect(rest.json()).toMatchObject({
        baseline: 5,
        baselineSource: 'entered',
        per: 'day',
        thisWeek: { total: 12, days: 6 },
        lastWeek: { total: 2, days: 1 },
        thisMonth: { total: 14, days: 7 },
        lastMonth: { total: 0, days: 0 },
        changeVsBaseline: -0.6,
        unitsAvoided: 21,
        moneySaved: 67.2,
        daysSinceOver: 7,
        longestWithoutOver: 7,
      });
      const trpc = await t.trpc('query', 'habits.reduction', { id }, token);
      expect(trpc.json<{ result: { data: unknown } }>().result.data).toEqual(rest.json());
      // The habit screen and the summary carry the same figures.
      const stats = await t.rest('GET', `/api/habits/${String(id)}/stats`, { token });
      expect(stats.json<{ reduction: unknown }>().reduction).toEqual(rest.json());
      const summary = await t.rest('GET', '/api/summary', { token });
      const card = summary
        .json<{ habits: { habitId: number; reduction: unknown }[] }>()
        .habits.find((habit) => habit.habitId === id);
      expect(card?.reduction).toEqual(rest.json());
    });

    it('shows a milestone until it is marked seen, once', async () => {
      const id = await aWeekOf2s();
      const before = await t.rest('GET', `/api/habits/${String(id)}/reduction`, { token });
      expect(before.json<ReductionAnswer>().milestones).toEqual([
        { id: 'money-10', kind: 'money', threshold: 10, seen: false },
        { id: 'money-50', kind: 'money', threshold: 50, seen: false },
      ]);
      const seen = await t.rest('POST', `/api/habits/${String(id)}/milestones/seen`, {
        token,
        body: { ids: ['money-10'] },
      });
      expect(seen.statusCode, seen.body).toBe(200);
      const trpcSeen = await t.trpc(
        'mutation',
        'habits.seeMilestones',
        { id, ids: ['money-50'] },
        token,
      );
      expect(trpcSeen.statusCode, trpcSeen.body).toBe(200);
      const after = await t.rest('GET', `/api/habits/${String(id)}/reduction`, { token });
      expect(after.json<ReductionAnswer>().milestones.map((milestone) => milestone.seen)).toEqual([
        true,
        true,
      ]);
      const bad = await t.rest('POST', `/api/habits/${String(id)}/milestones/seen`, {
        token,
        body: { ids: ['money-11'] },
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json<{ message: string }>().message).toContain('A milestone is one of');
    });

    it('takes the fields on create and PUT, keeps them on a rename, clears them with null', async () => {
      const created = await t.rest('POST', '/api/habits', { token, body: COFFEE });
      const habit = created.json<HabitAnswer>();
      expect(habit).toMatchObject({ baseline: 5, unit: 'cups', costPerUnit: 3.2 });
      const renamed = await t.rest('PUT', `/api/habits/${String(habit.id)}`, {
        token,
        body: { name: 'Espresso' },
      });
      expect(renamed.json<HabitAnswer>()).toMatchObject({
        baseline: 5,
        unit: 'cups',
        costPerUnit: 3.2,
      });
      const changed = await t.trpc(
        'mutation',
        'habits.update',
        { id: habit.id, name: 'Espresso', baseline: 4.5, unit: ' mugs ', costPerUnit: null },
        token,
      );
      expect(changed.json<{ result: { data: HabitAnswer } }>().result.data).toMatchObject({
        baseline: 4.5,
        unit: 'mugs',
        costPerUnit: null,
      });
      const list = await t.rest('GET', '/api/habits', { token });
      expect(list.json<HabitAnswer[]>().find((one) => one.id === habit.id)).toMatchObject({
        baseline: 4.5,
        unit: 'mugs',
        costPerUnit: null,
      });
      // Turned into a level habit, it drops them.
      const level = await t.rest('PUT', `/api/habits/${String(habit.id)}`, {
        token,
        body: { name: 'Espresso', goalType: 'level', goalSchedule: 'daily', levelGoal: 'low' },
      });
      expect(level.statusCode, level.body).toBe(200);
      expect(level.json<HabitAnswer>()).toMatchObject({
        baseline: null,
        unit: null,
        costPerUnit: null,
      });
    });

    it('refuses bad fields, and fields on a level habit, with a sentence, changing nothing', async () => {
      const cases: [Record<string, unknown>, string][] = [
        [{ ...COFFEE, baseline: -1 }, 'The baseline cannot be negative'],
        [{ ...COFFEE, unit: 'a'.repeat(21) }, 'The unit is at most 20 characters'],
        [{ ...COFFEE, costPerUnit: 3.205 }, 'The cost per unit has at most two decimals'],
        [{ ...COFFEE, baseline: 'five' }, 'The baseline is a number'],
        [
          { ...numberHabit, goalType: 'level', levelGoal: 'low', baseline: 2 },
          'A baseline, a unit and a cost per unit are for number habits only',
        ],
      ];
      const before = (await t.rest('GET', '/api/habits', { token })).json<unknown[]>().length;
      for (const [body, message] of cases) {
        const answer = await t.rest('POST', '/api/habits', { token, body });
        expect(answer.statusCode, JSON.stringify(body)).toBe(400);
        expect(answer.json<{ message: string }>().message).toContain(message);
      }
      expect((await t.rest('GET', '/api/habits', { token })).json<unknown[]>().length).toBe(before);
      const created = await t.rest('POST', '/api/habits', { token, body: COFFEE });
      const id = created.json<HabitAnswer>().id;
      const put = await t.rest('PUT', `/api/habits/${String(id)}`, {
        token,
        body: { name: 'Coffee', costPerUnit: -2 },
      });
      expect(put.statusCode).toBe(400);
      expect(put.json<{ message: string }>().message).toContain(
        'The cost per unit cannot be negative',
      );
      const kept = await t.rest('GET', `/api/habits/${String(id)}`, { token });
      expect(kept.json<HabitAnswer>().costPerUnit).toBe(3.2);
    });

    it("keeps another user's habit out of reach (404) and unchanged", async () => {
      const id = await aWeekOf2s();
      for (const answer of [
        await t.rest('GET', `/api/habits/${String(id)}/reduction`, { token: otherToken }),
        await t.rest('POST', `/api/habits/${String(id)}/milestones/seen`, {
          token: otherToken,
          body: { ids: ['money-10'] },
        }),
        await t.rest('PUT', `/api/habits/${String(id)}`, {
          token: otherToken,
          body: { name: 'Coffee', baseline: 1 },
        }),
      ])
        expect(answer.statusCode).toBe(404);
      const trpc = await t.trpc('query', 'habits.reduction', { id }, otherToken);
      expect(trpc.statusCode).toBe(404);
      const mine = await t.rest('GET', `/api/habits/${String(id)}/reduction`, { token });
      expect(mine.json<ReductionAnswer>()).toMatchObject({ baseline: 5 });
      expect(mine.json<ReductionAnswer>().milestones.every((milestone) => !milestone.seen)).toBe(
        true,
      );
    });

    it('answers the currency on the user, set at sign-up and by PUT /api/auth/user, refused when unknown', async () => {
      const signup = await t.rest('POST', '/api/signup', {
        body: {
          email: 'pounds@example.com',
          password: 'Secret-pass1!',
          firstName: 'P',
          lastName: 'S',
          currency: 'gbp',
        },
      });
      expect(signup.statusCode, signup.body).toBe(200);
      const pounds = signup.json<{ token: string; user: { currency: string } }>();
      expect(pounds.user.currency).toBe('GBP');
      const me = await t.rest('GET', '/api/auth/user', { token });
      expect(me.json<{ currency: string }>().currency).toBe('EUR');
      const put = await t.rest('PUT', '/api/auth/user', { token, body: { currency: 'USD' } });
      expect(put.statusCode, put.body).toBe(200);
      expect(put.json<{ currency: string; themePreference: string }>()).toMatchObject({
        currency: 'USD',
      });
      const trpc = await t.trpc('mutation', 'auth.updatePreferences', { currency: 'CHF' }, token);
      expect(trpc.json<{ result: { data: { currency: string } } }>().result.data.currency).toBe(
        'CHF',
      );
      const bad = await t.rest('PUT', '/api/auth/user', { token, body: { currency: 'EURO' } });
      expect(bad.statusCode).toBe(400);
      expect(bad.json<{ message: string }>().message).toContain('Please choose a currency');
      expect(
        (await t.rest('GET', '/api/auth/user', { token })).json<{ currency: string }>().currency,
      ).toBe('CHF');
    });
  },
);
