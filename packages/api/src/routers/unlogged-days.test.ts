import { addDays } from '@taper/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  availableTestEngines,
  createTestApiWithTwoUsers,
  numberHabit,
  type TestApi,
} from '../testing';

// The test clock's today is 2025-03-15.
const TODAY = '2025-03-15';
const SLIP = addDays(TODAY, -5);

interface HabitAnswer {
  id: number;
  unloggedDays: string;
}

describe.each(availableTestEngines())("days you don't log, on %s", (engine) => {
  let t: TestApi;
  let token: string;
  let otherToken: string;
  beforeAll(async () => {
    ({ t, token, otherToken } = await createTestApiWithTwoUsers(engine));
  });
  afterAll(async () => {
    await t.close();
  });

  async function slipsOnly(name: string): Promise<number> {
    const created = await t.rest('POST', '/api/habits', {
      token,
      body: { ...numberHabit, name, unloggedDays: 'zero' },
    });
    expect(created.statusCode, created.body).toBe(200);
    const habit = created.json<HabitAnswer>();
    expect(habit.unloggedDays).toBe('zero');
    const slip = await t.rest('POST', `/api/habits/${String(habit.id)}/entries`, {
      token,
      body: { date: SLIP, actualValue: 5 },
    });
    expect(slip.statusCode, slip.body).toBe(200);
    return habit.id;
  }

  it("answers 'not_logged' on every habit unless told, through /api and /trpc", async () => {
    const created = await t.rest('POST', '/api/habits', { token, body: numberHabit });
    const id = created.json<HabitAnswer>().id;
    expect(created.json<HabitAnswer>().unloggedDays).toBe('not_logged');
    const list = await t.rest('GET', '/api/habits', { token });
    expect(list.json<HabitAnswer[]>().find((habit) => habit.id === id)?.unloggedDays).toBe(
      'not_logged',
    );
    const trpc = await t.trpc('query', 'habits.get', { id }, token);
    expect(trpc.json<{ result: { data: HabitAnswer } }>().result.data.unloggedDays).toBe(
      'not_logged',
    );
  });

  it("counts a slips-only habit's unlogged past days as 0: its streak grows without logging", async () => {
    const id = await slipsOnly('Slips only');
    // The slip, then four days not logged (today is still open): a streak of four.
    const streaks = await t.rest('GET', `/api/habits/${String(id)}/streaks`, { token });
    expect(streaks.json()).toMatchObject({ currentStreak: 4, longestStreak: 4 });
    const stats = await t.rest('GET', `/api/habits/${String(id)}/stats`, { token });
    const body = stats.json<{
      streaks: { currentStreak: number };
      calendar: { date: string; status: string; assumed: boolean; description: string }[];
    }>();
    expect(body.streaks.currentStreak).toBe(4);
    const day = body.calendar.find((cell) => cell.date === addDays(TODAY, -1));
    expect(day).toMatchObject({
      status: 'success',
      assumed: true,
      description: 'not logged, counted as 0',
    });
    expect(body.calendar.find((cell) => cell.date === TODAY)).toMatchObject({ assumed: false });
    const trpc = await t.trpc('query', 'habits.streaks', { id }, token);
    expect(trpc.json<{ result: { data: unknown } }>().result.data).toEqual(streaks.json());
  });

  it('is set by PUT through both adapters, kept by a rename, and refused with a sentence', async () => {
    const id = await slipsOnly('Switch');
    const off = await t.rest('PUT', `/api/habits/${String(id)}`, {
      token,
      body: { name: 'Switch', unloggedDays: 'not_logged' },
    });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json<HabitAnswer>().unloggedDays).toBe('not_logged');
    const streaks = await t.rest('GET', `/api/habits/${String(id)}/streaks`, { token });
    expect(streaks.json()).toMatchObject({ currentStreak: 0 });
    const on = await t.trpc(
      'mutation',
      'habits.update',
      { id, name: 'Switch', unloggedDays: 'zero' },
      token,
    );
    expect(on.json<{ result: { data: HabitAnswer } }>().result.data.unloggedDays).toBe('zero');
    const renamed = await t.rest('PUT', `/api/habits/${String(id)}`, {
      token,
      body: { name: 'Renamed' },
    });
    expect(renamed.json<HabitAnswer>().unloggedDays).toBe('zero');
    const bad = await t.rest('PUT', `/api/habits/${String(id)}`, {
      token,
      body: { name: 'Renamed', unloggedDays: 'sometimes' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      code: 'BAD_REQUEST',
      message: expect.stringContaining("unloggedDays is 'not_logged' or 'zero'"),
    });
    const badCreate = await t.rest('POST', '/api/habits', {
      token,
      body: { ...numberHabit, unloggedDays: 0 },
    });
    expect(badCreate.statusCode).toBe(400);
  });

  it("keeps another user's habit out of reach (404) and unchanged", async () => {
    const id = await slipsOnly('Mine');
    const put = await t.rest('PUT', `/api/habits/${String(id)}`, {
      token: otherToken,
      body: { name: 'Mine', unloggedDays: 'not_logged' },
    });
    expect(put.statusCode).toBe(404);
    expect(
      (await t.rest('GET', `/api/habits/${String(id)}/streaks`, { token: otherToken })).statusCode,
    ).toBe(404);
    const mine = await t.rest('GET', `/api/habits/${String(id)}`, { token });
    expect(mine.json<HabitAnswer>().unloggedDays).toBe('zero');
  });
});
