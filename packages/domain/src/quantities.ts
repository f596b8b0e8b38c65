/** Quantities and money in a locale's numbers ('2.1', '1,234.5', '€67.20', '67,20 €'), through `Intl`. */

/**
 * Building an Intl.NumberFormat costs far more than formatting with one (the summary writes a few
 * numbers per habit), so one is kept per locale and options; the bound guards against a caller
 * passing arbitrary locales or currencies.
 */
const numberFormats = new Map<string, Intl.NumberFormat>();

function numberFormat(locale: string | undefined, options: Intl.NumberFormatOptions) {
  const key = `${locale ?? ''}|${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) {
    try {
      format = new Intl.NumberFormat(locale, options);
    } catch {
      format = new Intl.NumberFormat(undefined, options);
    }
    if (numberFormats.size >= 100) numberFormats.clear();
    numberFormats.set(key, format);
  }
  return format;
}

/** 2.1, 5, 1,234.5: at most one decimal, in the locale. */
export function formatQuantity(value: number, locale?: string): string {
  return numberFormat(locale, { maximumFractionDigits: 1 }).format(value);
}

/** '€67.20', '€82', '67,20 €': whole amounts without cents. */
export function formatMoney(amount: number, currency: string, locale?: string): string {
  const whole = Number.isInteger(amount);
  return numberFormat(locale, {
    style: 'currency',
    currency,
    ...(whole ? { minimumFractionDigits: 0, maximumFractionDigits: 0 } : {}),
  }).format(amount);
}
