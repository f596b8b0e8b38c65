import { z } from 'zod';
import {
  habitStatsInputSchema,
  habitStatsSchema,
  streaksSchema,
  summarySchema,
} from '@taper/domain';
import { recordStreaks } from '@taper/domain/rules';
import { userDataQuery } from '../../trpc';
import { callUser, computed } from './computed';
import { found, habitIdInput } from './lookup';
import { readHabitFigure } from '../../computed-reads/habit-record';

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
    // In weeks or months under a budget, as the habit screen counts them.
    .query(async ({ ctx, input }) =>
      found(await readHabitFigure(ctx.data, ctx.user, ctx.today, input.id, recordStreaks)),
    ),

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
    .query(({ ctx }) =>
      ctx.computedReads.summary({ kind: 'summary', user: callUser(ctx), today: ctx.today }),
    ),
};
