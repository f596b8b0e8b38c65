import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, numberHabit, type TestApi } from '../testing';

/** The rule texts a habit's answers carry, in the signed-in user's saved language. */
describe('rule texts in the user language', () => {
  let t: TestApi;
  let token: string;
  let english: string;
  let habitId: number;
  let englishHabitId: number;
  const habit = { ...numberHabit, name: 'Kaffee', dailyGoal: 4 };

  const readAll = async (as: string, id: number) => {
    const [one, dayGoal, stats, summary] = await Promise.all([
      t.rest('GET', `/api/habits/${String(id)}`, { token: as }),
      t.rest('GET', `/api/habits/${String(id)}/day-goal?date=${today}`, { token: as }),
      t.rest('GET', `/api/habits/${String(id)}/stats`, { token: as }),
      t.rest('GET', '/api/summary', { token: as }),
    ]);
    return {
      habit: one.json<{ goalOutlook: { today: string; manage: string } }>(),
      dayGoal: dayGoal.json<{ text: string }>(),
      stats: stats.json<{
        goalToday: string;
        month: { heading: string };
        streaks: { tier: string; recordText: string; recordLabel: string };
        week: { weeklyTarget: string };
        insights: { messages: string[] };
      }>(),
      summary: summary.json<{ habits: { habitId: number; goalToday: string }[] }>(),
    };
  };
  let today: string;

  beforeAll(async () => {
    t = await createTestApi('sqlite');
    ({ token } = await t.signup('anna@example.com'));
    ({ token: english } = await t.signup('bob@example.com'));
    habitId = (await t.rest('POST', '/api/habits', { token, body: habit })).json<{ id: number }>()
      .id;
    englishHabitId = (await t.rest('POST', '/api/habits', { token: english, body: habit })).json<{
      id: number;
    }>().id;
    today = (await t.rest('GET', '/api/auth/user', { token })).json<{ today: string }>().today;
    await t.rest('POST', `/api/habits/${String(habitId)}/entries`, {
      token,
      body: { habitId, date: today, actualValue: 3 },
    });
  });
  afterAll(async () => {
    await t.close();
  });

  it('speaks English to an English user, as SPEC writes it', async () => {
    const read = await readAll(english, englishHabitId);
    expect(read.habit.goalOutlook.today).toBe('Goal today: 4');
    expect(read.habit.goalOutlook.manage).toBe('Goal: 4 daily');
    expect(read.dayGoal.text).toBe('Goal today: 4');
    expect(read.stats.week.weeklyTarget).toBe('Keep under 28/week');
    expect(read.stats.streaks.tier).toBe('Start your streak!');
  });

  it('speaks German after the user chose German, the kept English answers not given again', async () => {
    await readAll(token, habitId); // kept in English first
    const put = await t.rest('PUT', '/api/auth/user', { token, body: { locale: 'de' } });
    expect(put.statusCode).toBe(200);
    const read = await readAll(token, habitId);
    expect(read.habit.goalOutlook.today).toBe('Ziel heute: 4');
    expect(read.habit.goalOutlook.manage).toBe('Ziel: 4 täglich');
    expect(read.dayGoal.text).toBe('Ziel heute: 4');
    expect(read.stats.goalToday).toBe('≤ 4 heute');
    expect(read.stats.week.weeklyTarget).toBe('Unter 28/Woche bleiben');
    expect(read.stats.streaks.tier).toBe('Du kommst in Schwung');
    expect(read.stats.streaks.recordLabel).toBe('Rekord: 1 Tag');
    expect(read.stats.insights.messages[0]).toMatch(/^Tolle Woche! Du hast dein Ziel an 100/);
    expect(read.summary.habits[0]?.goalToday).toBe('≤ 4 heute');
  });

  it('speaks Arabic after a switch to Arabic, with its plural forms', async () => {
    await t.rest('PUT', '/api/auth/user', { token, body: { locale: 'ar' } });
    const read = await readAll(token, habitId);
    expect(read.habit.goalOutlook.today).toBe('هدف اليوم: 4');
    expect(read.dayGoal.text).toBe('هدف اليوم: 4');
    expect(read.stats.streaks.recordLabel).toBe('الرقم القياسي: يوم واحد');
    expect(read.stats.week.weeklyTarget).toBe('ابقَ دون 28 في الأسبوع');
    expect(read.summary.habits[0]?.goalToday).toBe('≤ 4 اليوم');
  });

  it("says a group's line and chart in Spanish, with Spanish numbers", async () => {
    await t.rest('PUT', '/api/auth/user', { token, body: { locale: 'es' } });
    const group = (
      await t.rest('POST', '/api/groups', {
        token,
        body: { name: 'Bebidas', budget: { period: 'week', limit: 14 } },
      })
    ).json<{ id: number }>();
    await t.rest('PUT', `/api/habits/${String(habitId)}`, {
      token,
      body: { name: 'Kaffee', groupId: group.id, countsAs: 1.5 },
    });
    const progress = (
      await t.rest('GET', `/api/groups/${String(group.id)}/progress`, { token })
    ).json<{ text: string }>();
    expect(progress.text).toBe('Bebidas: 4,5 de 14 unidades esta semana');
    const chart = (
      await t.rest('GET', `/api/groups/${String(group.id)}/chart?bucket=week`, { token })
    ).json<{ reduction: { text: string } }>();
    expect(chart.reduction.text).toBe('4,5 unidades esta semana; aún sin línea base');
  });

  it("shows a share link's visitor the habit in the visitor's own language", async () => {
    const created = (
      await t.rest('POST', '/api/shares', { token: english, body: { habitIds: [englishHabitId] } })
    ).json<{ token: string }>();
    const visit = (acceptLanguage: string) =>
      t.request({ method: 'GET', url: `/api/shared/${created.token}`, acceptLanguage });
    const shared = (res: Awaited<ReturnType<typeof visit>>) =>
      res.json<{ habits: { goal: string; longestStreak: string; month: { heading: string } }[] }>()
        .habits[0];
    const german = shared(await visit('de-DE,de;q=0.9,en;q=0.8'));
    expect(german?.goal).toBe('Ziel: 4 täglich');
    expect(german?.longestStreak).toBe('0 Tage');
    const plain = shared(await visit('en-GB'));
    expect(plain?.goal).toBe('Goal: 4 daily');
    expect(plain?.longestStreak).toBe('0 days');
  });

  it('keeps the English user in English all along', async () => {
    const read = await readAll(english, englishHabitId);
    expect(read.stats.streaks.tier).toBe('Start your streak!');
    expect(read.habit.goalOutlook.today).toBe('Goal today: 4');
  });
});
