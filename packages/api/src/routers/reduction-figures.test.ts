import { addDays } from '@taper/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  availableTestEngines,
  createTestApiWithTwoUsers,
  numberHabit,
  type TestApi,
} from '../testing';

/**
 * Reduction figures a person can check by hand, through /api and /trpc on each engine.
 * The test clock's today is Saturday 2025-03-15 unless a test moves it; the user's week starts on
 * Monday.
 */
const SATURDAY = new Date('2025-03-15T12:00:00Z');

interface ReductionAnswer {
  baseline: number | null;
  per: string | null;
  baselineSoFar: number | null;
  thisWeek: { total: number; days: number } | null;
  lastWeek: { total: number; days: number } | null;
  thisMonth: { total: number; days: number } | null;
  lastMonth: { total: number; days: number } | null;
  changeVsBaseline: number | null;
  unitsAvoided: number | null;
  moneySaved: number | null;
  milestones: { id: string }[];
}

const COFFEE = {
  ...numberHabit,
  name: 'Coffee',
  dailyGoal: 3,
  baseline: 5,
  unit: 'cups',
  costPerUnit: 3.2,
};

const DRINKS = {
  ...numberHabit,
  name: 'Drinks',
  goalSchedule: 'weekly_budget',
  dailyGoal: undefined,
  budget: 14,
  unit: 'drinks',
};

