/** The reduction milestones reached: weeks, or a budget's whole periods, that far below the baseline. */
import type { IsoDate } from './dates';
import { toDayNumber } from './dates';
import type { LoggedDay } from './entries';
import { startOfWeek, type WeekStart } from './weeks';
import { REDUCTION_MILESTONES } from './reductionLimits';
import { type CountedPeriod } from './reductionPeriods';
/** The weeks, ended by today, that were a whole week at least `percent` below the baseline. */
export function reductionMilestonesReached(
  days: readonly LoggedDay[],
  baseline: number,
  firstDay: IsoDate,
  today: IsoDate,
  weekStart: WeekStart,
): number[] {
  if (baseline <= 0) return [];
  const first = toDayNumber(startOfWeek(firstDay, weekStart));
  const last = toDayNumber(today);
  // Each day's amount by its distance from the first week's start (the later day of a date
  // wins); undefined for a day without one: ten years of weeks without a date text per day.
  const amounts = new Array<number | undefined>(Math.max(0, last - first + 1));
  for (const day of days) {
    const index = toDayNumber(day.date) - first;
    if (index >= 0 && index < amounts.length) amounts[index] = day.actualValue ?? 0;
  }
  let best = 0;
  for (let start = 0; start + 6 <= last - first; start += 7) {
    let total = 0;
    let logged = 0;
    let whole = true;
    for (let offset = 0; offset < 7; offset++) {
      const amount = amounts[start + offset];
      if (amount === undefined) {
        whole = false;
        break;
      }
      total += amount;
      logged++;
    }
    if (!whole || logged === 0) continue;
    best = Math.max(best, 1 - total / logged / baseline);
  }
  return REDUCTION_MILESTONES.filter((percent) => best >= percent / 100 - 1e-9);
}

/** Under a budget: the whole periods, ended by today, whose total was that far below the baseline. */
export function periodMilestonesReached(
  periods: readonly CountedPeriod[],
  baseline: number,
  firstDay: IsoDate,
  today: IsoDate,
): number[] {
  if (baseline <= 0) return [];
  let best = 0;
  for (const each of periods) {
    if (each.start < firstDay || each.end > today || each.counted < each.length) continue;
    best = Math.max(best, 1 - each.total / baseline);
  }
  return REDUCTION_MILESTONES.filter((percent) => best >= percent / 100 - 1e-9);
}
