/**
 * Each habit's entries as this thread last read them, kept at the habit's entries revision: the
 * next computed read of the habit reads only the entries written since (a log reads one row, not
 * ten years), or nothing when none was. The habit row read by every call carries the revision, and
 * the database's triggers keep it (migration 0019), so another process's writes are seen as well.
 */
import type { Db, EntrySpan, EntryView, HabitRow } from '@taper/db';
import { listEntriesChangedSince, listEntriesForHabit } from '@taper/db';

interface KeptHistory {
  userId: number;
  revision: number;
  /** By date, oldest first; never changed once kept (a change makes a new array). */
  entries: readonly EntryView[];
}

/** About 40 MB of entries per thread at most: the longest histories of the most recent habits. */
export const KEPT_ENTRIES_LIMIT = 250_000;

export class HabitHistories {
  /** In order of use, the least recently used first. */
  private readonly kept = new Map<number, KeptHistory>();
  private keptEntries = 0;

  constructor(
    private readonly db: Db,
    private readonly limit = KEPT_ENTRIES_LIMIT,
  ) {}

  /** The habit's entries by date, oldest first, as of the habit row's entries revision. */
  async entries(userId: number, habit: HabitRow): Promise<readonly EntryView[]> {
    const kept = this.kept.get(habit.id);
    const usable = kept?.userId === userId && kept.revision <= habit.entriesRevision;
    if (usable && kept.revision === habit.entriesRevision) {
      this.keep(habit.id, kept);
      return kept.entries;
    }
    // An entry removed since is not among the changed rows: the whole history is read again.
    const entries =
      usable && habit.entriesRemovedRevision <= kept.revision
        ? withChanges(
            kept.entries,
            await listEntriesChangedSince(this.db, userId, habit.id, kept.revision),
          )
        : await listEntriesForHabit(this.db, userId, habit.id);
    this.keep(habit.id, { userId, revision: habit.entriesRevision, entries });
    return entries;
  }

  /** Whether the habit's history must be read whole: not kept, or an entry was removed since. */
  needsWholeRead(userId: number, habit: HabitRow): boolean {
    const kept = this.kept.get(habit.id);
    return !(
      kept?.userId === userId &&
      kept.revision <= habit.entriesRevision &&
      habit.entriesRemovedRevision <= kept.revision
    );
  }

  /**
   * Keeps a habit's whole history read with others (the summary reads all of a user's in one
   * query), as of the habit row's revision, read before it.
   */
  remember(userId: number, habit: HabitRow, entries: readonly EntryView[]): void {
    this.keep(habit.id, { userId, revision: habit.entriesRevision, entries });
  }

  private keep(habitId: number, history: KeptHistory): void {
    const before = this.kept.get(habitId);
    if (before) {
      this.kept.delete(habitId);
      this.keptEntries -= before.entries.length;
    }
    this.kept.set(habitId, history);
    this.keptEntries += history.entries.length;
    for (const [oldestId, oldest] of this.kept) {
      if (this.keptEntries <= this.limit || oldestId === habitId) break;
      this.kept.delete(oldestId);
      this.keptEntries -= oldest.entries.length;
    }
  }
}

/** `entries` with the changed ones in their place (a day's entry replaced, a new day added). */
export function withChanges(
  entries: readonly EntryView[],
  changed: readonly EntryView[],
): readonly EntryView[] {
  if (changed.length === 0) return entries;
  const byDate = new Map(changed.map((entry) => [entry.date, entry]));
  const merged = entries.map((entry) => {
    const replacement = byDate.get(entry.date);
    if (replacement) byDate.delete(entry.date);
    return replacement ?? entry;
  });
  if (byDate.size === 0) return merged;
  merged.push(...byDate.values());
  return merged.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}

/** The entries of `span` among entries by date (as `listEntriesForHabit` reads them). */
export function entriesInSpan(
  entries: readonly EntryView[],
  span: EntrySpan = {},
): readonly EntryView[] {
  const start = span.from === undefined ? 0 : firstOnOrAfter(entries, span.from);
  const end = span.to === undefined ? entries.length : firstOnOrAfter(entries, span.to, true);
  const last = span.limit === undefined ? end : Math.min(end, start + span.limit);
  return start === 0 && last === entries.length ? entries : entries.slice(start, last);
}

/** The index of the first entry dated on or after `date` (after it, with `after`). */
function firstOnOrAfter(entries: readonly EntryView[], date: string, after = false): number {
  let low = 0;
  let high = entries.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    const at = entries[middle]?.date ?? '';
    if (at < date || (after && at === date)) low = middle + 1;
    else high = middle;
  }
  return low;
}
