/**
 * An import's rows cut into slices of at most `rows` rows (a habit, each of its goal versions and
 * each entry is a row), in the order they are written: each habit, then its days, then the days
 * of the habits already here. A slice is one transaction, so no other write waits longer than one
 * slice takes. A habit's goal versions stay with it (a history is short), so a slice may exceed
 * `rows` by at most one habit's versions.
 */

/** Days `from` (included) to `to` (excluded) of one habit's list. */
export interface DayRange {
  /** The habit's index: in the habits created, or in the merges. */
  index: number;
  from: number;
  to: number;
}

export interface ImportSlice {
  /** Indexes of the habits this slice creates (with their goal versions and plans). */
  habits: number[];
  /** Days of habits the import creates. */
  entries: DayRange[];
  /** Days added to habits already here. */
  merges: DayRange[];
}

interface Sized {
  history: readonly unknown[];
  entries: readonly unknown[];
}

/**
 * The slices of an import that creates `habits` and adds days to `merges`. `size` is asked for
 * each slice's row count as the slice starts, so a writer may size slices by how long they take.
 */
export function* importSlices(
  habits: readonly Sized[],
  merges: readonly { entries: readonly unknown[] }[],
  size: number | (() => number),
): Generator<ImportSlice> {
  const sizeNow = typeof size === 'number' ? () => size : size;
  const checked = () => {
    const value = sizeNow();
    if (!Number.isInteger(value) || value < 1) throw new Error('A slice holds at least one row');
    return value;
  };
  let rows = checked();
  let slice: ImportSlice = { habits: [], entries: [], merges: [] };
  let used = 0;
  const next = () => {
    const done = slice;
    slice = { habits: [], entries: [], merges: [] };
    used = 0;
    rows = checked();
    return done;
  };
  function* days(kind: 'entries' | 'merges', index: number, count: number) {
    for (let at = 0; at < count;) {
      if (used >= rows) yield next();
      const take = Math.min(count - at, rows - used);
      slice[kind].push({ index, from: at, to: at + take });
      used += take;
      at += take;
    }
  }
  for (const [index, habit] of habits.entries()) {
    const header = 1 + habit.history.length;
    if (used > 0 && used + header > rows) yield next();
    slice.habits.push(index);
    used += header;
    yield* days('entries', index, habit.entries.length);
  }
  for (const [index, merge] of merges.entries()) yield* days('merges', index, merge.entries.length);
  if (used > 0) yield next();
}
