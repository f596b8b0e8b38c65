/**
 * Logging as fast as a tap: on a 375 px touch phone a user logs five habits for today in the
 * summary's list view, and the taps are counted (at most 2 per number habit, 1 per level or tag
 * habit); ten quick '+1' taps on a card while offline reach the server as one entry of 10; axe
 * finds nothing serious in the list view, light and dark; screenshots of the list view at 375 and
 * 1280 px, light and dark.
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { addDays, weekdayDayMonth } from '@taper/domain';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { axeFindings, formatFindings } from '../axe';
import { pendingCount } from '../offline-helpers';
import {
  DESKTOP,
  eventually,
  PHONE,
  QUICK_HABITS,
  SCREENSHOTS,
  see,
  setupApp,
  today,
  touchPhone,
  userWithQuickHabits,
  useToken,
  type Api,
} from '../harness';

const app = setupApp('quicklog', { serviceWorker: true });

/** A habit's cell for today in the list view (its name says the day: 'Coffee, Friday 27 November: …'). */
function todayCell(page: Page, habit: string): Locator {
  return page
    .getByRole('group', { name: habit, exact: true })
    .getByRole('button', { name: `${habit}, ${weekdayDayMonth(today())}:` });
}

/** The value of today's entry of a habit on the server (null: none). */
async function todaysValue(api: Api, habitId: number): Promise<number | string | null> {
  const entry = (await api.entries(habitId)).find((candidate) => candidate.date === today());
  return entry ? (entry.actualValue ?? entry.levelValue ?? null) : null;
}

describe('the list view on a touch phone', () => {
  test('five habits are logged for today with a tap or two each, counted', async () => {
    const { api, habits } = await userWithQuickHabits(app, 'Tapper');
    const page = await touchPhone(app, api, '/');
    await see(page.getByRole('list', { name: 'Habits, today and the four days before' }));

    let taps = 0;
    const perHabit: Record<string, number> = {};
    for (const habit of QUICK_HABITS) {
      const cell = todayCell(page, habit.name);
      await see(cell);
      for (let tap = 0; tap < habit.taps; tap++) {
        await cell.tap();
        taps += 1;
        perHabit[habit.name] = (perHabit[habit.name] ?? 0) + 1;
      }
    }
    console.log(
      `quick log: ${String(taps)} taps for ${String(QUICK_HABITS.length)} habits (${Object.entries(
        perHabit,
      )
        .map(([name, count]) => `${name} ${String(count)}`)
        .join(', ')})`,
    );

    // What the taps logged reaches the server: one entry a habit, for today, of the value wanted.
    for (const [index, habit] of QUICK_HABITS.entries()) {
      const id = habits[index]?.id ?? 0;
      await eventually(
        `${habit.name}'s entry for today`,
        () => todaysValue(api, id),
        (value) => value === habit.logged,
      );
    }
    // The goal of a quick board: at most 2 taps per number habit, 1 per level or tag habit.
    for (const habit of QUICK_HABITS) {
      expect(perHabit[habit.name], habit.name).toBeLessThanOrEqual(
        habit.goalType === 'number' ? 2 : 1,
      );
    }
    expect(taps).toBe(7);
    // The cells show what was logged, and say it.
    await expect(todayCell(page, 'Coffee').getAttribute('aria-label')).resolves.toMatch(
      /: 2, on target$/,
    );
    await page.context().close();
  });

  test("ten quick '+1' taps offline are one entry of 10 once online", async () => {
    const { api, habits } = await userWithQuickHabits(app, 'Counter');
    await api.call('PUT', '/api/auth/user', { summaryView: 'cards' });
    const coffee = habits[0];
    if (!coffee) throw new Error('no Coffee');
    const page = await touchPhone(app, api, '/');
    const board = page.getByRole('region', { name: 'Log Coffee today' });
    await see(board.getByText('Not logged'));

    await page.context().setOffline(true);
    const plusOne = board.getByRole('button', { name: '+1, Coffee today' });
    for (let tap = 0; tap < 10; tap++) await plusOne.tap();
    // Shown as waiting, not as logged, until the server has it.
    await see(board.getByText('Waiting to sync: 10'));
    // One change for the day waits on this device, not ten.
    await pendingCount(page, 1);
    expect(await todaysValue(api, coffee.id)).toBeNull();

    await page.context().setOffline(false);
    await pendingCount(page, 0);
    await see(board.getByText('Logged: 10'));
    const entries = (await api.entries(coffee.id)).filter((entry) => entry.date === today());
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ actualValue: 10 });
    await page.context().close();
  });
});

