/**
 * Where the web's texts are declared and where their catalogs live, for the catalog writer
 * (scripts/i18n-extract.ts) and the completeness check (both run in Node, not in the browser).
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { formatter } from '@lingui/format-po';
import type { CatalogType } from '@lingui/conf';
import { declaredTexts, type DeclaredText } from '@taper/ui';

const WEB = path.resolve(import.meta.dirname, '../..');
const UI = path.resolve(WEB, '../../packages/ui');

/** The two packages with texts: the shared components' first (the web's modules import them). */
export const TEXT_PACKAGES = [
  { name: '@taper/ui', dir: UI, sources: path.join(UI, 'src') },
  { name: '@taper/web', dir: WEB, sources: path.join(WEB, 'src') },
] as const;

/**
 * The service worker runs apart, without the page's catalogs: its two texts carry every language
 * themselves (service-worker/messages.ts).
 */
const NOT_TRANSLATED = `${path.sep}service-worker${path.sep}`;

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(file) : [file];
  });
}

/** A package's messages modules ('messages.ts', 'account-messages.ts'…). */
export function messagesModules(sources: string): string[] {
  return filesUnder(sources)
    .filter((file) => file.endsWith('messages.ts') && !file.includes(NOT_TRANSLATED))
    .sort();
}

/** Imports the package's messages modules and answers the texts they declared, by id. */
export async function textsOf(sources: string): Promise<Map<string, DeclaredText>> {
  const namespaces: string[] = [];
  for (const file of messagesModules(sources)) {
    namespaces.push(...Object.keys((await import(file)) as Record<string, unknown>));
  }
  return new Map(
    [...declaredTexts()].filter(([id]) =>
      namespaces.some((namespace) => id.startsWith(`${namespace}.`)),
    ),
  );
}

export const catalogPath = (dir: string, locale: string) =>
  path.join(dir, 'locales', locale, 'messages.po');

export const po = formatter({ explicitIdAsDefault: true, lineNumbers: false, origins: false });

export async function readCatalog(content: string, locale: string): Promise<CatalogType> {
  return po.parse(content, { locale, sourceLocale: 'en', filename: '' });
}

export async function writeCatalog(catalog: CatalogType, locale: string): Promise<string> {
  const text = await po.serialize(catalog, {
    locale,
    sourceLocale: 'en',
    filename: '',
    existing: null,
  });
  // No creation date: the file changes only when its messages do.
  return text.replace(/^"POT-Creation-Date: .*\n/m, '');
}

const SENTINELS = Array.from({ length: 6 }, (_, index) => `{${String(index)}}`);

/**
 * A function's English as an ICU message: called with `{0}`, `{1}`… in place of its arguments.
 * Its branches (a plural, a flag) show one way; the catalog's comment keeps the whole function.
 */
export function englishMessages(id: string, text: DeclaredText): Map<string, string> {
  // A text's own braces are words, not arguments: quoted, as ICU writes them ('{'name'}').
  if (text.kind === 'string') return new Map([[id, text.english.replace(/[{}]/g, "'$&'")]]);
  let answer: unknown;
  try {
    answer = (text.english as (...args: unknown[]) => unknown)(...SENTINELS);
  } catch {
    answer = (text.english as (...args: unknown[]) => unknown)(
      ...SENTINELS.map((sentinel) => [sentinel]),
    );
  }
  const found = new Map<string, string>();
  const walk = (key: string, value: unknown) => {
    if (typeof value === 'string') found.set(key, value);
    else if (typeof value === 'object' && value !== null)
      for (const [child, inner] of Object.entries(value)) walk(`${key}.${child}`, inner);
  };
  walk(id, answer);
  return found;
}

/** The function's source on one line, for a translator's comment. */
export function functionSource(text: DeclaredText): string | undefined {
  return text.kind === 'function' ? text.english.toString().replace(/\s+/g, ' ') : undefined;
}

/** How many arguments a text's function takes, defaults included (`fn.length` stops at one). */
export function arityOf(text: DeclaredText): number {
  if (text.kind === 'string') return 0;
  const source = text.english.toString();
  const list = /^\s*(?:function[^(]*)?\(([^)]*)\)/.exec(source)?.[1];
  if (list === undefined) return 1;
  return list.trim() === '' ? 0 : list.split(',').length;
}
