import { sql, type OnConflictBuilder } from 'kysely';
import type { Db } from '../client';
import { definedFields } from './fields';
import {
  arraySelectPerDb,
  compiledStatement,
  isForeignKeyViolation,
  selectRowsAsArrays,
} from '../dialect';
import type { IsoDate } from '@taper/domain';
import type { Database, EntryRow } from '../schema';
import { habitEntriesByDate } from './entry-values';

/**
 * Every function here is scoped by owner: another user's entry is simply not found, nor is an
 * entry of a deleted habit (kept for a restore). A habit's own entries are read once the habit is
 * found, which a deleted habit is not.
 */

/** The ids of the user's deleted habits, whose entries no read or write by entry id sees. */
function deletedHabitIds(db: Db, userId: number) {
  return db
    .selectFrom('habits')
    .select('id')
    .where('userId', '=', userId)
    .where('deletedAt', 'is not', null);
}

/** The columns an entry is read with: what the API shows of it and the read model takes. */
const ENTRY_COLUMNS = [
  'id',
  'habitId',
  'date',
  'performance',
  'actualValue',
  'levelValue',
  'note',
] as const;
export type EntryView = Pick<EntryRow, (typeof ENTRY_COLUMNS)[number]>;

/** The query of a habit's entries by date, oldest first (its plan is tested). */
export function entriesForHabitQuery(db: Db, userId: number, habitId: number) {
  return habitEntriesByDate(db, userId, habitId).select(ENTRY_COLUMNS);
}

/** Entries from rows of ENTRY_COLUMNS read as arrays (dialect/rows.ts), one object each. */
function entryViews(rows: readonly (readonly unknown[])[]): EntryView[] {
  return rows.map((row) => ({
    id: row[0] as number,
    habitId: row[1] as number,
    date: row[2] as string,
    performance: row[3] as string,
    actualValue: row[4] as number | null,
    levelValue: row[5] as string | null,
    note: row[6] as string | null,
  }));
}

/** Which of a habit's entries to read: a span of dates (either end left open), at most `limit`. */
export interface EntrySpan {
  /** The first date read, inclusive. */
  from?: IsoDate;
  /** The last date read, inclusive. */
  to?: IsoDate;
  /** At most this many, the oldest first. */
  limit?: number;
}

/**
 * A habit's whole history, and its first entries up to a limit: each read of a history not kept
 * sends one (a log's answer among them), compiled once per database, its parameters
 * `[habitId, userId]` and `[habitId, userId, limit]` in the order of its SQL.
 */
const wholeHistoryRead = arraySelectPerDb((db: Db) => entriesForHabitQuery(db, 0, 0));
const firstEntriesRead = arraySelectPerDb((db: Db) => entriesForHabitQuery(db, 0, 0).limit(1));

/**
 * A habit's entries by date, oldest first; with `span`, only those in its dates (and the first
 * `limit` of them), so a call about a month of ten years reads that month.
 */
export async function listEntriesForHabit(
  db: Db,
  userId: number,
  habitId: number,
  span: EntrySpan = {},
): Promise<EntryView[]> {
  if (span.from === undefined && span.to === undefined) {
    const rows =
      span.limit === undefined
        ? await wholeHistoryRead(db)([habitId, userId])
        : await firstEntriesRead(db)([habitId, userId, span.limit]);
    return entryViews(rows);
  }
  let query = entriesForHabitQuery(db, userId, habitId);
  if (span.from !== undefined) query = query.where('date', '>=', span.from);
  if (span.to !== undefined) query = query.where('date', '<=', span.to);
  if (span.limit !== undefined) query = query.limit(span.limit);
  return entryViews(await selectRowsAsArrays(db, query));
}

/**
 * Every read of a history kept at an older revision sends it (a log's answer on another process
 * than the last one's): compiled once per database, its parameters `[habitId, after, userId]`.
 */
const changedSinceRead = arraySelectPerDb((db: Db) =>
  db
    .selectFrom('habitEntries')
    .select(ENTRY_COLUMNS)
    .where('habitId', '=', 0)
    .where('revision', '>', 0)
    .where(sql<number>`+${sql.ref('userId')}`, '=', 0),
);

/**
 * A habit's entries written after its entries revision `after` (in no order): what changed since a
 * reader held the habit's entries at that revision, removals apart (`entriesRemovedRevision`).
 */
export async function listEntriesChangedSince(
  db: Db,
  userId: number,
  habitId: number,
  after: number,
): Promise<EntryView[]> {
  return entryViews(await changedSinceRead(db)([habitId, after, userId]));
}

/**
 * A page of a habit's entries by date, oldest first: up to `limit` entries dated after `after`
 * (from the first when omitted). A long history is read a page at a time, each page a short query,
 * by passing the last date of one page as `after` of the next.
 */
