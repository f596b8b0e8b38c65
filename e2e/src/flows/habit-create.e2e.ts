/**
 * Making habits as a person does: the empty states, a habit of each goal type and schedule made in
 * Create New Habit, and the header's habit menu (SPEC §2, §8).
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, test } from 'vitest';
import {
  colourOf,
  dialog,
  dialogClosed,
  eventually,
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
  useToken,
  type Api,
  type ApiHabit,
  type CreatedHabits,
} from '../harness';

const app = setupApp('habit-create');
/** SPEC §3's brand teal, written out so the header's colour is checked against the SPEC itself. */
const SPEC_BRAND_TEAL = '#136667';
let api: Api;
const habits = {} as CreatedHabits;

beforeAll(async () => {
  api = app.api();
  await api.signup(newUser('Hana', 'Habits'));
});

describe('empty states', () => {
  test('a new user sees the empty summary, manage and habit screens', async () => {
    const page = await openAs(app, api, '/');
    await see(page.getByText('No habits to display. Start by creating your first habit.'));
    await see(page.getByRole('button', { name: 'Create Habit' }));
    // The summary's header is teal and has no settings button.
    expect(
      sameColour(await colourOf(header(page), 'backgroundColor'), hexToRgb(SPEC_BRAND_TEAL)),
    ).toBe(true);
    expect(await page.getByRole('link', { name: 'Habit settings' }).count()).toBe(0);

    await page.goto('/manage');
    await see(page.getByText('No habits yet. Create your first habit to get started!'));
    await see(page.getByRole('button', { name: 'Create First Habit' }));

    await page.goto('/?habitId=1');
    await see(page.getByText('Start Your First Habit'));
    await see(page.getByText('Create a habit to begin tracking your progress'));
    await page.getByRole('button', { name: 'Create Your First Habit' }).click();
    await page.waitForURL('**/create-habit');
    await see(page.getByRole('heading', { name: 'Create New Habit' }));
  });
});

async function startCreate(page: Page, name: string) {
  const create = page.getByRole('button', { name: 'Create Habit' });
  await see(create);
  expect(await create.isDisabled()).toBe(true);
  await page.getByPlaceholder(/Coffee/).fill(name);
  expect(await create.isDisabled()).toBe(false);
}

async function finishCreate(page: Page, name: string): Promise<ApiHabit> {
  await page.getByRole('button', { name: 'Create Habit' }).click();
  await seeToast(page, 'Success', 'Habit created successfully!');
  await page.waitForURL(/\/\?habitId=\d+$/);
  const habit = await habitByName(api, name);
  expect(new URL(page.url()).searchParams.get('habitId')).toBe(String(habit.id));
  await see(page.getByRole('button', { name: new RegExp(`${name}, habit menu`) }));
  return habit;
}

describe('create a habit of each goal type and schedule', () => {
  test('Number, Same Daily Goal, a preset colour confirmed', async () => {
    const page = await openAs(app, api, '/create-habit');
    await startCreate(page, 'Coffee');
    await page.getByRole('button', { name: 'Green', exact: true }).click();
    await see(dialog(page).getByText('Confirm Color Choice'));
    await dialog(page).getByRole('button', { name: 'Use This Color' }).click();
    await dialogClosed(page);
    await page.getByRole('radio', { name: /^Number/ }).check();
    await page.getByRole('radio', { name: 'Same Daily Goal' }).check();
    await page.getByLabel('Daily Goal', { exact: true }).fill('2');
    habits.coffee = await finishCreate(page, 'Coffee');
    expect(habits.coffee).toMatchObject({
      goalType: 'number',
      goalSchedule: 'daily',
      dailyGoal: 2,
      color: '#10B981',
      icon: 'coffee',
    });
    // The header takes the habit's colour and shows the settings button.
    await eventually(
      'header in the habit colour',
      () => colourOf(header(page), 'backgroundColor'),
      (rgb) => sameColour(rgb, hexToRgb('#10B981')),
    );
    await see(page.getByRole('link', { name: 'Habit settings' }));
    await textMatches(page.locator('main'), labelled('Weekly Target', 'Keep under 14/week'));
  });

  test('Range (levels), Same Daily Goal with a level goal', async () => {
    const page = await openAs(app, api, '/create-habit');
    await startCreate(page, 'Alcohol');
    await page.getByRole('radio', { name: /^Range/ }).check();
    await page.getByLabel('Level Goal').selectOption('low');
    habits.alcohol = await finishCreate(page, 'Alcohol');
    expect(habits.alcohol).toMatchObject({
      goalType: 'level',
      goalSchedule: 'daily',
      levelGoal: 'low',
    });
    await textMatches(
      page.locator('main'),
      labelled('Weekly Target', 'Stay at low level or below'),
    );
  });
});

