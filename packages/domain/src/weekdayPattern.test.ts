import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { weekdayIndex } from './dates';
import { WEEKDAY_NAMES } from './dateTexts';
import type { LoggedDay } from './entries';
import { habitArbitrary } from './testing/habitArbitrary';
import { weekdayPattern, weekdayPatternText } from './weekdayPattern';
import { inWeekOrder, WEEK_STARTS, type WeekStart } from './weeks';

describe('weekdayPattern', () => {
  it('finds the weekday most often over target', () => {
    const entries = [
      { date: '2025-03-08', performance: 'over' },
      { date: '2025-03-15', performance: 'over' },
      { date: '2025-03-22', performance: 'success' },
      { date: '2025-03-03', performance: 'over' },
      { date: '2025-03-10', performance: 'success' },
    ];
    const pattern = weekdayPattern(entries);
    expect(pattern[5]).toEqual({
      weekday: 'Saturday',
      loggedDays: 3,
      overDays: 2,
      overPercent: 67,
    });
    expect(pattern[0]).toEqual({ weekday: 'Monday', loggedDays: 2, overDays: 1, overPercent: 50 });
    // Three Saturdays are not yet a pattern.
    expect(weekdayPatternText(pattern)).toBe(
      'Not enough Saturdays yet to see a pattern (3 of 4 logged)',
    );
    const fourth = [...entries, { date: '2025-03-01', performance: 'success' }];
    expect(weekdayPatternText(weekdayPattern(fourth))).toBe(
      'Saturdays are over target 50% of the time',
    );
    expect(
      weekdayPatternText(weekdayPattern(entries.filter((e) => e.performance === 'success'))),
    ).toBeUndefined();
  });
});

/** A weekday's row of the pattern, with its percent worked out as weekdayPattern does. */
function weekday(weekdayName: string, loggedDays: number, overDays: number) {
  return {
    weekday: weekdayName,
    loggedDays,
    overDays,
    overPercent: loggedDays === 0 ? 0 : Math.round((overDays * 100) / loggedDays),
  };
}

describe('weekdayPatternText', () => {
  it.each([
    ['no weekday over', [weekday('Monday', 9, 0)], undefined],
    [
      'one Wednesday over',
      [weekday('Wednesday', 1, 1)],
      'Not enough Wednesdays yet to see a pattern (1 of 4 logged)',
    ],
    [
      'three Wednesdays',
      [weekday('Wednesday', 3, 3)],
      'Not enough Wednesdays yet to see a pattern (3 of 4 logged)',
    ],
    ['four Wednesdays', [weekday('Wednesday', 4, 1)], 'Wednesdays are over target 25% of the time'],
    [
      'a weekday with enough days before one with more over but too few',
      [weekday('Monday', 5, 1), weekday('Friday', 2, 2)],
      'Mondays are over target 20% of the time',
    ],
    [
      'the most often over of those with enough days',
      [weekday('Monday', 4, 1), weekday('Tuesday', 6, 3), weekday('Sunday', 8, 2)],
      'Tuesdays are over target 50% of the time',
    ],
    [
      'of too-short weekdays, the one with the most over days',
      [weekday('Monday', 1, 1), weekday('Thursday', 3, 2)],
      'Not enough Thursdays yet to see a pattern (3 of 4 logged)',
    ],
  ])('%s', (_, pattern, text) => {
    expect(weekdayPatternText(pattern)).toBe(text);
  });

  it('speaks of a weekday as a pattern only from four logged days of it', () => {
    const names = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
    const counts = fc.array(
      fc
        .nat({ max: 12 })
        .chain((logged) => fc.nat({ max: logged }).map((over) => [logged, over] as const)),
      { minLength: 7, maxLength: 7 },
    );
    fc.assert(
      fc.property(counts, (rows) => {
        const pattern = rows.map(([logged, over], index) =>
          weekday(names[index] ?? '', logged, over),
        );
        const text = weekdayPatternText(pattern);
        const anyOver = pattern.some((day) => day.overDays > 0);
        expect(text === undefined).toBe(!anyOver);
        if (text === undefined) return;
        const named = pattern.find((day) => text.startsWith(`${day.weekday}s `));
        const early = pattern.find((day) => text.startsWith(`Not enough ${day.weekday}s `));
        const enough = pattern.filter((day) => day.loggedDays >= 4 && day.overDays > 0);
        if (named) {
          expect(named.loggedDays).toBeGreaterThanOrEqual(4);
          expect(named.overPercent).toBe(Math.max(...enough.map((day) => day.overPercent)));
          expect(text).toBe(
            `${named.weekday}s are over target ${String(named.overPercent)}% of the time`,
          );
        } else {
          expect(early).toBeDefined();
          expect(enough).toEqual([]);
          expect(early?.loggedDays).toBeLessThan(4);
          expect(early?.overDays).toBeGreaterThan(0);
        }
      }),
    );
  });
});

/** The weekdays counted plainly: every day's last entry, by a map of the days. */
function plainWeekdayPattern(entries: readonly LoggedDay[], weekStart: WeekStart) {
  const byDate = new Map(entries.map((entry) => [entry.date, entry]));
  const counts = WEEKDAY_NAMES.map((weekday) => ({ weekday, loggedDays: 0, overDays: 0 }));
  for (const entry of byDate.values()) {
    const day = counts[weekdayIndex(entry.date)];
    if (!day || entry.performance === 'skipped') continue;
    day.loggedDays++;
    if (entry.performance === 'over') day.overDays++;
  }
  return inWeekOrder(
    counts.map((day) => ({
      ...day,
      overPercent: day.loggedDays === 0 ? 0 : Math.round((day.overDays * 100) / day.loggedDays),
    })),
    weekStart,
  );
}

describe('weekdayPattern, as a property', () => {
  it('counts as the plain map of days on any history: gaps, skips, unsorted or doubled days', () => {
    fc.assert(
      fc.property(habitArbitrary(), fc.constantFrom(...WEEK_STARTS), (habit, weekStart) => {
        expect(weekdayPattern(habit.entries, weekStart)).toStrictEqual(
          plainWeekdayPattern(habit.entries, weekStart),
        );
      }),
      { numRuns: 300 },
    );
  });
});
