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
import { compiledStatement, engineOf } from '../dialect';
import type { EntryRow } from '../schema';
import { loggedValues, replacingTheDay, type UpsertEntryInput } from './entries';
import type { HeldHabit } from './goal-history';
import { habitWithVersionsQuery, parsedVersions } from './habit-with-versions';

/** The habit as read without a lock, and the version of its row that was read. */
export interface SeenHabit extends HeldHabit {
  /** The row's `xmin`, as text. */
  rowVersion: string;
}

/** The habit with its versions and its row's version, unlocked: compiled once (compiledStatement). */
const habitUnheldStatement = compiledStatement(
  (db: Db, habit: { userId: number; habitId: number }) =>
    habitWithVersionsQuery(db, habit.userId, habit.habitId).select(
      sql<string>`habits.xmin::text`.as('rowVersion'),
    ),
);

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
  const [row] = await habitUnheldStatement(db, { userId, habitId });
  if (!row) return undefined;
  const { heldGoalVersions, rowVersion, ...habit } = row;
  return { habit, versions: parsedVersions(heldGoalVersions), rowVersion };
}

/** A log's write, held on the habit's row version: what `upsertEntryIfHabitUnchanged` sends. */
type DayToLogOnVersion = UpsertEntryInput & { rowVersion: string; now: Date };

/** Compiled once (compiledStatement): every log on PostgreSQL without a budget sends it. */
const upsertIfUnchangedStatement = compiledStatement((db: Db, day: DayToLogOnVersion) => {
  const values = loggedValues(day);
  return db
    .with('held', (held) =>
      held
        .selectFrom('habits')
        .select('id')
        .where('id', '=', day.habitId)
        .where('userId', '=', day.userId)
        .where('deletedAt', 'is', null)
        .where(sql<boolean>`habits.xmin = ${day.rowVersion}::xid`)
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
          row.val(day.userId).as('userId'),
          row.val(day.date).as('date'),
          row.val(values.performance).as('performance'),
          row.val(values.actualValue).as('actualValue'),
          row.val(values.levelValue).as('levelValue'),
          row.val(values.note).as('note'),
          row.val(day.now).as('createdAt'),
          row.val(day.now).as('updatedAt'),
        ]),
    )
    .onConflict(replacingTheDay(day, day.now))
    .returningAll();
});

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
  const [written] = await upsertIfUnchangedStatement(db, {
    ...input,
    rowVersion: seen.rowVersion,
    now,
  });
  return written;
}
