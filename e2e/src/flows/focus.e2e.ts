/**
 * Keyboard focus: the habit form is a short walk with Tab (each icon group one tab stop, roving
 * with arrows, Home/End and type-ahead); every focus stop of /, /habit/{id}, /manage and
 * /create-habit shows a real outline with 3:1 contrast in light and dark, and still shows it under
 * forced colours (Windows High Contrast), where box-shadow rings are dropped; the calendars' days
 * stay apart there too and name their status; offline, a screen never loaded says so.
 */
import path from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, test } from 'vitest';
import { addDays, fullDateText } from '@taper/domain';
import { axeFindings, formatFindings } from '../axe';
import {
  DESKTOP,
  newUser,
  PHONE,
  SCREENSHOTS,
  see,
  setupApp,
  today,
  useToken,
  type Api,
} from '../harness';
import { controlled, saved, signedInWith } from '../offline-helpers';

const app = setupApp('focus');
let user: Api;

beforeAll(async () => {
  user = app.api();
  await user.signup(newUser('Kay', 'Board'));
  await user.createHabit({
    name: 'Coffee',
    color: '#3B82F6',
    icon: 'coffee',
    goalType: 'number',
    goalSchedule: 'daily',
    dailyGoal: 2,
  });
});

/**
 * From a fresh load of the create screen to its 'Create Habit' button, the name typed on the way:
 * the icon picker and the colour presets are one stop each, the custom colour picker one button.
 */
const MAX_TABS = 20;
const PRESETS = /^button(\[button\])?:(Blue|Red|Green|Yellow|Purple|Pink)$/;

/** What has focus: its role, accessible-ish name and tag. */
function focused(page: Page) {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    return {
      tag: element?.tagName.toLowerCase() ?? '',
      role: element?.getAttribute('role') ?? '',
      type: element?.getAttribute('type') ?? '',
      name: (
        element?.getAttribute('aria-label') ??
        (element instanceof HTMLInputElement || element instanceof HTMLSelectElement
          ? (element.labels?.[0]?.textContent ?? element.name)
          : element?.textContent) ??
        ''
      ).trim(),
      value: element instanceof HTMLInputElement ? element.value : '',
    };
  });
}

describe('the create screen with the keyboard', () => {
  for (const theme of ['light', 'dark'] as const) {
    test(`'Create Habit' is reached within ${String(MAX_TABS)} Tabs of a fresh load (${theme}, 375 px)`, async () => {
      await user.setTheme(theme);
      const { page } = await app.session(PHONE);
      if (!user.token) throw new Error('not signed up');
      await useToken(page, user.token, '/create-habit');
      await see(page.getByRole('radiogroup', { name: 'Basic Icons' }));
      const walk: string[] = [];
      let pictured = false;
      for (let tabs = 1; tabs <= MAX_TABS; tabs += 1) {
        await page.keyboard.press('Tab');
        const now = await focused(page);
        walk.push(
          `${now.role || now.tag}${now.type ? `[${now.type}]` : ''}:${now.name.slice(0, 30)}`,
        );
        // The name is required before Create Habit can be pressed: type it on the way.
        if (
          now.tag === 'input' &&
          (now.type === 'text' || now.type === '') &&
          now.value === '' &&
          !walk.includes('named')
        ) {
          await page.keyboard.type('Tea');
          walk.push('named');
        }
        if (now.role === 'radio' && !pictured) {
          pictured = true;
          await page.screenshot({
            path: path.join(SCREENSHOTS, `focus-icon-picker-${theme}-375x812.png`),
          });
        }
        if (now.tag === 'button' && now.name === 'Create Habit') {
          expect(pictured, 'the icon picker was a stop on the way').toBe(true);
          // The icon picker and the colour presets are one tab stop each.
          expect(walk.filter((stop) => /^radio[[:]/.test(stop))).toHaveLength(1);
          expect(walk.filter((stop) => PRESETS.test(stop))).toHaveLength(1);
          return;
        }
      }
      throw new Error(
        `'Create Habit' not reached in ${String(MAX_TABS)} Tabs; the stops were:\n  ${walk.join('\n  ')}`,
      );
    });
  }
});

/** Where the focused control is on screen (scrolled into view first), or null on the page itself. */
function focusedBox(page: Page) {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return null;
    element.scrollIntoView({ block: 'center' });
    const rect = element.getBoundingClientRect();
    return { x: rect.x, y: rect.y, width: rect.width, height: rect.height };
  });
}

