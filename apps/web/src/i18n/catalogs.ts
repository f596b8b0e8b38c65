import type { Messages } from '@lingui/core';
import type { LocaleCode } from './locales';

type Catalog = Promise<{ messages: Messages }>;
type Translated = Exclude<LocaleCode, 'en'>;

/**
 * Each locale's compiled catalogs (the web's and the shared components'), each its own chunk:
 * only the chosen locale's are downloaded. English needs none (the modules' texts are English).
 */
const LOADERS: Record<Translated, () => Catalog[]> = {
  es: () => [import('../../locales/es/messages.po'), import('@taper/ui/locales/es/messages.po')],
  de: () => [import('../../locales/de/messages.po'), import('@taper/ui/locales/de/messages.po')],
  fr: () => [import('../../locales/fr/messages.po'), import('@taper/ui/locales/fr/messages.po')],
  ar: () => [import('../../locales/ar/messages.po'), import('@taper/ui/locales/ar/messages.po')],
};

/** The locale's messages, the web's and the shared components' in one. */
export async function loadMessages(locale: LocaleCode): Promise<Messages> {
  if (locale === 'en') return {};
  const catalogs = await Promise.all(LOADERS[locale]());
  return Object.assign({}, ...catalogs.map((catalog) => catalog.messages)) as Messages;
}
