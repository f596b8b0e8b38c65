/**
 * The numbers a person reads: a history seeded through the REST API, then the calendar fills and
 * connecting bars (also across the month edge), Days on Target, Success Rate, Streak Progress,
 * the Weekly Summary, the summary card and the Monthly Insights dialog — each checked against
 * @taper/domain's computation for the same entries and the same 'today'.
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
  monthlyInsights,
  monthStats,
  streakRecordText,
  streakTierText,
  weeklySummary,
} from '@taper/domain/rules';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, test } from 'vitest';
import {
  colourOf,
  hexToRgb,
  hue,
  labelled,
  newUser,
  see,
  seeToast,
  setupApp,
  textMatches,
  TIMEOUT_MS,
  today,
  useToken,
  type Api,
  type ApiEntry,
  type ApiHabit,
} from '../harness';

const app = setupApp('stats');
let api: Api;
let coffee: ApiHabit;
let wine: ApiHabit;
let day: IsoDate;

/** Offsets from today → cups; goal 2 a day. */
const COFFEE_HISTORY: Record<number, number> = {
  1: 1,
  2: 2,
  3: 0,
  4: 5, // over: ends the run
  5: 1,
  6: 2,
  7: 1,
  8: 0,
  9: 2, // five on target: the record
  11: 3, // over (day 10 has no entry)
  12: 2,
  13: 4,
  14: 1,
  16: 2,
  18: 6,
};
const WINE_HISTORY: Record<number, string> = { 0: 'none', 1: 'moderate', 2: 'low', 3: 'high' };

async function entriesOf(habit: ApiHabit): Promise<ApiEntry[]> {
  return api.entries(habit.id);
}

beforeAll(async () => {
  api = app.api();
  await api.signup(newUser('Sam', 'Stats'));
  day = today();
  coffee = await api.createHabit({
    name: 'Coffee',
    color: '#3B82F6',
    icon: 'coffee',
    goalType: 'number',
    goalSchedule: 'daily',
    dailyGoal: 2,
  });
  wine = await api.createHabit({
    name: 'Wine',
    color: '#EF4444',
    icon: 'beer',
    goalType: 'level',
    goalSchedule: 'daily',
    levelGoal: 'low',
  });
  const coffeeDays = new Map<IsoDate, number>();
  for (const [offset, cups] of Object.entries(COFFEE_HISTORY)) {
    coffeeDays.set(addDays(day, -Number(offset)), cups);
  }
  // The month edge: the last two days of last month and the 1st of this month on target.
  const lastOfPrevious = addDays(startOfMonth(day), -1);
  coffeeDays.set(addDays(lastOfPrevious, -1), 1);
  coffeeDays.set(lastOfPrevious, 0);
  coffeeDays.set(startOfMonth(day), 1);
  for (const [date, cups] of coffeeDays) {
    await api.logEntry(coffee.id, { date, actualValue: cups });
  }
  for (const [offset, level] of Object.entries(WINE_HISTORY)) {
    await api.logEntry(wine.id, { date: addDays(day, -Number(offset)), levelValue: level });
  }
});

async function open(url: string): Promise<Page> {
  const { page } = await app.session();
  if (!api.token) throw new Error('not signed up');
  await useToken(page, api.token, url);
  return page;
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
    const page = await open(`/habit/${coffee.id}`);
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
    const page = await open(`/?habitId=${coffee.id}`);
    const { streaks, week } = await expectStatCards(page, coffee);
    expect(streaks.longestStreak).toBeGreaterThanOrEqual(3);
    expect(week.weeklyTarget).toBe('Keep under 14/week');
  });

  test('a level habit: Average Daily is the success rate, the target names the level', async () => {
    const page = await open(`/habit/${wine.id}`);
    const { week } = await expectStatCards(page, wine);
    expect(week.averageDailyText).toMatch(/^\d+% success rate$/);
    expect(week.weeklyTarget).toBe('Stay at low level or below');
  });

  test('logging today changes the streak, the stat cards and the calendar at once', async () => {
    const page = await open(`/habit/${coffee.id}`);
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

describe('summary card and insights', () => {
  test('the card shows MONTHLY On Track / Missed and STREAKS Current / Record', async () => {
    const page = await open('/');
    for (const habit of [coffee, wine]) {
      const entries = await entriesOf(habit);
      const tally = monthStats(entries, yearMonthOf(day), day);
      const streaks = computeStreaks(entries, day);
      const card = page
        .locator('div')
        .filter({ has: page.getByRole('heading', { name: habit.name, exact: true }) })
        .filter({ hasText: 'MONTHLY' })
        .last();
      await textMatches(
        card,
        labelled('On Track', tally.onTrack),
        labelled('Missed', tally.missed),
        labelled('Current', streaks.currentStreak),
        labelled('Record', streaks.longestStreak),
      );
    }
  });

  test('Monthly Insights: success and above-target days, the weekly breakdown, the messages', async () => {
    const page = await open(`/habit/${coffee.id}`);
    const insights = monthlyInsights(await entriesOf(coffee), day);
    await page.getByRole('button', { name: 'Insights' }).click();
    const dialog = page.getByRole('dialog');
    await see(dialog.getByRole('heading', { name: 'Monthly Insights' }));
    await textMatches(
      dialog,
      new RegExp(`${insights.successDays}\\s+Success Days`),
      new RegExp(`${insights.aboveTargetDays}\\s+Above Target Days`),
      'Weekly Breakdown',
      'Trends & Insights',
      ...insights.messages,
    );
    // The Weekly Breakdown's blocks (SPEC's four: days 1-7, 8-14, 15-21, 22-28), each with a green
    // tick (success) or an amber warning sign, read as the glyph's colour whether it is drawn as text
    // or as an SVG; a block without entries (still to come) has neither.
    expect(insights.weekBlocks.map((block) => block.label)).toEqual([
      '1-7',
      '8-14',
      '15-21',
      '22-28',
    ]);
    expect(await dialog.getByText(/^Days \d+-\d+$/).count()).toBe(4);
    for (const block of insights.weekBlocks) {
      const item = dialog
        .getByRole('listitem')
        .filter({ has: page.getByText(`Days ${block.label}`, { exact: true }) });
      await see(item);
      const glyph = item.first().locator('svg, [aria-hidden="true"]').last();
      const colour = hue(await colourOf(glyph));
      const expected = block.hasEntries ? (block.success ? 'green' : 'red') : 'other';
      expect(colour, `block ${block.label}: tick, warning or neither`).toBe(expected);
    }
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.first().waitFor({ state: 'detached' });
  });
});
