/**
 * Keyboard focus on the create screen and under forced colours (Windows High Contrast): the habit
 * form is a short walk with Tab (each icon group one tab stop, roving with arrows, Home/End and
 * type-ahead); the calendars' days stay apart under forced colours and name their status, a chosen
 * toggle stays marked; offline, a screen never loaded says so.
 */
import path from 'node:path';
import { beforeAll, describe, expect, test } from 'vitest';
import { addDays, fullDateText } from '@taper/domain';
import { controlled, saved } from '../offline-helpers';
import {
  coffeeHabit,
  focusedStop,
  newUser,
  openAs,
  PHONE,
  SCREENSHOTS,
  see,
  setupApp,
  signedInWith,
  today,
  useToken,
  type Api,
} from '../harness';

const app = setupApp('focus-keyboard', { serviceWorker: true });
let user: Api;

beforeAll(async () => {
  user = app.api();
  await user.signup(newUser('Kay', 'Board'));
  await user.createHabit(coffeeHabit());
});

/**
 * From a fresh load of the create screen to its 'Create Habit' button, the name typed on the way:
 * the icon picker and the colour presets are one stop each, the custom colour picker one button.
 */
const MAX_TABS = 20;
const PRESETS = /^button(\[button\])?:(Blue|Red|Green|Yellow|Purple|Pink)$/;

