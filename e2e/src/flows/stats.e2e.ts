/**
 * The numbers a person reads: a history seeded through the REST API, then the calendar fills and
 * connecting bars (also across the month edge), Days on Target, Success Rate, Streak Progress and
 * the Weekly Summary — each checked against @taper/domain's computation for the same entries and
 * the same 'today'.
 */
import {
  addDays,
  endOfMonth,
  fullDateText,
  monthHeading,
  startOfMonth,
  yearMonthOf,
  type IsoDate,
} from '@taper/domain';
import {
  computeStreaks,
  judgeEntry,
  monthGrid,
  monthStats,
  streakRecordText,
  streakTierText,
  weeklySummary,
} from '@taper/domain/rules';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, test } from 'vitest';
import {
  hexToRgb,
  labelled,
  openAs,
  see,
  seedStatsHistory,
  seeToast,
  setupApp,
  textMatches,
  TIMEOUT_MS,
  type Api,
  type ApiEntry,
  type ApiHabit,
} from '../harness';

const app = setupApp('stats');
let api: Api;
let coffee: ApiHabit;
let wine: ApiHabit;
let day: IsoDate;

beforeAll(async () => {
  ({ api, coffee, wine, day } = await seedStatsHistory(app));
});

async function entriesOf(habit: ApiHabit): Promise<ApiEntry[]> {
  return api.entries(habit.id);
}

interface CellLook {
  label: string;
  background: string;
  barBefore: boolean;
  barAfter: boolean;
}

/** What each calendar cell shows: its button's fill and the bars drawn to its left and right. */
async function readCalendar(grid: Locator, colour: string): Promise<CellLook[]> {
  const [r, g, b] = hexToRgb(colour);
  const fill = `rgb(${r}, ${g}, ${b})`;
  return grid.getByRole('gridcell').evaluateAll(
    (cells, habitFill) =>
      cells.map((cell) => {
        const dayEl = cell.querySelector('button, span:not([aria-hidden])') ?? cell;
        const box = dayEl.getBoundingClientRect();
        const centre = box.left + box.width / 2;
        const bars = [...cell.querySelectorAll('[aria-hidden="true"]')].filter(
          (el) => getComputedStyle(el).backgroundColor === habitFill,
        );
        const rects = bars
          .map((bar) => bar.getBoundingClientRect())
          .filter((rect) => rect.width > 0);
        return {
          label: dayEl.getAttribute('aria-label') ?? dayEl.textContent,
          background: getComputedStyle(dayEl).backgroundColor,
          barBefore: rects.some((rect) => rect.right <= centre + 1 && rect.left < box.left),
          barAfter: rects.some((rect) => rect.left >= centre - 1 && rect.right > box.right),
        };
      }),
    fill,
  );
}

async function expectCalendarMatches(page: Page, habit: ApiHabit, year: number, month: number) {
  const entries = await entriesOf(habit);
  const expected = monthGrid(year, month, day, entries);
  const grid = page.getByRole('grid');
  await see(page.getByRole('heading', { name: monthHeading(year, month) }));
  await see(grid.getByRole('button', { name: fullDateText(expected[0]?.date ?? day) }));
  const [r, g, b] = hexToRgb(habit.color);
  const fill = `rgb(${r}, ${g}, ${b})`;
  // A saved entry re-renders the calendar and its colours animate: read again until the cells
  // match, up to the suite's usual wait, and report what still differs.
  const compare = async (): Promise<string[]> => {
    const seen = await readCalendar(grid, habit.color);
    expect(seen).toHaveLength(42);
    const problems: string[] = [];
    expected.forEach((cell, index) => {
      const look = seen[index];
      if (!look) return;
      if (!look.label.includes(fullDateText(cell.date))) {
        problems.push(`cell ${index}: expected ${cell.date}, label '${look.label}'`);
      }
      const filled = look.background === fill;
      if (filled !== (cell.status === 'success')) {
        problems.push(`${cell.date}: ${cell.status} but ${filled ? 'filled' : 'not filled'}`);
      }
      if (look.barBefore !== cell.connectsToPrevious) {
        problems.push(
          `${cell.date}: bar to the previous day ${look.barBefore ? 'shown' : 'missing'}`,
        );
      }
      if (look.barAfter !== cell.connectsToNext) {
        problems.push(`${cell.date}: bar to the next day ${look.barAfter ? 'shown' : 'missing'}`);
      }
    });
    return problems;
  };
  let problems = await compare();
  const deadline = Date.now() + TIMEOUT_MS;
  while (problems.length > 0 && Date.now() < deadline) {
    await page.waitForTimeout(200);
    problems = await compare();
  }
  expect(problems).toEqual([]);
  return expected;
}

