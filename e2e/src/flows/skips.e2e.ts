/**
 * Skip days and Vacation (issue 20): a day skipped from the calendar's Log Result dialog joins the
 * streak on both sides of it and has its own mark; a week skipped from Account → Vacation keeps
 * the streak over a holiday. Screenshots of the calendar with a skipped day, light and dark, at
 * both sizes.
 */
import { addDays, fullDateText, type IsoDate } from '@taper/domain';
import { computeStreaks } from '@taper/domain/rules';
import path from 'node:path';
import { mkdir } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, test } from 'vitest';
import {
  DESKTOP,
  eventually,
  newUser,
  openAs,
  PHONE,
  SCREENSHOTS,
  see,
  seeToast,
  setupApp,
  textMatches,
  today,
  type Api,
  type ApiHabit,
  coffeeHabit,
} from '../harness';

const app = setupApp('skips');
const COFFEE = coffeeHabit();

async function streakOf(api: Api, habit: ApiHabit): Promise<number> {
  const streaks = await api.call<{ currentStreak: number }>(
    'GET',
    `/api/habits/${habit.id}/streaks`,
  );
  return streaks.currentStreak;
}

/** The calendar's button of a day: its accessible name starts with the full date. */
function dayButton(page: Page, date: IsoDate) {
  return page.getByRole('button', { name: new RegExp(`^${fullDateText(date)}`) }).first();
}

let api: Api;
let coffee: ApiHabit;
let day: IsoDate;

beforeAll(async () => {
  api = app.api();
  await api.signup(newUser('Sky', 'Skipper'));
  day = today();
  coffee = await api.createHabit(COFFEE);
  await api.logEntry(coffee.id, { date: addDays(day, -2), actualValue: 1 });
  await api.logEntry(coffee.id, { date: day, actualValue: 2 });
});

describe('a skipped day between two successes', () => {
  test('is marked Skipped from the Log Result dialog and keeps the streak', async () => {
    expect(await streakOf(api, coffee)).toBe(1);
    const page = await openAs(app, api, `/habit/${coffee.id}`);
    const yesterday = addDays(day, -1);
    await textMatches(page.locator('main'), /Streak Progress\s+1 day\b/);
    await dayButton(page, yesterday).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('switch', { name: 'Skip this day' }).click();
    await see(dialog.getByText('Ill, travelling or a day off', { exact: false }));
    expect(await dialog.getByRole('spinbutton', { name: 'amount' }).count()).toBe(0);
    await dialog.getByPlaceholder('Add a note about this entry...').fill('Flu');
    await dialog.getByRole('button', { name: 'Save Result' }).click();
    await seeToast(page, 'Success', 'Entry saved successfully');

    // The day has its own mark and says so; the streak runs through it.
    await see(
      page.getByRole('button', { name: `${fullDateText(yesterday)}: skipped, has a note` }),
    );
    const cell = page.locator(`[role="gridcell"][data-date="${yesterday}"]`);
    expect(await cell.getAttribute('data-status')).toBe('skipped');
    await textMatches(page.locator('main'), /Streak Progress\s+2 days\b/);
    const entries = await api.entries(coffee.id);
    expect(entries.find((entry) => entry.date === yesterday)).toMatchObject({
      performance: 'skipped',
      actualValue: null,
      note: 'Flu',
    });
    expect(await streakOf(api, coffee)).toBe(computeStreaks(entries, day).currentStreak);
    expect(await streakOf(api, coffee)).toBe(2);
  });

  test('Clear then Undo brings the skipped day back skipped', async () => {
    const page = await openAs(app, api, `/habit/${coffee.id}`);
    const yesterday = addDays(day, -1);
    await dayButton(page, yesterday).click();
    const dialog = page.getByRole('dialog');
    expect(await dialog.getByRole('switch', { name: 'Skip this day' }).isChecked()).toBe(true);
    await dialog.getByRole('button', { name: 'Clear' }).click();
    await seeToast(page, 'Entry cleared');
    await eventually(
      'the skip cleared',
      () => streakOf(api, coffee),
      (streak) => streak === 1,
    );
    await page.getByRole('button', { name: 'Undo' }).click();
    await seeToast(page, 'Entry restored');
    await eventually(
      'the skip back',
      () => streakOf(api, coffee),
      (streak) => streak === 2,
    );
  });
});

