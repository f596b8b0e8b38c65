/**
 * Habit groups (issue 51), by keyboard: a user makes 'Alcohol, at most 14 units a week' on
 * Manage, moves Beer (counts as 2.3) and Wine (2.1) into it, logs two pints and three glasses and
 * sees '10.9 of 14 units this week' on the summary's section header and on the group screen; logs
 * more, sees the header go over and the day marked on both habits' calendars; collapses the
 * section, reloads, and finds it still collapsed — at 375 and 1280 px, light and dark.
 * Screenshots: Manage's groups card (dark), the summary over budget and a member's calendar.
 */
import type { Group, IsoDate } from '@taper/domain';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, test } from 'vitest';
import {
  DESKTOP,
  drink,
  eventually,
  focusedLabel,
  groupsOf,
  newUser,
  openAs,
  PHONE,
  press,
  SCREENSHOTS,
  see,
  seeToast,
  setupApp,
  signedUp,
  today,
  type Api,
  type ApiHabit,
} from '../harness';

const app = setupApp('groups');

beforeAll(async () => {
  // The first account is the administrator; the flow's users are others.
  await signedUp(app, 'Admin', 'First');
});

/** Makes Alcohol on Manage by keyboard and moves Beer and Wine into it with its select. */
async function makeAlcohol(page: Page, api: Api, beer: ApiHabit, wine: ApiHabit) {
  const form = page.locator('[data-new-group]');
  await see(form);
  await form.getByRole('textbox', { name: 'Group name' }).focus();
  await page.keyboard.type('Alcohol');
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('SELECT');
  await page.keyboard.press('Tab');
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('14');
  await page.keyboard.press('Enter');
  await seeToast(page, 'Group Alcohol added');
  const [alcohol] = await eventually('Alcohol made', groupsOf(api), (list) => list.length === 1);
  expect(alcohol).toMatchObject({ name: 'Alcohol', budget: { period: 'week', limit: 14 } });

  // 'Move a habit into Alcohol': ArrowDown chooses the next habit, which moves in at once.
  const into = page.getByRole('combobox', { name: 'Move a habit into Alcohol' });
  await press(into, 'ArrowDown');
  await see(page.locator('[data-group-member]').filter({ hasText: 'Beer' }));
  expect(
    await page.evaluate(() => document.activeElement?.closest('[data-add-member]') !== null),
  ).toBe(true);
  await page.keyboard.press('ArrowDown');
  await eventually(
    'Beer and Wine in Alcohol',
    () => api.habits(),
    (habits) =>
      [beer.id, wine.id].every((id) => habits.find((h) => h.id === id)?.groupId === alcohol?.id),
  );
  return alcohol as Group;
}

/** Types today's amount of `habit` on the today board and presses Enter; the server has it. */
async function logToday(page: Page, api: Api, habit: ApiHabit, amount: number) {
  const field = page.getByRole('spinbutton', { name: `${habit.name} today` });
  await field.focus();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(String(amount));
  await page.keyboard.press('Enter');
  await eventually(
    `${habit.name} logged`,
    () => api.entries(habit.id),
    (entries) => entries.some((entry) => entry.date === today() && entry.actualValue === amount),
  );
}

/** The day's cell on a habit's calendar shows the group's mark, and its name says why. */
async function seeOverDay(page: Page, habit: ApiHabit, day: IsoDate) {
  await page.goto(`/habit/${String(habit.id)}`);
  const cell = page.getByRole('grid').locator(`[data-date="${day}"]`);
  await see(cell.locator('[data-group-over-mark]'));
  expect(await cell.getByRole('button').getAttribute('aria-label')).toMatch(
    /over the group's budget/,
  );
  await see(page.locator('[data-group-over-days]').getByText(/over the group's budget/));
}

describe('a group with a shared budget', () => {
  for (const theme of ['light', 'dark'] as const) {
    for (const viewport of [PHONE, DESKTOP]) {
      const size = `${String(viewport.width)} px, ${theme}`;
      test(`Alcohol, at most 14 units a week: beer and wine, over, collapsed (${size})`, async () => {
        const api = app.api();
        await api.signup(newUser(`Al${String(viewport.width)}${theme}`));
        await api.setTheme(theme);
        const beer = await drink(api, 'Beer', 2.3);
        const wine = await drink(api, 'Wine', 2.1);
        const page = await openAs(app, api, '/manage', viewport);
        const alcohol = await makeAlcohol(page, api, beer, wine);

        await mkdir(SCREENSHOTS, { recursive: true });
        if (theme === 'dark') {
          await page.locator('[data-groups-card]').screenshot({
            path: path.join(SCREENSHOTS, `groups-manage-${theme}-${String(viewport.width)}.png`),
          });
        }

        // Two pints and three glasses today (the user's today, wherever the user lives), typed
        // on the today board.
        const day = today();
        await page.goto('/');
        await logToday(page, api, beer, 2);
        await logToday(page, api, wine, 3);
        const line = page.getByTestId('group-line');
        await see(line.getByText('Alcohol: 10.9 of 14 units this week', { exact: true }));

        // The group screen, opened from the header by keyboard.
        await press(page.getByRole('link', { name: 'Open the group Alcohol' }), 'Enter');
        await page.waitForURL(new RegExp(`/group/${String(alcohol.id)}$`));
        await see(page.getByText('Alcohol: 10.9 of 14 units this week', { exact: true }));

        // Two more glasses: 4.6 + 10.5 = 15.1, over the week's 14.
        await page.goBack();
        await logToday(page, api, wine, 5);
        await see(line.getByText('Alcohol: 15.1 of 14 units this week', { exact: true }));
        await see(page.getByText('Over budget', { exact: true }));
        await page.evaluate(() => {
          window.scrollTo(0, 0);
        });
        await page.screenshot({
          path: path.join(SCREENSHOTS, `groups-summary-${theme}-${String(viewport.width)}.png`),
        });

        await seeOverDay(page, wine, day);
        await seeOverDay(page, beer, day);
        await page.locator('[data-date]').first().scrollIntoViewIfNeeded();
        await page.screenshot({
          path: path.join(SCREENSHOTS, `groups-calendar-${theme}-${String(viewport.width)}.png`),
        });

        // Collapse by keyboard (Space); the control keeps the focus and says it is collapsed.
        await page.goto('/');
        const collapse = page.getByRole('button', { name: /^Collapse Alcohol: 15\.1 of 14/ });
        await press(collapse, 'Space');
        const expand = page.getByRole('button', { name: /^Expand Alcohol: 15\.1 of 14/ });
        await see(expand);
        await eventually(
          'the focus on Expand Alcohol',
          () => focusedLabel(page),
          (now) => now?.startsWith('Expand Alcohol') === true,
        );
        expect(await expand.getAttribute('aria-expanded')).toBe('false');
        await page.reload();
        await see(page.getByRole('button', { name: /^Expand Alcohol: 15\.1 of 14/ }));
        const section = page.getByRole('region', { name: 'Alcohol' });
        expect(await section.getByText('Beer', { exact: true }).isVisible()).toBe(false);
        // Enter opens it again.
        await press(page.getByRole('button', { name: /^Expand Alcohol/ }), 'Enter');
        await see(section.getByText('Beer', { exact: true }).first());
      });
    }
  }
});
