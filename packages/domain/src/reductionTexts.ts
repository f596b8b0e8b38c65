/**
 * The reduction's words: '60% below your baseline so far this week · 21 fewer cups ·
 * €67.20 saved · 7 days since your last over day', '2.1/day, was 5', the milestones; net figures
 * below zero said as they are ('3 more cups than before'). Numbers and amounts are written with
 * `Intl.NumberFormat` in the user's locale and currency; the figures come from `reduction`.
 */
import type { Milestone, Reduction } from './reductionSchemas';
import type { BaselinePeriod } from './reductionLimits';
import { MEASURED_BASELINE_DAYS } from './reductionLimits';

export interface ReductionTextOptions {
  /** The habit's unit ('cups'), or null. */
  unit: string | null;
  /** ISO 4217 code of the user's currency. */
  currency: string;
  /** A BCP 47 locale ('en-GB'); the runtime's when omitted. */
  locale?: string;
}

export const REDUCTION_INVITATION =
  'Set a baseline — what you did before — to see how much less you do now.';
export const REDUCTION_INVITATION_ACTION = 'Set a baseline';
export const SEPARATOR = ' · ';

/**
 * Building an Intl.NumberFormat costs far more than formatting with one (the summary writes a few
 * numbers per habit), so one is kept per locale and options; the bound guards against a caller
 * passing arbitrary locales or currencies.
 */
const numberFormats = new Map<string, Intl.NumberFormat>();

