/** Vacation (issue 20): the input and answer of POST /api/skips, and its rules' messages. */
import { z } from 'zod';
import { isIsoDate, toDayNumber } from './dates';
import { idSchema, isoDateSchema } from './schemas';

/** Issue 20's Vacation: the longest range one request may skip, in days. */
export const MAX_SKIP_RANGE_DAYS = 60;
export const SKIP_RANGE_TOO_LONG_MESSAGE = `A vacation can be at most ${String(MAX_SKIP_RANGE_DAYS)} days: choose a shorter range`;
export const SKIP_RANGE_ORDER_MESSAGE = 'The last day must be on or after the first day';
export const SKIP_FUTURE_MESSAGE = 'You cannot skip a future date: choose days up to today';

/** POST /api/skips: skip every habit (or the listed ones) from `from` to `to`, both included. */
export const skipRangeInputSchema = z
  .object({
    from: isoDateSchema.meta({ description: 'The first day to skip, YYYY-MM-DD' }),
    to: isoDateSchema.meta({
      description: `The last day to skip, YYYY-MM-DD: not before from, at most ${String(MAX_SKIP_RANGE_DAYS)} days in all, not after the user's today`,
    }),
    habitIds: z
      .array(idSchema)
      .min(1)
      .max(1000)
      .optional()
      .meta({ description: 'The habits to skip (all yours); every habit when absent' }),
  })
  .superRefine((range, ctx) => {
    // A day that is no real date has its own issue already.
    if (!isIsoDate(range.from) || !isIsoDate(range.to)) return;
    if (range.to < range.from) {
      ctx.addIssue({ code: 'custom', path: ['to'], message: SKIP_RANGE_ORDER_MESSAGE });
    } else if (toDayNumber(range.to) - toDayNumber(range.from) + 1 > MAX_SKIP_RANGE_DAYS) {
      ctx.addIssue({ code: 'custom', path: ['to'], message: SKIP_RANGE_TOO_LONG_MESSAGE });
    }
  });
export type SkipRangeInput = z.input<typeof skipRangeInputSchema>;

/** What POST /api/skips did. */
export const skipRangeResultSchema = z.object({
  /** The days marked skipped, over all the habits. */
  skipped: z.number().int(),
  /** The days left as they were because they already had an entry. */
  alreadyLogged: z.number().int(),
  /** The habits the range was applied to. */
  habitIds: z.array(z.number().int()),
});
export type SkipRangeResult = z.infer<typeof skipRangeResultSchema>;
