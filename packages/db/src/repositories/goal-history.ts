/**
 * A habit's goal history and taper plan, as stored: the versions, the held habit row, the entries
 * to re-judge and the habit's last goal and plan. Typed queries only: the API's goal service
 * (packages/api/src/services/goals.ts) owns the transaction and runs the domain's rules.
 */

import type { Goal, GoalVersion, Plan } from '@taper/domain';
import { goalSchema } from '@taper/domain';
import { sql } from 'kysely';
import type { Db } from '../client';
import { compiledStatement, engineOf } from '../dialect';
import type { EntryRow, HabitRow } from '../schema';
import { habitWithVersionsQuery, parsedVersions } from './habit-with-versions';

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

/** Compiled once (compiledStatement): the first read of a habit at each data revision sends it. */
const habitWithVersionsStatement = compiledStatement(
  (db: Db, habit: { userId: number; habitId: number }) =>
    habitWithVersionsQuery(db, habit.userId, habit.habitId),
);

/**
 * `findHabit` and `listGoalVersions` in one round trip, without a lock: one statement reads both
 * from one snapshot, so the versions are the row's.
 */
export async function findHabitWithVersions(
  db: Db,
  userId: number,
  habitId: number,
): Promise<HeldHabit | undefined> {
  const [row] = await habitWithVersionsStatement(db, { userId, habitId });
  if (!row) return undefined;
  const { heldGoalVersions, ...habit } = row;
  return { habit, versions: parsedVersions(heldGoalVersions) };
}

/** Compiled once (compiledStatement): the summary reads it again after every log. */
const goalVersionsOfUserStatement = compiledStatement((db: Db, user: { userId: number }) =>
  db
    .selectFrom('habitGoalVersions')
    .select(['habitId', 'effectiveFrom', 'goal'])
    .where('userId', '=', user.userId)
    .orderBy('habitId')
    .orderBy('effectiveFrom'),
);

/** Every habit's versions of the user, by habit, oldest first. */
export async function listGoalVersionsForUser(
  db: Db,
  userId: number,
): Promise<Map<number, GoalVersion[]>> {
  const rows = await goalVersionsOfUserStatement(db, { userId });
  const byHabit = new Map<number, GoalVersion[]>();
  for (const { habitId, effectiveFrom, goal } of rows) {
    const versions = byHabit.get(habitId);
    if (versions) versions.push({ effectiveFrom, goal });
    else byHabit.set(habitId, [{ effectiveFrom, goal }]);
  }
  return byHabit;
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

/**
 * The habit's row, held for the rest of the caller's transaction (PostgreSQL `for update`;
 * SQLite has one writer); undefined when the habit is not the user's.
 */
export async function lockHabit(
  trx: Executor,
  userId: number,
  habitId: number,
): Promise<HabitRow | undefined> {
  const query = trx
    .selectFrom('habits')
    .selectAll()
    .where('id', '=', habitId)
    .where('userId', '=', userId)
    .where('deletedAt', 'is', null);
  return (engineOf(trx) === 'postgres' ? query.forUpdate() : query).executeTakeFirst();
}

/**
 * The habit's row and its versions, oldest first, as `lockHabitWithVersions` (held) and
 * `findHabitWithVersions` read them.
 */
export interface HeldHabit {
  habit: HabitRow;
  versions: GoalVersion[];
}

/** Every write under a habit's lock sends it first: compiled once per engine (compiledStatement). */
const heldHabitStatement = compiledStatement(
  (trx: Executor, held: { userId: number; habitId: number }) =>
    habitWithVersionsQuery(trx, held.userId, held.habitId).$if(
      engineOf(trx) === 'postgres',
      (query) =>
        query
          .select(
            sql<boolean>`habits.xmin = (select seen.xmin from habits seen where seen.id = habits.id)`.as(
              'heldVersionsCurrent',
            ),
          )
          .forUpdate('habits'),
    ),
);

/**
 * `lockHabit` and `listGoalVersions` in one round trip where it is safe (a log's write path, issue
 * 56): the versions come with the row, as a JSON array built by a subquery. On PostgreSQL the
 * subquery reads the statement's snapshot, taken before the lock: when the lock waited on a writer
 * (a goal change, a log of the same habit), the row returned is the writer's and the versions may be
 * older than it. The statement tells so (the held row is not the version its snapshot saw: another
 * `xmin`), and only then are the versions read again, after the lock. Every change of versions also
 * writes the habit's row (`writeHabitGoal`; an import writes new habits), so an unchanged row means
 * unchanged versions. SQLite has one writer: its snapshot is the transaction's.
 */
export async function lockHabitWithVersions(
  trx: Executor,
  userId: number,
  habitId: number,
): Promise<HeldHabit | undefined> {
  const [row] = await heldHabitStatement(trx, { userId, habitId });
  if (!row) return undefined;
  const { heldGoalVersions, heldVersionsCurrent, ...habit } = row;
  // The row was changed after the snapshot (the lock waited): read the versions after the lock.
  if (heldVersionsCurrent === false)
    return { habit, versions: await listGoalVersions(trx, userId, habitId) };
  return { habit, versions: parsedVersions(heldGoalVersions) };
}

/** A habit's entries as judging reads them. */
export async function listEntriesToJudge(
  trx: Executor,
  userId: number,
  habitId: number,
): Promise<Pick<EntryRow, 'id' | 'date' | 'performance' | 'actualValue' | 'levelValue'>[]> {
  return trx
    .selectFrom('habitEntries')
    .select(['id', 'date', 'performance', 'actualValue', 'levelValue'])
    .where('habitId', '=', habitId)
    .where('userId', '=', userId)
    .execute();
}

/** Ids per statement: well under SQLite's and PostgreSQL's bound-parameter limits. */
const RESULTS_CHUNK = 500;

/**
 * Writes entries' results (judged by the caller): one statement per result and 500 entries, not
 * one per entry, so re-judging years of days after a goal change stays a handful of statements.
 */
export async function setEntryPerformances(
  trx: Executor,
  results: readonly { entryId: number; performance: string }[],
  now: Date,
): Promise<void> {
  const byResult = new Map<string, number[]>();
  for (const { entryId, performance } of results) {
    const ids = byResult.get(performance) ?? [];
    ids.push(entryId);
    byResult.set(performance, ids);
  }
  for (const [performance, ids] of byResult) {
    for (let at = 0; at < ids.length; at += RESULTS_CHUNK) {
      await trx
        .updateTable('habitEntries')
        .set({ performance, updatedAt: now })
        .where('id', 'in', ids.slice(at, at + RESULTS_CHUNK))
        .execute();
    }
  }
}

/** Writes the habit's last goal (and its plan, unless undefined); returns the habit as written. */
export async function writeHabitGoal(
  trx: Executor,
  habit: Pick<HabitRow, 'id' | 'userId'>,
  goal: Goal,
  plan: Plan | null | undefined,
  now: Date,
): Promise<HabitRow> {
  return trx
    .updateTable('habits')
    .set({ goal, ...(plan === undefined ? {} : { plan }), updatedAt: now })
    .where('id', '=', habit.id)
    .where('userId', '=', habit.userId)
    .returningAll()
    .executeTakeFirstOrThrow();
}
