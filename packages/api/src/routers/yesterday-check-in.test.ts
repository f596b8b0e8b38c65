import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  availableTestEngines,
  createTestApiWithTwoUsers,
  numberHabit,
  type TestApi,
} from '../testing';

// The test clock's today is 2025-03-15.
const YESTERDAY = '2025-03-14';

interface SummaryAnswer {
  today: string;
  yesterday: { date: string; unloggedHabitIds: number[] };
}

describe.each(availableTestEngines())("the summary's check-in for yesterday, on %s", (engine) => {
  let t: TestApi;
  let token: string;
  let otherToken: string;
  beforeAll(async () => {
    ({ t, token, otherToken } = await createTestApiWithTwoUsers(engine));
  });
  afterAll(async () => {
    await t.close();
  });

  async function checkIn(as: string) {
    const res = await t.rest('GET', '/api/summary', { token: as });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<SummaryAnswer>().yesterday;
  }
  async function create(body: Record<string, unknown>): Promise<number> {
    const res = await t.rest('POST', '/api/habits', { token, body: { ...numberHabit, ...body } });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ id: number }>().id;
  }
  async function log(id: number, body: Record<string, unknown>) {
    const res = await t.rest('POST', `/api/habits/${String(id)}/entries`, { token, body });
    expect(res.statusCode, res.body).toBe(200);
  }

  it('asks nothing of a new user whose habits began today', async () => {
    const coffee = await create({ name: 'Coffee' });
    expect(await checkIn(token)).toEqual({ date: YESTERDAY, unloggedHabitIds: [] });
    // Once the habit has an earlier day, yesterday waits for its log.
    await log(coffee, { date: '2025-03-10', actualValue: 1 });
    expect(await checkIn(token)).toEqual({ date: YESTERDAY, unloggedHabitIds: [coffee] });
  });

  it('names each unlogged habit; a value or a skip yesterday logs it; slips-only habits never', async () => {
    const [coffee] = (await checkIn(token)).unloggedHabitIds;
    if (coffee === undefined) throw new Error('coffee should wait for yesterday');
    const tea = await create({ name: 'Tea' });
    await log(tea, { date: '2025-03-12', actualValue: 1 });
    const slips = await create({ name: 'Sweets', unloggedDays: 'zero' });
    await log(slips, { date: '2025-03-12', actualValue: 3 });
    expect((await checkIn(token)).unloggedHabitIds).toEqual([coffee, tea]);

    await log(coffee, { date: YESTERDAY, actualValue: 2 });
    expect((await checkIn(token)).unloggedHabitIds).toEqual([tea]);
    await log(tea, { date: YESTERDAY, skip: true });
    expect(await checkIn(token)).toEqual({ date: YESTERDAY, unloggedHabitIds: [] });
    // The other user's summary says nothing of these habits.
    expect(await checkIn(otherToken)).toEqual({ date: YESTERDAY, unloggedHabitIds: [] });
  });

  it('leaves archived habits out', async () => {
    const old = await create({ name: 'Cola' });
    await log(old, { date: '2025-03-01', actualValue: 1 });
    expect((await checkIn(token)).unloggedHabitIds).toEqual([old]);
    const archived = await t.rest('POST', `/api/habits/${String(old)}/archive`, { token });
    expect(archived.statusCode).toBe(200);
    expect((await checkIn(token)).unloggedHabitIds).toEqual([]);
  });
});
