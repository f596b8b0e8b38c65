import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  availableTestEngines,
  createTestApiWithTwoUsers,
  numberHabit,
  type TestApi,
} from '../testing';

// The test clock's today is Saturday 2025-03-15; its week (from Monday) starts 2025-03-10.
const MON = '2025-03-10';
const TUE = '2025-03-11';
const WED = '2025-03-12';
const SUN_BEFORE = '2025-03-09';

const weeklyBudget = {
  ...numberHabit,
  name: 'Drinks',
  goalSchedule: 'weekly_budget',
  dailyGoal: undefined,
  budget: 14,
};

interface HabitAnswer {
  id: number;
  goalSchedule: string;
  budget: number | null;
  dailyGoal: number | null;
  weeklyGoals: unknown;
}
interface EntryAnswer {
  id: number;
  date: string;
  performance: string;
}
interface ErrorAnswer {
  message: string;
}

describe.each(availableTestEngines())('budget goals on %s', (engine) => {
  let t: TestApi;
  let token: string;
  let otherToken: string;
  beforeAll(async () => {
    ({ t, token, otherToken } = await createTestApiWithTwoUsers(engine));
  });
  afterAll(async () => {
    await t.close();
  });

  async function create(body: object, as = token): Promise<HabitAnswer> {
    const created = await t.rest('POST', '/api/habits', { token: as, body });
    expect(created.statusCode, created.body).toBe(200);
    return created.json<HabitAnswer>();
  }

  async function log(id: number, date: string, actualValue: number, as = token) {
    const logged = await t.rest('POST', `/api/habits/${String(id)}/entries`, {
      token: as,
      body: { date, actualValue },
    });
    expect(logged.statusCode, logged.body).toBe(200);
    return logged.json<EntryAnswer>();
  }

  async function results(id: number, as = token): Promise<Record<string, string>> {
    const entries = await t.rest('GET', `/api/habits/${String(id)}/entries`, { token: as });
    expect(entries.statusCode, entries.body).toBe(200);
    return Object.fromEntries(
      entries.json<EntryAnswer[]>().map((entry) => [entry.date, entry.performance]),
    );
  }

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

  it('counts the streak of a weekly budget in weeks within budget, on /stats and /streaks', async () => {
    const { id } = await create({ ...weeklyBudget, name: 'Drinks 6' });
    // 3–9 March: 5 + 9 = 14, within; 10–16 March so far: 4, within.
    await log(id, '2025-03-03', 5);
    await log(id, '2025-03-05', 9);
    await log(id, MON, 4);
    const stats = await t.rest('GET', `/api/habits/${String(id)}/stats`, { token });
    expect(stats.statusCode, stats.body).toBe(200);
    expect(stats.json<{ streaks: object }>().streaks).toMatchObject({
      currentStreak: 2,
      longestStreak: 2,
      unit: 'week',
      text: '2 weeks within budget',
      recordLabel: 'Record: 2 weeks',
    });
    // March's Success Rate counts its 2 weeks, both within.
    expect(stats.json<{ month: { successRate: number } }>().month.successRate).toBe(100);
    const streaks = await t.rest('GET', `/api/habits/${String(id)}/streaks`, { token });
    expect(streaks.json()).toEqual({
      currentStreak: 2,
      longestStreak: 2,
      longestStreakThisMonth: 2,
    });
    // This week passes the budget: the running week ends the streak.
    await log(id, TUE, 11);
    const over = await t.rest('GET', `/api/habits/${String(id)}/stats`, { token });
    expect(over.json<{ streaks: object }>().streaks).toMatchObject({
      currentStreak: 0,
      longestStreak: 1,
      text: '0 weeks within budget',
      recordText: '2 more weeks to beat your record!',
    });
    const viaTrpc = await t.trpc('query', 'habits.stats', { id }, token);
    expect(
      viaTrpc.json<{ result: { data: { streaks: { text: string } } } }>().result.data.streaks.text,
    ).toBe('0 weeks within budget');
    const other = await t.rest('GET', `/api/habits/${String(id)}/stats`, { token: otherToken });
    expect(other.statusCode).toBe(404);
  });

  it("speaks of weeks: the Weekly Summary's total, the insights, the card, the chart and the pattern line", async () => {
    const { id } = await create({ ...weeklyBudget, name: 'Drinks 7', baseline: 35 });
    // 3–9 March: 9 + 7 = 16, over on the 5th; 10–16 March so far: 4 + 5 = 9, within.
    await log(id, '2025-03-03', 9);
    await log(id, '2025-03-05', 7);
    await log(id, MON, 4);
    await log(id, TUE, 5);
    const path = `/api/habits/${String(id)}`;
    const stats = (await t.rest('GET', `${path}/stats`, { token })).json<{
      week: { budgetTotal: { text: string } | null };
      insights: { messages: string[] };
      reduction: { per: string; changeVsBaseline: number };
    }>();
    // The habit screen's week, the card's goal line and the insight say it in one wording.
    expect(stats.week.budgetTotal?.text).toBe('9 of 14 used this week');
    expect(stats.insights.messages[0]).toBe('On budget: 9 of 14 used this week.');
    expect(stats.insights.messages.join(' ')).not.toMatch(/logged days/);
    // The baseline is per week: this week's 9 against its share by Saturday, 35 × 6/7 = 30.
    expect(stats.reduction).toMatchObject({
      per: 'week',
      baselineSoFar: 30,
      changeVsBaseline: -0.7,
    });
    const summary = await t.trpc('query', 'habits.summary', undefined, token);
    const card = summary
      .json<{ result: { data: { habits: { habitId: number; streaks: object }[] } } }>()
      .result.data.habits.find((habit) => habit.habitId === id);
    expect(card?.streaks).toEqual({ currentStreak: 1, longestStreak: 1, unit: 'week' });
    const weeks = await t.rest('GET', `${path}/history?bucket=week&from=2025-03-03&to=2025-03-15`, {
      token,
    });
    expect(weeks.statusCode, weeks.body).toBe(200);
    expect(
      weeks
        .json<{ value: number; budget: number; over: boolean; baseline: number }[]>()
        .map((week) => [week.value, week.budget, week.over, week.baseline]),
    ).toEqual([
      [16, 14, true, 35],
      [9, 14, false, 35],
    ]);
    const weekdays = await t.rest('GET', `${path}/weekdays`, { token });
    expect(weekdays.json<{ text: string }>().text).toBe('1 of 1 week went over budget');
    const other = await t.rest('GET', `${path}/weekdays`, { token: otherToken });
    expect(other.statusCode).toBe(404);
  });
});
