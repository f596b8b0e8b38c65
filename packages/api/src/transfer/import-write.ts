/**
 * Writing an import in slices of `IMPORT_SLICE_ROWS` rows, each its own transaction, with a turn
 * of the event loop between them: another user's read or write waits at most one slice (SQLite
 * has one writer; PostgreSQL holds the rows' locks for one slice only).
 *
 * All or nothing is kept by hiding and undoing rather than by a staging table: the habits are
 * created hidden (as deleted habits are, which every read already leaves out) and shown, with the
 * settings brought back, in one last small transaction. If a slice fails or the import is
 * stopped, what it wrote is removed: its hidden habits with their goal versions and entries, and
 * the days it added to habits already here (whose budgets are judged again). A staging table
 * would write every row twice and mirror three tables in a schema of its own.
 */
import { performance } from 'node:perf_hooks';
import { setImmediate as nextTurn } from 'node:timers/promises';
import {
  deleteEntriesById,
  insertEntries,
  insertHiddenHabits,
  insertImportedGroups,
  insertMissingEntries,
  removeHiddenHabits,
  setEntryPerformances,
  setGroupOfHabits,
  showImportedHabits,
  updatePreferences,
  type Db,
} from '@taper/db';
import type { ImportedHabit, ImportGroup, ImportSettings, WeekStart } from '@taper/domain';
import type { UserDays } from '@taper/domain/rules';
import { withLockedHabit } from '../services/locked-habit';
import { budgetChanges, rejudgeBudgetDays } from '../services/budget-rejudging';
import type { ImportMerge } from './import-merge';
import { importSlices, type ImportSlice } from './import-slices';
import { SLICE_MS } from './slices';

/** The rows a slice writes: its habits with their goal versions, and its days. */
function sliceRows(write: ImportWrite, slice: ImportSlice): number {
  const habits = slice.habits.reduce(
    (sum, index) => sum + 1 + (write.habits[index]?.history.length ?? 0),
    0,
  );
  const days = [...slice.entries, ...slice.merges].reduce((sum, r) => sum + r.to - r.from, 0);
  return habits + days;
}

/**
 * Rows (habits, goal versions, entries) a transaction may write at most; slices are sized to take
 * about `SLICE_MS` each (`SliceSizer`), so a busy machine writes smaller ones.
 */
export const IMPORT_SLICE_ROWS = 2_000;
/** The first slice's rows and the fewest a slice is given. */
const FIRST_SLICE_ROWS = 250;
const FEWEST_SLICE_ROWS = 50;

/**
 * Sizes the next slice from how long the last one held the database: another user's request
 * waits at most about one slice, so a slice aims at `SLICE_MS` whatever the machine's speed.
 */
export class SliceSizer {
  rows = FIRST_SLICE_ROWS;

  /** Notes that a slice of `rows` rows took `ms`. */
  took(rows: number, ms: number): void {
    const perRow = Math.max(ms, 0.1) / Math.max(rows, 1);
    const next = Math.round(SLICE_MS / perRow);
    // At most doubles at once: one quick slice does not make the next one huge.
    this.rows = Math.min(IMPORT_SLICE_ROWS, this.rows * 2, Math.max(FEWEST_SLICE_ROWS, next));
  }
}

export interface ImportWrite {
  userId: number;
  /** Where the user's days fall: a habit's first day is theirs. */
  userDays: UserDays;
  habits: readonly ImportedHabit[];
  /** Days added to habits already here. */
  merges: readonly ImportMerge[];
  /** The groups a Taper export brings, which the habits' `groupKey` name. */
  groups?: readonly ImportGroup[];
  settings: ImportSettings;
  /** The week start the days are judged by: the file's when its settings are brought back. */
  weekStart: WeekStart;
  /** The user's week start before the import: what undoing it judges by. */
  currentWeekStart: WeekStart;
  now: Date;
}

export interface SliceOptions {
  /** Rows per transaction (tests use fixed slices); by default sized by time (`SliceSizer`). */
  rows?: number;
  /** Stops the import between two slices; what it wrote is removed. */
  signal?: AbortSignal;
}

/** What the slices committed so far: what undoing the import removes. */
interface Written {
  habitIds: number[];
  /** Entries added to habits already here, by merge. */
  added: number[][];
}

