/**
 * The habit screens as the habit flows read them: the header, the calendar's days, the log
 * dialogs, a summary card, and the numbers the screen should show for a habit's entries.
 */
import { fullDateText, MONTH_NAMES, parseIsoDate, yearMonthOf, type IsoDate } from '@taper/domain';
import { computeStreaks, monthStats, streakTierText, weeklySummary } from '@taper/domain/rules';
import type { Locator, Page } from 'playwright-core';
import type { Api, ApiHabit } from './api-client';
import { hexToRgb, colourOf, sameColour } from './colours';
import { today } from './constants';
import { eventually, labelled, see, textMatches } from './waits';

export function header(page: Page): Locator {
  return page.locator('header').first();
}

export async function habitByName(api: Api, name: string): Promise<ApiHabit> {
  const found = (await api.habits()).find((habit) => habit.name === name);
  if (!found) throw new Error(`No habit named ${name}`);
  return found;
}

/** The calendar button of a day (its accessible name carries SPEC's full date). */
export function dayButton(page: Page, date: string): Locator {
  return page.getByRole('grid').getByRole('button', { name: fullDateText(date), exact: false });
}

/** Shows the month of `date` on the habit screen. */
export async function showMonthOf(page: Page, date: string): Promise<void> {
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

export function dialog(page: Page): Locator {
  return page.getByRole('dialog');
}

/** Headless UI's dialog element has no box of its own: wait for its title instead. */
export async function seeDialog(page: Page): Promise<void> {
  await see(dialog(page).getByRole('heading').first());
}

export async function dialogClosed(page: Page): Promise<void> {
  await dialog(page).first().waitFor({ state: 'detached' });
}

export async function expectSuccessFill(
  page: Page,
  date: string,
  colour: string,
  filled: boolean,
): Promise<void> {
  await eventually(
    `${date} ${filled ? 'filled with' : 'not filled with'} ${colour}`,
    () => colourOf(dayButton(page, date), 'backgroundColor'),
    (rgb) => sameColour(rgb, hexToRgb(colour)) === filled,
  );
}

/** Expected numbers of the habit screen, from @taper/domain over the entries the API holds. */
export async function expectHabitScreenNumbers(
  page: Page,
  api: Api,
  habit: ApiHabit,
): Promise<void> {
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

export async function expectDisabled(locator: Locator): Promise<void> {
  await eventually(
    `${String(locator)} disabled`,
    () => locator.isDisabled(),
    (v) => v,
  );
}

/** The summary card of the habit named `name` (the one holding its MONTHLY box). */
export function summaryCard(page: Page, name: string): Locator {
  return page
    .locator('div')
    .filter({ has: page.getByRole('heading', { name, exact: true }) })
    .filter({ hasText: 'MONTHLY' })
    .last();
}

/** Presses Habit Settings' Save Changes and waits for the habit screen it goes back to. */
export async function saveSettings(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Save Changes' }).first().click();
  await page.waitForURL(/\?habitId=/);
}

/** '24 November 2026', as the progress screen names a day. */
export function dayMonthYear(date: IsoDate): string {
  const { day: dayOfMonth, month, year } = parseIsoDate(date);
  return `${String(dayOfMonth)} ${MONTH_NAMES[month - 1] ?? ''} ${String(year)}`;
}
