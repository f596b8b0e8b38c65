import type { Habit } from '@taper/domain';

/**
 * The habit a habit screen shows for `habitId`: that one (archived too, when asked for), else the
 * first unarchived habit; undefined when there is none.
 */
export function shownHabit(
  habits: readonly Habit[],
  habitId: number | undefined,
): Habit | undefined {
  return habits.find((habit) => habit.id === habitId) ?? habits.find((habit) => !habit.archived);
}