describe('a skipped day between two successes', () => {
  test('screenshots: the calendar with a skipped day, light and dark, 1280 and 375 px', async () => {
    await mkdir(SCREENSHOTS, { recursive: true });
    for (const theme of ['light', 'dark'] as const) {
      await api.setTheme(theme);
      for (const viewport of [DESKTOP, PHONE]) {
        const page = await openAs(app, api, `/habit/${coffee.id}`, viewport);
        const grid = page.getByRole('grid');
        await see(grid);
        await see(page.locator('[role="gridcell"][data-status="skipped"]'));
        await grid.scrollIntoViewIfNeeded();
        await page.screenshot({
          path: path.join(SCREENSHOTS, `skips-calendar-${theme}-${viewport.width}.png`),
          fullPage: true,
        });
        // The Log Result dialog of the skipped day, and the summary card's Skip.
        await dayButton(page, addDays(day, -1)).click();
        await see(page.getByRole('dialog').getByRole('switch', { name: 'Skip this day' }));
        await page.screenshot({
          path: path.join(SCREENSHOTS, `skips-dialog-${theme}-${viewport.width}.png`),
        });
        await page.keyboard.press('Escape');
        await page.goto('/');
        await page.getByRole('group', { name: 'Day to log for Coffee' }).waitFor();
        await page.getByRole('button', { name: 'Yesterday', pressed: false }).click();
        await see(page.getByRole('button', { name: 'Skip Coffee yesterday', pressed: true }));
        await page.screenshot({
          path: path.join(SCREENSHOTS, `skips-summary-${theme}-${viewport.width}.png`),
        });
      }
    }
    await api.setTheme('light');
  });
});

describe('Vacation from the Account screen', () => {
  test('a week skipped over every habit keeps the streak over the holiday', async () => {
    const api = app.api();
    await api.signup(newUser('Val', 'Vacation'));
    const day = today();
    const coffee = await api.createHabit(COFFEE);
    const wine = await api.createHabit({
      name: 'Wine',
      color: '#EF4444',
      icon: 'beer',
      goalType: 'level',
      goalSchedule: 'daily',
      levelGoal: 'low',
    });
    await api.logEntry(coffee.id, { date: addDays(day, -8), actualValue: 1 });
    await api.logEntry(coffee.id, { date: day, actualValue: 1 });
    // A day of the holiday already logged stays as it was.
    await api.logEntry(wine.id, { date: addDays(day, -3), levelValue: 'none' });
    expect(await streakOf(api, coffee)).toBe(1);

    const page = await openAs(app, api, '/account', PHONE);
    await see(page.getByRole('heading', { name: 'Vacation' }));
    await page.getByLabel('First day').fill(addDays(day, -7));
    await page.getByLabel('Last day').fill(addDays(day, -1));
    await page.getByRole('radio', { name: 'All habits' }).check();
    await page.screenshot({
      path: path.join(SCREENSHOTS, 'skips-vacation-light-375.png'),
      fullPage: true,
    });
    await page.getByRole('button', { name: 'Skip these days' }).click();
    await see(
      page.locator('p[role="status"]', {
        hasText: '13 days skipped; 1 already logged day was kept.',
      }),
    );

    const coffeeEntries = await api.entries(coffee.id);
    expect(coffeeEntries.filter((entry) => entry.performance === 'skipped')).toHaveLength(7);
    const wineEntries = await api.entries(wine.id);
    expect(wineEntries.filter((entry) => entry.performance === 'skipped')).toHaveLength(6);
    expect(wineEntries.find((entry) => entry.date === addDays(day, -3))?.levelValue).toBe('none');
    expect(await streakOf(api, coffee)).toBe(2);

    // Too long a range is refused with a sentence, and nothing changes.
    await page.getByLabel('First day').fill(addDays(day, -70));
    await page.getByRole('button', { name: 'Skip these days' }).click();
    await see(
      page.getByRole('alert').filter({
        hasText: 'A vacation can be at most 60 days: choose a shorter range',
      }),
    );
    expect(await api.entries(coffee.id)).toHaveLength(coffeeEntries.length);

    const habitPage = await openAs(app, api, `/habit/${coffee.id}`);
    await textMatches(habitPage.locator('main'), /Streak Progress\s+2 days\b/);
  });
});
