/**
 * The Account screen: profile update, the Change Password rules and messages, signing in again
 * with the new password, and SPEC's Dark Mode switch (with 'Match my device') kept across a reload
 * (SPEC §2 Account, §4 Theme, §5 Change password, §8 Account).
 */
import { CHANGE_PASSWORD_MESSAGES } from '@taper/domain';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, test } from 'vitest';
import {
  colourOf,
  eventually,
  newUser,
  openAs,
  see,
  seeToast,
  setupApp,
  signInWithForm,
  type Api,
  type NewUser,
} from '../harness';

const app = setupApp('account');
let api: Api;
let user: NewUser;

beforeAll(async () => {
  api = app.api();
  await api.signup(newUser('Admin', 'First')); // the first account is the admin; not used here
  api = app.api();
  user = newUser('Alex', 'Account');
  await api.signup(user);
});

async function logout(page: Page) {
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await seeToast(page, 'Logged out', 'You have been signed out successfully.');
  await see(page.getByRole('button', { name: 'Get Started' }));
}

function luminance([r, g, b]: [number, number, number]): number {
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

async function theme(page: Page) {
  return page.evaluate(() => ({
    dark: document.documentElement.classList.contains('dark'),
    light: document.documentElement.classList.contains('light'),
    stored: localStorage.getItem('theme'),
  }));
}

describe('Account Settings', () => {
  test('shows the profile with Member Since; Save Changes updates it', async () => {
    const page = await openAs(app, api, '/account');
    await see(page.getByRole('heading', { name: 'Account Settings' }));
    expect(await page.getByLabel('First name').inputValue()).toBe(user.firstName);
    expect(await page.getByLabel('Last name').inputValue()).toBe(user.lastName);
    expect(await page.getByLabel('Email', { exact: true }).inputValue()).toBe(user.email);
    await see(page.getByText('Member Since'));
    await see(page.getByText(String(new Date().getFullYear())).first());

    await page.getByLabel('First name').fill('Zoe');
    await page.getByLabel('Last name').fill('Updated');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await seeToast(page, 'Success', 'Your account has been updated successfully.');
    await eventually(
      'the account menu shows the new initial',
      async () => (await page.getByRole('button', { name: 'Account menu' }).innerText()).trim(),
      (text) => text === 'Z',
    );
    expect(await api.me()).toMatchObject({ firstName: 'Zoe', lastName: 'Updated' });
    await page.reload();
    expect(await page.getByLabel('First name').inputValue()).toBe('Zoe');

    // Back goes to /.
    await page.getByRole('link', { name: 'Back' }).click();
    await page.waitForURL((url) => url.pathname === '/');
  });
});

describe('Change Password', () => {
  test('each rule gives its message; a valid password is changed and signs in again', async () => {
    const page = await openAs(app, api, '/account');
    await see(page.getByRole('heading', { name: 'Change Password' }));
    const next = page.getByLabel('New password', { exact: true });
    const confirm = page.getByLabel('Confirm new password');
    const submit = page.getByRole('button', { name: 'Change Password' });
    // Both fields have a show/hide toggle and no current password is asked.
    expect(await page.getByRole('button', { name: 'Show password' }).count()).toBe(2);
    expect(await page.getByLabel(/current password/i).count()).toBe(0);

    const cases: [string, string, string][] = [
      ['', '', CHANGE_PASSWORD_MESSAGES.empty],
      ['N3w!Passw0rd', 'N3w!Passw0rX', CHANGE_PASSWORD_MESSAGES.mismatch],
      ['Ab1!', 'Ab1!', CHANGE_PASSWORD_MESSAGES.tooShort],
      ['abcdefgh', 'abcdefgh', CHANGE_PASSWORD_MESSAGES.missingClasses],
    ];
    for (const [password, again, message] of cases) {
      await next.fill(password);
      await confirm.fill(again);
      await submit.click();
      await see(page.getByText(message, { exact: true }).first());
    }

    const newPassword = 'N3w!Passw0rd';
    await next.fill(newPassword);
    await confirm.fill(newPassword);
    await submit.click();
    await seeToast(page, 'Success', 'Your password has been changed successfully.');

    await logout(page);
    // The old password no longer works; the new one does.
    await signInWithForm(page, user.email, user.password);
    await see(page.getByRole('alert').filter({ hasText: 'Login failed' }));
    await page.getByLabel('Password', { exact: true }).fill(newPassword);
    await page.getByRole('button', { name: 'Sign In', exact: true }).last().click();
    await seeToast(page, 'Logged in successfully!');
    await see(page.getByRole('button', { name: 'Account menu' }));
    user.password = newPassword;
    api.token = (await page.evaluate(() => localStorage.getItem('authToken'))) ?? undefined;
  });
});

describe('Theme', () => {
  test('Dark Mode applies at once, is saved, survives a reload, and resets on logout', async () => {
    const page = await openAs(app, api, '/account');
    const toggle = page.getByRole('switch', { name: 'Dark Mode' });
    await see(toggle);
    expect(await theme(page)).toMatchObject({ dark: false });
    const lightBackground = luminance(await colourOf(page.locator('body'), 'backgroundColor'));

    await toggle.click();
    await eventually(
      'the page turns dark',
      () => theme(page),
      (t) => t.dark && !t.light,
    );
    expect(await toggle.isChecked()).toBe(true);
    await see(page.getByRole('status').filter({ hasText: 'Theme saved.' }));
    await eventually(
      'the saved preference',
      async () => (await api.me()).themePreference,
      (value) => value === 'dark',
    );
    const darkBackground = luminance(await colourOf(page.locator('body'), 'backgroundColor'));
    expect(darkBackground).toBeLessThan(lightBackground);

    await page.reload();
    await see(page.getByRole('switch', { name: 'Dark Mode' }));
    await eventually(
      'still dark after a reload',
      () => theme(page),
      (t) => t.dark,
    );
    expect(await page.getByRole('switch', { name: 'Dark Mode' }).isChecked()).toBe(true);

    // Signed out, the theme is light and the stored theme is gone; signing in brings dark back.
    await logout(page);
    await eventually(
      'light and no stored theme when signed out',
      () => theme(page),
      (t) => !t.dark && t.stored === null,
    );
    await signInWithForm(page, user.email, user.password);
    await seeToast(page, 'Logged in successfully!');
    await see(page.getByRole('button', { name: 'Account menu' }));
    await eventually(
      'dark again once signed in',
      () => theme(page),
      (t) => t.dark,
    );
    api.token = (await page.evaluate(() => localStorage.getItem('authToken'))) ?? undefined;

    // Switching back to light is saved too.
    await page.goto('/account');
    await page.getByRole('switch', { name: 'Dark Mode' }).click();
    await eventually(
      'light again',
      () => theme(page),
      (t) => !t.dark,
    );
    await eventually(
      'the saved preference',
      async () => (await api.me()).themePreference,
      (value) => value === 'light',
    );
  });
});

describe('Theme', () => {
  test('Match my device follows the device live, disables the switch, and is saved', async () => {
    const page = await openAs(app, api, '/account');
    await page.emulateMedia({ colorScheme: 'light' });
    const darkMode = page.getByRole('switch', { name: 'Dark Mode' });
    await page.getByRole('checkbox', { name: 'Match my device' }).check();
    await eventually(
      'the saved preference',
      async () => (await api.me()).themePreference,
      (value) => value === 'system',
    );
    await eventually(
      'light with a light device',
      () => theme(page),
      (t) => !t.dark,
    );
    expect(await darkMode.isDisabled()).toBe(true);
    await page.emulateMedia({ colorScheme: 'dark' });
    await eventually(
      'dark as soon as the device turns dark',
      () => theme(page),
      (t) => t.dark,
    );
    await eventually(
      'the switch shows the device',
      () => darkMode.isChecked(),
      (checked) => checked,
    );
    await page.emulateMedia({ colorScheme: 'light' });
    await page.getByRole('checkbox', { name: 'Match my device' }).uncheck();
    expect(await darkMode.isDisabled()).toBe(false);
    await eventually(
      'back to light',
      async () => (await api.me()).themePreference,
      (value) => value === 'light',
    );
  });
});
