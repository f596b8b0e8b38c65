/**
 * The admin portal (issue 6), written against SPEC §2 'Admin dashboard', §4 'Icon upload flow',
 * §5 'Icon upload' / 'Edit icon dialog' and §8 'Admin toasts': the stats, tier and role changes,
 * a real SVG upload that a premium user then sees in the icon picker, and disabling an icon.
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, test } from 'vitest';
import { axeFindings, formatFindings } from '../axe';
import {
  DESKTOP,
  eventually,
  labelled,
  newUser,
  PHONE,
  SCREENSHOTS,
  see,
  seeToast,
  setupApp,
  textMatches,
  useToken,
  type Api,
  type ApiUser,
  type NewUser,
} from '../harness';

const app = setupApp('admin');
let admin: Api;
let member: Api;
let memberUser: ApiUser;
let memberDetails: NewUser;
let free: Api;

const ICON_NAME = 'e2e_leaf';
const ICON_DISPLAY = 'E2E Leaf';
const LEAF_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" width="24" height="24">
  <path d="M5 21c0-9 6-15 15-16-1 9-7 15-15 16z" fill="none" stroke="currentColor" stroke-width="2"/>
</svg>`;

beforeAll(async () => {
  admin = app.api();
  await admin.signup(newUser('Ada', 'Admin'));
  member = app.api();
  memberDetails = newUser('Mia', 'Member');
  memberUser = await member.signup(memberDetails);
  free = app.api();
  await free.signup(newUser('Fred', 'Free'));
});

async function open(
  api: Api,
  url: string,
  viewport?: { width: number; height: number },
): Promise<Page> {
  const { page } = await app.session(viewport);
  if (!api.token) throw new Error('not signed up');
  await useToken(page, api.token, url);
  return page;
}

async function openTab(page: Page, name: string) {
  await page.getByRole('tab', { name }).click();
  await see(page.getByRole('tabpanel'));
}

function userRow(page: Page, email: string): Locator {
  return page.getByRole('row').filter({ hasText: email });
}

/** The inline select of a row that offers `option` (tier: PREMIUM, role: ADMIN). */
function rowSelect(row: Locator, option: string): Locator {
  return row
    .getByRole('combobox')
    .filter({ has: row.page().getByRole('option', { name: option }) });
}

