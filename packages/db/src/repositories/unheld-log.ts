/**
 * A log on PostgreSQL without a transaction of its own (issue 56): the habit and its versions are
 * read without a lock, the caller judges the day, and the entry is written in one statement that
 * holds the habit's row only while it writes, and only if the row is still the version read. Three
 * round trips with the session instead of five (`begin`, the locked read, the upsert, `commit`):
 * at twenty users logging at once the server's CPU goes mostly to sending statements.
 *
 * Any write of the habit's row gives it a new `xmin`: a goal change (which also writes the
 * versions, `writeHabitGoal`), a rename, a delete, and every entry write (0019's stamp moves the
 * habit's entries revision). So an unchanged `xmin` means the day was judged by the goal in force
 * and the entries revision read is the one the write moves on from. When the row changed, nothing
 * is written and the caller logs under the habit's lock instead. SQLite has one writer in this
 * process and no round trips to save: it always logs under the lock.
 */
import { sql } from 'kysely';
import type { Db } from '../client';
import { engineOf } from '../dialect';
import type { EntryRow } from '../schema';
import { loggedValues, replacingTheDay, type UpsertEntryInput } from './entries';
import type { HeldHabit } from './goal-history';
import { habitWithVersionsQuery, parsedVersions } from './habit-with-versions';

/** The habit as read without a lock, and the version of its row that was read. */
export interface SeenHabit extends HeldHabit {
  /** The row's `xmin`, as text. */
  rowVersion: string;
}

/**
 * PostgreSQL: the user's habit and its versions, read without a lock; undefined when the habit is
 * not theirs, or on SQLite (which logs under the lock).
 */
export async function readHabitUnheld(
  db: Db,
  userId: number,
  habitId: number,
): Promise<SeenHabit | undefined> {
  if (engineOf(db) !== 'postgres') return undefined;
  const row = await habitWithVersionsQuery(db, userId, habitId)
    .select(sql<string>`habits.xmin::text`.as('rowVersion'))
    .executeTakeFirst();
  if (!row) return undefined;
  const { heldGoalVersions, rowVersion, ...habit } = row;
  return { habit, versions: parsedVersions(heldGoalVersions), rowVersion };
}

/**
 * `upsertEntry` in one statement, only while the habit's row is the version `seen` read: the row is
 * held for the statement (a goal change committed meanwhile is waited for, and its new row version
 * then fails the check). Undefined when the row changed (or is gone): nothing was written.
 */
export async function upsertEntryIfHabitUnchanged(
  db: Db,
  seen: Pick<SeenHabit, 'rowVersion'>,
  input: UpsertEntryInput,
  now: Date,
): Promise<EntryRow | undefined> {
  const values = loggedValues(input);
  return db
    .with('held', (held) =>
      held
        .selectFrom('habits')
        .select('id')
        .where('id', '=', input.habitId)
        .where('userId', '=', input.userId)
        .where('deletedAt', 'is', null)
        .where(sql<boolean>`habits.xmin = ${seen.rowVersion}::xid`)
        .forUpdate(),
    )
    .insertInto('habitEntries')
    .columns([
      'habitId',
      'userId',
      'date',
      'performance',
      'actualValue',
      'levelValue',
      'note',
      'createdAt',
      'updatedAt',
    ])
    .expression((eb) =>
      eb
        .selectFrom('held')
        .select((row) => [
          'held.id',
          row.val(input.userId).as('userId'),
          row.val(input.date).as('date'),
          row.val(values.performance).as('performance'),
          row.val(values.actualValue).as('actualValue'),
          row.val(values.levelValue).as('levelValue'),
          row.val(values.note).as('note'),
          row.val(now).as('createdAt'),
          row.val(now).as('updatedAt'),
        ]),
    )
    .onConflict(replacingTheDay(input, now))
    .returningAll()
    .executeTakeFirst();
}
