/**
 * Taper plans and goal history, as a person uses them: a habit created two weeks ago gets a plan
 * 'from 5 to 2, down 1 a week' that steps down today; the Settings staircase marks today and says
 * the next step; a 5 logged yesterday is a success (goal 5) and today's 5 is over (goal 4); the
 * Log dialog says the day's goal. Then the goal changes from today (the past stays), and again
 * re-judging the past.
 */
import path from 'node:path';
import { createDb } from '@taper/db';
import { addDays, fullDateText, shortDate, type IsoDate } from '@taper/domain';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, test } from 'vitest';
import { axeFindings, formatFindings } from '../axe';
import {
  DESKTOP,
  newUser,
  PHONE,
  SCREENSHOTS,
  see,
  seeToast,
  setupApp,
  TIMEZONE,
  today,
  useToken,
  type Api,
  type ApiHabit,
} from '../harness';

const app = setupApp('plans');
let api: Api;
let coffee: ApiHabit;
let day: IsoDate;

/**
 * Noon of `date` in the user's zone. Noon UTC is the next day in Pacific/Auckland (UTC+13): a
 * habit 'created' then was created the day after in the user's zone, which is what GET /goals
 * showed as the first version's day.
 */
function noonInUserZone(date: IsoDate): Date {
  const format = new Intl.DateTimeFormat('en-CA', {
    timeZone: TIMEZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    hourCycle: 'h23',
  });
  for (let shift = -14; shift <= 14; shift++) {
    const instant = new Date(Date.parse(`${date}T12:00:00Z`) - shift * 3_600_000);
    const parts = Object.fromEntries(format.formatToParts(instant).map((p) => [p.type, p.value]));
    if (`${parts.year}-${parts.month}-${parts.day}` === date && parts.hour === '12') return instant;
  }
  throw new Error(`No noon on ${date} in ${TIMEZONE}`);
}

/** The habit was created `days` ago: its creation and its first goal version move back. */
async function createdDaysAgo(habit: ApiHabit, days: number): Promise<void> {
  const { db, close } = createDb(app.server.databaseFile);
  try {
    const from = addDays(day, -days);
    await db
      .updateTable('habits')
      .set({ createdAt: noonInUserZone(from) })
      .where('id', '=', habit.id)
      .execute();
    await db
      .updateTable('habitGoalVersions')
      .set({ effectiveFrom: from })
      .where('habitId', '=', habit.id)
      .execute();
  } finally {
    await close();
  }
}

function dialog(page: Page): Locator {
  return page.getByRole('dialog');
}

async function results(): Promise<Record<string, string>> {
  const entries = await api.entries(coffee.id);
  return Object.fromEntries(entries.map((entry) => [entry.date, entry.performance]));
}

async function openSettings(page: Page): Promise<void> {
  await page.goto(new URL(`/habit/${coffee.id}/settings`, app.server.baseURL).toString());
  await see(page.getByRole('heading', { name: 'Habit Settings' }));
}

async function save(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Save Changes' }).first().click();
  await page.waitForURL(/\?habitId=/);
}

/** Logs `amount` for `date` from its calendar cell on the habit screen. */
async function logFromCalendar(page: Page, date: IsoDate, amount: number, goalLine: string) {
  await page
    .getByRole('grid')
    .getByRole('button', { name: fullDateText(date), exact: false })
    .click();
  await see(dialog(page).getByText(goalLine));
  for (let i = 0; i < amount; i++)
    await dialog(page)
      .getByRole('button', { name: /Increase/ })
      .click();
  await dialog(page).getByRole('button', { name: 'Save Result' }).click();
  await seeToast(page, 'Success', 'Entry saved successfully');
  await dialog(page).first().waitFor({ state: 'detached' });
}

beforeAll(async () => {
  api = app.api();
  await api.signup(newUser('Tess', 'Taper'));
  day = today();
  coffee = await api.createHabit({
    name: 'Coffee',
    color: '#3B82F6',
    icon: 'coffee',
    goalType: 'number',
    goalSchedule: 'daily',
    dailyGoal: 5,
  });
  await createdDaysAgo(coffee, 14);
});

