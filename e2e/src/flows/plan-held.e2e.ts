/**
 * A taper plan that started 10 days ago over a backfilled week: seen on every screen (the habit
 * screen, the summary, Manage, the calendar's goal marks), and a step held.
 */
import type { Page } from 'playwright-core';
import path from 'node:path';
import { addDays, shortDate, type IsoDate } from '@taper/domain';
import { beforeAll, describe, expect, test } from 'vitest';
import { axeFindings, formatFindings } from '../axe';
import {
  DESKTOP,
  newUser,
  PHONE,
  saveSettings,
  SCREENSHOTS,
  see,
  seeToast,
  setupApp,
  today,
  useToken,
  type Api,
  type ApiHabit,
} from '../harness';

const app = setupApp('plan-held');
let api: Api;
let day: IsoDate;

beforeAll(async () => {
  api = app.api();
  await api.signup(newUser('Tess', 'Taper'));
  day = today();
});

/** 'From 3 to 1, down 1 every 7 days, starting 10 days ago', set in Habit Settings. */
async function setPlanFrom3To1(page: Page): Promise<void> {
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
  await saveSettings(page);
}

/** The habit screen's goal line and its suggestion to hold, light and dark, 1280 and 375 px. */
async function seeGoalLineAndHold(page: Page): Promise<void> {
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
}

/** The plan on the summary card, in Manage and on the progress chart. */
async function seePlanEverywhere(page: Page, beer: ApiHabit): Promise<void> {
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
}

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
    await setPlanFrom3To1(page);

    // The past days are judged by their own step: 3 until 4 days ago, then 2.
    const expected = Object.fromEntries(
      [7, 6, 5, 4, 3, 2, 1].map((back) => [addDays(day, -back), back > 3 ? 'success' : 'over']),
    );
    expect(await judged()).toEqual(expected);

    await seeGoalLineAndHold(page);

    await seePlanEverywhere(page, beer);

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
