/** A habit's place: archived or not, and the user's order of their habits. */
import type { Db } from '../client';
import type { HabitRow } from '../schema';
import { findHabit, nextPosition } from './habits';

/**
 * Archives or unarchives the habit (its entries and goals are kept); an unarchived habit goes to
 * the end of the list. Undefined when not the user's habit.
 */
export async function setHabitArchived(
  db: Db,
  userId: number,
  habitId: number,
  archived: boolean,
  now: Date = new Date(),
): Promise<HabitRow | undefined> {
  return db.transaction().execute(async (trx) => {
    const habit = await findHabit(trx, userId, habitId);
    if (!habit) return undefined;
    if (habit.isArchived === archived) return habit;
    return trx
      .updateTable('habits')
      .set({
        isArchived: archived,
        ...(archived ? {} : { position: nextPosition(trx, userId) }),
        updatedAt: now,
      })
      .where('id', '=', habitId)
      .where('userId', '=', userId)
      .returningAll()
      .executeTakeFirst();
  });
}

/**
 * Puts the user's unarchived habits in the order of `ids`, which must name each of them exactly
 * once (and nothing else); otherwise nothing changes and the answer is false.
 */
export async function reorderHabits(
  db: Db,
  userId: number,
  ids: readonly number[],
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const rows = await trx
      .selectFrom('habits')
      .select('id')
      .where('userId', '=', userId)
      .where('isArchived', '=', false)
      .where('deletedAt', 'is', null)
      .execute();
    const current = new Set(rows.map((row) => row.id));
    const wanted = new Set(ids);
    if (wanted.size !== ids.length || wanted.size !== current.size) return false;
    for (const id of ids) if (!current.has(id)) return false;
    // Rows are written in id order, whatever the new order, so two reorders at once on
    // PostgreSQL lock them in the same order (no deadlock); the last one wins.
    const places = [...ids.entries()].sort(([, a], [, b]) => a - b);
    for (const [index, id] of places) {
      await trx
        .updateTable('habits')
        .set({ position: index + 1 })
        .where('id', '=', id)
        .where('userId', '=', userId)
        .execute();
    }
    return true;
  });
}
