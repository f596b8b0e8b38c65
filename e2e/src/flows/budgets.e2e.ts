/**
 * Budget goals and quiet days (issue 31): a user sets "at most 14 a week" in Create, logs 4, 5
 * and 7, and sees "2 over this week" on the today board and in the Log dialog, with the third day
 * marked over on the calendar; a slips-only habit ('zero') whose streak grows on days not logged.
 * Screenshots of the today board and Create, light and dark, at 1280 and 375 px.
 */
import {
  addDays,
  dayOfWeek,
  fullDateText,
  shortDate,
  startOfWeek,
  type IsoDate,
} from '@taper/domain';
import path from 'node:path';
import { mkdir } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, test } from 'vitest';
import {
  DESKTOP,
  newUser,
  openAs,
  PHONE,
  SCREENSHOTS,
  see,
  seeToast,
  setupApp,
  today,
  type Api,
  type ApiHabit,
} from '../harness';

const app = setupApp('budgets');

/** The calendar's button of a day: its accessible name starts with the full date. */
function dayButton(page: Page, date: IsoDate) {
  return page.getByRole('button', { name: new RegExp(`^${fullDateText(date)}`) }).first();
}

/**
 * The three days logged: Monday to Wednesday of this week (Monday first); on a Monday or a
 * Tuesday this week has not three past days yet, so those of last week, whose status then names
 * its week.
 */
function loggedDays(day: IsoDate): { days: IsoDate[]; phrase: string } {
  const thisWeek = dayOfWeek(day, 'monday') >= 2;
  const monday = startOfWeek(thisWeek ? day : addDays(day, -7), 'monday');
  return {
    days: [monday, addDays(monday, 1), addDays(monday, 2)],
    phrase: thisWeek ? 'this week' : `in the week of ${shortDate(monday)}`,
  };
}

describe('a weekly budget of 14', () => {
  let api: Api;
  let drinks: ApiHabit;
  const { days, phrase } = loggedDays(today());

  beforeAll(async () => {
    api = app.api();
    await api.signup(newUser('Bud', 'Get'));
  });

  test('is set in Create as Per week, 14', async () => {
    const page = await openAs(app, api, '/create-habit');
    await see(page.getByRole('heading', { name: 'Create New Habit' }));
    await page.getByPlaceholder(/Coffee/).fill('Drinks');
    await page.getByRole('radio', { name: /Per week/ }).check();
    await page.getByRole('spinbutton', { name: 'Weekly Budget' }).fill('14');
    await page.getByRole('button', { name: 'Create Habit' }).click();
    await seeToast(page, 'Success', 'Habit created successfully!');
    await page.waitForURL(/\/\?habitId=\d+$/);
    const found = (await api.habits()).find((habit) => habit.name === 'Drinks');
    if (!found) throw new Error('Drinks was not created');
    drinks = found;
    expect(drinks).toMatchObject({ goalSchedule: 'weekly_budget', budget: 14, dailyGoal: null });
  });

  test("logs 4, 5 and 7 and sees '2 over' with the third day marked over", async () => {
    const [first, second, third] = days as [IsoDate, IsoDate, IsoDate];
    await api.logEntry(drinks.id, { date: first, actualValue: 4 });
    await api.logEntry(drinks.id, { date: second, actualValue: 5 });
    const last = await api.logEntry(drinks.id, { date: third, actualValue: 7 });
    expect(last.performance).toBe('over');

    const page = await openAs(app, api, `/habit/${drinks.id}`);
    await see(page.getByRole('grid'));
    // The calendar may show today's month: go to the third day's month when it is another.
    const thirdDay = dayButton(page, third);
    if ((await thirdDay.count()) === 0) {
      await page.getByRole('button', { name: /previous month/i }).click();
    }
    await see(dayButton(page, third));
    expect(await dayButton(page, third).getAttribute('aria-label')).toMatch(/over target/);
    expect(await dayButton(page, second).getAttribute('aria-label')).toMatch(/on target/);
    expect(await dayButton(page, first).getAttribute('aria-label')).toMatch(/on target/);

    // The Log Result dialog of the third day says the week's state.
    await dayButton(page, third).click();
    await see(page.getByRole('dialog').getByText(`16 of 14 used ${phrase}, 2 over`));
    await page.keyboard.press('Escape');

    // The today board's card says this week's state.
    await page.goto('/');
    if (phrase === 'this week') await see(page.getByText('16 of 14 used this week, 2 over'));
    else await see(page.getByText(/of 14 used this week/));
  });

  test('screenshots: the today board and Create, light and dark, 1280 and 375 px', async () => {
    await mkdir(SCREENSHOTS, { recursive: true });
    for (const theme of ['light', 'dark'] as const) {
      await api.setTheme(theme);
      for (const viewport of [DESKTOP, PHONE]) {
        const page = await openAs(app, api, '/', viewport);
        await see(page.getByText(/used this week/));
        await page.screenshot({
          path: path.join(SCREENSHOTS, `budgets-today-${theme}-${viewport.width}.png`),
          fullPage: true,
        });
        await page.goto('/create-habit');
        await page.getByRole('radio', { name: /Per week/ }).check();
        await see(page.getByRole('spinbutton', { name: 'Weekly Budget' }));
        await page.screenshot({
          path: path.join(SCREENSHOTS, `budgets-create-${theme}-${viewport.width}.png`),
          fullPage: true,
        });
      }
    }
    await api.setTheme('light');
  });
});

describe("a slips-only habit ('zero')", () => {
  test('grows its streak on days not logged', async () => {
    const api = app.api();
    await api.signup(newUser('Slip', 'Only'));
    const habit = await api.call<ApiHabit>('POST', '/api/habits', {
      name: 'Smoking',
      color: '#EF4444',
      icon: 'coffee',
      goalType: 'number',
      goalSchedule: 'daily',
      dailyGoal: 0,
      unloggedDays: 'zero',
    });
    // One slip five days ago, nothing since: the four days after it count as 0 (today is open).
    await api.logEntry(habit.id, { date: addDays(today(), -5), actualValue: 3 });
    const streaks = await api.call<{ currentStreak: number }>(
      'GET',
      `/api/habits/${habit.id}/streaks`,
    );
    expect(streaks.currentStreak).toBe(4);
    const page = await openAs(app, api, '/');
    const card = page.locator('article, section, div').filter({ hasText: 'STREAKS' }).last();
    await see(card);
    await expect
      .poll(async () => (await card.innerText()).replace(/\s+/g, ' '))
      .toMatch(/Current 4/);
  });
});
