import fc from 'fast-check';
import { reduction } from './reduction';
import { describe, expect, it } from 'vitest';
import { addDays, addMonths, yearMonthOf } from './dates';
import { cellStatus, monthGrid } from './calendar';
import { indexEntriesByDate } from './entries';
import { habitArbitrary } from './testing/habitArbitrary';
import { countedDays } from './unloggedDays';
import { WEEK_STARTS } from './weeks';
import type { Goal } from './goalSchemas';
import { goalToFields } from './goalFields';
import { monthlyInsights } from './insights';
import { judgeEntry } from './judge';
import type { StatsEntry } from './stats';
import { habitFirstDay, habitStrength } from './strength';
import { shortValueLabel } from './cellLabel';
import { habitCard, habitStats } from './stats';
import { habitStatsSchema } from './statsSchemas';
import { computeStreaks } from './streaks';
import { monthStats, weeklySummary } from './summaries';

const TODAY = '2025-03-12'; // a Wednesday
const coffee: Goal = { goalType: 'number', goalSchedule: 'daily', dailyGoal: 2 };

let nextId = 1;
/** An entry judged the way the API judges it. */
function logged(goal: Goal, date: string, actualValue: number, note: string | null = null) {
  return {
    id: nextId++,
    date,
    performance: judgeEntry(goal, date, { actualValue }),
    actualValue,
    levelValue: null,
    note,
  } satisfies StatsEntry;
}

describe('habitStats: the habit screen’s figures from one function', () => {
  const entries = [
    logged(coffee, '2025-02-27', 1),
    logged(coffee, '2025-02-28', 2),
    logged(coffee, '2025-03-01', 1),
    logged(coffee, '2025-03-10', 3, 'Long meeting'),
    logged(coffee, '2025-03-11', 2),
    logged(coffee, '2025-03-12', 0),
  ];

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

  it('a habit as the API presents it (unused fields null) reads as its goal (property)', () => {
    const goals = fc.oneof(
      fc
        .nat(5)
        .map((dailyGoal): Goal => ({ goalType: 'number', goalSchedule: 'daily', dailyGoal })),
      fc
        .nat(20)
        .map((budget): Goal => ({ goalType: 'number', goalSchedule: 'weekly_budget', budget })),
      fc.constantFrom<Goal>(
        { goalType: 'level', goalSchedule: 'daily', levelGoal: 'low' },
        {
          goalType: 'custom_tags',
          goalSchedule: 'daily',
          customTags: ['Calm', 'Busy', 'Wild'],
          levelGoal: '2',
        },
      ),
    );
    const history = fc.array(fc.tuple(fc.nat(60), fc.nat(6)), { maxLength: 40 });
    fc.assert(
      fc.property(goals, history, (goal, days) => {
        const entries = days.map(([back, value]): StatsEntry => {
          const date = addDays(TODAY, -back);
          const fields =
            goal.goalType === 'number'
              ? { actualValue: value, levelValue: null }
              : {
                  actualValue: null,
                  levelValue: goal.goalType === 'level' ? 'moderate' : String((value % 3) + 1),
                };
          return {
            id: back,
            date,
            performance: judgeEntry(goal, date, fields),
            note: null,
            ...fields,
          };
        });
        const presented = { id: 1, name: 'Habit', ...goalToFields(goal) };
        expect(habitStats(presented, entries, { today: TODAY })).toEqual(
          habitStats(goal, entries, { today: TODAY }),
        );
      }),
    );
  });
});

describe('habitStats with a goal history', () => {
  const tags = (customTags: string[]): Goal => ({
    goalType: 'custom_tags',
    goalSchedule: 'daily',
    customTags,
    levelGoal: '1',
  });
  const history = [
    { effectiveFrom: '2025-01-01', goal: tags(['Calm', 'Wild']) },
    { effectiveFrom: '2025-03-11', goal: tags(['Quiet', 'Loud']) },
  ];
  const entry = (date: string): StatsEntry => ({
    id: nextId++,
    date,
    performance: 'over',
    actualValue: null,
    levelValue: '2',
    note: null,
  });

  it("labels each day's value by the goal in force that day", () => {
    const stats = habitStats(history, [entry('2025-03-10'), entry('2025-03-11')], {
      today: TODAY,
    });
    const label = (date: string) => stats.calendar.find((day) => day.date === date)?.entry?.label;
    expect(label('2025-03-10')).toBe('Wild');
    expect(label('2025-03-11')).toBe('Loud');
    expect(stats.week.weeklyTarget).toBe('Stay at Quiet or better');
  });
});

describe('habitStats reads the weeks it shows, as a property', () => {
  it('its calendar, recent days, stat cards, week and insights are those of the whole history', () => {
    fc.assert(
      fc.property(
        habitArbitrary({ maxDays: 150 }),
        fc.integer({ min: -6, max: 1 }),
        fc.constantFrom(...WEEK_STARTS),
        (habit, monthsAway, weekStart) => {
          const { today } = habit;
          const month = addMonths(yearMonthOf(today), monthsAway);
          const options = {
            today,
            month,
            createdOn: habit.createdOn,
            weekStart,
            unloggedDays: habit.unloggedDays,
          };
          const stats = habitStats(habit.history, habit.entries, options);
          const counted = countedDays(habit.entries, {
            unloggedDays: habit.unloggedDays,
            firstDay: habitFirstDay(habit.createdOn, habit.entries),
            today,
            goals: habit.history,
          });
          const byDate = indexEntriesByDate(counted);
          expect(
            stats.calendar.map(({ date, status, connectsToPrevious, connectsToNext, entry }) => ({
              date,
              status,
              connectsToPrevious,
              connectsToNext,
              id: entry?.id,
            })),
          ).toEqual(
            monthGrid(month.year, month.month, today, counted, weekStart).map((cell) => ({
              date: cell.date,
              status: cell.status,
              connectsToPrevious: cell.connectsToPrevious,
              connectsToNext: cell.connectsToNext,
              id: cell.isFuture ? undefined : entryId(byDate.get(cell.date)),
            })),
          );
          expect(stats.recent.map(({ date, status, entry }) => [date, status, entry?.id])).toEqual(
            stats.recent.map(({ date }) => {
              const day = byDate.get(date);
              return [date, cellStatus(day), entryId(day)];
            }),
          );
          const cards = monthStats(counted, month, today);
          expect(stats.month).toMatchObject({
            daysOnTarget: cards.daysOnTarget,
            loggedDays: cards.loggedDays,
            onTrack: cards.onTrack,
            missed: cards.missed,
          });
          const budget = stats.budget ?? undefined;
          expect(stats.week).toEqual(weeklySummary(habit.history, counted, today, budget));
          const { messages: _messages, ...insights } = monthlyInsights(counted, today);
          expect(stats.insights).toMatchObject(insights);
        },
      ),
      { numRuns: 1000 },
    );
  }, 30_000);
});

/** A counted day's entry id: an assumed day has none. */
function entryId(day: object | undefined): number | undefined {
  return day !== undefined && 'id' in day && typeof day.id === 'number' ? day.id : undefined;
}
