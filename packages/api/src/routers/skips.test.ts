import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SKIP_FUTURE_MESSAGE,
  SKIP_RANGE_ORDER_MESSAGE,
  SKIP_RANGE_TOO_LONG_MESSAGE,
  SKIP_WITH_VALUE_MESSAGE,
} from '@taper/domain';
import { availableTestEngines, createTestApi, numberHabit, type TestApi } from '../testing';

interface Entry {
  id: number;
  date: string;
  performance: string;
  actualValue: number | null;
  note: string | null;
}

// The test clock's today is 2025-03-15.
describe.each(availableTestEngines())('skip days and vacation on %s', (engine) => {
  let t: TestApi;
  let token: string;
  let otherToken: string;
  beforeAll(async () => {
    t = await createTestApi(engine);
    await t.signup('admin@example.com');
    token = (await t.signup('skipper@example.com')).token;
    otherToken = (await t.signup('other@example.com')).token;
  });
  afterAll(async () => {
    await t.close();
  });

  const newHabit = async (as = token, name = 'Coffee') =>
    (await t.rest('POST', '/api/habits', { token: as, body: { ...numberHabit, name } })).json<{
      id: number;
    }>().id;
  const entriesOf = async (id: number, as = token) =>
    (await t.rest('GET', `/api/habits/${id}/entries`, { token: as })).json<Entry[]>();

  it('a skipped day is stored without a value and joins the streak, through /api and /trpc', async () => {
    const id = await newHabit();
    const url = `/api/habits/${id}/entries`;
    await t.rest('POST', url, { token, body: { date: '2025-03-12', actualValue: 1 } });
    const skip = await t.rest('POST', url, {
      token,
      body: { date: '2025-03-13', skip: true, note: ' ill ' },
    });
    expect(skip.statusCode).toBe(200);
    expect(skip.json()).toMatchObject({
      date: '2025-03-13',
      performance: 'skipped',
      actualValue: null,
      levelValue: null,
      note: 'ill',
    });
    const trpc = await t.trpc(
      'mutation',
      'entries.log',
      { id, date: '2025-03-14', actualValue: 2 },
      token,
    );
    expect(trpc.json().result.data.performance).toBe('success');
    const stats = (await t.rest('GET', `/api/habits/${id}/stats`, { token })).json<{
      streaks: { currentStreak: number };
      month: { daysOnTarget: number; successRate: number; loggedDays: number };
      calendar: { date: string; status: string; description: string }[];
    }>();
    expect(stats.streaks.currentStreak).toBe(2);
    expect(stats.month).toMatchObject({ daysOnTarget: 2, successRate: 100, loggedDays: 2 });
    expect(stats.calendar.find((day) => day.date === '2025-03-13')).toMatchObject({
      status: 'skipped',
      description: 'skipped, has a note',
    });
    // A logged day can become skipped and back, through /trpc too.
    const viaTrpc = await t.trpc(
      'mutation',
      'entries.log',
      { id, date: '2025-03-14', skip: true },
      token,
    );
    expect(viaTrpc.json().result.data).toMatchObject({ performance: 'skipped', actualValue: null });
    const entry = (await entriesOf(id)).find((candidate) => candidate.date === '2025-03-14');
    const back = await t.rest('PUT', `/api/habit-entries/${String(entry?.id)}`, {
      token,
      body: { date: '2025-03-14', actualValue: 5 },
    });
    expect(back.json()).toMatchObject({ performance: 'over', actualValue: 5 });
  });

  it('refuses skip with a value, a future day and another user’s habit, changing nothing', async () => {
    const id = await newHabit();
    const url = `/api/habits/${id}/entries`;
    const both = await t.rest('POST', url, {
      token,
      body: { date: '2025-03-10', skip: true, actualValue: 1 },
    });
    expect(both.statusCode).toBe(400);
    expect(both.json().message).toBe(SKIP_WITH_VALUE_MESSAGE);
    const bothTrpc = await t.trpc(
      'mutation',
      'entries.log',
      { id, date: '2025-03-10', skip: true, levelValue: 'low' },
      token,
    );
    expect(bothTrpc.statusCode).toBe(400);
    expect(bothTrpc.json().error.message).toBe(SKIP_WITH_VALUE_MESSAGE);
    const future = await t.rest('POST', url, { token, body: { date: '2025-03-16', skip: true } });
    expect(future.statusCode).toBe(400);
    const theirs = await t.rest('POST', url, {
      token: otherToken,
      body: { date: '2025-03-10', skip: true },
    });
    expect(theirs.statusCode).toBe(404);
    expect(await entriesOf(id)).toEqual([]);
  });

  it('Vacation skips every habit over the range, keeping logged days', async () => {
    const vacationer = (await t.signup('vacation@example.com')).token;
    const coffee = await newHabit(vacationer, 'Coffee');
    const wine = await newHabit(vacationer, 'Wine');
    const theirs = await newHabit(otherToken, 'Tea');
    await t.rest('POST', `/api/habits/${coffee}/entries`, {
      token: vacationer,
      body: { date: '2025-03-09', actualValue: 1 },
    });
    const response = await t.rest('POST', '/api/skips', {
      token: vacationer,
      body: { from: '2025-03-08', to: '2025-03-14' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      skipped: 13,
      alreadyLogged: 1,
      habitIds: [coffee, wine],
    });
    const coffeeDays = await entriesOf(coffee, vacationer);
    expect(coffeeDays).toHaveLength(7);
    expect(coffeeDays.find((entry) => entry.date === '2025-03-09')?.performance).toBe('success');
    expect((await entriesOf(wine, vacationer)).every((e) => e.performance === 'skipped')).toBe(
      true,
    );
    expect(await entriesOf(theirs, otherToken)).toEqual([]);
    // The week of holiday keeps the streak of the day before it.
    await t.rest('POST', `/api/habits/${coffee}/entries`, {
      token: vacationer,
      body: { date: '2025-03-15', actualValue: 0 },
    });
    const stats = (await t.rest('GET', `/api/habits/${coffee}/stats`, { token: vacationer })).json<{
      streaks: { currentStreak: number };
    }>();
    expect(stats.streaks.currentStreak).toBe(2);
  });

  it('Vacation over chosen habits, through /trpc; another user’s habit is 404 and writes nothing', async () => {
    const chooser = (await t.signup('chooser@example.com')).token;
    const coffee = await newHabit(chooser, 'Coffee');
    const wine = await newHabit(chooser, 'Wine');
    const theirs = await newHabit(otherToken, 'Tea');
    const chosen = await t.trpc(
      'mutation',
      'skips.skipRange',
      { from: '2025-03-14', to: '2025-03-15', habitIds: [wine] },
      chooser,
    );
    expect(chosen.json().result.data).toEqual({ skipped: 2, alreadyLogged: 0, habitIds: [wine] });
    expect(await entriesOf(coffee, chooser)).toEqual([]);
    const intrusion = await t.rest('POST', '/api/skips', {
      token: chooser,
      body: { from: '2025-03-01', to: '2025-03-02', habitIds: [coffee, theirs] },
    });
    expect(intrusion.statusCode).toBe(404);
    const intrusionTrpc = await t.trpc(
      'mutation',
      'skips.skipRange',
      { from: '2025-03-01', to: '2025-03-02', habitIds: [theirs] },
      chooser,
    );
    expect(intrusionTrpc.statusCode).toBe(404);
    expect(await entriesOf(coffee, chooser)).toEqual([]);
    expect(await entriesOf(theirs, otherToken)).toEqual([]);
  });

  it('refuses a long, reversed or future range with a sentence, and an anonymous caller', async () => {
    const id = await newHabit();
    const refusals: [unknown, string][] = [
      [{ from: '2025-01-01', to: '2025-03-02' }, SKIP_RANGE_TOO_LONG_MESSAGE],
      [{ from: '2025-03-05', to: '2025-03-04' }, SKIP_RANGE_ORDER_MESSAGE],
      [{ from: '2025-03-14', to: '2025-03-16' }, SKIP_FUTURE_MESSAGE],
    ];
    for (const [body, message] of refusals) {
      const response = await t.rest('POST', '/api/skips', { token, body });
      expect(response.statusCode, message).toBe(400);
      expect(response.json().message).toBe(message);
      const trpc = await t.trpc('mutation', 'skips.skipRange', body, token);
      expect(trpc.statusCode, message).toBe(400);
      expect(trpc.json().error.message).toBe(message);
    }
    const empty = await t.rest('POST', '/api/skips', {
      token,
      body: { from: '2025-03-01', to: '2025-03-02', habitIds: [] },
    });
    expect(empty.statusCode).toBe(400);
    expect(
      (await t.rest('POST', '/api/skips', { body: { from: '2025-03-01', to: '2025-03-02' } }))
        .statusCode,
    ).toBe(401);
    expect(await entriesOf(id)).toEqual([]);
  });
});
