/**
 * The signed-out screens (light only: SPEC §4 resets the theme to light with no user) and the
 * habit screens with their dialogs and menu, light and dark, at 1280×800 and 375×812: a screenshot
 * into artifacts/screenshots and axe-core (at 1280×800) with no serious or critical violation.
 */
import { dialogTitle, heading, screenTests, setupApp, type Screen } from '../harness';

const app = setupApp('screens-habits');

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
    url: ({ habit }) => `/habit/${habit.id}`,
    ready: (page) => Promise.resolve(page.getByText('Weekly Summary')),
  },
  {
    name: 'progress',
    as: 'user',
    url: ({ habit }) => `/habit/${habit.id}/progress`,
    ready: (page) => Promise.resolve(page.getByText('Your weekdays')),
  },
  {
    name: 'habit-custom-tags',
    as: 'user',
    url: ({ tagsHabit }) => `/?habitId=${tagsHabit.id}`,
    ready: (page) => Promise.resolve(page.getByText('Weekly Summary')),
  },
  {
    name: 'log-result-dialog',
    as: 'user',
    url: ({ habit }) => `/habit/${habit.id}`,
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
    url: ({ habit }) => `/habit/${habit.id}`,
    ready: async (page) => {
      await page.getByRole('button', { name: 'Insights' }).click();
      return dialogTitle(page, 'Monthly Insights');
    },
  },
  {
    name: 'habit-menu',
    as: 'user',
    url: ({ habit }) => `/habit/${habit.id}`,
    ready: async (page) => {
      await page.getByRole('button', { name: /, habit menu$/ }).click();
      return page.getByRole('menuitem', { name: /Manage Habits/ });
    },
  },
];

screenTests(app, SCREENS);
