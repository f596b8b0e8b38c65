/**
 * A habit's baseline read from its first entries alone, so that a long history need not be read
 * whole to know it: the answer `reduction` gives, or undefined while the prefix cannot tell.
 */
import { addDays } from './dates';
import type { LoggedDay } from './entries';
import { isSkipped } from './entries';
import { asHistory, goalOn, type GoalHistory } from './goalHistory';
import type { Goal } from './goalSchemas';
import type { ReductionOptions } from './reduction';
import { MEASURED_BASELINE_DAYS } from './reductionLimits';
import { baselinePeriod, measuredBaseline, measuredPeriodBaseline } from './reductionPeriods';

/**
 * The baseline `reduction` answers (entered, else measured from the first days), from the habit's
 * first entries alone: `firstEntries` are its entries from the oldest on, sorted by date, a prefix
 * of them unless `complete`. Undefined when that prefix is too short to tell, and the caller reads
 * more. A measured baseline needs the first 14 logged amounts, or under a budget the entries of the
 * first 14 days from the first logged day: a few dozen entries, however long the history.
 */
export function baselineFromFirstEntries(
  goals: Goal | GoalHistory,
  firstEntries: readonly LoggedDay[],
  options: Pick<ReductionOptions, 'today' | 'baseline'> & { complete: boolean },
): number | null | undefined {
  const { today } = options;
  const goal = goalOn(asHistory(goals), today);
  if (goal.goalType !== 'number') return null;
  const entered = options.baseline ?? null;
  if (entered !== null) return entered;
  const past = firstEntries.filter((entry) => entry.date <= today);
  // Every past entry is here when all are, or when one after today is (they come by date).
  const allPast = options.complete || past.length < firstEntries.length;
  const logged = past.filter((entry) => !isSkipped(entry));
  const firstEntry = logged[0]?.date;
  if (firstEntry === undefined) return allPast ? null : undefined;
  const per = baselinePeriod(goal);
  if (per === 'day') {
    const amounts = logged.filter((day) => day.actualValue != null).length;
    return amounts >= MEASURED_BASELINE_DAYS || allPast ? measuredBaseline(logged) : undefined;
  }
  const last = addDays(firstEntry, MEASURED_BASELINE_DAYS - 1);
  const lastRead = past.at(-1)?.date ?? firstEntry;
  if (last < today && !allPast && lastRead < last) return undefined;
  const skippedDays = past.filter(isSkipped).map((entry) => entry.date);
  return measuredPeriodBaseline(logged, skippedDays, firstEntry, today, per);
}
