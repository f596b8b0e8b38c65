/**
 * Focus that shows (issue 55): the list of changes not saved lives under the sticky header, not in
 * it, and hides no focused control; toasts name the habit; today's calendar day, a bar-less chart
 * stop, a cut calendar level and the header's habit button show focus in full (the Tab walks at
 * every size and colour mode are in a11y-walks.e2e.ts).
 */
import path from 'node:path';
import { beforeAll, describe, expect, test } from 'vitest';
import { axeFindings, formatFindings } from '../axe';
import { focusMarker, walk, walkBothWays } from '../focus-walk';
import {
  coffeeAndWine,
  DESKTOP,
  focusIs,
  NARROW,
  newUser,
  openAs,
  PHONE,
  SCREENSHOTS,
  see,
  seeToast,
  setupApp,
  today,
  type Api,
} from '../harness';

const app = setupApp('focus-visible', { serviceWorker: true });
/** The first user of the instance: an administrator. */
let admin: Api;
let coffee: { id: number };

beforeAll(async () => {
  admin = app.api();
  await admin.signup(newUser('Ada', 'Audit'));
  ({ coffee } = await coffeeAndWine(admin));
});

describe('nothing covers focus', () => {
  // The walks at 320–1440 px in light, dark and forced colours are in a11y-walks.e2e.ts.
  test('the walk can fail: without the header scroll padding, Shift+Tab on Account at 320 px hides controls', async () => {
    const page = await openAs(app, admin, '/account', NARROW);
    await see(page.getByRole('heading', { level: 1, name: 'Account' }));
    await page.addStyleTag({ content: 'html { scroll-padding: 0 !important; }' });
    await focusMarker(page, 'end');
    expect((await walk(page, 'Shift+Tab')).covered.length).toBeGreaterThan(0);
  });

  test('with a change not saved, its list is under the header, not in it, and hides nothing', async () => {
    const page = await openAs(app, admin, '/', PHONE);
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
    const page = await openAs(app, admin, '/', PHONE);
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
    const page = await openAs(app, admin, `/habit/${String(coffee.id)}`, PHONE);
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
});

describe('focus visible everywhere', () => {
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
    const page = await openAs(app, owner, `/habit/${String(tea.id)}/progress`, DESKTOP);
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
});

describe('focus visible everywhere', () => {
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
    const page = await openAs(app, owner, `/habit/${String(wine.id)}`, NARROW);
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
});

describe('focus visible everywhere', () => {
  test('the header habit button shows its full name when keyboard-focused', async () => {
    const page = await openAs(app, admin, `/habit/${String(coffee.id)}`, NARROW);
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
