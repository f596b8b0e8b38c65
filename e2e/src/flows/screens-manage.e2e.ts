/**
 * The create, settings, manage, account and admin screens with their dialogs and menu, light and
 * dark, at 1280×800 and 375×812: a screenshot into artifacts/screenshots and axe-core (at
 * 1280×800) with no serious or critical violation.
 */
import { dialogTitle, heading, screenTests, setupApp, type Screen } from '../harness';

const app = setupApp('screens-manage');

const SCREENS: Screen[] = [
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
    url: ({ habit }) => `/habit/${habit.id}/settings`,
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

screenTests(app, SCREENS);
