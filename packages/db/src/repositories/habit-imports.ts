/**
 * An import's habits, written over several transactions the caller commits one by one: each habit
 * is created hidden (its `deletedAt` set, so no list, read or write sees it, as for a deleted
 * habit), all are shown in one statement once the last of their rows is in, or removed with
 * their goal versions and entries when the import fails. A hidden habit left by a process that
 * died mid-import is purged with the deleted habits after their retention.
 */
import { goalSchema, normalizeReminders, planSchema, type ImportHabitInput } from '@taper/domain';
import type { Db } from '../client';
import { newHabitOptionals } from './habits';

/** A habit created with its whole goal history (an import): the last version is its goal. */
export type NewHabitWithHistory = Omit<ImportHabitInput, 'entries'>;

/** Rows per statement: well under both engines' bound-parameter limits. */
const CHUNK = 500;

type Between = () => Promise<void>;

function chunks<T>(items: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let at = 0; at < items.length; at += CHUNK) out.push(items.slice(at, at + CHUNK));
  return out;
}

/**
 * Creates the habits hidden, after the user's last habit and in the order given, with their goal
 * histories and plans: one multi-row insert for the habits and one per `CHUNK` goal versions.
 * Returns the new ids, in the order of `habits`.
 */
export async function insertHiddenHabits(
  db: Db,
  userId: number,
  habits: readonly NewHabitWithHistory[],
  now: Date,
): Promise<number[]> {
  if (habits.length === 0) return [];
  const { last } = await db
    .selectFrom('habits')
    .select((eb) => eb.fn.coalesce(eb.fn.max('position'), eb.lit(0)).as('last'))
    .where('userId', '=', userId)
    .executeTakeFirstOrThrow();
  const first = last + 1;
  const ids: number[] = [];
  for (const [part, batch] of chunks(habits).entries()) {
    const base = first + part * CHUNK;
    const rows = await db
      .insertInto('habits')
      .values(
        batch.map((input, index) => {
          const goal = input.history[input.history.length - 1]?.goal;
          if (!goal) throw new Error('A goal history has at least one version');
          return {
            userId,
            name: input.name,
            color: input.color,
            icon: input.icon,
            goal: goalSchema.parse(goal),
            plan: input.plan === null ? null : planSchema.parse(input.plan),
            isArchived: input.archived === true,
            ...newHabitOptionals(input),
            loopUuid: input.loopUuid ?? null,
            reminders: input.reminders?.length ? normalizeReminders(input.reminders) : null,
            // Its group is set as the import ends, when the groups are created.
            countsAs: input.countsAs ?? 1,
            position: base + index,
            createdAt: now,
            updatedAt: now,
            deletedAt: now,
          };
        }),
      )
      .returning(['id', 'position'])
      .execute();
    // The order of RETURNING rows is not promised: each habit is found again by its position.
    const byPosition = new Map(rows.map((row) => [row.position, row.id]));
    batch.forEach((_, index) => {
      const id = byPosition.get(base + index);
      if (id === undefined) throw new Error('An imported habit was not created');
      ids.push(id);
    });
  }
  const versions = habits.flatMap((input, index) =>
    input.history.map((version) => ({
      habitId: ids[index] ?? 0,
      userId,
      effectiveFrom: version.effectiveFrom,
      goal: goalSchema.parse(version.goal),
    })),
  );
  for (const batch of chunks(versions))
    await db.insertInto('habitGoalVersions').values(batch).execute();
  return ids;
}

/** Shows the import's hidden habits, all in one statement (given up to `CHUNK` habits). */
export async function showImportedHabits(
  db: Db,
  userId: number,
  habitIds: readonly number[],
  now: Date,
): Promise<void> {
  for (const batch of chunks(habitIds))
    await db
      .updateTable('habits')
      .set({ deletedAt: null, updatedAt: now })
      .where('userId', '=', userId)
      .where('id', 'in', batch)
      .where('deletedAt', 'is not', null)
      .execute();
}

/**
 * Removes the import's hidden habits with their goal versions and entries: the entries `rows` at
 * a time, each statement its own transaction, with `between` run after each.
 */
export async function removeHiddenHabits(
  db: Db,
  userId: number,
  habitIds: readonly number[],
  rows: number,
  between: Between = () => Promise.resolve(),
): Promise<void> {
  for (const batch of chunks(habitIds)) {
    // Only habits still hidden: one shown meanwhile is the user's.
    const hidden = db
      .selectFrom('habits')
      .select('id')
      .where('userId', '=', userId)
      .where('id', 'in', batch)
      .where('deletedAt', 'is not', null);
    for (;;) {
      const result = await db
        .deleteFrom('habitEntries')
        .where(
          'id',
          'in',
          db
            .selectFrom('habitEntries')
            .select('id')
            .where('userId', '=', userId)
            .where('habitId', 'in', hidden)
            .limit(rows),
        )
        .executeTakeFirst();
      await between();
      if (Number(result.numDeletedRows) < rows) break;
    }
    // The goal versions go with their habit (a foreign key that cascades).
    await db.deleteFrom('habits').where('id', 'in', hidden).execute();
    await between();
  }
}

/** Removes entries of the user by id (an import's days added to habits already here). */
export async function deleteEntriesById(
  db: Db,
  userId: number,
  entryIds: readonly number[],
): Promise<void> {
  for (const batch of chunks(entryIds))
    await db
      .deleteFrom('habitEntries')
      .where('userId', '=', userId)
      .where('id', 'in', batch)
      .execute();
}
