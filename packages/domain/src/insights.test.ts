import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, daysBetween, fromDayNumber, yearMonthOf } from './dates';
import type { DayResult } from './entries';
import {
  daysToBeatRecord,
  monthlyInsight,
  monthlyInsights,
  monthWeekBlocks,
  streakRecordText,
  streakTierText,
  trendsAndInsights,
  weeklyInsight,
  weeklyInsightTone,
} from './insights';

describe('streakTierText (exact SPEC texts)', () => {
  it.each([
    [0, 'Start your streak!'],
    [1, 'Building momentum'],
    [2, 'Building momentum'],
    [3, 'Great progress!'],
    [6, 'Great progress!'],
    [7, 'Excellent streak!'],
    [13, 'Excellent streak!'],
    [14, 'Amazing dedication!'],
    [365, 'Amazing dedication!'],
  ])('%i → %s', (current, expected) => {
    expect(streakTierText(current)).toBe(expected);
  });
});

describe('streakRecordText', () => {
  it.each([
    [5, 5, "You're on your longest streak ever"],
    [1, 1, "You're on your longest streak ever"],
    [6, 5, "You're on your longest streak ever"],
    [0, 0, '1 more day to beat your record!'],
    [4, 4, "You're on your longest streak ever"],
    [3, 3, "You're on your longest streak ever"],
    [3, 5, '3 more days to beat your record!'],
    [0, 5, '6 more days to beat your record!'],
    [4, 5, '2 more days to beat your record!'],
    [0, 1, '2 more days to beat your record!'],
  ])('current %i, longest %i → %s', (current, longest, expected) => {
    expect(streakRecordText(current, longest)).toBe(expected);
  });

  it('to beat the record needs one day more than the record', () => {
    expect(daysToBeatRecord(3, 5)).toBe(3);
    expect(daysToBeatRecord(5, 5)).toBe(1);
    expect(daysToBeatRecord(9, 5)).toBe(1);
  });
});

describe('weekly insight (≥ 75% praises, < 50% encourages)', () => {
  it.each([
    [0, 0, 'empty', "No entries in the last 7 days yet. Log today's result to start your week."],
    [3, 4, 'praise', 'Great week! You hit your target on 75% of logged days in the last 7 days.'],
    [7, 7, 'praise', 'Great week! You hit your target on 100% of logged days in the last 7 days.'],
    [
      5,
      7,
      'neutral',
      'Solid week: you hit your target on 71% of logged days. Reach 75% for a great week.',
    ],
    [
      1,
      2,
      'neutral',
      'Solid week: you hit your target on 50% of logged days. Reach 75% for a great week.',
    ],
    [
      3,
      7,
      'encourage',
      'Every day is a fresh start: you hit your target on 42% of logged days this week. Keep going!',
    ],
    [
      0,
      3,
      'encourage',
      'Every day is a fresh start: you hit your target on 0% of logged days this week. Keep going!',
    ],
  ])('%i of %i → %s', (successDays, loggedDays, tone, text) => {
    expect(weeklyInsightTone({ successDays, loggedDays })).toBe(tone);
    expect(weeklyInsight({ successDays, loggedDays })).toBe(text);
  });
});

describe('monthly insight (≥ 70% is an Amazing month)', () => {
  it.each([
    [7, 10, 'Amazing month! You hit your target on 70% of logged days.'],
    [10, 10, 'Amazing month! You hit your target on 100% of logged days.'],
    [69, 100, "You're making progress: 69% of logged days on target this month. Keep it up!"],
    [2, 3, "You're making progress: 66% of logged days on target this month. Keep it up!"],
    [0, 0, 'No entries this month yet. Log a result to see your monthly progress.'],
  ])('%i of %i', (successDays, loggedDays, text) => {
    expect(monthlyInsight({ successDays, loggedDays })).toBe(text);
  });
});

/** One letter per day of March 2025 from the 1st: S success, O over, W warning, '.' no entry. */
function march(pattern: string): DayResult[] {
  const performances: Record<string, string> = {
    S: 'success',
    O: 'over',
    W: 'warning',
    X: 'skipped',
  };
  return Array.from(pattern).flatMap((letter, index) => {
    const performance = performances[letter];
    return performance === undefined ? [] : [{ date: addDays('2025-03-01', index), performance }];
  });
}

