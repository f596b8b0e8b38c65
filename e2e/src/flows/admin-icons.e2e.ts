/**
 * The admin portal's icon library (issue 6), written against SPEC §4 'Icon upload flow', §5 'Icon
 * upload' / 'Edit icon dialog' and §8 'Admin toasts': the built-in totals, a real SVG upload that a
 * premium user then sees in the icon picker, and disabling an icon.
 */
import { beforeAll, describe, expect, test } from 'vitest';
import {
  eventually,
  newUser,
  openAs,
  openTab,
  see,
  seeToast,
  setupApp,
  textMatches,
  type Api,
} from '../harness';

const app = setupApp('admin-icons');
let admin: Api;
let member: Api;
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
  const memberUser = await member.signup(newUser('Mia', 'Member'));
  // The member is PREMIUM, as User Management leaves them.
  await admin.call('PATCH', `/api/admin/users/${String(memberUser.id)}/tier`, { tier: 'PREMIUM' });
  free = app.api();
  await free.signup(newUser('Fred', 'Free'));
});

describe('Icon library', () => {
  test('Icon Settings shows the built-in totals', async () => {
    const page = await openAs(app, admin, '/admin-portal');
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
    const page = await openAs(app, admin, '/admin-portal');
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
    const memberPage = await openAs(app, member, '/create-habit');
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
    const freePage = await openAs(app, free, '/create-habit');
    await see(freePage.getByRole('radio', { name: new RegExp(`${ICON_DISPLAY}.*locked`) }));
  });
});

describe('Icon library', () => {
  test('disabling an icon hides it from pickers; clicking it under DISABLED re-enables it', async () => {
    const page = await openAs(app, admin, '/admin-portal');
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

    const freePage = await openAs(app, free, '/create-habit');
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
