import type { Goal } from '@taper/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLocale } from '../i18n/active-locale';
import { logValueOptions } from '../forms/logDialog';
import { levelName, scaleValueLabel, valueLabel } from './value-labels';

const level: Goal = { goalType: 'level', goalSchedule: 'daily', levelGoal: 'low' };
const tags: Goal = {
  goalType: 'custom_tags',
  goalSchedule: 'daily',
  customTags: ['Low', 'Mittel'],
  levelGoal: '1',
};

afterEach(async () => {
  await activateLocale('en');
});

describe('value labels', () => {
  it("keeps SPEC's level names in English", () => {
    expect(levelName('moderate')).toBe('Moderate');
    expect(valueLabel(level, { levelValue: 'none' })).toBe('None');
    expect(scaleValueLabel(level, 2.6)).toBe('High');
  });

  it("names the built-in levels in the user's language", async () => {
    await activateLocale('de');
    expect(valueLabel(level, { levelValue: 'moderate' })).toBe('Mittel');
    expect(scaleValueLabel(level, 0.6)).toBe('Niedrig');
    expect(logValueOptions(level).map((option) => option.label)).toEqual([
      'Keine',
      'Niedrig',
      'Mittel',
      'Hoch',
    ]);
    await activateLocale('ar');
    expect(levelName('high')).toBe('مرتفع');
  });

  it('shows tags as the user typed them, in every language', async () => {
    await activateLocale('de');
    expect(valueLabel(tags, { levelValue: '1' })).toBe('Low');
    expect(scaleValueLabel(tags, 2)).toBe('Mittel');
    expect(
      valueLabel({ goalType: 'number', goalSchedule: 'daily', dailyGoal: 3 }, { actualValue: 2.5 }),
    ).toBe('2.5');
  });
});
