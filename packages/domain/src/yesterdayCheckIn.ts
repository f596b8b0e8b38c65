/**
 * The summary's check-in: which habits still wait for yesterday's log. A habit asks for yesterday
 * when it had begun by then (its first day, from its creation or its earliest entry) and counts an
 * unlogged day as not logged; a skipped day is an entry, so it is logged. Habits that began today
 * ask for nothing, so a new user sees no banner on their first day.
 */
import { addDays, type IsoDate } from './dates';
import type { UnloggedDays } from './unloggedDays';

export interface CheckInHabit {
  id: number;
  /** The habit's first day: the day it was created, or an earlier logged day. */
  firstDay: IsoDate;
  unloggedDays: UnloggedDays;
  /** The days with an entry (a value or a skip); only yesterday's matters. */
  entries: readonly { date: IsoDate }[];
}

export interface YesterdayCheckIn {
  date: IsoDate;
  /** The habits (in the order given) with nothing logged yesterday. */
  unloggedHabitIds: number[];
}

export function yesterdayCheckIn(
  habits: readonly CheckInHabit[],
  today: IsoDate,
): YesterdayCheckIn {
  const date = addDays(today, -1);
  const unloggedHabitIds = habits
    .filter(
      (habit) =>
        habit.unloggedDays === 'not_logged' &&
        habit.firstDay <= date &&
        !habit.entries.some((entry) => entry.date === date),
    )
    .map((habit) => habit.id);
  return { date, unloggedHabitIds };
}
