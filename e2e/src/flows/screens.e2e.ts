/**
 * Every screen, light and dark, at 1280×800 and 375×812: a screenshot into artifacts/screenshots
 * and axe-core (at 1280×800) with no serious or critical violation. Signed-out screens are light only: SPEC §4
 * resets the theme to light with no user.
 */
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { addDays } from '@taper/domain';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, test } from 'vitest';
import { axeFindings, formatFindings, type AxeFinding } from '../axe';
import {
  ARTIFACTS,
  DESKTOP,
  newUser,
  PHONE,
  SCREENSHOTS,
  see,
  setupApp,
  today,
  useToken,
  type Api,
  type ApiHabit,
} from '../harness';

const app = setupApp('screens');

type Theme = 'light' | 'dark';
interface Screen {
  name: string;
  /** Which account: none (signed out), the admin, a user with habits, a user without. */
  as: 'none' | 'admin' | 'user' | 'empty';
  url: () => string;
  /** Opens what the screen is about (a dialog, a menu) and returns what shows it is ready. */
  ready: (page: Page) => Promise<Locator>;
}

const accounts = {} as Record<'admin' | 'user' | 'empty', Api>;
let habit: ApiHabit;
let tagsHabit: ApiHabit;

beforeAll(async () => {
  accounts.admin = app.api();
  await accounts.admin.signup(newUser('Ada', 'Admin'));
  accounts.user = app.api();
  await accounts.user.signup(newUser('Uma', 'User'));
  accounts.empty = app.api();
  await accounts.empty.signup(newUser('Eve', 'Empty'));
  habit = await accounts.user.createHabit({
    name: 'Coffee',
    color: '#3B82F6',
    icon: 'coffee',
    goalType: 'number',
    goalSchedule: 'daily',
    dailyGoal: 2,
  });
  tagsHabit = await accounts.user.createHabit({
    name: 'Screen Time',
    color: '#8B5CF6',
    icon: 'smartphone',
    goalType: 'custom_tags',
    goalSchedule: 'custom_daily',
    customTags: ['Under 1h', '1-3h', 'Over 3h'],
    weeklyGoals: {
      monday: '2',
      tuesday: '2',
      wednesday: '2',
      thursday: '2',
      friday: '2',
      saturday: '1',
      sunday: '1',
    },
  });
  const day = today();
  for (const [offset, cups] of [1, 3, 0, 2, 1, 4, 0, 1, 2, 2].entries()) {
    await accounts.user.logEntry(habit.id, { date: addDays(day, -offset), actualValue: cups });
  }
  for (const offset of [0, 1, 2, 4]) {
    await accounts.user.logEntry(tagsHabit.id, {
      date: addDays(day, -offset),
      levelValue: String((offset % 3) + 1),
    });
  }
  await rm(path.join(ARTIFACTS, 'axe-report.jsonl'), { force: true });
});

const heading = (page: Page, name: string | RegExp) =>
  Promise.resolve(page.getByRole('heading', { name }).first());
const dialogTitle = (page: Page, name: string | RegExp) =>
  Promise.resolve(page.getByRole('dialog').getByRole('heading', { name }).first());

