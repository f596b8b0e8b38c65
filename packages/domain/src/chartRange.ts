/**
 * The days a progress chart shows of a habit: never before its first day, and on past today to a
 * taper plan's coming steps.
 */
import type { IsoDate } from './dates';
import { addDays, toDayNumber } from './dates';
import type { GoalHistory } from './goalHistory';

/** The most days after today a chart goes on for, to show a plan's coming steps. */
export const PLANNED_DAYS_SHOWN = 366;

/**
 * The range a progress chart shows of a habit: from its first day (the earlier of its creation
 * day and its first entry), never before; and when the range reaches today, on to the last coming
 * step of the goal history (a taper plan's end), at most half the range (7 days at least,
 * PLANNED_DAYS_SHOWN at most) ahead.
 */
export function chartRange(
  goals: GoalHistory,
  range: { from: IsoDate; to: IsoDate },
  firstDay: IsoDate,
  today: IsoDate,
): { from: IsoDate; to: IsoDate } {
  const from = range.from < firstDay ? firstDay : range.from;
  const lastStep = goals[goals.length - 1]?.effectiveFrom;
  if (range.to < today || lastStep === undefined || lastStep <= range.to)
    return { from, to: range.to };
  // Half the range at most, so a page stays mostly what was logged.
  const half = Math.floor((toDayNumber(range.to) - toDayNumber(range.from)) / 2);
  const latest = addDays(today, Math.min(PLANNED_DAYS_SHOWN, Math.max(7, half)));
  return { from, to: lastStep < latest ? lastStep : latest };
}
