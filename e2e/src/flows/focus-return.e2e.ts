/**
 * Focus never falls to the page: after a log on the today board, a dialog closing (the first,
 * lazily loaded one of a page load included; by its action, Cancel and Escape), Clear and Undo,
 * a file chosen for import, and a toast closing (by Escape or by itself), `document.activeElement`
 * is a sensible control — the one used, the dialog's opener, or the next step — never <body>, so
 * the next Tab goes on from there instead of starting again at 'Skip to content'.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, test } from 'vitest';
import { fullDateText } from '@taper/domain';
import {
  coffeeAndWine,
  escapeRegExp,
  FOCUS_SETTLE,
  focusedControl,
  focusIsOn,
  newUser,
  openAs,
  PHONE,
  see,
  setupApp,
  today,
  type Api,
} from '../harness';

const app = setupApp('focus-return');
let user: Api;
let coffee: { id: number };

beforeAll(async () => {
  user = app.api();
  await user.signup(newUser('Fay', 'Focus'));
  ({ coffee } = await coffeeAndWine(user));
});

const notifications = (page: Page) => page.getByRole('region', { name: 'Notifications' });

describe('the today board', () => {
  test('Save, Enter and +1 keep focus on the board, through the toast closing by itself and Undo', async () => {
    const page = await openAs(app, user, '/', PHONE);
    const board = page.getByRole('region', { name: 'Log Coffee today' });
    const amount = board.getByRole('spinbutton', { name: 'Coffee today' });
    await see(amount);
    await amount.focus();
    await page.keyboard.type('1');
    await page.keyboard.press('Tab');
    await focusIsOn(page, 'Log Coffee today › Save');
    await page.keyboard.press('Enter');
    await see(board.getByText('Logged: 1'));
    await focusIsOn(page, 'Log Coffee today › Save');

    // '+1' logs at once; its toast offers Undo and closes by itself (5 s): focus stays on '+1'.
    await page.keyboard.press('Tab');
    await focusIsOn(page, 'Log Coffee today › +1, Coffee today');
    await page.keyboard.press('Enter');
    await see(board.getByText('Logged: 2'));
    const undo = notifications(page).getByRole('button', { name: 'Undo' });
    await see(undo);
    await focusIsOn(page, 'Log Coffee today › +1, Coffee today');
    await expect.poll(() => undo.count(), { timeout: 10_000 }).toBe(0);
    await focusIsOn(page, 'Log Coffee today › +1, Coffee today');

    // Undo by keyboard: its 'Entry restored' toast replaces it, focus goes back to '+1'.
    await page.keyboard.press('Enter');
    await see(board.getByText('Logged: 3'));
    await see(undo);
    await page.keyboard.press('Alt+t');
    await focusIsOn(page, 'Notifications › Undo');
    await page.keyboard.press('Enter');
    await see(board.getByText('Logged: 2'));
    await focusIsOn(page, 'Log Coffee today › +1, Coffee today');

    // Enter in the amount saves and moves to the next habit.
    await amount.focus();
    await page.keyboard.type('4');
    await page.keyboard.press('Enter');
    await see(board.getByText('Logged: 4'));
    await focusIsOn(page, 'Wine today › None');
  });

  test('a level option keeps focus while it saves and after', async () => {
    const page = await openAs(app, user, '/', PHONE);
    const board = page.getByRole('region', { name: 'Log Wine today' });
    await see(board);
    // A slow answer, so the option is seen while the log is pending.
    let held = 0;
    await page.route('**/trpc/*entries.log*', async (route) => {
      held += 1;
      await new Promise((resolve) => setTimeout(resolve, 600));
      await route.continue();
    });
    const low = board.getByRole('button', { name: 'Low' });
    await low.focus();
    await page.keyboard.press('Enter');
    // While it saves the options say so and keep focus (they are never disabled).
    await expect.poll(() => low.getAttribute('aria-disabled'), FOCUS_SETTLE).toBe('true');
    await focusIsOn(page, 'Wine today › Low');
    await see(board.getByText('Logged: Low'));
    await expect.poll(() => low.getAttribute('aria-disabled'), FOCUS_SETTLE).toBe('false');
    await focusIsOn(page, 'Wine today › Low');
    await page.keyboard.press('Shift+Tab');
    await focusIsOn(page, 'Wine today › None');
    await page.keyboard.press('Enter');
    await see(board.getByText('Logged: None'));
    await focusIsOn(page, 'Wine today › None');
    await expect.poll(() => held, FOCUS_SETTLE).toBe(2);
    // Yesterday: the board shows yesterday's form, the toggle keeps focus.
    await board.getByRole('button', { name: 'Yesterday' }).focus();
    await page.keyboard.press('Enter');
    await see(page.getByRole('region', { name: 'Log Wine yesterday' }));
    await focusIsOn(page, /^Day to log for Wine › Yesterday$/);
  });
});

describe('the first dialog of a page load gives focus back to its opener', () => {
  for (const close of ['Log Entry', 'Cancel', 'Escape'] as const) {
    test(`a card's Log dialog, closed by ${close}`, async () => {
      const page = await openAs(app, user, '/', PHONE);
      const opener = page.getByRole('button', { name: 'Log Coffee', exact: true });
      await see(opener);
      await opener.focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog');
      await see(dialog.getByRole('heading', { name: 'Log Coffee' }));
      if (close === 'Escape') await page.keyboard.press('Escape');
      else {
        await dialog.getByRole('button', { name: close, exact: true }).focus();
        await page.keyboard.press('Enter');
      }
      await expect.poll(() => page.getByRole('dialog').count(), FOCUS_SETTLE).toBe(0);
      await focusIsOn(page, /› Log Coffee$/);
    });
  }

  for (const close of ['Save Result', 'Cancel', 'Escape'] as const) {
    test(`a calendar day's dialog, closed by ${close}`, async () => {
      const page = await openAs(app, user, `/habit/${String(coffee.id)}`, PHONE);
      const day = page
        .getByRole('grid')
        .getByRole('button', { name: new RegExp(`^${escapeRegExp(fullDateText(today()))}`) });
      await see(day);
      await day.focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog');
      await see(dialog.getByRole('heading').first());
      if (close === 'Escape') await page.keyboard.press('Escape');
      else {
        await dialog.getByRole('button', { name: close, exact: true }).focus();
        await page.keyboard.press('Enter');
      }
      await expect.poll(() => page.getByRole('dialog').count(), FOCUS_SETTLE).toBe(0);
      await focusIsOn(page, new RegExp(`› ${escapeRegExp(fullDateText(today()))}`));
    });
  }

  for (const [opener, closes] of [
    ['Log Your Result', ['Save Result', 'Cancel', 'Escape']],
    ['Insights', ['Close', 'Escape']],
  ] as const) {
    for (const close of closes) {
      test(`${opener}, closed by ${close}`, async () => {
        const page = await openAs(app, user, `/habit/${String(coffee.id)}`, PHONE);
        const button = page.getByRole('button', { name: opener, exact: true });
        // Enabled once the habit has loaded (a trial click waits for that, and clicks nothing).
        await button.click({ trial: true });
        await button.focus();
        await page.keyboard.press('Enter');
        const dialog = page.getByRole('dialog');
        // The dialog element itself has no box (its panel is fixed): its title is what shows.
        await see(dialog.getByRole('heading').first());
        if (close === 'Escape') await page.keyboard.press('Escape');
        else {
          await dialog.getByRole('button', { name: close, exact: true }).focus();
          await page.keyboard.press('Enter');
        }
        await expect.poll(() => page.getByRole('dialog').count(), FOCUS_SETTLE).toBe(0);
        await focusIsOn(page, new RegExp(`› ${opener}$`));
      });
    }
  }
});

describe('Clear, Undo and toasts', () => {
  test("Clear in a day's dialog gives focus to the day, and so does Undo of it", async () => {
    await user.logEntry(coffee.id, { date: today(), actualValue: 1 });
    const page = await openAs(app, user, `/habit/${String(coffee.id)}`, PHONE);
    const dayName = new RegExp(`› ${escapeRegExp(fullDateText(today()))}`);
    const day = page
      .getByRole('grid')
      .getByRole('button', { name: new RegExp(`^${escapeRegExp(fullDateText(today()))}`) });
    await see(day);
    await day.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Clear', exact: true }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByRole('dialog').count(), FOCUS_SETTLE).toBe(0);
    await focusIsOn(page, dayName);
    const undo = notifications(page).getByRole('button', { name: 'Undo' });
    await see(undo);
    await page.keyboard.press('Alt+t');
    await focusIsOn(page, 'Notifications › Undo');
    await page.keyboard.press('Enter');
    await see(notifications(page).getByText('Entry restored'));
    await focusIsOn(page, dayName);
    // The next Tab goes on from the day, not from the top of the page.
    await page.keyboard.press('Tab');
    await expect
      .poll(() => focusedControl(page), FOCUS_SETTLE)
      .not.toMatch(/Skip to content|^body$/);
  });

  test('a toast waits while Undo has focus, is reached by Alt+T, and gives focus back on Escape', async () => {
    await user.logEntry(coffee.id, { date: today(), actualValue: 1 });
    const page = await openAs(app, user, `/habit/${String(coffee.id)}`, PHONE);
    const logButton = page.getByRole('button', { name: 'Log Your Result', exact: true });
    await logButton.click({ trial: true });
    await logButton.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await see(dialog.getByRole('heading').first());
    await dialog.getByRole('spinbutton').first().fill('2');
    await dialog.getByRole('button', { name: 'Save Result' }).click();
    await expect.poll(() => page.getByRole('dialog').count(), FOCUS_SETTLE).toBe(0);
    // A new value over a logged one offers Undo.
    const undo = notifications(page).getByRole('button', { name: 'Undo' });
    await see(undo);
    await page.keyboard.press('Alt+t');
    await focusIsOn(page, 'Notifications › Undo');
    // Longer than a toast's 5 s: it stays while Undo has focus.
    await page.waitForTimeout(6_500);
    await expect(undo.isVisible()).resolves.toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => undo.count(), FOCUS_SETTLE).toBe(0);
    await focusIsOn(page, /› Log Your Result$/);
  });

  test('a toast that closes by itself while Undo has focus gives focus back', async () => {
    const page = await openAs(app, user, '/', PHONE);
    const board = page.getByRole('region', { name: 'Log Coffee today' });
    const plusOne = board.getByRole('button', { name: '+1, Coffee today' });
    await see(plusOne);
    await plusOne.focus();
    await page.keyboard.press('Enter');
    const undo = notifications(page).getByRole('button', { name: 'Undo' });
    await see(undo);
    await page.keyboard.press('Alt+t');
    await focusIsOn(page, 'Notifications › Undo');
    // The window loses focus (the user switched apps): Undo keeps the document's focus, but the
    // toast no longer holds, and closes by itself. Headless Chromium's windows always have focus,
    // so the blur the browser would send is sent here.
    await page.evaluate(() => {
      document.activeElement?.dispatchEvent(
        new FocusEvent('focusout', { bubbles: true, relatedTarget: null }),
      );
      document.activeElement?.dispatchEvent(new FocusEvent('blur', { relatedTarget: null }));
    });
    await expect.poll(() => undo.count(), { timeout: 10_000 }).toBe(0);
    await focusIsOn(page, 'Log Coffee today › +1, Coffee today');
  });
});

describe('importing a file', () => {
  test('choosing a file gives focus to the import, Cancel back to the file', async () => {
    const exported = await user.call<unknown>('GET', '/api/export');
    const page = await openAs(app, user, '/account', PHONE);
    const chooser = page.getByLabel('Choose a file');
    await see(page.getByRole('heading', { name: 'Import data' }));
    await chooser.focus();
    await chooser.setInputFiles({
      name: 'taper.json',
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify(exported)),
    });
    const importButton = page.getByRole('button', { name: /^Import \d+ habits?$/ });
    await see(importButton);
    await focusIsOn(page, /› Import 2 habits$/);
    await page.keyboard.press('Tab');
    await focusIsOn(page, /› Cancel$/);
    await page.keyboard.press('Enter');
    await see(chooser);
    await focusIsOn(page, /› Choose a file$/);
  });
});
