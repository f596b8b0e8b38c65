/**
 * Each habit's entries as this thread last read them, kept at the habit's entries revision: the
 * next computed read of the habit reads only the entries written since (a log reads one row, not
 * ten years), or nothing when none was. The habit row read by every call carries the revision, and
 * the database's triggers keep it (migration 0019), so another process's writes are seen as well.
 * The summary's card of the habit is kept with the history it was computed from, so it is dropped
 * with it: a change to the entries makes a new history, without a card.
 */
import type { Db, EntrySpan, EntryView, HabitRow } from '@taper/db';
import { listEntriesChangedSince, listEntriesForHabit } from '@taper/db';
import type { CheckInHabit, GoalVersion, HabitCard } from '@taper/domain';

/**
 * What a write that held the habit's row knew when it committed (a log): the habit, its goal
 * versions and the entries it wrote, so that the answer's figures need not read them again.
 */
export interface WrittenHabit {
  /** The habit's row after the write: its entries revision at most the write's, never above. */
  habit: HabitRow;
  versions: GoalVersion[];
  /** The habit's entries revision when its row was locked, before the write. */
  since: number;
  /** The entries written, as stored. */
  entries: EntryView[];
  /** The results a budget's re-judging changed in the same transaction, by entry id. */
  performances: { entryId: number; performance: string }[];
}

/** A habit's summary card and the check-in's view of it, with what they were computed from. */
export interface KeptCard {
  /** Everything they were computed from besides the history's entries (summary-cards.ts). */
  key: string;
  card: HabitCard;
  /** The check-in's view of the habit, its entries only yesterday's (all that it looks at). */
  checkIn: CheckInHabit;
}

export interface KeptHistory {
  readonly userId: number;
  readonly revision: number;
  /** By date, oldest first; never changed once kept (a change makes a new array). */
  readonly entries: readonly EntryView[];
  /** The summary's card computed from these entries, and what else it was computed from. */
  card?: KeptCard;
}

/** About 40 MB of entries per thread at most: the longest histories of the most recent habits. */
export const KEPT_ENTRIES_LIMIT = 250_000;

/** What a kept card weighs against the limit, in entries (a month's grid and a few figures). */
export const KEPT_CARD_WEIGHT = 32;

/**
 * A whole read bounded by `wholeReadAtMost` found more entries than that: nothing was kept, and the
 * caller reads the habit elsewhere (on a worker thread).
 */
export class HistoryLongerThanBound extends Error {
  constructor(atMost: number) {
    super(`The habit has more than ${String(atMost)} entries`);
  }
}

function weight(history: KeptHistory): number {
  return history.entries.length + (history.card ? KEPT_CARD_WEIGHT : 0);
}

export class HabitHistories {
  /** In order of use, the least recently used first. */
  private readonly kept = new Map<number, KeptHistory>();
  /** Each kept history's weight when it was kept (its entries, and its card's if it had one). */
  private readonly keptWeights = new Map<number, number>();
  private keptWeight = 0;

  constructor(
    private readonly db: Db,
    private readonly limit = KEPT_ENTRIES_LIMIT,
  ) {}

  /**
   * The habit's entries by date, oldest first, as of the habit row's entries revision. With
   * `wholeReadAtMost`, a history that must be read whole is read only that far: longer, it throws
   * HistoryLongerThanBound.
   */
  async entries(
    userId: number,
    habit: HabitRow,
    wholeReadAtMost?: number,
  ): Promise<readonly EntryView[]> {
    return (await this.history(userId, habit, wholeReadAtMost)).entries;
  }

  /**
   * The habit's kept history when it is at the habit row's entries revision (no read needed), so
   * that the summary of many habits unchanged waits on none of them.
   */
  current(userId: number, habit: HabitRow): KeptHistory | undefined {
    const kept = this.kept.get(habit.id);
    if (kept?.userId !== userId || kept.revision !== habit.entriesRevision) return undefined;
    this.keep(habit.id, kept);
    return kept;
  }

  /**
   * The habit's kept history as of the habit row's entries revision, with its card if kept
   * (`wholeReadAtMost` as for `entries`).
   */
  async history(userId: number, habit: HabitRow, wholeReadAtMost?: number): Promise<KeptHistory> {
    const current = this.current(userId, habit);
    if (current) return current;
    const kept = this.kept.get(habit.id);
    const usable = kept?.userId === userId && kept.revision <= habit.entriesRevision;
    // An entry removed since is not among the changed rows: the whole history is read again.
    const entries =
      usable && habit.entriesRemovedRevision <= kept.revision
        ? withChanges(
            kept.entries,
            await listEntriesChangedSince(this.db, userId, habit.id, kept.revision),
          )
        : await this.wholeRead(userId, habit.id, wholeReadAtMost);
    const history = { userId, revision: habit.entriesRevision, entries };
    this.keep(habit.id, history);
    return history;
  }

