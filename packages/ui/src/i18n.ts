/**
 * The web's texts in the user's language. Texts stay declared in English, in one messages module
 * per folder; `defineTexts` gives each an id ('SUMMARY_TEXTS.logLabel') and returns an object of
 * the same shape that reads the active locale's Lingui catalog when it is read:
 * - a string is a getter: the catalog's translation, or the English when the locale is English;
 * - a function keeps its English (the module's function, SPEC's exact text) and, in another
 *   locale, renders the catalog's ICU message with the arguments as `{0}`, `{1}`… (so a
 *   translation chooses its own plural forms and word order: `{0, plural, one {…} other {…}}`);
 *   when a function answers an object ({ title, description }), each of its strings is a message.
 * Catalogs are PO files (`locales/<code>/messages.po` of the package), compiled by Lingui and
 * loaded on demand (apps/web/src/i18n).
 */
import { i18n } from '@lingui/core';

export { i18n };

/** The language texts are declared in. */
export const SOURCE_LOCALE = 'en';

/** A declared text, as the completeness check and the catalog writer read it. */
export type DeclaredText =
  | { kind: 'string'; english: string }
  | { kind: 'function'; english: (...args: never[]) => unknown };

const declared = new Map<string, DeclaredText>();

/** Every text declared so far, by id. */
export function declaredTexts(): ReadonlyMap<string, DeclaredText> {
  return declared;
}

const COMPOSED = Symbol('composed of other texts');

/**
 * A function that only puts other declared texts together (its own words are in them): it is not
 * a message of its own, and runs as it is in every locale.
 */
export function composed<F extends (...args: never[]) => string>(compose: F): F {
  return Object.assign(compose, { [COMPOSED]: true });
}

/**
 * A weekday (0 = Monday) as the active locale writes it, 'narrow' ('M', 'D', 'ن'), 'short' ('Mo.')
 * or 'long' ('Montag'); undefined in the source locale, whose texts are SPEC's own.
 */
export function localeWeekday(
  weekday: number,
  style: 'narrow' | 'short' | 'long',
): string | undefined {
  if (inSourceLocale()) return undefined;
  // 2024-01-01 was a Monday.
  const day = new Date(Date.UTC(2024, 0, 1 + weekday));
  return new Intl.DateTimeFormat(i18n.locale, { weekday: style, timeZone: 'UTC' }).format(day);
}

/**
 * A month (1 = January) as the active locale writes it, 'short' ('Jan.', 'ينا') or 'long';
 * undefined in the source locale, whose texts are SPEC's own.
 */
export function localeMonth(month: number, style: 'short' | 'long'): string | undefined {
  if (inSourceLocale()) return undefined;
  const day = new Date(Date.UTC(2024, month - 1, 1));
  return new Intl.DateTimeFormat(i18n.locale, { month: style, timeZone: 'UTC' }).format(day);
}

function isComposed(value: unknown): boolean {
  return typeof value === 'function' && COMPOSED in value;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function rightToLeft(): boolean {
  return typeof document !== 'undefined' && document.documentElement.dir === 'rtl';
}

function inSourceLocale(): boolean {
  return !i18n.locale || i18n.locale === SOURCE_LOCALE;
}

/** The argument as an ICU value: a list is written as the locale writes lists, a flag as a word. */
function asValue(value: unknown): unknown {
  if (Array.isArray(value)) {
    const items = value.map(String);
    try {
      return new Intl.ListFormat(i18n.locale, { type: 'conjunction' }).format(items);
    } catch {
      return items.join(', ');
    }
  }
  // A name a person typed keeps its own direction inside a right-to-left sentence (FSI … PDI,
  // the <bdi> of plain text).
  if (typeof value === 'string' && rightToLeft()) return `\u2068${value}\u2069`;
  // A flag or a missing value is a word an ICU `select` can choose by: {1, select, true {…} other {}}.
  if (typeof value === 'boolean' || value === null || value === undefined) return String(value);
  return value;
}

/** The catalog's text for `id`, or the English when the catalog has none. */
function translated(id: string, english: string, values?: Record<string, unknown>): string {
  if (inSourceLocale() || i18n.messages[id] === undefined) return english;
  return i18n._(id, values);
}

/** A function's answer in the active locale: each string of it looked up under its own id. */
function translatedAnswer(id: string, english: unknown, values: Record<string, unknown>): unknown {
  if (typeof english === 'string') return translated(id, english, values);
  if (isPlainObject(english)) {
    return Object.fromEntries(
      Object.entries(english).map(([key, value]) => [
        key,
        translatedAnswer(`${id}.${key}`, value, values),
      ]),
    );
  }
  return english;
}

function wrapFunction(id: string, english: (...args: unknown[]) => unknown) {
  declared.set(id, { kind: 'function', english });
  return (...args: unknown[]): unknown => {
    const answer = english(...args);
    if (inSourceLocale()) return answer;
    const values = Object.fromEntries(args.map((arg, index) => [String(index), asValue(arg)]));
    return translatedAnswer(id, answer, values);
  };
}

function wrap(id: string, texts: Record<string, unknown> | readonly unknown[]): unknown {
  const wrapped: Record<string, unknown> | unknown[] = Array.isArray(texts) ? [] : {};
  for (const [key, value] of Object.entries(texts)) {
    const childId = `${id}.${key}`;
    if (typeof value === 'string') {
      declared.set(childId, { kind: 'string', english: value });
      Object.defineProperty(wrapped, key, {
        enumerable: true,
        get: () => translated(childId, value),
      });
    } else if (isComposed(value)) {
      Object.assign(wrapped, { [key]: value });
    } else if (typeof value === 'function') {
      Object.assign(wrapped, {
        [key]: wrapFunction(childId, value as (...args: unknown[]) => unknown),
      });
    } else if (isPlainObject(value) || Array.isArray(value)) {
      Object.assign(wrapped, { [key]: wrap(childId, value) });
    } else {
      Object.assign(wrapped, { [key]: value });
    }
  }
  return wrapped;
}

/**
 * Declares a module's texts under `namespace` (its constant's name) and answers them in the
 * active locale, with the same shape and types.
 */
export function defineTexts<T extends Record<string, unknown>>(namespace: string, texts: T): T {
  return wrap(namespace, texts) as T;
}

/**
 * A key as the reading direction means it: in a right-to-left page the left arrow goes forward
 * (to the next day), as the grid is laid out from the right.
 */
export function keyInReadingDirection(key: string): string {
  if (typeof document === 'undefined' || document.documentElement.dir !== 'rtl') return key;
  if (key === 'ArrowLeft') return 'ArrowRight';
  if (key === 'ArrowRight') return 'ArrowLeft';
  return key;
}
