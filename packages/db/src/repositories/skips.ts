/**
 * Vacation (issue 20): many days marked skipped at once, over some or all of a user's habits. A
 * day that already has an entry keeps it; only empty days become skipped.
 */
import type { Db } from '../client';
import { isForeignKeyViolation } from '../dialect';

/** The performance of a skipped day (the domain's `SKIPPED`). */
const SKIPPED = 'skipped';

/** Rows per insert: a few hundred keeps every statement well under SQLite's bound-variable limit. */
const ROWS_PER_INSERT = 250;

export interface SkipDaysInput {
  userId: number;
  /** The habits to skip; every habit of the user when undefined. */
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
 * Marks `dates` skipped for the user's habits, in one transaction. Undefined when a listed habit is
 * not the user's (nothing is written then), or when a habit disappears meanwhile.
 */
export async function skipDays(
  db: Db,
  input: SkipDaysInput,
  now: Date = new Date(),
): Promise<SkipDaysResult | undefined> {
  const wanted = input.habitIds === undefined ? undefined : [...new Set(input.habitIds)];
  try {
    return await db.transaction().execute(async (trx) => {
      let query = trx
        .selectFrom('habits')
        .select('id')
        .where('userId', '=', input.userId)
        .where('deletedAt', 'is', null);
      // Chosen habits by id (archived ones too); otherwise every habit still in use.
      query =
        wanted === undefined
          ? query.where('isArchived', '=', false)
          : query.where('id', 'in', wanted);
      const habitIds = (await query.orderBy('id').execute()).map((habit) => habit.id);
      if (wanted !== undefined && habitIds.length !== wanted.length) return undefined;
      const rows = habitIds.flatMap((habitId) =>
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
      let skipped = 0;
      for (let start = 0; start < rows.length; start += ROWS_PER_INSERT) {
        const inserted = await trx
          .insertInto('habitEntries')
          .values(rows.slice(start, start + ROWS_PER_INSERT))
          .onConflict((conflict) => conflict.columns(['habitId', 'date']).doNothing())
          .returning('id')
          .execute();
        skipped += inserted.length;
      }
      return { skipped, alreadyLogged: rows.length - skipped, habitIds };
    });
  } catch (error) {
    if (isForeignKeyViolation(error)) return undefined;
    throw error;
  }
}
