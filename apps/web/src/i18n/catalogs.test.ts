/**
 * The web's completeness check: every locale's catalog has exactly the texts the messages modules
 * declare (none missing, none unused), each translated, each a valid ICU message that uses only
 * the arguments its text is given.
 */
import { readFileSync } from 'node:fs';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import {
  arityOf,
  catalogPath,
  englishMessages,
  readCatalog,
  TEXT_PACKAGES,
  textsOf,
} from './catalog-files';
import { LOCALE_CODES } from './locales';

type Compiled = string | readonly unknown[];

/** The argument names an ICU message uses: {0}, {1, plural, …}… (`#` is the plural's own). */
function argumentsOf(message: string): Set<string> {
  const names = new Set<string>();
  const walk = (parts: unknown) => {
    if (!Array.isArray(parts)) return;
    for (const part of parts as Compiled[]) {
      if (!Array.isArray(part)) continue;
      const [name, , cases] = part as [unknown, unknown, unknown];
      if (typeof name === 'string' && name !== '#') names.add(name);
      if (cases && typeof cases === 'object') for (const inner of Object.values(cases)) walk(inner);
    }
  };
  walk(compileMessage(message));
  return names;
}

describe.each(TEXT_PACKAGES)('the catalogs of $name', (pkg) => {
  it.each(LOCALE_CODES)('%s has every text, translated, and no unused one', async (locale) => {
    const expected = new Map<string, { message: string; arity: number }>();
    for (const [id, text] of await textsOf(pkg.sources)) {
      const arity = arityOf(text);
      for (const [messageId, message] of englishMessages(id, text)) {
        expected.set(messageId, { message, arity });
      }
    }
    const catalog = await readCatalog(readFileSync(catalogPath(pkg.dir, locale), 'utf8'), locale);
    const ids = Object.keys(catalog);
    expect(
      ids.filter((id) => !expected.has(id)),
      'unused messages',
    ).toEqual([]);
    expect(
      [...expected.keys()].filter((id) => !(id in catalog)),
      'missing messages',
    ).toEqual([]);
    const untranslated = ids.filter((id) => !catalog[id]?.translation);
    expect(untranslated, 'untranslated messages').toEqual([]);
    for (const [id, entry] of Object.entries(catalog)) {
      const translation = entry.translation;
      const allowed = new Set(
        Array.from({ length: expected.get(id)?.arity ?? 0 }, (_, index) => String(index)),
      );
      const used = [...argumentsOf(translation)];
      expect(
        used.filter((name) => !allowed.has(name)),
        `${locale} ${id}: arguments it is not given`,
      ).toEqual([]);
    }
  });
});