describe('create a habit of each goal type and schedule', () => {
  test('Custom Tags (2 to 4, only the last removable), Custom Daily Goals per weekday', async () => {
    const page = await openAs(app, api, '/create-habit');
    await startCreate(page, 'Screen Time');
    await page.getByRole('radio', { name: /^Custom Tags/ }).check();
    // Starts with 2 blank tags, neither removable.
    await see(page.getByLabel('Tag 1', { exact: true }));
    await see(page.getByLabel('Tag 2', { exact: true }));
    expect(await page.getByRole('button', { name: /Remove tag/ }).count()).toBe(0);
    const addTag = page.getByRole('button', { name: /Add Tag/ });
    await addTag.click();
    await addTag.click();
    await see(page.getByLabel('Tag 4', { exact: true }));
    expect(await addTag.count()).toBe(0); // at most 4
    expect(await page.getByRole('button', { name: /Remove tag/ }).count()).toBe(1);
    await see(page.getByRole('button', { name: 'Remove tag 4' }));
    await page.getByRole('button', { name: 'Remove tag 4' }).click();
    await notSee(page.getByLabel('Tag 4', { exact: true }));
    await page.getByLabel('Tag 1', { exact: true }).fill('Under 1h');
    await page.getByLabel('Tag 2', { exact: true }).fill('1-3h');
    await page.getByLabel('Tag 3', { exact: true }).fill('Over 3h');

    await page.getByRole('radio', { name: 'Custom Daily Goals' }).check();
    const days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
    for (const day of days) await see(page.getByLabel(day, { exact: true }));
    // Weekdays allow '1-3h' (2); the weekend only 'Under 1h' (1).
    for (const day of days.slice(0, 5)) {
      await page.getByLabel(day, { exact: true }).selectOption({ label: '1-3h' });
    }
    for (const day of days.slice(5)) {
      await page.getByLabel(day, { exact: true }).selectOption({ label: 'Under 1h' });
    }
    habits.screen = await finishCreate(page, 'Screen Time');
    expect(habits.screen).toMatchObject({
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
    // Goals that differ by day are named as they are, with the tags spelled as typed.
    await textMatches(
      page.locator('main'),
      labelled('Weekly Target', 'Stay at or better: 1-3h on weekdays, Under 1h at weekends'),
    );
  });

  test('Number with Custom Daily Goals: the weekly target is the sum of the days', async () => {
    const page = await openAs(app, api, '/create-habit');
    await startCreate(page, 'Snacks');
    await page.getByRole('radio', { name: 'Custom Daily Goals' }).check();
    const goals = { Mon: 1, Tue: 1, Wed: 2, Thu: 1, Fri: 3, Sat: 4, Sun: 0 };
    for (const [day, goal] of Object.entries(goals)) {
      await page.getByLabel(day, { exact: true }).fill(String(goal));
    }
    habits.snacks = await finishCreate(page, 'Snacks');
    expect(habits.snacks).toMatchObject({ goalType: 'number', goalSchedule: 'custom_daily' });
    await textMatches(page.locator('main'), labelled('Weekly Target', 'Keep under 12/week'));
  });
});

describe('header', () => {
  test('the habit dropdown lists the summary, every habit, Add New Habit and Manage Habits', async () => {
    const page = await openAs(app, api, `/habit/${habits.coffee.id}`);
    await page.getByRole('button', { name: /Coffee, habit menu/ }).click();
    await see(page.getByRole('menuitem', { name: 'Habit Summary' }));
    for (const name of ['Coffee', 'Alcohol', 'Screen Time', 'Snacks']) {
      await see(page.getByRole('menuitem', { name: new RegExp(name) }));
    }
    await see(page.getByRole('menuitem', { name: /Add New Habit/ }));
    await see(page.getByRole('menuitem', { name: /Manage Habits/ }));
    await page.getByRole('menuitem', { name: /Alcohol/ }).click();
    await page.waitForURL(`**/habit/${habits.alcohol.id}`);
    await see(page.getByRole('button', { name: /Alcohol, habit menu/ }));
    await page.getByRole('button', { name: /Alcohol, habit menu/ }).click();
    await page.getByRole('menuitem', { name: 'Habit Summary' }).click();
    await see(page.getByRole('button', { name: /Habit Summary, habit menu/ }));
  });

  test("the habit menu pressed while the habit screen's code loads opens once it has come", async () => {
    const { page } = await app.session();
    if (!api.token) throw new Error('not signed up');
    // The screen's code is held until the menu has been pressed.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let asked: () => void = () => undefined;
    const requested = new Promise<void>((resolve) => {
      asked = resolve;
    });
    await page.route('**/assets/HabitScreen-*.js', async (route) => {
      asked();
      await held;
      await route.continue();
    });
    await useToken(page, api.token, `/habit/${habits.coffee.id}`);
    await requested;
    await page.getByRole('button', { name: /, habit menu$/ }).click();
    release();
    // Once the screen has come (its calendar is in the page, hidden from the tree while the menu
    // is open), the header is still the one pressed: its menu is open.
    await page.locator('[role="grid"]').waitFor({ state: 'attached' });
    await see(page.getByRole('menuitem', { name: /Manage Habits/ }));
    await page.keyboard.press('Escape');
    await see(page.getByRole('grid'));
  });
});
