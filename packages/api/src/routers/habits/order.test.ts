/**
 * Issue 20 through both adapters (REST and tRPC) on each engine: archive and unarchive, the order
 * of the habits, the week start and the day end, with a second user who can touch none of it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { availableTestEngines, createTestApi, numberHabit, type TestApi } from '../../testing';

interface HabitOut {
  id: number;
  name: string;
  archived: boolean;
}

describe.each(availableTestEngines())('archive, order, week start and day end on %s', (engine) => {
  let t: TestApi;
  let token: string;
  let otherToken: string;
  let ids: number[] = [];

  const create = async (as: string, name: string) =>
    (
      await t.rest('POST', '/api/habits', { token: as, body: { ...numberHabit, name } })
    ).json<HabitOut>();
  const listNames = async (as = token) =>
    (await t.rest('GET', '/api/habits', { token: as })).json<HabitOut[]>().map((h) => h.name);
  const summaryIds = async () =>
    (await t.rest('GET', '/api/summary', { token }))
      .json<{ habits: { habitId: number }[] }>()
      .habits.map((card) => card.habitId);

  beforeAll(async () => {
    t = await createTestApi(engine);
    await t.signup('admin@example.com');
    token = (await t.signup('ann@example.com')).token;
    otherToken = (await t.signup('bob@example.com')).token;
    for (const name of ['Coffee', 'Wine', 'Sugar']) ids.push((await create(token, name)).id);
    await create(otherToken, 'Bob habit');
  });
  afterAll(async () => {
    await t.close();
  });

  it('archives (REST) and unarchives (tRPC): kept with its data, out of the summary, back at the end', async () => {
    const [coffee] = ids as [number];
    const logged = await t.rest('POST', `/api/habits/${coffee}/entries`, {
      token,
      body: { date: '2025-03-14', actualValue: 1 },
    });
    expect(logged.statusCode).toBe(200);

    const archived = await t.rest('POST', `/api/habits/${coffee}/archive`, { token });
    expect(archived.statusCode).toBe(200);
    expect(archived.json()).toMatchObject({ id: coffee, name: 'Coffee', archived: true });
    expect((await t.rest('GET', `/api/habits/${coffee}`, { token })).json()).toMatchObject({
      archived: true,
    });
    const listed = (await t.rest('GET', '/api/habits', { token })).json<HabitOut[]>();
    expect(listed.map((h) => [h.name, h.archived])).toEqual([
      ['Coffee', true],
      ['Wine', false],
      ['Sugar', false],
    ]);
    expect(await summaryIds()).toEqual(ids.slice(1));
    const entries = await t.rest('GET', `/api/habits/${coffee}/entries`, { token });
    expect(entries.json<unknown[]>()).toHaveLength(1);

    const back = await t.trpc('mutation', 'habits.unarchive', { id: coffee }, token);
    expect(back.statusCode).toBe(200);
    expect(back.json().result.data).toMatchObject({ id: coffee, archived: false });
    expect(await listNames()).toEqual(['Wine', 'Sugar', 'Coffee']);
    expect(await summaryIds()).toEqual([ids[1], ids[2], coffee]);
    ids = [ids[1]!, ids[2]!, coffee];
  });

  it("another user's habit is not found, to archive or unarchive; nothing changes", async () => {
    const [first] = ids as [number];
    for (const path of ['archive', 'unarchive']) {
      const rest = await t.rest('POST', `/api/habits/${first}/${path}`, { token: otherToken });
      expect(rest.statusCode).toBe(404);
      expect(rest.json().message).toBe('Habit not found');
      const trpc = await t.trpc('mutation', `habits.${path}`, { id: first }, otherToken);
      expect(trpc.statusCode).toBe(404);
    }
    expect((await t.rest('POST', '/api/habits/999999/archive', { token })).statusCode).toBe(404);
    expect((await t.rest('POST', `/api/habits/${first}/archive`)).statusCode).toBe(401);
    expect(await listNames()).toEqual(['Wine', 'Sugar', 'Coffee']);
  });

  it('PUT /api/habits/order (REST and tRPC) orders every list of habits', async () => {
    const [wine, sugar, coffee] = ids as [number, number, number];
    const put = await t.rest('PUT', '/api/habits/order', {
      token,
      body: { ids: [coffee, wine, sugar] },
    });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toEqual({ success: true });
    expect(await listNames()).toEqual(['Coffee', 'Wine', 'Sugar']);
    expect(await summaryIds()).toEqual([coffee, wine, sugar]);
    const viaTrpc = await t.trpc(
      'mutation',
      'habits.reorder',
      { ids: [sugar, coffee, wine] },
      token,
    );
    expect(viaTrpc.statusCode).toBe(200);
    expect(await listNames()).toEqual(['Sugar', 'Coffee', 'Wine']);
  });

  it('any other set of ids is a 400 with a sentence, and changes nothing', async () => {
    const [sugar, coffee, wine] = [ids[1]!, ids[2]!, ids[0]!];
    const bobs = (await t.rest('GET', '/api/habits', { token: otherToken })).json<HabitOut[]>();
    const bodies: unknown[] = [
      { ids: [sugar, coffee] },
      { ids: [sugar, coffee, wine, wine] },
      { ids: [sugar, coffee, wine, bobs[0]!.id] },
      { ids: [sugar, coffee, bobs[0]!.id] },
      { ids: [] },
      { ids: ['a'] },
      {},
      { ids: [sugar, coffee, -1] },
    ];
    for (const body of bodies) {
      const res = await t.rest('PUT', '/api/habits/order', { token, body });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message, JSON.stringify(body)).toMatch(/^[A-Z].+/);
    }
    const wrong = await t.rest('PUT', '/api/habits/order', {
      token,
      body: { ids: [sugar, coffee] },
    });
    expect(wrong.json().message).toBe(
      'The order must list each of your unarchived habits exactly once, and no other habit',
    );
    const viaTrpc = await t.trpc('mutation', 'habits.reorder', { ids: [bobs[0]!.id] }, token);
    expect(viaTrpc.statusCode).toBe(400);
    // Bob cannot order Ann's habits either.
    const asBob = await t.rest('PUT', '/api/habits/order', {
      token: otherToken,
      body: { ids: [sugar, coffee, wine] },
    });
    expect(asBob.statusCode).toBe(400);
    expect(await listNames()).toEqual(['Sugar', 'Coffee', 'Wine']);
    expect(await listNames(otherToken)).toEqual(['Bob habit']);
  });

  it('ten reorders at once all succeed, and the list ends in one of their orders', async () => {
    const orders = Array.from({ length: 10 }, (_, i) =>
      i % 2 === 0 ? [...ids] : [...ids].reverse(),
    );
    const results = await Promise.all(
      orders.map((order) => t.rest('PUT', '/api/habits/order', { token, body: { ids: order } })),
    );
    expect(results.map((res) => res.statusCode)).toEqual(orders.map(() => 200));
    const final = (await t.rest('GET', '/api/habits', { token })).json<HabitOut[]>();
    const finalIds = final.map((h) => h.id).join();
    expect([ids.join(), [...ids].reverse().join()]).toContain(finalIds);
    await t.rest('PUT', '/api/habits/order', { token, body: { ids } });
  });

  it('the order names the unarchived habits only', async () => {
    const [wine, sugar, coffee] = [ids[0]!, ids[1]!, ids[2]!];
    await t.rest('POST', `/api/habits/${wine}/archive`, { token });
    const withArchived = await t.rest('PUT', '/api/habits/order', {
      token,
      body: { ids: [coffee, sugar, wine] },
    });
    expect(withArchived.statusCode).toBe(400);
    const res = await t.rest('PUT', '/api/habits/order', { token, body: { ids: [coffee, sugar] } });
    expect(res.statusCode).toBe(200);
    await t.rest('POST', `/api/habits/${wine}/unarchive`, { token });
    expect(await listNames()).toEqual(['Coffee', 'Sugar', 'Wine']);
  });

  it('the week start and the day end: saved, returned, validated, followed by the calendars', async () => {
    const me = await t.rest('GET', '/api/auth/user', { token });
    expect(me.json()).toMatchObject({ weekStart: 'monday', dayEndsAtHour: 0 });
    const first = ids[0]!;
    const mondayGrid = (
      await t.rest('GET', `/api/habits/${first}/stats?month=2025-03`, { token })
    ).json<{ calendar: { date: string }[] }>();
    expect(mondayGrid.calendar[0]?.date).toBe('2025-02-24');

    const put = await t.rest('PUT', '/api/auth/user', {
      token,
      body: { weekStart: 'sunday', dayEndsAtHour: 3 },
    });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toMatchObject({ weekStart: 'sunday', dayEndsAtHour: 3 });
    expect((await t.trpc('query', 'auth.me', undefined, token)).json().result.data).toMatchObject({
      weekStart: 'sunday',
      dayEndsAtHour: 3,
    });
    const stats = (
      await t.rest('GET', `/api/habits/${first}/stats?month=2025-03`, { token })
    ).json<{
      calendar: { date: string }[];
      insights: { weekBlocks: { label: string; start: string }[] };
    }>();
    expect(stats.calendar[0]?.date).toBe('2025-02-23');
    // The Weekly Breakdown keeps SPEC's four blocks whatever the week start.
    expect(stats.insights.weekBlocks.map((block) => block.label)).toEqual([
      '1-7',
      '8-14',
      '15-21',
      '22-28',
    ]);
    expect(stats.insights.weekBlocks[0]?.start).toBe('2025-03-01');
    const weekdays = (await t.rest('GET', `/api/habits/${first}/weekdays`, { token })).json<{
      days: { weekday: string }[];
    }>();
    expect(weekdays.days[0]?.weekday).toBe('Sunday');
    const summary = (await t.rest('GET', '/api/summary', { token })).json<{
      habits: { calendar: { date: string }[] }[];
    }>();
    expect(summary.habits[0]?.calendar[0]?.date).toBe('2025-02-23');

    for (const body of [
      { weekStart: 'saturday' },
      { dayEndsAtHour: 7 },
      { dayEndsAtHour: -1 },
      { dayEndsAtHour: 2.5 },
      { dayEndsAtHour: '3' },
    ]) {
      const res = await t.rest('PUT', '/api/auth/user', { token, body });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toMatch(/^(Week start|Day ends at hour) /);
    }
    const viaTrpc = await t.trpc('mutation', 'auth.updatePreferences', { dayEndsAtHour: 9 }, token);
    expect(viaTrpc.statusCode).toBe(400);
    expect((await t.rest('GET', '/api/auth/user', { token })).json()).toMatchObject({
      weekStart: 'sunday',
      dayEndsAtHour: 3,
    });
  });

  it('with the day ending at 3 a.m., 01:30 is still yesterday: today, the future check and streaks', async () => {
    const night = await t.signup('owl@example.com');
    await t.rest('PUT', '/api/auth/user', { token: night.token, body: { dayEndsAtHour: 3 } });
    const habit = await create(night.token, 'Coffee');
    // 01:30 UTC (the user's zone) on 16 March: still the 15th.
    t.clock.now = new Date('2025-03-16T01:30:00Z');
    try {
      const summary = await t.rest('GET', '/api/summary', { token: night.token });
      expect(summary.json<{ today: string }>().today).toBe('2025-03-15');
      const tomorrow = await t.rest('POST', `/api/habits/${habit.id}/entries`, {
        token: night.token,
        body: { date: '2025-03-16', actualValue: 1 },
      });
      expect(tomorrow.statusCode).toBe(400);
      const tonight = await t.trpc(
        'mutation',
        'entries.log',
        { id: habit.id, date: '2025-03-15', actualValue: 1 },
        night.token,
      );
      expect(tonight.statusCode).toBe(200);
      const streaks = await t.rest('GET', `/api/habits/${habit.id}/streaks`, {
        token: night.token,
      });
      expect(streaks.json()).toMatchObject({ currentStreak: 1 });
      // At 03:00 the 16th begins.
      t.clock.now = new Date('2025-03-16T03:00:00Z');
      const later = await t.rest('GET', '/api/summary', { token: night.token });
      expect(later.json<{ today: string }>().today).toBe('2025-03-16');
      const logged = await t.rest('POST', `/api/habits/${habit.id}/entries`, {
        token: night.token,
        body: { date: '2025-03-16', actualValue: 1 },
      });
      expect(logged.statusCode).toBe(200);
    } finally {
      t.clock.now = new Date('2025-03-15T12:00:00Z');
    }
  });
});
