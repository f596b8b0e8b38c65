/** The currency money saved is shown in: a new account's first from its browser's locale. */

export const DEFAULT_CURRENCY = 'EUR';

/** The currencies of the regions a browser's locale names ('en-GB' → GBP); EUR when unknown. */
const REGION_CURRENCIES: Record<string, string> = {
  US: 'USD',
  GB: 'GBP',
  CA: 'CAD',
  AU: 'AUD',
  NZ: 'NZD',
  CH: 'CHF',
  JP: 'JPY',
  CN: 'CNY',
  IN: 'INR',
  BR: 'BRL',
  MX: 'MXN',
  SE: 'SEK',
  NO: 'NOK',
  DK: 'DKK',
  PL: 'PLN',
  CZ: 'CZK',
  HU: 'HUF',
  ZA: 'ZAR',
  KR: 'KRW',
  SG: 'SGD',
  HK: 'HKD',
  IL: 'ILS',
  TR: 'TRY',
  RO: 'RON',
};

/** The currencies Account offers first (any ISO 4217 code is taken by the API). */
export const COMMON_CURRENCIES: readonly string[] = [
  ...new Set([DEFAULT_CURRENCY, ...Object.values(REGION_CURRENCIES)]),
].sort();

/** The currency a new account starts with, from the browser's locale ('de-DE' → EUR, 'en-US' → USD). */
export function currencyForLocale(locale: string): string {
  let region: string | undefined;
  try {
    region = new Intl.Locale(locale).maximize().region;
  } catch {
    region = undefined;
  }
  return (region === undefined ? undefined : REGION_CURRENCIES[region]) ?? DEFAULT_CURRENCY;
}
