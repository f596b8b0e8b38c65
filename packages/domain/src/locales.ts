/**
 * The languages Taper speaks: each locale's code, its name in its own language and its writing
 * direction. English is the source language (SPEC's texts); the others are translations of it.
 * `negotiateLocale` picks one from a request's Accept-Language (or a browser's languages).
 * No zod here: the web's first load takes this list; the schemas are in localeSchemas.ts.
 */
export const LOCALES = [
  { code: 'en', name: 'English', dir: 'ltr' },
  { code: 'es', name: 'Español', dir: 'ltr' },
  { code: 'de', name: 'Deutsch', dir: 'ltr' },
  { code: 'fr', name: 'Français', dir: 'ltr' },
  { code: 'ar', name: 'العربية', dir: 'rtl' },
] as const;

export type LocaleCode = (typeof LOCALES)[number]['code'];
export type LocaleInfo = (typeof LOCALES)[number];

/** The language of every text when no other is known: SPEC's English. */
export const DEFAULT_LOCALE: LocaleCode = 'en';

export const LOCALE_CODES = LOCALES.map((locale) => locale.code) as [LocaleCode, ...LocaleCode[]];

export function isLocaleCode(value: unknown): value is LocaleCode {
  return typeof value === 'string' && (LOCALE_CODES as readonly string[]).includes(value);
}

/** The supported locale a language tag names: `de-AT` → `de`, `EN_gb` → `en`; else undefined. */
export function localeOfTag(tag: string): LocaleCode | undefined {
  const primary = tag.trim().toLowerCase().split(/[-_]/)[0];
  return isLocaleCode(primary) ? primary : undefined;
}

interface Weighted {
  tag: string;
  q: number;
  order: number;
}

/** One Accept-Language item (`de-DE`, `fr;q=0.7`, `*`), or undefined when it is malformed. */
function weightedTag(item: string, order: number): Weighted | undefined {
  const [rawTag = '', ...params] = item.split(';');
  const tag = rawTag.trim();
  if (tag === '') return undefined;
  let q = 1;
  for (const param of params) {
    const [name = '', value = ''] = param.split('=').map((part) => part.trim());
    if (name.toLowerCase() !== 'q') continue;
    if (!/^(?:0(?:\.\d{0,3})?|1(?:\.0{0,3})?)$/.test(value)) return undefined;
    q = Number(value);
  }
  return { tag, q, order };
}

/**
 * The best supported locale for an Accept-Language header (RFC 9110 §12.5.4): its tags by
 * descending q (ties keep the header's order), q=0 meaning "not this one"; a regional tag counts
 * for its language (`de-AT` → `de`). Nothing supported, no header or a malformed one: English.
 */
export function negotiateLocale(acceptLanguage: string | undefined): LocaleCode {
  if (acceptLanguage === undefined) return DEFAULT_LOCALE;
  const items = acceptLanguage
    .slice(0, 1000)
    .split(',')
    .map(weightedTag)
    .filter((item): item is Weighted => item !== undefined);
  const refused = new Set(
    items.filter((item) => item.q === 0).map((item) => localeOfTag(item.tag)),
  );
  const ranked = items.filter((item) => item.q > 0).sort((a, b) => b.q - a.q || a.order - b.order);
  for (const item of ranked) {
    const locale = localeOfTag(item.tag);
    if (locale !== undefined) return locale;
    if (item.tag === '*') {
      const rest = LOCALE_CODES.find((code) => !refused.has(code));
      if (rest !== undefined) return rest;
    }
  }
  return DEFAULT_LOCALE;
}
