/**
 * Deleting a habit: it leaves every list at once and stays restorable (Undo) for
 * `DELETED_HABIT_RETENTION_DAYS`, then it is purged with its entries and goal versions.
 */
import type { Db } from '../client';
import type { HabitRow } from '../schema';

/** How long a deleted habit stays restorable: 30 days, then the next delete purges it. */
export const DELETED_HABIT_RETENTION_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Deletes the habit: it leaves every read at once, while its entries, goal versions and plan stay
 * for `restoreHabit`. False when not the user's habit (or already deleted). Habits deleted over
 * `DELETED_HABIT_RETENTION_DAYS` ago, anyone's, are purged on the way.
 */
export async function deleteHabit(
  db: Db,
  userId: number,
  habitId: number,
  now: Date = new Date(),
): Promise<boolean> {
  const result = await db
    .updateTable('habits')
    .set({ deletedAt: now, updatedAt: now })
    .where('id', '=', habitId)
    .where('userId', '=', userId)
    .where('deletedAt', 'is', null)
    .executeTakeFirst();
  // A deleted habit leaves every share at once (an Undo does not share it again).
  if (result.numUpdatedRows > 0n)
    await db
      .deleteFrom('shareHabits')
      .where('habitId', '=', habitId)
      .where('userId', '=', userId)
      .execute();
  await purgeDeletedHabits(db, now);
  return result.numUpdatedRows > 0n;
}

/**
 * Brings a deleted habit back where it was in the list, with its entries, goal versions and plan.
 * Undefined when the user has no such deleted habit (not theirs, never deleted, or purged).
 */
export async function restoreHabit(
  db: Db,
  userId: number,
  habitId: number,
  now: Date = new Date(),
): Promise<HabitRow | undefined> {
  return db
    .updateTable('habits')
    .set({ deletedAt: null, updatedAt: now })
    .where('id', '=', habitId)
    .where('userId', '=', userId)
    .where('deletedAt', 'is not', null)
    .returningAll()
    .executeTakeFirst();
}

/** Removes for good (with their entries and goal versions) the habits deleted before the retention. */
export async function purgeDeletedHabits(db: Db, now: Date = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - DELETED_HABIT_RETENTION_DAYS * DAY_MS);
  const result = await db.deleteFrom('habits').where('deletedAt', '<', cutoff).executeTakeFirst();
  return Number(result.numDeletedRows);
}
