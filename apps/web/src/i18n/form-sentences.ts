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
