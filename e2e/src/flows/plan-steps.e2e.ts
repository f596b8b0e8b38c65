/**
 * A taper plan, each day judged by its own goal: 'from 5 to 2, down 1 a week' set in Habit
 * Settings on a habit made two weeks ago, days logged either side of today's step, then the goal
 * changed, the days re-judged each time.
 */
import path from 'node:path';
import { createDb } from '@taper/db';
import { addDays, fullDateText, shortDate, type IsoDate } from '@taper/domain';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, test } from 'vitest';
import { axeFindings, formatFindings } from '../axe';
import {
  DESKTOP,
  dialog,
  newUser,
  PHONE,
  saveSettings,
  SCREENSHOTS,
  see,
  seeToast,
  setupApp,
  TIMEZONE,
  today,
  useToken,
  type Api,
  type ApiHabit,
  coffeeHabit,
} from '../harness';

const app = setupApp('plan-steps');
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

async function results(): Promise<Record<string, string>> {
  const entries = await api.entries(coffee.id);
  return Object.fromEntries(entries.map((entry) => [entry.date, entry.performance]));
}

async function openSettings(page: Page): Promise<void> {
  await page.goto(new URL(`/habit/${coffee.id}/settings`, app.server.baseURL).toString());
  await see(page.getByRole('heading', { name: 'Habit Settings' }));
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
  coffee = await api.createHabit(coffeeHabit('#3B82F6', 5));
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
    await saveSettings(page);
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
    await saveSettings(page);
    expect(await results()).toEqual({ [addDays(day, -1)]: 'success', [day]: 'success' });

    // Lowering it to 4 and re-judging the past: both days are over.
    await openSettings(page);
    await page.getByRole('spinbutton', { name: 'Daily Goal' }).fill('4');
    await page.getByText('Also re-judge past days').click();
    await saveSettings(page);
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
