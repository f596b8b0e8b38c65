/**
 * Coming from Loop Habit Tracker, and going back with settings: an older Loop CSV archive (v2.0 to
 * v2.3.0, no type or target) is picked on Account → Import data, its preview asks for each habit's
 * goal, one habit gets a goal and one is left out, and the import brings exactly what the preview
 * said; a Taper JSON export brings back its week start, day end and theme only when asked.
 * Screenshots of the goal choices at 375 and 1280 px, light and dark.
 */
import path from 'node:path';
import { fullDateText } from '@taper/domain';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, test } from 'vitest';
import {
  DESKTOP,
  eventually,
  IMPORT_SIZES,
  importPreview,
  legacyLoopZip,
  openAs,
  PHONE,
  SCREENSHOTS,
  see,
  seeToast,
  setScheme,
  setupApp,
  signedUp,
  type Api,
  type Viewport,
} from '../harness';

const app = setupApp('loop-import');

const LEGACY = legacyLoopZip([
  {
    name: 'Beer',
    interval: '7',
    checkmarks: [
      ['2025-03-14', '2000'],
      ['2025-03-08', '6000'],
    ],
  },
  {
    name: 'Coffee',
    interval: '1',
    checkmarks: [
      ['2025-03-14', '4000'],
      ['2025-03-13', '2500'],
      ['2025-03-12', '3'],
      ['2025-03-11', '-1'],
    ],
  },
]);

/** A fresh user (`name` Loop) at Account, its Import data card shown. */
async function signedIn(
  name: string,
  viewport: Viewport = DESKTOP,
): Promise<{ api: Api; page: Page }> {
  const { api } = await signedUp(app, name, 'Loop');
  const page = await openAs(app, api, '/account', viewport);
  await see(page.getByRole('heading', { name: 'Import data' }));
  return { api, page };
}

beforeAll(async () => {
  // The first account is the admin; the flows below use their own.
  await signedUp(app, 'Admin', 'First');
});

describe('an older Loop CSV archive', () => {
  test('picked: the preview asks for each goal; Coffee gets one, Beer is left out; the import matches', async () => {
    const { api, page } = await signedIn('Lou');
    await page.getByLabel('Choose a file').setInputFiles({
      name: 'Loop Habits CSV 2024.zip',
      mimeType: 'application/zip',
      buffer: Buffer.from(LEGACY),
    });
    const preview = importPreview(page, 'Loop Habits CSV 2024.zip');
    await see(preview.getByText('Loop CSV (v2.0 to v2.3.0): 2 habits — 0 to import, 2 skipped'));
    const goals = page.getByRole('form', { name: 'Choose each goal' });
    const beer = goals.getByRole('textbox', { name: 'Beer: at most (a week)' });
    const coffee = goals.getByRole('textbox', { name: 'Coffee: at most (a day)' });
    await see(beer);
    await see(goals.getByText('2 entries, the largest 6'));
    await see(goals.getByText('3 entries, the largest 4'));
    // Nothing can be imported before a goal is chosen.
    expect(await page.getByRole('button', { name: 'Import 0 habits' }).isDisabled()).toBe(true);

    // A word is refused in place, with a sentence, and the preview cannot be updated with it.
    await coffee.fill('lots');
    await see(goals.getByText('Enter a number of at least 0, or leave it empty'));
    expect(await goals.getByRole('button', { name: 'Update the preview' }).isDisabled()).toBe(true);

    await coffee.fill('2.6');
    await goals.getByRole('button', { name: 'Update the preview' }).click();
    await see(preview.getByText('Loop CSV (v2.0 to v2.3.0): 2 habits — 1 to import, 1 skipped'));
    await see(preview.getByText('Coffee', { exact: true }));
    await see(preview.getByText(/3 entries/));
    await see(
      preview.getByText("Coffee: the target 2.6 is rounded to 3 (Taper's goals are whole numbers)"),
    );
    await see(preview.getByRole('listitem').filter({ hasText: /^Beer: / }));
    // The chosen goal stays in its field; the left-out one stays empty.
    expect(await coffee.inputValue()).toBe('2.6');
    expect(await beer.inputValue()).toBe('');
    await page.screenshot({
      path: path.join(SCREENSHOTS, 'import-goal-choices-1280-light.png'),
      fullPage: true,
    });

    await page.getByRole('button', { name: 'Import 1 habit' }).click();
    await seeToast(page, 'Import complete', '1 habit and 3 entries imported.');
    const habits = await api.habits();
    expect(habits.map((habit) => habit.name)).toEqual(['Coffee']);
    const [imported] = habits;
    expect(imported).toMatchObject({ goalType: 'number', goalSchedule: 'daily', dailyGoal: 3 });
    if (!imported) throw new Error('no habit imported');
    expect(await api.entries(imported.id)).toMatchObject([
      { date: '2025-03-12', performance: 'skipped' },
      { date: '2025-03-13', actualValue: 2.5 },
      { date: '2025-03-14', actualValue: 4 },
    ]);
    // Its history on the calendar of its month.
    await page.goto(`/habit/${String(imported.id)}`);
    await see(page.getByRole('grid'));
    const heading = page.getByRole('heading', { level: 1 });
    await see(heading.filter({ hasText: /\d{4}/ }));
    for (let step = 0; step < 60; step += 1) {
      const shown = await heading.innerText();
      if (shown.includes('March 2025')) break;
      await page.getByRole('button', { name: 'Previous month' }).click();
      // One month at a time: the next click waits for this month's figures.
      await eventually(
        'the month before',
        () => heading.innerText(),
        (text) => text !== shown && /\d{4}/.test(text),
      );
    }
    await see(
      page.getByRole('grid').getByRole('button', {
        name: new RegExp(`^${fullDateText('2025-03-14')}: 4, over target`),
      }),
    );
  });
});

