/**
 * The reduction's words: '60% below your baseline so far this week · 21 fewer cups ·
 * €67.20 saved · 7 days since your last over day', '2.1/day, was 5', the milestones; net figures
 * below zero said as they are ('3 more cups than before'). Numbers and amounts are written with
 * `Intl.NumberFormat` in the user's locale and currency; the figures come from `reduction`.
 */
import type { Milestone, Reduction } from './reductionSchemas';
import type { BaselinePeriod } from './reductionLimits';
import { MEASURED_BASELINE_DAYS } from './reductionLimits';
import { formatMoney, formatQuantity } from './quantities';
import { REDUCTION_TEXTS } from './reductionMessages';
import {
  baselineAmountText,
  changeText,
  days,
  daysSinceOverText,
  moneySavedText,
  numbersIn,
  soFarText,
  unitsAvoidedText,
} from './reductionPhrases';
import { countIn, numberIn, say, type Texts } from './texts';

export { formatMoney, formatQuantity } from './quantities';
export {
  baselineAmountText,
  baselinePerText,
  changeText,
  daysSinceOverText,
  hasBaseline,
  moneySavedText,
  soFarText,
  unitFor,
  unitsAvoidedText,
} from './reductionPhrases';

export interface ReductionTextOptions {
  /** The habit's unit ('cups'), or null. */
  unit: string | null;
  /** ISO 4217 code of the user's currency. */
  currency: string;
  /** A BCP 47 locale ('en-GB'); the runtime's when omitted (the language of `texts` if given). */
  locale?: string;
  /** The language of the words (`serverI18n(locale)`); SPEC's English when omitted. */
  texts?: Texts;
}

export const SEPARATOR = ' · ';

/**
 * The reduction in one line: '60% below your baseline so far this week · 21 fewer cups · €67.20
 * saved · 7 days since your last over day'; a total above the baseline is said as it is ('3 more
 * cups than before · €9.60 more spent'). Null without a baseline (show the web's baseline invitation
 * instead); with a baseline and nothing yet to say, 'Nothing logged so far this week'.
 */
export function reductionLine(figures: Reduction, options: ReductionTextOptions): string | null {
  if (figures.baseline === null) return null;
  const { texts } = options;
  const locale = numbersIn(options.locale, texts);
  const parts = [
    figures.changeVsBaseline === null
      ? ''
      : `${changeText(figures.changeVsBaseline, texts)} ${soFarText(figures.per, texts)}`,
    unitsAvoidedText(figures.unitsAvoided, options.unit, locale, texts),
    moneySavedText(figures.moneySaved, options.currency, locale, texts),
    daysSinceOverText(figures.daysSinceOver, texts),
  ];
  const line = parts.filter((part) => part !== '').join(SEPARATOR);
  if (line === '')
    return texts
      ? say(texts, REDUCTION_TEXTS.nothingSoFar, { soFar: soFarText(figures.per, texts) })
      : `Nothing logged ${soFarText(figures.per)}`;
  // Sentence case: 'At your baseline' leads with a capital, so does the first figure.
  return line.charAt(0).toUpperCase() + line.slice(1);
}

/** The card's figure of the period so far: '2.1/day, was 5', '9 so far this week, baseline 15 by now'. */
function cardNow(figures: Reduction, locale: string | undefined, texts: Texts): string {
  const per = figures.per ?? 'day';
  const current = per === 'month' ? figures.thisMonth : figures.thisWeek;
  const baseline = formatQuantity(figures.baseline ?? 0, locale);
  if (current === null || current.days === 0)
    return say(texts, REDUCTION_TEXTS.cardBaseline, { per, amount: baseline });
  if (per === 'day')
    return say(texts, REDUCTION_TEXTS.cardPerDay, {
      mean: formatQuantity(current.total / current.days, locale),
      baseline,
    });
  const total = formatQuantity(current.total, locale);
  const soFar = soFarText(per, texts);
  return figures.baselineSoFar === null
    ? say(texts, REDUCTION_TEXTS.cardTotal, { total, soFar })
    : say(texts, REDUCTION_TEXTS.cardTotalBaseline, {
        total,
        soFar,
        baseline: formatQuantity(figures.baselineSoFar, locale),
      });
}

/**
 * '2.1/day, was 5 · 9 days since your last over day'; under a budget the period's total so far
 * against its share of the baseline, '9 so far this week, baseline 15 by now'; null without a
 * baseline.
 */
export function reductionCardLine(
  figures: Reduction,
  locale?: string,
  texts?: Texts,
): string | null {
  if (figures.baseline === null || figures.per === null) return null;
  if (texts)
    return [
      cardNow(figures, numbersIn(locale, texts), texts),
      daysSinceOverText(figures.daysSinceOver, texts),
    ]
      .filter((part) => part !== '')
      .join(SEPARATOR);
  const current = figures.per === 'month' ? figures.thisMonth : figures.thisWeek;
  const logged = current !== null && current.days > 0;
  let now: string;
  if (!logged) now = `Baseline ${formatQuantity(figures.baseline, locale)}/${figures.per}`;
  else if (figures.per === 'day')
    now = `${formatQuantity(current.total / current.days, locale)}/day, was ${formatQuantity(figures.baseline, locale)}`;
  else
    now =
      figures.baselineSoFar === null
        ? `${formatQuantity(current.total, locale)} ${soFarText(figures.per)}`
        : `${formatQuantity(current.total, locale)} ${soFarText(figures.per)}, baseline ${formatQuantity(figures.baselineSoFar, locale)} by now`;
  return [now, daysSinceOverText(figures.daysSinceOver)]
    .filter((part) => part !== '')
    .join(SEPARATOR);
}

