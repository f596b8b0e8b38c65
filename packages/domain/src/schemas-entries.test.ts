import { describe, expect, it } from 'vitest';
import {
  entryInputSchema,
  entryInputWith,
  noteSchema,
  SKIP_WITH_VALUE_MESSAGE,
} from './entrySchemas';
import { idSchema } from './schemas';
import {
  SKIP_RANGE_ORDER_MESSAGE,
  SKIP_RANGE_TOO_LONG_MESSAGE,
  skipRangeInputSchema,
} from './vacationSchemas';
import { messages } from './testing/schemaFixtures';

describe('entries', () => {
  it('accepts a number entry and trims the note', () => {
    expect(
      entryInputSchema.parse({ date: '2025-03-03', actualValue: 0, note: '  ok ' }),
    ).toMatchObject({
      date: '2025-03-03',
      actualValue: 0,
      note: 'ok',
    });
  });

  it('omits an empty note', () => {
    expect(noteSchema.parse('   ')).toBeUndefined();
    expect(entryInputSchema.parse({ date: '2025-03-03', levelValue: 'low', note: ' ' }).note).toBe(
      undefined,
    );
  });

  it('refuses a negative number with SPEC’s text, and a bad date', () => {
    expect(messages(entryInputSchema, { date: '2025-03-03', actualValue: -1 })).toEqual([
      'Please enter a valid number',
    ]);
    expect(entryInputSchema.safeParse({ date: '2025-02-30', actualValue: 1 }).success).toBe(false);
  });

  it('a skipped day takes a note and no value; skip with a value is refused', () => {
    expect(entryInputSchema.parse({ date: '2025-03-03', skip: true, note: ' ill ' })).toEqual({
      date: '2025-03-03',
      skip: true,
      note: 'ill',
    });
    expect(messages(entryInputSchema, { date: '2025-03-03', skip: true, actualValue: 2 })).toEqual([
      SKIP_WITH_VALUE_MESSAGE,
    ]);
    expect(
      messages(entryInputSchema, { date: '2025-03-03', skip: true, levelValue: 'low' }),
    ).toEqual([SKIP_WITH_VALUE_MESSAGE]);
    expect(messages(entryInputSchema, { date: '2025-03-03', skip: 'yes' })).toHaveLength(1);
    expect(
      entryInputSchema.parse({ date: '2025-03-03', skip: false, actualValue: 2 }),
    ).toMatchObject({ skip: false, actualValue: 2 });
  });

  it('keeps the skip rule with the path fields', () => {
    const withId = entryInputWith({ id: idSchema });
    expect(messages(withId, { id: 1, date: '2025-03-03', skip: true, actualValue: 0 })).toEqual([
      SKIP_WITH_VALUE_MESSAGE,
    ]);
    expect(withId.parse({ id: '7', date: '2025-03-03', skip: true })).toEqual({
      id: 7,
      date: '2025-03-03',
      skip: true,
    });
  });
});

describe('skip ranges (Vacation)', () => {
  it('takes a range of up to 60 days, with or without habits', () => {
    expect(skipRangeInputSchema.parse({ from: '2025-03-01', to: '2025-04-29' })).toEqual({
      from: '2025-03-01',
      to: '2025-04-29',
    });
    expect(
      skipRangeInputSchema.parse({ from: '2025-03-01', to: '2025-03-01', habitIds: [3, 4] }),
    ).toMatchObject({ habitIds: [3, 4] });
  });

  it('refuses 61 days, a reversed range and an empty habit list with sentences', () => {
    expect(messages(skipRangeInputSchema, { from: '2025-03-01', to: '2025-04-30' })).toEqual([
      SKIP_RANGE_TOO_LONG_MESSAGE,
    ]);
    expect(messages(skipRangeInputSchema, { from: '2025-03-02', to: '2025-03-01' })).toEqual([
      SKIP_RANGE_ORDER_MESSAGE,
    ]);
    expect(
      skipRangeInputSchema.safeParse({ from: '2025-03-01', to: '2025-03-02', habitIds: [] })
        .success,
    ).toBe(false);
    expect(skipRangeInputSchema.safeParse({ from: '2025-02-30', to: '2025-03-02' }).success).toBe(
      false,
    );
  });
});
