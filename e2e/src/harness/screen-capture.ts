/**
 * The screens walk's machinery: the accounts it signs in as (the admin, a user with two habits and
 * their history, a user with none), a screen's capture in one theme (axe-core at 1280×800,
 * screenshots at 1280×800 and 375×812), and the tests of a list of screens.
 */
import path from 'node:path';
import { addDays } from '@taper/domain';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, test } from 'vitest';
import { axeFindings, formatFindings, type AxeFinding } from '../axe';
import { SCREENSHOTS } from '../env';
import { newUser, type Api, type ApiHabit } from './api-client';
import type { App } from './app';
import { useToken } from './browser';
import { DESKTOP, PHONE, today } from './constants';
import { coffeeHabit, screenTimeHabit } from './habit-fixtures';
import { see } from './waits';

type Theme = 'light' | 'dark';

/** The habits of the user with habits, whose ids the screens' addresses carry. */
export interface ScreenHabits {
  habit: ApiHabit;
  tagsHabit: ApiHabit;
}

export interface Screen {
  name: string;
  /** Which account: none (signed out), the admin, a user with habits, a user without. */
  as: 'none' | 'admin' | 'user' | 'empty';
  url: (habits: ScreenHabits) => string;
  /** Opens what the screen is about (a dialog, a menu) and returns what shows it is ready. */
  ready: (page: Page) => Promise<Locator>;
}

type Accounts = Record<'admin' | 'user' | 'empty', Api>;

export const heading = (page: Page, name: string | RegExp) =>
  Promise.resolve(page.getByRole('heading', { name }).first());
export const dialogTitle = (page: Page, name: string | RegExp) =>
  Promise.resolve(page.getByRole('dialog').getByRole('heading', { name }).first());

/** The three accounts (the admin first) and the user's Coffee and Screen Time with a history. */
async function seedScreens(app: App): Promise<{ accounts: Accounts } & ScreenHabits> {
  const accounts = {} as Accounts;
  accounts.admin = app.api();
  await accounts.admin.signup(newUser('Ada', 'Admin'));
  accounts.user = app.api();
  await accounts.user.signup(newUser('Uma', 'User'));
  accounts.empty = app.api();
  await accounts.empty.signup(newUser('Eve', 'Empty'));
  const habit = await accounts.user.createHabit(coffeeHabit());
  const tagsHabit = await accounts.user.createHabit(screenTimeHabit());
  const day = today();
  for (const [offset, cups] of [1, 3, 0, 2, 1, 4, 0, 1, 2, 2].entries()) {
    await accounts.user.logEntry(habit.id, { date: addDays(day, -offset), actualValue: cups });
  }
  for (const offset of [0, 1, 2, 4]) {
    await accounts.user.logEntry(tagsHabit.id, {
      date: addDays(day, -offset),
      levelValue: String((offset % 3) + 1),
    });
  }
  return { accounts, habit, tagsHabit };
}

/**
 * The page as it settles after a load or a resize: its fonts in, then three frames, in which what
 * a resize sets off (observers measuring the bars, React's render of what they set) is drawn.
 */
async function settle(page: Page) {
  await page.evaluate(async () => {
    await document.fonts.ready;
    for (let frame = 0; frame < 3; frame++) {
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
  });
}

const PROFILE = process.env.E2E_PROFILE === '1';
function stepTimer(label: string) {
  let last = Date.now();
  return (step: string) => {
    if (PROFILE) process.stdout.write(`${label} ${step}: ${Date.now() - last} ms\n`);
    last = Date.now();
  };
}

async function capture(
  app: App,
  seeded: { accounts: Accounts } & ScreenHabits,
  screen: Screen,
  theme: Theme,
): Promise<AxeFinding[]> {
  const step = stepTimer(`${screen.name} ${theme}`);
  const { page } = await app.session(DESKTOP);
  if (screen.as === 'none') {
    await page.goto(screen.url(seeded));
  } else {
    const account = seeded.accounts[screen.as];
    await account.setTheme(theme);
    if (!account.token) throw new Error('not signed up');
    await useToken(page, account.token, screen.url(seeded));
  }
  step('open');
  await see(await screen.ready(page));
  step('ready');
  const isDark = await page.evaluate(() => document.documentElement.classList.contains('dark'));
  if (isDark !== (theme === 'dark')) {
    throw new Error(`${screen.name}: expected the ${theme} theme, the page shows the other one`);
  }
  // axe once per theme, at desktop size (the rules read the DOM and colours, which the phone
  // layout shares); screenshots at both sizes.
  await settle(page);
  const findings = await axeFindings(page, `${screen.name} ${theme}`);
  step('axe');
  for (const [size, viewport] of [
    ['1280x800', DESKTOP],
    ['375x812', PHONE],
  ] as const) {
    await page.setViewportSize(viewport);
    await settle(page);
    await page.screenshot({
      path: path.join(SCREENSHOTS, `${screen.name}-${theme}-${size}.png`),
      fullPage: true,
    });
    step(`screenshot ${size}`);
  }
  return findings;
}

/** One test per screen: screenshots and axe (no serious or critical violation), light and dark. */
export function screenTests(app: App, screens: readonly Screen[]): void {
  let seeded: { accounts: Accounts } & ScreenHabits;
  beforeAll(async () => {
    seeded = await seedScreens(app);
  });
  describe('every screen: screenshots and axe (no serious or critical violation)', () => {
    for (const screen of screens) {
      test(screen.name, async () => {
        const themes: Theme[] = screen.as === 'none' ? ['light'] : ['light', 'dark'];
        const findings: AxeFinding[] = [];
        for (const theme of themes) findings.push(...(await capture(app, seeded, screen, theme)));
        if (findings.length > 0) {
          throw new Error(
            `axe: ${findings.length} serious/critical violation(s) on ${screen.name}:\n${formatFindings(findings)}`,
          );
        }
      });
    }
  });
}
