import { describe, expect, it } from 'vitest';
import {
  CATEGORIES,
  CATEGORY_IDS,
  DEFAULT_COLOR,
  DEFAULT_ICON,
  FREE_ICON_IDS,
  THRESHOLDS,
  WEEKDAYS,
} from './constants';
import { LEVELS } from './goalValues';

// SPEC §3 and §9 values, written out here so a changed constant fails.
describe('constants match SPEC', () => {
  it('colours', () => {
    expect(DEFAULT_COLOR).toBe('#3B82F6');
  });

  it('icons and categories', () => {
    expect(DEFAULT_ICON).toBe('coffee');
    expect(FREE_ICON_IDS).toEqual([
      'coffee',
      'beer',
      'smartphone',
      'fastfood',
      'shopping_cart',
      'smoking',
      'social_media',
    ]);
    expect(CATEGORIES.map((category) => `${category.id}: ${category.name}`)).toEqual([
      'beverage: Beverages',
      'food: Food & Diet',
      'technology: Technology',
      'social: Social Media',
      'communication: Communication',
      'health: Health',
      'mental: Mental Patterns',
      'lifestyle: Lifestyle',
      'financial: Financial',
      'work: Work & Productivity',
    ]);
    expect(CATEGORY_IDS).toEqual(CATEGORIES.map((category) => category.id));
  });

  it('levels, weekdays and thresholds', () => {
    expect(LEVELS).toEqual(['none', 'low', 'moderate', 'high']);
    expect(WEEKDAYS[0]).toBe('monday');
    expect(WEEKDAYS[6]).toBe('sunday');
    expect(THRESHOLDS).toEqual({
      weeklyPraise: 0.75,
      weeklyEncourage: 0.5,
      monthlyAmazing: 0.7,
      weekBlockSuccess: 0.7,
    });
  });
});
