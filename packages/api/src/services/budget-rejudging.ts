/**
 * A budget's days judged again: a day under a budget is judged with its period's other days, so
 * every write of an entry or a history, and a new week start, judges them again.
 */
import type { Db, HabitRow } from '@taper/db';
import {
  listGoalVersionsForUser,
  listHabits,
  listEntriesToJudge,
  setEntryPerformances,
} from '@taper/db';
import { hasBudget, isBudgetGoal, type GoalHistory, type WeekStart } from '@taper/domain';
import { budgetRejudged, type UserDays } from '@taper/domain/rules';
import { withLockedHabit, type Executor } from './locked-habit';

/** A re-judged entry as the results writer takes it. */
export function judgement({ entry, performance }: { entry: { id: number }; performance: string }) {
  return { entryId: entry.id, performance };
}

/** The results a re-judging wrote: each changed entry and its new performance. */
export type BudgetChanges = { entryId: number; performance: string }[];

/**
 * Re-judges the days of a habit under a budget (issue 31), whose results depend on their period's
 * other days: after every write of an entry, and of a history. A habit that never had a budget
 * is left alone. Inside `withLockedHabit`. Returns the results it changed, so that a caller
 * answering with an entry need not read it again.
 */
export async function rejudgeBudgetDays(
  trx: Executor,
  habit: Pick<HabitRow, 'id' | 'userId'>,
  history: GoalHistory,
  weekStart: WeekStart,
  now: Date,
): Promise<BudgetChanges> {
  if (!hasBudget(history)) return [];
  const changes = await budgetChanges(trx, habit, history, weekStart);
  await setEntryPerformances(trx, changes, now);
  return changes;
}

/**
 * The results a budget's re-judging changes (none for a habit that never had a budget), for a
 * caller that writes them itself (an import, in bounded transactions).
 */
export async function budgetChanges(
  db: Executor,
  habit: Pick<HabitRow, 'id' | 'userId'>,
  history: GoalHistory,
  weekStart: WeekStart,
): Promise<BudgetChanges> {
  if (!hasBudget(history)) return [];
  const entries = await listEntriesToJudge(db, habit.userId, habit.id);
  return budgetRejudged(history, entries, weekStart).map(judgement);
}

/**
 * After the user's week start changes: the weekly budgets' weeks move, so every habit with a
 * budget is judged again (each with its row held).
 */
export async function rejudgeUserBudgets(
  db: Db,
  user: UserDays & { id: number },
  weekStart: WeekStart,
  now: Date,
): Promise<void> {
  const scope = { db, userId: user.id, timezone: user.timezone, dayEndsAtHour: user.dayEndsAtHour };
  // Every habit's versions in one read, to find the habits that ever had a budget.
  const versions = await listGoalVersionsForUser(db, user.id);
  for (const habit of await listHabits(db, user.id)) {
    if (!isBudgetGoal(habit.goal) && !hasBudget(versions.get(habit.id) ?? [])) continue;
    await withLockedHabit(scope, habit.id, (trx, locked) =>
      rejudgeBudgetDays(trx, locked.habit, locked.history, weekStart, now),
    );
  }
}
