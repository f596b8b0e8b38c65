/**
 * A guided start from a template (issue 54): a new user's empty summary offers the templates; they
 * tap 'Coffee', say 5 cups a day at 3.20, 'gently', see the goal, baseline, cost and the plan's
 * steps the server works out, create it, and the habit is there with its goal and plan. At 1280
 * and 375 px, light and dark, with screenshots.
 */
import path from 'node:path';
import { mkdir } from 'node:fs/promises';
import { describe, expect, test } from 'vitest';
import {
  DESKTOP,
  newUser,
  PHONE,
  SCREENSHOTS,
  see,
  seeToast,
  setupApp,
  useToken,
  type ApiHabit,
} from '../harness';

const app = setupApp('templates');

describe('a new user starts from the Coffee template', () => {
  for (const theme of ['light', 'dark'] as const)
    for (const viewport of [DESKTOP, PHONE])
      test(`5 cups a day at 3.20, gently, ${theme}, ${String(viewport.width)} px`, async () => {
        await mkdir(SCREENSHOTS, { recursive: true });
        const shot = (name: string) =>
          path.join(SCREENSHOTS, `templates-${name}-${theme}-${String(viewport.width)}.png`);
        const api = app.api();
        await api.signup(newUser('Tina', 'Template'));
        await api.setTheme(theme);
        const { page } = await app.session(viewport);
        if (!api.token) throw new Error('sign up first');
        await useToken(page, api.token, '/');

        await see(page.getByRole('heading', { name: 'Start from a template' }));
        await see(page.getByRole('button', { name: /^Something else/ }));
        await page.screenshot({ path: shot('empty-summary'), fullPage: true });
        await page.getByRole('button', { name: /^Coffee/ }).click();

        await page.getByLabel('Cups a day, usually').fill('5');
        await page.getByLabel('Price of a cup (EUR)').fill('3.20');
        await page.getByRole('radio', { name: /^Gently/ }).check();
        await page.getByRole('button', { name: 'Show my plan' }).click();
        await see(page.getByText('Goal: at most 5 cups a day'));
        await see(page.getByText('I used to have 5 cups a day'));
        await see(page.getByText('Cost per unit: €3.20'));
        await see(page.getByText('The plan steps down from 5 to 2.'));
        const steps = page.getByRole('list', { name: 'Plan steps' }).getByRole('listitem');
        expect(await steps.count()).toBe(4);
        await page.screenshot({ path: shot('plan'), fullPage: true });

        await page.getByRole('button', { name: 'Create habit' }).click();
        await seeToast(page, 'Success', 'Habit created successfully!');
        const habits = await api.call<ApiHabit[]>('GET', '/api/habits');
        expect(habits).toHaveLength(1);
        const [coffee] = habits;
        expect(coffee).toMatchObject({
          name: 'Coffee',
          dailyGoal: 5,
          baseline: 5,
          unit: 'cups',
          costPerUnit: 3.2,
        });
        const plan = await api.call<{ plan: unknown }>(
          'GET',
          `/api/habits/${String(coffee?.id)}/plan`,
        );
        expect(plan.plan).toMatchObject({ startGoal: 5, endGoal: 2, stepBy: 1, everyDays: 14 });
        await see(page.getByText('Coffee').first());
        await see(page.getByText(/next: 4 on/i).first());
        await page.screenshot({ path: shot('created'), fullPage: true });
      });
});