/**
 * How a baseline left blank is measured, in the period it is per: 'the mean of your first 14
 * logged days', 'your first 14 days, taken to a week'.
 */
export function measuredBaselineText(per: BaselinePeriod, texts?: Texts): string {
  if (texts)
    return say(texts, REDUCTION_TEXTS.measured, {
      per,
      days: countIn(texts, MEASURED_BASELINE_DAYS),
    });
  return per === 'day'
    ? `the mean of your first ${MEASURED_BASELINE_DAYS} logged days`
    : `your first ${MEASURED_BASELINE_DAYS} days, taken to a ${per}`;
}

/**
 * The baseline and where it comes from, in the period it is per: '5 cups a day, as you entered
 * it', '35 drinks a week, measured: your first 14 days, taken to a week'.
 */
export function baselineSourceText(
  figures: Reduction,
  locale?: string,
  unit: string | null = null,
  texts?: Texts,
): string {
  if (figures.baseline === null || figures.per === null) return '';
  const amount = baselineAmountText(figures.baseline, figures.per, unit, locale, texts);
  if (texts)
    return figures.baselineSource === 'measured'
      ? say(texts, REDUCTION_TEXTS.sourceMeasured, {
          amount,
          how: measuredBaselineText(figures.per, texts),
        })
      : say(texts, REDUCTION_TEXTS.sourceEntered, { amount });
  return figures.baselineSource === 'measured'
    ? `${amount}, measured: ${measuredBaselineText(figures.per)}`
    : `${amount}, as you entered it`;
}

/** 'A whole week 50% below your baseline' ('A whole month' under a monthly budget), '€100 saved'. */
export function milestoneText(
  milestone: Pick<Milestone, 'kind' | 'threshold'>,
  options: Pick<ReductionTextOptions, 'currency' | 'locale' | 'texts'> & {
    per?: BaselinePeriod | null;
  },
): string {
  const { texts } = options;
  if (texts)
    return milestone.kind === 'reduction'
      ? say(texts, REDUCTION_TEXTS.milestone, {
          per: options.per === 'month' ? 'month' : 'week',
          threshold: numberIn(texts, milestone.threshold),
        })
      : moneySavedText(milestone.threshold, options.currency, options.locale, texts);
  return milestone.kind === 'reduction'
    ? `A whole ${options.per === 'month' ? 'month' : 'week'} ${milestone.threshold}% below your baseline`
    : `${formatMoney(milestone.threshold, options.currency, options.locale)} saved`;
}

/**
 * The summary strip's line for all habits, net: 'Altogether €82 saved', 'Altogether €5 more
 * spent'; null when it comes to nothing.
 */
export function totalSavedText(
  amounts: readonly (number | null)[],
  options: Pick<ReductionTextOptions, 'currency' | 'locale' | 'texts'>,
): string | null {
  const total =
    Math.round(amounts.reduce<number>((sum, amount) => sum + (amount ?? 0), 0) * 100) / 100;
  const text = moneySavedText(total, options.currency, options.locale, options.texts);
  if (text === '') return null;
  return options.texts
    ? say(options.texts, REDUCTION_TEXTS.altogether, { text })
    : `Altogether ${text}`;
}

/**
 * A week's or month's figures: '2/day over 4 days'; under a budget (a baseline per week or month)
 * its total, '9 in all, 4 days logged'; or 'Nothing logged'.
 */
export function periodText(
  period: { total: number; days: number } | null,
  per: string | null,
  locale?: string,
  texts?: Texts,
): string {
  if (period === null || period.days === 0 || per === null)
    return texts ? say(texts, REDUCTION_TEXTS.nothing) : 'Nothing logged';
  const numbers = numbersIn(locale, texts);
  if (per !== 'day') {
    const total = formatQuantity(period.total, numbers);
    return texts
      ? say(texts, REDUCTION_TEXTS.periodTotal, { total, days: days(period.days, texts) })
      : `${total} in all, ${days(period.days)} logged`;
  }
  const mean = formatQuantity(period.total / period.days, numbers);
  return texts
    ? say(texts, REDUCTION_TEXTS.periodMean, { mean, days: days(period.days, texts) })
    : `${mean}/${per} over ${days(period.days)}`;
}

/** '80% of logged days on goal'; null without logged days. */
export function shareOnGoalText(share: number | null, texts?: Texts): string | null {
  if (share === null) return null;
  const percent = Math.round(share * 100);
  return texts
    ? say(texts, REDUCTION_TEXTS.shareOnGoal, { percent: countIn(texts, percent) })
    : `${percent}% of logged days on goal`;
}

/** 'Longest run without an over day: 7 days'. */
export function longestWithoutOverText(longest: number, texts?: Texts): string {
  return texts
    ? say(texts, REDUCTION_TEXTS.longest, { days: days(longest, texts) })
    : `Longest run without an over day: ${days(longest)}`;
}
