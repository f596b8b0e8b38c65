/**
 * A taper plan on the calendar: the day before a step the summary card says 'From tomorrow: ≤ 3';
 * the habit's calendar marks each step's day ('≤ 3' under a day not yet logged, its name saying
 * '≤ 3 from …'), and after 'Hold this step' the days the hold added show as held days. At 375 and
 * 1280 px, light and dark, axe clean, screenshots in artifacts/screenshots.
 */
import path from 'node:path';
import { addDays, type IsoDate } from '@taper/domain';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, test } from 'vitest';
import { axeFindings, formatFindings } from '../axe';
import {
  DESKTOP,
  newUser,
  PHONE,
  SCREENSHOTS,
  see,
  setupApp,
  useToken,
  type Api,
} from '../harness';

const app = setupApp('plan-calendar');
let api: Api;
let teaId = 0;
let day: IsoDate;

beforeAll(async () => {
  api = app.api();
  await api.signup(newUser('Piet', 'Plan'));
  day = (await api.call<{ today: IsoDate }>('GET', '/api/auth/user')).today;
  const tea = await api.createHabit({
    name: 'Tea',
    color: '#0F766E',
    icon: 'coffee',
    goalType: 'number',
    goalSchedule: 'daily',
    dailyGoal: 4,
  });
  teaId = tea.id;
  // 4 from two days ago, 3 from tomorrow, 2 three days later, 1 three days after that.
  await api.call('PUT', `/api/habits/${String(teaId)}/plan`, {
    startGoal: 4,
    endGoal: 1,
    stepBy: 1,
    everyDays: 3,
    startDate: addDays(day, -2),
  });
});

/** The habit calendar's cell of `date`, moving to its month when the grid does not show it. */
async function calendarCell(page: Page, date: IsoDate) {
  const cell = page.locator(`[role="gridcell"][data-date="${date}"]`);
  if ((await cell.count()) === 0) {
    await page.getByRole('button', { name: 'Next month' }).click();
    await see(cell);
  }
  return cell;
}

async function shoot(page: Page, name: string, ready: () => Promise<void>) {
  for (const theme of ['light', 'dark'] as const) {
    await api.setTheme(theme);
    await page.reload();
    await ready();
    const findings = await axeFindings(page, `${name} ${theme}`);
    expect(findings, formatFindings(findings)).toEqual([]);
    for (const [size, viewport] of [
      ['1280x800', DESKTOP],
      ['375x812', PHONE],
    ] as const) {
      await page.setViewportSize(viewport);
      await ready();
      await page.screenshot({
        path: path.join(SCREENSHOTS, `${name}-${theme}-${size}.png`),
        fullPage: true,
      });
    }
  }
  await api.setTheme('light');
  await page.setViewportSize(DESKTOP);
}

describe("a taper plan's steps on the calendar", () => {
  test("the card announces tomorrow's step; the calendar marks steps, then the days a hold adds", async () => {
    const { page } = await app.session(DESKTOP);
    if (!api.token) throw new Error('not signed up');
    await useToken(page, api.token, '/');
    const card = page.getByRole('heading', { name: 'Tea' }).locator('..');
    const tomorrow = async () => {
      await see(card.getByTestId('step-tomorrow').getByText('From tomorrow: ≤ 3'));
    };
    await tomorrow();
    await shoot(page, 'plan-tomorrow', tomorrow);

    // The list view's days: the plan's first step, two days ago, is marked in its cell's words.
    await page.getByRole('button', { name: 'List', exact: true }).click();
    const started = page.locator(`[data-date="${addDays(day, -2)}"][data-plan-step="≤ 4"]`);
    await see(started);
    expect(await started.getAttribute('aria-label')).toContain('≤ 4 from');
    await shoot(page, 'plan-list', async () => {
      await see(started);
    });
    await page.getByRole('button', { name: 'Cards', exact: true }).click();
    await tomorrow();

    await page.goto(new URL(`/habit/${String(teaId)}`, app.server.baseURL).toString());
    await see(page.getByRole('grid'));
    const step = await calendarCell(page, addDays(day, 1));
    expect(await step.getAttribute('data-plan-step')).toBe('≤ 3');
    await see(step.getByText('≤ 3', { exact: true }));
    expect(await step.getByRole('button').getAttribute('aria-label')).toMatch(/≤ 3 from \d+ \w+/);

    // Holding the step two days: tomorrow's step moves three days on, the two days between held.
    await page.goto(new URL(`/habit/${String(teaId)}`, app.server.baseURL).toString());
    await page.getByRole('button', { name: 'Hold this step' }).click();
    await page.getByLabel('Days to hold').fill('2');
    await page.getByRole('button', { name: 'Hold 2 days' }).click();
    await see(page.getByTestId('goal-line'));
    const heldDay = await calendarCell(page, addDays(day, 1));
    await see(page.locator(`[data-date="${addDays(day, 1)}"][data-held]`));
    expect(await heldDay.getAttribute('data-plan-step')).toBeNull();
    expect(await heldDay.getByRole('button').getAttribute('aria-label')).toContain('step held');
    const moved = await calendarCell(page, addDays(day, 3));
    expect(await moved.getAttribute('data-plan-step')).toBe('≤ 3');
    const shown = async () => {
      await see(page.getByRole('grid'));
      await see(await calendarCell(page, addDays(day, 1)));
      await see(page.locator('[role="gridcell"][data-held]').first());
    };
    await shoot(page, 'plan-calendar-held', shown);
  });
});
