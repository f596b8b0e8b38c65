import { LEVELS, tagName, type Habit, type LogValue } from '@taper/domain';

/** How a logged value reads: the amount, the level ('Moderate') or the tag's name. */
export function displayLogValue(habit: Habit, value: LogValue): string {
  if (habit.goalType === 'number') return String(value);
  if (habit.goalType === 'level') {
    const level = LEVELS.find((l) => l === value) ?? 'none';
    return level.charAt(0).toUpperCase() + level.slice(1);
  }
  return tagName(habit, Number(value));
}
