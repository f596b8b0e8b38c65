/**
 * Real-life schedules (issue 20): archiving and unarchiving a habit, ordering the habits with the
 * keyboard and by dragging (the summary follows), a calendar that starts on Sunday, and a night
 * owl's 01:30 log that lands on the day before; screenshots of Manage Habits with an archived
 * habit and of the Account settings at 375 and 1280 px.
 */
import { addDays } from '@taper/domain';
import { dateInTimeZone } from '@taper/domain/rules';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, test } from 'vitest';
import {
  DESKTOP,
  eventually,
  newUser,
  notSee,
  openAs,
  PHONE,
  SCREENSHOTS,
  see,
  setupApp,
  today,
  useToken,
  type Api,
  type ApiHabit,
} from '../harness';

const app = setupApp('schedules');
let api: Api;
const NAMES = ['Coffee', 'Wine', 'Sugar'];
const habits: ApiHabit[] = [];

beforeAll(async () => {
  api = app.api();
  await api.signup(newUser('Sam', 'Schedules'));
  for (const name of NAMES) {
    habits.push(
      await api.createHabit({
        name,
        color: '#3B82F6',
        icon: 'coffee',
        goalType: 'number',
        goalSchedule: 'daily',
        dailyGoal: 2,
      }),
    );
  }
});

/** The habit the test set up at `index`. */
function habit(index: number): ApiHabit {
  const found = habits[index];
  if (!found) throw new Error(`no habit at ${index}`);
  return found;
}

/** The habits' names as GET /api/habits lists them. */
async function listed(): Promise<string[]> {
  return (await api.habits()).map((habit) => habit.name);
}

/**
 * Waits for the summary cards' names, first to last, to be `expected`: a fresh load first shows the
 * cache saved on this device, which can be a second older than the server, then the server's.
 */
async function summaryReads(page: Page, expected: readonly string[]): Promise<void> {
  await page.goto('/');
  const headings = page.getByRole('heading', { level: 2 });
  await see(headings);
  await eventually(
    `the summary reads ${expected.join(', ')}`,
    () => headings.allTextContents(),
    (names) => names.join() === expected.join(),
  );
}

describe('archive', () => {
  test('an archived habit keeps its data, leaves the summary and the menu, and comes back last', async () => {
    const wine = habit(1);
    await api.logEntry(wine.id, { date: today(), actualValue: 1 });
    const page = await openAs(app, api, '/manage');
    await page.getByRole('button', { name: 'Archive Wine' }).click();
    const archived = page.getByRole('region', { name: 'Archived' });
    await see(archived.getByText('Wine'));
    await see(page.getByText('Habit archived'));
    await see(archived.getByRole('button', { name: 'Unarchive Wine' }));
    expect(await archived.getByRole('button', { name: 'Move up Wine' }).count()).toBe(0);
    expect((await api.habits()).find((h) => h.id === wine.id)?.archived).toBe(true);
    expect(await api.entries(wine.id)).toHaveLength(1);

    for (const viewport of [PHONE, DESKTOP]) {
      await page.setViewportSize(viewport);
      await page.screenshot({
        path: path.join(SCREENSHOTS, `manage-archived-${viewport.width}.png`),
        fullPage: true,
      });
    }
    // And in the dark theme, at the phone's width.
    await api.setTheme('dark');
    await page.setViewportSize(PHONE);
    await page.reload();
    await see(page.getByRole('region', { name: 'Archived' }));
    await page.screenshot({
      path: path.join(SCREENSHOTS, 'manage-archived-dark-375.png'),
      fullPage: true,
    });
    await api.setTheme('light');
    await page.setViewportSize(DESKTOP);

    await summaryReads(page, ['Coffee', 'Sugar']);
    await page.getByRole('button', { name: /, habit menu$/ }).click();
    const menu = page.getByRole('menu');
    await see(menu.getByText('Sugar'));
    expect(await menu.getByText('Wine').count()).toBe(0);
    await page.keyboard.press('Escape');

    await page.goto('/manage');
    await page.getByRole('button', { name: 'Unarchive Wine' }).click();
    await notSee(page.getByRole('region', { name: 'Archived' }));
    await eventually('Wine back, last', listed, (names) => names.join() === 'Coffee,Sugar,Wine');
    await summaryReads(page, ['Coffee', 'Sugar', 'Wine']);
  });
});

