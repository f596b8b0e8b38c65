import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { availableTestEngines, numberHabit, type TestApi } from '../testing';
import {
  createBudgetsTestApi,
  MON,
  SUN_BEFORE,
  TUE,
  WED,
  weeklyBudget,
  type BudgetsTestApi,
  type ErrorAnswer,
  type HabitAnswer,
} from './budgets.testing';

describe.each(availableTestEngines())('budget goals on %s', (engine) => {
  let t: TestApi;
  let token: string;
  let otherToken: string;
  let create: BudgetsTestApi['create'];
  let log: BudgetsTestApi['log'];
  let results: BudgetsTestApi['results'];
  beforeAll(async () => {
    ({ t, token, otherToken, create, log, results } = await createBudgetsTestApi(engine));
  });
  afterAll(async () => {
    await t.close();
  });

  it('creates a weekly budget through /api and a monthly one through /trpc, other goal fields null', async () => {
    const weekly = await create(weeklyBudget);
    expect(weekly).toMatchObject({
      goalType: 'number',
      goalSchedule: 'weekly_budget',
      budget: 14,
      dailyGoal: null,
      weeklyGoals: null,
      levelGoal: null,
    });
    const monthly = await t.trpc(
      'mutation',
      'habits.create',
      { ...weeklyBudget, name: 'Spending', goalSchedule: 'monthly_budget', budget: 200 },
      token,
    );
    expect(monthly.statusCode, monthly.body).toBe(200);
    expect(monthly.json<{ result: { data: HabitAnswer } }>().result.data).toMatchObject({
      goalSchedule: 'monthly_budget',
      budget: 200,
      dailyGoal: null,
    });
    // A daily habit answers budget null.
    expect((await create({ ...numberHabit, name: 'Coffee 1' })).budget).toBeNull();
  });

  it('refuses a missing, misplaced or fractional budget with a sentence, through both adapters', async () => {
    const cases: [object, string][] = [
      [
        { ...weeklyBudget, budget: undefined },
        'A budget is required for a weekly or monthly budget',
      ],
      [{ ...numberHabit, budget: 14 }, 'A budget is only for a weekly or monthly budget'],
      [{ ...weeklyBudget, budget: 2.5 }, 'A budget is a whole number, 0 or more'],
      [
        { ...weeklyBudget, goalType: 'level', levelGoal: 'low' },
        'Budgets are for number goals only',
      ],
    ];
    const before = await t.rest('GET', '/api/habits', { token });
    for (const [body, message] of cases) {
      const rest = await t.rest('POST', '/api/habits', { token, body });
      expect(rest.statusCode, rest.body).toBe(400);
      expect(rest.json<ErrorAnswer>().message).toContain(message);
      const trpc = await t.trpc('mutation', 'habits.create', body, token);
      expect(trpc.statusCode, trpc.body).toBe(400);
      expect(trpc.body).toContain(message);
    }
    const after = await t.rest('GET', '/api/habits', { token });
    expect(after.json<unknown[]>()).toHaveLength(before.json<unknown[]>().length);
  });

  it('judges the day the week passes the budget over, and re-judges when a day changes', async () => {
    const { id } = await create({ ...weeklyBudget, name: 'Drinks 2' });
    await log(id, MON, 4);
    await log(id, TUE, 5);
    const third = await log(id, WED, 7);
    // 4 + 5 + 7 = 16 > 14: the third day, and only it, is over.
    expect(third.performance).toBe('over');
    expect(await results(id)).toEqual({ [MON]: 'success', [TUE]: 'success', [WED]: 'over' });
    // What the user sees: the Log dialog's line and the today board's card say the week's state.
    const line = await t.rest('GET', `/api/habits/${String(id)}/day-goal?date=${WED}`, { token });
    expect(line.json<{ text: string }>().text).toBe('16 of 14 used this week, 2 over');
    const summary = await t.trpc('query', 'habits.summary', undefined, token);
    const card = summary
      .json<{
        result: { data: { habits: { habitId: number; budget: { text: string } | null }[] } };
      }>()
      .result.data.habits.find((habit) => habit.habitId === id);
    expect(card?.budget?.text).toBe('16 of 14 used this week, 2 over');
    // Lowering Tuesday through tRPC brings the week back within: Wednesday is success again.
    const tuesday = await log(id, TUE, 5);
    const updated = await t.trpc(
      'mutation',
      'entries.update',
      { entryId: tuesday.id, date: TUE, actualValue: 1 },
      token,
    );
    expect(updated.statusCode, updated.body).toBe(200);
    expect((await results(id))[WED]).toBe('success');
    // Backfilling the Sunday before does not touch this week; a Thursday slip of 3 is over.
    await log(id, SUN_BEFORE, 20);
    await log(id, '2025-03-13', 3);
    expect(await results(id)).toEqual({
      [SUN_BEFORE]: 'over',
      [MON]: 'success',
      [TUE]: 'success',
      [WED]: 'success',
      '2025-03-13': 'over',
    });
    // Clearing Monday's 4 leaves 1 + 7 + 3 = 11: Thursday is within again.
    const monday = await log(id, MON, 4);
    const cleared = await t.rest('DELETE', `/api/habit-entries/${String(monday.id)}`, { token });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect((await results(id))['2025-03-13']).toBe('success');
  });

  it("keeps another user's budget habit out of reach (404) and changes nothing", async () => {
    const { id } = await create({ ...weeklyBudget, name: 'Drinks 3' });
    await log(id, MON, 4);
    const read = await t.rest('GET', `/api/habits/${String(id)}`, { token: otherToken });
    expect(read.statusCode).toBe(404);
    const logged = await t.rest('POST', `/api/habits/${String(id)}/entries`, {
      token: otherToken,
      body: { date: TUE, actualValue: 50 },
    });
    expect(logged.statusCode).toBe(404);
    const put = await t.rest('PUT', `/api/habits/${String(id)}`, {
      token: otherToken,
      body: { ...weeklyBudget, budget: 0 },
    });
    expect(put.statusCode).toBe(404);
    expect(await results(id)).toEqual({ [MON]: 'success' });
  });

  it('re-judges every day when a daily goal becomes a budget (always), and back', async () => {
    const { id } = await create({ ...numberHabit, name: 'Coffee 2', dailyGoal: 3 });
    await log(id, MON, 4);
    await log(id, TUE, 4);
    expect(await results(id)).toEqual({ [MON]: 'over', [TUE]: 'over' });
    const toBudget = await t.rest('PUT', `/api/habits/${String(id)}`, {
      token,
      body: {
        name: 'Coffee 2',
        goalSchedule: 'weekly_budget',
        budget: 6,
        goalEffectiveFrom: 'always',
      },
    });
    expect(toBudget.statusCode, toBudget.body).toBe(200);
    expect(toBudget.json<HabitAnswer>()).toMatchObject({ budget: 6, dailyGoal: null });
    expect(await results(id)).toEqual({ [MON]: 'success', [TUE]: 'over' });
    // A budget sent with a daily schedule is refused; the stored budget does not follow one.
    const refused = await t.rest('PUT', `/api/habits/${String(id)}`, {
      token,
      body: { name: 'Coffee 2', goalSchedule: 'daily', dailyGoal: 5, budget: 6 },
    });
    expect(refused.statusCode).toBe(400);
    const back = await t.trpc(
      'mutation',
      'habits.update',
      { id, name: 'Coffee 2', goalSchedule: 'daily', dailyGoal: 5, goalEffectiveFrom: 'always' },
      token,
    );
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json<{ result: { data: HabitAnswer } }>().result.data).toMatchObject({
      goalSchedule: 'daily',
      dailyGoal: 5,
      budget: null,
    });
    expect(await results(id)).toEqual({ [MON]: 'success', [TUE]: 'success' });
  });

  it('steps a budget down with a taper plan', async () => {
    const { id } = await create({ ...weeklyBudget, name: 'Drinks 4' });
    const plan = { startGoal: 14, endGoal: 10, stepBy: 2, everyDays: 7, startDate: MON };
    const set = await t.rest('PUT', `/api/habits/${String(id)}/plan`, { token, body: plan });
    expect(set.statusCode, set.body).toBe(200);
    const goals = await t.rest('GET', `/api/habits/${String(id)}/goals`, { token });
    expect(goals.statusCode, goals.body).toBe(200);
    const budgets = goals
      .json<{ goalSchedule: string; budget: number | null; dailyGoal: number | null }[]>()
      .map((version) => [version.goalSchedule, version.budget, version.dailyGoal]);
    expect(budgets).toContainEqual(['weekly_budget', 12, null]);
    expect(budgets).toContainEqual(['weekly_budget', 10, null]);
  });

  it("re-judges a weekly budget's days when the user's week start changes", async () => {
    const third = (await t.signup('sunday@example.com')).token;
    const { id } = await create({ ...weeklyBudget, name: 'Drinks 5', budget: 14 }, third);
    await log(id, SUN_BEFORE, 10, third);
    await log(id, MON, 10, third);
    expect(await results(id, third)).toEqual({ [SUN_BEFORE]: 'success', [MON]: 'success' });
    const moved = await t.rest('PUT', '/api/auth/user', {
      token: third,
      body: { weekStart: 'sunday' },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    // Sunday and Monday now share a week: 10 + 10 = 20 > 14.
    expect(await results(id, third)).toEqual({ [SUN_BEFORE]: 'success', [MON]: 'over' });
  });
});
