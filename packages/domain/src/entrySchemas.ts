/** Zod schemas of a logged day as the API takes it: its date, value, note, or a skip. */
import { z } from 'zod';
import { storable } from './storableText';
import { LIMITS } from './constants';
import { isoDateSchema } from './schemas';

// ---------- entries ----------

export const noteSchema = storable(z.string().max(LIMITS.noteMax))
  .transform((note) => note.trim())
  .transform((note) => (note.length > 0 ? note : undefined));

export const SKIP_WITH_VALUE_MESSAGE =
  'A skipped day has no value: send either "skip": true or a value, not both';

/**
 * POST /api/habits/{id}/entries and PUT /api/habit-entries/{entryId}. SPEC's body also sends
 * `habitId` and `performance`: they are accepted and ignored (the habit is the path's, and the
 * server judges the entry itself), so they are not part of the schema.
 */
const entryInputObject = z.object({
  date: isoDateSchema.meta({
    description: "A real calendar day, YYYY-MM-DD, not after the user's today (their time zone)",
  }),
  actualValue: z.number().min(0, 'Please enter a valid number').max(1e12).nullish(),
  levelValue: storable(z.string().min(1).max(16)).nullish(),
  /** Issue 20: the day is skipped (ill, travelling, a day off): stored without a value. */
  skip: z
    .boolean()
    .optional()
    .meta({
      description:
        'true marks the day skipped (performance "skipped", no value): it neither breaks nor ' +
        'extends a streak and counts in no rate. Send it without actualValue and levelValue.',
    }),
  note: noteSchema.nullish(),
});

interface SkipFields {
  skip?: boolean | undefined;
  actualValue?: number | null | undefined;
  levelValue?: string | null | undefined;
}

/** A skipped day carries no value: `skip` with a value is refused, not half-read. */
function refuseSkipWithValue(entry: SkipFields, ctx: z.RefinementCtx): void {
  const hasValue =
    (entry.actualValue !== undefined && entry.actualValue !== null) ||
    (entry.levelValue !== undefined && entry.levelValue !== null);
  if (entry.skip === true && hasValue)
    ctx.addIssue({ code: 'custom', path: ['skip'], message: SKIP_WITH_VALUE_MESSAGE });
}

export const entryInputSchema = entryInputObject.superRefine(refuseSkipWithValue);
export type EntryInput = z.input<typeof entryInputSchema>;

/** The entry input with the path's fields (`id`, `entryId`), keeping the skip rule. */
export function entryInputWith<Shape extends z.ZodRawShape>(shape: Shape) {
  return entryInputObject.extend(shape).superRefine(refuseSkipWithValue);
}
