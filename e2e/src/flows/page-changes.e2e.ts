/**
 * Where am I, and where is my focus (issue 55): a page change puts focus on the new page's main
 * heading, says the page, and names it in the tab's title ('Coffee — Taper'); no page takes focus
 * on load; Manage's Rename, Archive, Unarchive and Delete keep focus on a sensible control; a
 * saving dialog keeps it and says 'Saving…'; the admin portal's tab panel and Tier select keep it.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, test } from 'vitest';
import { axeFindings, formatFindings } from '../axe';
import {
  coffeeAndWine,
  DESKTOP,
  focusedElement,
  focusIs,
  NARROW,
  newUser,
  openAs,
  PAGE_SETTLE,
  PHONE,
  see,
  seeToast,
  setupApp,
  type Api,
} from '../harness';

const app = setupApp('page-changes', { serviceWorker: true });
/** The first user of the instance: an administrator. */
let admin: Api;
let coffee: { id: number };

beforeAll(async () => {
  admin = app.api();
  await admin.signup(newUser('Ada', 'Audit'));
  ({ coffee } = await coffeeAndWine(admin));
});

async function titleIs(page: Page, title: string) {
  await expect.poll(() => page.title(), PAGE_SETTLE).toBe(title);
}

/** A page change's landing: the title, focus on the h1, and the live region saying the page. */
async function arrivedAt(page: Page, title: string, heading: string | RegExp) {
  await titleIs(page, title);
  await focusIs(page, heading instanceof RegExp ? heading : `H1 ${heading}`);
  await expect
    .poll(() => page.locator('[data-route-announcer]').textContent(), PAGE_SETTLE)
    .toBe(title);
}

/** An in-app page change the way the browser's own history does it (no link on the page). */
async function goInApp(page: Page, to: string) {
  await page.evaluate((path) => {
    history.pushState(null, '', path);
    dispatchEvent(new PopStateEvent('popstate'));
  }, to);
}

describe('page changes', () => {
  test('focus moves to the new page heading, the page is said and the tab title names it', async () => {
    const page = await openAs(app, admin, '/', PHONE);
    await titleIs(page, 'Habit Summary — Taper');
    await see(page.getByRole('heading', { level: 1, name: 'Habit Summary' }));
    // A load is not a change: nothing takes focus.
    expect(await focusedElement(page)).toBe('BODY');

    await page.getByRole('button', { name: 'View Coffee' }).click();
    await arrivedAt(page, 'Coffee — Taper', /^H1 /);

    await page.getByRole('link', { name: 'Habit settings' }).click();
    await arrivedAt(page, 'Coffee settings — Taper', 'Habit Settings');

    await page.getByRole('button', { name: /, habit menu$/ }).click();
    await page.getByRole('menuitem', { name: /Manage Habits/ }).click();
    await arrivedAt(page, 'Manage habits — Taper', 'Manage Habits');

    // The browser's Back is a page change too.
    await page.goBack();
    await arrivedAt(page, 'Coffee settings — Taper', 'Habit Settings');

    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Account' }).click();
    await arrivedAt(page, 'Account — Taper', 'Account');

    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Admin Portal' }).click();
    await arrivedAt(page, 'Admin dashboard — Taper', 'Admin Dashboard');

    await goInApp(page, '/no-such-page');
    await arrivedAt(page, 'Page not found — Taper', '404 Page Not Found');

    await page.getByRole('link', { name: 'Back to Home' }).click();
    await arrivedAt(page, 'Habit Summary — Taper', 'Habit Summary');

    await goInApp(page, `/habit/${String(coffee.id)}/progress`);
    await arrivedAt(page, 'Coffee progress — Taper', 'Coffee: Progress');

    // By keyboard: Back (a link) is pressed with Enter.
    await page.getByRole('link', { name: 'Calendar', exact: true }).focus();
    await page.keyboard.press('Enter');
    await arrivedAt(page, 'Coffee — Taper', /^H1 /);
  });

  test('no page takes focus or scrolls on load', async () => {
    for (const [url, heading] of [
      ['/account', 'Account'],
      ['/manage', 'Manage Habits'],
      [`/habit/${String(coffee.id)}/settings`, 'Habit Settings'],
      ['/admin-portal', 'Admin Dashboard'],
    ] as const) {
      const page = await openAs(app, admin, url, PHONE);
      await see(page.getByRole('heading', { level: 1, name: heading }));
      // Long enough for any late effect (a lazy card, the import step) to have run.
      await page.waitForTimeout(1_000);
      expect(`${url}: ${await focusedElement(page)}`).toBe(`${url}: BODY`);
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
    }
  });

  test('sign-in and sign-up each have an h1, focused when the card opens, and a title', async () => {
    const { page } = await app.session(PHONE);
    await page.goto('/');
    await titleIs(page, 'Habit reduction tracker — Taper');
    await page.getByRole('button', { name: 'Get Started' }).click();
    await see(page.getByRole('heading', { level: 1, name: 'Create Account' }));
    await focusIs(page, 'H1 Create Account');
    await titleIs(page, 'Create Account — Taper');
    const findings = await axeFindings(page, 'sign-up');
    expect(findings, formatFindings(findings)).toEqual([]);
    await page.getByRole('button', { name: 'Already have an account? Sign in' }).click();
    await see(page.getByRole('heading', { level: 1, name: 'Sign In' }));
    await titleIs(page, 'Sign In — Taper');
  });
});

