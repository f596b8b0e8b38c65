import type { IsoDate } from '@taper/domain';
import { useDayGoal } from '../../hooks/habits';

/**
 * The goal of the day being logged, as the server reads it from the habit's goal history:
 * 'Goal today: 4', 'Goal on 3 Mar: 5'. While another day's loads, the last one stays, faded.
 */
export function DayGoalLine({ habitId, date }: { habitId: number; date: IsoDate }) {
  const goal = useDayGoal(habitId, date);
  if (!goal.data) return null;
  return (
    <p
      aria-busy={goal.isPlaceholderData || undefined}
      className={`text-center text-sm font-medium text-slate-700 dark:text-slate-200 ${
        goal.isPlaceholderData ? 'opacity-50' : ''
      }`}
    >
      {goal.data.text}
    </p>
  );
}
