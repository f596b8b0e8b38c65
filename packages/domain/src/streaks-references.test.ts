import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, datesInRange, fromDayNumber, startOfMonth, toDayNumber } from './dates';
import type { DayResult } from './entries';
import { sortedOneEntryPerDay } from './entries';
import { clientCurrentStreak, computeStreaks, successRuns } from './streaks';
import { dayResults } from './testing/fixtures';
import { habitArbitrary } from './testing/habitArbitrary';

/**
 * The pre-change `successRuns`: index every entry, keep the success days, sort, then group; two
 * success days join when every day between them is skipped.
 */
function referenceSuccessRuns(entries: readonly DayResult[], upTo?: string) {
  const byDate = new Map<string, DayResult>();
  for (const entry of entries) byDate.set(entry.date, entry);
  const successDates = [...byDate.values()]
    .filter(
      (entry) => entry.performance === 'success' && (upTo === undefined || entry.date <= upTo),
    )
    .map((entry) => entry.date)
    .sort();
  const onlySkippedBetween = (from: number, to: number) => {
    for (let day = from + 1; day < to; day++) {
      if (byDate.get(fromDayNumber(day))?.performance !== 'skipped') return false;
    }
    return true;
  };
  const runs: { start: string; end: string; length: number }[] = [];
  let previousDayNumber = Number.NaN;
  for (const date of successDates) {
    const dayNumber = toDayNumber(date);
    const current = runs[runs.length - 1];
    if (current !== undefined && onlySkippedBetween(previousDayNumber, dayNumber)) {
      current.end = date;
      current.length += 1;
    } else {
      runs.push({ start: date, end: date, length: 1 });
    }
    previousDayNumber = dayNumber;
  }
  return runs;
}

/**
 * The streaks by walking the calendar one day at a time (no runs at all); a skipped day leaves the
 * count as it is.
 */
function referenceStreaks(entries: readonly DayResult[], today: string) {
  const performanceByDate = new Map<string, string>();
  for (const entry of entries) performanceByDate.set(entry.date, entry.performance);
  const isSuccessDay = (date: string) => performanceByDate.get(date) === 'success';
  const isSkippedDay = (date: string) => performanceByDate.get(date) === 'skipped';
  let currentStreak = 0;
  let day = performanceByDate.has(today) ? today : addDays(today, -1);
  while (isSuccessDay(day) || isSkippedDay(day)) {
    if (isSuccessDay(day)) currentStreak += 1;
    day = addDays(day, -1);
  }
  const monthStart = startOfMonth(today);
  const firstDate = [...performanceByDate.keys()].sort()[0];
  let longestStreak = 0;
  let longestStreakThisMonth = 0;
  let run = 0;
  let runThisMonth = 0;
  for (const date of firstDate === undefined ? [] : datesInRange(firstDate, today)) {
    if (isSkippedDay(date)) continue;
    run = isSuccessDay(date) ? run + 1 : 0;
    runThisMonth = isSuccessDay(date) && date >= monthStart ? runThisMonth + 1 : 0;
    longestStreak = Math.max(longestStreak, run);
    longestStreakThisMonth = Math.max(longestStreakThisMonth, runThisMonth);
  }
  return { currentStreak, longestStreak, longestStreakThisMonth };
}

/** The value, or the error's name and message, so that refusals can be compared too. */
function outcome(action: () => unknown): unknown {
  try {
    return { value: action() };
  } catch (error) {
    return { error: String(error) };
  }
}

const TODAY_RANGE = { min: 0, max: 70 };

/**
 * A history around `today` (1 Feb 2025 + offset): days up to 60 before and 5 after, in any order
 * with duplicate days, or sorted with one entry per day as the API passes them.
 */
const arbitraryHistoryAndToday = fc
  .tuple(
    fc.integer(TODAY_RANGE),
    fc.array(
      fc.record({
        offset: fc.integer({ min: -60, max: 5 }),
        performance: fc.constantFrom('success', 'success', 'success', 'over', 'warning', 'skipped'),
      }),
      { maxLength: 80 },
    ),
    fc.boolean(),
  )
  .map(([todayOffset, rows, sortedOnePerDay]) => {
    const today = addDays('2025-02-01', todayOffset);
    const entries: DayResult[] = rows.map(({ offset, performance }) => ({
      date: addDays(today, offset),
      performance,
    }));
    return { today, entries: sortedOnePerDay ? [...sortedOneEntryPerDay(entries)] : entries };
  });

describe('streaks against simple references', () => {
  it('property: computeStreaks equals the day-by-day walk', () => {
    fc.assert(
      fc.property(arbitraryHistoryAndToday, ({ entries, today }) => {
        expect(computeStreaks(entries, today)).toEqual(referenceStreaks(entries, today));
      }),
      { numRuns: 500 },
    );
  });

  it('property: computeStreaks equals the day-by-day walk on long histories, today anywhere in them', () => {
    fc.assert(
      fc.property(
        habitArbitrary({ maxDays: 400 }),
        fc.integer({ min: -420, max: 5 }),
        (habit, shift) => {
          const today = addDays(habit.today, shift);
          expect(computeStreaks(habit.entries, today)).toEqual(
            referenceStreaks(habit.entries, today),
          );
        },
      ),
      { numRuns: 300 },
    );
  });

  it('property: successRuns and clientCurrentStreak equal the index-sort-group reference', () => {
    fc.assert(
      fc.property(arbitraryHistoryAndToday, ({ entries, today }) => {
        expect(successRuns(entries)).toEqual(referenceSuccessRuns(entries));
        expect(successRuns(entries, today)).toEqual(referenceSuccessRuns(entries, today));
        expect(clientCurrentStreak(entries, today)).toBe(
          referenceSuccessRuns(entries, today).find((run) => run.end === today)?.length ?? 0,
        );
      }),
      { numRuns: 500 },
    );
  });

  it('property: with malformed dates, throws what the reference throws (the earliest bad success day)', () => {
    const arbitraryDate = fc.constantFrom(
      '2025-03-01',
      '2025-03-02',
      '2025-03-03',
      '2025-02-30',
      '2025-13-01',
      '2025-3-4',
      'soon',
    );
    const arbitraryEntry = fc.record({
      date: arbitraryDate,
      performance: fc.constantFrom('success', 'over'),
    });
    fc.assert(
      fc.property(
        fc.array(arbitraryEntry, { maxLength: 8 }),
        fc.boolean(),
        arbitraryDate,
        (rows, sortedOnePerDay, upTo) => {
          const entries = sortedOnePerDay ? [...sortedOneEntryPerDay(rows)] : rows;
          expect(outcome(() => successRuns(entries, upTo))).toEqual(
            outcome(() => referenceSuccessRuns(entries, upTo)),
          );
          expect(outcome(() => successRuns(entries))).toEqual(
            outcome(() => referenceSuccessRuns(entries)),
          );
        },
      ),
      { numRuns: 1000 },
    );
  });

  it('refuses a malformed today like before: after the entries, from addDays or startOfMonth', () => {
    const entries = dayResults('2025-03-01', 'SS');
    expect(outcome(() => computeStreaks(entries, '2025-03-32'))).toEqual({
      error: 'RangeError: Not a YYYY-MM-DD date: 2025-03-32',
    });
    expect(
      outcome(() =>
        computeStreaks(
          [
            { date: '2025-03-02', performance: 'success' },
            { date: '2025-02-30', performance: 'success' },
          ],
          'zz',
        ),
      ),
    ).toEqual({
      error: 'RangeError: Not a YYYY-MM-DD date: 2025-02-30',
    });
  });
});