async function writeSlice(
  trx: Db,
  write: ImportWrite,
  slice: ImportSlice,
  written: Written,
): Promise<{ habitIds: number[]; added: { merge: number; ids: number[] }[] }> {
  const { userId, now } = write;
  const created = slice.habits.map((index) => write.habits[index]).filter((h) => h !== undefined);
  const habitIds = await insertHiddenHabits(trx, userId, created, now);
  // Habits are created in order, so a habit of an earlier slice is found by its index.
  const idOf = (index: number) => {
    const id = written.habitIds[index] ?? habitIds[slice.habits.indexOf(index)];
    if (id === undefined) throw new Error('The days of a habit come after the habit');
    return id;
  };
  for (const range of slice.entries) {
    const entries = write.habits[range.index]?.entries.slice(range.from, range.to) ?? [];
    await insertEntries(trx, userId, idOf(range.index), entries, now);
  }
  const added: { merge: number; ids: number[] }[] = [];
  for (const range of slice.merges) {
    const merge = write.merges[range.index];
    if (!merge) continue;
    const entries = merge.entries.slice(range.from, range.to);
    added.push({
      merge: range.index,
      ids: await insertMissingEntries(trx, userId, merge.habitId, entries, now),
    });
  }
  return { habitIds, added };
}

/** Judges again, in bounded transactions, the budgets of the habits the import added days to. */
async function rejudgeMerged(db: Db, write: ImportWrite, written: Written, rows: number) {
  for (const [index, merge] of write.merges.entries()) {
    if ((written.added[index]?.length ?? 0) === 0) continue;
    const habit = { id: merge.habitId, userId: write.userId };
    const changes = await budgetChanges(db, habit, merge.history, write.weekStart);
    for (let at = 0; at < changes.length; at += rows) {
      await db
        .transaction()
        .execute((trx) => setEntryPerformances(trx, changes.slice(at, at + rows), write.now));
      await nextTurn();
    }
  }
}

/**
 * Creates the import's groups and puts its habits in them: in the last transaction, so that no
 * group shows before its habits do and none is left behind when the import fails.
 */
async function placeInGroups(trx: Db, write: ImportWrite, habitIds: readonly number[]) {
  const groups = write.groups ?? [];
  const ids = await insertImportedGroups(
    trx,
    write.userId,
    groups.map((group) => ({
      name: group.name,
      color: group.color,
      isCollapsed: group.collapsed,
      budgetPeriod: group.budget?.period ?? null,
      budgetLimit: group.budget?.limit ?? null,
    })),
    write.now,
  );
  for (const [at, group] of groups.entries()) {
    const members = habitIds.filter((_, index) => write.habits[index]?.groupKey === group.key);
    const id = ids[at];
    if (id !== undefined) await setGroupOfHabits(trx, write.userId, members, id);
  }
}

/** Removes what the committed slices wrote. */
async function undo(db: Db, write: ImportWrite, written: Written, rows: number) {
  await removeHiddenHabits(db, write.userId, written.habitIds, rows, () => nextTurn());
  for (const [index, merge] of write.merges.entries()) {
    const added = written.added[index] ?? [];
    if (added.length === 0) continue;
    await deleteEntriesById(db, write.userId, added);
    const scope = { db, userId: write.userId, ...write.userDays };
    await withLockedHabit(scope, merge.habitId, (trx, locked) =>
      rejudgeBudgetDays(trx, locked.habit, locked.history, write.currentWeekStart, write.now),
    );
  }
}

/**
 * Creates the habits with their goal histories, plans and entries, adds the merges' days and
 * brings back the settings: all of them or none. Returns how many entries were written.
 */
export async function writeImportInSlices(
  db: Db,
  write: ImportWrite,
  options: SliceOptions = {},
): Promise<number> {
  const rows = options.rows ?? IMPORT_SLICE_ROWS;
  const sizer = new SliceSizer();
  const size = options.rows ?? (() => sizer.rows);
  const written: Written = { habitIds: [], added: write.merges.map(() => []) };
  try {
    for (const slice of importSlices(write.habits, write.merges, size)) {
      options.signal?.throwIfAborted();
      const started = performance.now();
      const done = await db.transaction().execute((trx) => writeSlice(trx, write, slice, written));
      sizer.took(sliceRows(write, slice), performance.now() - started);
      // Noted only once committed: a slice that fails leaves nothing of its own.
      written.habitIds.push(...done.habitIds);
      for (const { merge, ids } of done.added) written.added[merge]?.push(...ids);
      await nextTurn();
    }
    await rejudgeMerged(db, write, written, rows);
    options.signal?.throwIfAborted();
    await db.transaction().execute(async (trx) => {
      await showImportedHabits(trx, write.userId, written.habitIds, write.now);
      await placeInGroups(trx, write, written.habitIds);
      if (Object.keys(write.settings).length > 0)
        await updatePreferences(trx, write.userId, write.settings);
    });
  } catch (error) {
    try {
      await undo(db, write, written, rows);
    } catch {
      // Undoing failed too (the database away): the hidden habits never show and are purged
      // with the deleted ones; the import's own failure is what the caller is told.
    }
    throw error;
  }
  const entries = write.habits.reduce((sum, habit) => sum + habit.entries.length, 0);
  return entries + written.added.reduce((sum, ids) => sum + ids.length, 0);
}
