import { sql } from 'kysely';
import { updateHabit, upsertEntry } from '@taper/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { availableTestEngines, createTestApi, numberHabit, type TestApi } from '../../testing';

const weekly = {
  monday: 1,
  tuesday: 1,
  wednesday: 1,
  thursday: 1,
  friday: 1,
  saturday: 5,
  sunday: 5,
};

describe.each(availableTestEngines())('habits and entries on %s', (engine) => {
  let t: TestApi;
  let token: string;
  let premiumToken: string;
  beforeAll(async () => {
    t = await createTestApi(engine);
    await t.signup('admin@example.com');
    token = (await t.signup('free@example.com')).token;
    const premium = await t.signup('premium@example.com');
    premiumToken = premium.token;
    await sql`update users set tier = 'PREMIUM' where id = ${premium.id}`.execute(t.testDb.db);
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

  it('never serves a cached list, streak, summary or entry list after the data changed, even from elsewhere', async () => {
    const user = await t.signup('cache@example.com');
    const owner = user.token;
    const habit = (await t.rest('POST', '/api/habits', { token: owner, body: numberHabit })).json<{
      id: number;
    }>();
    // Through REST (which keeps the JSON) and tRPC (which keeps the result): always equal.
    const read = async () => {
      const answers = {
        list: (await t.rest('GET', '/api/habits', { token: owner })).json<{ name: string }[]>(),
        streaks: (await t.rest('GET', `/api/habits/${habit.id}/streaks`, { token: owner })).json<{
          currentStreak: number;
        }>(),
        summary: (await t.rest('GET', '/api/summary', { token: owner })).json<{
          habits: { month: { onTrack: number } }[];
        }>(),
        entries: (await t.rest('GET', `/api/habits/${habit.id}/entries`, { token: owner })).json<
          unknown[]
        >(),
      };
      const data = async (procedure: string, input?: unknown) =>
        (await t.trpc('query', procedure, input, owner)).json<{ result: { data: unknown } }>()
          .result.data;
      expect({
        list: await data('habits.list'),
        streaks: await data('habits.streaks', { id: habit.id }),
        summary: await data('habits.summary'),
        entries: await data('entries.listForHabit', { id: habit.id }),
      }).toEqual(answers);
      return answers;
    };
    const before = await read();
    expect(await read()).toEqual(before);
    expect(before.streaks.currentStreak).toBe(0);
    expect(before.entries).toHaveLength(0);
    // Written straight to the database, as a second API process would: no hook of this one runs.
    await updateHabit(t.testDb.db, user.id, habit.id, { name: 'Renamed elsewhere' });
    await upsertEntry(t.testDb.db, {
      habitId: habit.id,
      userId: user.id,
      date: '2025-03-15',
      performance: 'success',
      actualValue: 0,
    });
    const after = await read();
    expect(after.list.map((item) => item.name)).toEqual(['Renamed elsewhere']);
    expect(after.streaks.currentStreak).toBe(1);
    expect(after.summary.habits[0]?.month.onTrack).toBe(1);
    expect(after.entries).toHaveLength(1);
    // A new day is a new answer too (the current streak ends when yesterday was missed).
    t.clock.now = new Date('2025-03-17T12:00:00Z');
    expect((await read()).streaks.currentStreak).toBe(0);
    t.clock.now = new Date('2025-03-15T12:00:00Z');
  });

  it('answers a repeated read from what it kept, for its own user, input and session only', async () => {
    const alice = await t.signup('kept-alice@example.com');
    const bob = await t.signup('kept-bob@example.com');
    const create = async (token: string, name: string) =>
      (await t.rest('POST', '/api/habits', { token, body: { ...numberHabit, name } })).json<{
        id: number;
      }>().id;
    const first = await create(alice.token, 'First');
    const second = await create(alice.token, 'Second');
    await create(bob.token, 'Bobs');
    await t.rest('POST', `/api/habits/${first}/entries`, {
      token: alice.token,
      body: { date: '2025-03-15', actualValue: 1 },
    });
    const names = async (token: string) =>
      (await t.rest('GET', '/api/habits', { token })).json<{ name: string }[]>().map((h) => h.name);
    for (let round = 0; round < 2; round += 1) {
      expect(await names(alice.token)).toEqual(['First', 'Second']);
      expect(await names(bob.token)).toEqual(['Bobs']);
      const streak = async (id: number) =>
        (await t.rest('GET', `/api/habits/${id}/streaks`, { token: alice.token })).json<{
          currentStreak: number;
        }>().currentStreak;
      expect([await streak(first), await streak(second)]).toEqual([1, 0]);
    }
    // Kept answers never stand in for authentication or for someone else's habit.
    expect((await t.rest('GET', '/api/habits')).statusCode).toBe(401);
    expect((await t.rest('GET', '/api/habits', { token: 'x'.repeat(43) })).statusCode).toBe(401);
    expect(
      (await t.rest('GET', `/api/habits/${first}/streaks`, { token: bob.token })).statusCode,
    ).toBe(404);
    await t.rest('POST', '/api/logout', { token: alice.token });
    expect((await t.rest('GET', '/api/habits', { token: alice.token })).statusCode).toBe(401);
  });

  it('deleting a habit hides it and its entries at once; restore brings them back (owner only)', async () => {
    const bob = await t.signup('bob-restore@example.com');
    const habit = (await t.rest('POST', '/api/habits', { token, body: numberHabit })).json<{
      id: number;
    }>();
    const logged = (
      await t.rest('POST', `/api/habits/${habit.id}/entries`, {
        token,
        body: { date: '2025-03-01', actualValue: 1, note: 'kept' },
      })
    ).json<{ id: number }>();
    const before = (await t.rest('GET', `/api/habits/${habit.id}`, { token })).json();
    const goals = (await t.rest('GET', `/api/habits/${habit.id}/goals`, { token })).json();
    const listed = async () =>
      (await t.rest('GET', '/api/habits', { token })).json<{ id: number }[]>().map((h) => h.id);
    const allEntries = async () =>
      (await t.rest('GET', '/api/entries', { token }))
        .json<{ habitId: number }[]>()
        .filter((entry) => entry.habitId === habit.id);

    expect(
      (await t.rest('DELETE', `/api/habits/${habit.id}`, { token: bob.token })).statusCode,
    ).toBe(404);
    expect((await t.rest('DELETE', `/api/habits/${habit.id}`, { token })).statusCode).toBe(200);
    expect(await listed()).not.toContain(habit.id);
    expect(await allEntries()).toEqual([]);
    const summary = (await t.rest('GET', '/api/summary', { token })).json<{ id: number }[]>();
    expect(JSON.stringify(summary)).not.toContain(`"id":${String(habit.id)},`);
    for (const url of [`/api/habits/${habit.id}`, `/api/habits/${habit.id}/entries`]) {
      const res = await t.rest('GET', url, { token });
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toEqual({ message: 'Habit not found', code: 'NOT_FOUND' });
    }
    expect(
      (
        await t.rest('PUT', `/api/habit-entries/${logged.id}`, {
          token,
          body: { date: '2025-03-01', actualValue: 2 },
        })
      ).statusCode,
    ).toBe(404);
    expect((await t.rest('DELETE', `/api/habits/${habit.id}`, { token })).statusCode).toBe(404);

    // Another user cannot restore it, over REST or tRPC; nor can anyone restore a live habit.
    const stranger = await t.rest('POST', `/api/habits/${habit.id}/restore`, { token: bob.token });
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json()).toEqual({ message: 'Habit not found', code: 'NOT_FOUND' });
    expect(
      (await t.trpc('mutation', 'habits.restore', { id: habit.id }, bob.token)).statusCode,
    ).toBe(404);
    expect((await t.rest('POST', '/api/habits/999999/restore', { token })).statusCode).toBe(404);
    expect((await t.rest('POST', `/api/habits/${habit.id}/restore`)).statusCode).toBe(401);
    expect((await t.rest('POST', '/api/habits/abc/restore', { token })).statusCode).toBe(400);

    const restored = await t.rest('POST', `/api/habits/${habit.id}/restore`, { token });
    expect(restored.statusCode).toBe(200);
    expect(restored.json()).toEqual(before);
    expect(await listed()).toContain(habit.id);
    expect(await allEntries()).toEqual([
      expect.objectContaining({ id: logged.id, date: '2025-03-01', actualValue: 1, note: 'kept' }),
    ]);
    expect((await t.rest('GET', `/api/habits/${habit.id}/goals`, { token })).json()).toEqual(goals);
    expect((await t.rest('POST', `/api/habits/${habit.id}/restore`, { token })).statusCode).toBe(
      404,
    );

    // The same over tRPC.
    expect((await t.trpc('mutation', 'habits.delete', { id: habit.id }, token)).statusCode).toBe(
      200,
    );
    const viaTrpc = await t.trpc('mutation', 'habits.restore', { id: habit.id }, token);
    expect(viaTrpc.statusCode).toBe(200);
    expect(viaTrpc.json().result.data).toEqual(before);
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
