/**
 * Text every store can hold: PostgreSQL refuses a NUL (U+0000) in text, and an unpaired UTF-16
 * surrogate is no character at all (it would be stored as U+FFFD, or not at all). No one types
 * either, so every text field of the API and of an import refuses them with a sentence.
 */
import type { z } from 'zod';

// eslint-disable-next-line no-control-regex -- finding the NUL is the point
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Whether the text holds a NUL or an unpaired surrogate. */
export function hasUnstorableText(text: string): boolean {
  return UNSTORABLE.test(text);
}

/** What is wrong, without the field's name: `${label} ${UNSTORABLE_TEXT_PROBLEM}`. */
export const UNSTORABLE_TEXT_PROBLEM =
  'must not contain a NUL character (U+0000) or an unpaired surrogate';

/** The issue's `params` that name it, so the field's sentence can be written (issueMessages). */
export const UNSTORABLE_PARAMS = { unstorable: true } as const;

/** The schema, refusing a NUL or an unpaired surrogate with a sentence naming the field. */
export function storable<T extends z.ZodString>(schema: T): T {
  return schema.refine((text) => !hasUnstorableText(text), {
    message: `Text ${UNSTORABLE_TEXT_PROBLEM}`,
    params: UNSTORABLE_PARAMS,
  });
}
