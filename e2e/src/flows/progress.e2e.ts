/**
 * Progress over time: a history seeded through the REST API, then the habit screen's strength, the
 * progress screen's values, strength curve, year and weekdays — each checked against @taper/domain's
 * computation for the same entries and the same 'today' — used by keyboard, with a table view, and
 * without sideways scrolling on a phone.
 */
import type { Page } from 'playwright-core';
import { addDays, shortDate, type IsoDate } from '@taper/domain';
import {
  habitFirstDay,
  habitHistory,
  strengthPercent,
  weekdayPattern,
  weekdayPatternText,
} from '@taper/domain/rules';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, test } from 'vitest';
import { axeFindings, formatFindings } from '../axe';
import {
  dayMonthYear,
  DESKTOP,
  newUser,
  openAs,
  PHONE,
  SCREENSHOTS,
  see,
  setupApp,
  today,
  type Api,
  type ApiEntry,
  type ApiHabit,
} from '../harness';

const app = setupApp('progress');
let api: Api;
let coffee: ApiHabit;
let day: IsoDate;
let entries: ApiEntry[];

const GOAL = { goalType: 'number', goalSchedule: 'daily', dailyGoal: 2 } as const;

beforeAll(async () => {
  api = app.api();
  await api.signup(newUser('Pia', 'Progress'));
  day = today();
  coffee = await api.createHabit({ name: 'Coffee', color: '#B45309', icon: 'coffee', ...GOAL });
  // 60 days back: over target every seventh day, nothing logged every eleventh.
  for (let back = 60; back >= 1; back--) {
    if (back % 11 === 0) continue;
    await api.logEntry(coffee.id, {
      date: addDays(day, -back),
      actualValue: back % 7 === 0 ? 4 : 1,
    });
  }
  entries = await api.entries(coffee.id);
});

function domainStrength(): number {
  return strengthPercent(entries, { firstDay: habitFirstDay(day, entries), today: day });
}

describe('progress over time', () => {
  test('the habit screen shows the strength and leads to the progress screen', async () => {
    const page = await openAs(app, api, `/habit/${coffee.id}`);
    const card = page.getByRole('heading', { name: 'Strength' }).locator('..').locator('..');
    await see(card.getByText(`${domainStrength()}%`));
    await page.getByRole('link', { name: 'See progress →' }).click();
    await see(page.getByRole('heading', { name: 'Coffee: Progress' }));
    expect(new URL(page.url()).pathname).toBe(`/habit/${coffee.id}/progress`);
    await see(page.getByText(`${domainStrength()}%`, { exact: true }));
  });

  test('values by day against the goal, by keyboard and as a table', async () => {
    const page = await openAs(app, api, `/habit/${coffee.id}/progress`);
    await page.getByRole('button', { name: 'Days', exact: true }).click();
    const chart = page.getByRole('group', { name: /^Values against your goal/ });
    const bars = chart.getByRole('img');
    await expect.poll(() => bars.count()).toBe(30);
    const expected = habitHistory(
      GOAL,
      entries,
      { from: addDays(day, -29), to: day, bucket: 'day' },
      day,
    );
    // The newest bar takes the focus first; ArrowLeft walks back a day at a time.
    await bars.last().focus();
    await page.keyboard.press('ArrowLeft');
    const yesterday = expected.at(-2);
    if (!yesterday) throw new Error('no history');
    const focused = await page.evaluate(() => document.activeElement?.getAttribute('aria-label'));
    expect(focused).toContain(`: ${String(yesterday.total)}, goal 2, `);
    expect(focused).toContain(yesterday.overDays > 0 ? 'over target' : 'on target');
    await page.keyboard.press('Home');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(
      await bars.first().getAttribute('aria-label'),
    );

    const section = page
      .getByRole('heading', { name: 'Values against your goal' })
      .locator('../..');
    await section.getByText('Show as a table').click();
    const rows = section.getByRole('table').getByRole('row');
    await expect.poll(() => rows.count()).toBe(31);
  });
});

