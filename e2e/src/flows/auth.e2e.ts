/**
 * Landing, sign-up with the live password checklist, the first user becoming admin, sign-out,
 * sign-in, signed-out deep links and the 404 page (SPEC §2 Landing / Header / routes, §5, §8 Auth).
 */
import { missingPasswordRules, PASSWORD_RULE_LABELS, type PasswordRuleId } from '@taper/domain';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import {
  colourOf,
  eventually,
  hue,
  newUser,
  notSee,
  see,
  seeToast,
  setupApp,
  signInWithForm,
  TIMEOUT_MS,
  type NewUser,
} from '../harness';

const app = setupApp('auth');

/** The checklist row of a rule: its mark ('✓' / '✗' / '○') and whether it shows green or red. */
async function ruleState(page: Page, id: PasswordRuleId) {
  const row = page.getByRole('listitem').filter({ hasText: PASSWORD_RULE_LABELS[id] });
  const text = await row.innerText();
  const mark = text.includes('✓')
    ? '✓'
    : text.includes('✗') || text.includes('✕')
      ? '✗'
      : text.includes('○')
        ? '○'
        : '?';
  return { mark, colour: hue(await colourOf(row)) };
}

/** Each rule met (green tick), not met (red cross), or 'neutral' (grey circle: nothing typed). */
async function expectChecklist(page: Page, met: Record<PasswordRuleId, boolean | 'neutral'>) {
  for (const id of Object.keys(met) as PasswordRuleId[]) {
    const expected =
      met[id] === 'neutral'
        ? { mark: '○', colour: 'other' }
        : met[id]
          ? { mark: '✓', colour: 'green' }
          : { mark: '✗', colour: 'red' };
    await eventually(
      `checklist rule '${PASSWORD_RULE_LABELS[id]}'`,
      () => ruleState(page, id),
      (state) => state.mark === expected.mark && state.colour === expected.colour,
    );
  }
}

async function fillSignUp(page: Page, user: NewUser) {
  await page.getByLabel('First name').fill(user.firstName);
  await page.getByLabel('Last name').fill(user.lastName);
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
}

async function openAccountMenu(page: Page) {
  await page.getByRole('button', { name: 'Account menu' }).click();
  await see(page.getByRole('menuitem', { name: 'Logout' }));
}

const admin = newUser('Ada', 'Admin');
const member = newUser('Max', 'Member');

describe('landing and sign-up', () => {
  test('the landing shows the hero, its three buttons and the three feature blurbs', async () => {
    const { page } = await app.session();
    await page.goto('/');
    await see(page.getByText(/Easily track reducing habits with an intuitive calendar interface/));
    await see(page.getByRole('button', { name: 'Get Started' }));
    await see(page.getByRole('button', { name: 'Sign In' }).first());
    await see(page.getByRole('button', { name: 'Sign up now' }));
    for (const blurb of ['Calendar Tracking', 'Goal Setting', 'Progress Insights']) {
      await see(page.getByRole('heading', { name: blurb }));
    }
    // The card toggles between Sign In and Create Account, and goes back to the landing.
    await page.getByRole('button', { name: 'Sign up now' }).click();
    await see(page.getByText('Create Account').first());
    await page.getByRole('button', { name: 'Already have an account? Sign in' }).click();
    await see(page.getByRole('button', { name: 'Need an account? Sign up' }));
    await page.getByRole('button', { name: '← Back to landing' }).click();
    await see(page.getByRole('button', { name: 'Get Started' }));
  });

  test('the password checklist ticks and crosses live; a weak password gets the toast', async () => {
    const { page } = await app.session();
    await page.goto('/');
    await page.getByRole('button', { name: 'Get Started' }).click();
    await see(page.getByRole('button', { name: 'Already have an account? Sign in' }));
    const password = page.getByLabel('Password', { exact: true });

    // Before anything is typed no rule is missed yet: neutral, not red.
    await expectChecklist(page, {
      length: 'neutral',
      uppercase: 'neutral',
      lowercase: 'neutral',
      number: 'neutral',
      symbol: 'neutral',
    });
    await password.fill('abc');
    await expectChecklist(page, {
      length: false,
      uppercase: false,
      lowercase: true,
      number: false,
      symbol: false,
    });
    await password.fill('Abc1');
    await expectChecklist(page, {
      length: false,
      uppercase: true,
      lowercase: true,
      number: true,
      symbol: false,
    });
    await password.fill('Abc1!xyz');
    await expectChecklist(page, {
      length: true,
      uppercase: true,
      lowercase: true,
      number: true,
      symbol: true,
    });

    // The show/hide toggle.
    expect(await password.getAttribute('type')).toBe('password');
    await page.getByRole('button', { name: 'Show password' }).click();
    expect(await password.getAttribute('type')).toBe('text');
    await page.getByRole('button', { name: 'Hide password' }).click();
    expect(await password.getAttribute('type')).toBe('password');

    // Submitting a weak password: 'Password Requirements' / 'Missing: ...', and no account.
    const weak = { ...newUser('Weak'), password: 'abc' };
    await fillSignUp(page, weak);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await seeToast(page, 'Password Requirements', missingPasswordRules('abc'));
    expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeNull();
  });
});

