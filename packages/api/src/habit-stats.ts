/**
 * The habit screen's figures from the one read model (domain's `habitStats`): what
 * `habits.stats` serves, and what logging, skipping or clearing a day answers with, so the web
 * puts the server's own figures on screen instead of computing any.
 */
import type { EntryView, HabitRow, SessionUser } from '@taper/db';
import { historyOf } from '@taper/db';
import type { GoalHistory, HabitStats, IsoDate, YearMonth } from '@taper/domain';
import { baselineFromFirstEntries, habitStats, milestoneIds } from '@taper/domain/rules';
import { createdOn } from './computed-reads/counted-days';
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

/** How many of a habit's entries a call reads from the oldest on: enough for its measured baseline. */
export const FIRST_ENTRIES = 64;

/**
 * The habit's first entries (by date, at most FIRST_ENTRIES), and whether they are all of them:
 * the oldest tells the habit's first day, and they measure its baseline.
 */
export async function readFirstEntries(
  data: UserData,
  habitId: number,
): Promise<{ entries: readonly EntryView[]; complete: boolean }> {
  const entries = await data.entries(habitId, { limit: FIRST_ENTRIES });
  return { entries, complete: entries.length < FIRST_ENTRIES };
}

/**
 * The habit's baseline as `reduction` answers it, from its first entries; in the rare history whose
 * first entries cannot tell (mostly skipped, or without amounts), from all of them.
 */
export async function readBaseline(
  data: UserData,
  habit: HabitRow,
  goals: GoalHistory,
  today: IsoDate,
  first: { entries: readonly EntryView[]; complete: boolean },
): Promise<number | null> {
  const options = { today, baseline: habit.baseline };
  return (
    baselineFromFirstEntries(goals, first.entries, { ...options, complete: first.complete }) ??
    baselineFromFirstEntries(goals, await data.entries(habit.id), { ...options, complete: true }) ??
    null
  );
}
