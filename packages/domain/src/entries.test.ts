import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { DayResult } from './entries';
import {
  entriesInWindow,
  indexEntriesByDate,
  isMissed,
  isSuccess,
  sortedIndexOfDate,
  sortedOneEntryPerDay,
} from './entries';
import { addDays } from './dates';

describe('entries', () => {
  it('success and missed (warning + over)', () => {
    expect(
      ['success', 'over', 'warning', 'other'].map((performance) => isSuccess({ performance })),
    ).toEqual([true, false, false, false]);
    expect(
      ['success', 'over', 'warning', 'other'].map((performance) => isMissed({ performance })),
    ).toEqual([false, true, true, false]);
  });

  it('keeps one entry per day, the later one', () => {
    const byDate = indexEntriesByDate([
      { date: '2025-03-01', performance: 'over' },
      { date: '2025-03-01', performance: 'success' },
    ]);
    expect(byDate.size).toBe(1);
    expect(byDate.get('2025-03-01')?.performance).toBe('success');
  });

  it('selects a window, sorted by date', () => {
    const entries = ['2025-03-05', '2025-02-28', '2025-03-01', '2025-03-03'].map((date) => ({
      date,
      performance: 'success',
    }));
    expect(entriesInWindow(entries, '2025-03-01', '2025-03-03').map((entry) => entry.date)).toEqual(
      ['2025-03-01', '2025-03-03'],
    );
  });
});

/** The pre-change `entriesInWindow`: index every entry (the later one wins), then filter and sort. */
function referenceEntriesInWindow<T extends DayResult>(
  entries: readonly T[],
  from: string,
  to: string,
): T[] {
  const byDate = new Map<string, T>();
  for (const entry of entries) byDate.set(entry.date, entry);
  return [...byDate.values()]
    .filter((entry) => entry.date >= from && entry.date <= to)
    .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}

/** Entries over ~3 weeks with duplicate days, each a distinct object (`id`), in any order or sorted. */
const arbitraryEntries = fc
  .tuple(
    fc.array(
      fc.record({
        day: fc.integer({ min: 1, max: 20 }),
        performance: fc.constantFrom('success', 'over', 'warning'),
      }),
      { maxLength: 40 },
    ),
    fc.constantFrom('as generated', 'sorted', 'sorted, one per day'),
  )
  .map(([rows, order]) => {
    const entries = rows.map(({ day, performance }, id) => ({
      id,
      date: `2025-03-${String(day).padStart(2, '0')}`,
      performance,
    }));
    if (order === 'as generated') return entries;
    const sorted = entries.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
    return order === 'sorted'
      ? sorted
      : sorted.filter((entry, i) => sorted[i + 1]?.date !== entry.date);
  });

const arbitraryDay = fc
  .integer({ min: 0, max: 21 })
  .map((day) => `2025-03-${String(day).padStart(2, '0')}`);

describe('entriesInWindow and sortedOneEntryPerDay against the index-everything reference', () => {
  it('property: the same entries (the later duplicate of a day), in the same order', () => {
    fc.assert(
      fc.property(arbitraryEntries, arbitraryDay, arbitraryDay, (entries, from, to) => {
        const inWindow = entriesInWindow(entries, from, to);
        const expected = referenceEntriesInWindow(entries, from, to);
        // Each entry is a distinct object with its own id, so equal ids mean the same entries.
        expect(inWindow.map((entry) => entry.id)).toEqual(expected.map((entry) => entry.id));
        expect(inWindow).not.toBe(entries);
      }),
    );
  });

  it('property: sortedOneEntryPerDay keeps the later duplicate, sorted; a sorted list comes back as is', () => {
    fc.assert(
      fc.property(arbitraryEntries, (entries) => {
        const sorted = sortedOneEntryPerDay(entries);
        const expected = referenceEntriesInWindow(entries, '0000-01-01', '9999-12-31');
        expect(sorted.map((entry) => entry.id)).toEqual(expected.map((entry) => entry.id));
        const alreadySorted = entries.every(
          (entry, i) => i === 0 || entries[i - 1]!.date < entry.date,
        );
        expect(sorted === entries).toBe(alreadySorted);
      }),
    );
  });
});

describe('sortedIndexOfDate', () => {
  it('property: finds the first entry dated on or after (or after) a day, as a scan does', () => {
    const day = fc.integer({ min: 0, max: 40 }).map((offset) => addDays('2025-01-20', offset));
    fc.assert(
      fc.property(fc.uniqueArray(day, { maxLength: 30 }), day, (dates, date) => {
        const sorted = dates.sort().map((each) => ({ date: each, performance: 'success' }));
        const scan = (after: boolean) => {
          const found = sorted.findIndex((entry) =>
            after ? entry.date > date : entry.date >= date,
          );
          return found === -1 ? sorted.length : found;
        };
        expect(sortedIndexOfDate(sorted, date)).toBe(scan(false));
        expect(sortedIndexOfDate(sorted, date, true)).toBe(scan(true));
      }),
    );
  });
});
