/** The inputs of the progress screen's calls: a habit and a range of at most ten years. */
import { z } from 'zod';
import { daysBetween } from './dates';
import { HISTORY_BUCKETS } from './historyBuckets';
import { idSchema, isoDateSchema } from './schemas';
import { MAX_RANGE_DAYS } from './strength';

const rangeShape = { id: idSchema, from: isoDateSchema, to: isoDateSchema };

type Range = { from: string; to: string };

function checkRange(range: Range, ctx: z.RefinementCtx): void {
  const days = daysBetween(range.from, range.to);
  if (days < 0) {
    ctx.addIssue({ code: 'custom', path: ['from'], message: '`from` must not be after `to`' });
  } else if (days >= MAX_RANGE_DAYS) {
    ctx.addIssue({
      code: 'custom',
      path: ['to'],
      message: `A range covers at most ${String(MAX_RANGE_DAYS)} days`,
    });
  }
}

/** GET /api/habits/{id}/strength?from&to */
export const strengthInputSchema = z.object(rangeShape).superRefine(checkRange);

/** GET /api/habits/{id}/history?bucket&from&to */
export const historyInputSchema = z
  .object({ ...rangeShape, bucket: z.enum(HISTORY_BUCKETS) })
  .superRefine(checkRange);