describe('the create screen with the keyboard', () => {
  for (const theme of ['light', 'dark'] as const) {
    test(`'Create Habit' is reached within ${String(MAX_TABS)} Tabs of a fresh load (${theme}, 375 px)`, async () => {
      await user.setTheme(theme);
      const { page } = await app.session(PHONE);
      if (!user.token) throw new Error('not signed up');
      await useToken(page, user.token, '/create-habit');
      await see(page.getByRole('radiogroup', { name: 'Basic Icons' }));
      const walk: string[] = [];
      let pictured = false;
      for (let tabs = 1; tabs <= MAX_TABS; tabs += 1) {
        await page.keyboard.press('Tab');
        const now = await focusedStop(page);
        walk.push(
          `${now.role || now.tag}${now.type ? `[${now.type}]` : ''}:${now.name.slice(0, 30)}`,
        );
        // The name is required before Create Habit can be pressed: type it on the way.
        if (
          now.tag === 'input' &&
          (now.type === 'text' || now.type === '') &&
          now.value === '' &&
          !walk.includes('named')
        ) {
          await page.keyboard.type('Tea');
          walk.push('named');
        }
        if (now.role === 'radio' && !pictured) {
          pictured = true;
          await page.screenshot({
            path: path.join(SCREENSHOTS, `focus-icon-picker-${theme}-375x812.png`),
          });
        }
        if (now.tag === 'button' && now.name === 'Create Habit') {
          expect(pictured, 'the icon picker was a stop on the way').toBe(true);
          // The icon picker and the colour presets are one tab stop each.
          expect(walk.filter((stop) => /^radio[[:]/.test(stop))).toHaveLength(1);
          expect(walk.filter((stop) => PRESETS.test(stop))).toHaveLength(1);
          return;
        }
      }
      throw new Error(
        `'Create Habit' not reached in ${String(MAX_TABS)} Tabs; the stops were:\n  ${walk.join('\n  ')}`,
      );
    });
  }
});

describe('the calendars without colour', () => {
  test('on-target, over and skipped days look different under forced colours and say their status', async () => {
    const api = app.api();
    await api.signup(newUser('Cal', 'Days'));
    const beer = await api.createHabit({
      name: 'Beer',
      color: '#DC2626',
      icon: 'coffee',
      goalType: 'number',
      goalSchedule: 'daily',
      dailyGoal: 2,
    });
    // Today and the two days before it: all three on the summary card's month, which shows only
    // the current month's weeks (three days back fell in the month before on a month's first days).
    const [onTarget, over, skipped] = [2, 1, 0].map((back) => addDays(today(), -back)) as [
      string,
      string,
      string,
    ];
    await api.logEntry(beer.id, { date: onTarget, actualValue: 1 });
    await api.logEntry(beer.id, { date: over, actualValue: 5 });
    await api.call('POST', '/api/skips', { from: skipped, to: skipped, habitIds: [beer.id] });
    const { page } = await app.session();
    if (!api.token) throw new Error('not signed up');
    await useToken(page, api.token, '/');
    for (const mode of ['none', 'active'] as const) {
      await page.emulateMedia({ forcedColors: mode });
      // The summary card's compact month: each cell says its date and status.
      const compact = page.getByRole('table', { name: /^Beer, / });
      await see(compact);
      for (const [date, words] of [
        [onTarget, '1, on target'],
        [over, '5, over target'],
      ] as const) {
        await see(compact.getByRole('cell', { name: `${fullDateText(date)}: ${words}` }));
      }
      const dot = (scope: typeof compact, date: string) =>
        scope
          .locator(`[data-date="${date}"] [data-day-dot]`)
          .screenshot({ animations: 'disabled' });
      const compactShots = await Promise.all([onTarget, over, skipped].map((d) => dot(compact, d)));
      await compact.screenshot({
        path: path.join(SCREENSHOTS, `focus-calendar-compact-forced-${mode}.png`),
      });

      await page.goto(`/habit/${String(beer.id)}`);
      const grid = page.getByRole('grid');
      await see(grid.getByRole('button', { name: `${fullDateText(over)}: 5, over target` }));
      await see(
        grid.getByRole('button', { name: new RegExp(`^${fullDateText(skipped)}: skipped`) }),
      );
      const fullShots = await Promise.all([onTarget, over, skipped].map((d) => dot(grid, d)));
      await grid.screenshot({
        path: path.join(SCREENSHOTS, `focus-calendar-full-forced-${mode}.png`),
      });
      for (const shots of [compactShots, fullShots]) {
        const [a, b, c] = shots;
        expect(a?.equals(b ?? Buffer.alloc(0)), 'on target and over alike').toBe(false);
        expect(a?.equals(c ?? Buffer.alloc(0)), 'on target and skipped alike').toBe(false);
        expect(b?.equals(c ?? Buffer.alloc(0)), 'over and skipped alike').toBe(false);
      }
      // On-target days take the system's highlight under forced colours.
      if (mode === 'active') {
        const fill = await grid
          .locator(`[data-date="${onTarget}"] [data-day-dot]`)
          .evaluate((element) => getComputedStyle(element).backgroundColor);
        const highlight = await page.evaluate(() => {
          const probe = document.createElement('div');
          probe.style.backgroundColor = 'Highlight';
          document.body.append(probe);
          const colour = getComputedStyle(probe).backgroundColor;
          probe.remove();
          return colour;
        });
        expect(fill).toBe(highlight);
      }
      await page.goto('/');
    }
  });
});

describe('choices under forced colours', () => {
  test('the chosen day of Today / Yesterday and the chosen icon stay marked', async () => {
    await user.setTheme('light');
    const page = await openAs(app, user, '/');
    await page.emulateMedia({ forcedColors: 'active' });
    const todayButton = page.getByRole('button', { name: 'Today', exact: true }).first();
    const yesterdayButton = page.getByRole('button', { name: 'Yesterday', exact: true }).first();
    await see(todayButton);
    const fills = async () =>
      Promise.all(
        [todayButton, yesterdayButton].map((button) =>
          button.evaluate((element) => getComputedStyle(element).backgroundColor),
        ),
      );
    const [pressed, notPressed] = await fills();
    expect(pressed).not.toBe(notPressed);
    await yesterdayButton.click();
    await expect.poll(fills).toEqual([notPressed, pressed]);
    await page.screenshot({ path: path.join(SCREENSHOTS, 'focus-forced-colours-toggle.png') });
  });
});

describe('the icon picker', () => {
  test('is one tab stop: arrows, Home, End and a typed name move the choice', async () => {
    const page = await openAs(app, user, '/create-habit', PHONE);
    const picker = page.getByRole('radiogroup', { name: 'Basic Icons' });
    await see(picker);
    const checked = page.locator('[role="radio"][aria-checked="true"]');
    await checked.focus();
    const first = await focusedStop(page);
    await page.keyboard.press('ArrowRight');
    await expect.poll(async () => (await focusedStop(page)).name).not.toBe(first.name);
    const moved = await focusedStop(page);
    expect(await checked.getAttribute('aria-label')).toBe(moved.name);
    await page.keyboard.press('End');
    const last = await focusedStop(page);
    await page.keyboard.press('Home');
    const home = await focusedStop(page);
    expect(home.name).not.toBe(last.name);
    expect(home.role).toBe('radio');
    // A typed name jumps to the first icon it starts.
    const target = (await picker.getByRole('radio').nth(5).getAttribute('aria-label')) ?? '';
    await page.keyboard.type(target.slice(0, 3).toLowerCase());
    await expect
      .poll(async () => (await focusedStop(page)).name.slice(0, 3))
      .toBe(target.slice(0, 3));
    // Tab leaves the whole picker at once.
    await page.keyboard.press('Tab');
    expect((await focusedStop(page)).role).not.toBe('radio');
  });
});

describe('offline', () => {
  test('a screen never loaded says it is not available offline yet, with the way back', async () => {
    const { habit, more, page } = await signedInWith(app, 'Otto', ['Tea']);
    await see(page.getByRole('region', { name: 'Log Coffee today' }));
    await controlled(page);
    await saved(page, 'habits.list');
    const [tea] = more;
    if (!tea) throw new Error('no second habit');
    await page.context().setOffline(true);
    // Tea's screen was never opened: nothing of its month is saved.
    await page.goto(`/habit/${String(tea.id)}`);
    await see(page.getByText('Not available offline yet'));
    expect(await page.getByText('Loading...').count()).toBe(0);
    await page.screenshot({ path: path.join(SCREENSHOTS, 'offline-not-available-375.png') });
    const back = page.getByRole('link', { name: 'Back to Habit Summary' });
    await back.focus();
    await page.keyboard.press('Enter');
    await see(page.getByRole('region', { name: 'Log Coffee today' }));
    // Back online, the same screen loads by itself.
    await page.goto(`/habit/${String(tea.id)}`);
    await see(page.getByText('Not available offline yet'));
    await page.context().setOffline(false);
    await see(page.getByRole('grid'));
    expect(await page.getByText('Not available offline yet').count()).toBe(0);
    expect(habit.name).toBe('Coffee');
  });
});
