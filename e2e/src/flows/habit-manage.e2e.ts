/**
 * Looking after habits: Manage Habits' goal lines, rename and delete, the Habit Settings screen,
 * and a save after the session ended (SPEC §2, §8).
 */
import { addDays } from '@taper/domain';
import { beforeAll, describe, expect, test } from 'vitest';
import {
  colourOf,
  createdHabits,
  dialog,
  dialogClosed,
  eventually,
  expectSuccessFill,
  habitByName,
  header,
  hexToRgb,
  labelled,
  newUser,
  notSee,
  openAs,
  sameColour,
  see,
  seeToast,
  setupApp,
  textMatches,
  today,
  useToken,
  type Api,
  type CreatedHabits,
} from '../harness';

const app = setupApp('habit-manage');
let api: Api;
let habits: CreatedHabits;

beforeAll(async () => {
  api = app.api();
  await api.signup(newUser('Hana', 'Habits'));
  habits = await createdHabits(api);
  // Coffee as the logging flow leaves it: 2 today (on target), 1 yesterday.
  await api.logEntry(habits.coffee.id, { date: today(), actualValue: 2 });
  await api.logEntry(habits.coffee.id, { date: addDays(today(), -1), actualValue: 1 });
});

describe('Manage Habits', () => {
  test('cards show the goal descriptions', async () => {
    const page = await openAs(app, api, '/manage');
    await see(page.getByRole('heading', { name: 'Manage Habits' }));
    const main = page.locator('main');
    await textMatches(
      main,
      /Coffee\s+Goal: 2 daily/,
      /Alcohol\s+Goal: low level daily/,
      /Screen Time\s+Goal: 1-3h on weekdays, Under 1h at weekends/,
      /Snacks\s+Goal: Mon 1, Tue 1, Wed 2, Thu 1, Fri 3, Sat 4, Sun 0/,
    );
  });

  test('rename: Enter saves, Escape cancels, a blank name cancels', async () => {
    const page = await openAs(app, api, '/manage');
    await page.getByRole('button', { name: 'Rename Snacks' }).click();
    const input = page.getByRole('textbox', { name: /Rename/ });
    await input.fill('Sweets');
    await input.press('Enter');
    await see(page.getByText('Sweets', { exact: true }));
    await eventually(
      'the rename stored',
      async () => (await api.habits()).map((habit) => habit.name),
      (names) => names.includes('Sweets') && !names.includes('Snacks'),
    );

    await page.getByRole('button', { name: 'Rename Sweets' }).click();
    await page.getByRole('textbox', { name: /Rename/ }).fill('Nope');
    await page.getByRole('textbox', { name: /Rename/ }).press('Escape');
    await see(page.getByText('Sweets', { exact: true }));
    expect(await page.getByText('Nope', { exact: true }).count()).toBe(0);

    await page.getByRole('button', { name: 'Rename Sweets' }).click();
    await page.getByRole('textbox', { name: /Rename/ }).fill('   ');
    await page.getByRole('textbox', { name: /Rename/ }).press('Enter');
    await see(page.getByText('Sweets', { exact: true }));
    await page.reload();
    await see(page.getByText('Sweets', { exact: true }));
    expect((await api.habits()).map((habit) => habit.name)).toContain('Sweets');
  });

  test('delete asks with SPEC confirmation text; Cancel keeps, Delete removes', async () => {
    const temp = await api.createHabit({
      name: 'Temp Habit',
      color: '#EC4899',
      icon: 'beer',
      goalType: 'number',
      goalSchedule: 'daily',
      dailyGoal: 1,
    });
    await api.logEntry(temp.id, { date: today(), actualValue: 1 });
    const page = await openAs(app, api, '/manage');
    await page.getByRole('button', { name: 'Delete Temp Habit' }).click();
    await see(dialog(page).getByText('Delete Habit'));
    await textMatches(
      dialog(page),
      'Are you sure you want to delete "Temp Habit"',
      'This will also delete all entries for this habit. This action cannot be undone.',
    );
    await dialog(page).getByRole('button', { name: 'Cancel' }).click();
    await dialogClosed(page);
    expect((await api.habits()).some((habit) => habit.id === temp.id)).toBe(true);

    await page.getByRole('button', { name: 'Delete Temp Habit' }).click();
    await dialog(page)
      .getByRole('button', { name: /^Delete/ })
      .click();
    await notSee(page.getByText('Temp Habit', { exact: true }));
    // Deleted on the server at once (Undo would restore it).
    await eventually(
      'the habit deleted',
      async () => (await api.habits()).some((habit) => habit.id === temp.id),
      (kept) => !kept,
    );
  });
});