describe('a taper plan: each day judged by its own goal', () => {
  test("sets 'from 5 to 2, down 1 a week', logs either side of today's step, then changes the goal", async () => {
    const { page } = await app.session(DESKTOP);
    if (!api.token) throw new Error('not signed up');
    await useToken(page, api.token, `/habit/${coffee.id}/settings`);
    await see(page.getByRole('heading', { name: 'Habit Settings' }));

    // The plan: start 5, end 2, down 1 every 7 days, from a week ago: today is its second step.
    await page.getByRole('switch', { name: 'Step this goal down over time' }).click();
    // It starts from today's goal, 5, and ends one below: take it down to 2.
    await see(page.getByLabel('Start at'));
    expect(await page.getByLabel('Start at').inputValue()).toBe('5');
    await page.getByLabel('End at').fill('2');
    await page.getByLabel('Start date').fill(addDays(day, -7));
    const steps = page.getByRole('list', { name: 'Plan steps' }).getByRole('listitem');
    await see(steps.first());
    expect(await steps.count()).toBe(4);
    expect(await steps.nth(1).getAttribute('aria-current')).toBe('step');
    await see(page.getByText(`Next: 3 on ${shortDate(addDays(day, 7))}`));
    await see(page.getByText('Today: 4'));

    for (const theme of ['light', 'dark'] as const) {
      await api.setTheme(theme);
      await page.reload();
      await see(page.getByRole('heading', { name: 'Habit Settings' }));
      await page.getByRole('switch', { name: 'Step this goal down over time' }).click();
      await page.getByLabel('End at').fill('2');
      await page.getByLabel('Start date').fill(addDays(day, -7));
      await see(page.getByText('Today: 4'));
      const findings = await axeFindings(page, `plan settings ${theme}`);
      expect(findings, formatFindings(findings)).toEqual([]);
      for (const [size, viewport] of [
        ['1280x800', DESKTOP],
        ['375x812', PHONE],
      ] as const) {
        await page.setViewportSize(viewport);
        await page.screenshot({
          path: path.join(SCREENSHOTS, `plan-settings-${theme}-${size}.png`),
          fullPage: true,
        });
      }
    }
    await page.setViewportSize(DESKTOP);
    await save(page);
    expect((await api.habits())[0]?.dailyGoal).toBe(4);

    // Yesterday's goal was 5, today's is 4: the same 5 cups are a success, then over.
    await logFromCalendar(page, addDays(day, -1), 5, `Goal on ${shortDate(addDays(day, -1))}: 5`);
    await page.getByRole('button', { name: 'Log Your Result' }).click();
    await see(dialog(page).getByText('Goal today: 4'));
    await page.screenshot({ path: path.join(SCREENSHOTS, 'plan-log-dialog.png') });
    await dialog(page).getByRole('button', { name: 'Cancel' }).click();
    await logFromCalendar(page, day, 5, 'Goal today: 4');
    expect(await results()).toEqual({ [addDays(day, -1)]: 'success', [day]: 'over' });

    // Raising the goal from today: today is judged again, yesterday keeps its result.
    await openSettings(page);
    await page.getByRole('spinbutton', { name: 'Daily Goal' }).fill('6');
    await see(page.getByRole('radio', { name: /From today/ }));
    expect(await page.getByRole('radio', { name: /From today/ }).isChecked()).toBe(true);
    await page.getByRole('switch', { name: 'Step this goal down over time' }).click();
    await save(page);
    expect(await results()).toEqual({ [addDays(day, -1)]: 'success', [day]: 'success' });

    // Lowering it to 4 and re-judging the past: both days are over.
    await openSettings(page);
    await page.getByRole('spinbutton', { name: 'Daily Goal' }).fill('4');
    await page.getByText('Also re-judge past days').click();
    await save(page);
    expect(await results()).toEqual({ [addDays(day, -1)]: 'over', [day]: 'over' });
    const goals = await api.call<{ effectiveFrom: string; dailyGoal: number }[]>(
      'GET',
      `/api/habits/${coffee.id}/goals`,
    );
    // One version, the new goal, in force from the habit's creation day in the user's zone.
    expect(goals).toEqual([
      expect.objectContaining({ effectiveFrom: addDays(day, -14), dailyGoal: 4 }),
    ]);
  });
});

