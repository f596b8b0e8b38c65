import { describe, expect, it } from 'vitest';
import { addDays } from './dates';
import type { LoggedDay } from './entries';
import { reduction } from './reduction';
import { coffee, level, day, skipped, TODAY, week } from './testing/reductionFixtures';

describe('reduction', () => {
  it("answers the issue's figures: 5 coffees a day at 3.20, then a week of 2s", () => {
    const figures = reduction(coffee, week(2), { today: TODAY, baseline: 5, costPerUnit: 3.2 });
    expect(figures).toMatchObject({
      baseline: 5,
      baselineSource: 'entered',
      per: 'day',
      thisWeek: { total: 8, days: 4 },
      lastWeek: { total: 6, days: 3 },
      thisMonth: { total: 14, days: 7 },
      lastMonth: { total: 0, days: 0 },
      changeVsBaseline: -0.6,
      unitsAvoided: 21,
      moneySaved: 67.2,
      daysSinceOver: 7,
      longestWithoutOver: 7,
      shareOnGoalThisMonth: 1,
    });
    expect(figures.milestones.map((milestone) => milestone.id)).toEqual(['money-10', 'money-50']);
  });

  it('counts days since the last over day, and the longest run without one', () => {
    const entries = [
      day('2026-11-01', 2),
      day('2026-11-02', 2),
      day('2026-11-03', 9),
      day('2026-11-10', 9),
      day('2026-11-20', 1),
      day('2026-11-24', 6),
    ];
    const figures = reduction(coffee, entries, { today: TODAY, baseline: 5 });
    // 11-11 … 11-23 is 13 days; after 11-24: 25 and 26.
    expect(figures.longestWithoutOver).toBe(13);
    expect(figures.daysSinceOver).toBe(2);
    expect(reduction(coffee, [day(TODAY, 9)], { today: TODAY }).daysSinceOver).toBe(0);
  });

  it('leaves skipped days out of totals and counts the unlogged days as 0 under zero', () => {
    const entries = [day('2026-11-23', 4), skipped('2026-11-24'), day('2026-11-26', 2)];
    const notLogged = reduction(coffee, entries, { today: TODAY, baseline: 5 });
    expect(notLogged.thisWeek).toEqual({ total: 6, days: 2 });
    expect(notLogged.unitsAvoided).toBe(4);
    const zero = reduction(coffee, entries, { today: TODAY, baseline: 5, unloggedDays: 'zero' });
    // 11-25 was not logged: it counts as 0, so 5 more avoided.
    expect(zero.thisWeek).toEqual({ total: 6, days: 3 });
    expect(zero.unitsAvoided).toBe(9);
    expect(zero.changeVsBaseline).toBe(-0.6);
  });

  it('measures the baseline as the mean of the first 14 logged days when none is entered', () => {
    const first = Array.from({ length: 14 }, (_, index) =>
      day(addDays('2026-10-01', index), index % 2 === 0 ? 4 : 6, 10),
    );
    const later = week(1, TODAY);
    const figures = reduction(coffee, [...first, skipped('2026-10-20'), ...later], {
      today: TODAY,
    });
    expect(figures).toMatchObject({ baseline: 5, baselineSource: 'measured' });
    expect(figures.changeVsBaseline).toBe(-0.8);
    const tooFew = reduction(coffee, first.slice(0, 13), { today: TODAY });
    expect(tooFew).toMatchObject({ baseline: null, baselineSource: null, unitsAvoided: null });
    expect(tooFew.thisMonth).toEqual({ total: 0, days: 0 });
  });

  it('reaches a reduction milestone only for a whole calendar week below the baseline', () => {
    // Mon 16 … Sun 22 Nov at 2 (60% below 5): 25 and 50 reached; this week's 0s are not whole yet.
    const entries = [...week(2, '2026-11-22'), ...week(0, TODAY, 4)];
    const figures = reduction(coffee, entries, {
      today: TODAY,
      baseline: 5,
      milestonesSeen: ['reduction-25'],
    });
    expect(figures.milestones).toEqual([
      { id: 'reduction-25', kind: 'reduction', threshold: 25, seen: true },
      { id: 'reduction-50', kind: 'reduction', threshold: 50, seen: false },
    ]);
    const gap = entries.filter((entry) => entry.date !== '2026-11-18');
    expect(reduction(coffee, gap, { today: TODAY, baseline: 5 }).milestones).toEqual([]);
  });

  it('answers level habits their shares on goal and null for the number-only figures', () => {
    const entries: LoggedDay[] = [
      { date: '2026-10-30', performance: 'over', levelValue: 'high' },
      { date: '2026-10-31', performance: 'success', levelValue: 'low' },
      { date: '2026-11-25', performance: 'success', levelValue: 'none' },
      { date: '2026-11-26', performance: 'success', levelValue: 'low' },
    ];
    expect(reduction(level, entries, { today: TODAY, baseline: 5 })).toMatchObject({
      baseline: null,
      baselineSource: null,
      per: null,
      thisWeek: null,
      changeVsBaseline: null,
      unitsAvoided: null,
      moneySaved: null,
      shareOnGoalThisMonth: 1,
      shareOnGoalFirstMonth: 0.5,
      daysSinceOver: 27,
      milestones: [],
    });
  });

  it('answers a habit without entries with empty figures', () => {
    expect(reduction(coffee, [], { today: TODAY, baseline: 5, costPerUnit: 1 })).toMatchObject({
      baseline: 5,
      thisWeek: { total: 0, days: 0 },
      changeVsBaseline: null,
      unitsAvoided: 0,
      moneySaved: 0,
      daysSinceOver: null,
      longestWithoutOver: 0,
    });
  });

  it('ignores entries after today', () => {
    const figures = reduction(coffee, [day(TODAY, 2), day(addDays(TODAY, 1), 9)], {
      today: TODAY,
      baseline: 5,
    });
    expect(figures.unitsAvoided).toBe(3);
    expect(figures.daysSinceOver).toBe(1);
  });
});