describe('Manage Habits keeps focus', () => {
  test('Rename (Enter, Escape), Archive, Unarchive and Delete leave focus on the row, or the next row', async () => {
    const owner = app.api();
    await owner.signup(newUser('Max', 'Manage'));
    for (const name of ['Tea', 'Beer', 'Cake']) {
      await owner.createHabit({
        name,
        color: '#0EA5E9',
        icon: 'coffee',
        goalType: 'number',
        goalSchedule: 'daily',
        dailyGoal: 1,
      });
    }
    const page = await openAs(app, owner, '/manage', NARROW);
    await see(page.getByRole('button', { name: 'Rename Tea' }));

    await page.getByRole('button', { name: 'Rename Tea' }).click();
    const field = page.getByRole('textbox', { name: 'Rename Tea' });
    await field.fill('Green tea');
    await field.press('Enter');
    await focusIs(page, 'BUTTON Rename Green tea');
    await see(page.getByRole('status').filter({ hasText: 'Tea renamed to Green tea.' }));

    await page.keyboard.press('Enter');
    await page.getByRole('textbox', { name: 'Rename Green tea' }).press('Escape');
    await focusIs(page, 'BUTTON Rename Green tea');

    await page.getByRole('button', { name: 'Archive Beer' }).focus();
    await page.keyboard.press('Enter');
    await focusIs(page, 'BUTTON Unarchive Beer');
    await page.keyboard.press('Enter');
    await focusIs(page, 'BUTTON Archive Beer');

    // The order now: Green tea, Cake, Beer (unarchived habits come back at the end).
    await page.getByRole('button', { name: 'Delete Cake' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('dialog').getByRole('button', { name: 'Delete', exact: true }).click();
    await focusIs(page, 'BUTTON Rename Beer');
  });
});

describe('a saving dialog', () => {
  test('keeps focus on its action and says Saving… while the server has not answered', async () => {
    const page = await openAs(app, admin, '/', NARROW);
    // The server never answers this log (until the route is let go).
    await page.route('**/trpc/entries.log**', () => undefined);
    await page.getByRole('button', { name: 'Log Coffee' }).click();
    const dialog = page.getByRole('dialog');
    await see(dialog.getByRole('button', { name: 'Log Entry' }));
    // It fits a 320 px screen: nothing of it is cut off at the sides.
    const cut = await page.evaluate(() =>
      [...document.querySelectorAll('[role="dialog"] *')]
        .filter((element) => {
          const rect = element.getBoundingClientRect();
          return rect.width > 0 && (rect.right > window.innerWidth + 0.5 || rect.left < -0.5);
        })
        .map((element) => `${element.tagName}.${element.className}`.slice(0, 80)),
    );
    expect(cut).toEqual([]);
    await dialog.getByRole('button', { name: /^Increase/ }).click();
    await dialog.getByRole('button', { name: 'Log Entry' }).click();
    await see(dialog.getByRole('status').filter({ hasText: 'Saving…' }));
    await focusIs(page, 'BUTTON Logging...');
  });
});

describe('admin', () => {
  test('the tab panel shows focus; Tier waits for Enter and keeps focus; offline it says not available', async () => {
    const member = app.api();
    await member.signup(newUser('Mo', 'Member'));
    const page = await openAs(app, admin, '/admin-portal', DESKTOP);
    await page.getByRole('tab', { name: 'User Management' }).click();
    const panel = page.getByRole('tabpanel');
    await see(panel);
    await page.getByRole('tab', { name: 'User Management' }).focus();
    await page.keyboard.press('Tab');
    const panelFocus = await page.evaluate(() => {
      const element = document.activeElement as HTMLElement;
      return {
        role: element.getAttribute('role'),
        outline: getComputedStyle(element).outlineStyle,
      };
    });
    // The panel is a stop: then it shows focus.
    if (panelFocus.role === 'tabpanel') expect(panelFocus.outline).toBe('solid');

    const tier = page.getByRole('combobox', { name: /^Tier for mo/ });
    await see(tier);
    await tier.focus();
    await page.keyboard.press('ArrowDown');
    await tier.selectOption('PREMIUM');
    // Nothing is saved yet: no toast, focus still on the select.
    await focusIs(page, /^SELECT Tier for mo/);
    expect((await member.me()).tier).toBe('FREE');
    await page.keyboard.press('Enter');
    await seeToast(page, 'User tier updated successfully');
    await focusIs(page, /^SELECT Tier for mo/);

    await page.context().setOffline(true);
    await see(page.getByText('Not available offline yet'));
    expect(await page.getByText('Total Users').count()).toBe(0);
    await page.context().setOffline(false);
  });
});
