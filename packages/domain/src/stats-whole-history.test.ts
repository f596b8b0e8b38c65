import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addMonths, yearMonthOf } from './dates';
import { cellStatus, monthGrid } from './calendar';
import { indexEntriesByDate } from './entries';
import { habitArbitrary } from './testing/habitArbitrary';
import { countedDays } from './unloggedDays';
import { WEEK_STARTS } from './weeks';
import { monthlyInsights } from './insights';
import { habitFirstDay } from './strength';
import { habitStats } from './stats';
import { monthStats, weeklySummary } from './summaries';

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
