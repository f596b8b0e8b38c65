/**
 * The service worker's texts: what a notification says after its 'Log 0' could not log. The worker
 * runs apart from the page and its catalogs, offline too, so its two texts are here in every
 * language; the page tells it the user's language with the session it leaves for it
 * (lib/worker-session.ts). The reason is the server's sentence, already in that language.
 */
import { isLocaleCode, type LocaleCode } from '@taper/domain';

export interface WorkerTexts {
  refusedTitle: (habitName: string) => string;
  refusedBody: (reason: string) => string;
}

const TEXTS: Record<LocaleCode, WorkerTexts> = {
  en: {
    refusedTitle: (habitName) => `${habitName}: not logged`,
    refusedBody: (reason) => `${reason} Open Taper to log the day.`,
  },
  es: {
    refusedTitle: (habitName) => `${habitName}: no registrado`,
    refusedBody: (reason) => `${reason} Abre Taper para registrar el día.`,
  },
  de: {
    refusedTitle: (habitName) => `${habitName}: nicht eingetragen`,
    refusedBody: (reason) => `${reason} Öffne Taper, um den Tag einzutragen.`,
  },
  fr: {
    refusedTitle: (habitName) => `${habitName} : non enregistré`,
    refusedBody: (reason) => `${reason} Ouvrez Taper pour saisir la journée.`,
  },
  ar: {
    // The habit's name is the user's own: isolated, so it keeps its direction in Arabic.
    refusedTitle: (habitName) => `\u2068${habitName}\u2069: لم يُسجَّل`,
    refusedBody: (reason) => `${reason} افتح Taper لتسجيل اليوم.`,
  },
};

/** The worker's texts in `locale` (the user's, as the page left it); English when unknown. */
export function workerTexts(locale: string | undefined): WorkerTexts {
  return locale !== undefined && isLocaleCode(locale) ? TEXTS[locale] : TEXTS.en;
}
