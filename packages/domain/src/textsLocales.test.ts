import { describe, expect, it } from 'vitest';
import { periodCount } from './budgetStreaks';
import { fullDateText, monthHeading, shortDate } from './dateTexts';
import type { Goal } from './goalSchemas';
import { goalOutlook } from './goalOutlook';
import { dayCount, goalDescription, weeklyTargetText } from './goalTexts';
import { serverI18n } from './i18n';
import { streakRecordText, streakTierText, weeklyInsight } from './insights';
import { dayGoalText } from './planView';
import type { Reduction } from './reductionSchemas';
import { reductionCardLine, reductionLine } from './reductionTexts';

const de = serverI18n('de');
const ar = serverI18n('ar');
const daily = (dailyGoal: number): Goal => ({
  goalType: 'number',
  goalSchedule: 'daily',
  dailyGoal,
});

describe('the rule texts in German', () => {
  it('say the goal lines', () => {
    expect(dayGoalText(daily(4), '2025-12-05', '2025-12-05', de)).toBe('Ziel heute: 4');
    expect(dayGoalText(daily(4), '2025-12-03', '2025-12-05', de)).toBe('Ziel am 3. Dez.: 4');
    expect(goalDescription(daily(4), de)).toBe('Ziel: 4 täglich');
    expect(
      goalDescription({ goalType: 'level', goalSchedule: 'daily', levelGoal: 'moderate' }, de),
    ).toBe('Ziel: täglich Stufe mittel');
    expect(
      goalDescription({ goalType: 'number', goalSchedule: 'weekly_budget', budget: 14.5 }, de),
    ).toBe('Ziel: höchstens 14,5 pro Woche');
    expect(weeklyTargetText({ ...daily(2.5) }, '2025-03-05', de)).toBe('Unter 17,5/Woche bleiben');
  });

  it('say a taper plan coming steps with German dates', () => {
    const outlook = goalOutlook(
      [
        { effectiveFrom: '2025-01-01', goal: daily(4) },
        { effectiveFrom: '2025-12-08', goal: daily(3) },
        { effectiveFrom: '2026-01-08', goal: daily(2) },
      ],
      '2025-12-01',
      de,
    );
    expect(outlook.line).toBe(
      'Ziel heute: 4 · nächster Schritt: 3 am 8. Dez. · erreicht 2 am 8. Jan. 2026',
    );
    expect(outlook.manage).toBe('Ziel: 4 täglich, schrittweise auf 2 bis 8. Jan. 2026');
  });

  it('say dates, streaks and insights', () => {
    expect(monthHeading(2025, 3, de)).toBe('März 2025');
    expect(fullDateText('2025-03-03', de)).toBe('Montag, 3. März 2025');
    expect(shortDate('2025-12-08', de)).toBe('8. Dez.');
    expect(streakTierText(5, de)).toBe('Toller Fortschritt!');
    expect(streakRecordText(3, 3, de)).toBe('Das ist deine bisher längste Serie');
    expect(weeklyInsight({ successDays: 6, loggedDays: 7 }, de)).toBe(
      'Tolle Woche! Du hast dein Ziel an 85\u00a0% der eingetragenen Tage der letzten 7 Tage erreicht.',
    );
  });

  it.each([
    [0, '0 Tage', 'Noch 1 Tag, um deinen Rekord zu brechen!'],
    [1, '1 Tag', 'Noch 2 Tage, um deinen Rekord zu brechen!'],
    [2, '2 Tage', 'Noch 3 Tage, um deinen Rekord zu brechen!'],
    [3, '3 Tage', 'Noch 4 Tage, um deinen Rekord zu brechen!'],
    [11, '11 Tage', 'Noch 12 Tage, um deinen Rekord zu brechen!'],
    [100, '100 Tage', 'Noch 101 Tage, um deinen Rekord zu brechen!'],
  ])('counts %i days', (count, days, record) => {
    expect(dayCount(count, de)).toBe(days);
    expect(streakRecordText(0, count, de)).toBe(record);
  });

  it('says the reduction with German numbers and money', () => {
    const figures = {
      baseline: 5,
      per: 'day',
      changeVsBaseline: -0.6,
      unitsAvoided: 21,
      moneySaved: 67.2,
      daysSinceOver: 7,
      thisWeek: { total: 14.7, days: 7 },
      thisMonth: null,
      baselineSoFar: null,
      baselineSource: 'entered',
    } as unknown as Reduction;
    expect(reductionLine(figures, { unit: 'Tassen', currency: 'EUR', texts: de })).toBe(
      '60\u00a0% unter deinem Ausgangswert bisher in dieser Woche · 21 Tassen weniger · ' +
        '67,20\u00a0€ gespart · 7 Tage seit deinem letzten Tag über dem Ziel',
    );
    expect(reductionCardLine(figures, undefined, de)).toBe(
      '2,1/Tag, vorher 5 · 7 Tage seit deinem letzten Tag über dem Ziel',
    );
  });
});

describe('the rule texts in Arabic', () => {
  it('say the goal lines', () => {
    expect(dayGoalText(daily(4), '2025-12-05', '2025-12-05', ar)).toBe('هدف اليوم: 4');
    expect(goalDescription(daily(4), ar)).toBe('الهدف: 4 يوميًا');
    expect(monthHeading(2025, 3, ar)).toBe('مارس 2025');
    expect(streakTierText(0, ar)).toBe('ابدأ سلسلتك!');
  });

  // Arabic's six plural forms: zero, one, two, few (3–10), many (11–99), other (100…).
  it.each([
    [0, '0 يوم', '0 أسبوع'],
    [1, 'يوم واحد', 'أسبوع واحد'],
    [2, 'يومان', 'أسبوعان'],
    [3, '3 أيام', '3 أسابيع'],
    [11, '11 يومًا', '11 أسبوعًا'],
    [100, '100 يوم', '100 أسبوع'],
  ])('counts %i days and weeks', (count, days, weeks) => {
    expect(dayCount(count, ar)).toBe(days);
    expect(periodCount(count, 'weekly_budget', ar)).toBe(weeks);
  });

  it.each([
    [1, 'يومان إضافيان لتحطيم رقمك القياسي!'],
    [2, '3 أيام إضافية لتحطيم رقمك القياسي!'],
    [10, '11 يومًا إضافيًا لتحطيم رقمك القياسي!'],
    [99, '100 يوم إضافي لتحطيم رقمك القياسي!'],
  ])('a record of %i days is beaten in words', (longest, text) => {
    expect(streakRecordText(0, longest, ar)).toBe(text);
  });
});
