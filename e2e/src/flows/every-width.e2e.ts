/**
 * Every width from 320 to 1440 px: no sideways scroll with a 60-character name, no summary card
 * clipped with the longest name, level and tags, and no toast over a Log, View or Log Your Result.
 */
import { beforeAll, describe, expect, test } from 'vitest';
import {
  at,
  eventually,
  EVERYDAY_HABITS,
  newUser,
  numberHabits,
  openAs,
  see,
  setupApp,
  today,
  type Api,
  type ApiHabit,
} from '../harness';

const app = setupApp('every-width');
let api: Api;
const NAMES = EVERYDAY_HABITS;
const habits: ApiHabit[] = [];

const USER = newUser('Eve', 'Everyday');

beforeAll(async () => {
  api = app.api();
  await api.signup(USER);
  habits.push(...(await numberHabits(api, NAMES, '#3B82F6', 3)));
});

describe('every width', () => {
  test('no sideways scroll from 320 to 1440 px with a 60-character name; the full name is kept', async () => {
    const long = `Late-night ${'scrolling '.repeat(5)}apps`.slice(0, 60);
    const habit = await api.createHabit({
      name: long,
      color: '#10B981',
      icon: 'coffee',
      goalType: 'number',
      goalSchedule: 'daily',
      dailyGoal: 2,
    });
    const page = await openAs(app, api, '/');
    for (const width of [320, 375, 768, 1440]) {
      await page.setViewportSize({ width, height: 800 });
      for (const url of ['/', '/manage', `/habit/${habit.id}`, '/account']) {
        await page.goto(url);
        await see(page.locator('main'));
        await page.waitForLoadState('networkidle');
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        if (overflow > 0) {
          const wide = await page.evaluate(() =>
            [...document.querySelectorAll('body *')]
              .filter(
                (el) => el.getBoundingClientRect().right > document.documentElement.clientWidth + 1,
              )
              .slice(0, 5)
              .map((el) => `${el.tagName}.${el.className}`.slice(0, 120)),
          );
          await page.screenshot({ path: `../artifacts/overflow-${width}.png` });
          throw new Error(`${url} at ${width} px: ${overflow}px sideways: ${wide.join(' | ')}`);
        }
      }
    }
    await page.goto('/manage');
    await see(page.getByTitle(long));
  });
});

describe('every width', () => {
  test('no summary card is clipped from 320 to 1440 px with the longest name, level and tags', async () => {
    const long = `Late-night ${'scrolling '.repeat(5)}apps`.slice(0, 60);
    const tag = 'x'.repeat(12) + ' much longer tag text here'.padEnd(28, '!');
    const level = await api.createHabit({
      name: `${long.slice(0, 50)} level`,
      color: '#8B5CF6',
      icon: 'coffee',
      goalType: 'level',
      goalSchedule: 'daily',
      levelGoal: 'low',
    });
    await api.logEntry(level.id, { date: today(), levelValue: 'moderate' });
    await api.createHabit({
      name: `${long.slice(0, 52)} my tags`,
      color: '#EC4899',
      icon: 'coffee',
      goalType: 'custom_tags',
      goalSchedule: 'daily',
      customTags: [tag, `${tag.slice(0, 39)}2`, `${tag.slice(0, 39)}3`, `${tag.slice(0, 39)}4`],
      levelGoal: '2',
    });
    const page = await openAs(app, api, '/');
    await see(page.getByText('Logged: Moderate'));
    for (const width of [320, 375, 768, 1024, 1280, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      const clipped = await page.evaluate(() => {
        const out: string[] = [];
        for (const card of document.querySelectorAll('main > .grid > *')) {
          const box = card.getBoundingClientRect();
          for (const child of card.querySelectorAll('button, input, h2, p, [role=group]')) {
            const r = child.getBoundingClientRect();
            if (r.width === 0) continue;
            if (r.left < box.left - 0.5 || r.right > box.right + 0.5)
              out.push(`${child.tagName} '${child.textContent.slice(0, 30)}'`);
            // A clipped text (cut without its room) reads as wider inside than shown.
            if (child.tagName === 'BUTTON' && child.scrollWidth > child.clientWidth + 1)
              out.push(`cut: ${child.tagName} '${child.textContent.slice(0, 30)}'`);
          }
        }
        return out;
      });
      expect(clipped, `at ${width} px`).toEqual([]);
      const name = page.getByRole('heading', { name: long, exact: true });
      expect(await name.getAttribute('title')).toBe(long);
      await page.screenshot({
        path: `../artifacts/screenshots/summary-cards-${width}.png`,
        fullPage: true,
      });
    }
  });
});

describe('every width', () => {
  test('a log toast covers no card’s Log or View, at any width', async () => {
    const page = await openAs(app, api, '/');
    for (const width of [320, 375, 1280, 1440]) {
      await page.setViewportSize({ width, height: 800 });
      const amount = page.getByRole('spinbutton', { name: `${at(NAMES, 0)} today` });
      await amount.fill(String(width % 7));
      await amount.press('Enter');
      await see(page.getByRole('region', { name: 'Notifications' }).getByRole('listitem'));
      for (const name of NAMES.slice(0, 3)) {
        // A trial click checks that the button itself would take the click, nothing over it.
        await page
          .getByRole('button', { name: `Log ${name}` })
          .click({ trial: true, timeout: 2_000 });
        await page
          .getByRole('button', { name: `View ${name}` })
          .click({ trial: true, timeout: 2_000 });
      }
    }
  });

  test('a toast lives in a landmark and never covers Log Your Result', async () => {
    const page = await openAs(app, api, `/habit/${at(habits, 0).id}`);
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await page.getByRole('button', { name: 'Log Your Result' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Save Result' }).click();
      const toasts = page.getByRole('region', { name: 'Notifications' }).getByRole('listitem');
      await see(toasts.last());
      // The newest toast, measured once it is laid out (the previous width's may be leaving).
      const toastBox = await eventually(
        `the toast at ${width} px measured`,
        () => toasts.last().boundingBox({ timeout: 1000 }),
        (box) => box !== null,
      );
      const action = await page.getByRole('button', { name: 'Log Your Result' }).boundingBox();
      if (!toastBox || !action) throw new Error('toast or action not shown');
      const overlaps =
        toastBox.x < action.x + action.width &&
        action.x < toastBox.x + toastBox.width &&
        toastBox.y < action.y + action.height &&
        action.y < toastBox.y + toastBox.height;
      expect(overlaps, `at ${width} px`).toBe(false);
    }
  });
});
