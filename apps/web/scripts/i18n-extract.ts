/**
 * `pnpm --filter @taper/web i18n:extract`: writes every locale's PO catalog of the web and the
 * shared components from their messages modules. English (the source) is written whole; another
 * locale keeps its translations, gains the new ids (empty, to translate) and loses the ids no
 * module declares any more. The completeness check (src/i18n/catalogs.test.ts) fails until every
 * new id is translated.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { CatalogType } from '@lingui/conf';
import {
  catalogPath,
  englishMessages,
  functionSource,
  readCatalog,
  TEXT_PACKAGES,
  textsOf,
  writeCatalog,
} from '../src/i18n/catalog-files';
import { LOCALE_CODES } from '../src/i18n/locales';

for (const pkg of TEXT_PACKAGES) {
  const texts = await textsOf(pkg.sources);
  const english: CatalogType = {};
  for (const [id, text] of texts) {
    const source = functionSource(text);
    for (const [messageId, message] of englishMessages(id, text)) {
      english[messageId] = {
        message,
        translation: message,
        comments: source ? [`${message} ← ${source}`] : [message],
      };
    }
  }
  for (const locale of LOCALE_CODES) {
    const file = catalogPath(pkg.dir, locale);
    const existing = existsSync(file) ? await readCatalog(readFileSync(file, 'utf8'), locale) : {};
    const catalog: CatalogType = {};
    for (const [id, entry] of Object.entries(english)) {
      catalog[id] = {
        ...entry,
        translation: locale === 'en' ? entry.translation : (existing[id]?.translation ?? ''),
      };
    }
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, await writeCatalog(catalog, locale));
  }
  console.log(`${pkg.name}: ${String(Object.keys(english).length)} messages`);
}