describe('Admin Dashboard', () => {
  test('the title, subtitle and four stat cards with the free / premium split', async () => {
    const page = await open(admin, '/admin-portal');
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
    const page = await open(admin, '/admin-portal');
    await openTab(page, 'User Management');
    for (const column of ['Email', 'Name', 'Tier', 'Role', 'Habits', 'Last Login', 'Actions']) {
      await see(page.getByRole('columnheader', { name: column }));
    }
    await see(userRow(page, memberDetails.email));
    await textMatches(userRow(page, memberDetails.email), 'Mia Member');
  });

  test('tier FREE → PREMIUM and role USER → ADMIN → USER, each with its toast', async () => {
    const page = await open(admin, '/admin-portal');
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
    const memberPage = await open(member, '/');
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
        const page = await open(admin, '/admin-portal', viewport);
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

describe('Icon library', () => {
  test('Icon Settings shows the built-in totals', async () => {
    const page = await open(admin, '/admin-portal');
    await openTab(page, 'Icon Settings');
    // SPEC §3: 7 free icons over 10 categories, about 100 premium ones.
    await textMatches(
      page.getByRole('tabpanel'),
      /Free icons\s+7\b/i,
      /Categories\s+10\b/i,
      /Premium icons\s+\d{2,3}\b/i,
      /Beverages/i,
      /Work & Productivity/i,
    );
  });

  test('an SVG upload with progress creates a PREMIUM icon a premium user can pick', async () => {
    const page = await open(admin, '/admin-portal');
    await openTab(page, 'Icon Management');
    await page.getByRole('button', { name: /Add New Icon/ }).click();
    const dialog = page.getByRole('dialog');
    await see(dialog.getByRole('heading', { name: /Add New Icon/ }));
    await dialog.getByLabel(/icon name/i).fill(ICON_NAME);
    await dialog.getByLabel(/display name/i).fill(ICON_DISPLAY);
    await dialog.getByLabel(/category/i).selectOption({ label: 'Beverages' });
    await dialog.getByLabel(/tier/i).selectOption('PREMIUM');
    await dialog.locator('input[type="file"]').setInputFiles({
      name: `${ICON_NAME}.svg`,
      mimeType: 'image/svg+xml',
      buffer: Buffer.from(LEAF_SVG),
    });
    // No auto-start: nothing is created until the admin starts the upload.
    expect(
      (await admin.call<{ name: string }[]>('GET', '/api/admin/icons')).some(
        (icon) => icon.name === ICON_NAME,
      ),
    ).toBe(false);
    await dialog
      .getByRole('button', { name: /upload/i })
      .first()
      .click();
    await seeToast(page, 'Icon created successfully');
    const icons = await admin.call<{ id: string; name: string; tier: string; filePath: string }[]>(
      'GET',
      '/api/admin/icons',
    );
    const created = icons.find((icon) => icon.name === ICON_NAME);
    expect(created).toMatchObject({ tier: 'PREMIUM' });
    // The stored image is served as SVG.
    const image = await fetch(`${app.server.baseURL}/api${created?.filePath ?? ''}`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toContain('image/svg+xml');

    // The premium member sees it (not locked) in the picker, with its image, and can use it.
    const memberPage = await open(member, '/create-habit');
    const option = memberPage.getByRole('radio', { name: ICON_DISPLAY, exact: true });
    await see(option);
    await eventually(
      'the uploaded image renders',
      () => option.locator('img').evaluate((img) => (img as HTMLImageElement).naturalWidth > 0),
      (loaded) => loaded,
    );
    await option.click();
    await memberPage.getByPlaceholder(/Coffee/).fill('Tea');
    await memberPage.getByRole('button', { name: 'Create Habit' }).click();
    await seeToast(memberPage, 'Success', 'Habit created successfully!');
    const tea = (await member.habits()).find((habit) => habit.name === 'Tea');
    expect(tea?.icon).toBe(created?.id);

    // A FREE user sees it locked.
    const freePage = await open(free, '/create-habit');
    await see(freePage.getByRole('radio', { name: new RegExp(`${ICON_DISPLAY}.*locked`) }));
  });

  test('disabling an icon hides it from pickers; clicking it under DISABLED re-enables it', async () => {
    const page = await open(admin, '/admin-portal');
    await openTab(page, 'Icon Management');
    await page.getByRole('button', { name: /Beer/ }).first().click();
    const dialog = page.getByRole('dialog');
    await see(dialog.getByRole('heading', { name: /Edit Icon/ }));
    await dialog.getByLabel(/visibility/i).selectOption('disabled');
    await dialog
      .getByRole('button', { name: /save|update/i })
      .first()
      .click();
    await seeToast(page, 'Icon tier updated successfully');
    await textMatches(page.getByRole('tabpanel'), 'DISABLED');
    await eventually(
      'focus on Beer under DISABLED',
      () => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? 'BODY'),
      (name) => name === 'Enable Beer',
    );

    const freePage = await open(free, '/create-habit');
    await see(freePage.getByRole('radio', { name: 'Coffee', exact: true }));
    expect(await freePage.getByRole('radio', { name: /^Beer/ }).count()).toBe(0);

    await page.getByRole('button', { name: /Beer/ }).first().click();
    await eventually(
      'Beer enabled again',
      async () =>
        (await admin.call<{ name: string; visibility: string }[]>('GET', '/api/admin/icons')).find(
          (icon) => icon.name === 'beer',
        )?.visibility,
      (visibility) => visibility === 'enabled',
    );
    // Enabled, the icon moves to its tier's section, and focus goes with it.
    await eventually(
      'focus on Beer in its tier again',
      () =>
        page.evaluate(() => {
          const active = document.activeElement;
          const section = active?.closest('section')?.querySelector('h3')?.textContent ?? '';
          return `${active?.getAttribute('aria-label') ?? 'BODY'} in ${section}`;
        }),
      (where) => /^Edit Beer in FREE/.test(where),
    );
  });
});
