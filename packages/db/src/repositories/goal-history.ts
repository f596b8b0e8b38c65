/**
 * A habit's goal history and taper plan. Every change runs in one transaction with the habit's row
 * locked (PostgreSQL `for update`; SQLite's one writer), so a log and a goal change never judge by
 * different goals: the versions are replaced, the habit's last goal and plan written, and each entry
 * of a day whose goal changed re-judged by the domain (`rejudgedEntries`).
 */

import type { GoalHistory, GoalVersion, Plan } from '@taper/domain';
import { goalSchema, normalizedHistory, rejudgedEntries } from '@taper/domain';
import type { Db } from '../client';
import { engineOf } from '../dialect';
import type { HabitRow } from '../schema';

type Executor = Db;

/** A habit's versions, oldest first. */
export async function listGoalVersions(
  db: Db,
  userId: number,
  habitId: number,
): Promise<GoalVersion[]> {
  return db
    .selectFrom('habitGoalVersions')
    .select(['effectiveFrom', 'goal'])
    .where('habitId', '=', habitId)
    .where('userId', '=', userId)
    .orderBy('effectiveFrom')
    .execute();
}

/** Every habit's versions of the user, by habit, oldest first. */
export async function listGoalVersionsForUser(
  db: Db,
  userId: number,
): Promise<Map<number, GoalVersion[]>> {
  const rows = await db
    .selectFrom('habitGoalVersions')
    .select(['habitId', 'effectiveFrom', 'goal'])
    .where('userId', '=', userId)
    .orderBy('habitId')
    .orderBy('effectiveFrom')
    .execute();
  const byHabit = new Map<number, GoalVersion[]>();
  for (const { habitId, effectiveFrom, goal } of rows) {
    const versions = byHabit.get(habitId);
    if (versions) versions.push({ effectiveFrom, goal });
    else byHabit.set(habitId, [{ effectiveFrom, goal }]);
  }
  return byHabit;
}

/** The history of a habit as stored, or its goal alone for a habit without versions. */
export function historyOf(
  habit: HabitRow,
  versions: readonly GoalVersion[] | undefined,
): GoalHistory {
  return versions && versions.length > 0
    ? versions
    : [{ effectiveFrom: habit.createdAt.toISOString().slice(0, 10), goal: habit.goal }];
}

/** Writes a history in place of the habit's versions (inside the caller's transaction). */
export async function writeGoalVersions(
  db: Executor,
  userId: number,
  habitId: number,
  versions: readonly GoalVersion[],
): Promise<void> {
  await db
    .deleteFrom('habitGoalVersions')
    .where('habitId', '=', habitId)
    .where('userId', '=', userId)
    .execute();
  if (versions.length === 0) return;
  await db
    .insertInto('habitGoalVersions')
    .values(
      versions.map((version) => ({
        habitId,
        userId,
        effectiveFrom: version.effectiveFrom,
        goal: goalSchema.parse(version.goal),
      })),
    )
    .execute();
}

export interface LockedHabit {
  habit: HabitRow;
  history: GoalHistory;
}

/**
 * Runs `work` in a transaction holding the habit's row, with the habit and its history; undefined
 * when the habit is not the user's.
 */
export async function withLockedHabit<T>(
  db: Db,
  userId: number,
  habitId: number,
  work: (trx: Executor, locked: LockedHabit) => Promise<T>,
): Promise<T | undefined> {
  return db.transaction().execute(async (trx) => {
    const query = trx
      .selectFrom('habits')
      .selectAll()
      .where('id', '=', habitId)
      .where('userId', '=', userId)
      .where('deletedAt', 'is', null);
    const habit = await (
      engineOf(trx) === 'postgres' ? query.forUpdate() : query
    ).executeTakeFirst();
    if (!habit) return undefined;
    const history = historyOf(habit, await listGoalVersions(trx, userId, habitId));
    return work(trx, { habit, history });
  });
}

export interface HistoryChange {
  history: readonly GoalVersion[];
  /** The plan to store; undefined keeps the stored one. */
  plan?: Plan | null;
}

/**
 * Replaces the habit's history (and plan), and re-judges each entry of a day whose goal changed;
 * inside `withLockedHabit`. Returns the habit as written.
 */
export async function writeGoalHistory(
  trx: Executor,
  locked: LockedHabit,
  change: HistoryChange,
  now: Date,
): Promise<HabitRow> {
  const { habit, history } = locked;
  const next = normalizedHistory(change.history);
  const last = next[next.length - 1];
  if (!last) throw new Error('A goal history has at least one version');
  await writeGoalVersions(trx, habit.userId, habit.id, next);
  const entries = await trx
    .selectFrom('habitEntries')
    .select(['id', 'date', 'performance', 'actualValue', 'levelValue'])
    .where('habitId', '=', habit.id)
    .where('userId', '=', habit.userId)
    .execute();
  for (const { entry, performance } of rejudgedEntries(history, next, entries)) {
    await trx
      .updateTable('habitEntries')
      .set({ performance, updatedAt: now })
      .where('id', '=', entry.id)
      .execute();
  }
  return trx
    .updateTable('habits')
    .set({
      goal: last.goal,
      ...(change.plan === undefined ? {} : { plan: change.plan }),
      updatedAt: now,
    })
    .where('id', '=', habit.id)
    .returningAll()
    .executeTakeFirstOrThrow();
}