/**
 * The focused control's outline as drawn: its style and width, and the contrast of its colour with
 * the first opaque background behind it (the outline sits 2px outside the control).
 */
function focusedOutline(page: Page) {
  return page.evaluate(async () => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return null;
    // The colour as it ends, once a colour transition (the buttons') has run.
    await Promise.all(element.getAnimations().map((animation) => animation.finished));
    const canvas = document.createElement('canvas');
    canvas.width = 1;
    canvas.height = 1;
    const ctx = canvas.getContext('2d', { willReadFrequently: true });
    const rgba = (css: string): [number, number, number, number] => {
      if (!ctx) return [0, 0, 0, 0];
      ctx.clearRect(0, 0, 1, 1);
      ctx.fillStyle = css;
      ctx.fillRect(0, 0, 1, 1);
      const [r = 0, g = 0, b = 0, a = 0] = ctx.getImageData(0, 0, 1, 1).data;
      return [r, g, b, a];
    };
    const luminance = ([r, g, b]: number[]) => {
      const lin = (c: number) => {
        const v = c / 255;
        return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * lin(r ?? 0) + 0.7152 * lin(g ?? 0) + 0.0722 * lin(b ?? 0);
    };
    let behind: [number, number, number, number] = [255, 255, 255, 255];
    for (let node = element.parentElement; node; node = node.parentElement) {
      const colour = rgba(getComputedStyle(node).backgroundColor);
      if (colour[3] > 200) {
        behind = colour;
        break;
      }
    }
    if (behind[3] <= 200) behind = rgba(getComputedStyle(document.body).backgroundColor);
    const style = getComputedStyle(element);
    const [hi, lo] = [luminance(rgba(style.outlineColor)), luminance(behind)].sort((a, b) => b - a);
    return {
      style: style.outlineStyle,
      width: Number.parseFloat(style.outlineWidth),
      contrast: ((hi ?? 0) + 0.05) / ((lo ?? 0) + 0.05),
      colours: `${style.outlineColor} on ${behind.join(',')}`,
    };
  });
}

/** Marks the focused control so a walk knows when it is back at its first stop. */
function markFocused(page: Page, stop: number) {
  return page.evaluate((n) => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return null;
    const seen = element.getAttribute('data-walk-stop');
    if (seen !== null) return Number(seen);
    element.setAttribute('data-walk-stop', String(n));
    return n;
  }, stop);
}

/**
 * Tabs through every stop of the page (until focus wraps round or leaves the page) and calls
 * `check` at each; returns the stops' names.
 */
async function walkEveryStop(
  page: Page,
  check: (stop: number, name: string) => Promise<void>,
): Promise<string[]> {
  const names: string[] = [];
  for (let stop = 1; stop <= 80; stop += 1) {
    await page.keyboard.press('Tab');
    const mark = await markFocused(page, stop);
    if (mark === null || mark !== stop) return names;
    const now = await focused(page);
    const name = `${String(stop)}: ${now.role || now.tag} ${now.name.slice(0, 40)}`;
    names.push(name);
    await check(stop, name);
  }
  throw new Error(`More than 80 stops: ${names.join(', ')}`);
}

/** Screenshots of the focused control and its surroundings, focused and then not. */
async function focusedAndNot(page: Page): Promise<[Buffer, Buffer] | null> {
  const box = await focusedBox(page);
  if (!box || box.width === 0) return null;
  const viewport = page.viewportSize() ?? DESKTOP;
  const x = Math.max(0, box.x - 6);
  const y = Math.max(0, box.y - 6);
  const clip = {
    x,
    y,
    width: Math.max(1, Math.min(box.width + 12, viewport.width - x)),
    height: Math.max(1, Math.min(box.height + 12, viewport.height - y)),
  };
  const shot = () => page.screenshot({ clip, animations: 'disabled', caret: 'hide' });
  const withFocus = await shot();
  await page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    element?.setAttribute('data-focus-probe', '');
    element?.blur();
  });
  const withoutFocus = await shot();
  // Back to the same control (after a key press, so it is focus-visible); the next Tab moves on.
  await page.evaluate(() => {
    const element = document.querySelector<HTMLElement>('[data-focus-probe]');
    element?.removeAttribute('data-focus-probe');
    element?.focus({ preventScroll: true });
  });
  return [withFocus, withoutFocus];
}

