import { describe, expect, it } from 'vitest';
import { addDays } from './dates';
import type { Goal } from './goalSchemas';
import { habitHistory } from './history';
import { weekdayPattern } from './weekdayPattern';
import { MONDAY } from './testing/fixtures';
import { threeCups, amounts } from './testing/historyFixtures';

describe('skipped days in the progress figures (issue 20)', () => {
  it('count in no bucket and on no weekday', () => {
    const entries = [
      ...amounts(threeCups, [1, 5]),
      { date: addDays(MONDAY, 2), actualValue: null, performance: 'skipped' },
      { date: addDays(MONDAY, 7), actualValue: null, performance: 'skipped' },
    ];
    const to = addDays(MONDAY, 7);
    const [week] = habitHistory(threeCups, entries, { from: MONDAY, to, bucket: 'week' }, to);
    expect(week).toMatchObject({ loggedDays: 2, successDays: 1, overDays: 1, total: 6 });
    const pattern = weekdayPattern(entries);
    expect(pattern[0]).toMatchObject({ weekday: 'Monday', loggedDays: 1, overDays: 0 });
    expect(pattern[2]).toMatchObject({ weekday: 'Wednesday', loggedDays: 0, overPercent: 0 });
    expect(pattern[1]).toMatchObject({ weekday: 'Tuesday', overPercent: 100 });
  });

  it('are counted apart, so a chart can draw them as skipped', () => {
    const entries = [
      ...amounts(threeCups, [1]),
      { date: addDays(MONDAY, 1), actualValue: null, performance: 'skipped' },
      { date: addDays(MONDAY, 3), actualValue: null, performance: 'skipped' },
      // A skipped day to come does not count yet.
      { date: addDays(MONDAY, 9), actualValue: null, performance: 'skipped' },
    ];
    const today = addDays(MONDAY, 8);
    const days = habitHistory(
      threeCups,
      entries,
      { from: MONDAY, to: addDays(MONDAY, 3), bucket: 'day' },
      today,
    );
    expect(days.map((d) => [d.skippedDays, d.value])).toEqual([
      [0, 1],
      [1, null],
      [0, null],
      [1, null],
    ]);
    const weeks = habitHistory(
      threeCups,
      entries,
      { from: MONDAY, to: addDays(MONDAY, 13), bucket: 'week' },
      today,
    );
    expect(weeks.map((w) => [w.skippedDays, w.loggedDays])).toEqual([
      [2, 1],
      [0, 0],
    ]);
  });

  it('count under a weekly budget too, and a later value replaces a skip', () => {
    const budget: Goal = { goalType: 'number', goalSchedule: 'weekly_budget', budget: 10 };
    const entries = [
      { date: MONDAY, actualValue: null, performance: 'skipped' },
      { date: MONDAY, actualValue: 2, performance: 'success' },
      { date: addDays(MONDAY, 1), actualValue: null, performance: 'skipped' },
    ];
    const today = addDays(MONDAY, 6);
    const [week] = habitHistory(
      budget,
      entries,
      { from: MONDAY, to: today, bucket: 'week' },
      today,
    );
    expect(week).toMatchObject({ budget: 10, skippedDays: 1, loggedDays: 1, total: 2 });
  });
});
