/**
 * The days a habit's figures count: its entries, and under `unloggedDays: 'zero'` every past day
 * without one as its best result (packages/domain, unloggedDays.ts).
 */
import type { EntryValues, HabitRow } from '@taper/db';
import { historyOf } from '@taper/db';
import type { AssumedDay, GoalVersion } from '@taper/domain';
import { countedDays, dateInTimeZone, habitFirstDay } from '@taper/domain/rules';

/** The habit's creation day in the user's zone, by their day end: where its strength starts. */
export function createdOn(
  habit: Pick<HabitRow, 'createdAt'>,
  user: { timezone: string; dayEndsAtHour: number },
): string {
  return dateInTimeZone(habit.createdAt, user.timezone, user.dayEndsAtHour);
}

/**
 * `entries` are all of the habit's, or those of a span of days: then `firstDay` is the later of the
 * habit's first day and the span's, where the days counted under 'zero' start.
 */
export function countedEntries<T extends EntryValues>(
  habit: HabitRow,
  entries: readonly T[],
  versions: readonly GoalVersion[],
  ctx: { today: string; user: { timezone: string; dayEndsAtHour: number } },
  firstDay: string = habitFirstDay(createdOn(habit, ctx.user), entries),
): (T | AssumedDay)[] {
  return countedDays(entries, {
    unloggedDays: habit.unloggedDays,
    firstDay,
    today: ctx.today,
    goals: historyOf(habit, versions),
  });
}
