/**
 * Manage's habit groups by keyboard (issue 51): rename a group, change its budget and colour,
 * cancel with Escape, order groups by button and by the drag handle, move a habit between groups,
 * and delete one and bring it back with Undo. Screenshot: the groups card while editing.
 */
import type { Locator, Page } from 'playwright-core';
import type { Group } from '@taper/domain';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, test } from 'vitest';
import {
  DESKTOP,
  drink,
  eventually,
  focusedLabel,
  focusLandsOn,
  groupsOf,
  newUser,
  openAs,
  press,
  SCREENSHOTS,
  see,
  seeToast,
  setupApp,
  signedUp,
  type Api,
  type ApiHabit,
} from '../harness';

const app = setupApp('groups-manage');

beforeAll(async () => {
  // The first account is the administrator; the flow's users are others.
  await signedUp(app, 'Admin', 'First');
});

/** Edit saves a new name and limit by keyboard; Escape cancels. */
async function editThenEscape(page: Page, api: Api): Promise<void> {
  // Edit: Enter opens the form with the name focused; Enter in the limit saves.
  await press(page.getByRole('button', { name: 'Edit Alcohol' }), 'Enter');
  const form = page.getByRole('form', { name: 'Editing Alcohol' });
  await see(form);
  expect(await page.evaluate(() => document.activeElement?.closest('form')?.ariaLabel)).toBe(
    'Editing Alcohol',
  );
  await mkdir(SCREENSHOTS, { recursive: true });
  await page.locator('[data-groups-card]').screenshot({
    path: path.join(SCREENSHOTS, 'groups-manage-editing-1280.png'),
  });
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('Drinks');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('21');
  await page.keyboard.press('Enter');
  await seeToast(page, 'Group Drinks saved');
  await eventually('renamed', groupsOf(api), (list) =>
    list.some((g) => g.name === 'Drinks' && g.budget?.limit === 21),
  );
  await see(page.getByRole('button', { name: 'Edit Drinks' }));
  await focusLandsOn(page, 'Edit Drinks');

  // Escape cancels: nothing saved, focus back on Edit.
  await page.keyboard.press('Enter');
  await see(page.getByRole('form', { name: 'Editing Drinks' }));
  await page.keyboard.type('XYZ');
  await page.keyboard.press('Escape');
  await see(page.getByRole('button', { name: 'Edit Drinks' }));
  await focusLandsOn(page, 'Edit Drinks');
  expect((await groupsOf(api)()).map((g) => g.name)).toEqual(['Drinks', 'Sugar']);
}

/** Drinks moves down by button, then back up by its drag handle. */
async function reorderDrinks(page: Page, api: Api, row: Locator): Promise<void> {
  // Move down by button: at the bottom, focus goes to its Move up.
  await press(page.getByRole('button', { name: 'Move down Drinks' }), 'Enter');
  await eventually(
    'Drinks second',
    groupsOf(api),
    (list) => list.map((g) => g.name).join() === 'Sugar,Drinks',
  );
  await eventually(
    'focus on Move up',
    () => focusedLabel(page),
    (l) => l === 'Move up Drinks',
  );

  // The drag handle by keyboard: Space picks Drinks up, ArrowUp moves it, Space drops it.
  await row.locator('[data-control="drag"]').focus();
  const said = () => page.locator('[id^="DndLiveRegion"]').first().textContent();
  await page.keyboard.press('Space');
  await eventually('picked up', said, (text) => text === 'Picked up Drinks.');
  // dnd-kit starts listening for arrow keys a moment after the pick-up it announces.
  await page.waitForTimeout(500);
  await page.keyboard.press('ArrowUp');
  await eventually('over', said, (text) => text === 'Drinks is over position 1.');
  await page.keyboard.press('Space');
  await eventually(
    'Drinks first',
    groupsOf(api),
    (list) => list.map((g) => g.name).join() === 'Drinks,Sugar',
  );
}

/** Beer moves to Sugar by its select; Drinks gets a daily budget in blue. */
async function moveBeerAndRecolour(
  page: Page,
  api: Api,
  beer: ApiHabit,
  sugar: Group,
): Promise<void> {
  // Beer's group select: ArrowDown moves it to the next group; focus follows it there.
  await press(page.getByRole('combobox', { name: 'Group of Beer' }), 'ArrowDown');
  await eventually(
    'Beer in Sugar',
    () => api.habits(),
    (habits) => habits.some((h) => h.id === beer.id && h.groupId === sugar.id),
  );
  await see(page.locator(`[data-group-row="${String(sugar.id)}"] [data-group-member]`));
  await eventually(
    'focus on its select',
    () => focusedLabel(page),
    (l) => l === 'Group of Beer',
  );

  // The period and the colour are chosen with the arrows; Enter on a select saves too.
  await press(page.getByRole('button', { name: 'Edit Drinks' }), 'Enter');
  await see(page.getByRole('form', { name: 'Editing Drinks' }));
  await page.keyboard.press('Tab');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await page.keyboard.press('ArrowDown');
  expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('SELECT');
  await page.keyboard.press('Enter');
  await eventually('a daily budget, in blue', groupsOf(api), (list) =>
    list.some(
      (g) =>
        g.name === 'Drinks' &&
        g.budget?.period === 'day' &&
        g.budget.limit === 21 &&
        g.color === '#3B82F6',
    ),
  );
  await see(page.getByText('At most 21 units a day', { exact: true }));
}

/** Sugar is deleted and comes back with Undo, with Beer. */
async function deleteSugarAndUndo(page: Page, api: Api, beer: ApiHabit): Promise<void> {
  // Delete Sugar (Beer's group); focus goes to Drinks' Edit; Undo brings Sugar back with Beer.
  await press(page.getByRole('button', { name: 'Delete group Sugar' }), 'Enter');
  await seeToast(page, 'Group Sugar deleted');
  await eventually(
    'focus on Edit Drinks',
    () => focusedLabel(page),
    (l) => l === 'Edit Drinks',
  );
  await eventually('Sugar gone', groupsOf(api), (list) => list.length === 1);
  await press(page.getByRole('button', { name: 'Undo' }), 'Enter');
  await seeToast(page, 'Group Sugar is back, with its habits');
  const back = await eventually(
    'Sugar back, second',
    groupsOf(api),
    (list) => list.map((g) => g.name).join() === 'Drinks,Sugar',
  );
  const beerNow = (await api.habits()).find((h) => h.id === beer.id);
  expect(beerNow?.groupId).toBe(back[1]?.id);
  await see(page.locator('[data-group-member]').filter({ hasText: 'Beer' }));
}

describe("Manage's groups by keyboard", () => {
  test('rename, budget and colour, Escape, reorder, move a habit, delete and Undo', async () => {
    const api = app.api();
    await api.signup(newUser('Manage', 'Groups'));
    const alcohol = await api.call<Group>('POST', '/api/groups', {
      name: 'Alcohol',
      budget: { period: 'week', limit: 14 },
    });
    const sugar = await api.call<Group>('POST', '/api/groups', { name: 'Sugar', budget: null });
    const beer = await drink(api, 'Beer', 2.3);
    await api.call('PUT', `/api/habits/${String(beer.id)}`, { name: 'Beer', groupId: alcohol.id });
    const page = await openAs(app, api, '/manage', DESKTOP);
    const row = page.locator(`[data-group-row="${String(alcohol.id)}"]`);

    await editThenEscape(page, api);
    await reorderDrinks(page, api, row);
    await moveBeerAndRecolour(page, api, beer, sugar);
    await deleteSugarAndUndo(page, api, beer);
  });
});
