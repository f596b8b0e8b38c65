import { describe, expect, it } from 'vitest';
import {
  BRAND_TEAL,
  PRESET_COLORS,
  TOAST_DURATION_MS,
  TOAST_SWIPE_THRESHOLD_PX,
} from './constants';

// SPEC §3 and §9 values, written out here so a changed constant fails.
describe('the look matches SPEC', () => {
  it('colours', () => {
    expect(BRAND_TEAL).toBe('#136667');
    expect(PRESET_COLORS.map((preset) => `${preset.name} ${preset.hex}`)).toEqual([
      'Blue #3B82F6',
      'Red #EF4444',
      'Green #10B981',
      'Yellow #F59E0B',
      'Purple #8B5CF6',
      'Pink #EC4899',
    ]);
  });

  it('toasts', () => {
    expect(TOAST_DURATION_MS).toBe(5000);
    expect(TOAST_SWIPE_THRESHOLD_PX).toBe(50);
  });
});
