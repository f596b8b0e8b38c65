/**
 * An import's days, written in bulk: `INSERT_CHUNK` rows per statement inside the caller's
 * transaction, with `between` run after each statement (the import lets other work in there).
 */
import type { Db } from '../client';
import type { EntryFields } from './entries';

/** A day of an import: its date, value, note and judged result. */
export interface NewEntry extends EntryFields {
  date: string;
}

/** Rows per insert statement (well under both engines' parameter limits). */
const INSERT_CHUNK = 500;

type Between = () => Promise<void>;

/** The rows of one statement: the next `INSERT_CHUNK` days of the habit, stamped `now`. */
function entryRows(
  userId: number,
  habitId: number,
  entries: readonly NewEntry[],
  at: number,
  now: Date,
) {
  return entries.slice(at, at + INSERT_CHUNK).map((entry) => ({
    habitId,
    userId,
    date: entry.date,
    performance: entry.performance,
    actualValue: entry.actualValue ?? null,
    levelValue: entry.levelValue ?? null,
    note: entry.note ?? null,
    createdAt: now,
    updatedAt: now,
  }));
}

/**
 * Adds entries to a new habit of the user (an import). A day that already has an entry is
 * refused by the unique key: callers give one per day.
 */
export async function insertEntries(
  db: Db,
  userId: number,
  habitId: number,
  entries: readonly NewEntry[],
  now: Date,
  between: Between = () => Promise.resolve(),
): Promise<number> {
  for (let at = 0; at < entries.length; at += INSERT_CHUNK) {
    await db
      .insertInto('habitEntries')
      .values(entryRows(userId, habitId, entries, at, now))
      .execute();
    await between();
  }
  return entries.length;
}

/**
 * Adds entries to a habit that may already have some (a second import of the same Loop backup):
 * a day that already has an entry keeps it. Returns the ids of the entries added (what undoing
 * the import removes).
 */
export async function insertMissingEntries(
  db: Db,
  userId: number,
  habitId: number,
  entries: readonly NewEntry[],
  now: Date,
  between: Between = () => Promise.resolve(),
): Promise<number[]> {
  const added: number[] = [];
  for (let at = 0; at < entries.length; at += INSERT_CHUNK) {
    const rows = await db
      .insertInto('habitEntries')
      .values(entryRows(userId, habitId, entries, at, now))
      .onConflict((conflict) => conflict.columns(['habitId', 'date']).doNothing())
      .returning('id')
      .execute();
    for (const row of rows) added.push(row.id);
    await between();
  }
  return added;
}