async function expectStatCards(page: Page, habit: ApiHabit) {
  const entries = await entriesOf(habit);
  const month = monthStats(entries, yearMonthOf(day), day);
  const week = weeklySummary(habit, entries, day);
  const streaks = computeStreaks(entries, day);
  // The API's streaks are the ones the screen shows (ARCHITECTURE): they agree with the domain.
  expect(await api.call('GET', `/api/habits/${habit.id}/streaks`)).toEqual(streaks);
  await textMatches(
    page.locator('main'),
    labelled('Days on Target', month.daysOnTarget),
    labelled('Success Rate', `${month.successRate}%`),
    new RegExp(
      `Streak Progress\\s+${streaks.currentStreak} days?\\s+${streakTierText(streaks.currentStreak)}`,
    ),
    streakRecordText(streaks.currentStreak, streaks.longestStreak),
    labelled('Average Daily', week.averageDailyText),
    labelled('Days Above Target', week.daysAboveTarget),
    labelled('Weekly Target', week.weeklyTarget),
  );
  return { month, week, streaks };
}

describe('seeded history', () => {
  test('the server judged every seeded entry as the domain does', async () => {
    for (const habit of [coffee, wine]) {
      for (const entry of await entriesOf(habit)) {
        const expected = judgeEntry(habit, entry.date, {
          actualValue: entry.actualValue ?? null,
          levelValue: entry.levelValue ?? null,
        });
        expect({ date: entry.date, performance: entry.performance }).toEqual({
          date: entry.date,
          performance: expected,
        });
      }
    }
  });

  test('calendar fills and connecting bars match the entries, across the month edge', async () => {
    const page = await openAs(app, api, `/habit/${coffee.id}`);
    const { year, month } = yearMonthOf(day);
    const cells = await expectCalendarMatches(page, coffee, year, month);
    // The 1st of this month joins the last day of last month when it is in the grid.
    const first = cells.find((cell) => cell.date === startOfMonth(day));
    expect(first?.connectsToPrevious).toBe(true);
    await page.getByRole('button', { name: 'Previous month' }).click();
    const previous = yearMonthOf(addDays(startOfMonth(day), -1));
    const previousCells = await expectCalendarMatches(page, coffee, previous.year, previous.month);
    const last = previousCells.find(
      (cell) => cell.date === endOfMonth(addDays(startOfMonth(day), -1)),
    );
    expect(last?.connectsToNext).toBe(true);
  });

  test('Days on Target, Success Rate, Streak Progress and Weekly Summary', async () => {
    const page = await openAs(app, api, `/?habitId=${coffee.id}`);
    const { streaks, week } = await expectStatCards(page, coffee);
    expect(streaks.longestStreak).toBeGreaterThanOrEqual(3);
    expect(week.weeklyTarget).toBe('Keep under 14/week');
  });

  test('a level habit: Average Daily is the success rate, the target names the level', async () => {
    const page = await openAs(app, api, `/habit/${wine.id}`);
    const { week } = await expectStatCards(page, wine);
    expect(week.averageDailyText).toMatch(/^\d+% success rate$/);
    expect(week.weeklyTarget).toBe('Stay at low level or below');
  });

  test('logging today changes the streak, the stat cards and the calendar at once', async () => {
    const page = await openAs(app, api, `/habit/${coffee.id}`);
    const beforeEntries = await entriesOf(coffee);
    const before = computeStreaks(beforeEntries, day);
    const todayWasLogged = beforeEntries.some((entry) => entry.date === day);
    await page.getByRole('button', { name: 'Log Your Result' }).click();
    await see(page.getByRole('dialog').getByRole('button', { name: 'Save Result' }));
    await page.getByRole('dialog').getByRole('button', { name: 'Save Result' }).click(); // 0 cups
    await seeToast(page, 'Success', 'Entry saved successfully');
    const after = await expectStatCards(page, coffee);
    if (!todayWasLogged) expect(after.streaks.currentStreak).toBe(before.currentStreak + 1);
    const { year, month } = yearMonthOf(day);
    await expectCalendarMatches(page, coffee, year, month);
  });
});
