/**
 * The sentences of the domain's schemas that forms show (a reminder with no day, a negative
 * baseline, a plan that steps up), in the user's language: the domain owns them and their
 * translations (`formMessages` and its catalog, loaded with the web's own); a sentence it does not
 * know is shown as it is.
 */
import { formMessages } from '@taper/domain';
import { i18n } from '@taper/ui';

const byEnglish = new Map<string, { id: string; message: string }>(
  Object.values(formMessages).map((descriptor) => [descriptor.message, descriptor]),
);

/** `message` in the language shown. */
export function formSentence(message: string): string;
export function formSentence(message: string | undefined): string | undefined;
export function formSentence(message: string | undefined): string | undefined {
  // English is the domain's own words (and needs no catalog, even before one is active).
  if (message === undefined || !i18n.locale || i18n.locale === 'en') return message;
  const descriptor = byEnglish.get(message);
  return descriptor ? i18n._(descriptor.id, undefined, { message: descriptor.message }) : message;
}

/** What a schema of the domain checks a value with: zod's `safeParse`, as far as a form needs. */
interface ValueCheck {
  safeParse: (value: unknown) => { error?: { issues: readonly { message: string }[] } | undefined };
}

/** The first thing `schema` finds wrong with `value`, in the language shown; undefined when none. */
export function schemaProblem(schema: ValueCheck, value: unknown): string | undefined {
  return formSentence(schema.safeParse(value).error?.issues[0]?.message);
}