describe.each(availableTestEngines())('reduction figures checked by hand on %s', (engine) => {
  let t: TestApi;
  let token: string;
  beforeAll(async () => {
    ({ t, token } = await createTestApiWithTwoUsers(engine));
  });
  beforeEach(() => {
    t.clock.now = SATURDAY;
  });
  afterAll(async () => {
    await t.close();
  });

  async function create(body: object, via: 'rest' | 'trpc' = 'rest'): Promise<number> {
    if (via === 'trpc') {
      const created = await t.trpc('mutation', 'habits.create', body, token);
      expect(created.statusCode, created.body).toBe(200);
      return created.json<{ result: { data: { id: number } } }>().result.data.id;
    }
    const created = await t.rest('POST', '/api/habits', { token, body });
    expect(created.statusCode, created.body).toBe(200);
    return created.json<{ id: number }>().id;
  }

  /** Logs each value (null: a skipped day) on the days from `first` on, half through each adapter. */
  async function logDays(id: number, first: string, values: readonly (number | null)[]) {
    for (const [index, value] of values.entries()) {
      const date = addDays(first, index);
      const body = value === null ? { date, skip: true } : { date, actualValue: value };
      const logged =
        index % 2 === 0
          ? await t.rest('POST', `/api/habits/${String(id)}/entries`, { token, body })
          : await t.trpc('mutation', 'entries.log', { id, ...body }, token);
      expect(logged.statusCode, logged.body).toBe(200);
    }
  }

  /** The figures through /api, checked equal through /trpc, the habit screen and the summary. */
  async function figures(id: number): Promise<ReductionAnswer> {
    const rest = await t.rest('GET', `/api/habits/${String(id)}/reduction`, { token });
    expect(rest.statusCode, rest.body).toBe(200);
    const trpc = await t.trpc('query', 'habits.reduction', { id }, token);
    expect(trpc.json<{ result: { data: unknown } }>().result.data).toEqual(rest.json());
    const stats = await t.rest('GET', `/api/habits/${String(id)}/stats`, { token });
    expect(stats.json<{ reduction: unknown }>().reduction).toEqual(rest.json());
    const summary = await t.trpc('query', 'habits.summary', undefined, token);
    const card = summary
      .json<{ result: { data: { habits: { habitId: number; reduction: unknown }[] } } }>()
      .result.data.habits.find((habit) => habit.habitId === id);
    expect(card?.reduction).toEqual(rest.json());
    return rest.json<ReductionAnswer>();
  }

  it('answers a week checked by hand: baseline 5, logged 5 4 6 5 3 2 4 skip 4 3 → 9 fewer cups, 28.80', async () => {
    const id = await create(COFFEE);
    // Thursday 6th … Saturday 15th March; the skip is on Thursday 13th.
    await logDays(id, '2025-03-06', [5, 4, 6, 5, 3, 2, 4, null, 4, 3]);
    const answer = await figures(id);
    expect(answer).toMatchObject({
      baseline: 5,
      per: 'day',
      baselineSoFar: null,
      unitsAvoided: 9,
      moneySaved: 28.8,
      // This week (Monday 10th on): 3, 2, 4, 4, 3 over 5 logged days, a mean of 3.2 against 5.
      thisWeek: { total: 16, days: 5 },
      changeVsBaseline: -0.36,
    });
    expect(answer.milestones.map((milestone) => milestone.id)).toEqual(['money-10']);
  });

  it('says a net above the baseline as it is: negative units and money, no money milestone', async () => {
    const id = await create({ ...COFFEE, name: 'Coffee above' }, 'trpc');
    await logDays(id, '2025-03-13', [6, 7, 5]);
    expect(await figures(id)).toMatchObject({
      unitsAvoided: -3,
      moneySaved: -9.6,
      changeVsBaseline: 0.2,
      milestones: [],
    });
  });

  it("keeps a weekly budget's baseline per week, as entered: 7 drinks against 21 a week is 67% below", async () => {
    // Sunday 16th March, the last day of the week from Monday 10th.
    t.clock.now = new Date('2025-03-16T12:00:00Z');
    const id = await create({ ...DRINKS, name: 'Alcohol', baseline: 21 }, 'trpc');
    await logDays(id, '2025-03-10', [2, 0, 1, 0, 3, 0, 1]);
    expect(await figures(id)).toMatchObject({
      per: 'week',
      baseline: 21,
      baselineSoFar: 21,
      thisWeek: { total: 7, days: 7 },
      changeVsBaseline: -0.6667,
      unitsAvoided: 14,
    });
    // A rename, or a new budget, keeps the number stored for the week.
    const renamed = await t.rest('PUT', `/api/habits/${String(id)}`, {
      token,
      body: {
        name: 'Alcohol, less',
        goalSchedule: 'weekly_budget',
        budget: 10,
        goalType: 'number',
      },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json<{ baseline: number }>().baseline).toBe(21);
    expect((await figures(id)).baseline).toBe(21);
  });

  it('sets a week in progress against its share of a weekly baseline; last week stays whole', async () => {
    // Wednesday 12th March: this week has had 3 of its 7 days.
    t.clock.now = new Date('2025-03-12T12:00:00Z');
    const id = await create({ ...DRINKS, baseline: 21, costPerUnit: 2 });
    await logDays(id, '2025-03-03', [10]);
    await logDays(id, '2025-03-10', [3, 2, 1]);
    expect(await figures(id)).toMatchObject({
      per: 'week',
      baseline: 21,
      // 21 × 3/7 = 9 so far; 6 against 9 is a third below.
      baselineSoFar: 9,
      thisWeek: { total: 6, days: 3 },
      changeVsBaseline: -0.3333,
      lastWeek: { total: 10, days: 1 },
      // Week of the 3rd, whole: 21 − 10 = 11; this week so far: 9 − 6 = 3.
      unitsAvoided: 14,
      moneySaved: 28,
    });
    // The same week on Saturday: 6 of 7 days, 18 by now.
    t.clock.now = SATURDAY;
    expect(await figures(id)).toMatchObject({ baselineSoFar: 18, changeVsBaseline: -0.6667 });
  });

  it('sets a month in progress against its share of a monthly baseline; last month stays whole', async () => {
    const id = await create(
      { ...DRINKS, name: 'Spending', goalSchedule: 'monthly_budget', budget: 300, baseline: 310 },
      'trpc',
    );
    await logDays(id, '2025-02-20', [50]);
    await logDays(id, '2025-03-02', [40]);
    await logDays(id, '2025-03-10', [60]);
    expect(await figures(id)).toMatchObject({
      per: 'month',
      // The 1st to the 15th: 15 of March's 31 days, 310 × 15/31 = 150; 100 against it.
      baselineSoFar: 150,
      thisMonth: { total: 100, days: 2 },
      changeVsBaseline: -0.3333,
      lastMonth: { total: 50, days: 1 },
      // February from the 20th: 310 × 9/28 − 50 = 49.64; March so far: 150 − 100 = 50.
      unitsAvoided: 99.64,
    });
  });

  it('leaves a skipped day out of a budget period: its share of the baseline too', async () => {
    t.clock.now = new Date('2025-03-12T12:00:00Z');
    const id = await create({ ...DRINKS, name: 'Drinks skipped', baseline: 21 });
    await logDays(id, '2025-03-03', [10]);
    await logDays(id, '2025-03-10', [3, null, 1]);
    // Monday and Wednesday count: 21 × 2/7 = 6; 4 against 6.
    expect(await figures(id)).toMatchObject({
      baselineSoFar: 6,
      thisWeek: { total: 4, days: 2 },
      changeVsBaseline: -0.3333,
      unitsAvoided: 13,
    });
  });
});