  /** All the habit's entries, or, bounded, at most `atMost` of them or a throw. */
  private async wholeRead(userId: number, habitId: number, atMost?: number): Promise<EntryView[]> {
    if (atMost === undefined) return listEntriesForHabit(this.db, userId, habitId);
    // One entry past the bound tells a longer history, without counting it first.
    const entries = await listEntriesForHabit(this.db, userId, habitId, { limit: atMost + 1 });
    if (entries.length > atMost) throw new HistoryLongerThanBound(atMost);
    return entries;
  }

  /**
   * How many entries are kept of the habit at `revision`, or at whichever revision it was last
   * read when `revision` is omitted; undefined when none are kept there.
   */
  keptCount(userId: number, habitId: number, revision?: number): number | undefined {
    const kept = this.kept.get(habitId);
    if (kept?.userId !== userId) return undefined;
    return revision === undefined || kept.revision === revision ? kept.entries.length : undefined;
  }

  /**
   * The habit's history after `written`: the kept history with the write's entries in place, when
   * it was kept at the revision the write started from (nothing else can have come between: the
   * write held the row); else read as any other call's (`wholeReadAtMost` as for `entries`).
   */
  async afterWrite(
    userId: number,
    written: WrittenHabit,
    wholeReadAtMost?: number,
  ): Promise<KeptHistory> {
    const { habit, since } = written;
    const kept = this.kept.get(habit.id);
    if (kept?.userId !== userId || kept.revision !== since || habit.entriesRemovedRevision > since)
      return this.history(userId, habit, wholeReadAtMost);
    const entries = withPerformances(
      withChanges(kept.entries, written.entries),
      written.performances,
    );
    const history = { userId, revision: habit.entriesRevision, entries };
    this.keep(habit.id, history);
    return history;
  }

  /**
   * Keeps the card computed from `history`'s entries with it, while it is still the habit's kept
   * history (a read since may have kept a newer one: that one's entries are not the card's).
   */
  keepCard(habitId: number, history: KeptHistory, card: KeptCard): void {
    if (this.kept.get(habitId) !== history) return;
    history.card = card;
    this.keep(habitId, history);
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
    const before = this.keptWeights.get(habitId);
    if (before !== undefined) {
      this.kept.delete(habitId);
      this.keptWeight -= before;
    }
    this.kept.set(habitId, history);
    // Weighed as kept: a card added later to the same history is weighed again by keepCard.
    this.keptWeights.set(habitId, weight(history));
    this.keptWeight += weight(history);
    for (const oldestId of this.kept.keys()) {
      if (this.keptWeight <= this.limit || oldestId === habitId) break;
      this.kept.delete(oldestId);
      this.keptWeight -= this.keptWeights.get(oldestId) ?? 0;
      this.keptWeights.delete(oldestId);
    }
  }
}

/** Up to this many changes are put in place one by one; more are merged in one pass. */
const CHANGES_PUT_IN_PLACE = 16;

/**
 * `entries` with the changed ones in their place (a day's entry replaced, a new day added). A log
 * changes one entry of what may be ten years: the array is copied whole (a copy of references) and
 * each change is found by date, rather than every entry looked up among the changes.
 */
export function withChanges(
  entries: readonly EntryView[],
  changed: readonly EntryView[],
): readonly EntryView[] {
  if (changed.length === 0) return entries;
  if (changed.length > CHANGES_PUT_IN_PLACE) return withManyChanges(entries, changed);
  const merged = entries.slice();
  for (const entry of changed) {
    const at = firstOnOrAfter(merged, entry.date);
    if (merged[at]?.date === entry.date) merged[at] = entry;
    else merged.splice(at, 0, entry);
  }
  return merged;
}

function withManyChanges(
  entries: readonly EntryView[],
  changed: readonly EntryView[],
): readonly EntryView[] {
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

/** `entries` with the given results in place (new objects: a kept entry is never changed). */
function withPerformances(
  entries: readonly EntryView[],
  performances: WrittenHabit['performances'],
): readonly EntryView[] {
  if (performances.length === 0) return entries;
  const byId = new Map(performances.map((change) => [change.entryId, change.performance]));
  return entries.map((entry) => {
    const performance = byId.get(entry.id);
    return performance === undefined ? entry : { ...entry, performance };
  });
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
