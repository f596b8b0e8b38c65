/**
 * The locale the web shows: activating one loads its catalogs (its own chunks), then switches
 * Lingui, `<html lang dir>` and the saved choice of this device together, so a screen never
 * shows a half-loaded language.
 */
import { i18n } from '@taper/ui';
import { useSyncExternalStore } from 'react';
import { STORAGE_KEYS } from '../lib/storage-keys';
import { loadMessages } from './catalogs';
import { isLocaleCode, localeDir, negotiateLanguages, type LocaleCode } from './locales';

let latest: LocaleCode | undefined;

function applyToDocument(locale: LocaleCode) {
  if (typeof document === 'undefined') return;
  document.documentElement.lang = locale;
  document.documentElement.dir = localeDir(locale);
}

function remember(locale: LocaleCode) {
  try {
    localStorage.setItem(STORAGE_KEYS.locale, locale);
  } catch {
    // Private mode without storage: the next visit negotiates again.
  }
}

/** Shows `locale` once its catalogs are here; a later call wins over an earlier one still loading. */
export async function activateLocale(locale: LocaleCode): Promise<void> {
  latest = locale;
  if (i18n.locale === locale) {
    applyToDocument(locale);
    return;
  }
  const messages = await loadMessages(locale);
  if (latest !== locale) return;
  i18n.loadAndActivate({ locale, messages });
  applyToDocument(locale);
  remember(locale);
}

/** The locale for a first paint: the one last shown here, else the browser's languages. */
export function startingLocale(): LocaleCode {
  try {
    const saved = localStorage.getItem(STORAGE_KEYS.locale);
    if (isLocaleCode(saved)) return saved;
  } catch {
    // No storage: negotiate.
  }
  return browserLocale();
}

/** The browser's languages, negotiated ('de-AT' → 'de'; none spoken → 'en'). */
export function browserLocale(): LocaleCode {
  if (typeof navigator === 'undefined') return 'en';
  const languages = navigator.languages.length > 0 ? navigator.languages : [navigator.language];
  return negotiateLanguages(languages);
}

function subscribe(onChange: () => void) {
  return i18n.on('change', onChange);
}

function currentLocale(): LocaleCode {
  return isLocaleCode(i18n.locale) ? i18n.locale : 'en';
}

/** The locale shown now; a component using it renders again when it changes. */
export function useLocale(): LocaleCode {
  return useSyncExternalStore(subscribe, currentLocale, currentLocale);
}
