/**
 * Habits as a person makes and uses them: empty states, a habit of each goal type and schedule,
 * the header, logging today and past days from both dialogs (never a future day), manage rename
 * and delete, and the settings screen (SPEC §2, §4 'Saving an entry', §5 'Log entry', §8).
 */
import {
  addDays,
  fullDateText,
  MONTH_NAMES,
  monthHeading,
  nextMonth,
  weekdayName,
  yearMonthOf,
} from '@taper/domain';
import { computeStreaks, monthStats, streakTierText, weeklySummary } from '@taper/domain/rules';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, test } from 'vitest';
import {
  ApiError,
  colourOf,
  eventually,
  hexToRgb,
  labelled,
  newUser,
  notSee,
  sameColour,
  see,
  seeToast,
  setupApp,
  textMatches,
  today,
  useToken,
  type Api,
  type ApiHabit,
} from '../harness';

const app = setupApp('habits');
/** SPEC §3's brand teal, written out so the header's colour is checked against the SPEC itself. */
const SPEC_BRAND_TEAL = '#136667';
let api: Api;
const habits: Record<'coffee' | 'alcohol' | 'screen' | 'snacks', ApiHabit> = {} as never;

beforeAll(async () => {
  api = app.api();
  await api.signup(newUser('Hana', 'Habits'));
});

async function open(url: string): Promise<Page> {
  const { page } = await app.session();
  if (!api.token) throw new Error('not signed up');
  await useToken(page, api.token, url);
  return page;
}

function header(page: Page): Locator {
  return page.locator('header').first();
}

async function habitByName(name: string): Promise<ApiHabit> {
  const found = (await api.habits()).find((habit) => habit.name === name);
  if (!found) throw new Error(`No habit named ${name}`);
  return found;
}

/** The calendar button of a day (its accessible name carries SPEC's full date). */
function dayButton(page: Page, date: string): Locator {
  return page.getByRole('grid').getByRole('button', { name: fullDateText(date), exact: false });
}

/** Shows the month of `date` on the habit screen. */
async function showMonthOf(page: Page, date: string) {
  const { year, month } = yearMonthOf(date);
  const target = year * 12 + month;
  for (let i = 0; i < 3 && (await dayButton(page, date).count()) === 0; i++) {
    // The heading reads like 'March 2025'.
    const [name = '', shownYear = '0'] = (
      await page.getByRole('heading', { level: 1 }).first().innerText()
    ).split(' ');
    const shown = Number(shownYear) * 12 + (MONTH_NAMES as readonly string[]).indexOf(name) + 1;
    await page
      .getByRole('button', { name: target < shown ? 'Previous month' : 'Next month' })
      .click();
  }
  await see(dayButton(page, date));
}

function dialog(page: Page): Locator {
  return page.getByRole('dialog');
}

/** Headless UI's dialog element has no box of its own: wait for its title instead. */
async function seeDialog(page: Page) {
  await see(dialog(page).getByRole('heading').first());
}

async function dialogClosed(page: Page) {
  await dialog(page).first().waitFor({ state: 'detached' });
}

async function expectSuccessFill(page: Page, date: string, colour: string, filled: boolean) {
  await eventually(
    `${date} ${filled ? 'filled with' : 'not filled with'} ${colour}`,
    () => colourOf(dayButton(page, date), 'backgroundColor'),
    (rgb) => sameColour(rgb, hexToRgb(colour)) === filled,
  );
}

/** Expected numbers of the habit screen, from @taper/domain over the entries the API holds. */
async function expectHabitScreenNumbers(page: Page, habit: ApiHabit) {
  const day = today();
  const entries = await api.entries(habit.id);
  const month = monthStats(entries, yearMonthOf(day), day);
  const week = weeklySummary(habit, entries, day);
  const streaks = computeStreaks(entries, day);
  const main = page.locator('main');
  await textMatches(
    main,
    labelled('Days on Target', month.daysOnTarget),
    labelled('Success Rate', `${month.successRate}%`),
    labelled('Average Daily', week.averageDailyText),
    labelled('Days Above Target', week.daysAboveTarget),
    labelled('Weekly Target', week.weeklyTarget),
    streakTierText(streaks.currentStreak),
  );
}

