/**
 * The queries of Vacation (issue 20): the ids of a user's habits, and many entries written at once
 * where a day has none. Which habits a vacation covers, and what a skipped day holds, is the
 * API's decision (packages/api/src/services/skips.ts).
 */
import type { Db } from '../client';
import type { EntryInsert } from '../schema';

/** Rows per insert: a few hundred keeps every statement well under SQLite's bound-variable limit. */
const ROWS_PER_INSERT = 250;

/** Which of the user's habits: those with these ids (archived ones too), or every unarchived one. */
export type HabitSelection = { ids: readonly number[] } | 'unarchived';

/**
 * The ids of the user's habits in `selection`, ascending; another user's ids and deleted habits
 * are left out.
 */
export async function listHabitIds(
  db: Db,
  userId: number,
  selection: HabitSelection,
): Promise<number[]> {
  let query = db
    .selectFrom('habits')
    .select('id')
    .where('userId', '=', userId)
    .where('deletedAt', 'is', null);
  query =
    selection === 'unarchived'
      ? query.where('isArchived', '=', false)
      : selection.ids.length === 0
        ? query.where('id', 'in', [-1])
        : query.where('id', 'in', [...selection.ids]);
  return (await query.orderBy('id').execute()).map((habit) => habit.id);
}

/**
 * Inserts the entries whose (habit, date) has none yet, in statements of a few hundred rows; a day
 * that already has an entry keeps it. Answers how many were inserted. A row of a habit that is not
 * its user's is refused by the foreign key (the error is thrown).
 */
export async function insertEntriesWhereNone(
  db: Db,
  rows: readonly EntryInsert[],
): Promise<number> {
  let inserted = 0;
  for (let start = 0; start < rows.length; start += ROWS_PER_INSERT) {
    const written = await db
      .insertInto('habitEntries')
      .values(rows.slice(start, start + ROWS_PER_INSERT))
      .onConflict((conflict) => conflict.columns(['habitId', 'date']).doNothing())
      .returning('id')
      .execute();
    inserted += written.length;
  }
  return inserted;
}
