/**
 * Logging a habit: today and past days from the calendar's Log Result dialog and from a summary
 * card's Log Entry dialog, never a future day (SPEC §4 'Saving an entry', §5 'Log entry').
 */
import {
  addDays,
  fullDateText,
  monthHeading,
  nextMonth,
  weekdayName,
  yearMonthOf,
} from '@taper/domain';
import { computeStreaks } from '@taper/domain/rules';
import { beforeAll, describe, expect, test } from 'vitest';
import {
  ApiError,
  createdHabits,
  dayButton,
  dialog,
  dialogClosed,
  expectDisabled,
  expectHabitScreenNumbers,
  expectSuccessFill,
  labelled,
  newUser,
  notSee,
  openAs,
  see,
  seeDialog,
  seeToast,
  setupApp,
  showMonthOf,
  summaryCard,
  textMatches,
  today,
  type Api,
  type CreatedHabits,
} from '../harness';

const app = setupApp('habit-logging');
let api: Api;
let habits: CreatedHabits;

beforeAll(async () => {
  api = app.api();
  await api.signup(newUser('Hana', 'Habits'));
  habits = await createdHabits(api);
});

describe('logging from the calendar (Log Result, Save Result)', () => {
  test('the month calendar: heading, M–S header, 42 cells, today dashed, future disabled', async () => {
    const day = today();
    const page = await openAs(app, api, `/?habitId=${habits.coffee.id}`);
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
});

describe('logging from the calendar (Log Result, Save Result)', () => {
  test('logging today (over), a past day (success), then correcting today: fills, bar, numbers', async () => {
    const day = today();
    const yesterday = addDays(day, -1);
    const colour = habits.coffee.color;
    const page = await openAs(app, api, `/?habitId=${habits.coffee.id}`);

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
    await expectHabitScreenNumbers(page, api, habits.coffee);

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
    await expectHabitScreenNumbers(page, api, habits.coffee);
    await textMatches(page.locator('main'), "You're on your longest streak ever");
  });
});

describe('logging from the calendar (Log Result, Save Result)', () => {
  test('a level habit steps none → low → moderate and judges by the level goal', async () => {
    const day = today();
    const page = await openAs(app, api, `/?habitId=${habits.alcohol.id}`);
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
    await expectHabitScreenNumbers(page, api, habits.alcohol);
  });
});

describe('logging from a summary card (Log Entry)', () => {
  test('the date navigator: Today, Yesterday, next hidden at today, date input max today', async () => {
    const day = today();
    const page = await openAs(app, api, '/');
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
    const page = await openAs(app, api, '/');
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
});

describe('logging from a summary card (Log Entry)', () => {
  test('custom tags and levels need a selection; a chosen tag is logged for today', async () => {
    const day = today();
    const page = await openAs(app, api, '/');
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
