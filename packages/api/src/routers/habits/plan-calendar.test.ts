import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { availableTestEngines, createTestApi, numberHabit, type TestApi } from '../../testing';

interface Day {
  date: string;
  planStep: { label: string; text: string } | null;
  held: boolean;
  description: string;
}
interface Card {
  habitId: number;
  stepTomorrow: string | null;
  recent: Day[];
}

describe.each(availableTestEngines())('a taper plan on the calendar, on %s', (engine) => {
  let t: TestApi;
  let token: string;
  let other: string;
  let id: number;
  beforeAll(async () => {
    t = await createTestApi(engine);
    at('2026-11-26');
    await t.signup('admin@example.com');
    token = (await t.signup('taper@example.com')).token;
    other = (await t.signup('other@example.com')).token;
    id = (
      await t.rest('POST', '/api/habits', { token, body: { ...numberHabit, dailyGoal: 3 } })
    ).json<{ id: number }>().id;
    // 3 from 16 Nov, 2 from 23 Nov, 1 from 30 Nov.
    const plan = { startGoal: 3, endGoal: 1, stepBy: 1, everyDays: 7, startDate: '2026-11-16' };
    const set = await t.rest('PUT', `/api/habits/${String(id)}/plan`, { token, body: plan });
    expect(set.statusCode, set.body).toBe(200);
  });
  afterAll(async () => {
    await t.close();
  });

  function at(day: string) {
    t.clock.now = new Date(`${day}T12:00:00Z`);
  }
  async function calendar(month: string, as = token) {
    const res = await t.rest('GET', `/api/habits/${String(id)}/stats?month=${month}`, {
      token: as,
    });
    return {
      status: res.statusCode,
      days: res.statusCode === 200 ? res.json<{ calendar: Day[] }>().calendar : [],
    };
  }
  const day = (days: Day[], date: string) => days.find((each) => each.date === date);
  async function card(): Promise<Card | undefined> {
    const summary = (await t.rest('GET', '/api/summary', { token })).json<{ habits: Card[] }>();
    return summary.habits.find((each) => each.habitId === id);
  }

  it("marks each day that starts a step on the habit's calendar, coming steps included", async () => {
    at('2026-11-26');
    const { days } = await calendar('2026-11');
    const marked = days.filter((each) => each.planStep).map((each) => [each.date, each.planStep]);
    expect(marked).toEqual([
      ['2026-11-16', { label: '≤ 3', text: '≤ 3 from 16 Nov' }],
      ['2026-11-23', { label: '≤ 2', text: '≤ 2 from 23 Nov' }],
      ['2026-11-30', { label: '≤ 1', text: '≤ 1 from 30 Nov' }],
    ]);
    // A coming step is said in the day's name, though the day cannot be logged yet.
    expect(day(days, '2026-11-30')?.description).toBe('≤ 1 from 30 Nov');
    expect(days.some((each) => each.held)).toBe(false);
  });

  it('announces the step on the card the day before, and marks it in the list on the day', async () => {
    at('2026-11-28');
    expect((await card())?.stepTomorrow).toBeNull();
    at('2026-11-29');
    expect((await card())?.stepTomorrow).toBe('From tomorrow: ≤ 1');
    const trpc = await t.trpc('query', 'habits.summary', undefined, token);
    const cards = trpc.json().result.data.habits as Card[];
    expect(cards.find((each) => each.habitId === id)?.stepTomorrow).toBe('From tomorrow: ≤ 1');
    at('2026-11-30');
    const today = await card();
    expect(today?.stepTomorrow).toBeNull();
    expect(today?.recent.at(-1)?.planStep).toEqual({ label: '≤ 1', text: '≤ 1 from today' });
  });

  it('shows a hold as held days, and the step where it moved', async () => {
    at('2026-11-26');
    const hold = await t.rest('POST', `/api/habits/${String(id)}/plan/hold`, {
      token,
      body: { days: 3 },
    });
    expect(hold.statusCode, hold.body).toBe(200);
    const { days } = await calendar('2026-12');
    expect(days.filter((each) => each.held).map((each) => each.date)).toEqual([
      '2026-11-30',
      '2026-12-01',
      '2026-12-02',
    ]);
    expect(day(days, '2026-12-01')?.description).toBe('step held');
    expect(day(days, '2026-12-03')?.planStep).toEqual({ label: '≤ 1', text: '≤ 1 from 3 Dec' });
    expect(day(days, '2026-11-30')?.planStep).toBeNull();
  });

  it("speaks the user's language", async () => {
    at('2026-11-26');
    const put = await t.rest('PUT', '/api/auth/user', { token, body: { locale: 'de' } });
    expect(put.statusCode, put.body).toBe(200);
    const { days } = await calendar('2026-12');
    expect(day(days, '2026-12-03')?.planStep?.text).toBe('≤ 1 ab 3. Dez.');
    expect(day(days, '2026-12-01')?.description).toBe('Stufe gehalten');
    await t.rest('PUT', '/api/auth/user', { token, body: { locale: 'en' } });
  });

  it("answers 404 for another user's habit", async () => {
    expect((await calendar('2026-12', other)).status).toBe(404);
  });
});