describe('progress over time', () => {
  test('the weeks start at the first entry and the caption names the weeks shown', async () => {
    const page = await openAs(app, api, `/habit/${coffee.id}/progress`);
    const expected = habitHistory(
      GOAL,
      entries,
      { from: addDays(day, -60), to: day, bucket: 'week' },
      day,
    );
    const first = expected[0];
    const last = expected.at(-1);
    if (!first || !last) throw new Error('no history');
    await see(
      page.getByText(`${shortDate(first.start)} – ${shortDate(last.end)}`, { exact: true }),
    );
    const chart = page.getByRole('group', { name: /^Values against your goal/ });
    await expect.poll(() => chart.getByRole('img').count()).toBe(expected.length);
    const section = page
      .getByRole('heading', { name: 'Values against your goal' })
      .locator('../..');
    expect(await section.getByRole('button', { name: '← Earlier' }).isDisabled()).toBe(true);
  });

  test('the year and the weekdays', async () => {
    const page = await openAs(app, api, `/habit/${coffee.id}/progress`);
    const year = page.getByRole('group', { name: /^Each day of the year/ });
    const yesterday = entries.find((entry) => entry.date === addDays(day, -1));
    if (!yesterday) throw new Error('yesterday was seeded');
    const judged = yesterday.performance === 'over' ? 'over target' : 'on target';
    await see(
      year.getByRole('img', {
        name: `${dayMonthYear(yesterday.date)}: ${String(yesterday.actualValue)}, ${judged}`,
      }),
    );
    await see(year.getByRole('img', { name: `${dayMonthYear(day)}: nothing logged` }));
    const text = weekdayPatternText(weekdayPattern(entries));
    if (!text) throw new Error('the seed has over days');
    await see(page.getByText(text));
  });

  test('a phone never scrolls sideways', async () => {
    const page = await openAs(app, api, `/habit/${coffee.id}/progress`, PHONE);
    await see(page.getByText('Your weekdays'));
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(PHONE.width);
  });
});

describe('progress over time', () => {
  test('the baseline as a dotted, labelled line, light and dark, 1280 and 375 px', async () => {
    const tea = await api.createHabit({
      name: 'Tea',
      color: '#0F766E',
      icon: 'coffee',
      ...GOAL,
      baseline: 5,
    });
    for (let back = 9; back >= 1; back--)
      await api.logEntry(tea.id, {
        date: addDays(day, -back),
        actualValue: back % 3 === 0 ? 3 : 1,
      });
    await mkdir(SCREENSHOTS, { recursive: true });
    for (const theme of ['light', 'dark'] as const) {
      await api.setTheme(theme);
      for (const viewport of [DESKTOP, PHONE]) {
        const page = await openAs(app, api, `/habit/${tea.id}/progress`, viewport);
        await page.getByRole('button', { name: 'Days', exact: true }).click();
        const section = page
          .getByRole('heading', { name: 'Values against your goal' })
          .locator('../..');
        await see(section.getByTestId('baseline-line').getByText('Baseline: 5'));
        await section.screenshot({
          path: path.join(SCREENSHOTS, `progress-baseline-${theme}-${String(viewport.width)}.png`),
        });
      }
    }
    await api.setTheme('light');
    // A habit without an entered baseline and too few days to measure one draws no line.
    const water = await api.createHabit({
      name: 'Water',
      color: '#1D4ED8',
      icon: 'coffee',
      ...GOAL,
    });
    await api.logEntry(water.id, { date: addDays(day, -1), actualValue: 1 });
    const page = await openAs(app, api, `/habit/${water.id}/progress`);
    await see(
      page
        .getByRole('group', { name: /^Values against your goal/ })
        .getByRole('img')
        .first(),
    );
    expect(await page.getByTestId('baseline-line').count()).toBe(0);
  });
});