describe('landing and sign-up', () => {
  test('the first account becomes admin: Admin Portal is in the account menu', async () => {
    const { page } = await app.session();
    await page.goto('/');
    await page.getByRole('button', { name: 'Get Started' }).click();
    await fillSignUp(page, admin);
    // The page reloads signed in half a second after the greeting: the test waits for that load,
    // never for a control the page may still be about to replace.
    const reloaded = page.waitForEvent('load', { timeout: TIMEOUT_MS });
    await page.getByRole('button', { name: 'Create Account' }).click();
    await seeToast(page, 'Account created successfully!');
    await reloaded;
    // The account menu shows the first letter of the first name.
    const trigger = page.getByRole('button', { name: 'Account menu' });
    await see(trigger);
    expect((await trigger.innerText()).trim()).toBe('A');
    expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeTruthy();
    await openAccountMenu(page);
    await see(page.getByRole('menuitem', { name: 'Account' }));
    await see(page.getByRole('menuitem', { name: 'Admin Portal' }));
    await page.getByRole('menuitem', { name: 'Admin Portal' }).click();
    await see(page.getByRole('heading', { name: 'Admin Dashboard' }));
    await see(page.getByText('Manage users, track analytics, and monitor system health'));
  });

  test('a later account is a plain user: no Admin Portal, and /admin-portal is refused', async () => {
    const { page } = await app.session();
    await page.goto('/');
    await page.getByRole('button', { name: 'Sign up now' }).click();
    await fillSignUp(page, member);
    const reloaded = page.waitForEvent('load', { timeout: TIMEOUT_MS });
    await page.getByRole('button', { name: 'Create Account' }).click();
    await seeToast(page, 'Account created successfully!');
    await reloaded;
    await see(page.getByRole('button', { name: 'Account menu' }));
    expect((await page.getByRole('button', { name: 'Account menu' }).innerText()).trim()).toBe('M');
    await openAccountMenu(page);
    await see(page.getByRole('menuitem', { name: 'Account' }));
    expect(await page.getByRole('menuitem', { name: 'Admin Portal' }).count()).toBe(0);
    await page.keyboard.press('Escape');
    await page.goto('/admin-portal');
    await see(page.getByText('You need admin privileges to access this page.'));
  });

  test('a taken email is refused with the server message', async () => {
    const { page } = await app.session();
    await page.goto('/');
    await page.getByRole('button', { name: 'Get Started' }).click();
    await fillSignUp(page, { ...newUser('Copy'), email: member.email });
    await page.getByRole('button', { name: 'Create Account' }).click();
    await see(page.getByRole('alert').filter({ hasText: 'Signup failed' }));
    expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeNull();
  });
});

describe('sign-out and sign-in', () => {
  test('Logout shows the toast, removes the token and returns to the landing', async () => {
    const { page } = await app.session();
    await signInWithForm(page, member.email, member.password);
    await seeToast(page, 'Logged in successfully!');
    await see(page.getByRole('button', { name: 'Account menu' }));
    await openAccountMenu(page);
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await seeToast(page, 'Logged out', 'You have been signed out successfully.');
    await see(page.getByRole('button', { name: 'Get Started' }));
    expect(new URL(page.url()).pathname).toBe('/');
    expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeNull();
    // The session is over on the server too: a reload stays signed out.
    await page.reload();
    await see(page.getByRole('button', { name: 'Get Started' }));
  });

  test('a wrong password is refused with Login failed; the right one signs in', async () => {
    const { page } = await app.session();
    await signInWithForm(page, member.email, 'Wrong!Pass1');
    await see(page.getByRole('alert').filter({ hasText: 'Login failed' }));
    expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeNull();
    await page.getByLabel('Password', { exact: true }).fill(member.password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).last().click();
    await seeToast(page, 'Logged in successfully!');
    await see(page.getByRole('button', { name: 'Account menu' }));
    await notSee(page.getByRole('button', { name: 'Get Started' }));
  });
});

describe('routes', () => {
  test('a signed-out deep link shows the landing and sign-in', async () => {
    const { page } = await app.session();
    for (const deepLink of ['/manage', '/account', '/habit/1', '/create-habit']) {
      await page.goto(deepLink);
      await see(page.getByRole('button', { name: 'Get Started' }));
      await see(page.getByRole('button', { name: 'Sign In' }).first());
      expect(await page.getByRole('button', { name: 'Account menu' }).count()).toBe(0);
    }
  });

  test("an unknown path shows '404 Page Not Found', signed out and signed in", async () => {
    const { page } = await app.session();
    await page.goto('/no/such/page');
    await see(page.getByRole('heading', { name: '404 Page Not Found' }));
    await signInWithForm(page, admin.email, admin.password);
    await see(page.getByRole('button', { name: 'Account menu' }));
    await page.goto('/definitely-not-a-route');
    await see(page.getByRole('heading', { name: '404 Page Not Found' }));
  });
});
