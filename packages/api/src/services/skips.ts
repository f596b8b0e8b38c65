/**
 * Vacation (issue 20): many days marked skipped at once, over some or all of a user's habits, in
 * one transaction. This service decides which habits a vacation covers and what a skipped day
 * holds; the database only lists habit ids and inserts rows where a day has none.
 */
import {
  insertEntriesWhereNone,
  isForeignKeyViolation,
  listHabitIds,
  type Db,
  type EntryInsert,
} from '@taper/db';
import { SKIPPED } from '@taper/domain';

export interface SkipDaysInput {
  userId: number;
  /** The habits to skip (archived ones too); every unarchived habit of the user when undefined. */
  habitIds?: readonly number[];
  /** The days, YYYY-MM-DD. */
  dates: readonly string[];
  note?: string | null;
}

export interface SkipDaysResult {
  /** Days marked skipped, over all the habits. */
  skipped: number;
  /** Days left as they were: they already had an entry. */
  alreadyLogged: number;
  /** The habits the days were applied to, by id. */
  habitIds: number[];
}

/**
 * Marks the empty days of `dates` skipped; a day that has an entry keeps it. Undefined when a
 * listed habit is not the user's (nothing is written then), or when a habit disappears meanwhile.
 */
export async function skipDays(
  db: Db,
  input: SkipDaysInput,
  now: Date,
): Promise<SkipDaysResult | undefined> {
  const wanted = input.habitIds === undefined ? undefined : [...new Set(input.habitIds)];
  try {
    return await db.transaction().execute(async (trx) => {
      const habitIds = await listHabitIds(
        trx,
        input.userId,
        wanted === undefined ? 'unarchived' : { ids: wanted },
      );
      if (wanted !== undefined && habitIds.length !== wanted.length) return undefined;
      const rows: EntryInsert[] = habitIds.flatMap((habitId) =>
        input.dates.map((date) => ({
          habitId,
          userId: input.userId,
          date,
          performance: SKIPPED,
          actualValue: null,
          levelValue: null,
          note: input.note ?? null,
          createdAt: now,
          updatedAt: now,
        })),
      );
      const skipped = await insertEntriesWhereNone(trx, rows);
      return { skipped, alreadyLogged: rows.length - skipped, habitIds };
    });
  } catch (error) {
    if (isForeignKeyViolation(error)) return undefined;
    throw error;
  }
}
