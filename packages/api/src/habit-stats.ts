/**
 * The habit screen's figures from the one read model (domain's `habitStats`): what
 * `habits.stats` serves, and what logging, skipping or clearing a day answers with, so the web
 * puts the server's own figures on screen instead of computing any.
 */
import type { HabitRow, SessionUser } from '@taper/db';
import { historyOf } from '@taper/db';
import {
  habitStats,
  milestoneIds,
  type HabitStats,
  type IsoDate,
  type YearMonth,
} from '@taper/domain';
import { createdOn } from './routers/habits/counted-days';
import type { UserData } from './user-data';

export async function readHabitStats(
  data: UserData,
  user: Pick<SessionUser, 'timezone' | 'dayEndsAtHour' | 'weekStart'>,
  today: IsoDate,
  habit: HabitRow,
  month?: YearMonth,
): Promise<HabitStats> {
  const [entries, versions] = await Promise.all([
    data.entries(habit.id),
    data.goalVersions(habit.id),
  ]);
  return habitStats(historyOf(habit, versions), entries, {
    today,
    createdOn: createdOn(habit, user),
    weekStart: user.weekStart,
    unloggedDays: habit.unloggedDays,
    ...reductionOptions(habit),
    ...(month ? { month } : {}),
  });
}

/** What the reduction figures read of the habit: its baseline, cost and the milestones seen. */
export function reductionOptions(habit: HabitRow) {
  return {
    baseline: habit.baseline,
    costPerUnit: habit.costPerUnit,
    milestonesSeen: milestoneIds(habit.milestonesSeen),
  };
}
