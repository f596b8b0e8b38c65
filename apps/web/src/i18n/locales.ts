/** The languages the web speaks: the domain's list (the API's GET /api/locales answers the same). */
import { LOCALES, negotiateLocale, type LocaleCode } from '@taper/domain';

export { isLocaleCode, LOCALE_CODES, LOCALES, type LocaleCode } from '@taper/domain';

export function localeDir(code: LocaleCode): 'ltr' | 'rtl' {
  return LOCALES.find((locale) => locale.code === code)?.dir ?? 'ltr';
}

/** The browser's languages, most wanted first, negotiated as the server does ('de-AT' → 'de'). */
export function negotiateLanguages(languages: readonly string[]): LocaleCode {
  return negotiateLocale(languages.length > 0 ? languages.join(',') : undefined);
}
