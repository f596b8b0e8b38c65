/**
 * The entry queue against a failing and a hanging server (issue 40): a change answered 500 or
 * not answered within 10 s is named under the header as not saved, with Retry and Discard, while other
 * habits' changes go through; Retry once the server is back saves it, Discard shows the server's
 * value again, and focus stays on a control. Two tabs of one browser agree: a save in one shows in
 * the other without a reload, and a tab whose queued value lost to the other's says so.
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { monthName, parseIsoDate, weekdayName, type IsoDate } from '@taper/domain';
import type { Page, Route } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { axeFindings, formatFindings } from '../axe';
import {
  ARTIFACTS,
  eventually,
  see,
  setupApp,
  signedInWith,
  today,
  type Api,
  type ApiHabit,
} from '../harness';

const app = setupApp('queue-failures', { serviceWorker: true });

/** '28 Nov', as the header names a day. */
function shortDay(date: IsoDate): string {
  const { day, month } = parseIsoDate(date);
  return `${String(day)} ${monthName(month).slice(0, 3)}`;
}

/** 'Friday, November 28, 2026', as the habit's calendar names a day below the month. */
function longDateOf(date: IsoDate): string {
  const { year, month, day } = parseIsoDate(date);
  return `${weekdayName(date)}, ${monthName(month)} ${String(day)}, ${String(year)}`;
}

const SHOTS = path.join(ARTIFACTS, 'screenshots', 'queue-failures');

/** Screenshots of the page as it is, light and dark, at the page's width and at 1280 px. */
async function shots(page: Page, name: string): Promise<void> {
  await mkdir(SHOTS, { recursive: true });
  const size = page.viewportSize() ?? { width: 375, height: 812 };
  for (const width of [size.width, 1280]) {
    await page.setViewportSize({ width, height: size.height });
    for (const theme of ['light', 'dark'] as const) {
      await page.evaluate((t) => {
        document.documentElement.classList.remove('light', 'dark');
        document.documentElement.classList.add(t);
      }, theme);
      await page.screenshot({ path: path.join(SHOTS, `${name}-${String(width)}-${theme}.png`) });
      const findings = await axeFindings(page, `${name}-${String(width)}-${theme}`);
      expect(findings, formatFindings(findings)).toEqual([]);
    }
  }
  await page.evaluate(() => {
    document.documentElement.classList.remove('dark');
    document.documentElement.classList.add('light');
  });
  await page.setViewportSize(size);
}

/** Types `value` on a habit's today board and saves it (no waiting for the server). */
async function logToday(page: Page, habit: string, value: number): Promise<void> {
  const board = page.getByRole('region', { name: `Log ${habit} today` });
  await board.getByRole('spinbutton', { name: `${habit} today` }).fill(String(value));
  await board.getByRole('button', { name: 'Save' }).click();
}

/** The habit id an entry call is for: the tRPC mutation's input. */
function habitOf(route: Route): number | undefined {
  const body = route.request().postDataJSON() as { id?: unknown; json?: { id?: unknown } } | null;
  const id = body?.id ?? body?.json?.id;
  return typeof id === 'number' ? id : undefined;
}

const SERVER_ERROR = {
  status: 500,
  contentType: 'application/json',
  body: JSON.stringify({
    error: {
      message: 'Internal server error',
      code: -32603,
      data: { code: 'INTERNAL_SERVER_ERROR', httpStatus: 500 },
    },
  }),
};

function activeName(page: Page): Promise<string> {
  return page.evaluate(() => {
    const active = document.activeElement;
    if (!active || active === document.body) return 'body';
    return active.getAttribute('aria-label') ?? (active.id || active.tagName);
  });
}

/** How an entry call is answered: 500, or never. */
type Answer = 'fail' | 'hang';

/** Each habit's entry call answered as `modes` says: 500, never, or by the server. */
async function answerByHabit(page: Page, modes: Map<number, Answer>): Promise<void> {
  await page.route('**/trpc/entries.log**', async (route) => {
    const mode = modes.get(habitOf(route) ?? 0);
    if (mode === 'fail') await route.fulfill(SERVER_ERROR);
    else if (mode === 'hang')
      return; // never answered
    else await route.continue();
  });
}

/** Tea's entry reaches the server while Beer's call hangs. */
async function teaStillSaves(page: Page, api: Api, tea: ApiHabit, day: IsoDate): Promise<void> {
  const teaEntries = await eventually(
    "Tea's entry on the server while Beer's call hangs",
    () => api.entries(tea.id),
    (list) => list.length === 1,
  );
  expect(teaEntries.map((e) => [e.date, e.actualValue])).toEqual([[day, 1]]);
  await see(page.getByRole('region', { name: 'Log Tea today' }).getByText('Logged: 1'));
}

