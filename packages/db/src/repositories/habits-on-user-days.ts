/**
 * The habits a check-in or an email reminder speaks of: each user's unarchived habits on the user's
 * own day, and whether each has an entry (a value or a skip) that day.
 */
import type { Db } from '../client';

export interface HabitOnUserDay {
  userId: number;
  name: string;
  /** Whether the habit has an entry (a value or a skip) on its user's day. */
  logged: boolean;
}

/**
 * Each habit once, in list order (by user, then the user's order), for the users of `dayOf` (user
 * id → that user's day): one query for a whole batch of users.
 */
export async function habitsOnUserDays(
  db: Db,
  dayOf: ReadonlyMap<number, string>,
): Promise<HabitOnUserDay[]> {
  const rows = await db
    .selectFrom('habits')
    .leftJoin('habitEntries', (join) =>
      join
        .onRef('habitEntries.habitId', '=', 'habits.id')
        .on('habitEntries.date', 'in', [...new Set(dayOf.values())]),
    )
    .select(['habits.id', 'habits.userId', 'habits.name', 'habitEntries.date'])
    .where('habits.userId', 'in', [...dayOf.keys()])
    .where('habits.deletedAt', 'is', null)
    .where('habits.isArchived', '=', false)
    .orderBy('habits.userId')
    .orderBy('habits.position')
    .orderBy('habits.id')
    .execute();
  // A habit has a row per entry on any of the batch's days: only its user's day counts.
  const logged = new Set(
    rows.filter((row) => row.date === dayOf.get(row.userId)).map((row) => row.id),
  );
  const listed = new Set<number>();
  return rows.flatMap((row) => {
    if (listed.has(row.id)) return [];
    listed.add(row.id);
    return [{ userId: row.userId, name: row.name, logged: logged.has(row.id) }];
  });
}
