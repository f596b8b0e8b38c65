import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { availableTestEngines, numberHabit, type TestApi } from '../../testing';
import { createHabitsTestApi } from './habits.testing';

const weekly = {
  monday: 1,
  tuesday: 1,
  wednesday: 1,
  thursday: 1,
  friday: 1,
  saturday: 5,
  sunday: 5,
};

describe.each(availableTestEngines())('habit calls on %s', (engine) => {
  let t: TestApi;
  let token: string;
  let premiumToken: string;
  beforeAll(async () => {
    ({ t, token, premiumToken } = await createHabitsTestApi(engine));
  });
  afterAll(async () => {
    await t.close();
  });

  it('creates, reads, lists (oldest first), renames, updates and deletes a habit', async () => {
    const created = await t.rest('POST', '/api/habits', { token, body: numberHabit });
    expect(created.statusCode).toBe(200);
    const habit = created.json();
    expect(habit).toMatchObject({
      ...numberHabit,
      weeklyGoals: null,
      customTags: null,
      budget: null,
    });
    const second = (
      await t.rest('POST', '/api/habits', {
        token,
        body: { ...numberHabit, name: 'Beer', icon: 'beer' },
      })
    ).json<{ id: number }>();

    expect((await t.rest('GET', `/api/habits/${habit.id}`, { token })).json()).toEqual(habit);
    expect(
      (await t.rest('GET', '/api/habits', { token })).json<{ id: number }[]>().map((h) => h.id),
    ).toEqual([habit.id, second.id]);

    const renamed = await t.rest('PUT', `/api/habits/${habit.id}`, {
      token,
      body: { name: '  Espresso ' },
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ name: 'Espresso', dailyGoal: 2, color: '#3B82F6' });

    const full = await t.rest('PUT', `/api/habits/${habit.id}`, {
      token,
      body: {
        name: 'Drinks',
        color: '#EF4444',
        icon: 'beer',
        goalType: 'custom_tags',
        goalSchedule: 'custom_daily',
        customTags: ['none', ' some ', '', 'lots'],
        weeklyGoals: {
          ...weekly,
          saturday: '3',
          sunday: '3',
          monday: '1',
          tuesday: '1',
          wednesday: '1',
          thursday: '1',
          friday: '2',
        },
      },
    });
    expect(full.statusCode, full.body).toBe(200);
    expect(full.json()).toMatchObject({
      name: 'Drinks',
      goalType: 'custom_tags',
      customTags: ['none', 'some', 'lots'],
    });

    const del = await t.rest('DELETE', `/api/habits/${second.id}`, { token });
    expect(del.json()).toEqual({ success: true });
    expect((await t.rest('GET', `/api/habits/${second.id}`, { token })).json()).toEqual({
      message: 'Habit not found',
      code: 'NOT_FOUND',
    });
    expect((await t.rest('DELETE', `/api/habits/${second.id}`, { token })).statusCode).toBe(404);
  });

  it('refuses invalid habits with 400 and changes nothing', async () => {
    const before = (await t.rest('GET', '/api/habits', { token })).body;
    for (const body of [
      { ...numberHabit, name: '   ' },
      { ...numberHabit, color: 'red' },
      { ...numberHabit, dailyGoal: -1 },
      { ...numberHabit, dailyGoal: 1.5 },
      { ...numberHabit, dailyGoal: undefined },
      { ...numberHabit, goalType: 'level', levelGoal: 'extreme' },
      { ...numberHabit, goalType: 'custom_tags', levelGoal: '1', customTags: ['only one'] },
      { ...numberHabit, goalType: 'custom_tags', levelGoal: '3', customTags: ['a', 'b'] },
      { ...numberHabit, goalSchedule: 'custom_daily' },
      { ...numberHabit, goalType: 'bogus' },
      { ...numberHabit, name: 'x'.repeat(101) },
      [],
    ]) {
      const res = await t.rest('POST', '/api/habits', { token, body });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toMatchObject({ code: 'BAD_REQUEST', message: expect.any(String) });
    }
    expect((await t.rest('GET', '/api/habits', { token })).body).toBe(before);
    const habit = (await t.rest('POST', '/api/habits', { token, body: numberHabit })).json<{
      id: number;
    }>();
    expect(
      (await t.rest('PUT', `/api/habits/${habit.id}`, { token, body: { name: '' } })).statusCode,
    ).toBe(400);
    expect(
      (
        await t.rest('PUT', `/api/habits/${habit.id}`, {
          token,
          body: { name: 'X', goalType: 'level', levelGoal: 'huge' },
        })
      ).statusCode,
    ).toBe(400);
    expect((await t.rest('GET', '/api/habits/abc', { token })).statusCode).toBe(400);
    expect((await t.rest('GET', '/api/habits/99999', { token })).statusCode).toBe(404);
  });

  it('enforces icon tiers: FREE cannot use PREMIUM (403); unknown or disabled icons are 400', async () => {
    const premiumIcon = await t.testDb.db
      .selectFrom('icons')
      .select('id')
      .where('tier', '=', 'PREMIUM')
      .executeTakeFirstOrThrow();
    const refused = await t.rest('POST', '/api/habits', {
      token,
      body: { ...numberHabit, icon: premiumIcon.id },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('FORBIDDEN');
    expect(
      (
        await t.rest('POST', '/api/habits', {
          token: premiumToken,
          body: { ...numberHabit, icon: premiumIcon.id },
        })
      ).statusCode,
    ).toBe(200);
    const habit = (await t.rest('POST', '/api/habits', { token, body: numberHabit })).json<{
      id: number;
    }>();
    expect(
      (
        await t.rest('PUT', `/api/habits/${habit.id}`, {
          token,
          body: { name: 'x', icon: premiumIcon.id },
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await t.rest('POST', '/api/habits', {
          token,
          body: { ...numberHabit, icon: 'no_such_icon' },
        })
      ).statusCode,
    ).toBe(400);
    await t.testDb.db
      .updateTable('icons')
      .set({ visibility: 'disabled' })
      .where('id', '=', 'smoking')
      .execute();
    expect(
      (await t.rest('POST', '/api/habits', { token, body: { ...numberHabit, icon: 'smoking' } }))
        .statusCode,
    ).toBe(400);
    await t.testDb.db
      .updateTable('icons')
      .set({ visibility: 'enabled' })
      .where('id', '=', 'smoking')
      .execute();
  });

  it('needs a session for every habit and entry call', async () => {
    for (const [method, url] of [
      ['GET', '/api/habits'],
      ['POST', '/api/habits'],
      ['GET', '/api/habits/1'],
      ['PUT', '/api/habits/1'],
      ['DELETE', '/api/habits/1'],
      ['POST', '/api/habits/1/restore'],
      ['GET', '/api/habits/1/entries'],
      ['POST', '/api/habits/1/entries'],
      ['GET', '/api/habits/1/streaks'],
      ['GET', '/api/summary'],
      ['GET', '/api/entries'],
      ['PUT', '/api/habit-entries/1'],
    ] as const) {
      const res = await t.rest(method, url, {
        body: method === 'GET' || method === 'DELETE' ? undefined : {},
      });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
      expect(res.json()).toEqual({ message: 'Unauthorized', code: 'UNAUTHORIZED' });
    }
  });
});
