import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { characterCount, cutText, entriesUpTo, importedName, importedNote } from './importLeniency';

const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

describe('cutText', () => {
  it('cuts between two characters: an emoji across the limit goes whole, a lone surrogate stops it', () => {
    expect(cutText('abc', 3)).toBe('abc');
    expect(cutText(`${'x'.repeat(998)}🍺🍺`, 1000)).toBe(`${'x'.repeat(998)}🍺`);
    expect(cutText(`${'x'.repeat(999)}🍺`, 1000)).toBe('x'.repeat(999));
    expect(cutText(`ab\uD800cd${'x'.repeat(10)}`, 5)).toBe('ab');
  });

  it('gives the longest start the limit takes, with no lone surrogate of its own', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 60 }), fc.nat(60), (text, max) => {
        const cut = cutText(text, max);
        expect(text.startsWith(cut)).toBe(true);
        if (text.length <= max) expect(cut).toBe(text);
        else {
          expect(cut.length).toBeLessThanOrEqual(max);
          expect(loneSurrogate.test(cut)).toBe(false);
        }
        // Nothing more fits: the next character would pass the limit, or is a lone surrogate.
        if (text.length > max && cut.length < text.length) {
          const code = text.codePointAt(cut.length) ?? 0;
          const next =
            String.fromCodePoint(code).length === 2
              ? text.slice(cut.length, cut.length + 2)
              : text.charAt(cut.length);
          expect(cut.length + next.length > max || loneSurrogate.test(next)).toBe(true);
        }
      }),
    );
  });
});

describe('importedNote', () => {
  it('keeps a note as written, spaces and all; one of only spaces is none', () => {
    expect(importedNote('Coffee', '2025-03-01', '  two  spaces \n')).toEqual({
      note: '  two  spaces \n',
    });
    expect(importedNote('Coffee', '2025-03-01', null)).toEqual({ note: null });
    expect(importedNote('Coffee', '2025-03-01', '   ')).toEqual({ note: null });
  });

  it('cuts a note over 1,000 characters with a warning, never inside an emoji', () => {
    const cut = importedNote('Coffee', '2025-03-01', 'x'.repeat(1500));
    expect(cut.note).toHaveLength(1000);
    expect(cut.warning).toBe(
      'Coffee, 2025-03-01: the note of 1500 characters is cut to its first 1000',
    );
    const beers = importedNote('Beer', '2025-03-01', '🍺'.repeat(600));
    expect(beers.note).toBe('🍺'.repeat(500));
    expect(beers.warning).toBe(
      'Beer, 2025-03-01: the note of 600 characters is cut to its first 500',
    );
  });
});

describe('importedName', () => {
  it('trims the ends as the API does, keeps the spaces inside, cuts a long one with a warning', () => {
    expect(importedName('  Red  wine ', 'Habit 1')).toEqual({ name: 'Red  wine' });
    const long = importedName(`${'a'.repeat(99)}🍷 and more`, 'Habit 1');
    expect(long).toEqual({
      name: 'a'.repeat(99),
      warning: `${'a'.repeat(99)}: the name of 109 characters is cut to its first 99`,
    });
    expect(importedName('   ', 'Habit 3')).toEqual({
      name: 'Habit 3',
      warning: "Habit 3: the habit has no name in the file, so it is imported as 'Habit 3'",
    });
  });

  it('always gives a name the API takes', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), (text) => {
        const { name } = importedName(text, 'Habit 1');
        expect(name.trim()).toBe(name);
        expect(name.length).toBeGreaterThan(0);
        expect(name.length).toBeLessThanOrEqual(100);
        expect(characterCount(name)).toBeLessThanOrEqual(100);
      }),
    );
  });
});

describe('entriesUpTo', () => {
  it("leaves out the entries after the user's today, in one warning line", () => {
    const entries = ['2025-03-01', '2025-03-03', '2025-03-02', '2025-03-05'].map((date) => ({
      date,
    }));
    expect(entriesUpTo('Coffee', entries, '2025-03-05')).toEqual({ entries });
    expect(entriesUpTo('Coffee', entries, '2025-03-02')).toEqual({
      entries: [{ date: '2025-03-01' }, { date: '2025-03-02' }],
      warning: 'Coffee: 2 entries after today (2025-03-03 to 2025-03-05) are left out',
    });
    expect(entriesUpTo('Coffee', entries, '2025-03-04').warning).toBe(
      'Coffee: 1 entry after today (2025-03-05) is left out',
    );
  });
});
