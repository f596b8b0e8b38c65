/**
 * The server's texts in a locale: a Lingui `I18n` loaded with that locale's compiled catalog
 * (src/i18n/locales/<code>/messages.po and forms.po, compiled by `lingui compile` to messages.ts beside it).
 * One instance per locale, made on first use and kept; a message missing from a catalog falls
 * back to its English source text.
 */
import { setupI18n, type I18n, type MessageDescriptor, type Messages } from '@lingui/core';
import { DEFAULT_LOCALE, type LocaleCode } from '../locales';
import { keepsSaid } from '../texts';
import { messages as arForms } from './locales/ar/forms';
import { messages as ar } from './locales/ar/messages';
import { messages as deForms } from './locales/de/forms';
import { messages as de } from './locales/de/messages';
import { messages as enForms } from './locales/en/forms';
import { messages as en } from './locales/en/messages';
import { messages as esForms } from './locales/es/forms';
import { messages as es } from './locales/es/messages';
import { messages as frForms } from './locales/fr/forms';
import { messages as fr } from './locales/fr/messages';

/** Each locale's two catalogs in one: the forms' sentences (which the web loads too) and the rest. */
export const SERVER_CATALOGS: Record<LocaleCode, Messages> = {
  en: { ...en, ...enForms },
  es: { ...es, ...esForms },
  de: { ...de, ...deForms },
  fr: { ...fr, ...frForms },
  ar: { ...ar, ...arForms },
};

const instances = new Map<LocaleCode, I18n>();

/** The `I18n` of a locale (English for an unknown one), shared by every caller. */
export function serverI18n(locale: LocaleCode): I18n {
  const code = locale in SERVER_CATALOGS ? locale : DEFAULT_LOCALE;
  let i18n = instances.get(code);
  if (!i18n) {
    i18n = setupI18n({ locale: code, messages: { [code]: SERVER_CATALOGS[code] } });
    // Never activated on another locale nor loaded again: what it says can be kept (texts.ts).
    keepsSaid(i18n);
    instances.set(code, i18n);
  }
  return i18n;
}

/** One message in a locale, its `{placeholders}` filled from `values`. */
export function translate(
  locale: LocaleCode,
  descriptor: MessageDescriptor,
  values?: Record<string, unknown>,
): string {
  return serverI18n(locale)._(descriptor.id, values, { message: descriptor.message });
}

export type { I18n, MessageDescriptor } from '@lingui/core';
