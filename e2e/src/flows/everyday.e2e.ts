/**
 * Everyday use: logging five habits for today with the keyboard alone on the today board, the
 * calendar dialog's typed value, clearing an entry with Undo, deleting a habit with Undo, and the
 * first user running the instance (ADMIN and PREMIUM), and every icon image in one request.
 */
import { addDays, fullDateText } from '@taper/domain';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, test } from 'vitest';
import {
  eventually,
  newUser,
  notSee,
  see,
  seeToast,
  setupApp,
  today,
  useToken,
  type Api,
  type ApiHabit,
} from '../harness';

const app = setupApp('everyday');
let api: Api;
const NAMES = ['Coffee', 'Beer', 'Screen minutes', 'Snacks', 'Cigarettes'];
const habits: ApiHabit[] = [];

/** The item at `index`, which the test set up. */
function at<T>(list: readonly T[], index: number): T {
  const item = list[index];
  if (item === undefined) throw new Error(`nothing at ${index}`);
  return item;
}
const USER = newUser('Eve', 'Everyday');

beforeAll(async () => {
  api = app.api();
  await api.signup(USER);
  for (const name of NAMES) {
    habits.push(
      await api.createHabit({
        name,
        color: '#3B82F6',
        icon: 'coffee',
        goalType: 'number',
        goalSchedule: 'daily',
        dailyGoal: 3,
      }),
    );
  }
});

async function open(url: string): Promise<Page> {
  const { page } = await app.session();
  if (!api.token) throw new Error('not signed up');
  await useToken(page, api.token, url);
  return page;
}

/** The accessible name of the focused element. */
async function focusedName(page: Page): Promise<string> {
  return page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? '');
}

describe('the first user runs the instance', () => {
  test('is ADMIN and PREMIUM', async () => {
    expect(await api.me()).toMatchObject({ role: 'ADMIN', tier: 'PREMIUM' });
  });
});

describe('today board', () => {
  test('five habits logged for today with the keyboard alone: at most 6 key presses each', async () => {
    const page = await open('/');
    await see(page.getByRole('spinbutton', { name: `${at(NAMES, 0)} today` }));
    const started = Date.now();
    let presses = 0;
    // Tab from the top of the page to the first habit's amount.
    while ((await focusedName(page)) !== `${at(NAMES, 0)} today`) {
      await page.keyboard.press('Tab');
      presses += 1;
      if (presses > 15) throw new Error('the first amount is more than 15 tabs away');
    }
    for (const [index, name] of NAMES.entries()) {
      // Type the amount and Enter: it is logged and the focus moves to the next habit's amount.
      expect(await focusedName(page)).toBe(`${name} today`);
      await page.keyboard.type(String(index + 1));
      await page.keyboard.press('Enter');
      presses += 2;
    }
    // The focus stays in the last card, never falls to the page.
    expect(await focusedName(page)).toBe(`${at(NAMES, 4)} today`);
    await eventually(
      "every habit's entry for today",
      async () =>
        Promise.all(
          habits.map(async (habit) =>
            (await api.entries(habit.id)).find((entry) => entry.date === today()),
          ),
        ),
      (entries) => entries.every((entry, index) => entry?.actualValue === index + 1),
    );
    expect(Date.now() - started).toBeLessThan(15_000);
    await see(page.getByText('Logged: 5'));
    console.info(`today board: five habits logged with ${String(presses)} key presses`);
    expect(presses).toBeLessThanOrEqual(6 * NAMES.length);
  });

  test('yesterday is one tap away', async () => {
    const page = await open('/');
    await page
      .getByRole('group', { name: `Day to log for ${at(NAMES, 1)}` })
      .getByRole('button', {
        name: 'Yesterday',
      })
      .click();
    const amount = page.getByRole('spinbutton', { name: `${at(NAMES, 1)} yesterday` });
    await amount.fill('7');
    await amount.press('Enter');
    await eventually(
      "yesterday's entry",
      async () =>
        (await api.entries(at(habits, 1).id)).find((entry) => entry.date === addDays(today(), -1)),
      (entry) => entry?.actualValue === 7,
    );
  });
});

describe('calendar dialog and Clear with Undo', () => {
  test('the value is typed, stepped by keys, Enter saves; Clear then Undo', async () => {
    const habit = at(habits, 2);
    const page = await open(`/habit/${habit.id}`);
    const day = today();
    await page
      .getByRole('button', { name: new RegExp(fullDateText(day)) })
      .first()
      .click();
    const spin = page.getByRole('dialog').getByRole('spinbutton', { name: 'amount' });
    await spin.fill('120');
    await spin.press('ArrowUp');
    await spin.press('PageDown');
    await spin.press('Enter');
    await eventually(
      'the typed value saved',
      async () => (await api.entries(habit.id)).find((entry) => entry.date === day),
      (entry) => entry?.actualValue === 111,
    );

    await page
      .getByRole('button', { name: new RegExp(fullDateText(day)) })
      .first()
      .click();
    await page.getByRole('dialog').getByRole('button', { name: 'Clear' }).click();
    await seeToast(page, 'Entry cleared');
    await eventually(
      'the entry cleared',
      async () => (await api.entries(habit.id)).find((entry) => entry.date === day),
      (entry) => entry === undefined,
    );
    await page.getByRole('button', { name: 'Undo' }).click();
    await seeToast(page, 'Entry restored');
    await eventually(
      'the entry back',
      async () => (await api.entries(habit.id)).find((entry) => entry.date === day),
      (entry) => entry?.actualValue === 111,
    );
  });
});

