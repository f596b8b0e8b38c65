import { z } from 'zod';
import { historyOf } from '@taper/db';
import {
  habitStatsInputSchema,
  habitStatsSchema,
  streaksSchema,
  summarySchema,
} from '@taper/domain';
import { habitFirstDay, habitStreaks } from '@taper/domain/rules';
import { userDataQuery } from '../../trpc';
import { computed } from './computed';
import { found, habitIdInput } from './lookup';
import { countedEntries, createdOn } from '../../computed-reads/counted-days';

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
    .query(({ ctx }) => {
      // Only plain data crosses to a worker thread: the user's id and what their days depend on.
      const { id, timezone, dayEndsAtHour, weekStart } = ctx.user;
      return ctx.computedReads.summary({
        kind: 'summary',
        user: { id, timezone, dayEndsAtHour, weekStart },
        today: ctx.today,
      });
    }),
};