const SCREENS: Screen[] = [
  {
    name: 'landing',
    as: 'none',
    url: () => '/',
    ready: (page) => Promise.resolve(page.getByRole('button', { name: 'Get Started' })),
  },
  {
    name: 'sign-in',
    as: 'none',
    url: () => '/',
    ready: async (page) => {
      await page.getByRole('button', { name: 'Sign In' }).first().click();
      return page.getByRole('button', { name: 'Need an account? Sign up' });
    },
  },
  {
    name: 'sign-up',
    as: 'none',
    url: () => '/',
    ready: async (page) => {
      await page.getByRole('button', { name: 'Get Started' }).click();
      await page.getByLabel('Password', { exact: true }).fill('Abc1');
      return page.getByRole('button', { name: 'Already have an account? Sign in' });
    },
  },
  {
    name: '404-signed-out',
    as: 'none',
    url: () => '/no-such-page',
    ready: (page) => heading(page, '404 Page Not Found'),
  },
  {
    name: 'summary',
    as: 'user',
    url: () => '/',
    ready: (page) => Promise.resolve(page.getByText('MONTHLY').first()),
  },
  {
    name: 'summary-empty',
    as: 'empty',
    url: () => '/',
    ready: (page) =>
      Promise.resolve(page.getByText('No habits to display. Start by creating your first habit.')),
  },
  {
    name: 'habit-empty',
    as: 'empty',
    url: () => '/?habitId=1',
    ready: (page) => Promise.resolve(page.getByText('Start Your First Habit')),
  },
  {
    name: 'habit',
    as: 'user',
    url: () => `/habit/${habit.id}`,
    ready: (page) => Promise.resolve(page.getByText('Weekly Summary')),
  },
  {
    name: 'progress',
    as: 'user',
    url: () => `/habit/${habit.id}/progress`,
    ready: (page) => Promise.resolve(page.getByText('Your weekdays')),
  },
  {
    name: 'habit-custom-tags',
    as: 'user',
    url: () => `/?habitId=${tagsHabit.id}`,
    ready: (page) => Promise.resolve(page.getByText('Weekly Summary')),
  },
  {
    name: 'log-result-dialog',
    as: 'user',
    url: () => `/habit/${habit.id}`,
    ready: async (page) => {
      await page.getByRole('button', { name: 'Log Your Result' }).click();
      return page.getByRole('dialog').getByRole('button', { name: 'Save Result' });
    },
  },
  {
    name: 'log-entry-dialog',
    as: 'user',
    url: () => '/',
    ready: async (page) => {
      await page.getByRole('button', { name: /Log/ }).first().click();
      await page.getByRole('dialog').getByRole('button', { name: 'Select different date' }).click();
      return page.getByRole('dialog').getByRole('button', { name: 'Log Entry' });
    },
  },
  {
    name: 'insights-dialog',
    as: 'user',
    url: () => `/habit/${habit.id}`,
    ready: async (page) => {
      await page.getByRole('button', { name: 'Insights' }).click();
      return dialogTitle(page, 'Monthly Insights');
    },
  },
  {
    name: 'habit-menu',
    as: 'user',
    url: () => `/habit/${habit.id}`,
    ready: async (page) => {
      await page.getByRole('button', { name: /, habit menu$/ }).click();
      return page.getByRole('menuitem', { name: /Manage Habits/ });
    },
  },
  {
    name: 'account-menu',
    as: 'admin',
    url: () => '/',
    ready: async (page) => {
      await page.getByRole('button', { name: 'Account menu' }).click();
      return page.getByRole('menuitem', { name: 'Admin Portal' });
    },
  },
  {
    name: 'create-habit',
    as: 'user',
    url: () => '/create-habit',
    ready: (page) => heading(page, 'Create New Habit'),
  },
  {
    name: 'create-habit-custom-tags',
    as: 'user',
    url: () => '/create-habit',
    ready: async (page) => {
      await page.getByRole('radio', { name: /^Custom Tags/ }).check();
      await page.getByRole('radio', { name: 'Custom Daily Goals' }).check();
      return page.getByLabel('Tag 1', { exact: true });
    },
  },
  {
    name: 'color-confirm-dialog',
    as: 'user',
    url: () => '/create-habit',
    ready: async (page) => {
      await page.getByRole('button', { name: 'Pink', exact: true }).click();
      return dialogTitle(page, 'Confirm Color Choice');
    },
  },
  {
    name: 'habit-settings',
    as: 'user',
    url: () => `/habit/${habit.id}/settings`,
    ready: (page) => heading(page, 'Habit Settings'),
  },
  {
    name: 'habit-not-found',
    as: 'user',
    url: () => '/habit/99999/settings',
    ready: (page) => Promise.resolve(page.getByText('Habit not found')),
  },
  {
    name: 'manage',
    as: 'user',
    url: () => '/manage',
    ready: (page) => heading(page, 'Manage Habits'),
  },
  {
    name: 'manage-empty',
    as: 'empty',
    url: () => '/manage',
    ready: (page) =>
      Promise.resolve(page.getByText('No habits yet. Create your first habit to get started!')),
  },
  {
    name: 'manage-delete-dialog',
    as: 'user',
    url: () => '/manage',
    ready: async (page) => {
      await page.getByRole('button', { name: 'Delete Coffee' }).click();
      return dialogTitle(page, 'Delete Habit');
    },
  },
  {
    name: 'account',
    as: 'user',
    url: () => '/account',
    ready: (page) => heading(page, 'Change Password'),
  },
  {
    name: 'admin-portal',
    as: 'admin',
    url: () => '/admin-portal',
    ready: (page) => heading(page, 'Admin Dashboard'),
  },
  ...(
    [
      ['admin-users', 'User Management'],
      ['admin-icon-settings', 'Icon Settings'],
      ['admin-icon-management', 'Icon Management'],
    ] as const
  ).map(([name, tab]): Screen => ({
    name,
    as: 'admin',
    url: () => '/admin-portal',
    ready: async (page) => {
      await page.getByRole('tab', { name: tab }).click();
      return page.getByRole('tabpanel');
    },
  })),
  {
    name: 'admin-add-icon-dialog',
    as: 'admin',
    url: () => '/admin-portal',
    ready: async (page) => {
      await page.getByRole('tab', { name: 'Icon Management' }).click();
      await page.getByRole('button', { name: /Add New Icon/ }).click();
      return dialogTitle(page, /Add New Icon/);
    },
  },
  {
    name: 'admin-edit-icon-dialog',
    as: 'admin',
    url: () => '/admin-portal',
    ready: async (page) => {
      await page.getByRole('tab', { name: 'Icon Management' }).click();
      await page
        .getByRole('button', { name: /Coffee/ })
        .first()
        .click();
      return dialogTitle(page, /Edit Icon/);
    },
  },
  {
    name: 'admin-denied',
    as: 'user',
    url: () => '/admin-portal',
    ready: (page) =>
      Promise.resolve(page.getByText('You need admin privileges to access this page.')),
  },
  {
    name: '404-signed-in',
    as: 'user',
    url: () => '/still/not/a/page',
    ready: (page) => heading(page, '404 Page Not Found'),
  },
];