async function signedInAt(
  url: string,
  viewport: { width: number; height: number } = DESKTOP,
): Promise<Page> {
  const { page } = await app.session(viewport);
  if (!user.token) throw new Error('not signed up');
  await useToken(page, user.token, url);
  return page;
}

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
      const page = await signedInAt(await screen.url());
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
        const page = await signedInAt(await screen.url(), PHONE);
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

describe('the calendars without colour', () => {
  test('on-target, over and skipped days look different under forced colours and say their status', async () => {
    const api = app.api();
    await api.signup(newUser('Cal', 'Days'));
    const beer = await api.createHabit({
      name: 'Beer',
      color: '#DC2626',
      icon: 'coffee',
      goalType: 'number',
      goalSchedule: 'daily',
      dailyGoal: 2,
    });
    // Today and the two days before it: all three on the summary card's month, which shows only
    // the current month's weeks (three days back fell in the month before on a month's first days).
    const [onTarget, over, skipped] = [2, 1, 0].map((back) => addDays(today(), -back)) as [
      string,
      string,
      string,
    ];
    await api.logEntry(beer.id, { date: onTarget, actualValue: 1 });
    await api.logEntry(beer.id, { date: over, actualValue: 5 });
    await api.call('POST', '/api/skips', { from: skipped, to: skipped, habitIds: [beer.id] });
    const { page } = await app.session();
    if (!api.token) throw new Error('not signed up');
    await useToken(page, api.token, '/');
    for (const mode of ['none', 'active'] as const) {
      await page.emulateMedia({ forcedColors: mode });
      // The summary card's compact month: each cell says its date and status.
      const compact = page.getByRole('table', { name: /^Beer, / });
      await see(compact);
      for (const [date, words] of [
        [onTarget, '1, on target'],
        [over, '5, over target'],
      ] as const) {
        await see(compact.getByRole('cell', { name: `${fullDateText(date)}: ${words}` }));
      }
      const dot = (scope: typeof compact, date: string) =>
        scope
          .locator(`[data-date="${date}"] [data-day-dot]`)
          .screenshot({ animations: 'disabled' });
      const compactShots = await Promise.all([onTarget, over, skipped].map((d) => dot(compact, d)));
      await compact.screenshot({
        path: path.join(SCREENSHOTS, `focus-calendar-compact-forced-${mode}.png`),
      });

      await page.goto(`/habit/${String(beer.id)}`);
      const grid = page.getByRole('grid');
      await see(grid.getByRole('button', { name: `${fullDateText(over)}: 5, over target` }));
      await see(
        grid.getByRole('button', { name: new RegExp(`^${fullDateText(skipped)}: skipped`) }),
      );
      const fullShots = await Promise.all([onTarget, over, skipped].map((d) => dot(grid, d)));
      await grid.screenshot({
        path: path.join(SCREENSHOTS, `focus-calendar-full-forced-${mode}.png`),
      });
      for (const shots of [compactShots, fullShots]) {
        const [a, b, c] = shots;
        expect(a?.equals(b ?? Buffer.alloc(0)), 'on target and over alike').toBe(false);
        expect(a?.equals(c ?? Buffer.alloc(0)), 'on target and skipped alike').toBe(false);
        expect(b?.equals(c ?? Buffer.alloc(0)), 'over and skipped alike').toBe(false);
      }
      // On-target days take the system's highlight under forced colours.
      if (mode === 'active') {
        const fill = await grid
          .locator(`[data-date="${onTarget}"] [data-day-dot]`)
          .evaluate((element) => getComputedStyle(element).backgroundColor);
        const highlight = await page.evaluate(() => {
          const probe = document.createElement('div');
          probe.style.backgroundColor = 'Highlight';
          document.body.append(probe);
          const colour = getComputedStyle(probe).backgroundColor;
          probe.remove();
          return colour;
        });
        expect(fill).toBe(highlight);
      }
      await page.goto('/');
    }
  });
});

