import { dayGoalText, goalFromFields, goalOn, type GoalVersion, type IsoDate } from '@taper/domain';
import { useGoalHistory } from '../../hooks/habits';
import { useUserToday } from '../../lib/session';

/** The goal of the day being logged, from the habit's goal history: 'Goal today: 4'. */
export function DayGoalLine({
  habitId,
  date,
  today,
}: {
  habitId: number;
  date: IsoDate;
  today?: IsoDate | undefined;
}) {
  const userToday = useUserToday();
  const history = useGoalHistory(habitId);
  const versions = (history.data ?? []).flatMap(({ effectiveFrom, ...fields }): GoalVersion[] => {
    const goal = goalFromFields(fields);
    return goal.success ? [{ effectiveFrom, goal: goal.data }] : [];
  });
  if (versions.length === 0) return null;
  const goal = goalOn(versions, date);
  return (
    <p className="text-center text-sm font-medium text-slate-700 dark:text-slate-200">
      {dayGoalText(goal, date, today ?? userToday)}
    </p>
  );
}