describe('a failing and a hanging server', () => {
  test('names the failed changes with Retry and Discard; every other change still saves', async () => {
    const { api, habit, page, more } = await signedInWith(app, 'Fay', ['Beer', 'Tea']);
    const [beer, tea] = more;
    if (!beer || !tea) throw new Error('no second habits');
    const day = today();
    await api.logEntry(beer.id, { date: day, actualValue: 3 });
    await page.reload();
    await see(page.getByRole('region', { name: 'Log Beer today' }).getByText('Logged: 3'));

    // Coffee's entry call answers 500, Beer's hangs; others reach the server.
    const modes = new Map<number, Answer>([
      [habit.id, 'fail'],
      [beer.id, 'hang'],
    ]);
    await answerByHabit(page, modes);

    await logToday(page, 'Coffee', 2);
    const banner = page.getByRole('region', { name: 'Changes not saved' });
    const coffeeItem = `Coffee, ${shortDay(day)}`;
    await see(banner.getByText('1 change not saved:'));
    await see(banner.getByText(coffeeItem));
    await see(banner.getByRole('button', { name: `Retry ${coffeeItem}` }));
    await see(banner.getByRole('button', { name: `Discard ${coffeeItem}` }));
    const coffeeBoard = page.getByRole('region', { name: 'Log Coffee today' });
    await see(coffeeBoard.getByText('Not saved: 2'));
    expect(await coffeeBoard.getByText(/^Logged/).count()).toBe(0);

    // Beer hangs: it looks pending (not 'Logged: 1'), and Tea still goes through meanwhile.
    await logToday(page, 'Beer', 1);
    const beerBoard = page.getByRole('region', { name: 'Log Beer today' });
    await see(beerBoard.getByText('Waiting to sync: 1'));
    await logToday(page, 'Tea', 1);
    await teaStillSaves(page, api, tea, day);
    expect(await beerBoard.getByText('Logged: 1').count()).toBe(0);

    // After 10 s without an answer, Beer is not saved either; never described as offline.
    const beerItem = `Beer, ${shortDay(day)}`;
    await see(banner.getByText('2 changes not saved:'), 25_000);
    await see(banner.getByRole('button', { name: `Retry ${beerItem}` }));
    await see(beerBoard.getByText('Not saved: 1'));
    expect(await page.getByText(/back online|Offline: showing saved data/).count()).toBe(0);
    expect((await api.entries(habit.id)).length).toBe(0);
    await shots(page, 'two-not-saved');

    // The server is back for Coffee: Retry (by keyboard) saves it, and focus moves to Beer's row.
    modes.delete(habit.id);
    await banner.getByRole('button', { name: `Retry ${coffeeItem}` }).focus();
    await page.keyboard.press('Enter');
    const coffeeEntries = await eventually(
      "Coffee's entry on the server after Retry",
      () => api.entries(habit.id),
      (list) => list.length === 1,
    );
    expect(coffeeEntries.map((e) => [e.date, e.actualValue])).toEqual([[day, 2]]);
    await see(coffeeBoard.getByText('Logged: 2'));
    await see(banner.getByText('1 change not saved:'));
    await eventually(
      "focus on Beer's row once Coffee's is gone",
      () => activeName(page),
      (name) => name === `Retry ${beerItem}`,
    );

    // Discard Beer: the server's 3 is shown again, nothing was sent, focus goes to the main content.
    await page.keyboard.press('Tab');
    expect(await activeName(page)).toBe(`Discard ${beerItem}`);
    await page.keyboard.press('Enter');
    await see(beerBoard.getByText('Logged: 3'));
    expect(await banner.getByText(/not saved/).count()).toBe(0);
    expect((await api.entries(beer.id)).map((e) => e.actualValue)).toEqual([3]);
    await eventually(
      'focus on the main content once the last row is gone',
      () => activeName(page),
      (name) => name === 'main',
    );
  });
});

describe('two tabs', () => {
  test('a save in one tab shows in the other without a reload; a value that lost says so', async () => {
    const { api, habit, page } = await signedInWith(app, 'Tabby', []);
    const other = await page.context().newPage();
    await other.goto('/');
    const boardA = page.getByRole('region', { name: 'Log Coffee today' });
    const boardB = other.getByRole('region', { name: 'Log Coffee today' });
    await see(boardA.getByText('Not logged'));
    await see(boardB.getByText('Not logged'));

    await logToday(page, 'Coffee', 4);
    await see(boardA.getByText('Logged: 4'));
    await see(boardB.getByText('Logged: 4'));

    // Offline, both tabs change today: the later one (B) wins, and A says its value lost.
    await page.context().setOffline(true);
    await logToday(page, 'Coffee', 2);
    await see(boardA.getByText('Waiting to sync: 2'));
    await logToday(other, 'Coffee', 5);
    await see(boardB.getByText('Waiting to sync: 5'));
    await see(boardA.getByText('Waiting to sync: 5'));
    await see(boardA.getByText('Replaced by a later change in another tab'));
    expect(await boardB.getByText('Replaced by a later change in another tab').count()).toBe(0);
    await shots(page, 'lost-in-another-tab');

    await page.context().setOffline(false);
    const entries = await eventually(
      "the later tab's value on the server",
      () => api.entries(habit.id),
      (list) => list.length === 1 && list[0]?.actualValue === 5,
      30_000,
    );
    expect(entries.map((e) => e.actualValue)).toEqual([5]);
    await see(boardA.getByText('Logged: 5'));
    await see(boardB.getByText('Logged: 5'));

    // The habit's own calendar (reached in the app, so the tab keeps what it knows) says it too.
    await page.getByRole('button', { name: 'View Coffee' }).click();
    const note = `${longDateOf(today())}: Replaced by a later change in another tab`;
    await see(page.getByText(note));
    await see(page.getByRole('button', { name: /Replaced by a later change in another tab$/ }));
  });
});
