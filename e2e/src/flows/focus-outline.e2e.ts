/**
 * Every focus stop of /, /habit/{id}, /manage and /create-habit shows a real outline with 3:1
 * contrast in light and dark, and still shows focus under forced colours (Windows High Contrast),
 * where box-shadow rings are dropped; axe stays clean on the walked screens.
 */
import path from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, test } from 'vitest';
import { axeFindings, formatFindings } from '../axe';
import {
  coffeeHabit,
  focusedAndNot,
  focusedOutline,
  newUser,
  openAs,
  PHONE,
  SCREENSHOTS,
  see,
  setupApp,
  walkEveryStop,
  type Api,
} from '../harness';

const app = setupApp('focus-outline');
let user: Api;

beforeAll(async () => {
  user = app.api();
  await user.signup(newUser('Kay', 'Board'));
  await user.createHabit(coffeeHabit());
});

/** Each screen of the walk, and what shows once it has loaded. */
const SCREENS: {
  name: string;
  url: () => Promise<string>;
  ready: (page: Page) => Promise<void>;
}[] = [
  {
    name: 'summary',
    url: () => Promise.resolve('/'),
    ready: async (page) => {
      await see(page.getByRole('region', { name: 'Log Coffee today' }));
    },
  },
  {
    name: 'habit',
    url: async () => {
      const [coffee] = await user.habits();
      return `/habit/${String(coffee?.id)}`;
    },
    ready: async (page) => {
      await see(page.getByRole('grid'));
    },
  },
  {
    name: 'manage',
    url: () => Promise.resolve('/manage'),
    ready: async (page) => {
      await see(page.getByText('Coffee', { exact: true }).first());
    },
  },
  {
    name: 'create',
    url: () => Promise.resolve('/create-habit'),
    ready: async (page) => {
      await see(page.getByRole('radiogroup', { name: 'Basic Icons' }));
      // A name, so Create Habit is enabled and a stop of its own.
      await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Tea');
      await page.evaluate(() => {
        (document.activeElement as HTMLElement | null)?.blur();
      });
    },
  },
];

describe('forced colours', () => {
  for (const screen of SCREENS) {
    test(`every stop of the ${screen.name} screen looks different focused and unfocused`, async () => {
      await user.setTheme('light');
      const page = await openAs(app, user, await screen.url());
      await page.emulateMedia({ forcedColors: 'active' });
      await screen.ready(page);
      const same: string[] = [];
      const stops = await walkEveryStop(page, async (stop, name) => {
        const shots = await focusedAndNot(page);
        if (!shots) throw new Error(`${name} has no box`);
        if (shots[0].equals(shots[1])) same.push(name);
        if (stop === 3) {
          await page.screenshot({
            path: path.join(SCREENSHOTS, `focus-forced-colours-${screen.name}-stop-3.png`),
          });
        }
      });
      expect(stops.length, `the stops: ${stops.join(', ')}`).toBeGreaterThan(4);
      expect(same, 'stops with no visible focus under forced colours').toEqual([]);
    });
  }
});

describe('the focus outline in light and dark', () => {
  for (const theme of ['light', 'dark'] as const) {
    test(`every stop of /, /habit, /manage and /create-habit has a solid outline with 3:1 contrast (${theme})`, async () => {
      await user.setTheme(theme);
      const weak: string[] = [];
      for (const screen of SCREENS) {
        const page = await openAs(app, user, await screen.url(), PHONE);
        await screen.ready(page);
        await walkEveryStop(page, async (stop, name) => {
          const outline = await focusedOutline(page);
          if (!outline) throw new Error(`${name}: focus left the page`);
          if (outline.style === 'none' || outline.width < 2 || outline.contrast < 3)
            weak.push(
              `${screen.name} ${name}: ${outline.style} ${String(outline.width)}px, ${outline.contrast.toFixed(2)}:1 (${outline.colours})`,
            );
          if (screen.name === 'summary' && stop === 5) {
            await page.screenshot({
              path: path.join(SCREENSHOTS, `focus-outline-summary-${theme}-375.png`),
            });
          }
        });
      }
      await user.setTheme('light');
      expect(weak, 'stops whose outline is missing, thin or faint').toEqual([]);
    });
  }
});

describe('axe', () => {
  for (const theme of ['light', 'dark'] as const) {
    test(`the summary and habit screens stay clean (${theme})`, async () => {
      await user.setTheme(theme);
      const findings = [];
      for (const screen of SCREENS.slice(0, 2)) {
        const page = await openAs(app, user, await screen.url(), PHONE);
        await screen.ready(page);
        findings.push(...(await axeFindings(page, `focus ${screen.name} ${theme}`)));
      }
      await user.setTheme('light');
      expect(findings, formatFindings(findings)).toEqual([]);
    });
  }
});