describe('an older Loop CSV archive', () => {
  test('the goal choices at 375 and 1280 px, light and dark, by keyboard', async () => {
    for (const [viewport, width] of IMPORT_SIZES) {
      const { page } = await signedIn(`Shot${String(width)}`, viewport);
      for (const scheme of ['light', 'dark'] as const) {
        await setScheme(page, scheme);
        await page.getByLabel('Choose a file').setInputFiles({
          name: 'Loop Habits CSV 2024.zip',
          mimeType: 'application/zip',
          buffer: Buffer.from(LEGACY),
        });
        const goals = page.getByRole('form', { name: 'Choose each goal' });
        const beer = goals.getByRole('textbox', { name: 'Beer: at most (a week)' });
        await see(beer);
        await beer.focus();
        await page.keyboard.type('10');
        await page.keyboard.press('Enter');
        await see(page.getByText('Loop CSV (v2.0 to v2.3.0): 2 habits — 1 to import, 1 skipped'));
        // Nothing of the card is wider than the page.
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow, `sideways scroll at ${String(width)} px`).toBeLessThanOrEqual(0);
        await goals.scrollIntoViewIfNeeded();
        await page.screenshot({
          path: path.join(SCREENSHOTS, `import-goal-choices-${String(width)}-${scheme}.png`),
        });
        await page.getByRole('button', { name: 'Cancel' }).click();
        await see(page.getByTestId('import-drop-zone'));
      }
    }
  });
});

describe("a Taper export's settings", () => {
  test('come back only when the checkbox is ticked', async () => {
    const { api: source } = await signedUp(app, 'Sue', 'Settings');
    await source.call('PUT', '/api/auth/user', { weekStart: 'sunday', dayEndsAtHour: 3 });
    await source.setTheme('dark');
    await source.createHabit({
      name: 'Soda',
      color: '#3B82F6',
      icon: 'coffee',
      goalType: 'number',
      goalSchedule: 'daily',
      dailyGoal: 1,
    });
    const exported = await source.call<unknown>('GET', '/api/export?format=json');
    const file = {
      name: 'taper-settings.json',
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify(exported)),
    };

    for (const tick of [false, true]) {
      const { api, page } = await signedIn(tick ? 'Tia' : 'Ned', PHONE);
      await page.getByLabel('Choose a file').setInputFiles(file);
      const restore = page.getByRole('checkbox', {
        name: 'Also bring back this export’s settings: the week starts on Sunday, the day ends at 3 a.m., dark theme',
      });
      await see(restore);
      expect(await restore.isChecked()).toBe(false);
      if (tick) {
        await restore.focus();
        await page.keyboard.press('Space');
        expect(await restore.isChecked()).toBe(true);
        await page.screenshot({
          path: path.join(SCREENSHOTS, 'import-restore-settings-375-light.png'),
          fullPage: true,
        });
      }
      await page.getByRole('button', { name: 'Import 1 habit' }).click();
      await seeToast(page, 'Import complete', '1 habit and 0 entries imported.');
      const me = await api.call<Record<string, unknown>>('GET', '/api/auth/user');
      if (tick) {
        expect(me).toMatchObject({
          weekStart: 'sunday',
          dayEndsAtHour: 3,
          themePreference: 'dark',
        });
        // The theme applies at once, without a reload.
        await eventually(
          'the page in dark mode',
          () => page.evaluate(() => document.documentElement.classList.contains('dark')),
          (dark) => dark,
        );
        // The account's own fields show the settings brought back.
        await eventually(
          'Sunday chosen as the week start',
          () => page.getByRole('radio', { name: 'Sunday' }).isChecked(),
          (checked) => checked,
        );
        await page.screenshot({
          path: path.join(SCREENSHOTS, 'import-restore-settings-375-dark.png'),
          fullPage: true,
        });
      } else {
        expect(me.weekStart).not.toBe('sunday');
        expect(me.dayEndsAtHour).not.toBe(3);
        expect(me.themePreference).not.toBe('dark');
      }
      expect((await api.habits()).map((habit) => habit.name)).toEqual(['Soda']);
    }
  });
});
