/**
 * What the insights say of a budget habit (issue 31): its weeks or months, never its days. The
 * Trends & Insights messages speak of today's period against its budget and of the periods that
 * ended, and the progress screen's pattern line counts the periods that went over budget.
 */
import { budgetPeriodName } from './budgets';
import type { BudgetPeriodResult } from './budgetStreaks';
import { periodCount } from './budgetStreaks';
import { THRESHOLDS } from './constants';
import type { IsoDate } from './dates';
import { startOfMonth } from './dates';
import type { BudgetSchedule } from './goalValues';
import { formatAmount } from './goalTexts';
import type { BudgetStatus } from './summarySchemas';
import { countIn, say, type Texts } from './texts';

const BUDGET_INSIGHT_TEXTS = {
  noEntries: /*i18n*/ {
    id: 'budget.insight.noEntries',
    message:
      '{period, select, week {No entries this week yet: {status}.} other {No entries this month yet: {status}.}}',
  },
  onBudget: /*i18n*/ { id: 'budget.insight.onBudget', message: 'On budget: {status}.' },
  over: /*i18n*/ {
    id: 'budget.insight.over',
    message:
      '{period, select, week {This week went {over} over its budget of {budget}. A new week is a fresh start.} other {This month went {over} over its budget of {budget}. A new month is a fresh start.}}',
  },
  noWeek: /*i18n*/ {
    id: 'budget.history.noWeek',
    message: 'No whole week this month yet: how your weeks went will show here.',
  },
  noMonth: /*i18n*/ {
    id: 'budget.history.noMonth',
    message: 'No whole month yet: how your months went will show here.',
  },
  counted: /*i18n*/ { id: 'budget.history.counted', message: '{within} of {periods}' },
  months: /*i18n*/ {
    id: 'budget.history.months',
    message: '{counted} so far stayed within budget.',
  },
  amazing: /*i18n*/ {
    id: 'budget.history.amazing',
    message: 'Amazing month! {counted} stayed within budget.',
  },
  weeks: /*i18n*/ {
    id: 'budget.history.weeks',
    message: '{counted} this month stayed within budget. Keep going!',
  },
  noneOver: /*i18n*/ {
    id: 'budget.pattern.none',
    message:
      '{period, select, week {No week has gone over budget yet} other {No month has gone over budget yet}}',
  },
  overCount: /*i18n*/ {
    id: 'budget.pattern.over',
    message: '{over} of {periods} went over budget',
  },
};

/** How many ended months the monthly budget's message looks back on. */
export const BUDGET_MONTHS_LOOKED_BACK = 12;

/** The periods that ended, were under the budget counted and had a logged day. */
function endedPeriods(periods: readonly BudgetPeriodResult[]): BudgetPeriodResult[] {
  return periods.filter((period) => !period.running && period.counted && period.logged);
}

/** Today's period against its budget, in the budget's one wording: 'On budget: 9 of 14 used this week.' */
export function budgetPeriodInsight(status: BudgetStatus, logged: boolean, texts?: Texts): string {
  const { period } = status;
  const amount = formatAmount;
  if (texts) {
    if (!logged) return say(texts, BUDGET_INSIGHT_TEXTS.noEntries, { period, status: status.text });
    if (status.success) return say(texts, BUDGET_INSIGHT_TEXTS.onBudget, { status: status.text });
    return say(texts, BUDGET_INSIGHT_TEXTS.over, {
      period,
      over: amount(status.over, texts),
      budget: amount(status.budget, texts),
    });
  }
  if (!logged) return `No entries this ${period} yet: ${status.text}.`;
  if (status.success) return `On budget: ${status.text}.`;
  return `This ${period} went ${amount(status.over)} over its budget of ${amount(status.budget)}. A new ${period} is a fresh start.`;
}

/**
 * The periods that ended: under a weekly budget those of today's month ('3 of 4 weeks this month
 * stayed within budget', 'Amazing month!' from SPEC's 70%), under a monthly budget the last 12.
 */
export function budgetHistoryInsight(
  periods: readonly BudgetPeriodResult[],
  schedule: BudgetSchedule,
  today: IsoDate,
  texts?: Texts,
): string {
  const ended = endedPeriods(periods);
  const looked =
    schedule === 'weekly_budget'
      ? ended.filter((period) => period.end >= startOfMonth(today))
      : ended.slice(-BUDGET_MONTHS_LOOKED_BACK);
  if (texts) return historyInsightIn(looked, schedule, texts);
  if (looked.length === 0)
    return schedule === 'weekly_budget'
      ? 'No whole week this month yet: how your weeks went will show here.'
      : 'No whole month yet: how your months went will show here.';
  const within = looked.filter((period) => period.withinBudget).length;
  const counted = `${String(within)} of ${periodCount(looked.length, schedule)}`;
  if (schedule === 'monthly_budget') return `${counted} so far stayed within budget.`;
  if (within / looked.length >= THRESHOLDS.monthlyAmazing)
    return `Amazing month! ${counted} stayed within budget.`;
  return `${counted} this month stayed within budget. Keep going!`;
}

function historyInsightIn(
  looked: readonly BudgetPeriodResult[],
  schedule: BudgetSchedule,
  texts: Texts,
): string {
  if (looked.length === 0)
    return say(
      texts,
      schedule === 'weekly_budget' ? BUDGET_INSIGHT_TEXTS.noWeek : BUDGET_INSIGHT_TEXTS.noMonth,
    );
  const within = looked.filter((period) => period.withinBudget).length;
  const counted = say(texts, BUDGET_INSIGHT_TEXTS.counted, {
    within: countIn(texts, within),
    periods: periodCount(looked.length, schedule, texts),
  });
  if (schedule === 'monthly_budget') return say(texts, BUDGET_INSIGHT_TEXTS.months, { counted });
  if (within / looked.length >= THRESHOLDS.monthlyAmazing)
    return say(texts, BUDGET_INSIGHT_TEXTS.amazing, { counted });
  return say(texts, BUDGET_INSIGHT_TEXTS.weeks, { counted });
}

/** The Trends & Insights messages of a budget habit: today's period's, then the ended periods'. */
export function budgetInsights(
  periods: readonly BudgetPeriodResult[],
  status: BudgetStatus,
  schedule: BudgetSchedule,
  today: IsoDate,
  texts?: Texts,
): string[] {
  const running = periods.find((period) => period.running);
  return [
    budgetPeriodInsight(status, running?.logged ?? false, texts),
    budgetHistoryInsight(periods, schedule, today, texts),
  ];
}

/**
 * The progress screen's pattern line under a budget, in periods rather than weekdays: '2 of 9
 * weeks went over budget', or 'No week has gone over budget yet'.
 */
export function budgetPatternText(
  periods: readonly BudgetPeriodResult[],
  schedule: BudgetSchedule,
  texts?: Texts,
): string {
  const name = budgetPeriodName(schedule);
  const ended = endedPeriods(periods);
  const over = ended.filter((period) => !period.withinBudget).length;
  if (texts)
    return over === 0
      ? say(texts, BUDGET_INSIGHT_TEXTS.noneOver, { period: name })
      : say(texts, BUDGET_INSIGHT_TEXTS.overCount, {
          over: countIn(texts, over),
          periods: periodCount(ended.length, schedule, texts),
        });
  if (over === 0) return `No ${name} has gone over budget yet`;
  return `${String(over)} of ${periodCount(ended.length, schedule)} went over budget`;
}
