import { describe, expect, it } from 'vitest';
import { currencyForLocale } from './currencies';
import { milestoneIds } from './reduction';
import { baselinePeriodOfSchedule } from './reductionPeriods';
import { measuredBaselineText } from './reductionTexts';
import { baselineSchema, costPerUnitSchema, currencySchema, unitSchema } from './reductionSchemas';

describe('reduction fields', () => {
  it('takes a baseline ≥ 0 or null, a unit of 20 characters, a cost with two decimals', () => {
    expect(baselineSchema.parse(2.5)).toBe(2.5);
    expect(baselineSchema.parse(null)).toBeNull();
    expect(baselineSchema.safeParse(-1).error?.issues[0]?.message).toBe(
      'The baseline cannot be negative',
    );
    expect(unitSchema.parse(' cups ')).toBe('cups');
    expect(unitSchema.parse('  ')).toBeNull();
    expect(unitSchema.safeParse('x'.repeat(21)).error?.issues[0]?.message).toBe(
      'The unit is at most 20 characters',
    );
    expect(costPerUnitSchema.parse(3.2)).toBe(3.2);
    expect(costPerUnitSchema.parse(0.07)).toBe(0.07);
    expect(costPerUnitSchema.safeParse(3.205).error?.issues[0]?.message).toBe(
      'The cost per unit has at most two decimals, such as 3.20',
    );
  });

  it('takes ISO 4217 currencies and defaults from the locale', () => {
    expect(currencySchema.parse('gbp')).toBe('GBP');
    expect(currencySchema.safeParse('EURO').success).toBe(false);
    expect(currencySchema.safeParse('XYZ').success).toBe(false);
    expect(currencyForLocale('en-US')).toBe('USD');
    expect(currencyForLocale('en-GB')).toBe('GBP');
    expect(currencyForLocale('de-DE')).toBe('EUR');
    expect(currencyForLocale('fr')).toBe('EUR');
    expect(currencyForLocale('not a locale')).toBe('EUR');
  });

  it("asks the baseline in the goal's own period", () => {
    expect(baselinePeriodOfSchedule('daily')).toBe('day');
    expect(baselinePeriodOfSchedule('custom_daily')).toBe('day');
    expect(baselinePeriodOfSchedule('weekly')).toBe('day');
    expect(baselinePeriodOfSchedule('weekly_budget')).toBe('week');
    expect(baselinePeriodOfSchedule('monthly_budget')).toBe('month');
    expect(measuredBaselineText('day')).toBe('the mean of your first 14 logged days');
    expect(measuredBaselineText('month')).toBe('your first 14 days, taken to a month');
  });

  it('reads the stored milestone ids', () => {
    expect(milestoneIds('')).toEqual([]);
    expect(milestoneIds('money-10,reduction-25')).toEqual(['money-10', 'reduction-25']);
  });
});
