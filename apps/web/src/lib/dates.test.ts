import { afterEach, describe, expect, it } from 'vitest';
import { activateLocale } from '../i18n/active-locale';
import {
  dateTime,
  fileDay,
  fullDateText,
  longDate,
  mediumDate,
  memberSince,
  shortDate,
} from './dates';

afterEach(async () => {
  await activateLocale('en');
});

describe('dates in the user’s language', () => {
  it("keep SPEC's forms in English", () => {
    expect(memberSince('2025-03-03T10:00:00Z')).toBe('March 3, 2025');
    expect(longDate('2025-03-03')).toBe('Monday, March 3, 2025');
    expect(fullDateText('2025-03-14')).toBe('Friday, March 14, 2025');
    expect(shortDate('2025-12-08')).toBe('8 Dec');
    expect(fileDay('2025-03-12')).toBe('2025-03-12');
  });

  it('are written by Intl in German and Arabic', async () => {
    await activateLocale('de');
    expect(memberSince('2025-03-03T10:00:00Z')).toBe('3. März 2025');
    expect(longDate('2025-03-03')).toBe('Montag, 3. März 2025');
    expect(shortDate('2025-12-08')).toBe('8. Dez.');
    expect(dateTime('2026-11-28T14:05:00Z')).toMatch(/^28\.11\.2026, \d\d:05$/);
    expect(mediumDate('2026-11-28T12:00:00Z')).toBe('28. Nov. 2026');
    // The calendar day itself, whatever the device's zone.
    expect(fileDay('2025-03-01')).toBe('1. März 2025');
    await activateLocale('ar');
    expect(memberSince('2025-03-03T10:00:00Z')).toMatch(/مارس/);
    expect(fullDateText('2025-03-14')).toMatch(/الجمعة/);
  });

  it('leaves an unreadable timestamp as it came', () => {
    expect(dateTime('soon')).toBe('soon');
    expect(memberSince('soon')).toBe('soon');
    expect(mediumDate('soon')).toBeUndefined();
  });
});
