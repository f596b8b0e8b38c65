/**
 * Large text: with the browser's text size at 200% (32 px instead of 16 px), at 375 and 320 px,
 * no control or habit name on /, /habit/{id}, /manage, /create-habit and /account is cut, and
 * nothing scrolls sideways. Screenshots at both widths, light and dark, and of the normal views.
 *
 * The text size is the browser's own setting, set through the DevTools protocol
 * (`Page.setFontSizes`, what Chromium's Settings › Appearance › Font size changes): the root font
 * size follows it, so every rem-based size of Tailwind's (text, spacing, widths) grows with it, as
 * it does for a user who chose larger text. Zoom (`--force-device-scale-factor`) is not text size:
 * it scales pixels, and the layout sees a narrower viewport instead.
 */
import path from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, test } from 'vitest';
import { axeFindings, formatFindings } from '../axe';
import { cutOff } from '../cut-off';
import {
  DESKTOP,
  newUser,
  SCREENSHOTS,
  see,
  setupApp,
  useToken,
  type Api,
  coffeeHabit,
} from '../harness';

const app = setupApp('large-text');
let user: Api;
let coffeeId = 0;

beforeAll(async () => {
  user = app.api();
  await user.signup(newUser('Lena', 'Large'));
  const coffee = await user.createHabit(coffeeHabit());
  coffeeId = coffee.id;
  await user.createHabit({
    name: 'Evening wine',
    color: '#7C3AED',
    icon: 'coffee',
    goalType: 'level',
    goalSchedule: 'daily',
    levelGoal: 'low',
  });
});

const SCREENS: { name: string; url: () => string; ready: (page: Page) => Promise<void> }[] = [
  {
    name: 'summary',
    url: () => '/',
    ready: async (page) => {
      await see(page.getByRole('region', { name: 'Log Coffee today' }));
    },
  },
  {
    name: 'habit',
    url: () => `/habit/${String(coffeeId)}`,
    ready: async (page) => {
      await see(page.getByRole('grid'));
    },
  },
  {
    name: 'manage',
    url: () => '/manage',
    ready: async (page) => {
      await see(page.getByText('Evening wine', { exact: true }).first());
    },
  },
  {
    name: 'create',
    url: () => '/create-habit',
    ready: async (page) => {
      await see(page.getByRole('radiogroup', { name: 'Basic Icons' }));
    },
  },
  {
    name: 'account',
    url: () => '/account',
    ready: async (page) => {
      await see(page.getByRole('heading', { name: 'Import data' }));
    },
  },
];

/** The browser's default text size at 200%: 32 px (the rem Tailwind's sizes are made of). */
async function largeText(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Page.setFontSizes', { fontSizes: { standard: 32, fixed: 26 } });
}

describe('at 200% text size', () => {
  for (const width of [375, 320] as const) {
    for (const theme of ['light', 'dark'] as const) {
      test(`nothing is cut and nothing scrolls sideways at ${String(width)} px (${theme})`, async () => {
        await user.setTheme(theme);
        const problems: string[] = [];
        for (const screen of SCREENS) {
          const { page } = await app.session({ width, height: 800 });
          await largeText(page);
          if (!user.token) throw new Error('not signed up');
          await useToken(page, user.token, screen.url());
          await screen.ready(page);
          const rootSize = await page.evaluate(() =>
            Number.parseFloat(getComputedStyle(document.documentElement).fontSize),
          );
          expect(rootSize, 'the root text size is doubled').toBe(32);
          // 'Skip to content' shows once focused: it is measured too.
          await page.keyboard.press('Tab');
          const found = await cutOff(page);
          if (found.pageWidth > found.window)
            problems.push(
              `${screen.name}: the page is ${String(found.pageWidth)} px wide in ${String(found.window)} px`,
            );
          problems.push(...found.cut.map((line) => `${screen.name}: ${line}`));
          // The window's view, not the full page: a full-page capture re-sizes the page, which
          // puts the text size back.
          await page.screenshot({
            path: path.join(SCREENSHOTS, `large-text-${screen.name}-${String(width)}-${theme}.png`),
          });
        }
        await user.setTheme('light');
        expect(problems, problems.join('\n')).toEqual([]);
      });
    }
  }

  test('axe stays clean on the summary and habit screens at 320 px', async () => {
    const findings = [];
    for (const screen of SCREENS.slice(0, 2)) {
      const { page } = await app.session({ width: 320, height: 800 });
      await largeText(page);
      if (!user.token) throw new Error('not signed up');
      await useToken(page, user.token, screen.url());
      await screen.ready(page);
      findings.push(...(await axeFindings(page, `large text ${screen.name}`)));
    }
    expect(findings, formatFindings(findings)).toEqual([]);
  });
});

describe('at the normal text size', () => {
  for (const viewport of [{ width: 375, height: 800 }, DESKTOP]) {
    test(`nothing is cut at ${String(viewport.width)} px, light and dark`, async () => {
      const problems: string[] = [];
      for (const theme of ['light', 'dark'] as const) {
        await user.setTheme(theme);
        for (const screen of SCREENS) {
          const { page } = await app.session(viewport);
          if (!user.token) throw new Error('not signed up');
          await useToken(page, user.token, screen.url());
          await screen.ready(page);
          const found = await cutOff(page);
          if (found.pageWidth > found.window)
            problems.push(`${screen.name}: the page is ${String(found.pageWidth)} px wide`);
          if (screen.name === 'summary') {
            // At the normal size the today board's amount, Save and '+1' stay on one line.
            const board = page.getByRole('region', { name: 'Log Coffee today' });
            const tops = await Promise.all(
              [
                board.getByRole('spinbutton'),
                board.getByRole('button', { name: 'Save' }),
                board.getByRole('button', { name: '+1, Coffee today' }),
              ].map(async (control) => Math.round((await control.boundingBox())?.y ?? -1)),
            );
            if (Math.max(...tops) - Math.min(...tops) > 4)
              problems.push(`summary ${theme}: the today board's form wraps (${tops.join(', ')})`);
          }
          problems.push(...found.cut.map((line) => `${screen.name} ${theme}: ${line}`));
          await page.screenshot({
            path: path.join(
              SCREENSHOTS,
              `normal-text-${screen.name}-${String(viewport.width)}-${theme}.png`,
            ),
            fullPage: true,
          });
        }
      }
      await user.setTheme('light');
      expect(problems, problems.join('\n')).toEqual([]);
    });
  }
});
