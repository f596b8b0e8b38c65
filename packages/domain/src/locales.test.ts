import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { localeCodeSchema, localesSchema } from './localeSchemas';
import { LOCALE_CODES, LOCALES, isLocaleCode, localeOfTag, negotiateLocale } from './locales';

describe('LOCALES', () => {
  it('names each language in its own language, Arabic right to left', () => {
    expect(LOCALES).toEqual([
      { code: 'en', name: 'English', dir: 'ltr' },
      { code: 'es', name: 'Español', dir: 'ltr' },
      { code: 'de', name: 'Deutsch', dir: 'ltr' },
      { code: 'fr', name: 'Français', dir: 'ltr' },
      { code: 'ar', name: 'العربية', dir: 'rtl' },
    ]);
    expect(localesSchema.parse(LOCALES)).toEqual(LOCALES);
  });

  it('accepts only the codes of the list', () => {
    expect(localeCodeSchema.parse('de')).toBe('de');
    expect(localeCodeSchema.safeParse('xx').success).toBe(false);
    expect(localeCodeSchema.safeParse('DE').success).toBe(false);
    expect(localeCodeSchema.safeParse('de-DE').success).toBe(false);
    expect(isLocaleCode('ar')).toBe(true);
    expect(isLocaleCode('pt')).toBe(false);
    expect(isLocaleCode(3)).toBe(false);
  });
});

describe('localeOfTag', () => {
  it.each([
    ['de', 'de'],
    ['de-AT', 'de'],
    ['EN_gb', 'en'],
    [' fr-CA ', 'fr'],
    ['ar-EG', 'ar'],
    ['pt-BR', undefined],
    ['*', undefined],
  ])('%s → %s', (tag, locale) => {
    expect(localeOfTag(tag)).toBe(locale);
  });
});

describe('negotiateLocale', () => {
  it.each([
    [undefined, 'en'],
    ['', 'en'],
    ['de-DE,de;q=0.9,en;q=0.8', 'de'],
    ['de-AT', 'de'],
    ['en-US,en;q=0.9', 'en'],
    ['pt-BR,pt;q=0.9,es;q=0.8,en;q=0.5', 'es'],
    ['fr;q=0.5, ar;q=0.8', 'ar'],
    ['es;q=0.8, fr;q=0.8', 'es'],
    ['ja, zh', 'en'],
    ['de;q=0, fr', 'fr'],
    ['de;q=0', 'en'],
    ['*', 'en'],
    ['en;q=0, *', 'es'],
    ['de;q=abc, fr;q=0.1', 'fr'],
    ['de;q=1.5, es', 'es'],
    [',,;q=0.5,  ', 'en'],
    ['DE-de', 'de'],
  ])('%j → %s', (header, locale) => {
    expect(negotiateLocale(header)).toBe(locale);
  });

  it('answers a supported locale for any header at all', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (header) => {
        expect(LOCALE_CODES).toContain(negotiateLocale(header));
      }),
    );
  });

  const tag = fc.constantFrom('en', 'es', 'de', 'fr', 'ar', 'pt', 'ja', 'de-AT', 'fr-CA', 'en-GB');
  const q = fc.integer({ min: 1, max: 1000 }).map((n) => n / 1000);

  it('picks the supported language with the highest q, the first of equals', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(tag, q), { minLength: 1, maxLength: 6 }), (items) => {
        const header = items.map(([name, weight]) => `${name};q=${String(weight)}`).join(', ');
        const supported = items
          .map(([name, weight], order) => ({ locale: localeOfTag(name), weight, order }))
          .filter((item) => item.locale !== undefined)
          .sort((a, b) => b.weight - a.weight || a.order - b.order);
        expect(negotiateLocale(header)).toBe(supported[0]?.locale ?? 'en');
      }),
    );
  });

  it('reads a region as its language', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...LOCALE_CODES),
        fc.stringMatching(/^[A-Za-z0-9]{2,8}$/),
        (locale, region) => {
          expect(negotiateLocale(`${locale}-${region}`)).toBe(locale);
        },
      ),
    );
  });
});
