import { describe, expect, it } from 'vitest';
import { addDays } from './dates';
import type { Goal } from './goalSchemas';
import { reduction } from './reduction';
import type { Reduction } from './reductionSchemas';
import {
  baselineAmountText,
  baselinePerText,
  baselineSourceText,
  changeText,
  moneySavedText,
  soFarText,
  unitsAvoidedText,
  formatMoney,
  longestWithoutOverText,
  periodText,
  shareOnGoalText,
  milestoneText,
  reductionCardLine,
  reductionLine,
  totalSavedText,
  unitFor,
} from './reductionTexts';

const coffee: Goal = { goalType: 'number', goalSchedule: 'daily', dailyGoal: 3 };
const TODAY = '2026-11-26';
const aWeekOf2s = Array.from({ length: 7 }, (_, index) => ({
  date: addDays(TODAY, index - 6),
  performance: 'success',
  actualValue: 2,
}));

function figures(overrides: Partial<Reduction> = {}): Reduction {
  return {
    ...reduction(coffee, aWeekOf2s, { today: TODAY, baseline: 5, costPerUnit: 3.2 }),
    ...overrides,
  };
}

describe('reduction texts', () => {
  it("says the issue's line for 5 coffees a day at €3.20 and a week of 2s", () => {
    expect(reductionLine(figures(), { unit: 'cups', currency: 'EUR', locale: 'en-IE' })).toBe(
      '60% below your baseline so far this week · 21 fewer cups · €67.20 saved · 7 days since your last over day',
    );
    expect(reductionCardLine(figures(), 'en-IE')).toBe(
      '2/day, was 5 · 7 days since your last over day',
    );
  });

  it('gets singular and plural right, and says nothing without a baseline', () => {
    const one = figures({
      unitsAvoided: 1,
      moneySaved: 82,
      daysSinceOver: 1,
      changeVsBaseline: 0.1,
    });
    expect(reductionLine(one, { unit: 'drinks', currency: 'EUR', locale: 'en-IE' })).toBe(
      '10% above your baseline so far this week · 1 fewer drink · €82 saved · 1 day since your last over day',
    );
    expect(unitFor(1, 'min')).toBe('min');
    expect(unitFor(1, 'glass')).toBe('glass');
    expect(unitFor(2, null)).toBe('units');
    expect(unitFor(1, null)).toBe('unit');
    expect(changeText(0.001)).toBe('At your baseline');
    expect(reductionLine(figures({ baseline: null }), { unit: null, currency: 'EUR' })).toBeNull();
    expect(reductionCardLine(figures({ baseline: null, per: null }))).toBeNull();
  });

  it("writes amounts in the user's locale and currency", () => {
    expect(formatMoney(67.2, 'EUR', 'de-DE')).toBe('67,20\u00a0€');
    expect(formatMoney(10, 'GBP', 'en-GB')).toBe('£10');
    expect(reductionCardLine(figures({ thisWeek: { total: 6.3, days: 3 } }), 'de-DE')).toBe(
      '2,1/day, was 5 · 7 days since your last over day',
    );
    expect(totalSavedText([67.2, null, 14.8], { currency: 'EUR', locale: 'en-IE' })).toBe(
      'Altogether €82 saved',
    );
    expect(totalSavedText([null], { currency: 'EUR' })).toBeNull();
  });

  it('names the baseline source and the milestones', () => {
    expect(baselineSourceText(figures(), 'en', 'cups')).toBe('5 cups a day, as you entered it');
    expect(
      baselineSourceText(figures({ baselineSource: 'measured', baseline: 4.5 }), 'en', 'cups'),
    ).toBe('4.5 cups a day, measured: the mean of your first 14 logged days');
    expect(baselineSourceText(figures({ baseline: 1 }), 'en', 'cups')).toBe(
      '1 cup a day, as you entered it',
    );
    expect(milestoneText({ kind: 'reduction', threshold: 50 }, { currency: 'EUR' })).toBe(
      'A whole week 50% below your baseline',
    );
    expect(
      milestoneText({ kind: 'money', threshold: 100 }, { currency: 'USD', locale: 'en-US' }),
    ).toBe('$100 saved');
  });
});

