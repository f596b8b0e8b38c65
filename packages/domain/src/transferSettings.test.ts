import { describe, expect, it } from 'vitest';
import { taperExportSettings } from './transferSettings';

describe('taperExportSettings', () => {
  it("reads an export's week start, day end and theme", () => {
    expect(
      taperExportSettings({
        email: 'a@example.com',
        weekStart: 'sunday',
        dayEndsAtHour: 3,
        themePreference: 'dark',
      }),
    ).toEqual({ weekStart: 'sunday', dayEndsAtHour: 3, themePreference: 'dark' });
  });

  it('keeps the valid ones of a file with a bad setting, and none of a file without', () => {
    expect(
      taperExportSettings({ weekStart: 'friday', dayEndsAtHour: 9, themePreference: 'light' }),
    ).toEqual({ themePreference: 'light' });
    expect(taperExportSettings({ weekStart: 7 })).toBeUndefined();
    expect(taperExportSettings(undefined)).toBeUndefined();
    expect(taperExportSettings('dark')).toBeUndefined();
  });
});
