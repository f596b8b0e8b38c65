/**
 * How the domain's rule texts speak a language. Each text function takes the caller's `Texts` (a
 * Lingui `I18n` holding the server's catalogs: `serverI18n(locale)`, which the API always passes)
 * and says its message descriptors through it. Without one a function writes SPEC's English as it
 * always has, so a screen that calls it loads no catalog (the web's first page stays small);
 * `texts.test.ts` holds both ways to the same English. Numbers, dates and weekdays go through `Intl`
 * in the locale; English keeps the exact forms SPEC and the tests know ('2.5', '8 Dec').
 */
import type { I18n, MessageDescriptor } from '@lingui/core';

/** What a text function speaks through: a Lingui `I18n` activated on one locale. */
export type Texts = Pick<I18n, '_' | 'locale'>;

/** A message's values: plain text, already written in the locale (numbers, dates, names). */
export type TextValues = Record<string, string | number>;

/**
 * What `say` has said through texts whose catalogs never change (the server's, `keepsSaid`), by
 * message and values: an answer says the same few messages many times (a month's calendar says a
 * day's status thirty times, a log answers with one), and Lingui formats each in ~2.6 µs against
 * ~0.5 µs to find it said already. Bounded: a message's values may be a user's own words.
 */
const saidThrough = new WeakMap<Texts, Map<string, string>>();
const SAID_MAX = 20_000;

/** Lets `say` keep what it says through `texts`, whose locale and catalog stay as they are. */
export function keepsSaid(texts: Texts): void {
  if (!saidThrough.has(texts)) saidThrough.set(texts, new Map());
}

/** `descriptor` in the language of `texts`, with its values. */
export function say(texts: Texts, descriptor: MessageDescriptor, values?: TextValues): string {
  const said = saidThrough.get(texts);
  if (!said) return texts._({ ...descriptor, ...(values ? { values } : {}) });
  let key = descriptor.id;
  if (values)
    for (const [name, value] of Object.entries(values))
      key += `\u0000${name}\u0001${String(value)}`;
  const kept = said.get(key);
  if (kept !== undefined) return kept;
  const text = texts._({ ...descriptor, ...(values ? { values } : {}) });
  if (said.size >= SAID_MAX) said.clear();
  said.set(key, text);
  return text;
}

/** The locale `texts` speak ('en' without any). */
export function localeOf(texts: Texts | undefined): string {
  return texts?.locale || 'en';
}

/** True for English, whose numbers and dates keep the forms SPEC writes. */
export function isEnglish(texts: Texts | undefined): boolean {
  return localeOf(texts) === 'en';
}

const numberFormats = new Map<string, Intl.NumberFormat>();

/** An amount in the locale with at most `digits` decimals ('2,5' in German); English as String. */
export function amountIn(texts: Texts | undefined, value: number, digits = 1): string {
  const factor = 10 ** digits;
  const rounded = Math.round(value * factor) / factor;
  if (isEnglish(texts)) return String(rounded);
  const key = `${localeOf(texts)}|${String(digits)}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(localeOf(texts), { maximumFractionDigits: digits });
    numberFormats.set(key, format);
  }
  return format.format(rounded);
}

/** A number as it is, in the locale ('2.25', '2,25'); English as String. */
export function numberIn(texts: Texts | undefined, value: number): string {
  if (isEnglish(texts)) return String(value);
  return amountIn(texts, value, 6);
}

/** A whole count in the locale: '12' (English as String). */
export function countIn(texts: Texts | undefined, value: number): string {
  return amountIn(texts, value, 0);
}

/** The list separator of the locale: ', ' (Arabic '، '). */
export function listSeparator(texts: Texts | undefined): string {
  return localeOf(texts) === 'ar' ? '، ' : ', ';
}