describe('the list view: axe and screenshots', () => {
  test('nothing serious or critical in light and dark; 375 and 1280 px', async () => {
    const { api, habits } = await userWithQuickHabits(app, 'Looker');
    // A few days logged, one skipped, so the cells show their kinds.
    const [coffee, beer, , mood] = habits;
    if (!coffee || !beer || !mood) throw new Error('habits missing');
    await api.logEntry(coffee.id, { date: today(), actualValue: 2 });
    await api.logEntry(beer.id, { date: today(), actualValue: 3 });
    await api.logEntry(mood.id, { date: today(), levelValue: 'moderate' });
    await api.call('POST', `/api/habits/${String(coffee.id)}/entries`, {
      date: addDays(today(), -1),
      skip: true,
    });
    await mkdir(SCREENSHOTS, { recursive: true });
    const findings = [];
    for (const theme of ['light', 'dark'] as const) {
      await api.setTheme(theme);
      for (const viewport of [PHONE, DESKTOP]) {
        const { page } = await app.session(viewport);
        if (!api.token) throw new Error('sign up first');
        await useToken(page, api.token, '/');
        await see(todayCell(page, 'Screen time'));
        if (viewport === PHONE) {
          // Every row fits a phone's screen: at most 64 px tall.
          for (const habit of QUICK_HABITS) {
            const row = page.getByRole('group', { name: habit.name, exact: true }).locator('..');
            const box = await row.boundingBox();
            expect(box?.height ?? 0, habit.name).toBeLessThanOrEqual(64);
          }
          findings.push(...(await axeFindings(page, `summary list ${theme}`)));
        }
        await page.screenshot({
          path: path.join(SCREENSHOTS, `quicklog-list-${theme}-${String(viewport.width)}.png`),
          fullPage: true,
        });
        await page.context().close();
      }
    }
    expect(findings, formatFindings(findings)).toEqual([]);
  });
});

describe("a card's '+1' and the one log control: screenshots", () => {
  test("the card with '+1' and both Log dialogs, 375 and 1280 px, light and dark", async () => {
    const { api, habits } = await userWithQuickHabits(app, 'Shooter');
    await api.call('PUT', '/api/auth/user', { summaryView: 'cards' });
    const coffee = habits[0];
    if (!coffee) throw new Error('no Coffee');
    await api.logEntry(coffee.id, { date: today(), actualValue: 2 });
    await mkdir(SCREENSHOTS, { recursive: true });
    for (const theme of ['light', 'dark'] as const) {
      await api.setTheme(theme);
      for (const viewport of [PHONE, DESKTOP]) {
        const size = String(viewport.width);
        const { page } = await app.session(viewport);
        if (!api.token) throw new Error('sign up first');
        await useToken(page, api.token, '/');
        const board = page.getByRole('region', { name: 'Log Coffee today' });
        await see(board.getByText('Logged: 2'));
        // '+1' is in the card: nothing of it is cut at 375 px.
        const plusOne = board.getByRole('button', { name: '+1, Coffee today' });
        const card = await board.boundingBox();
        const button = await plusOne.boundingBox();
        expect((button?.x ?? 0) + (button?.width ?? 0)).toBeLessThanOrEqual(
          (card?.x ?? 0) + (card?.width ?? 0) + 1,
        );
        await page.screenshot({
          path: path.join(SCREENSHOTS, `quicklog-cards-${theme}-${size}.png`),
        });
        // 'Log Coffee' (a card's dialog) and 'Log Result' (the calendar's) share the value control.
        await page.getByRole('button', { name: 'Log Coffee' }).click();
        const logCoffee = page.getByRole('dialog', { name: 'Log Coffee' });
        await see(logCoffee.getByRole('spinbutton', { name: 'amount' }));
        expect(await logCoffee.getByRole('spinbutton', { name: 'amount' }).inputValue()).toBe('2');
        await page.screenshot({
          path: path.join(SCREENSHOTS, `quicklog-log-coffee-${theme}-${size}.png`),
        });
        await page.keyboard.press('Escape');
        // A level not logged yet: the same spinbutton reads 'Select a level' until + picks one.
        await page.getByRole('button', { name: 'Log Mood' }).click();
        const logMood = page.getByRole('dialog', { name: 'Log Mood' });
        const level = logMood.getByRole('spinbutton', { name: 'level' });
        await see(level);
        expect(await level.getAttribute('aria-valuetext')).toBe('Select a level');
        await page.screenshot({
          path: path.join(SCREENSHOTS, `quicklog-log-mood-${theme}-${size}.png`),
        });
        await page.keyboard.press('Escape');
        await page.goto(`/habit/${String(coffee.id)}`);
        await page.getByRole('button', { name: 'Log Your Result' }).click();
        const logResult = page.getByRole('dialog', { name: 'Log Result' });
        await see(logResult.getByRole('spinbutton', { name: 'amount' }));
        await page.screenshot({
          path: path.join(SCREENSHOTS, `quicklog-log-result-${theme}-${size}.png`),
        });
        await page.context().close();
      }
    }
  });
});