/** Every chart text is at least 11 px as drawn on the screen. */
async function expectTextsAtLeast11px(page: Page): Promise<void> {
  // Every chart text is at least 11 px as drawn on the screen.
  const sizes = await page.evaluate(() =>
    [...document.querySelectorAll('main svg text')]
      .filter((text) => text.textContent.trim() !== '')
      .map((text) => {
        const scale = (text as SVGTextElement).getScreenCTM()?.a ?? 0;
        return {
          text: text.textContent,
          px: scale * parseFloat(getComputedStyle(text).fontSize),
          height: text.getBoundingClientRect().height,
        };
      }),
  );
  expect(sizes.length).toBeGreaterThan(10);
  const small = sizes.filter((size) => size.px < 11 || size.height < 11);
  expect(small, JSON.stringify(small)).toEqual([]);
}

describe('progress over time', () => {
  test('charts a person can read: y-axis values, 11 px labels, weekday labels, a skipped day', async () => {
    const juice = await api.createHabit({
      name: 'Juice',
      color: '#7C3AED',
      icon: 'coffee',
      ...GOAL,
    });
    const skipped = addDays(day, -3);
    for (let back = 12; back >= 1; back--) {
      if (back === 3) await api.logEntry(juice.id, { date: skipped, skip: true });
      else await api.logEntry(juice.id, { date: addDays(day, -back), actualValue: back % 4 });
    }
    await mkdir(SCREENSHOTS, { recursive: true });
    for (const theme of ['light', 'dark'] as const) {
      await api.setTheme(theme);
      for (const viewport of [PHONE, DESKTOP]) {
        const page = await openAs(app, api, `/habit/${juice.id}/progress`, viewport);
        await page.getByRole('button', { name: 'Days', exact: true }).click();
        const values = page.getByRole('group', { name: /^Values against your goal/ });
        // The skipped day: its own dashed mark, named as skipped, in the chart and the year.
        await see(values.getByRole('img', { name: `${shortDate(skipped)}: skipped` }));
        expect(await values.getByTestId('skipped-mark').count()).toBe(1);
        const year = page.getByRole('group', { name: /^Each day of the year/ });
        const skippedSquare = year.getByRole('img', { name: `${dayMonthYear(skipped)}: skipped` });
        expect(await skippedSquare.getAttribute('data-skipped')).toBe('true');
        // The year opens on today's weeks, the skipped day among them, at every width.
        const square = await skippedSquare.boundingBox();
        expect(square && square.x >= 0 && square.x + square.width <= viewport.width).toBe(true);
        // The y axes name their values; the goal line is labelled.
        const valuesTicks = await values.getByTestId('y-axis').locator('text').allTextContents();
        expect(valuesTicks.length).toBeGreaterThanOrEqual(3);
        expect(valuesTicks[0]).toBe('0');
        await see(values.getByTestId('goal-labels').getByText('Goal 2'));
        const strength = page.getByRole('group', { name: /^Habit strength by day/ });
        expect(await strength.getByTestId('y-axis').locator('text').allTextContents()).toEqual([
          '0%',
          '25%',
          '50%',
          '75%',
          '100%',
        ]);
        await expectTextsAtLeast11px(page);
        // The weekday labels stay in view beside the year, scrolled to today on a phone.
        for (const name of ['Mon', 'Wed', 'Fri', 'Sun']) {
          const box = await page.getByTestId('weekday-labels').getByText(name).boundingBox();
          expect(box && box.x >= 0 && box.x + box.width <= viewport.width).toBe(true);
        }
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
          viewport.width,
        );
        const findings = await axeFindings(page, `progress charts ${theme} ${viewport.width}`);
        expect(findings, formatFindings(findings)).toEqual([]);
        for (const [name, heading] of [
          ['values', 'Values against your goal'],
          ['strength', 'Strength'],
          ['year', /^Your year: \d{4}$/],
        ] as const) {
          await page
            .getByRole('heading', { name: heading, exact: true })
            .locator('../..')
            .screenshot({
              path: path.join(
                SCREENSHOTS,
                `progress-${name}-${theme}-${String(viewport.width)}.png`,
              ),
            });
        }
      }
    }
    await api.setTheme('light');
  });
});