describe('a plan that started 10 days ago, visible everywhere, and held', () => {
  test('backfills a week, sets the plan, sees it on every screen and holds a step', async () => {
    const { page } = await app.session(DESKTOP);
    if (!api.token) throw new Error('not signed up');
    const beer = await api.createHabit({
      name: 'Beer',
      color: '#D97706',
      icon: 'coffee',
      goalType: 'number',
      goalSchedule: 'daily',
      dailyGoal: 3,
    });
    // Last week backfilled: 2 a day for four days, then 3 a day.
    for (let back = 7; back >= 1; back--)
      await api.logEntry(beer.id, { date: addDays(day, -back), actualValue: back > 3 ? 2 : 3 });
    const judged = async () =>
      Object.fromEntries(
        (await api.entries(beer.id)).map((entry) => [entry.date, entry.performance]),
      );
    expect(Object.values(await judged())).toEqual(Array(7).fill('success'));

    // 'From 3 to 1, down 1 every 7 days, starting 10 days ago': 3, then 2 from 3 days ago.
    await useToken(page, api.token, `/habit/${beer.id}/settings`);
    await see(page.getByRole('heading', { name: 'Habit Settings' }));
    await page.getByRole('switch', { name: 'Step this goal down over time' }).click();
    expect(await page.getByLabel('Start at').inputValue()).toBe('3');
    await page.getByLabel('End at').fill('1');
    await page.getByLabel('Start date').fill(addDays(day, -10));
    const steps = page.getByRole('list', { name: 'Plan steps' }).getByRole('listitem');
    await see(steps.nth(2));
    // The staircase is labelled with its steps' days.
    await see(steps.nth(1).getByText(shortDate(addDays(day, -3)), { exact: true }));
    await see(steps.nth(2).getByText(shortDate(addDays(day, 4)), { exact: true }));
    await save(page);

    // The past days are judged by their own step: 3 until 4 days ago, then 2.
    const expected = Object.fromEntries(
      [7, 6, 5, 4, 3, 2, 1].map((back) => [addDays(day, -back), back > 3 ? 'success' : 'over']),
    );
    expect(await judged()).toEqual(expected);

    // The habit screen: the goal today and the next step, and a suggestion to hold.
    const line = `Goal today: 2 · next: 1 on ${shortDate(addDays(day, 4))}`;
    await see(page.getByTestId('goal-line').getByText(line));
    await see(page.getByText('Over on 3 of the last 7 days: hold this step for a while?'));
    for (const theme of ['light', 'dark'] as const) {
      await api.setTheme(theme);
      await page.reload();
      await see(page.getByTestId('goal-line').getByText(line));
      const findings = await axeFindings(page, `habit plan line ${theme}`);
      expect(findings, formatFindings(findings)).toEqual([]);
      for (const [size, viewport] of [
        ['1280x800', DESKTOP],
        ['375x812', PHONE],
      ] as const) {
        await page.setViewportSize(viewport);
        await see(page.getByTestId('goal-line'));
        await page.screenshot({
          path: path.join(SCREENSHOTS, `plan-habit-line-${theme}-${size}.png`),
          fullPage: true,
        });
      }
    }
    await api.setTheme('light');
    await page.setViewportSize(DESKTOP);

    // The summary card says today's goal and the plan's next step; Manage says where the plan
    // tapers to.
    await page.goto(new URL('/', app.server.baseURL).toString());
    const card = page.getByRole('heading', { name: 'Beer' }).locator('..');
    await see(card.getByText(`≤ 2 today · 1 from ${shortDate(addDays(day, 4))}`, { exact: true }));
    await page.goto(new URL('/manage', app.server.baseURL).toString());
    await see(page.getByText(`Goal: 2 daily, tapering to 1 by ${shortDate(addDays(day, 4))}`));

    // The progress chart: from the first entry's week, the goal line going on, dashed, over the
    // coming step.
    await page.goto(new URL(`/habit/${beer.id}/progress`, app.server.baseURL).toString());
    // The dashed line is drawn over the weeks still to come: when the coming step falls in this
    // week (today a Monday to a Wednesday), no later week is drawn and the step shows on this one.
    const mondayOf = (date: string) =>
      addDays(date, -((new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7));
    if (mondayOf(addDays(day, 4)) !== mondayOf(day)) {
      const planned = page.getByTestId('planned-goal-line');
      await see(planned);
      expect(await planned.getAttribute('d')).toMatch(/^M/);
    } else {
      await see(page.getByTestId('goal-line'));
    }
    const values = page.getByRole('group').filter({ hasText: 'Values against your goal' });
    await values.locator('summary').click();
    const rows = values.getByRole('table').getByRole('row');
    await see(rows.first());
    // A header, the weeks from the first entry's to the coming step's: never 27 empty weeks.
    expect(await rows.count()).toBeLessThanOrEqual(5);
    await page.screenshot({ path: path.join(SCREENSHOTS, 'plan-progress.png'), fullPage: true });

    // Holding the step: the next step waits a week; the past keeps its results.
    await page.goto(new URL(`/habit/${beer.id}`, app.server.baseURL).toString());
    await page.getByRole('button', { name: 'Hold this step' }).click();
    expect(await page.getByLabel('Days to hold').inputValue()).toBe('7');
    await page.getByRole('button', { name: 'Hold 7 days' }).click();
    const held = `Goal today: 2 · next: 1 on ${shortDate(addDays(day, 11))}`;
    await seeToast(page, 'Step held', held);
    await see(page.getByTestId('goal-line').getByText(held));
    expect(await judged()).toEqual(expected);
    const goals = await api.call<{ effectiveFrom: string; dailyGoal: number }[]>(
      'GET',
      `/api/habits/${beer.id}/goals`,
    );
    expect(goals.map((v) => [v.effectiveFrom, v.dailyGoal]).slice(-2)).toEqual([
      [addDays(day, -3), 2],
      [addDays(day, 11), 1],
    ]);
    await page.screenshot({ path: path.join(SCREENSHOTS, 'plan-held.png'), fullPage: true });
  });
});
