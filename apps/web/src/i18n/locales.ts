/** The languages the web speaks (the API's GET /api/locales lists the same). */
export const LOCALES = [
  { code: 'en', name: 'English', dir: 'ltr' },
  { code: 'es', name: 'Español', dir: 'ltr' },
  { code: 'de', name: 'Deutsch', dir: 'ltr' },
  { code: 'fr', name: 'Français', dir: 'ltr' },
  { code: 'ar', name: 'العربية', dir: 'rtl' },
] as const;

export type LocaleCode = (typeof LOCALES)[number]['code'];

export const LOCALE_CODES: readonly LocaleCode[] = LOCALES.map((locale) => locale.code);

export function isLocaleCode(value: unknown): value is LocaleCode {
  return typeof value === 'string' && (LOCALE_CODES as readonly string[]).includes(value);
}

export function localeDir(code: LocaleCode): 'ltr' | 'rtl' {
  return code === 'ar' ? 'rtl' : 'ltr';
}

/** The first of the browser's languages Taper speaks ('de-AT' → 'de'), else English. */
export function negotiateLanguages(languages: readonly string[]): LocaleCode {
  for (const language of languages) {
    const primary = language.toLowerCase().split('-')[0];
    if (isLocaleCode(primary)) return primary;
  }
  return 'en';
}
