import type { Messages } from '@lingui/core';
import type { LocaleCode } from './locales';

type Catalog = Promise<{ messages: Messages }>;
type Translated = Exclude<LocaleCode, 'en'>;

/**
 * Each locale's compiled catalogs (the web's, the shared components' and the domain's sentences
 * that forms show, `formSentence`), each its own chunk:
 * only the chosen locale's are downloaded. English needs none (the modules' texts are English).
 */
const LOADERS: Record<Translated, () => Catalog[]> = {
  es: () => [
    import('../../locales/es/messages.po'),
    import('@taper/ui/locales/es/messages.po'),
    import('@taper/domain/form-catalogs/es'),
  ],
  de: () => [
    import('../../locales/de/messages.po'),
    import('@taper/ui/locales/de/messages.po'),
    import('@taper/domain/form-catalogs/de'),
  ],
  fr: () => [
    import('../../locales/fr/messages.po'),
    import('@taper/ui/locales/fr/messages.po'),
    import('@taper/domain/form-catalogs/fr'),
  ],
  ar: () => [
    import('../../locales/ar/messages.po'),
    import('@taper/ui/locales/ar/messages.po'),
    import('@taper/domain/form-catalogs/ar'),
  ],
};

/** The locale's messages, all three catalogs in one. */
export async function loadMessages(locale: LocaleCode): Promise<Messages> {
  if (locale === 'en') return {};
  const catalogs = await Promise.all(LOADERS[locale]());
  return Object.assign({}, ...catalogs.map((catalog) => catalog.messages)) as Messages;
}
