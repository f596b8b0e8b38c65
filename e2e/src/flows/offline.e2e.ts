/**
 * Installed and offline (issue 23): the install criteria (manifest, an active worker in control,
 * the start URL served offline), a signed-in user who logs three values offline across reloads and
 * finds each on the server exactly once when back online, and a screen never opened before that
 * still opens offline.
 */
import type { Page } from 'playwright-core';
import { addDays, fullDateText } from '@taper/domain';
import { describe, expect, test } from 'vitest';
import { controlled, logOnBoard, pendingCount, saved, shot } from '../offline-helpers';
import { eventually, PHONE, see, setupApp, signedInWith, today } from '../harness';

const app = setupApp('offline', { serviceWorker: true });

describe('installable', () => {
  test('has a manifest with the install fields, an active worker, and / served offline', async () => {
    const { context, page } = await app.session(PHONE);
    await page.goto('/');
    await see(page.getByRole('heading', { name: /Cut back on the habits/ }));

    const manifestUrl = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(manifestUrl).toBe('/manifest.webmanifest');
    const response = await page.request.get(manifestUrl ?? '');
    expect(response.headers()['content-type']).toMatch(/^application\/manifest\+json/);
    const manifest = (await response.json()) as {
      name: string;
      short_name: string;
      start_url: string;
      display: string;
      theme_color: string;
      icons: { src: string; sizes: string; purpose?: string }[];
    };
    expect(manifest).toMatchObject({
      name: 'Taper — habit reduction tracker',
      short_name: 'Taper',
      start_url: '/',
      display: 'standalone',
      theme_color: '#136667',
    });
    const sizes = manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose ?? 'any'}`);
    expect(sizes).toEqual(
      expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']),
    );
    for (const icon of manifest.icons) {
      const image = await page.request.get(icon.src);
      expect(image.headers()['content-type'], icon.src).toBe('image/png');
    }
    const worker = await page.request.get('/sw.js');
    expect(worker.headers()['cache-control']).toBe('no-cache');

    await controlled(page);
    await context.setOffline(true);
    await page.reload();
    await see(page.getByRole('heading', { name: /Cut back on the habits/ }));
    // A path the app's router knows, never fetched online, comes from the worker's index.html.
    await page.goto('/habit/1');
    await see(page.getByRole('heading', { name: /Cut back on the habits/ }));
    await context.setOffline(false);
  });
});

describe('reading offline', () => {
  test('the last habits and figures seen are shown offline, under the offline banner', async () => {
    const { api, habit, page } = await signedInWith(app, 'Rita', []);
    await api.logEntry(habit.id, { date: today(), actualValue: 2 });
    await page.reload();
    const card = page.getByRole('region', { name: 'Log Coffee today' });
    await see(card.getByText('Logged: 2'));
    await controlled(page);
    await saved(page, 'habits.summary');

    await page.context().setOffline(true);
    await page.reload();
    await see(page.getByText('Offline: showing saved data'));
    await see(card.getByText('Logged: 2'));
    await page.context().setOffline(false);
    await eventually(
      'the offline banner gone',
      () => page.getByText('Offline: showing saved data').count(),
      (count) => count === 0,
    );
  });
});

/** Coffee's summary and calendar seen once online (and so saved). */
async function seenOnline(page: Page): Promise<void> {
  // Online: the summary and the habit's calendar are seen once (and so saved).
  await see(page.getByRole('region', { name: 'Log Coffee today' }));
  await page.getByRole('button', { name: 'View Coffee' }).click();
  await see(page.getByRole('grid', { name: /^Coffee, / }));
  await page.goBack();
  await controlled(page);
  await saved(page, 'habits.stats');
  await saved(page, 'habits.summary');
}

describe('logging offline', () => {
  test('three values logged offline across reloads reach the server exactly once each', async () => {
    const { api, habit, page, more } = await signedInWith(app, 'Olive', ['Beer']);
    const [beer] = more;
    if (!beer) throw new Error('no second habit');
    const day = today();
    const yesterday = addDays(day, -1);
    const twoAgo = addDays(day, -2);

    await seenOnline(page);

    await page.context().setOffline(true);
    await page.reload();
    await see(page.getByText('Offline: showing saved data'));
    await logOnBoard(page, 'Coffee', 'today', 2);
    await pendingCount(page, 1);
    await see(
      page.getByRole('region', { name: 'Log Coffee today' }).getByText('Waiting to sync: 2'),
    );
    await logOnBoard(page, 'Coffee', 'yesterday', 5);
    await logOnBoard(page, 'Beer', 'today', 1);
    await pendingCount(page, 3);

    // A reload offline keeps the queue, and a change of the same day replaces the earlier one.
    await page.reload();
    await pendingCount(page, 3);
    await logOnBoard(page, 'Coffee', 'today', 1);
    await pendingCount(page, 3);

    // The calendar's Log Result dialog (a chunk never loaded before) works offline too.
    await page.getByRole('button', { name: 'View Coffee' }).click();
    await page.getByRole('button', { name: new RegExp(`^${fullDateText(twoAgo)}`) }).click();
    const dialog = page.getByRole('dialog', { name: 'Log Result' });
    await dialog.getByRole('spinbutton', { name: 'amount' }).fill('3');
    await dialog.getByRole('button', { name: 'Save Result' }).click();
    await see(page.getByText('Saved on this device'));
    await pendingCount(page, 4);

    await page.reload();
    await pendingCount(page, 4);
    const grid = page.getByRole('grid', { name: /^Coffee, / });
    // Pending days show the typed value with no verdict (5 is over the goal of 3, yet not 'over'):
    // only the server judges.
    for (const date of [day, yesterday, twoAgo]) {
      await see(grid.locator(`[data-date="${date}"][data-pending][data-status="none"]`));
    }
    await see(page.getByRole('button', { name: `${fullDateText(yesterday)}: 5, waiting to sync` }));
    await shot(page, 'pending-days-375');

    // Beer is deleted elsewhere meanwhile: its change is refused once sent, and said so.
    const online = app.api();
    online.token = api.token;
    await online.call('DELETE', `/api/habits/${beer.id}`);

    await page.context().setOffline(false);
    await pendingCount(page, 0);
    const entries = await api.entries(habit.id);
    expect(
      entries
        .map((e) => [e.date, e.actualValue])
        .sort(([a], [b]) => String(a).localeCompare(String(b))),
    ).toEqual([
      [twoAgo, 3],
      [yesterday, 5],
      [day, 1],
    ]);
    // The server's answer (the entry and the habit's fresh figures) replaces the pending days: 5 is
    // over the goal of 3.
    await see(grid.locator(`[data-date="${yesterday}"][data-status="over"]:not([data-pending])`));
    await see(grid.locator(`[data-date="${day}"][data-status="success"]:not([data-pending])`));
    const refused = page.getByRole('alert').filter({ hasText: 'Not saved by the server' });
    await see(refused.getByText(`Beer, ${fullDateText(day)}: Habit not found`));
    await shot(page, 'refused-375');
  });
});

describe('screens never opened before', () => {
  test('a lazy screen opens offline from the worker', async () => {
    const { habit, page } = await signedInWith(app, 'Lazy', []);
    await see(page.getByRole('region', { name: 'Log Coffee today' }));
    await controlled(page);
    await saved(page, 'habits.list');
    await page.context().setOffline(true);
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Account' }).click();
    await see(page.getByRole('heading', { name: 'Account' }));
    await see(page.getByText('Offline: showing saved data'));
    await shot(page, 'offline-banner-375');
    await page.goto(`/habit/${habit.id}/progress`);
    await see(page.getByRole('heading', { name: 'Coffee: Progress' }));
  });
});
