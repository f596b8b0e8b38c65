/**
 * A habit's results by date without ids or notes, and the ordered query every read of one habit's
 * entries starts from.
 */
import { sql } from 'kysely';
import type { Db } from '../client';
import { selectRowsAsArrays } from '../dialect';
import type { EntryRow } from '../schema';

/** A habit's entries by date, oldest first, before the columns are chosen. */
export function habitEntriesByDate(db: Db, userId: number, habitId: number) {
  return (
    db
      .selectFrom('habitEntries')
      .where('habitId', '=', habitId)
      // The unary plus keeps SQLite on the (habit_id, date) index, which hands the rows over in
      // order: on (user_id, date) it would read every entry of the user to keep one habit's.
      .where(sql<number>`+${sql.ref('userId')}`, '=', userId)
      .orderBy('date')
  );
}

const VALUE_COLUMNS = ['date', 'performance', 'actualValue', 'levelValue'] as const;
/** A day's result without its id or note: what a habit's strength and weekdays walk. */
export type EntryValues = Pick<EntryRow, (typeof VALUE_COLUMNS)[number]>;

/**
 * A habit's results by date, oldest first, without ids or notes: ten years of them are read in
 * little more than half the time whole entries take.
 */
export async function listEntryValuesForHabit(
  db: Db,
  userId: number,
  habitId: number,
): Promise<EntryValues[]> {
  const rows = await selectRowsAsArrays(
    db,
    habitEntriesByDate(db, userId, habitId).select(VALUE_COLUMNS),
  );
  return rows.map((row) => ({
    date: row[0] as string,
    performance: row[1] as string,
    actualValue: row[2] as number | null,
    levelValue: row[3] as string | null,
  }));
}
