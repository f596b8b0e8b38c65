/** Vacation (issue 20): one request marks a range of days skipped over the user's habits. */
import { skipDays } from '@taper/db';
import {
  datesInRange,
  isLoggableDate,
  SKIP_FUTURE_MESSAGE,
  skipRangeInputSchema,
  skipRangeResultSchema,
} from '@taper/domain';
import { protectedProcedure, router } from '../trpc';
import { badRequest, habitNotFound, userToday } from './habit-lookup';

export const skipsRouter = router({
  skipRange: protectedProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/api/skips',
        tags: ['entries'],
        summary: 'Skip a range of days (Vacation)',
        description:
          'Marks every day from `from` to `to` (both included, at most 60 days, none after your ' +
          'today) skipped for all your habits, or for the ones in `habitIds`. A day that already ' +
          'has an entry keeps it. Answers how many days were skipped and how many were already ' +
          'logged. A habit that is not yours answers 404 and nothing is written.',
      },
    })
    .input(skipRangeInputSchema)
    .output(skipRangeResultSchema)
    .mutation(async ({ ctx, input }) => {
      if (!isLoggableDate(input.to, userToday(ctx))) throw badRequest(SKIP_FUTURE_MESSAGE);
      const result = await skipDays(
        ctx.db,
        {
          userId: ctx.user.id,
          habitIds: input.habitIds,
          dates: datesInRange(input.from, input.to),
        },
        ctx.now(),
      );
      if (!result) throw habitNotFound();
      return result;
    }),
});
