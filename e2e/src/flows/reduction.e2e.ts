/**
 * How much less than when you started (issue 33): "I used to have 5 coffees a day at €3.20", set
 * on the Create screen, then a week of 2s: the summary's strip and card and the habit screen's
 * Reduction card say '60% below your baseline so far this week · 21 fewer cups · €67.20 saved ·
 * 7 days since your last over day'; the money milestone's toast shows once. Screenshots of the strip and the card,
 * light and dark, at 1280 and 375 px.
 */
import { addDays } from '@taper/domain';
import path from 'node:path';
import { mkdir } from 'node:fs/promises';
import { beforeAll, describe, expect, test } from 'vitest';
import {
  DESKTOP,
  newUser,
  notSee,
  openAs,
  PHONE,
  SCREENSHOTS,
  see,
  seeToast,
  setupApp,
  today,
  type Api,
  type ApiHabit,
} from '../harness';

const app = setupApp('reduction');
const LINE =
  '60% below your baseline so far this week · 21 fewer cups · €67.20 saved · 7 days since your last over day';
const CARD_LINE = '2/day, was 5 · 7 days since your last over day';

let api: Api;
let coffee: ApiHabit;

beforeAll(async () => {
  api = app.api();
  await api.signup(newUser('Rita', 'Reducer'));
});

describe('5 coffees a day at €3.20, then a week of 2s', () => {
  test('the baseline, unit and cost are set on the Create screen', async () => {
    const page = await openAs(app, api, '/create-habit');
    await page.getByPlaceholder(/Coffee/).fill('Coffee');
    await page.getByRole('radio', { name: /^Number/ }).check();
    await page.getByLabel('Daily Goal', { exact: true }).fill('3');
    await page.getByLabel('I used to have').fill('5');
    await page.getByLabel('Unit', { exact: true }).fill('cups');
    await see(page.getByText('cups a day'));
    await page.getByLabel('Cost per unit (EUR)').fill('3.20');
    await page.getByRole('button', { name: 'Create Habit' }).click();
    await seeToast(page, 'Success', 'Habit created successfully!');
    const habits = await api.call<ApiHabit[]>('GET', '/api/habits');
    const created = habits.find((habit) => habit.name === 'Coffee');
    expect(created).toMatchObject({ baseline: 5, unit: 'cups', costPerUnit: 3.2, dailyGoal: 3 });
    if (!created) throw new Error('Coffee was not created');
    coffee = created;
    for (let back = 6; back >= 0; back--)
      await api.logEntry(coffee.id, { date: addDays(today(), -back), actualValue: 2 });
  });

  test("the summary's strip and card say how much less", async () => {
    const page = await openAs(app, api, '/');
    const strip = page.getByTestId('reduction-strip');
    await see(strip.getByText(LINE, { exact: false }));
    await see(page.getByTestId('reduction-card-line').getByText(CARD_LINE, { exact: true }));
  });

  test('the habit screen has a Reduction card, and the milestone toast shows once', async () => {
    const page = await openAs(app, api, `/habit/${coffee.id}`);
    const card = page.getByRole('region', { name: 'Reduction' });
    await see(page.getByTestId('reduction-line').getByText(LINE, { exact: true }));
    await seeToast(page, 'Milestone reached', '€50 saved');
    await see(card.getByText('5 cups a day, as you entered it'));
    await see(card.getByText('€10 saved'));
    await page.reload();
    await see(page.getByTestId('reduction-line'));
    await notSee(page.getByText('Milestone reached'), 2_000);
  });
});

describe('5 coffees a day at €3.20, then a week of 2s', () => {
  test('a habit without a baseline invites one', async () => {
    const tea = await api.createHabit({
      name: 'Tea',
      color: '#10B981',
      icon: 'coffee',
      goalType: 'number',
      goalSchedule: 'daily',
      dailyGoal: 2,
    });
    const page = await openAs(app, api, `/habit/${tea.id}`);
    await see(page.getByRole('link', { name: 'Set a baseline for Tea' }));
  });

  test('screenshots: the strip and the card, light and dark, 1280 and 375 px', async () => {
    await mkdir(SCREENSHOTS, { recursive: true });
    for (const theme of ['light', 'dark'] as const) {
      await api.setTheme(theme);
      for (const viewport of [DESKTOP, PHONE]) {
        const page = await openAs(app, api, '/', viewport);
        const strip = page.getByTestId('reduction-strip');
        await see(strip.getByText(LINE, { exact: false }));
        await strip.screenshot({
          path: path.join(SCREENSHOTS, `reduction-strip-${theme}-${viewport.width}.png`),
        });
        await page.screenshot({
          path: path.join(SCREENSHOTS, `reduction-summary-${theme}-${viewport.width}.png`),
        });
        await page.goto(`/habit/${coffee.id}`);
        const card = page.getByRole('region', { name: 'Reduction' });
        await see(card.getByText(LINE));
        // Clear of the sticky header and the fixed action bar of a phone's screen.
        await card.evaluate((element) => {
          element.scrollIntoView({ block: 'center' });
        });
        await card.screenshot({
          path: path.join(SCREENSHOTS, `reduction-card-${theme}-${viewport.width}.png`),
        });
      }
    }
    await api.setTheme('light');
  });
});