describe('monthlyInsights', () => {
  it("counts the month and judges SPEC's four blocks, days 1-7, 8-14, 15-21, 22-28, by the 70% rule", () => {
    //              1-7        8-14       15-21      22-28      29-31
    const entries = [
      ...march('SSSSSOO' + 'SSSSOO.' + '..S.O..' + '.......' + 'SOS'),
      { date: '2025-02-28', performance: 'success' },
    ];
    const insights = monthlyInsights(entries, '2025-03-31');
    expect(insights.heading).toBe('March 2025');
    expect(insights.successDays).toBe(12);
    expect(insights.aboveTargetDays).toBe(6);
    const block = (
      label: string,
      [firstDay, lastDay]: [number, number],
      [start, end]: [string, string],
      [entryCount, successCount]: [number, number],
      success: boolean,
    ) => ({
      label,
      firstDay,
      lastDay,
      start,
      end,
      entryCount,
      successCount,
      hasEntries: entryCount > 0,
      success,
    });
    expect(insights.weekBlocks).toEqual([
      block('1-7', [1, 7], ['2025-03-01', '2025-03-07'], [7, 5], true),
      block('8-14', [8, 14], ['2025-03-08', '2025-03-14'], [6, 4], false),
      block('15-21', [15, 21], ['2025-03-15', '2025-03-21'], [2, 1], false),
      block('22-28', [22, 28], ['2025-03-22', '2025-03-28'], [0, 0], false),
    ]);
  });

  it('the blocks are the same four for every month and every day of the month', () => {
    fc.assert(
      fc.property(fc.integer({ min: -20_000, max: 40_000 }).map(fromDayNumber), (today) => {
        const blocks = monthWeekBlocks([], today);
        const { year, month } = yearMonthOf(today);
        const first = `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-01`;
        expect(blocks.map((block) => block.label)).toEqual(['1-7', '8-14', '15-21', '22-28']);
        blocks.forEach((block, index) => {
          expect(block.firstDay).toBe(index * 7 + 1);
          expect(block.lastDay).toBe(index * 7 + 7);
          expect(daysBetween(first, block.start)).toBe(index * 7);
          expect(daysBetween(block.start, block.end)).toBe(6);
          expect(block.hasEntries).toBe(false);
        });
      }),
    );
  });

  it('a block is a success from 70% of its entries: 4 of 6 (66%) is not, 5 of 7 (71%) is', () => {
    const entries = march('SSSSSOO' + 'SSSSOO.');
    const [first, second] = monthlyInsights(entries, '2025-03-31').weekBlocks;
    expect(first?.success).toBe(true);
    expect(second?.success).toBe(false);
  });

  it('a skipped day is neither success nor warning: a skipped-only block has no entries', () => {
    const entries = march('SSSSSXX' + 'XXXXXXX' + 'SO');
    const insights = monthlyInsights(entries, '2025-03-21');
    const [first, second, third] = insights.weekBlocks;
    expect(first).toMatchObject({ label: '1-7', entryCount: 5, successCount: 5, success: true });
    expect(second).toMatchObject({ label: '8-14', entryCount: 0, hasEntries: false });
    expect(second?.success).toBe(false);
    expect(third).toMatchObject({ entryCount: 2, successCount: 1, success: false });
    expect(insights.successDays).toBe(6);
    expect(insights.aboveTargetDays).toBe(1);
    // 6 of 7 logged days on target: the skipped week does not pull the month down.
    expect(insights.messages[1]).toBe('Amazing month! You hit your target on 85% of logged days.');
  });

  it('counts a block only up to today', () => {
    const entries = march('SSSSSSS' + 'SSSOOOO' + 'OOOO');
    const blocks = monthlyInsights(entries, '2025-03-09').weekBlocks;
    expect(blocks[1]).toMatchObject({ entryCount: 2, successCount: 2, success: true });
    expect(blocks[2]).toMatchObject({ entryCount: 0, hasEntries: false, success: false });
    expect(monthlyInsights(entries, '2025-03-09').successDays).toBe(9);
  });

  it('carries the Trends & Insights messages', () => {
    const insights = monthlyInsights(march('SSSSSSSSSS'), '2025-03-10');
    expect(insights.messages).toEqual(trendsAndInsights(march('SSSSSSSSSS'), '2025-03-10'));
    expect(insights.messages).toEqual([
      'Great week! You hit your target on 100% of logged days in the last 7 days.',
      'Amazing month! You hit your target on 100% of logged days.',
    ]);
  });
});

describe('trendsAndInsights', () => {
  it('weighs the last 7 days and the month separately', () => {
    // 1 … 3 over, 4 … 10 success: the week is 100%, the month 70%.
    const entries = march('OOOSSSSSSS');
    expect(trendsAndInsights(entries, '2025-03-10')).toEqual([
      'Great week! You hit your target on 100% of logged days in the last 7 days.',
      'Amazing month! You hit your target on 70% of logged days.',
    ]);
    expect(trendsAndInsights(march('OOOOSSSSSS'), '2025-03-10')[1]).toBe(
      "You're making progress: 60% of logged days on target this month. Keep it up!",
    );
  });
});
