/**
 * Setting a reminder: Habit Settings' Reminder row, by keyboard, saves the time and weekdays and
 * subscribes the device (headless Chromium has no push service, so its PushManager answers with a
 * subscription to a push service of the test's own on 127.0.0.1, allowed by PUSH_ALLOW_HOSTS);
 * Account's 'Send a test notification' then reaches that push service. A refused permission is
 * said plainly.
 */
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { axeFindings, formatFindings } from '../axe';
import { controlled } from '../offline-helpers';
import { pushService, stubPushManager } from '../push-helpers';
import {
  ApiError,
  coffeeHabit,
  DESKTOP,
  eventually,
  PHONE,
  SCREENSHOTS,
  see,
  setupApp,
  signedInWith,
  useToken,
  type Api,
  type ApiHabit,
} from '../harness';

// The test's own push service listens on 127.0.0.1: the server lets it through (http too).
process.env.PUSH_ALLOW_HOSTS = '127.0.0.1';
const app = setupApp('reminder-settings', { serviceWorker: true });

/** Habit Settings' Reminder row as saved, at 1280 and 375 px, light and dark, axe clean. */
async function shootReminders(page: Page, api: Api, habitId: number) {
  // The Reminder card: the heading's parent.
  const row = page.getByRole('heading', { name: 'Reminder', exact: true }).locator('..');
  for (const theme of ['light', 'dark'] as const) {
    await api.setTheme(theme);
    for (const [size, viewport] of [
      ['1280x800', DESKTOP],
      ['375x812', PHONE],
    ] as const) {
      await page.setViewportSize(viewport);
      await page.goto(`/habit/${String(habitId)}/settings`);
      await see(page.getByRole('heading', { name: 'Time 2' }));
      const findings = await axeFindings(page, `reminders ${theme} ${size}`);
      expect(findings, formatFindings(findings)).toEqual([]);
      await row.screenshot({
        path: path.join(SCREENSHOTS, `reminders-times-${theme}-${size}.png`),
      });
    }
  }
  await api.setTheme('light');
  await page.setViewportSize(DESKTOP);
}

/** Habit Settings' Reminder row by keyboard: on, 21:00 and 07:30 on weekdays, saved. */
async function setTwoReminders(page: Page, api: Api, habit: ApiHabit): Promise<void> {
  // By keyboard: the switch, the time, the weekend off.
  const toggle = page.getByRole('switch', { name: 'Remind me to log' });
  await toggle.focus();
  await page.keyboard.press('Space');
  await see(page.getByText('Notifications are on for this device.'));
  expect(
    await page.evaluate(
      () => (window as unknown as { subscribedWithKey: number }).subscribedWithKey,
    ),
  ).toBe(65);
  await page.getByLabel('Time', { exact: true }).fill('21:00');
  for (const day of ['Saturday', 'Sunday']) {
    await page.getByRole('button', { name: day, exact: true }).focus();
    await page.keyboard.press('Enter');
  }
  // A second time a day, by keyboard: the new time takes the focus, on the same days.
  await page.getByRole('button', { name: 'Add another time' }).focus();
  await page.keyboard.press('Enter');
  await page.keyboard.type('0730');
  await page.getByRole('button', { name: 'Save Changes' }).last().click();
  const weekdays = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'];
  await eventually(
    'both reminders saved with the habit, the earliest first (and as its one reminder)',
    async () => (await api.habits()).find((h) => h.id === habit.id),
    (saved) =>
      JSON.stringify(saved?.reminders) ===
        JSON.stringify([
          { time: '07:30', days: weekdays },
          { time: '21:00', days: weekdays },
        ]) && JSON.stringify(saved?.reminder) === JSON.stringify({ time: '07:30', days: weekdays }),
  );
}

describe('setting a reminder', () => {
  test('Habit Settings: the Reminder row saves the time and weekdays, subscribes this device, a test notification reaches it, and signing out unsubscribes it', async () => {
    const push = await pushService();
    try {
      const api = app.api();
      const rhea = {
        email: `rhea.${Date.now().toString(36)}@example.com`,
        password: 'Str0ng!Pass',
        firstName: 'Rhea',
        lastName: 'Tester',
      };
      await api.signup(rhea);
      const habit = await api.createHabit(coffeeHabit('#0F766E', 3));
      // No device yet: the test notification has nowhere to go.
      await expect(api.call('POST', '/api/push/test')).rejects.toBeInstanceOf(ApiError);

      const { context, page } = await app.session(DESKTOP);
      await context.grantPermissions(['notifications'], { origin: app.server.baseURL });
      await stubPushManager(page, `${push.url}/push/rhea`);
      await useToken(page, api.token ?? '', '/');
      await controlled(page);
      await page.goto(`/habit/${habit.id}/settings`);

      await setTwoReminders(page, api, habit);
      await shootReminders(page, api, habit.id);

      await page.goto('/account');
      await page.getByRole('button', { name: 'Send a test notification' }).click();
      await see(page.getByText('Sent to 1 device: it should appear in a moment.'));
      expect(push.received).toEqual(['POST /push/rhea']);

      // Signing out ends this device's subscription: the user's reminders stop arriving here.
      await page.getByRole('button', { name: 'Account menu' }).click();
      await page.getByRole('menuitem', { name: 'Logout' }).click();
      await see(page.getByRole('button', { name: 'Get Started' }));
      const again = app.api();
      await again.login(rhea.email, rhea.password);
      await eventually(
        'no device of the user left on the server',
        () =>
          again.call('POST', '/api/push/test').then(
            () => 'still subscribed',
            (error: unknown) => (error instanceof ApiError ? error.status : 0),
          ),
        (status) => status === 400,
      );
    } finally {
      push.close();
    }
  });

  test('a refused permission is said plainly, and nothing is subscribed', async () => {
    const { api, habit, page } = await signedInWith(app, 'Sol', []);
    // Notifications not granted: headless Chromium refuses the prompt.
    await controlled(page);
    await page.goto(`/habit/${habit.id}/settings`);
    await page.getByRole('switch', { name: 'Remind me to log' }).click();
    await see(
      page.getByText(
        "Notifications are blocked for this site — allow them in your browser's site settings, then switch the reminder on again.",
      ),
    );
    await expect(api.call('POST', '/api/push/test')).rejects.toBeInstanceOf(ApiError);
  });
});
