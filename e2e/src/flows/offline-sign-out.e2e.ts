/**
 * Signed in and out offline (issue 39): a 401 after reconnecting keeps the entry queue until the
 * user signs in again; a user who signs out offline is signed out on the device at once (token,
 * saved data, entry queue) and on the server once back online.
 */
import type { Page } from 'playwright-core';
import { describe, expect, onTestFinished, test } from 'vitest';
import { startReachableProxy } from '../reachable-proxy';
import {
  controlled,
  logOnBoard,
  pendingCount,
  saved,
  shot,
  storedOnDevice,
} from '../offline-helpers';
import {
  ApiError,
  eventually,
  see,
  seeToast,
  setupApp,
  signedInWith,
  TIMEOUT_MS,
  today,
} from '../harness';

const app = setupApp('offline-sign-out', { serviceWorker: true });

describe('signed in offline', () => {
  test('a 401 after reconnecting keeps the queue until the user signs in again, then sends it', async () => {
    const { api, habit, page, user } = await signedInWith(app, 'Sam', []);
    await see(page.getByRole('region', { name: 'Log Coffee today' }));
    await controlled(page);
    await saved(page, 'habits.summary');

    await page.context().setOffline(true);
    await page.reload();
    await logOnBoard(page, 'Coffee', 'today', 2);
    await pendingCount(page, 1);
    // Meanwhile the session ends (signed out on another device).
    await api.call('POST', '/api/logout');

    // Back online, the queue meets the 401: SPEC's toast, then the page reloads signed out. The
    // test waits for that reload before it touches the landing page.
    const signedOut = page.waitForEvent('load', { timeout: 30_000 });
    await page.context().setOffline(false);
    await see(page.getByText('You are logged out. Please refresh to sign in again.'));
    await signedOut;
    await see(page.getByRole('heading', { name: /Cut back on the habits/ }), 20_000);
    expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeNull();
    const again = app.api();
    await again.login(user.email, user.password);
    expect(await again.entries(habit.id)).toEqual([]);

    await page.getByRole('button', { name: 'Sign In' }).first().click();
    // Each step waits for the state it needs: the form shown, then the load that signs the page
    // in (half a second after the greeting), never a fixed sleep.
    await see(page.getByLabel('Email'));
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Password', { exact: true }).fill(user.password);
    const reloaded = page.waitForEvent('load', { timeout: TIMEOUT_MS });
    await page.getByRole('button', { name: 'Sign In', exact: true }).last().click();
    await reloaded;
    const entries = await eventually(
      'the queued entry on the server after signing in',
      () => again.entries(habit.id),
      (list) => list.length === 1,
      30_000,
    );
    expect(entries.map((e) => [e.date, e.actualValue])).toEqual([[today(), 2]]);
    await pendingCount(page, 0);
  });
});

/** The summary and Coffee's calendar seen online, and saved on the device with the day's note. */
async function seenOnlineWithNote(page: Page): Promise<void> {
  await see(page.getByRole('region', { name: 'Log Coffee today' }));
  await page.getByRole('button', { name: 'View Coffee' }).click();
  await see(page.getByRole('grid', { name: /^Coffee, / }));
  await page.goBack();
  await controlled(page);
  await saved(page, 'habits.summary');
  await saved(page, 'habits.stats');
  await eventually(
    "the saved query cache to hold the day's note",
    () => storedOnDevice(page, 'query-cache'),
    (cache) => (cache ?? '').includes('secret note'),
  );
}

describe('signing out offline', () => {
  test('clears the token, the saved data and the queue at once; the server hears of it once online', async () => {
    // The server is made unreachable as well as the page offline: a real outage stops the service
    // worker's fetch too, which Chromium's offline emulation does not.
    const proxy = await startReachableProxy(app.server.port);
    onTestFinished(() => proxy.close());
    const { api, habit, page, user } = await signedInWith(app, 'Otto', [], proxy.url);
    const token = api.token ?? '';
    await api.logEntry(habit.id, { date: today(), actualValue: 1, note: 'secret note' });
    await page.reload();
    await seenOnlineWithNote(page);

    await page.context().setOffline(true);
    proxy.setReachable(false);
    await page.reload();
    await see(page.getByText('Offline: showing saved data'));
    await logOnBoard(page, 'Coffee', 'today', 2);
    await pendingCount(page, 1);
    expect(await storedOnDevice(page, 'entry-queue')).toContain('"actualValue":2');

    const logsBefore = app.server.logs().length;
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    // The server cannot be told yet: SPEC's shorter text.
    await seeToast(page, 'Logged out', 'You have been signed out.');
    await see(page.getByRole('button', { name: 'Get Started' }));
    const device = await page.evaluate(() => ({
      token: localStorage.getItem('authToken'),
      pending: localStorage.getItem('pendingLogouts'),
    }));
    expect(device).toEqual({ token: null, pending: JSON.stringify([token]) });
    expect(await storedOnDevice(page, 'query-cache')).toBeNull();
    const queue = await storedOnDevice(page, 'entry-queue');
    expect(queue ?? '').not.toContain('"actualValue":2');
    expect(queue ?? '').not.toContain('secret note');
    await shot(page, 'signed-out-offline-375');

    // A reload offline lands signed out: no header account menu, nothing of the user's shown.
    await page.reload();
    await see(page.getByRole('button', { name: 'Get Started' }));
    expect(await page.getByRole('button', { name: 'Account menu' }).count()).toBe(0);
    expect(await page.getByText('secret note').count()).toBe(0);
    // The logout never reached the server while the device was offline: the session still
    // answers, and the server logged no logout.
    expect((await api.me()).email).toBe(user.email);
    expect(app.server.logs().slice(logsBefore)).not.toMatch(/\/api\/logout|auth\.logout/);

    proxy.setReachable(true);
    await page.context().setOffline(false);
    const ended = await eventually(
      'the session ended on the server once the device is back online',
      () =>
        api.me().then(
          () => 200,
          (error: unknown) => (error instanceof ApiError ? error.status : 0),
        ),
      (status) => status === 401,
      30_000,
    );
    expect(ended).toBe(401);
    await eventually(
      'no logout left to send on the device',
      () => page.evaluate(() => localStorage.getItem('pendingLogouts')),
      (pending) => pending === null,
    );
    // The entry queued before signing out never reached the server.
    const again = app.api();
    await again.login(user.email, user.password);
    const entries = await again.entries(habit.id);
    expect(entries.map((entry) => [entry.date, entry.actualValue])).toEqual([[today(), 1]]);
    await see(page.getByRole('button', { name: 'Get Started' }));
  });
});
