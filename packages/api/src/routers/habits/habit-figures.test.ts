import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { availableTestEngines, numberHabit, type TestApi } from '../../testing';
import { createHabitsTestApi } from './habits.testing';

describe.each(availableTestEngines())('habit streaks, summary and stats on %s', (engine) => {
  let t: TestApi;
  let token: string;
  beforeAll(async () => {
    ({ t, token } = await createHabitsTestApi(engine));
  });
  afterAll(async () => {
    await t.close();
  });

  it("computes streaks with the user's today", async () => {
    const habit = (await t.rest('POST', '/api/habits', { token, body: numberHabit })).json<{
      id: number;
    }>();
    const log = (date: string, actualValue: number) =>
      t.rest('POST', `/api/habits/${habit.id}/entries`, { token, body: { date, actualValue } });
    for (const date of ['2025-02-26', '2025-02-27', '2025-02-28', '2025-03-01']) await log(date, 1);
    await log('2025-03-02', 9);
    for (const date of ['2025-03-12', '2025-03-13', '2025-03-14']) await log(date, 0);
    const streaks = await t.rest('GET', `/api/habits/${habit.id}/streaks`, { token });
    expect(streaks.json()).toEqual({
      currentStreak: 3,
      longestStreak: 4,
      longestStreakThisMonth: 3,
    });
    const viaTrpc = await t.trpc('query', 'habits.streaks', { id: habit.id }, token);
    expect(viaTrpc.json().result.data.currentStreak).toBe(3);
  });

  it("summarises every habit: the server's streaks, this month's calendar, On Track and Missed", async () => {
    const owner = (await t.signup('summary@example.com')).token;
    const create = async (name: string) =>
      (await t.rest('POST', '/api/habits', { token: owner, body: { ...numberHabit, name } })).json<{
        id: number;
      }>().id;
    const coffee = await create('Coffee');
    const tea = await create('Tea');
    const log = (id: number, date: string, actualValue: number) =>
      t.rest('POST', `/api/habits/${id}/entries`, { token: owner, body: { date, actualValue } });
    // Today is 2025-03-15; the March grid runs 2025-02-24 … 2025-04-06.
    for (const date of ['2025-01-10', '2025-02-22', '2025-02-23', '2025-02-24', '2025-03-14'])
      await log(coffee, date, 1);
    await log(coffee, '2025-03-15', 9);
    const summary = await t.rest('GET', '/api/summary', { token: owner });
    expect(summary.statusCode).toBe(200);
    const body = summary.json<{
      today: string;
      habits: {
        habitId: number;
        month: { heading: string; onTrack: number; missed: number };
        streaks: { currentStreak: number; longestStreak: number };
        calendar: { date: string; status: string; inMonth: boolean; entry: unknown }[];
      }[];
    }>();
    expect(body.today).toBe('2025-03-15');
    expect(body.habits.map((habit) => habit.habitId)).toEqual([coffee, tea]);
    const [coffeeCard, teaCard] = body.habits;
    expect(coffeeCard?.month).toEqual({ heading: 'March 2025', onTrack: 1, missed: 1 });
    expect(coffeeCard?.calendar).toHaveLength(42);
    expect(coffeeCard?.calendar[0]).toMatchObject({ date: '2025-02-24', status: 'success' });
    expect(coffeeCard?.calendar.filter((day) => day.entry !== null).map((day) => day.date)).toEqual(
      ['2025-02-24', '2025-03-14', '2025-03-15'],
    );
    expect(teaCard?.month).toEqual({ heading: 'March 2025', onTrack: 0, missed: 0 });
    expect(teaCard?.streaks).toEqual({ currentStreak: 0, longestStreak: 0, unit: 'day' });
    // The streaks count the whole history, as the per-habit call does.
    const streaks = (await t.rest('GET', `/api/habits/${coffee}/streaks`, { token: owner })).json();
    expect(coffeeCard?.streaks).toEqual({
      currentStreak: streaks.currentStreak,
      longestStreak: streaks.longestStreak,
      unit: 'day',
    });
    expect(streaks).toMatchObject({ longestStreak: 3 });
    const viaTrpc = await t.trpc('query', 'habits.summary', undefined, owner);
    expect(viaTrpc.json().result.data).toEqual(body);
    // Another user sees only their own.
    const other = (await t.signup('summary-other@example.com')).token;
    expect((await t.rest('GET', '/api/summary', { token: other })).json()).toEqual({
      today: '2025-03-15',
      habits: [],
      yesterday: { date: '2025-03-14', unloggedHabitIds: [] },
    });
  });

  it("serves the habit screen's figures for a month, the same through /api and /trpc", async () => {
    const owner = (await t.signup('stats@example.com')).token;
    const habit = (await t.rest('POST', '/api/habits', { token: owner, body: numberHabit })).json<{
      id: number;
    }>();
    for (const [date, actualValue] of [
      ['2025-02-27', 1],
      ['2025-02-28', 5],
      ['2025-03-14', 2],
      ['2025-03-15', 0],
    ] as const) {
      await t.rest('POST', `/api/habits/${habit.id}/entries`, {
        token: owner,
        body: { date, actualValue, ...(date === '2025-03-14' ? { note: 'Long day' } : {}) },
      });
    }
    const march = await t.rest('GET', `/api/habits/${habit.id}/stats`, { token: owner });
    expect(march.statusCode).toBe(200);
    expect(march.json()).toMatchObject({
      today: '2025-03-15',
      month: { year: 2025, month: 3, heading: 'March 2025', daysOnTarget: 2, successRate: 100 },
      streaks: { currentStreak: 2, longestStreak: 2, tier: 'Building momentum' },
      week: { averageDailyText: '1', weeklyTarget: 'Keep under 14/week' },
    });
    const day = march
      .json<{ calendar: { date: string; entry: unknown }[] }>()
      .calendar.find((cell) => cell.date === '2025-03-14');
    expect(day?.entry).toMatchObject({ actualValue: 2, note: 'Long day', label: '2' });

    const february = await t.rest('GET', `/api/habits/${habit.id}/stats?month=2025-02`, {
      token: owner,
    });
    expect(february.json()).toMatchObject({
      month: { heading: 'February 2025', daysOnTarget: 1, successRate: 50, missed: 1 },
      // The week and the streaks stay on today.
      streaks: { currentStreak: 2 },
    });
    const viaTrpc = await t.trpc(
      'query',
      'habits.stats',
      { id: habit.id, month: '2025-02' },
      owner,
    );
    expect(viaTrpc.json().result.data).toEqual(february.json());

    for (const month of ['2025-13', 'March', '2025-3']) {
      const bad = await t.rest('GET', `/api/habits/${habit.id}/stats?month=${month}`, {
        token: owner,
      });
      expect(bad.statusCode, month).toBe(400);
    }
    const stranger = (await t.signup('stats-stranger@example.com')).token;
    expect(
      (await t.rest('GET', `/api/habits/${habit.id}/stats`, { token: stranger })).statusCode,
    ).toBe(404);
    expect((await t.rest('GET', `/api/habits/${habit.id}/stats`)).statusCode).toBe(401);
  });
});
