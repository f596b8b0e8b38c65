/**
 * The summary card's MONTHLY and STREAKS boxes and the Monthly Insights dialog over a history
 * seeded through the REST API, checked against @taper/domain's computation for the same entries
 * and the same 'today'.
 */
import { yearMonthOf, type IsoDate } from '@taper/domain';
import { computeStreaks, monthlyInsights, monthStats } from '@taper/domain/rules';
import { beforeAll, describe, expect, test } from 'vitest';
import {
  colourOf,
  hue,
  labelled,
  openAs,
  see,
  seedStatsHistory,
  setupApp,
  textMatches,
  type Api,
  type ApiEntry,
  type ApiHabit,
} from '../harness';

const app = setupApp('stats-insights');
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

describe('summary card and insights', () => {
  test('the card shows MONTHLY On Track / Missed and STREAKS Current / Record', async () => {
    const page = await openAs(app, api, '/');
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
    const page = await openAs(app, api, `/habit/${coffee.id}`);
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