describe('empty states', () => {
  test('a new user sees the empty summary, manage and habit screens', async () => {
    const page = await open('/');
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

describe('create a habit of each goal type and schedule', () => {
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
    const habit = await habitByName(name);
    expect(new URL(page.url()).searchParams.get('habitId')).toBe(String(habit.id));
    await see(page.getByRole('button', { name: new RegExp(`${name}, habit menu`) }));
    return habit;
  }

  test('Number, Same Daily Goal, a preset colour confirmed', async () => {
    const page = await open('/create-habit');
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
    const page = await open('/create-habit');
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

  test('Custom Tags (2 to 4, only the last removable), Custom Daily Goals per weekday', async () => {
    const page = await open('/create-habit');
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
    const page = await open('/create-habit');
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
    const page = await open(`/habit/${habits.coffee.id}`);
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

describe('logging from the calendar (Log Result, Save Result)', () => {
  test('the month calendar: heading, M–S header, 42 cells, today dashed, future disabled', async () => {
    const day = today();
    const page = await open(`/?habitId=${habits.coffee.id}`);
    const { year, month } = yearMonthOf(day);
    await see(page.getByRole('heading', { name: monthHeading(year, month) }));
    const grid = page.getByRole('grid');
    await see(grid.getByRole('gridcell').first());
    expect(await grid.getByRole('columnheader').allInnerTexts()).toEqual([
      'M',
      'T',
      'W',
      'T',
      'F',
      'S',
      'S',
    ]);
    expect(await grid.getByRole('gridcell').count()).toBe(42);
    const todayButton = dayButton(page, day);
    expect(await todayButton.evaluate((el) => getComputedStyle(el).outlineStyle)).toBe('dashed');
    expect(await todayButton.isDisabled()).toBe(false);
    const tomorrow = addDays(day, 1);
    if ((await dayButton(page, tomorrow).count()) > 0) {
      expect(await dayButton(page, tomorrow).isDisabled()).toBe(true);
    }
    // Every day of next month is in the future.
    await page.getByRole('button', { name: 'Next month' }).click();
    const next = nextMonth({ year, month });
    await see(page.getByRole('heading', { name: monthHeading(next.year, next.month) }));
    const firstOfNext = `${next.year}-${String(next.month).padStart(2, '0')}-01`;
    expect(await dayButton(page, firstOfNext).isDisabled()).toBe(true);
    await dayButton(page, firstOfNext).click({ force: true });
    expect(await dialog(page).count()).toBe(0);
  });

  test('logging today (over), a past day (success), then correcting today: fills, bar, numbers', async () => {
    const day = today();
    const yesterday = addDays(day, -1);
    const colour = habits.coffee.color;
    const page = await open(`/?habitId=${habits.coffee.id}`);

    await page.getByRole('button', { name: 'Log Your Result' }).click();
    await see(dialog(page).getByText(fullDateText(day)));
    const amount = dialog(page).getByRole('spinbutton', { name: 'amount' });
    expect(await amount.inputValue()).toBe('0');
    await see(dialog(page).getByPlaceholder('Add a note about this entry...'));
    await expectDisabled(dialog(page).getByRole('button', { name: /Decrease/ }));
    for (let i = 0; i < 3; i++)
      await dialog(page)
        .getByRole('button', { name: /Increase/ })
        .click();
    expect(await amount.inputValue()).toBe('3');
    await dialog(page).getByPlaceholder('Add a note about this entry...').fill('  double shot  ');
    await dialog(page).getByRole('button', { name: 'Save Result' }).click();
    await seeToast(page, 'Success', 'Entry saved successfully');
    await dialogClosed(page);
    await expectSuccessFill(page, day, colour, false);
    const saved = (await api.entries(habits.coffee.id)).find((entry) => entry.date === day);
    expect(saved).toMatchObject({ actualValue: 3, performance: 'over', note: 'double shot' });
    await expectHabitScreenNumbers(page, habits.coffee);

    // A past day, from its calendar cell.
    await showMonthOf(page, yesterday);
    await dayButton(page, yesterday).click();
    await see(dialog(page).getByText(fullDateText(yesterday)));
    await dialog(page)
      .getByRole('button', { name: /Increase/ })
      .click();
    await dialog(page).getByRole('button', { name: 'Save Result' }).click();
    await seeToast(page, 'Success', 'Entry saved successfully');
    await expectSuccessFill(page, yesterday, colour, true);

    // Reopening today starts from the logged 3; 2 is on target: today fills and joins yesterday.
    await showMonthOf(page, day);
    await dayButton(page, day).click();
    await see(dialog(page).getByText(fullDateText(day)));
    expect(await dialog(page).getByRole('spinbutton', { name: 'amount' }).inputValue()).toBe('3');
    await dialog(page)
      .getByRole('button', { name: /Decrease/ })
      .click();
    await dialog(page).getByRole('button', { name: 'Save Result' }).click();
    await seeToast(page, 'Success', 'Entry saved successfully');
    await expectSuccessFill(page, day, colour, true);
    const cell = dayButton(page, day).locator('xpath=ancestor::*[@role="gridcell"]');
    expect(await cell.getAttribute('data-connect-before')).toBe('true');
    const entries = await api.entries(habits.coffee.id);
    expect(entries.filter((entry) => entry.date === day)).toHaveLength(1); // updated, not doubled
    await expectHabitScreenNumbers(page, habits.coffee);
    await textMatches(page.locator('main'), "You're on your longest streak ever");
  });

  test('a level habit steps none → low → moderate and judges by the level goal', async () => {
    const day = today();
    const page = await open(`/?habitId=${habits.alcohol.id}`);
    await page.getByRole('button', { name: 'Log Your Result' }).click();
    const value = dialog(page).getByRole('spinbutton', { name: 'level' });
    expect((await value.innerText()).trim().toLowerCase()).toBe('none');
    await dialog(page)
      .getByRole('button', { name: /Increase/ })
      .click();
    expect((await value.innerText()).trim().toLowerCase()).toBe('low');
    await dialog(page)
      .getByRole('button', { name: /Increase/ })
      .click();
    expect((await value.innerText()).trim().toLowerCase()).toBe('moderate');
    await dialog(page).getByRole('button', { name: 'Save Result' }).click();
    await seeToast(page, 'Success', 'Entry saved successfully');
    const saved = (await api.entries(habits.alcohol.id)).find((entry) => entry.date === day);
    expect(saved).toMatchObject({ levelValue: 'moderate', performance: 'over' });
    await expectSuccessFill(page, day, habits.alcohol.color, false);
    await expectHabitScreenNumbers(page, habits.alcohol);
  });
});

async function expectDisabled(locator: Locator) {
  await eventually(
    `${String(locator)} disabled`,
    () => locator.isDisabled(),
    (v) => v,
  );
}

function summaryCard(page: Page, name: string): Locator {
  return page
    .locator('div')
    .filter({ has: page.getByRole('heading', { name, exact: true }) })
    .filter({ hasText: 'MONTHLY' })
    .last();
}

describe('logging from a summary card (Log Entry)', () => {
  test('the date navigator: Today, Yesterday, next hidden at today, date input max today', async () => {
    const day = today();
    const page = await open('/');
    const card = summaryCard(page, 'Snacks');
    await card.getByRole('button', { name: /Log/ }).first().click();
    await seeDialog(page);
    await textMatches(dialog(page), weekdayName(day), 'Today');
    expect(await dialog(page).getByRole('button', { name: 'Next day' }).count()).toBe(0);
    await dialog(page).getByRole('button', { name: 'Previous day' }).click();
    await textMatches(dialog(page), weekdayName(addDays(day, -1)), 'Yesterday');
    await see(dialog(page).getByRole('button', { name: 'Next day' }));
    await dialog(page).getByRole('button', { name: 'Next day' }).click();
    await textMatches(dialog(page), 'Today');
    await notSee(dialog(page).getByRole('button', { name: 'Next day' }));

    await dialog(page).getByRole('button', { name: 'Select different date' }).click();
    const dateInput = dialog(page).locator('input[type="date"]');
    await see(dateInput);
    expect(await dateInput.getAttribute('max')).toBe(day);
    // A typed future date is not taken.
    await dateInput.fill(addDays(day, 2));
    await textMatches(dialog(page), 'Today');
    // A typed past date is.
    const past = addDays(day, -3);
    await dateInput.fill(past);
    await textMatches(dialog(page), weekdayName(past));
    await dialog(page).getByRole('button', { name: 'Cancel' }).click();
    await dialogClosed(page);
  });

  test('number: an invalid amount is refused; yesterday is logged with Log Entry', async () => {
    const day = today();
    const yesterday = addDays(day, -1);
    const page = await open('/');
    const card = summaryCard(page, 'Snacks');
    await card.getByRole('button', { name: /Log/ }).first().click();
    await see(dialog(page).getByRole('button', { name: 'Log Entry' }));
    // The amount is the spinbutton both Log dialogs share. Below 0 or no number at all: SPEC's
    // toast, and nothing is saved.
    const amount = dialog(page).getByRole('spinbutton', { name: 'amount' });
    await amount.fill('-1');
    await dialog(page).getByRole('button', { name: 'Log Entry' }).click();
    await seeToast(page, 'Invalid value', 'Please enter a valid number');
    await amount.fill('');
    await dialog(page).getByRole('button', { name: 'Log Entry' }).click();
    await seeToast(page, 'Invalid value', 'Please enter a valid number');
    expect(await api.entries(habits.snacks.id)).toHaveLength(0);

    await dialog(page).getByRole('button', { name: 'Previous day' }).click();
    await textMatches(dialog(page), 'Yesterday');
    await dialog(page).getByRole('spinbutton', { name: 'amount' }).fill('0');
    await dialog(page).getByPlaceholder('Add a note about this entry...').fill('none at all');
    await dialog(page).getByRole('button', { name: 'Log Entry' }).click();
    await seeToast(page, 'Entry logged successfully', 'Logged entry for Snacks');
    await dialogClosed(page);
    const entries = await api.entries(habits.snacks.id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ date: yesterday, actualValue: 0, performance: 'success' });
    // The card's MONTHLY and STREAKS boxes follow.
    const streaks = computeStreaks(entries, day);
    const onTrack = yesterday.slice(0, 7) === day.slice(0, 7) ? 1 : 0;
    await textMatches(
      summaryCard(page, 'Snacks'),
      labelled('On Track', onTrack),
      labelled('Missed', 0),
      labelled('Current', streaks.currentStreak),
      labelled('Record', streaks.longestStreak),
    );
  });

  test('custom tags and levels need a selection; a chosen tag is logged for today', async () => {
    const day = today();
    const page = await open('/');
    await summaryCard(page, 'Screen Time').getByRole('button', { name: /Log/ }).first().click();
    await see(dialog(page).getByRole('button', { name: 'Log Entry' }));
    await dialog(page).getByRole('button', { name: 'Log Entry' }).click();
    await seeToast(page, 'Missing selection', 'Please select a custom tag');
    // The tag is the same spinbutton: nothing chosen yet, + picks the first tag and steps on.
    const tag = dialog(page).getByRole('spinbutton', { name: 'tag' });
    expect(await tag.getAttribute('aria-valuetext')).toBe('Select a custom tag');
    await tag.focus();
    await page.keyboard.press('PageUp');
    expect(await tag.getAttribute('aria-valuetext')).toBe('Over 3h');
    await dialog(page).getByRole('button', { name: 'Log Entry' }).click();
    await seeToast(page, 'Entry logged successfully', 'Logged entry for Screen Time');
    const saved = (await api.entries(habits.screen.id)).find((entry) => entry.date === day);
    expect(saved).toMatchObject({ levelValue: '3', performance: 'over' });
    await textMatches(summaryCard(page, 'Screen Time'), labelled('Missed', 1));

    await summaryCard(page, 'Alcohol').getByRole('button', { name: /Log/ }).first().click();
    await see(dialog(page).getByRole('button', { name: 'Log Entry' }));
    // Today already has 'moderate': the dialog starts from it; clear it to see the rule.
    await dialog(page).getByRole('button', { name: 'Previous day' }).click();
    await dialog(page).getByRole('button', { name: 'Previous day' }).click();
    await dialog(page).getByRole('button', { name: 'Log Entry' }).click();
    await seeToast(page, 'Missing selection', 'Please select a level');
    await dialog(page).getByRole('button', { name: 'Cancel' }).click();
  });

  test('the API refuses a future day too', async () => {
    const error = await api
      .logEntry(habits.coffee.id, { date: addDays(today(), 1), actualValue: 1 })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(400);
  });
});

describe('Manage Habits', () => {
  test('cards show the goal descriptions', async () => {
    const page = await open('/manage');
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
    const page = await open('/manage');
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
    const page = await open('/manage');
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
    const page = await open(`/habit/${habits.coffee.id}/settings`);
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
    habits.coffee = await habitByName('Flat White');
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
    const page = await open('/habit/99999/settings');
    await see(page.getByText('Habit not found'));
    await page.getByRole('button', { name: 'Back to Home' }).click();
    await page.waitForURL((url) => url.pathname === '/');
  });

  test('Delete Habit → Delete Permanently goes to / and removes the habit', async () => {
    const page = await open(`/habit/${habits.alcohol.id}/settings`);
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
