/**
 * The completeness check of the server's catalogs, run by `pnpm test` (and so by CI): every
 * message the sources declare is translated in every locale, no catalog keeps a message the
 * sources no longer declare, each translation keeps its source's placeholders and compiles, and
 * the compiled modules the server loads are those of the PO files (`pnpm i18n:compile`).
 */
import { fileURLToPath } from 'node:url';
import { getCatalogs } from '@lingui/cli/api';
import { getConfig } from '@lingui/conf';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { beforeAll, describe, expect, it } from 'vitest';
import { LOCALE_CODES } from '../locales';
import { SERVER_CATALOGS } from './serverI18n';

const packageDir = fileURLToPath(new URL('../..', import.meta.url));

/** The names of a message's arguments (`{count}`, `{count, plural, …}`), sorted. */
function placeholders(message: string): string[] {
  const names = new Set<string>();
  const walk = (tokens: unknown): void => {
    if (!Array.isArray(tokens)) return;
    for (const token of tokens) {
      if (!Array.isArray(token)) continue;
      const [name, , options] = token as [unknown, unknown, unknown];
      if (typeof name === 'string') names.add(name);
      if (options && typeof options === 'object')
        for (const branch of Object.values(options)) walk(branch);
    }
  };
  walk(compileMessage(message));
  return [...names].sort();
}

type Catalog = Awaited<ReturnType<typeof getCatalogs>>[number];

describe.each(['messages', 'forms'])('the server catalog %s', (name) => {
  let catalog: Catalog;
  let declared: Record<string, { message?: string | undefined }>;

  beforeAll(async () => {
    const config = getConfig({ cwd: packageDir, configPath: `${packageDir}lingui.config.ts` });
    const found = (await getCatalogs(config)).find((each) => each.path.endsWith(`/${name}`));
    if (!found) throw new Error(`no catalog ${name}`);
    catalog = found;
    declared = (await catalog.collect()) ?? {};
  }, 60_000);

  it('finds the messages the sources declare', () => {
    expect(Object.keys(declared)).toContain(
      name === 'forms' ? 'form.baselineNumber' : 'auth.invalidLogin',
    );
  });

  it('English is the source texts, word for word', async () => {
    const english = await catalog.read('en');
    for (const [id, { message }] of Object.entries(declared))
      expect(english[id]?.translation, id).toBe(message);
  });

  it.each(LOCALE_CODES)('%s has every declared message and no other', async (locale) => {
    const messages = await catalog.read(locale);
    const ids = Object.keys(messages).filter((id) => messages[id]?.obsolete !== true);
    expect(
      ids.filter((id) => !(id in declared)),
      'unused messages',
    ).toEqual([]);
    expect(
      Object.keys(messages).filter((id) => messages[id]?.obsolete),
      'obsolete',
    ).toEqual([]);
    const missing = Object.keys(declared).filter((id) => !messages[id]?.translation);
    expect(missing, 'messages without a translation').toEqual([]);
  });

  it.each(LOCALE_CODES)('%s keeps every placeholder of the English', async (locale) => {
    const messages = await catalog.read(locale);
    for (const [id, { message }] of Object.entries(declared))
      expect(placeholders(messages[id]?.translation ?? ''), `${locale} ${id}`).toEqual(
        placeholders(message ?? ''),
      );
  });

  it.each(LOCALE_CODES)('%s is compiled from its PO file as it is now', async (locale) => {
    const messages = await catalog.read(locale);
    const compiled = Object.fromEntries(
      Object.keys(messages).map((id) => [id, compileMessage(messages[id]?.translation ?? '')]),
    );
    const loaded = SERVER_CATALOGS[locale];
    expect(Object.fromEntries(Object.keys(compiled).map((id) => [id, loaded[id]]))).toEqual(
      compiled,
    );
  });
});

it.each(LOCALE_CODES)('%s loads both catalogs and nothing else', async (locale) => {
  const config = getConfig({ cwd: packageDir, configPath: `${packageDir}lingui.config.ts` });
  const ids = await Promise.all(
    (await getCatalogs(config)).map(async (catalog) => Object.keys(await catalog.read(locale))),
  );
  expect(Object.keys(SERVER_CATALOGS[locale]).sort()).toEqual(ids.flat().sort());
});
