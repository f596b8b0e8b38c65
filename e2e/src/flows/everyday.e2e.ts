/**
 * Everyday use: logging five habits for today with the keyboard alone on the today board, the
 * calendar dialog's typed value, clearing an entry with Undo, deleting a habit with Undo, a deep
 * link kept through sign-in, the first user running the instance (ADMIN and PREMIUM), and every
 * icon image in one request.
 */
import { addDays, fullDateText } from '@taper/domain';
import { beforeAll, describe, expect, test } from 'vitest';
import {
  at,
  eventually,
  EVERYDAY_HABITS,
  focusedLabel,
  newUser,
  notSee,
  numberHabits,
  openAs,
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
const NAMES = EVERYDAY_HABITS;
const habits: ApiHabit[] = [];

const USER = newUser('Eve', 'Everyday');

beforeAll(async () => {
  api = app.api();
  await api.signup(USER);
  habits.push(...(await numberHabits(api, NAMES, '#3B82F6', 3)));
});

describe('the first user runs the instance', () => {
  test('is ADMIN and PREMIUM', async () => {
    expect(await api.me()).toMatchObject({ role: 'ADMIN', tier: 'PREMIUM' });
  });
});

describe('today board', () => {
  test('five habits logged for today with the keyboard alone: at most 6 key presses each', async () => {
    const page = await openAs(app, api, '/');
    await see(page.getByRole('spinbutton', { name: `${at(NAMES, 0)} today` }));
    const started = Date.now();
    let presses = 0;
    // Tab from the top of the page to the first habit's amount.
    while ((await focusedLabel(page)) !== `${at(NAMES, 0)} today`) {
      await page.keyboard.press('Tab');
      presses += 1;
      if (presses > 15) throw new Error('the first amount is more than 15 tabs away');
    }
    for (const [index, name] of NAMES.entries()) {
      // Type the amount and Enter: it is logged and the focus moves to the next habit's amount.
      expect(await focusedLabel(page)).toBe(`${name} today`);
      await page.keyboard.type(String(index + 1));
      await page.keyboard.press('Enter');
      presses += 2;
    }
    // The focus stays in the last card, never falls to the page.
    expect(await focusedLabel(page)).toBe(`${at(NAMES, 4)} today`);
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
    const page = await openAs(app, api, '/');
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
    const page = await openAs(app, api, `/habit/${habit.id}`);
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
    const page = await openAs(app, api, '/manage');
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
