import { describe, expect, it } from 'vitest';
import { monthlyInsights } from './insights';
import { shortValueLabel } from './cellLabel';
import { habitCard, habitStats } from './stats';
import { habitStatsSchema } from './statsSchemas';
import { computeStreaks } from './streaks';
import { monthStats, weeklySummary } from './summaries';
import { coffee, coffeeEntries, logged, TODAY } from './testing/statsFixtures';

describe('habitStats: the habit screen’s figures from one function', () => {
  const entries = coffeeEntries;

  it('fits its own output schema (what the API validates and documents)', () => {
    const stats = habitStats(coffee, entries, { today: TODAY });
    expect(habitStatsSchema.parse(stats)).toEqual(stats);
  });

  it('is made of the domain’s own rules, for today’s month by default', () => {
    const stats = habitStats(coffee, entries, { today: TODAY });
    expect(stats.today).toBe(TODAY);
    expect(stats.month).toMatchObject({
      year: 2025,
      month: 3,
      heading: 'March 2025',
      ...monthStats(entries, { year: 2025, month: 3 }, TODAY),
    });
    expect(stats.streaks).toMatchObject(computeStreaks(entries, TODAY));
    expect(stats.week).toEqual(weeklySummary(coffee, entries, TODAY));
    expect(stats.insights).toEqual(monthlyInsights(entries, TODAY));
  });

  it('the stat cards follow the month shown; the week and streaks stay on today', () => {
    const february = habitStats(coffee, entries, { today: TODAY, month: { year: 2025, month: 2 } });
    expect(february.month).toMatchObject({
      heading: 'February 2025',
      daysOnTarget: 2,
      loggedDays: 2,
    });
    expect(february.calendar.filter((day) => day.inMonth)).toHaveLength(28);
    const march = habitStats(coffee, entries, { today: TODAY });
    expect(february.week).toEqual(march.week);
    expect(february.streaks).toEqual(march.streaks);
  });

  it('each calendar day carries its entry, labelled, and today and the future as such', () => {
    const stats = habitStats(coffee, entries, { today: TODAY });
    const day = (date: string) => stats.calendar.find((cell) => cell.date === date);
    expect(day('2025-03-10')).toMatchObject({
      status: 'over',
      entry: { actualValue: 3, note: 'Long meeting', label: '3' },
    });
    expect(day('2025-03-11')).toMatchObject({ status: 'success', connectsToNext: true });
    expect(day(TODAY)).toMatchObject({ isToday: true, status: 'success' });
    expect(day('2025-03-13')).toMatchObject({ isFuture: true, entry: null, status: 'none' });
    expect(day('2025-03-05')).toMatchObject({ entry: null, status: 'none' });
  });

  it('each logged day carries its short value and a description for its accessible name', () => {
    const { calendar } = habitStats(coffee, entries, { today: TODAY });
    const day = (date: string) => calendar.find((cell) => cell.date === date);
    expect(day('2025-03-10')).toMatchObject({
      entry: { label: '3', shortLabel: '3' },
      description: '3, over target, has a note',
    });
    expect(day('2025-03-11')?.description).toBe('2, on target');
    expect(day('2025-03-05')?.description).toBe('not logged');
    expect(day('2025-03-13')?.description).toBe('');
  });

  it('a skipped day has its own status, no value and says so; it counts in no stat card', () => {
    const skipped = [
      logged(coffee, '2025-03-10', 1),
      { ...logged(coffee, '2025-03-11', 0, 'Ill'), performance: 'skipped', actualValue: null },
      logged(coffee, '2025-03-12', 1),
    ];
    const stats = habitStats(coffee, skipped, { today: TODAY });
    const day = stats.calendar.find((cell) => cell.date === '2025-03-11');
    expect(day).toMatchObject({
      status: 'skipped',
      entry: { label: '', shortLabel: '', note: 'Ill' },
      description: 'skipped, has a note',
      // The streak holds across it (2 days), so the streak line does too.
      connectsToPrevious: true,
      connectsToNext: true,
    });
    expect(stats.month).toMatchObject({ daysOnTarget: 2, successRate: 100, loggedDays: 2 });
    expect(stats.month).toMatchObject({ onTrack: 2, missed: 0 });
    expect(stats.streaks).toMatchObject({ currentStreak: 2, longestStreak: 2 });
    expect(stats.week).toMatchObject({ averageDaily: 1, loggedDays: 2, successRate: 100 });
    expect(habitStatsSchema.safeParse(stats).success).toBe(true);
  });

  it.each([
    ['3', '3'],
    ['1.5', '1.5'],
    ['120', '120'],
    ['12.75', '13'],
    ['12000', '12k'],
    ['Moderate', 'Mod…'],
    ['1-2 drinks', '1-2…'],
    ['None', 'None'],
  ])('shortValueLabel(%s) = %s', (label, expected) => {
    expect(shortValueLabel(label)).toBe(expected);
    expect(shortValueLabel(label).length).toBeLessThanOrEqual(4);
  });

  it('the streak card texts and progress come with the numbers', () => {
    const { streaks } = habitStats(coffee, entries, { today: TODAY });
    expect(streaks).toMatchObject({ currentStreak: 2, longestStreak: 3 });
    expect(streaks.tier).toBe('Building momentum');
    expect(streaks.recordText).toBe('2 more days to beat your record!');
    expect(streaks.recordProgress).toBe(67);
    expect(streaks.recordLabel).toBe('Record: 3 days');
    // One success today: the singular, and the record is tied.
    const one = habitStats(coffee, entries.slice(-1), { today: TODAY }).streaks;
    expect(one.recordLabel).toBe('Record: 1 day');
    expect(one.recordText).toBe("You're on your longest streak ever");
  });

  it('a summary card is the same figures, fewer of them', () => {
    const stats = habitStats(coffee, entries, { today: TODAY });
    expect(habitCard(stats)).toEqual({
      month: { heading: 'March 2025', onTrack: stats.month.onTrack, missed: stats.month.missed },
      calendar: stats.calendar,
      recent: stats.recent,
      goalToday: '≤ 2 today',
      stepTomorrow: null,
      streaks: { currentStreak: 2, longestStreak: 3, unit: 'day' },
      strength: stats.strength,
      budget: null,
      reduction: stats.reduction,
    });
  });
});
