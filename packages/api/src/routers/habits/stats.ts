import { z } from 'zod';
import type { EntryView } from '@taper/db';
import { historyOf } from '@taper/db';
import {
  habitCard,
  habitFirstDay,
  habitStats,
  habitStatsInputSchema,
  habitStatsSchema,
  habitStreaks,
  streaksSchema,
  summarySchema,
} from '@taper/domain';
import { reductionOptions } from '../../habit-stats';
import { userDataQuery } from '../../trpc';
import { computed } from './computed';
import { found, habitIdInput } from './lookup';
import { countedEntries, createdOn } from './counted-days';

function groupByHabit<T extends { habitId: number }>(rows: readonly T[]): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const row of rows) {
    const group = groups.get(row.habitId);
    if (group) group.push(row);
    else groups.set(row.habitId, [row]);
  }
  return groups;
}

const NO_ENTRIES: readonly EntryView[] = [];

/** The read model of the habit screen and the summary: streaks, a month's figures, the cards. */
export const statsProcedures = {
  streaks: userDataQuery
    .meta({
      openapi: {
        method: 'GET',
        path: '/api/habits/{id}/streaks',
        tags: ['habits'],
        summary: "A habit's streaks",
      },
    })
    .input(habitIdInput)
    .output(streaksSchema)
    .query(async ({ ctx, input }) => {
      const habit = found(await ctx.data.habit(input.id));
      const [entries, versions] = await Promise.all([
        ctx.data.entries(habit.id),
        ctx.data.goalVersions(habit.id),
      ]);
      // In weeks or months under a budget, as the habit screen counts them.
      return habitStreaks(
        historyOf(habit, versions),
        countedEntries(habit, entries, versions, ctx),
        {
          today: ctx.today,
          firstDay: habitFirstDay(createdOn(habit, ctx.user), entries),
          weekStart: ctx.user.weekStart,
        },
      );
    }),

  stats: userDataQuery
    .meta({
      openapi: {
        method: 'GET',
        path: '/api/habits/{id}/stats',
        tags: ['habits'],
        summary: "Everything the habit screen shows for a month (?month=YYYY-MM, else today's)",
      },
    })
    .input(habitStatsInputSchema)
    .output(habitStatsSchema)
    .query(({ ctx, input }) => computed(ctx, 'stats', input.id, { month: input.month })),

  summary: userDataQuery
    .meta({
      openapi: {
        method: 'GET',
        path: '/api/summary',
        tags: ['habits'],
        summary:
          "One card per unarchived habit, in the user's order: this month's calendar, On Track, " +
          'Missed and streaks',
      },
    })
    .input(z.void())
    .output(summarySchema)
    .query(async ({ ctx }) => {
      // Two queries whatever the number of habits.
      const [habits, entries, versions] = await Promise.all([
        ctx.data.habits(),
        ctx.data.allEntries(),
        ctx.data.allGoalVersions(),
      ]);
      const entriesByHabit = groupByHabit(entries);
      return {
        today: ctx.today,
        habits: habits
          .filter((habit) => !habit.isArchived)
          .map((habit) => ({
            habitId: habit.id,
            ...habitCard(
              habitStats(
                historyOf(habit, versions.get(habit.id)),
                entriesByHabit.get(habit.id) ?? NO_ENTRIES,
                {
                  today: ctx.today,
                  createdOn: createdOn(habit, ctx.user),
                  weekStart: ctx.user.weekStart,
                  unloggedDays: habit.unloggedDays,
                  ...reductionOptions(habit),
                },
              ),
            ),
          })),
      };
    }),
};
