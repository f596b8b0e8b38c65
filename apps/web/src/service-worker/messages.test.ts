import { LOCALE_CODES } from '@taper/domain';
import { describe, expect, it } from 'vitest';
import { workerTexts } from './messages';

describe("the worker's texts", () => {
  it("keep their English, and speak the user's language", () => {
    expect(workerTexts('en').refusedTitle('Coffee')).toBe('Coffee: not logged');
    expect(workerTexts('de').refusedTitle('Kaffee')).toBe('Kaffee: nicht eingetragen');
    expect(workerTexts('de').refusedBody('Der Tag liegt in der Zukunft.')).toBe(
      'Der Tag liegt in der Zukunft. Öffne Taper, um den Tag einzutragen.',
    );
    expect(workerTexts('ar').refusedBody('سبب.')).toBe('سبب. افتح Taper لتسجيل اليوم.');
  });

  it('exist in every language, each its own', () => {
    const titles = LOCALE_CODES.map((locale) => workerTexts(locale).refusedTitle('X'));
    expect(new Set(titles).size).toBe(LOCALE_CODES.length);
  });

  it('fall back to English for a session that named no language, or an unknown one', () => {
    expect(workerTexts(undefined).refusedTitle('Tea')).toBe('Tea: not logged');
    expect(workerTexts('xx').refusedBody('No.')).toBe('No. Open Taper to log the day.');
  });
});