export async function listEntriesForHabitPage(
  db: Db,
  userId: number,
  habitId: number,
  page: { after?: string; limit: number },
): Promise<EntryView[]> {
  let query = entriesForHabitQuery(db, userId, habitId);
  if (page.after !== undefined) query = query.where('date', '>', page.after);
  return entryViews(await selectRowsAsArrays(db, query.limit(page.limit)));
}

/** All of a user's entries, by date then habit. */
export async function listEntriesForUser(db: Db, userId: number): Promise<EntryView[]> {
  return entryViews(
    await selectRowsAsArrays(
      db,
      db
        .selectFrom('habitEntries')
        .select(ENTRY_COLUMNS)
        .where('userId', '=', userId)
        .where('habitId', 'not in', deletedHabitIds(db, userId))
        .orderBy('date')
        .orderBy('habitId'),
    ),
  );
}

export async function findEntry(
  db: Db,
  userId: number,
  entryId: number,
): Promise<EntryRow | undefined> {
  return db
    .selectFrom('habitEntries')
    .selectAll()
    .where('id', '=', entryId)
    .where('userId', '=', userId)
    .where('habitId', 'not in', deletedHabitIds(db, userId))
    .executeTakeFirst();
}

export interface EntryFields {
  performance: string;
  actualValue?: number | null;
  levelValue?: string | null;
  note?: string | null;
}

export interface UpsertEntryInput extends EntryFields {
  habitId: number;
  userId: number;
  /** YYYY-MM-DD, the user's calendar day. */
  date: string;
}

/** What a log writes, with its time. */
type DayToLog = UpsertEntryInput & { now: Date };

/** Every log under the habit's lock sends it: compiled once (compiledStatement). */
const upsertEntryStatement = compiledStatement((db: Db, day: DayToLog) =>
  db
    .insertInto('habitEntries')
    .values({
      habitId: day.habitId,
      userId: day.userId,
      date: day.date,
      ...loggedValues(day),
      createdAt: day.now,
      updatedAt: day.now,
    })
    .onConflict(replacingTheDay(day, day.now))
    .returningAll(),
);

/**
 * Logs a day: creates the entry of (habit, date), or replaces its values if it exists — one atomic
 * statement on both engines. Returns undefined when the habit is not the user's (the entries'
 * (habit_id, user_id) foreign key refuses the insert, the conflict clause's owner check the update),
 * e.g. when it was deleted meanwhile.
 */
export async function upsertEntry(
  db: Db,
  input: UpsertEntryInput,
  now: Date = new Date(),
): Promise<EntryRow | undefined> {
  try {
    return (await upsertEntryStatement(db, { ...input, now }))[0];
  } catch (error) {
    if (isForeignKeyViolation(error)) return undefined;
    throw error;
  }
}

/** The values a log writes (a field left out is cleared). */
export function loggedValues(input: EntryFields) {
  return {
    performance: input.performance,
    actualValue: input.actualValue ?? null,
    levelValue: input.levelValue ?? null,
    note: input.note ?? null,
  };
}

/**
 * A log's conflict clause: the day's entry takes the new values, only when it is the user's (the
 * conflict path skips the foreign key check that refuses another user's habit on insert).
 */
export function replacingTheDay(input: UpsertEntryInput, now: Date) {
  return (conflict: OnConflictBuilder<Database, 'habitEntries'>) =>
    conflict
      .columns(['habitId', 'date'])
      .doUpdateSet({ ...loggedValues(input), updatedAt: now })
      .where('habitEntries.userId', '=', input.userId);
}

export interface EntryUpdate {
  date?: string;
  performance?: string;
  actualValue?: number | null;
  levelValue?: string | null;
  note?: string | null;
}

/**
 * Updates an entry by id (fields left undefined are kept); undefined when not the user's entry.
 * Moving it onto a date that already has an entry throws a unique violation (`isUniqueViolation`).
 */
export async function updateEntry(
  db: Db,
  userId: number,
  entryId: number,
  fields: EntryUpdate,
  now: Date = new Date(),
): Promise<EntryRow | undefined> {
  const changes = definedFields(fields);
  return db
    .updateTable('habitEntries')
    .set({ ...changes, updatedAt: now })
    .where('id', '=', entryId)
    .where('userId', '=', userId)
    .where('habitId', 'not in', deletedHabitIds(db, userId))
    .returningAll()
    .executeTakeFirst();
}

/** Deletes an entry by id; false when it is not the user's (or does not exist). */
export async function deleteEntry(db: Db, userId: number, entryId: number): Promise<boolean> {
  const result = await db
    .deleteFrom('habitEntries')
    .where('id', '=', entryId)
    .where('userId', '=', userId)
    .where('habitId', 'not in', deletedHabitIds(db, userId))
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}
