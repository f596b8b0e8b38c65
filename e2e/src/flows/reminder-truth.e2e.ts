/**
 * Reminders that tell the truth (issue 54): with notifications refused, neither a habit's reminder
 * nor the daily check-in turns on — the switch says why and how to fix it, and nothing is saved;
 * Account lists the devices that receive notifications, and 'Stop on this device' ends this one;
 * the summary's check-in banner when yesterday is unlogged opens yesterday's Log. Screenshots at
 * 1280 and 375 px, light and dark.
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { addDays } from '@taper/domain';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { controlled } from '../offline-helpers';
import { pushService, stubPushManager } from '../push-helpers';
import {
  ApiError,
  DESKTOP,
  eventually,
  notSee,
  PHONE,
  SCREENSHOTS,
  see,
  setupApp,
  signedInWith,
  today,
  useToken,
} from '../harness';

process.env.PUSH_ALLOW_HOSTS = '127.0.0.1';
const app = setupApp('reminder-truth', { serviceWorker: true });

const BLOCKED =
  "Notifications are blocked for this site — allow them in your browser's site settings, then switch the reminder on again.";
const BANNER = "You didn't log yesterday — log it now";

function shot(name: string, theme: string, width: number): string {
  return path.join(SCREENSHOTS, `reminder-truth-${name}-${theme}-${String(width)}.png`);
}

function card(page: Page, heading: string) {
  return page
    .locator('div.rounded-xl')
    .filter({ has: page.getByRole('heading', { name: heading, exact: true }) })
    .last();
}

describe('a reminder on a device that cannot receive it', () => {
  test('with the permission refused, neither switch turns on and nothing is saved', async () => {
    await mkdir(SCREENSHOTS, { recursive: true });
    const { api, habit, page } = await signedInWith(app, 'Tess', []);
    // Nothing granted: headless Chromium answers the permission prompt with 'denied'.
    await controlled(page);
    await page.goto(`/habit/${habit.id}/settings`);
    const reminder = page.getByRole('switch', { name: 'Remind me to log' });
    await reminder.click();
    await see(page.getByText(BLOCKED));
    expect(await reminder.getAttribute('aria-checked')).toBe('false');
    await notSee(page.getByLabel('Time', { exact: true }));
    expect(await page.evaluate(() => Notification.permission)).toBe('denied');

    await page.goto('/account');
    const checkIn = page.getByRole('switch', { name: 'Daily check-in' });
    await checkIn.click();
    await see(page.getByText(BLOCKED));
    expect(await checkIn.getAttribute('aria-checked')).toBe('false');
    await page.getByRole('button', { name: 'Save check-in' }).click();
    await see(page.getByText('Check-in saved.'));

    expect((await api.habits()).find((h) => h.id === habit.id)?.reminder).toBeNull();
    expect((await api.call<{ checkIn: unknown }>('GET', '/api/auth/user')).checkIn).toBeNull();
    await expect(api.call('POST', '/api/push/test')).rejects.toBeInstanceOf(ApiError);
    expect(await api.call('GET', '/api/push/subscriptions')).toEqual([]);

    for (const viewport of [DESKTOP, PHONE]) {
      for (const theme of ['light', 'dark'] as const) {
        await api.setTheme(theme);
        await page.setViewportSize(viewport);
        await page.reload();
        await see(page.getByText(BLOCKED));
        await card(page, 'Daily check-in').screenshot({
          path: shot('blocked-check-in', theme, viewport.width),
        });
      }
    }
  });
});

describe('the devices that receive notifications', () => {
  test("turning the check-in on lists this device; 'Stop on this device' ends it", async () => {
    await mkdir(SCREENSHOTS, { recursive: true });
    const push = await pushService();
    try {
      const { api, page } = await signedInWith(app, 'Uma', []);
      const context = page.context();
      await context.grantPermissions(['notifications'], { origin: app.server.baseURL });
      await stubPushManager(page, `${push.url}/push/uma`);
      await useToken(page, api.token ?? '', '/account');
      await controlled(page);
      await page.goto('/account');
      const checkIn = page.getByRole('switch', { name: 'Daily check-in' });
      await checkIn.click();
      await eventually(
        'the check-in switched on once subscribed',
        () => checkIn.getAttribute('aria-checked'),
        (checked) => checked === 'true',
      );
      const list = page.getByRole('list', { name: 'Devices that receive notifications' });
      await see(list.getByText('This device'));
      await see(list.getByText(/^Chrome on /));
      for (const viewport of [DESKTOP, PHONE]) {
        for (const theme of ['light', 'dark'] as const) {
          await api.setTheme(theme);
          await page.setViewportSize(viewport);
          await page.reload();
          await see(list.getByText('This device'));
          await card(page, 'Devices that receive notifications').screenshot({
            path: shot('devices', theme, viewport.width),
          });
        }
      }
      await list.getByRole('button', { name: 'Stop on this device' }).click();
      await see(page.getByText(/No device receives your notifications yet/));
      expect(await api.call('GET', '/api/push/subscriptions')).toEqual([]);
      expect(await page.evaluate(() => sessionStorage.getItem('e2e-push-subscription'))).toBe(null);
    } finally {
      push.close();
    }
  });
});

describe("the summary's check-in banner", () => {
  test('shows when yesterday is unlogged, opens yesterday, and not for habits begun today', async () => {
    await mkdir(SCREENSHOTS, { recursive: true });
    const { api, habit, page } = await signedInWith(app, 'Vera', []);
    await page.goto('/');
    await see(page.getByRole('heading', { name: 'Coffee', level: 2 }));
    await notSee(page.getByRole('region', { name: BANNER }));

    await api.logEntry(habit.id, { date: addDays(today(), -3), actualValue: 1 });
    for (const viewport of [DESKTOP, PHONE]) {
      for (const theme of ['light', 'dark'] as const) {
        await api.setTheme(theme);
        await page.setViewportSize(viewport);
        await page.reload();
        await see(page.getByRole('region', { name: BANNER }));
        await page.screenshot({ path: shot('banner', theme, viewport.width) });
      }
    }
    await page.getByRole('button', { name: 'Log yesterday for Coffee' }).click();
    const dialog = page.getByRole('dialog');
    await see(dialog.getByText('Yesterday'));
    await dialog.getByRole('spinbutton', { name: 'amount' }).fill('2');
    await dialog.getByRole('button', { name: 'Log Entry' }).click();
    await notSee(page.getByRole('region', { name: BANNER }));
    // The log reaches the server through the entry queue: read until it has.
    await eventually(
      "yesterday's 2 on the server",
      async () => (await api.entries(habit.id)).find((e) => e.date === addDays(today(), -1)),
      (yesterday) => yesterday?.actualValue === 2,
    );
  });
});
