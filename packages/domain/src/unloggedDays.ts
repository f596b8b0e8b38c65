/**
 * Days you don't log. By default a past day without an entry is "not logged": it breaks a streak,
 * earns no strength and stays out of every rate. A habit may instead count such a day as its best
 * result ('zero'), as Loop Habit Tracker does for an "at most" habit, so someone who logs only the
 * days they slip sees every other day as kept: 0 for a number goal, 'none' for a level, the first
 * tag for custom tags. Today is never assumed before it ends.
 */
import { z } from 'zod';
import type { IsoDate } from './dates';
import { consecutiveDates, toDayNumber } from './dates';
import type { LoggedDay } from './entries';
import { sortedByDate, sortedIndexOfDate } from './entries';
import { asHistory, type GoalHistory } from './goalHistory';
import type { Goal } from './goalSchemas';

export const UNLOGGED_DAYS = ['not_logged', 'zero'] as const;
export type UnloggedDays = (typeof UNLOGGED_DAYS)[number];
export const DEFAULT_UNLOGGED_DAYS: UnloggedDays = 'not_logged';

export const unloggedDaysSchema = z
  .enum(UNLOGGED_DAYS, "unloggedDays is 'not_logged' or 'zero'")
  .meta({
    description:
      "What a past day without an entry counts as: 'not_logged' (the default: it breaks a streak " +
      "and counts in no rate) or 'zero' (the best result: 0, 'none' or the first tag, a success). " +
      'Today is never assumed.',
  });

/** A past day without an entry, counted as its goal's best result under 'zero'. */
export interface AssumedDay extends LoggedDay {
  performance: 'success';
  actualValue: number | null;
  levelValue: string | null;
  /** Not logged: counted as the best result. */
  assumed: true;
}

/** A goal's best result: 0 for a number goal, 'none' for a level, the first tag for custom tags. */
export function bestResult(
  goal: Pick<Goal, 'goalType'>,
): Pick<AssumedDay, 'actualValue' | 'levelValue'> {
  if (goal.goalType === 'number') return { actualValue: 0, levelValue: null };
  return { actualValue: null, levelValue: goal.goalType === 'level' ? 'none' : '1' };
}

export function isAssumed(entry: object): entry is AssumedDay {
  return 'assumed' in entry && entry.assumed === true;
}

export interface UnloggedDaysOptions {
  unloggedDays: UnloggedDays;
  /** The habit's first day: no day before it is assumed. */
  firstDay: IsoDate;
  today: IsoDate;
  /** The habit's goal or goal history: each assumed day takes its own day's best result. */
  goals: Goal | GoalHistory;
}

/**
 * The entries the rules count: under 'not_logged' the entries as they are; under 'zero' also every
 * day from the first day to yesterday that has no entry (a skipped day has one), as an
 * `AssumedDay`. One entry per day, sorted by date.
 */
export function countedDays<T extends LoggedDay>(
  entries: readonly T[],
  options: UnloggedDaysOptions,
): (T | AssumedDay)[] {
  const sorted = sortedByDate(entries);
  if (options.unloggedDays !== 'zero') return sorted;
  const history = asHistory(options.goals);
  const counted: (T | AssumedDay)[] = [];
  let next = 0;
  for (; next < sorted.length && (sorted[next]?.date ?? '') < options.firstDay; next++) {
    const entry = sorted[next];
    if (entry !== undefined) counted.push(entry);
  }
  let versionIndex = 0;
  // The best result of the version in force, read once per version.
  let best: { versionIndex: number; result: ReturnType<typeof bestResult> } | undefined;
  // By day number, each day's text counted on from the last; the sorted entries are read with one
  // pointer alongside.
  const today = toDayNumber(options.today);
  const first = toDayNumber(options.firstDay);
  const dateOf = consecutiveDates(first);
  for (let day = first; day <= today; day++) {
    const date = dateOf();
    while (next < sorted.length && (sorted[next]?.date ?? date) < date) next++;
    // The later of two entries of a day wins, as a later save would.
    let entry: T | undefined;
    for (; next < sorted.length && sorted[next]?.date === date; next++) entry = sorted[next];
    if (entry !== undefined) {
      counted.push(entry);
      continue;
    }
    if (day === today) continue;
    while ((history[versionIndex + 1]?.effectiveFrom ?? '9999-12-31') <= date) versionIndex++;
    const goal = history[versionIndex]?.goal;
    if (goal === undefined) continue;
    if (best?.versionIndex !== versionIndex) best = { versionIndex, result: bestResult(goal) };
    counted.push({
      date,
      performance: 'success',
      actualValue: best.result.actualValue,
      levelValue: best.result.levelValue,
      assumed: true,
    });
  }
  for (let index = sortedIndexOfDate(sorted, options.today, true); index < sorted.length; index++) {
    const entry = sorted[index];
    if (entry !== undefined) counted.push(entry);
  }
  return counted;
}
