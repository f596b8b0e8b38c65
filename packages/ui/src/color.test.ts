import { BRAND_TEAL, PRESET_COLORS } from './constants';
import { describe, expect, it } from 'vitest';
import { contrastRatio, readableTextOn } from './color';

describe('readableTextOn', () => {
  it('picks black or white by the higher contrast ratio', () => {
    expect(readableTextOn('#3B82F6')).toBe('#000000');
    expect(readableTextOn('#8B5CF6')).toBe('#000000');
    expect(readableTextOn(BRAND_TEAL)).toBe('#FFFFFF');
    expect(readableTextOn('#FFFFFF')).toBe('#000000');
    expect(readableTextOn('#000000')).toBe('#FFFFFF');
  });

  it('gives at least 4.5:1 on the brand teal and every preset colour', () => {
    for (const hex of [BRAND_TEAL, ...PRESET_COLORS.map((p) => p.hex)]) {
      expect(contrastRatio(hex, readableTextOn(hex))).toBeGreaterThanOrEqual(4.5);
    }
  });
});
