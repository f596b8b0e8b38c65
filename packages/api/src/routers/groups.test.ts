import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GROUP_NOT_YOURS_MESSAGE } from '@taper/domain';
import {
  availableTestEngines,
  createTestApiWithTwoUsers,
  numberHabit,
  type TestApi,
} from '../testing';

interface Group {
  id: number;
  name: string;
  color: string | null;
  position: number;
  collapsed: boolean;
  budget: { period: string; limit: number } | null;
}
interface Habit {
  id: number;
  groupId: number | null;
  countsAs: number;
}

// The test clock's today is Saturday 2025-03-15; the week runs Monday 10 to Sunday 16 March.
describe.each(availableTestEngines())('habit groups and their shared budget on %s', (engine) => {
  let t: TestApi;
  let token: string;
  let otherToken: string;
  beforeAll(async () => {
    ({ t, token, otherToken } = await createTestApiWithTwoUsers(engine));
  });
  afterAll(async () => {
    await t.close();
  });

  const newGroup = async (body: object, as = token) => {
    const res = await t.rest('POST', '/api/groups', { token: as, body });
    expect(res.statusCode).toBe(200);
    return res.json<Group>();
  };
  const newHabit = async (body: object, as = token) => {
    const res = await t.rest('POST', '/api/habits', {
      token: as,
      body: { ...numberHabit, ...body },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Habit>();
  };
  const log = (id: number, date: string, actualValue: number) =>
    t.rest('POST', `/api/habits/${String(id)}/entries`, { token, body: { date, actualValue } });

  /** Two pints on Tuesday, three glasses on Thursday, a level, a skip and last week's pints. */
  const logTheWeek = async (beerId: number, wineId: number, moodId: number) => {
    expect((await log(beerId, '2025-03-11', 2)).statusCode).toBe(200);
    expect((await log(wineId, '2025-03-13', 3)).statusCode).toBe(200);
    await t.rest('POST', `/api/habits/${String(moodId)}/entries`, {
      token,
      body: { date: '2025-03-13', levelValue: 'high' },
    });
    // A skipped day adds 0; last week's entry is in another period.
    await t.rest('POST', `/api/habits/${String(wineId)}/entries`, {
      token,
      body: { date: '2025-03-14', skip: true },
    });
    await log(beerId, '2025-03-09', 5);
  };

  /** A third glass on Saturday passes 14: the kept answer is not given again, the day is marked. */
  const expectThirdGlassOver = async (alcoholId: number, wineId: number) => {
    await log(wineId, '2025-03-15', 2);
    const over = (
      await t.rest('GET', `/api/groups/${String(alcoholId)}/progress`, { token })
    ).json<{ period: { total: number; over: boolean; left: number } }>();
    expect(over.period).toMatchObject({ total: 15.1, over: true, left: 0 });
    const overDays = await t.rest(
      'GET',
      `/api/groups/${String(alcoholId)}/over-days?month=2025-03`,
      { token },
    );
    expect(overDays.json()).toEqual({
      groupId: alcoholId,
      days: ['2025-03-15'],
      label: "over the group's budget",
    });
    const chart = await t.trpc('query', 'groups.chart', { id: alcoholId }, token);
    const buckets = chart.json<{
      result: { data: { buckets: { start: string; total: number; limit: number }[] } };
    }>().result.data.buckets;
    expect(buckets.at(-1)).toMatchObject({ start: '2025-03-10', total: 15.1, limit: 14 });
    expect(buckets.at(-2)).toMatchObject({ start: '2025-03-03', total: 11.5 });
  };

  /** Moving wine to another group moves its share; null ungroups it. */
  const expectMovedShare = async (alcoholId: number, wineId: number) => {
    const other = await newGroup({ name: 'Evenings' });
    const moved = await t.rest('PUT', `/api/habits/${String(wineId)}`, {
      token,
      body: { name: 'Wine', groupId: other.id },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json<Habit>()).toMatchObject({ groupId: other.id, countsAs: 2.1 });
    const after = (
      await t.rest('GET', `/api/groups/${String(alcoholId)}/progress`, { token })
    ).json<{ period: { total: number } }>();
    expect(after.period.total).toBe(4.6);
    const evenings = (
      await t.rest('GET', `/api/groups/${String(other.id)}/progress`, { token })
    ).json<{ period: { total: number; limit: null; left: null; over: boolean }; text: string }>();
    expect(evenings.period).toMatchObject({ total: 10.5, limit: null, left: null, over: false });
    expect(evenings.text).toBe('Evenings: 10.5 units this week');

    // Ungrouped with null; the habit list says so.
    await t.rest('PUT', `/api/habits/${String(wineId)}`, {
      token,
      body: { name: 'Wine', groupId: null, countsAs: 1.5 },
    });
    const listed = (await t.rest('GET', '/api/habits', { token })).json<Habit[]>();
    expect(listed.find((habit) => habit.id === wineId)).toMatchObject({
      groupId: null,
      countsAs: 1.5,
    });
  };

  it("'Alcohol, at most 14 units a week': two pints and three glasses are 10.9 of 14, through /api and /trpc", async () => {
    const alcohol = await newGroup({ name: 'Alcohol', budget: { period: 'week', limit: 14 } });
    expect(alcohol).toMatchObject({
      name: 'Alcohol',
      color: null,
      collapsed: false,
      budget: { period: 'week', limit: 14 },
    });
    const beer = await newHabit({ name: 'Beer', groupId: alcohol.id, countsAs: 2.3 });
    expect(beer).toMatchObject({ groupId: alcohol.id, countsAs: 2.3 });
    const wine = await newHabit({ name: 'Wine', groupId: alcohol.id, countsAs: 2.1 });
    // A level habit in the group adds nothing.
    const mood = await newHabit({
      name: 'Hangover',
      goalType: 'level',
      levelGoal: 'low',
      groupId: alcohol.id,
    });
    await logTheWeek(beer.id, wine.id, mood.id);

    const progress = await t.rest('GET', `/api/groups/${String(alcohol.id)}/progress`, { token });
    expect(progress.statusCode).toBe(200);
    expect(progress.json()).toEqual({
      groupId: alcohol.id,
      budget: { period: 'week', limit: 14 },
      period: {
        start: '2025-03-10',
        end: '2025-03-16',
        total: 10.9,
        limit: 14,
        left: 3.1,
        over: false,
      },
      habits: [
        { habitId: beer.id, total: 4.6 },
        { habitId: wine.id, total: 6.3 },
        { habitId: mood.id, total: 0 },
      ],
      text: 'Alcohol: 10.9 of 14 units this week',
    });
    const viaTrpc = await t.trpc('query', 'groups.progress', { id: alcohol.id }, token);
    expect(viaTrpc.json<{ result: { data: unknown } }>().result.data).toEqual(progress.json());

    // Last week, by date.
    const last = await t.rest('GET', `/api/groups/${String(alcohol.id)}/progress?date=2025-03-05`, {
      token,
    });
    expect(last.json()).toMatchObject({
      period: { start: '2025-03-03', total: 11.5, over: false },
      text: 'Alcohol: 11.5 of 14 units in the week of 2025-03-03',
    });

    await expectThirdGlassOver(alcohol.id, wine.id);

    await expectMovedShare(alcohol.id, wine.id);
  });

  it('lists by position, changes any field, and a deleted group leaves its habits ungrouped', async () => {
    const a = await newGroup({
      name: 'Sugar',
      color: '#EF4444',
      budget: { period: 'day', limit: 50 },
    });
    const b = await newGroup({ name: 'Screens', budget: { period: 'month', limit: 900 } });
    const changed = await t.trpc(
      'mutation',
      'groups.update',
      { id: a.id, collapsed: true, position: b.position + 5, budget: null, color: null },
      token,
    );
    expect(changed.json<{ result: { data: Group } }>().result.data).toMatchObject({
      name: 'Sugar',
      collapsed: true,
      budget: null,
      color: null,
    });
    const names = (await t.rest('GET', '/api/groups', { token }))
      .json<Group[]>()
      .map((g) => g.name);
    expect(names.indexOf('Sugar')).toBeGreaterThan(names.indexOf('Screens'));

    const sweets = await newHabit({ name: 'Sweets', groupId: b.id });
    const gone = await t.rest('DELETE', `/api/groups/${String(b.id)}`, { token });
    expect(gone.json()).toEqual({ success: true });
    const kept = await t.rest('GET', `/api/habits/${String(sweets.id)}`, { token });
    expect(kept.json<Habit>().groupId).toBeNull();
    expect((await t.rest('DELETE', `/api/groups/${String(b.id)}`, { token })).statusCode).toBe(404);
  });

  it('restoring a deleted habit brings it back into its group', async () => {
    const group = await newGroup({ name: 'Coffee & tea' });
    const tea = await newHabit({ name: 'Tea', groupId: group.id });
    await t.rest('DELETE', `/api/habits/${String(tea.id)}`, { token });
    const back = await t.rest('POST', `/api/habits/${String(tea.id)}/restore`, { token });
    expect(back.json<Habit>().groupId).toBe(group.id);
  });

  it("another user's group answers 404 everywhere and cannot be joined", async () => {
    const mine = await newGroup({ name: 'Private', budget: { period: 'week', limit: 3 } });
    const id = String(mine.id);
    for (const [method, url, body] of [
      ['GET', `/api/groups/${id}/progress`, undefined],
      ['GET', `/api/groups/${id}/over-days`, undefined],
      ['GET', `/api/groups/${id}/chart`, undefined],
      ['PUT', `/api/groups/${id}`, { name: 'Taken' }],
      ['DELETE', `/api/groups/${id}`, undefined],
    ] as const) {
      const res = await t.rest(method, url, { token: otherToken, body });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json<{ message: string }>().message).toBe('Group not found');
    }
    const viaTrpc = await t.trpc('query', 'groups.progress', { id: mine.id }, otherToken);
    expect(viaTrpc.statusCode).toBe(404);
    expect((await t.rest('GET', '/api/groups', { token: otherToken })).json()).toEqual([]);

    // Joining it is refused with a sentence, and changes nothing.
    const join = await t.rest('POST', '/api/habits', {
      token: otherToken,
      body: { ...numberHabit, name: 'Sneaky', groupId: mine.id },
    });
    expect(join.statusCode).toBe(400);
    expect(join.json<{ message: string }>().message).toBe(GROUP_NOT_YOURS_MESSAGE);
    expect((await t.rest('GET', '/api/habits', { token: otherToken })).json()).toEqual([]);
    const own = await newHabit({ name: 'Own' }, otherToken);
    const move = await t.rest('PUT', `/api/habits/${String(own.id)}`, {
      token: otherToken,
      body: { name: 'Own', groupId: mine.id },
    });
    expect(move.statusCode).toBe(400);
    const still = await t.rest('GET', `/api/habits/${String(own.id)}`, { token: otherToken });
    expect(still.json<Habit>().groupId).toBeNull();
    expect((await t.rest('GET', '/api/groups', { token })).json<Group[]>().at(-1)?.name).toBe(
      'Private',
    );
  });

  it('refuses bad input with a sentence and changes nothing', async () => {
    const before = (await t.rest('GET', '/api/groups', { token })).json<Group[]>();
    for (const body of [
      { name: '' },
      { name: 'x'.repeat(61) },
      { name: 'Bad colour', color: 'red' },
      { name: 'Bad budget', budget: { period: 'year', limit: 3 } },
      { name: 'Negative', budget: { period: 'week', limit: -1 } },
      { name: 'No limit', budget: { period: 'week' } },
    ]) {
      const res = await t.rest('POST', '/api/groups', { token, body });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json<{ message: string }>().message).toMatch(/[a-z]/);
    }
    const group = before[0]!;
    const bad = await t.rest('PUT', `/api/groups/${String(group.id)}`, {
      token,
      body: { collapsed: 'yes' },
    });
    expect(bad.statusCode).toBe(400);
    const badDate = await t.rest(
      'GET',
      `/api/groups/${String(group.id)}/progress?date=2025-02-30`,
      {
        token,
      },
    );
    expect(badDate.statusCode).toBe(400);
    for (const countsAs of [0, -2, 1001, 'two']) {
      const res = await t.rest('POST', '/api/habits', {
        token,
        body: { ...numberHabit, name: 'Counts', countsAs },
      });
      expect(res.statusCode, String(countsAs)).toBe(400);
      expect(res.json<{ message: string }>().message).toMatch(/Counts as/);
    }
    expect((await t.rest('GET', '/api/groups', { token })).json()).toEqual(before);
    expect(t.errors).toEqual([]);
  });
});
