/**
 * Where am I, and where is my focus (issue 55): a page change puts focus on the new page's main
 * heading, says the page, and names it in the tab's title ('Coffee — Taper'); no page takes focus
 * on load; Manage's Rename, Archive, Unarchive and Delete keep focus on a sensible control; a
 * saving dialog keeps it and says 'Saving…'; the list of changes not saved lives under the sticky
 * header, not in it (the Tab walks at every size and colour mode are in a11y-walks.e2e.ts).
 */
import path from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, test } from 'vitest';
import { axeFindings, formatFindings } from '../axe';
import { focusMarker, walk, walkBothWays } from '../focus-walk';
import {
  DESKTOP,
  escapeRegExp,
  newUser,
  PHONE,
  SCREENSHOTS,
  see,
  setupApp,
  seeToast,
  today,
  useToken,
  type Api,
} from '../harness';

const app = setupApp('page-focus');
/** The first user of the instance: an administrator. */
let admin: Api;
let coffee: { id: number };

const NARROW = { width: 320, height: 640 } as const;
const SETTLE = { timeout: 8_000, interval: 50 };

beforeAll(async () => {
  admin = app.api();
  await admin.signup(newUser('Ada', 'Audit'));
  coffee = await admin.createHabit({
    name: 'Coffee',
    color: '#3B82F6',
    icon: 'coffee',
    goalType: 'number',
    goalSchedule: 'daily',
    dailyGoal: 2,
  });
  await admin.createHabit({
    name: 'Wine',
    color: '#7C3AED',
    icon: 'coffee',
    goalType: 'level',
    goalSchedule: 'daily',
    levelGoal: 'low',
  });
});

async function signedInAt(
  user: Api,
  url: string,
  viewport: { width: number; height: number } = PHONE,
): Promise<Page> {
  const { page } = await app.session(viewport);
  if (!user.token) throw new Error('not signed up');
  await useToken(page, user.token, url);
  return page;
}

/** The focused element as 'TAG name' ('H1 Manage Habits', 'BUTTON Rename Coffee'); 'BODY' when lost. */
function focused(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return 'BODY';
    const name = element.getAttribute('aria-label') ?? element.textContent;
    return `${element.tagName} ${name.trim()}`;
  });
}

async function focusIs(page: Page, expected: string | RegExp) {
  const pattern =
    typeof expected === 'string' ? new RegExp(`^${escapeRegExp(expected)}$`) : expected;
  await expect.poll(() => focused(page), SETTLE).toMatch(pattern);
}

async function titleIs(page: Page, title: string) {
  await expect.poll(() => page.title(), SETTLE).toBe(title);
}

/** A page change's landing: the title, focus on the h1, and the live region saying the page. */
async function arrivedAt(page: Page, title: string, heading: string | RegExp) {
  await titleIs(page, title);
  await focusIs(page, heading instanceof RegExp ? heading : `H1 ${heading}`);
  await expect.poll(() => page.locator('[data-route-announcer]').textContent(), SETTLE).toBe(title);
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
    const page = await signedInAt(admin, '/');
    await titleIs(page, 'Habit Summary — Taper');
    await see(page.getByRole('heading', { level: 1, name: 'Habit Summary' }));
    // A load is not a change: nothing takes focus.
    expect(await focused(page)).toBe('BODY');

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
      const page = await signedInAt(admin, url);
      await see(page.getByRole('heading', { level: 1, name: heading }));
      // Long enough for any late effect (a lazy card, the import step) to have run.
      await page.waitForTimeout(1_000);
      expect(`${url}: ${await focused(page)}`).toBe(`${url}: BODY`);
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
    const page = await signedInAt(owner, '/manage', NARROW);
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
    const page = await signedInAt(admin, '/', NARROW);
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

describe('nothing covers focus', () => {
  // The walks at 320–1440 px in light, dark and forced colours are in a11y-walks.e2e.ts.
  test('the walk can fail: without the header scroll padding, Shift+Tab on Account at 320 px hides controls', async () => {
    const page = await signedInAt(admin, '/account', NARROW);
    await see(page.getByRole('heading', { level: 1, name: 'Account' }));
    await page.addStyleTag({ content: 'html { scroll-padding: 0 !important; }' });
    await focusMarker(page, 'end');
    expect((await walk(page, 'Shift+Tab')).covered.length).toBeGreaterThan(0);
  });

  test('with a change not saved, its list is under the header, not in it, and hides nothing', async () => {
    const page = await signedInAt(admin, '/', PHONE);
    await page.route('**/trpc/entries.log**', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }),
    );
    await page.getByRole('button', { name: '+1, Coffee today' }).click();
    const list = page.getByRole('region', { name: 'Changes not saved' });
    await see(list.getByText('1 change not saved:'), 30_000);
    // Not inside the sticky header: the header stays its own height.
    expect(await page.getByRole('banner').locator('[data-failed-changes]').count()).toBe(0);
    const header = await page.getByRole('banner').boundingBox();
    expect(header?.height ?? 0).toBeLessThan(120);
    const padding = await page.evaluate(
      () => getComputedStyle(document.documentElement).scrollPaddingTop,
    );
    expect(parseFloat(padding)).toBeGreaterThanOrEqual(header?.height ?? 0);
    await walkBothWays(page, 'summary with failures');
    await page.screenshot({ path: path.join(SCREENSHOTS, 'page-focus-not-saved-375.png') });
    // The server answers again: a Retry that works says what it saved.
    await page.unroute('**/trpc/entries.log**');
    const item = `Coffee, ${shortDay()}`;
    await list.getByRole('button', { name: `Retry ${item}` }).click();
    await seeToast(page, 'Saved', item);
  });
});

