/**
 * Share links (issue 52): the owner makes a read-only link in Account → Sharing, copies it once, a
 * signed-out visitor opens it in another browser context (first name, the shared habit's streak and
 * month, no notes, no other habit), the owner sees it was viewed and revokes it with a
 * confirmation, and the visitor's page then shows nothing. At 1280 and 375 px, with screenshots
 * (the owner's card light and dark). The visitor's page follows their device's theme and, as a PWA
 * page, opens from the service worker offline and says why it shows no habits.
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, test } from 'vitest';
import { controlled } from '../offline-helpers';
import {
  DESKTOP,
  newUser,
  notSee,
  PHONE,
  SCREENSHOTS,
  see,
  setupApp,
  today,
  useToken,
  type Api,
} from '../harness';

const app = setupApp('shares', { serviceWorker: true });

beforeAll(async () => {
  // The first account is the administrator; the flow's users are others.
  await app.api().signup(newUser('Admin', 'First'));
});

async function owner(firstName: string): Promise<Api> {
  const api = app.api();
  await api.signup(newUser(firstName, 'Secretlastname'));
  const smoking = await api.createHabit({
    name: 'Cigarettes',
    color: '#EF4444',
    icon: 'smoking',
    goalType: 'number',
    goalSchedule: 'daily',
    dailyGoal: 3,
  });
  const hidden = await api.createHabit({
    name: 'Gambling',
    color: '#3B82F6',
    icon: 'coffee',
    goalType: 'number',
    goalSchedule: 'daily',
    dailyGoal: 0,
  });
  await api.logEntry(smoking.id, { date: today(), actualValue: 2, note: 'a private note' });
  await api.logEntry(hidden.id, { date: today(), actualValue: 1 });
  return api;
}

describe('share links', () => {
  for (const viewport of [DESKTOP, PHONE]) {
    test(`make a link, open it signed out in another context, revoke it (${String(viewport.width)} px)`, async () => {
      await mkdir(SCREENSHOTS, { recursive: true });
      const shot = (name: string) =>
        path.join(SCREENSHOTS, `shares-${name}-${String(viewport.width)}.png`);
      const api = await owner(`Ana${String(viewport.width)}`);
      const { page } = await app.session(viewport);
      await useToken(page, api.token ?? '', '/account');
      const card = page
        .locator('div.rounded-xl')
        .filter({ has: page.getByRole('heading', { name: 'Sharing', exact: true }) })
        .last();
      await see(card);
      const form = card.getByRole('form', { name: 'Make link' });
      await see(form.getByRole('checkbox', { name: 'Cigarettes' }));
      await form.getByRole('checkbox', { name: 'Cigarettes' }).check();
      await form.getByLabel('Name for this link (optional)').fill('For Sam');
      await form.getByRole('button', { name: 'Make link' }).click();
      await see(card.getByText('it is shown only this once', { exact: false }));
      const url = await card.getByLabel('Your new link').inputValue();
      expect(url).toMatch(/\/s\/[A-Za-z0-9_-]{32}$/);
      await card.screenshot({ path: shot('owner-made') });

      // A visitor, signed out, in a second browser context.
      const visitor = await app.session(viewport);
      const response = await visitor.page.goto(url);
      expect(response?.headers()['x-robots-tag']).toBe('noindex');
      expect(response?.headers()['referrer-policy']).toBe('no-referrer');
      await see(
        visitor.page.getByRole('heading', { name: `How Ana${String(viewport.width)} is doing` }),
      );
      await see(visitor.page.getByRole('heading', { name: 'Cigarettes' }));
      await see(visitor.page.getByText('Goal: 3 daily'));
      await see(visitor.page.getByText('Current streak'));
      await notSee(visitor.page.getByText('Gambling'), 1000);
      await notSee(visitor.page.getByText('a private note'), 1000);
      await notSee(visitor.page.getByText('Secretlastname'), 1000);
      // Nothing to change, no way into the owner's account.
      await notSee(visitor.page.getByRole('button', { name: 'Account menu' }), 1000);
      const width = await visitor.page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(viewport.width);
      await visitor.page.screenshot({ path: shot('visitor'), fullPage: true });

      // The owner sees it was viewed, and revokes it with a confirmation.
      await card.getByRole('button', { name: 'Done' }).click();
      await page.reload();
      await see(card.getByText('Last viewed', { exact: false }));
      await card.getByRole('button', { name: 'Revoke For Sam' }).click();
      await see(page.getByRole('heading', { name: 'Revoke this link?' }));
      await page.screenshot({ path: shot('revoke-dialog') });
      await page.getByRole('button', { name: 'Revoke link' }).click();
      await see(card.getByText('No links yet.'));

      await visitor.page.reload();
      await see(visitor.page.getByRole('heading', { name: 'This link shows nothing' }));
      await notSee(visitor.page.getByText('Cigarettes'), 1000);
      await visitor.page.screenshot({ path: shot('revoked') });
    });
  }
});

describe('share links', () => {
  test('the Sharing card in dark mode at 1280 and 375 px', async () => {
    const api = await owner('Dora');
    await api.call('POST', '/api/shares', {
      habitIds: [(await api.habits())[0]?.id],
      label: 'For my coach',
      showNotes: true,
      email: 'coach@example.com',
    });
    await api.setTheme('dark');
    for (const viewport of [DESKTOP, PHONE]) {
      const { page } = await app.session(viewport);
      await useToken(page, api.token ?? '', '/account');
      const card = page
        .locator('div.rounded-xl')
        .filter({ has: page.getByRole('heading', { name: 'Sharing', exact: true }) })
        .last();
      await see(card.getByText('For my coach'));
      // No SMTP_URL on this server: the card says no mail is sent, and offers no Send now.
      await see(card.getByText('This server sends no mail', { exact: false }));
      await notSee(card.getByRole('button', { name: /Send the summary/ }), 1000);
      await card.screenshot({
        path: path.join(SCREENSHOTS, `shares-card-dark-${String(viewport.width)}.png`),
      });
    }
  });

  test("the visitor's page in their device's dark theme, and offline as a PWA page (375 px)", async () => {
    const api = await owner('Vera');
    const made = await api.call<{ url: string }>('POST', '/api/shares', {
      habitIds: [(await api.habits())[0]?.id],
    });
    const { context, page } = await app.session(PHONE);
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto(made.url);
    await see(page.getByRole('heading', { name: 'Cigarettes' }));
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(
      true,
    );
    // The habit's built-in icon, which needs no sign-in.
    await see(page.locator('img[src*="smoking"]'));
    await page.screenshot({ path: path.join(SCREENSHOTS, 'shares-visitor-dark-375.png') });

    // Installed or revisited offline: the page itself comes from the service worker and says why
    // it shows nothing, with Try again; back online, it loads the habits by itself.
    await controlled(page);
    await context.setOffline(true);
    await page.reload();
    await see(page.getByText('The link could not be loaded.', { exact: false }));
    await see(page.getByRole('button', { name: 'Try again' }));
    await context.setOffline(false);
    await see(page.getByRole('heading', { name: 'Cigarettes' }));
  });
});
