/**
 * The reduction's words (issue 33): '60% below your baseline · 21 fewer cups · €67.20 saved · 7 days
 * since your last over day', '2.1/day, was 5', the milestones. Numbers and amounts are written with
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
 * The reduction in one line: '60% below your baseline · 21 fewer cups · €67.20 saved · 7 days since
 * your last over day'. Null without a baseline (show `REDUCTION_INVITATION` instead).
 */
export function reductionLine(figures: Reduction, options: ReductionTextOptions): string | null {
  if (figures.baseline === null) return null;
  const parts = [
    figures.changeVsBaseline === null ? '' : changeText(figures.changeVsBaseline),
    figures.unitsAvoided === null || figures.unitsAvoided === 0
      ? ''
      : `${formatQuantity(figures.unitsAvoided, options.locale)} fewer ${unitFor(figures.unitsAvoided, options.unit)}`,
    figures.moneySaved === null || figures.moneySaved === 0
      ? ''
      : `${formatMoney(figures.moneySaved, options.currency, options.locale)} saved`,
    daysSinceOverText(figures.daysSinceOver),
  ];
  const line = parts.filter((part) => part !== '').join(SEPARATOR);
  // Sentence case: 'At your baseline' leads with a capital, so does the first figure.
  return line === '' ? null : line.charAt(0).toUpperCase() + line.slice(1);
}

/**
 * '2.1/day, was 5 · 9 days since your last over day'; under a budget the period's total so far,
 * '9/week, was 35'; null without a baseline.
 */
export function reductionCardLine(figures: Reduction, locale?: string): string | null {
  if (figures.baseline === null || figures.per === null) return null;
  const current = figures.per === 'month' ? figures.thisMonth : figures.thisWeek;
  const now =
    current === null || current.days === 0
      ? null
      : figures.per === 'day'
        ? current.total / current.days
        : current.total;
  const parts = [
    now === null
      ? `Baseline ${formatQuantity(figures.baseline, locale)}/${figures.per}`
      : `${formatQuantity(now, locale)}/${figures.per}, was ${formatQuantity(figures.baseline, locale)}`,
    daysSinceOverText(figures.daysSinceOver),
  ];
  return parts.filter((part) => part !== '').join(SEPARATOR);
}

/** 'You said 5/day' or 'Measured: the mean of your first 14 logged days'. */
export function baselineSourceText(figures: Reduction, locale?: string): string {
  if (figures.baseline === null || figures.per === null) return '';
  const amount = `${formatQuantity(figures.baseline, locale)}/${figures.per}`;
  if (figures.baselineSource !== 'measured') return `${amount}, as you entered it`;
  return figures.per === 'day'
    ? `${amount}, measured: the mean of your first ${MEASURED_BASELINE_DAYS} logged days`
    : `${amount}, measured: your first ${MEASURED_BASELINE_DAYS} days, taken to a ${figures.per}`;
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

/** The summary strip's line for all habits: 'Altogether €82 saved'; null with nothing saved. */
export function totalSavedText(
  amounts: readonly (number | null)[],
  options: Pick<ReductionTextOptions, 'currency' | 'locale'>,
): string | null {
  const total =
    Math.round(amounts.reduce<number>((sum, amount) => sum + (amount ?? 0), 0) * 100) / 100;
  return total > 0
    ? `Altogether ${formatMoney(total, options.currency, options.locale)} saved`
    : null;
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
