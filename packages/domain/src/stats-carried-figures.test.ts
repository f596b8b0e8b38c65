import { reduction } from './reduction';
import { describe, expect, it } from 'vitest';
import { habitStrength } from './strength';
import { habitStats } from './stats';
import { coffee, coffeeEntries, TODAY } from './testing/statsFixtures';

describe('habitStats: the habit screen’s figures from one function', () => {
  const entries = coffeeEntries;

  it('names today and the four days before, oldest first, whatever month the grid shows', () => {
    const stats = habitStats(coffee, entries, {
      today: '2025-03-02',
      month: { year: 2025, month: 3 },
    });
    expect(
      stats.recent.map(({ date, dayName, weekdayShort, isToday, description }) => ({
        date,
        dayName,
        weekdayShort,
        isToday,
        description,
      })),
    ).toEqual([
      {
        date: '2025-02-26',
        dayName: 'Wednesday 26 February',
        weekdayShort: 'Wed',
        isToday: false,
        description: 'not logged',
      },
      {
        date: '2025-02-27',
        dayName: 'Thursday 27 February',
        weekdayShort: 'Thu',
        isToday: false,
        description: '1, on target',
      },
      {
        date: '2025-02-28',
        dayName: 'Friday 28 February',
        weekdayShort: 'Fri',
        isToday: false,
        description: '2, on target',
      },
      {
        date: '2025-03-01',
        dayName: 'Saturday 1 March',
        weekdayShort: 'Sat',
        isToday: false,
        description: '1, on target',
      },
      {
        date: '2025-03-02',
        dayName: 'Sunday 2 March',
        weekdayShort: 'Sun',
        isToday: true,
        description: 'not logged',
      },
    ]);
  });

  it("carries the habit's reduction, from its baseline, cost and the milestones seen", () => {
    const stats = habitStats(coffee, entries, {
      today: TODAY,
      baseline: 9,
      costPerUnit: 2,
      milestonesSeen: ['money-10'],
    });
    expect(stats.reduction).toEqual(
      reduction(coffee, entries, {
        today: TODAY,
        baseline: 9,
        costPerUnit: 2,
        milestonesSeen: ['money-10'],
      }),
    );
    expect(stats.reduction.baselineSource).toBe('entered');
    expect(habitStats(coffee, entries, { today: TODAY }).reduction.baseline).toBeNull();
  });

  it("carries the habit's strength from its first entry, even before its creation day", () => {
    const points = habitStrength(
      entries,
      { from: TODAY, to: TODAY },
      { firstDay: '2025-02-27', today: TODAY, goals: coffee },
    );
    const expected = Math.round((points[0]?.score ?? NaN) * 100);
    expect(expected).toBeGreaterThan(0);
    expect(habitStats(coffee, entries, { today: TODAY, createdOn: '2025-03-05' }).strength).toBe(
      expected,
    );
  });
});