function numberFormat(locale: string | undefined, options: Intl.NumberFormatOptions) {
  const key = `${locale ?? ''}|${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) {
    try {
      format = new Intl.NumberFormat(locale, options);
    } catch {
      format = new Intl.NumberFormat(undefined, options);
    }
    if (numberFormats.size >= 100) numberFormats.clear();
    numberFormats.set(key, format);
  }
  return format;
}

/** 2.1, 5, 1,234.5: at most one decimal, in the locale. */
export function formatQuantity(value: number, locale?: string): string {
  return numberFormat(locale, { maximumFractionDigits: 1 }).format(value);
}

/** '€67.20', '€82', '67,20 €': whole amounts without cents. */
export function formatMoney(amount: number, currency: string, locale?: string): string {
  const whole = Number.isInteger(amount);
  return numberFormat(locale, {
    style: 'currency',
    currency,
    ...(whole ? { minimumFractionDigits: 0, maximumFractionDigits: 0 } : {}),
  }).format(amount);
}

/** The unit for a count: 'cups' for 21, 'cup' for 1 (a unit ending in one s loses it); 'units' without one. */
export function unitFor(count: number, unit: string | null): string {
  const plural = unit ?? 'units';
  if (count !== 1) return plural;
  return /[^s]s$/i.test(plural) ? plural.slice(0, -1) : plural;
}

/** '1 day', '7 days'. */
function days(count: number): string {
  return `${count} ${count === 1 ? 'day' : 'days'}`;
}

/** '32% below your baseline', '10% above your baseline', 'At your baseline'. */
export function changeText(change: number): string {
  const percent = Math.round(Math.abs(change) * 100);
  if (percent === 0) return 'At your baseline';
  return `${percent}% ${change < 0 ? 'below' : 'above'} your baseline`;
}

/**
 * The period the change is of, in progress: 'so far this week' (a baseline per day or per week),
 * 'so far this month' (per month).
 */
export function soFarText(per: BaselinePeriod | null): string {
  return per === 'month' ? 'so far this month' : 'so far this week';
}

/** 'a day', 'a week', 'a month': the period a baseline is per, as the form and the texts say it. */
export function baselinePerText(per: BaselinePeriod): string {
  return `a ${per}`;
}

/** '5 cups a day', '35 drinks a week', '12 a month' (without a unit). */
export function baselineAmountText(
  baseline: number,
  per: BaselinePeriod,
  unit: string | null,
  locale?: string,
): string {
  const amount = formatQuantity(baseline, locale);
  return unit === null
    ? `${amount} ${baselinePerText(per)}`
    : `${amount} ${unitFor(baseline, unit)} ${baselinePerText(per)}`;
}

/** The net units in words: '21 fewer cups', '3 more cups than before'; '' for none. */
export function unitsAvoidedText(
  unitsAvoided: number | null,
  unit: string | null,
  locale?: string,
): string {
  if (unitsAvoided === null || unitsAvoided === 0) return '';
  const count = Math.abs(unitsAvoided);
  return unitsAvoided > 0
    ? `${formatQuantity(count, locale)} fewer ${unitFor(count, unit)}`
    : `${formatQuantity(count, locale)} more ${unitFor(count, unit)} than before`;
}

/** The net money in words: '€67.20 saved', '€9.60 more spent'; '' for none. */
export function moneySavedText(
  moneySaved: number | null,
  currency: string,
  locale?: string,
): string {
  if (moneySaved === null || moneySaved === 0) return '';
  const amount = formatMoney(Math.abs(moneySaved), currency, locale);
  return moneySaved > 0 ? `${amount} saved` : `${amount} more spent`;
}

/** '7 days since your last over day'; '' when today was over. */
export function daysSinceOverText(daysSinceOver: number | null): string {
  if (daysSinceOver === null || daysSinceOver === 0) return '';
  return `${days(daysSinceOver)} since your last over day`;
}

/** Whether the figures have a baseline to compare with (else: the invitation). */
export function hasBaseline(figures: Reduction): boolean {
  return figures.baseline !== null;
}

/**
 * The reduction in one line: '60% below your baseline so far this week · 21 fewer cups · €67.20
 * saved · 7 days since your last over day'; a total above the baseline is said as it is ('3 more
 * cups than before · €9.60 more spent'). Null without a baseline (show `REDUCTION_INVITATION`
 * instead); with a baseline and nothing yet to say, 'Nothing logged so far this week'.
 */
export function reductionLine(figures: Reduction, options: ReductionTextOptions): string | null {
  if (figures.baseline === null) return null;
  const parts = [
    figures.changeVsBaseline === null
      ? ''
      : `${changeText(figures.changeVsBaseline)} ${soFarText(figures.per)}`,
    unitsAvoidedText(figures.unitsAvoided, options.unit, options.locale),
    moneySavedText(figures.moneySaved, options.currency, options.locale),
    daysSinceOverText(figures.daysSinceOver),
  ];
  const line = parts.filter((part) => part !== '').join(SEPARATOR);
  if (line === '') return `Nothing logged ${soFarText(figures.per)}`;
  // Sentence case: 'At your baseline' leads with a capital, so does the first figure.
  return line.charAt(0).toUpperCase() + line.slice(1);
}

/**
 * '2.1/day, was 5 · 9 days since your last over day'; under a budget the period's total so far
 * against its share of the baseline, '9 so far this week, baseline 15 by now'; null without a
 * baseline.
 */
export function reductionCardLine(figures: Reduction, locale?: string): string | null {
  if (figures.baseline === null || figures.per === null) return null;
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
export function measuredBaselineText(per: BaselinePeriod): string {
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
): string {
  if (figures.baseline === null || figures.per === null) return '';
  const amount = baselineAmountText(figures.baseline, figures.per, unit, locale);
  return figures.baselineSource === 'measured'
    ? `${amount}, measured: ${measuredBaselineText(figures.per)}`
    : `${amount}, as you entered it`;
}

/** 'A whole week 50% below your baseline' ('A whole month' under a monthly budget), '€100 saved'. */
export function milestoneText(
  milestone: Pick<Milestone, 'kind' | 'threshold'>,
  options: Pick<ReductionTextOptions, 'currency' | 'locale'> & { per?: BaselinePeriod | null },
): string {
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
  options: Pick<ReductionTextOptions, 'currency' | 'locale'>,
): string | null {
  const total =
    Math.round(amounts.reduce<number>((sum, amount) => sum + (amount ?? 0), 0) * 100) / 100;
  const text = moneySavedText(total, options.currency, options.locale);
  return text === '' ? null : `Altogether ${text}`;
}

/**
 * A week's or month's figures: '2/day over 4 days'; under a budget (a baseline per week or month)
 * its total, '9 in all, 4 days logged'; or 'Nothing logged'.
 */
export function periodText(
  period: { total: number; days: number } | null,
  per: string | null,
  locale?: string,
): string {
  if (period === null || period.days === 0 || per === null) return 'Nothing logged';
  if (per !== 'day')
    return `${formatQuantity(period.total, locale)} in all, ${days(period.days)} logged`;
  const mean = formatQuantity(period.total / period.days, locale);
  return `${mean}/${per} over ${days(period.days)}`;
}

/** '80% of logged days on goal'; null without logged days. */
export function shareOnGoalText(share: number | null): string | null {
  return share === null ? null : `${Math.round(share * 100)}% of logged days on goal`;
}

/** 'Longest run without an over day: 7 days'. */
export function longestWithoutOverText(longest: number): string {
  return `Longest run without an over day: ${days(longest)}`;
}
