/**
 * The pieces the reduction's lines are made of: the change against the baseline, the period so
 * far, the baseline's amount, the units and money avoided and the days since an over day.
 */
import type { BaselinePeriod } from './reductionLimits';
import type { Reduction } from './reductionSchemas';
import { dayCount } from './goalTexts';
import { formatMoney, formatQuantity } from './quantities';
import { REDUCTION_TEXTS } from './reductionMessages';
import { countIn, say, type Texts } from './texts';

/** The number locale: the one asked for, else the language of `texts`, else the runtime's. */
export function numbersIn(
  locale: string | undefined,
  texts: Texts | undefined,
): string | undefined {
  return locale ?? texts?.locale;
}

/** The unit for a count: 'cups' for 21, 'cup' for 1 (a unit ending in one s loses it); 'units' without one. */
export function unitFor(count: number, unit: string | null, texts?: Texts): string {
  if (texts && texts.locale !== 'en') return unit ?? say(texts, REDUCTION_TEXTS.units, { count });
  const plural = unit ?? 'units';
  if (count !== 1) return plural;
  return /[^s]s$/i.test(plural) ? plural.slice(0, -1) : plural;
}

/** '1 day', '7 days'. */
export function days(count: number, texts?: Texts): string {
  return dayCount(count, texts);
}

/** '32% below your baseline', '10% above your baseline', 'At your baseline'. */
export function changeText(change: number, texts?: Texts): string {
  const percent = Math.round(Math.abs(change) * 100);
  if (texts) {
    if (percent === 0) return say(texts, REDUCTION_TEXTS.atBaseline);
    return say(texts, change < 0 ? REDUCTION_TEXTS.below : REDUCTION_TEXTS.above, {
      percent: countIn(texts, percent),
    });
  }
  if (percent === 0) return 'At your baseline';
  return `${percent}% ${change < 0 ? 'below' : 'above'} your baseline`;
}

/**
 * The period the change is of, in progress: 'so far this week' (a baseline per day or per week),
 * 'so far this month' (per month).
 */
export function soFarText(per: BaselinePeriod | null, texts?: Texts): string {
  if (texts) return say(texts, REDUCTION_TEXTS.soFar, { per: per ?? 'week' });
  return per === 'month' ? 'so far this month' : 'so far this week';
}

/** 'a day', 'a week', 'a month': the period a baseline is per, as the form and the texts say it. */
export function baselinePerText(per: BaselinePeriod, texts?: Texts): string {
  if (texts) return say(texts, REDUCTION_TEXTS.per, { per });
  return `a ${per}`;
}

/** '5 cups a day', '35 drinks a week', '12 a month' (without a unit). */
export function baselineAmountText(
  baseline: number,
  per: BaselinePeriod,
  unit: string | null,
  locale?: string,
  texts?: Texts,
): string {
  const amount = formatQuantity(baseline, numbersIn(locale, texts));
  if (texts)
    return unit === null
      ? say(texts, REDUCTION_TEXTS.amount, { amount, per: baselinePerText(per, texts) })
      : say(texts, REDUCTION_TEXTS.amountUnit, {
          amount,
          unit: unitFor(baseline, unit, texts),
          per: baselinePerText(per, texts),
        });
  return unit === null
    ? `${amount} ${baselinePerText(per)}`
    : `${amount} ${unitFor(baseline, unit)} ${baselinePerText(per)}`;
}

/** The net units in words: '21 fewer cups', '3 more cups than before'; '' for none. */
export function unitsAvoidedText(
  unitsAvoided: number | null,
  unit: string | null,
  locale?: string,
  texts?: Texts,
): string {
  if (unitsAvoided === null || unitsAvoided === 0) return '';
  const count = Math.abs(unitsAvoided);
  if (texts)
    return say(texts, unitsAvoided > 0 ? REDUCTION_TEXTS.fewer : REDUCTION_TEXTS.more, {
      amount: formatQuantity(count, numbersIn(locale, texts)),
      unit: unitFor(count, unit, texts),
    });
  return unitsAvoided > 0
    ? `${formatQuantity(count, locale)} fewer ${unitFor(count, unit)}`
    : `${formatQuantity(count, locale)} more ${unitFor(count, unit)} than before`;
}

/** The net money in words: '€67.20 saved', '€9.60 more spent'; '' for none. */
export function moneySavedText(
  moneySaved: number | null,
  currency: string,
  locale?: string,
  texts?: Texts,
): string {
  if (moneySaved === null || moneySaved === 0) return '';
  const amount = formatMoney(Math.abs(moneySaved), currency, numbersIn(locale, texts));
  if (texts)
    return say(texts, moneySaved > 0 ? REDUCTION_TEXTS.saved : REDUCTION_TEXTS.moreSpent, {
      amount,
    });
  return moneySaved > 0 ? `${amount} saved` : `${amount} more spent`;
}

/** '7 days since your last over day'; '' when today was over. */
export function daysSinceOverText(daysSinceOver: number | null, texts?: Texts): string {
  if (daysSinceOver === null || daysSinceOver === 0) return '';
  if (texts) return say(texts, REDUCTION_TEXTS.sinceOver, { days: days(daysSinceOver, texts) });
  return `${days(daysSinceOver)} since your last over day`;
}

/** Whether the figures have a baseline to compare with (else: the invitation). */
export function hasBaseline(figures: Reduction): boolean {
  return figures.baseline !== null;
}
