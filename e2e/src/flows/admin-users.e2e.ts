/**
 * The admin portal (issue 6), written against SPEC §2 'Admin dashboard' and §8 'Admin toasts': the
 * stats, the users' table, tier and role changes, and the portal on a phone (users as cards, the
 * Overview chart), light and dark.
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, test } from 'vitest';
import { axeFindings, formatFindings } from '../axe';
import {
  DESKTOP,
  eventually,
  labelled,
  newUser,
  openAs,
  openTab,
  PHONE,
  rowSelect,
  SCREENSHOTS,
  see,
  seeToast,
  setupApp,
  textMatches,
  userRow,
  type Api,
  type ApiUser,
  type NewUser,
} from '../harness';

const app = setupApp('admin-users');
let admin: Api;
let member: Api;
let memberUser: ApiUser;
let memberDetails: NewUser;
let free: Api;

beforeAll(async () => {
  admin = app.api();
  await admin.signup(newUser('Ada', 'Admin'));
  member = app.api();
  memberDetails = newUser('Mia', 'Member');
  memberUser = await member.signup(memberDetails);
  free = app.api();
  await free.signup(newUser('Fred', 'Free'));
});

describe('Admin Dashboard', () => {
  test('the title, subtitle and four stat cards with the free / premium split', async () => {
    const page = await openAs(app, admin, '/admin-portal');
    await see(page.getByRole('heading', { name: 'Admin Dashboard' }));
    await see(page.getByText('Manage users, track analytics, and monitor system health'));
    const stats = await admin.call<Record<string, number>>('GET', '/api/admin/stats/overview');
    // The first user, the admin, starts PREMIUM (they run the instance).
    expect(stats).toMatchObject({ totalUsers: 3, freeUsers: 2, premiumUsers: 1 });
    await textMatches(
      page.locator('main'),
      labelled('Total Users', stats.totalUsers ?? -1),
      'Daily Active Users (24h)',
      'Weekly Active (7d)',
      'Monthly Active (30d)',
      /free/i,
      /premium/i,
    );
    for (const tab of ['Overview', 'User Management', 'Icon Settings', 'Icon Management']) {
      await see(page.getByRole('tab', { name: tab }));
    }
  });
});

describe('User Management', () => {
  test('the table lists users with their columns; Last Login shows a date or Never', async () => {
    const page = await openAs(app, admin, '/admin-portal');
    await openTab(page, 'User Management');
    for (const column of ['Email', 'Name', 'Tier', 'Role', 'Habits', 'Last Login', 'Actions']) {
      await see(page.getByRole('columnheader', { name: column }));
    }
    await see(userRow(page, memberDetails.email));
    await textMatches(userRow(page, memberDetails.email), 'Mia Member');
  });

  test('tier FREE → PREMIUM and role USER → ADMIN → USER, each with its toast', async () => {
    const page = await openAs(app, admin, '/admin-portal');
    await openTab(page, 'User Management');
    const row = userRow(page, memberDetails.email);
    await rowSelect(row, 'PREMIUM').selectOption('PREMIUM');
    // A choice waits for intent: Enter on the select saves it, keeping focus there.
    await rowSelect(row, 'PREMIUM').press('Enter');
    await seeToast(page, 'User tier updated successfully');
    await eventually(
      'the member is PREMIUM',
      async () => (await member.me()).tier,
      (t) => t === 'PREMIUM',
    );

    await rowSelect(row, 'ADMIN').selectOption('ADMIN');
    // A choice waits for intent: Enter on the select saves it, keeping focus there.
    await rowSelect(row, 'ADMIN').press('Enter');
    await seeToast(page, 'User role updated successfully');
    await eventually(
      'the member is ADMIN',
      async () => (await member.me()).role,
      (r) => r === 'ADMIN',
    );

    // The member now has the Admin Portal in the account menu.
    const memberPage = await openAs(app, member, '/');
    await memberPage.getByRole('button', { name: 'Account menu' }).click();
    await see(memberPage.getByRole('menuitem', { name: 'Admin Portal' }));

    await rowSelect(row, 'ADMIN').selectOption('USER');
    // A choice waits for intent: Enter on the select saves it, keeping focus there.
    await rowSelect(row, 'ADMIN').press('Enter');
    await seeToast(page, 'User role updated successfully');
    await eventually(
      'the member is USER again',
      async () => (await member.me()).role,
      (r) => r === 'USER',
    );
    expect(memberUser.id).toBeGreaterThan(0);
  });
});

describe('Admin on a phone', () => {
  test('users as cards at 375 px, the Overview chart at both widths, light and dark', async () => {
    await mkdir(SCREENSHOTS, { recursive: true });
    const daily = await admin.call<{ date: string; signUps: number; activeUsers: number }[]>(
      'GET',
      '/api/admin/stats/daily',
    );
    expect(daily).toHaveLength(30);
    const today = daily.at(-1);
    if (!today) throw new Error('no days');
    // The three accounts signed up in this run, today.
    expect(today.signUps).toBeGreaterThanOrEqual(3);
    for (const theme of ['light', 'dark'] as const) {
      await admin.setTheme(theme);
      for (const viewport of [PHONE, DESKTOP]) {
        const page = await openAs(app, admin, '/admin-portal', viewport);
        // Overview: the chart of the last 30 days, one focusable day each, today's figures said.
        const chart = page.getByRole('group', { name: /^Sign-ups and active users by day/ });
        await see(chart);
        expect(await chart.getByRole('img').count()).toBe(30);
        await see(
          page.getByText(
            new RegExp(`^Today: ${String(today.signUps)} sign-ups?, \\d+ active users?\\.$`),
          ),
        );
        expect(
          (await chart.getByTestId('y-axis').locator('text').allTextContents()).length,
        ).toBeGreaterThanOrEqual(2);
        const findings = await axeFindings(page, `admin overview ${theme} ${viewport.width}`);
        expect(findings, formatFindings(findings)).toEqual([]);
        await page.getByRole('tabpanel').screenshot({
          path: path.join(SCREENSHOTS, `admin-overview-${theme}-${String(viewport.width)}.png`),
        });

        await openTab(page, 'User Management');
        if (viewport === PHONE) {
          // Cards, not a table: every field, the selects as wide as the card, nothing sideways.
          expect(await page.getByRole('table').count()).toBe(0);
          const card = page.getByRole('listitem', { name: memberDetails.email });
          await see(card);
          await textMatches(card, 'Mia Member', /Habits\s*\d+/, /Last Login/);
          const cardBox = await card.boundingBox();
          for (const name of [
            `Tier for ${memberDetails.email}`,
            `Role for ${memberDetails.email}`,
          ]) {
            const box = await card.getByRole('combobox', { name }).boundingBox();
            expect(box && cardBox && box.width >= cardBox.width - 40).toBe(true);
          }
          expect(
            await page.evaluate(() => document.documentElement.scrollWidth),
          ).toBeLessThanOrEqual(PHONE.width);
          const overflow = await page
            .getByRole('tabpanel')
            .evaluate((panel) =>
              [...panel.querySelectorAll('*')].some(
                (el) =>
                  el.scrollWidth > el.clientWidth + 1 &&
                  getComputedStyle(el).overflowX !== 'visible',
              ),
            );
          expect(overflow).toBe(false);
        } else {
          await see(userRow(page, memberDetails.email));
        }
        const usersFindings = await axeFindings(page, `admin users ${theme} ${viewport.width}`);
        expect(usersFindings, formatFindings(usersFindings)).toEqual([]);
        await page.getByRole('tabpanel').screenshot({
          path: path.join(SCREENSHOTS, `admin-users-${theme}-${String(viewport.width)}.png`),
        });
      }
    }
    await admin.setTheme('light');
  });
});