async function settle(page: Page) {
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await page.waitForTimeout(150);
}

const PROFILE = process.env.E2E_PROFILE === '1';
function stepTimer(label: string) {
  let last = Date.now();
  return (step: string) => {
    if (PROFILE) process.stdout.write(`${label} ${step}: ${Date.now() - last} ms\n`);
    last = Date.now();
  };
}

async function capture(screen: Screen, theme: Theme): Promise<AxeFinding[]> {
  const step = stepTimer(`${screen.name} ${theme}`);
  const { page } = await app.session(DESKTOP);
  if (screen.as === 'none') {
    await page.goto(screen.url());
  } else {
    const account = accounts[screen.as];
    await account.setTheme(theme);
    if (!account.token) throw new Error('not signed up');
    await useToken(page, account.token, screen.url());
  }
  step('open');
  await see(await screen.ready(page));
  step('ready');
  const isDark = await page.evaluate(() => document.documentElement.classList.contains('dark'));
  if (isDark !== (theme === 'dark')) {
    throw new Error(`${screen.name}: expected the ${theme} theme, the page shows the other one`);
  }
  // axe once per theme, at desktop size (the rules read the DOM and colours, which the phone
  // layout shares); screenshots at both sizes.
  await settle(page);
  const findings = await axeFindings(page, `${screen.name} ${theme}`);
  step('axe');
  for (const [size, viewport] of [
    ['1280x800', DESKTOP],
    ['375x812', PHONE],
  ] as const) {
    await page.setViewportSize(viewport);
    await settle(page);
    await page.screenshot({
      path: path.join(SCREENSHOTS, `${screen.name}-${theme}-${size}.png`),
      fullPage: true,
    });
    step(`screenshot ${size}`);
  }
  return findings;
}

describe('every screen: screenshots and axe (no serious or critical violation)', () => {
  for (const screen of SCREENS) {
    test(screen.name, async () => {
      const themes: Theme[] = screen.as === 'none' ? ['light'] : ['light', 'dark'];
      const findings: AxeFinding[] = [];
      for (const theme of themes) findings.push(...(await capture(screen, theme)));
      if (findings.length > 0) {
        throw new Error(
          `axe: ${findings.length} serious/critical violation(s) on ${screen.name}:\n${formatFindings(findings)}`,
        );
      }
    });
  }
});
