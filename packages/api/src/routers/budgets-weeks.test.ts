import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { availableTestEngines, type TestApi } from '../testing';
import {
  createBudgetsTestApi,
  MON,
  TUE,
  weeklyBudget,
  type BudgetsTestApi,
} from './budgets.testing';

describe.each(availableTestEngines())('budget weeks on %s', (engine) => {
  let t: TestApi;
  let token: string;
  let otherToken: string;
  let create: BudgetsTestApi['create'];
  let log: BudgetsTestApi['log'];
  beforeAll(async () => {
    ({ t, token, otherToken, create, log } = await createBudgetsTestApi(engine));
  });
  afterAll(async () => {
    await t.close();
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
