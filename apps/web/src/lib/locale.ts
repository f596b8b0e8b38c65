import { i18n } from '@taper/ui';

/**
 * The locale numbers, amounts and dates are written in: the language shown, with the browser's
 * region when it is the same language ('de' shown, browser 'de-AT' → 'de-AT'); undefined before
 * any language is shown (the runtime's).
 */
export function userLocale(): string | undefined {
  const browser = typeof navigator === 'undefined' ? undefined : navigator.language;
  const shown = i18n.locale;
  if (!shown) return browser;
  if (browser && browser.toLowerCase().split('-')[0] === shown) return browser;
  return shown;
}
