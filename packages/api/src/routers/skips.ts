/** Vacation (issue 20): one request marks a range of days skipped over the user's habits. */
import {
  datesInRange,
  isLoggableDate,
  SKIP_FUTURE_MESSAGE,
  skipRangeInputSchema,
  skipRangeResultSchema,
} from '@taper/domain';
import { skipDays } from '../services/skips';
import { protectedProcedure, router } from '../trpc';
import { badRequest, habitNotFound, userToday } from './habits/lookup';

export const skipsRouter = router({
  skipRange: protectedProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/api/skips',
        tags: ['entries'],
        summary: 'Skip a range of days (Vacation)',
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
