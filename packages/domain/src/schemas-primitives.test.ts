import { describe, expect, it } from 'vitest';
import { hexColorSchema, isoDateSchema, timezoneSchema, yearMonthSchema } from './schemas';

describe('primitives', () => {
  it.each([
    ['2025-03-03', true],
    ['2024-02-29', true],
    ['2025-02-29', false],
    ['2025-3-3', false],
    ['1899-12-31', false],
    ['03/03/2025', false],
  ])('date %s valid: %s', (value, valid) => {
    expect(isoDateSchema.safeParse(value).success).toBe(valid);
  });

  it.each([
    ['#3B82F6', true],
    ['#3b82f6', true],
    ['3B82F6', false],
    ['#3B82F', false],
    ['#3B82F6A', false],
    ['#GGGGGG', false],
  ])('colour %s valid: %s', (value, valid) => {
    expect(hexColorSchema.safeParse(value).success).toBe(valid);
  });

  it('months are YYYY-MM', () => {
    expect(yearMonthSchema.parse('2025-03')).toEqual({ year: 2025, month: 3 });
    expect(yearMonthSchema.safeParse('2025-13').success).toBe(false);
    expect(yearMonthSchema.safeParse('2025-3').success).toBe(false);
  });

  it('time zones are IANA names', () => {
    expect(timezoneSchema.safeParse('Europe/Berlin').success).toBe(true);
    expect(timezoneSchema.safeParse('Mars/Olympus').success).toBe(false);
  });
});
