import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  availableTestEngines,
  createTestApiWithTwoUsers,
  numberHabit,
  type TestApi,
} from '../testing';

interface SummaryAnswer {
  today: string;
  habits: {
    habitId: number;
    goalToday: string;
    recent: { date: string; dayName: string; description: string; isToday: boolean }[];
  }[];
}

describe.each(availableTestEngines())(
  'the summary list: the view remembered on the user, its days and goals, on %s',
  (engine) => {
    let t: TestApi;
    let token: string;
    let otherToken: string;
    beforeAll(async () => {
      ({ t, token, otherToken } = await createTestApiWithTwoUsers(engine, [
        'lister@example.com',
        'carder@example.com',
      ]));
    });
    afterAll(async () => {
      await t.close();
    });

    it('keeps cards until list is chosen, for that user only; refuses another view with a sentence', async () => {
      const me = await t.rest('GET', '/api/auth/user', { token });
      expect(me.json<{ summaryView: string }>().summaryView).toBe('cards');
      const put = await t.rest('PUT', '/api/auth/user', { token, body: { summaryView: 'list' } });
      expect(put.statusCode, put.body).toBe(200);
      expect(put.json<{ summaryView: string; currency: string }>()).toMatchObject({
        summaryView: 'list',
        currency: 'EUR',
      });
      expect(
        (await t.rest('GET', '/api/auth/user', { token })).json<{ summaryView: string }>()
          .summaryView,
      ).toBe('list');
      expect(
        (await t.rest('GET', '/api/auth/user', { token: otherToken })).json<{
          summaryView: string;
        }>().summaryView,
      ).toBe('cards');
      const trpc = await t.trpc(
        'mutation',
        'auth.updatePreferences',
        { summaryView: 'cards' },
        otherToken,
      );
      expect(trpc.statusCode, trpc.body).toBe(200);
      const bad = await t.rest('PUT', '/api/auth/user', { token, body: { summaryView: 'grid' } });
      expect(bad.statusCode).toBe(400);
      expect(bad.json<{ message: string }>().message.length).toBeGreaterThan(5);
    });

    it("answers today and the four days before, named, and today's goal on each card", async () => {
      const created = await t.rest('POST', '/api/habits', { token, body: numberHabit });
      expect(created.statusCode, created.body).toBe(200);
      const id = created.json<{ id: number }>().id;
      const summary = (await t.rest('GET', '/api/summary', { token })).json<SummaryAnswer>();
      const logged = await t.rest('POST', `/api/habits/${String(id)}/entries`, {
        token,
        body: { date: summary.today, actualValue: 1 },
      });
      expect(logged.statusCode, logged.body).toBe(200);
      const after = (await t.rest('GET', '/api/summary', { token })).json<SummaryAnswer>();
      const card = after.habits.find((habit) => habit.habitId === id);
      expect(card?.goalToday).toMatch(/^≤ \d+ today/);
      expect(card?.recent).toHaveLength(5);
      const today = card?.recent[4];
      expect(today).toMatchObject({ date: after.today, isToday: true });
      expect(today?.description).toMatch(/^1, /);
      expect(today?.dayName).toMatch(/^[A-Z][a-z]+day \d+ [A-Z][a-z]+$/);
      const others = (
        await t.rest('GET', '/api/summary', { token: otherToken })
      ).json<SummaryAnswer>();
      expect(others.habits.some((habit) => habit.habitId === id)).toBe(false);
    });
  },
);