describe('order', () => {
  test('Move up and Move down, a drag, and the handle by keyboard; the summary follows', async () => {
    const page = await openAs(app, api, '/manage');
    const moveDown = page.getByRole('button', { name: 'Move down Coffee' });
    await moveDown.focus();
    await page.keyboard.press('Enter');
    await eventually('Coffee second', listed, (names) => names.join() === 'Sugar,Coffee,Wine');
    // The pressed button keeps the focus as its card moves.
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(
      'Move down Coffee',
    );
    await page.keyboard.press('Enter');
    await eventually('Coffee last', listed, (names) => names.join() === 'Sugar,Wine,Coffee');
    expect(await page.getByRole('button', { name: 'Move down Coffee' }).isDisabled()).toBe(true);

    // Drag Coffee's handle above Sugar's card.
    const from = await page.getByRole('button', { name: 'Drag to reorder: Coffee' }).boundingBox();
    const to = await page.getByRole('button', { name: 'Drag to reorder: Sugar' }).boundingBox();
    if (!from || !to) throw new Error('the drag handles are not on screen');
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(from.x + from.width / 2, from.y - 10, { steps: 5 });
    await page.mouse.move(to.x + to.width / 2, to.y - 10, { steps: 20 });
    await page.mouse.up();
    await eventually('Coffee first', listed, (names) => names.join() === 'Coffee,Sugar,Wine');

    // The drag handle by keyboard: Space picks Wine up, ArrowUp moves it, Space drops it.
    await page.getByRole('button', { name: 'Drag to reorder: Wine' }).focus();
    const said = () => page.locator('[id^="DndLiveRegion"]').first().textContent();
    await page.keyboard.press('Space');
    await eventually('picked up', said, (text) => text === 'Picked up Wine.');
    // dnd-kit starts listening for arrow keys a moment after the pick-up it announces.
    await page.waitForTimeout(500);
    await page.keyboard.press('ArrowUp');
    await eventually('moved', said, (text) => text === 'Wine is over position 2.');
    await page.keyboard.press('Space');
    await eventually('Wine second', listed, (names) => names.join() === 'Coffee,Wine,Sugar');
    await summaryReads(page, ['Coffee', 'Wine', 'Sugar']);
  });
});

describe('your week and your day', () => {
  test('Account → Sunday: the habit calendar starts on Sunday', async () => {
    const page = await openAs(app, api, '/account');
    for (const viewport of [PHONE, DESKTOP]) {
      await page.setViewportSize(viewport);
      await see(page.getByRole('heading', { name: 'Week and day' }));
      await page.getByRole('heading', { name: 'Week and day' }).scrollIntoViewIfNeeded();
      await page.screenshot({
        path: path.join(SCREENSHOTS, `account-schedule-${viewport.width}.png`),
      });
    }
    await page.getByRole('radio', { name: 'Sunday' }).check();
    await see(page.getByText('Saved.'));
    expect(await api.me()).toMatchObject({ weekStart: 'sunday', dayEndsAtHour: 0 });

    await page.goto(`/habit/${habit(0).id}`);
    const grid = page.getByRole('grid');
    await see(grid.getByRole('columnheader').first());
    const headers = await grid
      .getByRole('columnheader')
      .evaluateAll((cells) => cells.map((cell) => cell.getAttribute('aria-label')));
    expect(headers).toEqual([
      'Sunday',
      'Monday',
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
      'Saturday',
    ]);
    const firstDay = await grid.getByRole('button').first().getAttribute('aria-label');
    expect(firstDay).toMatch(/^Sunday, /);
  });
});

describe('your week and your day', () => {
  test('with the day ending at 3 a.m., a log at 01:30 counts for the day before', async () => {
    // The server reads the real clock, so the user lives where it is now between 01:00 and 01:59:
    // a whole-hour zone (Etc/GMT-N is UTC+N) picked from the current UTC hour.
    let offset = 1 - new Date().getUTCHours();
    if (offset < -12) offset += 24;
    const zone = offset === 0 ? 'Etc/GMT' : `Etc/GMT${offset > 0 ? '-' : '+'}${Math.abs(offset)}`;
    const owl = app.api();
    await owl.signup(newUser('Owl', 'Night'));
    await owl.call('PUT', '/api/auth/user', { timezone: zone, dayEndsAtHour: 3 });
    const coffee = await owl.createHabit({
      name: 'Late coffee',
      color: '#8B5CF6',
      icon: 'coffee',
      goalType: 'number',
      goalSchedule: 'daily',
      dailyGoal: 2,
    });
    const calendarDay = dateInTimeZone(new Date(), zone);
    const yesterday = addDays(calendarDay, -1);

    const context = await app.browser.newContext({
      baseURL: app.server.baseURL,
      viewport: DESKTOP,
      timezoneId: zone,
      locale: 'en-US',
      reducedMotion: 'reduce',
    });
    try {
      const page = await context.newPage();
      if (!owl.token) throw new Error('the owl is not signed up');
      await useToken(page, owl.token, '/');
      const amount = page.getByRole('spinbutton', { name: 'Late coffee today' });
      await amount.fill('1');
      await amount.press('Enter');
      const entries = await eventually(
        'the 01:30 entry',
        () => owl.entries(coffee.id),
        (list) => list.length === 1,
      );
      expect(entries[0]?.date).toBe(yesterday);
      // The calendar outlines that day as today, and the calendar day is not loggable yet.
      await page.goto(`/habit/${coffee.id}`);
      const grid = page.getByRole('grid');
      await see(grid);
      await expect(owl.logEntry(coffee.id, { date: calendarDay, actualValue: 1 })).rejects.toThrow(
        /400/,
      );
      const stats = await owl.call<{ today: string; streaks: { currentStreak: number } }>(
        'GET',
        `/api/habits/${coffee.id}/stats`,
      );
      expect(stats.today).toBe(yesterday);
      expect(stats.streaks.currentStreak).toBe(1);
    } finally {
      await context.close();
    }
  });
});