describe('the Reduction card texts', () => {
  it('says a period, a share on goal and the longest run', () => {
    expect(periodText({ total: 8, days: 4 }, 'day', 'en')).toBe('2/day over 4 days');
    expect(periodText({ total: 2, days: 1 }, 'day', 'en')).toBe('2/day over 1 day');
    expect(periodText({ total: 0, days: 0 }, 'day')).toBe('Nothing logged');
    expect(shareOnGoalText(0.8)).toBe('80% of logged days on goal');
    expect(shareOnGoalText(null)).toBeNull();
    expect(longestWithoutOverText(1)).toBe('Longest run without an over day: 1 day');
  });
});

describe('the reduction texts under a budget', () => {
  const drinks: Goal = { goalType: 'number', goalSchedule: 'weekly_budget', budget: 14 };
  const slips = [
    { date: '2026-11-23', performance: 'success', actualValue: 4 },
    { date: '2026-11-25', performance: 'success', actualValue: 5 },
  ];

  it("says the week's total against a baseline per week", () => {
    const week = reduction(drinks, slips, { today: TODAY, baseline: 35 });
    expect(week.per).toBe('week');
    // Thursday: 4 of the week's 7 days, 35 × 4/7 = 20 by now; 9 is 55% below that.
    expect(week.baselineSoFar).toBe(20);
    expect(reductionCardLine(week, 'en')).toBe(
      '9 so far this week, baseline 20 by now · 4 days since your last over day',
    );
    expect(reductionLine(week, { unit: 'drinks', currency: 'EUR', locale: 'en' })).toMatch(
      /^55% below your baseline so far this week · /,
    );
    expect(baselineSourceText(week, 'en', 'drinks')).toBe('35 drinks a week, as you entered it');
    expect(baselineSourceText({ ...week, baselineSource: 'measured' }, 'en')).toBe(
      '35 a week, measured: your first 14 days, taken to a week',
    );
    expect(periodText(week.thisWeek, week.per, 'en')).toBe('9 in all, 2 days logged');
    expect(
      milestoneText({ kind: 'reduction', threshold: 25 }, { currency: 'EUR', per: 'month' }),
    ).toBe('A whole month 25% below your baseline');
  });
});

describe('the net figures in words', () => {
  it('says a total above the baseline honestly, never as a saving', () => {
    const above = figures({ changeVsBaseline: 0.2, unitsAvoided: -3, moneySaved: -9.6 });
    expect(reductionLine(above, { unit: 'cups', currency: 'GBP', locale: 'en-GB' })).toBe(
      '20% above your baseline so far this week · 3 more cups than before · £9.60 more spent · 7 days since your last over day',
    );
    expect(unitsAvoidedText(-1, 'cups', 'en')).toBe('1 more cup than before');
    expect(unitsAvoidedText(0, 'cups', 'en')).toBe('');
    expect(moneySavedText(-10, 'EUR', 'en-IE')).toBe('€10 more spent');
    expect(totalSavedText([28.8, -40], { currency: 'GBP', locale: 'en-GB' })).toBe(
      'Altogether £11.20 more spent',
    );
    expect(totalSavedText([10, -10], { currency: 'GBP' })).toBeNull();
  });

  it('says a week checked by hand: 9 fewer cups, £28.80 saved', () => {
    const values = [5, 4, 6, 5, 3, 2, 4, null, 4, 3];
    const entries = values.map((value, index) => ({
      date: addDays('2026-11-17', index),
      performance: value === null ? 'skipped' : value <= 3 ? 'success' : 'over',
      actualValue: value,
    }));
    const worked = reduction(coffee, entries, { today: TODAY, baseline: 5, costPerUnit: 3.2 });
    expect(reductionLine(worked, { unit: 'cups', currency: 'GBP', locale: 'en-GB' })).toBe(
      // This week, Monday 23rd to today: 4, skip, 4, 3, a mean of 3.67 against 5; the 25th was over 3.
      '27% below your baseline so far this week · 9 fewer cups · £28.80 saved · 1 day since your last over day',
    );
  });

  it('says something for every habit with a baseline, and the period it speaks of', () => {
    const nothing = figures({
      changeVsBaseline: null,
      unitsAvoided: 0,
      moneySaved: 0,
      daysSinceOver: null,
    });
    expect(reductionLine(nothing, { unit: 'cups', currency: 'EUR' })).toBe(
      'Nothing logged so far this week',
    );
    expect(reductionLine({ ...nothing, per: 'month' }, { unit: 'cups', currency: 'EUR' })).toBe(
      'Nothing logged so far this month',
    );
    expect(soFarText('week')).toBe('so far this week');
    expect(baselinePerText('week')).toBe('a week');
    expect(baselineAmountText(3, 'week', 'drinks', 'en')).toBe('3 drinks a week');
  });
});