describe('deleting a habit offers Undo', () => {
  test('the delete reaches the server at once; a reload keeps it gone; Undo restores it', async () => {
    const page = await open('/manage');
    const name = at(NAMES, 4);
    const habit = at(habits, 4);
    await api.logEntry(habit.id, { date: today(), actualValue: 2 });
    await page.getByRole('button', { name: `Delete ${name}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await notSee(page.getByRole('button', { name: `Delete ${name}` }));
    // Another device (the REST API) sees it gone at once, within the Undo time.
    await eventually(
      'deleted on the server at once',
      async () => (await api.habits()).map((h) => h.name),
      (names) => !names.includes(name),
      3_000,
    );
    // A reload within the Undo time never brings it back.
    await page.reload();
    await see(page.getByRole('button', { name: `Delete ${at(NAMES, 0)}` }));
    await notSee(page.getByRole('button', { name: `Delete ${name}` }));

    await page.getByRole('button', { name: `Delete ${at(NAMES, 3)}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await notSee(page.getByRole('button', { name: `Delete ${at(NAMES, 3)}` }));
    // Undo from another screen: the toast outlives the screen that asked for the delete.
    await page.getByRole('link', { name: 'Back' }).click();
    await page.getByRole('button', { name: 'Undo' }).click();
    await seeToast(page, 'Habit restored');
    await page.goto('/manage');
    await see(page.getByRole('button', { name: `Delete ${at(NAMES, 3)}` }));

    // The first habit comes back too, over the REST API, with its entry.
    expect((await api.restoreHabit(habit.id)).name).toBe(name);
    expect((await api.entries(habit.id)).map((entry) => entry.actualValue)).toContain(2);
    expect((await api.habits()).map((h) => h.name)).toEqual(NAMES);
  });
});

describe('a deep link survives sign-in', () => {
  test('signed out, /manage leads to sign-in and then to /manage; another site never', async () => {
    const { page } = await app.session();
    await page.goto('/manage');
    await eventually(
      'the landing keeps the page',
      () => Promise.resolve(page.url()),
      (url) => url.endsWith('/?next=%2Fmanage'),
    );
    await page.getByRole('button', { name: 'Sign In' }).first().click();
    await page.getByLabel('Email').fill(USER.email);
    await page.getByLabel('Password', { exact: true }).fill(USER.password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).last().click();
    await see(page.getByRole('heading', { name: 'Manage Habits' }));
    expect(new URL(page.url()).pathname).toBe('/manage');

    // Signed in, a next that leaves the site is ignored.
    await page.goto('/?next=%2F%2Fevil.example%2F');
    await see(page.getByRole('heading', { name: 'Habit Summary' }));
    expect(new URL(page.url()).host).toBe(new URL(app.server.baseURL).host);
  });
});

describe('every width', () => {
  test('no sideways scroll from 320 to 1440 px with a 60-character name; the full name is kept', async () => {
    const long = `Late-night ${'scrolling '.repeat(5)}apps`.slice(0, 60);
    const habit = await api.createHabit({
      name: long,
      color: '#10B981',
      icon: 'coffee',
      goalType: 'number',
      goalSchedule: 'daily',
      dailyGoal: 2,
    });
    const page = await open('/');
    for (const width of [320, 375, 768, 1440]) {
      await page.setViewportSize({ width, height: 800 });
      for (const url of ['/', '/manage', `/habit/${habit.id}`, '/account']) {
        await page.goto(url);
        await see(page.locator('main'));
        await page.waitForLoadState('networkidle');
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        if (overflow > 0) {
          const wide = await page.evaluate(() =>
            [...document.querySelectorAll('body *')]
              .filter(
                (el) => el.getBoundingClientRect().right > document.documentElement.clientWidth + 1,
              )
              .slice(0, 5)
              .map((el) => `${el.tagName}.${el.className}`.slice(0, 120)),
          );
          await page.screenshot({ path: `../artifacts/overflow-${width}.png` });
          throw new Error(`${url} at ${width} px: ${overflow}px sideways: ${wide.join(' | ')}`);
        }
      }
    }
    await page.goto('/manage');
    await see(page.getByTitle(long));
  });

  test('no summary card is clipped from 320 to 1440 px with the longest name, level and tags', async () => {
    const long = `Late-night ${'scrolling '.repeat(5)}apps`.slice(0, 60);
    const tag = 'x'.repeat(12) + ' much longer tag text here'.padEnd(28, '!');
    const level = await api.createHabit({
      name: `${long.slice(0, 50)} level`,
      color: '#8B5CF6',
      icon: 'coffee',
      goalType: 'level',
      goalSchedule: 'daily',
      levelGoal: 'low',
    });
    await api.logEntry(level.id, { date: today(), levelValue: 'moderate' });
    await api.createHabit({
      name: `${long.slice(0, 52)} my tags`,
      color: '#EC4899',
      icon: 'coffee',
      goalType: 'custom_tags',
      goalSchedule: 'daily',
      customTags: [tag, `${tag.slice(0, 39)}2`, `${tag.slice(0, 39)}3`, `${tag.slice(0, 39)}4`],
      levelGoal: '2',
    });
    const page = await open('/');
    await see(page.getByText('Logged: Moderate'));
    for (const width of [320, 375, 768, 1024, 1280, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      const clipped = await page.evaluate(() => {
        const out: string[] = [];
        for (const card of document.querySelectorAll('main > .grid > *')) {
          const box = card.getBoundingClientRect();
          for (const child of card.querySelectorAll('button, input, h2, p, [role=group]')) {
            const r = child.getBoundingClientRect();
            if (r.width === 0) continue;
            if (r.left < box.left - 0.5 || r.right > box.right + 0.5)
              out.push(`${child.tagName} '${child.textContent.slice(0, 30)}'`);
            // A clipped text (cut without its room) reads as wider inside than shown.
            if (child.tagName === 'BUTTON' && child.scrollWidth > child.clientWidth + 1)
              out.push(`cut: ${child.tagName} '${child.textContent.slice(0, 30)}'`);
          }
        }
        return out;
      });
      expect(clipped, `at ${width} px`).toEqual([]);
      const name = page.getByRole('heading', { name: long, exact: true });
      expect(await name.getAttribute('title')).toBe(long);
      await page.screenshot({
        path: `../artifacts/screenshots/summary-cards-${width}.png`,
        fullPage: true,
      });
    }
  });

  test('a log toast covers no card’s Log or View, at any width', async () => {
    const page = await open('/');
    for (const width of [320, 375, 1280, 1440]) {
      await page.setViewportSize({ width, height: 800 });
      const amount = page.getByRole('spinbutton', { name: `${at(NAMES, 0)} today` });
      await amount.fill(String(width % 7));
      await amount.press('Enter');
      await see(page.getByRole('region', { name: 'Notifications' }).getByRole('listitem'));
      for (const name of NAMES.slice(0, 3)) {
        // A trial click checks that the button itself would take the click, nothing over it.
        await page
          .getByRole('button', { name: `Log ${name}` })
          .click({ trial: true, timeout: 2_000 });
        await page
          .getByRole('button', { name: `View ${name}` })
          .click({ trial: true, timeout: 2_000 });
      }
    }
  });

  test('a toast lives in a landmark and never covers Log Your Result', async () => {
    const page = await open(`/habit/${at(habits, 0).id}`);
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await page.getByRole('button', { name: 'Log Your Result' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Save Result' }).click();
      const toasts = page.getByRole('region', { name: 'Notifications' }).getByRole('listitem');
      await see(toasts.last());
      // The newest toast, measured once it is laid out (the previous width's may be leaving).
      const toastBox = await eventually(
        `the toast at ${width} px measured`,
        () => toasts.last().boundingBox({ timeout: 1000 }),
        (box) => box !== null,
      );
      const action = await page.getByRole('button', { name: 'Log Your Result' }).boundingBox();
      if (!toastBox || !action) throw new Error('toast or action not shown');
      const overlaps =
        toastBox.x < action.x + action.width &&
        action.x < toastBox.x + toastBox.width &&
        toastBox.y < action.y + action.height &&
        action.y < toastBox.y + toastBox.height;
      expect(overlaps, `at ${width} px`).toBe(false);
    }
  });
});

describe('icons in one request', () => {
  test('the create screen shows every icon from one cached answer, none fetched one by one', async () => {
    const { page } = await app.session();
    if (!api.token) throw new Error('not signed up');
    const iconRequests: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/api/icons/')) iconRequests.push(pathname);
    });
    await useToken(page, api.token, '/create-habit');
    const coffee = page.getByRole('radio', { name: 'Coffee', exact: true });
    await see(coffee);
    const radios = page.getByRole('radio');
    expect(await radios.count()).toBeGreaterThan(100);
    // Every image in the picker has drawn, from data: URLs of the one bundle.
    const images = await eventually(
      'every picker image drawn from the bundle',
      () =>
        page.locator('[role=radiogroup] img').evaluateAll((imgs) =>
          imgs.map((img) => {
            const image = img as HTMLImageElement;
            return { src: image.src.slice(0, 18), drawn: image.naturalWidth > 0 };
          }),
        ),
      (seen) => seen.length > 100 && seen.every((image) => image.drawn),
    );
    expect(new Set(images.map((image) => image.src))).toEqual(new Set(['data:image/svg+xml']));
    expect(iconRequests).toEqual(['/api/icons/images']);
  });
});