describe('Habit Settings', () => {
  test('edit the name and goal, Save Changes goes to /?habitId=', async () => {
    const page = await openAs(app, api, `/habit/${habits.coffee.id}/settings`);
    await see(page.getByRole('heading', { name: 'Habit Settings' }));
    const name = page.getByPlaceholder(/Coffee/);
    expect(await name.inputValue()).toBe('Coffee');
    expect(await page.getByLabel('Daily Goal', { exact: true }).inputValue()).toBe('2');
    // A blank name is refused.
    await name.fill('  ');
    await page.getByRole('button', { name: 'Save Changes' }).first().click();
    await see(page.getByText('Please enter a habit name').first());
    // The error toast covers no control: Save Changes takes the next click at once.
    await page.getByRole('button', { name: 'Save Changes' }).first().click({ timeout: 2_000 });
    await see(page.getByText('Please enter a habit name').first());
    await name.fill('Flat White');
    await page.getByLabel('Daily Goal', { exact: true }).fill('3');
    await page.getByRole('button', { name: 'Purple', exact: true }).click();
    await dialog(page).getByRole('button', { name: 'Use This Color' }).click();
    await page.getByRole('button', { name: 'Save Changes' }).first().click();
    await page.waitForURL(`**/?habitId=${habits.coffee.id}`);
    await see(page.getByRole('button', { name: /Flat White, habit menu/ }));
    // 'From today': the six days before today keep the goal of 2, today takes 3 (6 × 2 + 3).
    await textMatches(page.locator('main'), labelled('Weekly Target', 'Keep under 15/week'));
    habits.coffee = await habitByName(api, 'Flat White');
    expect(habits.coffee).toMatchObject({ dailyGoal: 3, color: '#8B5CF6' });
    await eventually(
      'header in the new colour',
      () => colourOf(header(page), 'backgroundColor'),
      (rgb) => sameColour(rgb, hexToRgb('#8B5CF6')),
    );
    // Today's 2 is still on target, yesterday's 1 too: both filled in the new colour.
    await expectSuccessFill(page, today(), '#8B5CF6', true);
  });

  test("an unknown habit shows 'Habit not found' with Back to Home", async () => {
    const page = await openAs(app, api, '/habit/99999/settings');
    await see(page.getByText('Habit not found'));
    await page.getByRole('button', { name: 'Back to Home' }).click();
    await page.waitForURL((url) => url.pathname === '/');
  });

  test('Delete Habit → Delete Permanently goes to / and removes the habit', async () => {
    const page = await openAs(app, api, `/habit/${habits.alcohol.id}/settings`);
    await page.getByRole('button', { name: 'Delete Habit' }).click();
    await see(
      dialog(page).getByText('Are you sure you want to delete "Alcohol"', { exact: false }),
    );
    await dialog(page).getByRole('button', { name: 'Delete Permanently' }).click();
    await page.waitForURL((url) => url.pathname === '/' && url.search === '');
    await eventually(
      'the habit deleted once the Undo time is over',
      async () => (await api.habits()).some((habit) => habit.id === habits.alcohol.id),
      (kept) => !kept,
    );
    await notSee(page.getByRole('heading', { name: 'Alcohol', exact: true }));
  });
});

describe('an ended session', () => {
  test("a save after the session ended shows 'Unauthorized' and reloads to the landing", async () => {
    const other = app.api();
    await other.signup(newUser('Olly', 'Outdated'));
    const { page } = await app.session();
    if (!other.token) throw new Error('not signed up');
    await useToken(page, other.token, '/create-habit');
    await see(page.getByRole('heading', { name: 'Create New Habit' }));
    await other.call('POST', '/api/logout'); // the session ends elsewhere
    await page.getByPlaceholder(/Coffee/).fill('Late');
    await page.getByRole('button', { name: 'Create Habit' }).click();
    await seeToast(page, 'Unauthorized', 'You are logged out. Please refresh to sign in again.');
    await see(page.getByRole('button', { name: 'Get Started' }), 20_000);
  });
});