/** Today as the not-saved list names a day: '2 Dec'. */
function shortDay(): string {
  const date = new Date(`${today()}T12:00:00`);
  return `${String(date.getDate())} ${date.toLocaleString('en-US', { month: 'short' })}`;
}

describe('toasts name the habit', () => {
  test("offline, +1's toast names the habit; back online, the sync says what it sent", async () => {
    const page = await signedInAt(admin, '/', PHONE);
    const plusOne = page.getByRole('button', { name: '+1, Coffee today' });
    await see(plusOne);
    await page.context().setOffline(true);
    await plusOne.click();
    await seeToast(page, 'Saved on this device', 'Coffee is sent when you are back online.');
    await page.context().setOffline(false);
    await seeToast(page, 'Sent to the server', `Coffee, ${shortDay()}`);
  });
});

describe('focus visible everywhere', () => {
  test("today's calendar day shows its dashed mark and the focus ring at once", async () => {
    const page = await signedInAt(admin, `/habit/${String(coffee.id)}`, PHONE);
    const todayButton = page.locator(`[data-date="${today()}"] button`);
    await see(todayButton);
    const unfocused = await todayButton.evaluate((el) => getComputedStyle(el).outlineStyle);
    expect(unfocused).toBe('dashed');
    // Focus by keyboard (the grid's tab stop is today): from the stop before it, Tab.
    await page.locator('[role="grid"]').evaluate((grid) => {
      grid.querySelector<HTMLElement>('button[tabindex="0"]')?.focus();
    });
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    await focusIs(page, /^BUTTON /);
    const shown = await todayButton.evaluate((el) => {
      const own = getComputedStyle(el);
      const mark = getComputedStyle(el, '::after');
      return {
        focused: el === document.activeElement,
        ring: own.outlineStyle,
        offset: own.outlineOffset,
        mark: mark.borderTopStyle,
        markWidth: mark.borderTopWidth,
      };
    });
    expect(shown).toEqual({
      focused: true,
      ring: 'solid',
      offset: '5px',
      mark: 'dashed',
      markWidth: '2px',
    });
    await page.screenshot({ path: path.join(SCREENSHOTS, 'page-focus-today-375.png') });
  });

  test('a bar-less chart stop has a focus box; the progress tables scroll by keyboard and are named; axe is clean', async () => {
    const owner = app.api();
    await owner.signup(newUser('Zed', 'Zero'));
    const tea = await owner.createHabit({
      name: 'Tea',
      color: '#0EA5E9',
      icon: 'coffee',
      goalType: 'number',
      goalSchedule: 'daily',
      dailyGoal: 1,
    });
    // A day logged as 0: its bar has no height.
    await owner.logEntry(tea.id, { date: today(), actualValue: 0 });
    const page = await signedInAt(owner, `/habit/${String(tea.id)}/progress`, DESKTOP);
    const stop = page.locator('[data-zero-stop]').first();
    await see(stop);
    await stop.focus();
    const drawn = await stop.evaluate((el) => ({
      height: el.getBoundingClientRect().height,
      outline: getComputedStyle(el).outlineStyle,
    }));
    expect(drawn.height).toBeGreaterThan(4);
    expect(drawn.outline).not.toBe('none');
    for (const summary of await page.getByText('Show as a table').all()) await summary.click();
    const tables = page.locator('details [role="region"][tabindex="0"]');
    expect(await tables.count()).toBeGreaterThan(0);
    for (const table of await tables.all()) {
      expect(await table.getAttribute('aria-label')).toBeTruthy();
    }
    const findings = await axeFindings(page, 'progress with tables');
    expect(findings, formatFindings(findings)).toEqual([]);

    // Paging back to the latest range: Later does nothing more, yet keeps focus.
    await page
      .getByRole('button', { name: /Earlier/ })
      .first()
      .focus();
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: /Later/ }).first().focus();
    await page.keyboard.press('Enter');
    await expect
      .poll(() => page.getByRole('button', { name: /Later/ }).first().getAttribute('aria-disabled'))
      .toBe('true');
    await focusIs(page, /^BUTTON Later/);
  });

  test("a calendar day's cut level shows in full on keyboard focus and stays on a 320 px screen", async () => {
    const owner = app.api();
    await owner.signup(newUser('Lev', 'Label'));
    const wine = await owner.createHabit({
      name: 'Wine',
      color: '#7C3AED',
      icon: 'coffee',
      goalType: 'level',
      goalSchedule: 'daily',
      levelGoal: 'low',
    });
    // A week of 'Moderate', shown as 'Mod…' under each day, in every column of the grid.
    for (let back = 0; back < 7; back++) {
      const date = new Date(`${today()}T12:00:00Z`);
      date.setUTCDate(date.getUTCDate() - back);
      await owner.logEntry(wine.id, {
        date: date.toISOString().slice(0, 10),
        levelValue: 'moderate',
      });
    }
    const page = await signedInAt(owner, `/habit/${String(wine.id)}`, NARROW);
    const todayCell = page.locator(`[data-date="${today()}"]`);
    await see(todayCell.getByText('Mod…'));
    await page.locator('[role="grid"]').evaluate((grid) => {
      grid.querySelector<HTMLElement>('button[tabindex="0"]')?.focus();
    });
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    const tips: string[] = [];
    for (let step = 0; step < 7; step++) {
      const tip = await page.evaluate(() => {
        const el = document.activeElement as HTMLElement;
        const before = getComputedStyle(el, '::before');
        return {
          full: el.getAttribute('data-full-text'),
          content: before.content,
          wide: document.documentElement.scrollWidth,
        };
      });
      // No sideways scroll: the tooltip stays on the screen.
      expect(tip.wide).toBeLessThanOrEqual(NARROW.width);
      if (tip.full !== null) {
        expect(tip.content).toBe(`"${tip.full}"`);
        tips.push(tip.full);
      }
      await page.keyboard.press('ArrowLeft');
    }
    expect(tips.length).toBeGreaterThan(0);
    expect(tips[0]).toMatch(/Moderate/);

    // The summary list's day cells, at the row's right end, keep their tooltips on the screen too.
    await page.goto('/');
    await page.getByText('List', { exact: true }).click();
    const cells = page.getByRole('group', { name: 'Wine', exact: true }).getByRole('button');
    await see(cells.first());
    const count = await cells.count();
    await cells.first().focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    for (let step = 0; step < count; step++) {
      const tip = await page.evaluate(() => ({
        content: getComputedStyle(document.activeElement as HTMLElement, '::before').content,
        wide: document.documentElement.scrollWidth,
      }));
      expect(tip.content).toMatch(/^"Wine, /);
      expect(tip.wide).toBeLessThanOrEqual(NARROW.width);
      await page.keyboard.press('ArrowRight');
    }
  });

  test('the header habit button shows its full name when keyboard-focused', async () => {
    const page = await signedInAt(admin, `/habit/${String(coffee.id)}`, NARROW);
    const button = page.getByRole('button', { name: 'Coffee, habit menu' });
    await see(button);
    await button.focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    await focusIs(page, 'BUTTON Coffee, habit menu');
    const tip = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement;
      return {
        full: el.getAttribute('data-full-text'),
        visible: el.matches(':focus-visible'),
        content: getComputedStyle(el, '::before').content,
      };
    });
    expect(tip).toEqual({ full: 'Coffee', visible: true, content: '"Coffee"' });
  });
});

describe('admin', () => {
  test('the tab panel shows focus; Tier waits for Enter and keeps focus; offline it says not available', async () => {
    const member = app.api();
    await member.signup(newUser('Mo', 'Member'));
    const page = await signedInAt(admin, '/admin-portal', DESKTOP);
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