describe('choices under forced colours', () => {
  test('the chosen day of Today / Yesterday and the chosen icon stay marked', async () => {
    await user.setTheme('light');
    const page = await signedInAt('/');
    await page.emulateMedia({ forcedColors: 'active' });
    const todayButton = page.getByRole('button', { name: 'Today', exact: true }).first();
    const yesterdayButton = page.getByRole('button', { name: 'Yesterday', exact: true }).first();
    await see(todayButton);
    const fills = async () =>
      Promise.all(
        [todayButton, yesterdayButton].map((button) =>
          button.evaluate((element) => getComputedStyle(element).backgroundColor),
        ),
      );
    const [pressed, notPressed] = await fills();
    expect(pressed).not.toBe(notPressed);
    await yesterdayButton.click();
    await expect.poll(fills).toEqual([notPressed, pressed]);
    await page.screenshot({ path: path.join(SCREENSHOTS, 'focus-forced-colours-toggle.png') });
  });
});

describe('the icon picker', () => {
  test('is one tab stop: arrows, Home, End and a typed name move the choice', async () => {
    const page = await signedInAt('/create-habit', PHONE);
    const picker = page.getByRole('radiogroup', { name: 'Basic Icons' });
    await see(picker);
    const checked = page.locator('[role="radio"][aria-checked="true"]');
    await checked.focus();
    const first = await focused(page);
    await page.keyboard.press('ArrowRight');
    await expect.poll(async () => (await focused(page)).name).not.toBe(first.name);
    const moved = await focused(page);
    expect(await checked.getAttribute('aria-label')).toBe(moved.name);
    await page.keyboard.press('End');
    const last = await focused(page);
    await page.keyboard.press('Home');
    const home = await focused(page);
    expect(home.name).not.toBe(last.name);
    expect(home.role).toBe('radio');
    // A typed name jumps to the first icon it starts.
    const target = (await picker.getByRole('radio').nth(5).getAttribute('aria-label')) ?? '';
    await page.keyboard.type(target.slice(0, 3).toLowerCase());
    await expect.poll(async () => (await focused(page)).name.slice(0, 3)).toBe(target.slice(0, 3));
    // Tab leaves the whole picker at once.
    await page.keyboard.press('Tab');
    expect((await focused(page)).role).not.toBe('radio');
  });
});

describe('offline', () => {
  test('a screen never loaded says it is not available offline yet, with the way back', async () => {
    const { habit, more, page } = await signedInWith(app, 'Otto', ['Tea']);
    await see(page.getByRole('region', { name: 'Log Coffee today' }));
    await controlled(page);
    await saved(page, 'habits.list');
    const [tea] = more;
    if (!tea) throw new Error('no second habit');
    await page.context().setOffline(true);
    // Tea's screen was never opened: nothing of its month is saved.
    await page.goto(`/habit/${String(tea.id)}`);
    await see(page.getByText('Not available offline yet'));
    expect(await page.getByText('Loading...').count()).toBe(0);
    await page.screenshot({ path: path.join(SCREENSHOTS, 'offline-not-available-375.png') });
    const back = page.getByRole('link', { name: 'Back to Habit Summary' });
    await back.focus();
    await page.keyboard.press('Enter');
    await see(page.getByRole('region', { name: 'Log Coffee today' }));
    // Back online, the same screen loads by itself.
    await page.goto(`/habit/${String(tea.id)}`);
    await see(page.getByText('Not available offline yet'));
    await page.context().setOffline(false);
    await see(page.getByRole('grid'));
    expect(await page.getByText('Not available offline yet').count()).toBe(0);
    expect(habit.name).toBe('Coffee');
  });
});

describe('axe', () => {
  for (const theme of ['light', 'dark'] as const) {
    test(`the summary and habit screens stay clean (${theme})`, async () => {
      await user.setTheme(theme);
      const findings = [];
      for (const screen of SCREENS.slice(0, 2)) {
        const page = await signedInAt(await screen.url(), PHONE);
        await screen.ready(page);
        findings.push(...(await axeFindings(page, `focus ${screen.name} ${theme}`)));
      }
      await user.setTheme('light');
      expect(findings, formatFindings(findings)).toEqual([]);
    });
  }
});
