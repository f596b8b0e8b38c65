/**
 * `budgetPeriodResults` written plainly (each period filters every entry and totals them again):
 * the oracle the single pass in budgetStreaks.ts is held to.
 */
import { budgetPeriod, budgetPeriodTotal } from '../budgets';
import type { BudgetPeriodResult, BudgetStreakDay } from '../budgetStreaks';
import type { IsoDate } from '../dates';
import { addDays } from '../dates';
import { isSkipped } from '../entries';
import { goalOn, type GoalHistory } from '../goalHistory';
import { isBudgetGoal } from '../goals';
import type { BudgetSchedule } from '../goalValues';
import type { WeekStart } from '../weeks';

/**
 * The periods of `schedule` from the one holding `firstDay` to the one holding `today`, oldest
 * first, each with its total judged against the budget in force.
 */
export function plainBudgetPeriodResults(
  history: GoalHistory,
  entries: readonly BudgetStreakDay[],
  schedule: BudgetSchedule,
  firstDay: IsoDate,
  today: IsoDate,
  weekStart: WeekStart,
): BudgetPeriodResult[] {
  const results: BudgetPeriodResult[] = [];
  const sorted = entries.filter((entry) => entry.date <= today);
  let period = budgetPeriod(schedule, firstDay <= today ? firstDay : today, weekStart);
  for (;;) {
    const running = period.start <= today && today <= period.end;
    const last = running ? today : period.end;
    const goal = goalOn(history, last);
    const counted = isBudgetGoal(goal) && goal.goalSchedule === schedule;
    const inPeriod = sorted.filter((entry) => entry.date >= period.start && entry.date <= last);
    const logged = inPeriod.some((entry) => !isSkipped(entry));
    const total = counted ? budgetPeriodTotal(history, entries, last, today, weekStart) : undefined;
    results.push({
      start: period.start,
      end: period.end,
      counted,
      logged,
      onlySkipped: inPeriod.length > 0 && !logged,
      withinBudget: total?.success ?? false,
      running,
    });
    if (running || period.end >= today) break;
    period = budgetPeriod(schedule, addDays(period.end, 1), weekStart);
  }
  return results;
}
