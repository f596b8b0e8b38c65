/**
 * Accounts you can trust: 'Forgot password?' with a mailed single-use link (a local SMTP server
 * stands in for the mail provider), deleting the account, one device signing another out, and a
 * read-only API token that reads but cannot change. Screenshots of the new cards and screens at
 * 1280 and 375 px, light and dark.
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { ACCOUNT_TEXTS } from '@taper/domain';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startSmtp, textOf, type LocalSmtp } from '@taper/api/smtp.testing';
import {
  ApiError,
  coffeeHabit,
  DESKTOP,
  eventually,
  newUser,
  notSee,
  openAs,
  PHONE,
  SCREENSHOTS,
  see,
  seeToast,
  setupApp,
  signedUp,
  signInWithForm,
  type Api,
} from '../harness';

let smtp: LocalSmtp;
beforeAll(async () => {
  smtp = await startSmtp();
});
afterAll(async () => {
  await smtp.close();
});

const app = setupApp('accounts', {
  env: () => ({ SMTP_URL: smtp.url, MAIL_FROM: 'Taper <no-reply@taper.test>' }),
});

let adminApi: Api;
beforeAll(async () => {
  // The first account is the administrator; the flows' users are others.
  adminApi = app.api();
  await adminApi.signup(newUser('Admin', 'First'));
});

async function status(promise: Promise<unknown>): Promise<number> {
  try {
    await promise;
    return 200;
  } catch (error) {
    if (error instanceof ApiError) return error.status;
    throw error;
  }
}

describe('forgot password', () => {
  test('the mail arrives, its link signs in once with the new password', async () => {
    const { api, user } = await signedUp(app, 'Forgetful', 'Accounts');
    const { page } = await app.session();
    await page.goto('/');
    await page.getByRole('button', { name: 'Sign In' }).first().click();
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    await see(page.getByRole('heading', { name: 'Forgot password' }));
    await page.getByLabel('Email').fill(user.email);
    await page.keyboard.press('Enter');
    await see(page.getByText(ACCOUNT_TEXTS.resetRequested));

    const mail = await eventually(
      'the reset mail',
      () => Promise.resolve(smtp.received.find((m) => m.to.includes(user.email))),
      (found) => found !== undefined,
    );
    const link = /https?:\/\/\S+\/reset-password\?token=[a-z2-7]+/.exec(
      mail ? textOf(mail) : '',
    )?.[0];
    expect(link, mail && textOf(mail)).toBeDefined();
    expect(link?.startsWith(app.server.baseURL)).toBe(true);

    // An unknown address gets the very same answer, and no mail.
    const sent = smtp.received.length;
    const unknown = await app.api().call<{ message: string }>('POST', '/api/auth/password-reset', {
      email: 'nobody.here@example.com',
    });
    expect(unknown.message).toBe(ACCOUNT_TEXTS.resetRequested);

    await page.goto(link ?? '');
    await see(page.getByRole('heading', { name: 'Choose a new password' }));
    await page.getByLabel('New password', { exact: true }).fill('N3w!Password');
    await page.getByLabel('Confirm new password').fill('N3w!Password');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await seeToast(page, 'Password changed', 'You are signed in with your new password.');
    await see(page.getByRole('button', { name: 'Account menu' }));
    expect(new URL(page.url()).pathname).toBe('/');
    expect(smtp.received.length).toBe(sent);

    // The old session and password are gone; the new password signs in.
    expect(await status(api.me())).toBe(401);
    expect(await status(app.api().login(user.email, user.password))).toBe(401);
    expect(await status(app.api().login(user.email, 'N3w!Password'))).toBe(200);

    // The link works once.
    const second = await app.session(PHONE);
    await second.page.goto(link ?? '');
    await second.page.getByLabel('New password', { exact: true }).fill('An0ther!Pass');
    await second.page.getByLabel('Confirm new password').fill('An0ther!Pass');
    await second.page.getByRole('button', { name: 'Set new password' }).click();
    await see(second.page.getByText(ACCOUNT_TEXTS.resetLinkInvalid));
    await see(second.page.getByRole('link', { name: 'Ask for a new link' }));
    expect(await status(app.api().login(user.email, 'An0ther!Pass'))).toBe(401);
  });
});

describe('delete account', () => {
  test('asks the password, refuses a wrong one, then deletes and signs out to the landing', async () => {
    const { api, user } = await signedUp(app, 'Leaving', 'Accounts');
    await api.createHabit(coffeeHabit('#10B981', 3));
    const page = await openAs(app, api, '/account');
    await page.getByRole('button', { name: 'Delete account' }).click();
    await see(page.getByRole('heading', { name: 'Delete your account?' }));
    await see(page.getByRole('dialog').getByRole('button', { name: 'Download JSON' }));
    await page.getByLabel('Your password').fill('Wr0ng!Password');
    await page.getByRole('button', { name: 'Delete my account' }).click();
    await see(page.getByRole('dialog').getByText(ACCOUNT_TEXTS.wrongPassword));
    expect((await api.habits()).length).toBe(1);

    await page.getByLabel('Your password').fill(user.password);
    await page.getByRole('button', { name: 'Delete my account' }).click();
    await see(page.getByText('Your account and all its data are deleted.', { exact: false }));
    await see(page.getByRole('button', { name: 'Get Started' }));
    expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeNull();
    expect(await status(api.me())).toBe(401);
    expect(await status(app.api().login(user.email, user.password))).toBe(401);
  });
});

describe('your devices', () => {
  test('one browser signs the other out, then every other session', async () => {
    // Signing up through the API is a session too ('A script (Node.js)').
    const { api, user } = await signedUp(app, 'Twodevice', 'Accounts');
    const first = await app.session();
    const second = await app.session(PHONE);
    await signInWithForm(first.page, user.email, user.password);
    await see(first.page.getByRole('button', { name: 'Account menu' }));
    await signInWithForm(second.page, user.email, user.password);
    await see(second.page.getByRole('button', { name: 'Account menu' }));

    await first.page.goto('/account');
    const devices = first.page.getByRole('list', { name: 'Signed-in devices' });
    await eventually(
      'three sessions listed',
      () => devices.getByRole('listitem').count(),
      (count) => count === 3,
    );
    await see(devices.getByText('This device'));
    await see(devices.getByText('A script (Node.js)'));
    const signOut = devices.getByRole('button', { name: /^Sign out Chrome on Linux/ });
    expect(await signOut.count()).toBe(1);
    await signOut.click();
    await seeToast(first.page, 'Signed out', 'That device is signed out.');
    await eventually(
      'two sessions listed',
      () => devices.getByRole('listitem').count(),
      (count) => count === 2,
    );

    // The other browser is signed out at its next request.
    await second.page.reload();
    await see(second.page.getByRole('button', { name: 'Get Started' }));

    await first.page.getByRole('button', { name: 'Sign out everywhere else' }).click();
    await seeToast(first.page, 'Signed out everywhere else', '1 other device is signed out.');
    await see(first.page.getByText('Only this device is signed in.'));
    expect(await status(api.me())).toBe(401);
    // This one is still signed in.
    await first.page.reload();
    await see(first.page.getByRole('heading', { name: 'Your devices' }));
  });
});

describe('API tokens', () => {
  test('a read token reads the habits and cannot change them', async () => {
    const { api } = await signedUp(app, 'Scripter', 'Accounts');
    const page = await openAs(app, api, '/account');
    await page.getByLabel('Token name').fill('Read script');
    await page.getByLabel('Access').selectOption('read');
    await page.getByRole('button', { name: 'Create token' }).click();
    const field = page.getByLabel('Your new token “Read script”');
    await see(field);
    await see(page.getByText('it is not shown again', { exact: false }));
    const token = await field.inputValue();
    expect(token).toMatch(/^taper_/);

    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const read = await fetch(`${app.server.baseURL}/api/habits`, { headers });
    expect(read.status).toBe(200);
    expect(Array.isArray(await read.json())).toBe(true);
    const write = await fetch(`${app.server.baseURL}/api/habits`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        name: 'Tea',
        color: '#10B981',
        icon: 'coffee',
        goalType: 'number',
        goalSchedule: 'daily',
        dailyGoal: 2,
      }),
    });
    expect(write.status).toBe(403);
    expect(((await write.json()) as { message: string }).message).toMatch(/only read/);

    // Listed after Done, never the secret; its last use shows after a reload.
    await page.getByRole('button', { name: 'Done' }).click();
    expect(await page.getByText(token).count()).toBe(0);
    await page.reload();
    const tokens = page.getByRole('list', { name: 'Your API tokens' });
    await see(tokens.getByText('Read script'));
    await see(tokens.getByText('last used', { exact: false }));

    // Revoked with a confirmation: the token stops working.
    await tokens.getByRole('button', { name: 'Revoke Read script' }).click();
    await page.getByRole('button', { name: 'Revoke token' }).click();
    await seeToast(page, 'Token revoked');
    const after = await fetch(`${app.server.baseURL}/api/habits`, { headers });
    expect(after.status).toBe(401);
  });
});

describe('admin reset link', () => {
  test('an administrator makes a one-time link for a user, who sets a new password with it', async () => {
    const { user } = await signedUp(app, 'Linkless', 'Accounts');
    const page = await openAs(app, adminApi, '/admin-portal');
    await page.getByRole('tab', { name: 'User Management' }).click();
    await page.getByRole('button', { name: `Make reset link for ${user.email}` }).click();
    await see(page.getByRole('heading', { name: `Password reset link for ${user.email}` }));
    const link = await page.getByLabel('Reset link', { exact: true }).inputValue();
    expect(link).toMatch(/\/reset-password\?token=[a-z2-7]{32}$/);
    await mkdir(SCREENSHOTS, { recursive: true });
    await page.screenshot({
      path: path.join(SCREENSHOTS, 'accounts-admin-reset-link-light-1280.png'),
    });
    await page.getByRole('button', { name: 'Close' }).click();
    await notSee(page.getByLabel('Reset link', { exact: true }));

    const other = await app.session(PHONE);
    await other.page.goto(link);
    await other.page.getByLabel('New password', { exact: true }).fill('L1nk!Password');
    await other.page.getByLabel('Confirm new password').fill('L1nk!Password');
    await other.page.getByRole('button', { name: 'Set new password' }).click();
    await see(other.page.getByRole('button', { name: 'Account menu' }));
    expect(await status(app.api().login(user.email, 'L1nk!Password'))).toBe(200);
  });
});

describe('screenshots', () => {
  test('the account cards, the forgot card and the reset screen, 1280 and 375 px, light and dark', async () => {
    await mkdir(SCREENSHOTS, { recursive: true });
    const { api } = await signedUp(app, 'Pictured', 'Accounts');
    await api.call('POST', '/api/auth/tokens', { name: 'Home dashboard', scope: 'read' });
    await app.api().login((await api.me()).email, 'Str0ng!Pass');
    for (const viewport of [DESKTOP, PHONE]) {
      for (const theme of ['light', 'dark'] as const) {
        await api.setTheme(theme);
        const page = await openAs(app, api, '/account', viewport);
        await see(page.getByRole('heading', { name: 'Your devices' }));
        await see(page.getByText('Home dashboard'));
        const shot = (name: string) =>
          path.join(SCREENSHOTS, `accounts-${name}-${theme}-${String(viewport.width)}.png`);
        for (const [name, heading] of [
          ['devices', 'Your devices'],
          ['tokens', 'API tokens'],
          ['delete', 'Delete account'],
        ] as const) {
          const card = page
            .locator('div.rounded-xl')
            .filter({ has: page.getByRole('heading', { name: heading, exact: true }) })
            .last();
          await card.screenshot({ path: shot(name) });
        }
        await page.getByRole('button', { name: 'Delete account' }).click();
        await see(page.getByRole('heading', { name: 'Delete your account?' }));
        await page.screenshot({ path: shot('delete-dialog') });

        // Signed out the app is light (SPEC): the signed-out screens are taken once per width.
        if (theme === 'dark') continue;
        const out = await app.session(viewport);
        await out.page.goto('/?forgot');
        await see(out.page.getByRole('heading', { name: 'Forgot password' }));
        await out.page.screenshot({ path: shot('forgot') });
        await out.page.goto('/reset-password?token=abc');
        await out.page.getByLabel('New password', { exact: true }).fill('abcDEF1');
        await out.page.screenshot({ path: shot('reset') });
      }
    }
  });
});
