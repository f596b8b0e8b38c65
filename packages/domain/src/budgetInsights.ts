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

/** How many ended months the monthly budget's message looks back on. */
export const BUDGET_MONTHS_LOOKED_BACK = 12;

/** The periods that ended, were under the budget counted and had a logged day. */
function endedPeriods(periods: readonly BudgetPeriodResult[]): BudgetPeriodResult[] {
  return periods.filter((period) => !period.running && period.counted && period.logged);
}

/** Today's period against its budget, in the budget's one wording: 'On budget: 9 of 14 used this week.' */
export function budgetPeriodInsight(status: BudgetStatus, logged: boolean): string {
  const { period } = status;
  const amount = formatAmount;
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
): string {
  const ended = endedPeriods(periods);
  const looked =
    schedule === 'weekly_budget'
      ? ended.filter((period) => period.end >= startOfMonth(today))
      : ended.slice(-BUDGET_MONTHS_LOOKED_BACK);
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

/** The Trends & Insights messages of a budget habit: today's period's, then the ended periods'. */
export function budgetInsights(
  periods: readonly BudgetPeriodResult[],
  status: BudgetStatus,
  schedule: BudgetSchedule,
  today: IsoDate,
): string[] {
  const running = periods.find((period) => period.running);
  return [
    budgetPeriodInsight(status, running?.logged ?? false),
    budgetHistoryInsight(periods, schedule, today),
  ];
}

/**
 * The progress screen's pattern line under a budget, in periods rather than weekdays: '2 of 9
 * weeks went over budget', or 'No week has gone over budget yet'.
 */
export function budgetPatternText(
  periods: readonly BudgetPeriodResult[],
  schedule: BudgetSchedule,
): string {
  const name = budgetPeriodName(schedule);
  const ended = endedPeriods(periods);
  const over = ended.filter((period) => !period.withinBudget).length;
  if (over === 0) return `No ${name} has gone over budget yet`;
  return `${String(over)} of ${periodCount(ended.length, schedule)} went over budget`;
}
