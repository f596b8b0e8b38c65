/**
 * How many entries a habit, or a user's summary, has — counted up to a bound by an index, so a
 * long history is told from a short one without counting all of it.
 */
import type { Db } from '../client';
import { compiledStatement } from '../dialect';

/**
 * How many entries the user's habit has, counted up to `atMost` (a long history is told from a
 * short one without counting all of it); undefined when the user has no such habit.
 */
export async function countHabitEntriesUpTo(
  db: Db,
  userId: number,
  habitId: number,
  atMost: number,
): Promise<number | undefined> {
  const row = await db
    .selectFrom('habits')
    .select((eb) =>
      eb
        .selectFrom(
          eb
            .selectFrom('habitEntries')
            .select('habitEntries.id')
            .whereRef('habitEntries.habitId', '=', 'habits.id')
            .limit(atMost)
            .as('counted'),
        )
        .select(eb.fn.countAll<number | string>().as('entries'))
        .as('entries'),
    )
    .where('id', '=', habitId)
    .where('userId', '=', userId)
    .where('deletedAt', 'is', null)
    .executeTakeFirst();
  // PostgreSQL answers a count as text (bigint).
  return row ? Number(row.entries ?? 0) : undefined;
}

/**
 * Compiled once (compiledStatement): every summary made on a pool of threads asks it first, to
 * know whether the summary is short enough to make on the request's thread.
 */
const summaryEntriesUpToStatement = compiledStatement(
  (db: Db, bound: { userId: number; atMost: number }) =>
    db
      .selectFrom(
        db
          .selectFrom('habitEntries')
          .select('habitEntries.id')
          .where('userId', '=', bound.userId)
          .where(
            'habitId',
            'in',
            db
              .selectFrom('habits')
              .select('id')
              .where('userId', '=', bound.userId)
              .where('deletedAt', 'is', null)
              .where('isArchived', '=', false),
          )
          .limit(bound.atMost)
          .as('counted'),
      )
      .select((eb) => eb.fn.countAll<number | string>().as('entries')),
);

/** How many entries the user's unarchived habits have together (what the summary walks), up to `atMost`. */
export async function countSummaryEntriesUpTo(
  db: Db,
  userId: number,
  atMost: number,
): Promise<number> {
  const [row] = await summaryEntriesUpToStatement(db, { userId, atMost });
  return Number(row?.entries ?? 0);
}
