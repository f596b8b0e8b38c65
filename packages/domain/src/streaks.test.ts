import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, datesInRange, fromDayNumber, startOfMonth, toDayNumber } from './dates';
import type { DayResult } from './entries';
import { sortedOneEntryPerDay } from './entries';
import { clientCurrentStreak, computeStreaks, successRuns } from './streaks';
import { dayResults } from './testing/fixtures';
import { habitArbitrary } from './testing/habitArbitrary';

const days = dayResults;

describe('successRuns', () => {
  it('groups consecutive success days, whatever the order of the entries', () => {
    const entries = days('2025-03-01', 'SS.SSSOS').reverse();
    expect(successRuns(entries)).toEqual([
      { start: '2025-03-01', end: '2025-03-02', length: 2 },
      { start: '2025-03-04', end: '2025-03-06', length: 3 },
      { start: '2025-03-08', end: '2025-03-08', length: 1 },
    ]);
  });

  it('crosses month and year edges', () => {
    expect(successRuns(days('2024-12-30', 'SSSS'))).toEqual([
      { start: '2024-12-30', end: '2025-01-02', length: 4 },
    ]);
  });

  it('stops at upTo', () => {
    expect(successRuns(days('2025-03-01', 'SSSS'), '2025-03-02')).toEqual([
      { start: '2025-03-01', end: '2025-03-02', length: 2 },
    ]);
  });

  it('the later of two entries for one day wins', () => {
    const entries = [
      { date: '2025-03-01', performance: 'success' },
      { date: '2025-03-02', performance: 'success' },
      { date: '2025-03-02', performance: 'over' },
    ];
    expect(successRuns(entries).map((run) => run.length)).toEqual([1]);
  });
});

describe('computeStreaks', () => {
  const TODAY = '2025-03-10';
  const from = (pattern: string) => days(addDays(TODAY, 1 - pattern.length), pattern);

  it.each([
    ['no entries', '', 0, 0],
    ['today success', 'SSS', 3, 3],
    ['today not logged yet: the run ending yesterday counts', 'SSS.', 3, 3],
    ['today over ends the run', 'SSSO', 0, 3],
    ['today warning ends the run', 'SSSW', 0, 3],
    ['an unknown performance ends the run', 'SSSU', 0, 3],
    ['a skipped day joins two runs', 'SSXSS', 4, 4],
    ['skipped days at the end keep the run', 'SSSXX', 3, 3],
    ['today skipped keeps the run', 'SSX', 2, 2],
    ['a skipped day then no entry ends the run', 'SSX..', 0, 2],
    ['skipped days alone are no streak', 'XXX', 0, 0],
    ['over after a skip still ends the run', 'SSXOS', 1, 2],
    ['yesterday missing and today missing', 'SS..', 0, 2],
    ['a gap breaks the run', 'SSSS.SS', 2, 4],
    ['over in the middle', 'SSOSSSSS', 5, 5],
    ['today alone', 'OS', 1, 1],
  ])('%s (%s)', (_name, pattern, current, longest) => {
    const streaks = computeStreaks(from(pattern), TODAY);
    expect(streaks.currentStreak).toBe(current);
    expect(streaks.longestStreak).toBe(longest);
  });

  it('ignores entries after today', () => {
    const entries = days('2025-03-08', 'SSSSSS');
    expect(computeStreaks(entries, TODAY)).toEqual({
      currentStreak: 3,
      longestStreak: 3,
      longestStreakThisMonth: 3,
    });
  });

  it('clips runs at the 1st for longestStreakThisMonth', () => {
    // 25 Feb … 3 Mar all success (7 days), 4 Mar over, 5 … 6 Mar success.
    const entries = days('2025-02-25', 'SSSSSSSOSS');
    expect(computeStreaks(entries, '2025-03-06')).toEqual({
      currentStreak: 2,
      longestStreak: 7,
      longestStreakThisMonth: 3,
    });
  });

  it('skipped days count no day this month: the run is clipped to its success days', () => {
    // 27 Feb … 2 Mar success with 1 Mar skipped, then 3 … 4 Mar success.
    const entries = days('2025-02-27', 'SSXSSS');
    expect(computeStreaks(entries, '2025-03-04')).toEqual({
      currentStreak: 5,
      longestStreak: 5,
      longestStreakThisMonth: 3,
    });
  });

  it('a run of last month only does not count this month', () => {
    const entries = days('2025-02-20', 'SSSSS');
    expect(computeStreaks(entries, '2025-03-05').longestStreakThisMonth).toBe(0);
    expect(computeStreaks(entries, '2025-03-05').longestStreak).toBe(5);
  });

  it('the current run counts this month from the 1st', () => {
    const entries = days('2025-02-26', 'SSSSSSS'); // to 4 March
    expect(computeStreaks(entries, '2025-03-04')).toEqual({
      currentStreak: 7,
      longestStreak: 7,
      longestStreakThisMonth: 4,
    });
  });

  const arbitraryHistory = fc
    .array(fc.constantFrom('S', 'S', 'S', 'O', 'W', 'X', '.'), { maxLength: 120 })
    .map((letters) => letters.join(''));

  it('property: currentStreak ≤ longestStreak and longestStreakThisMonth ≤ longestStreak', () => {
    fc.assert(
      fc.property(
        arbitraryHistory,
        fc.integer({ min: 0, max: 400 }),
        fc.integer({ min: -10, max: 10 }),
        (pattern, offset, shift) => {
          const today = addDays('2025-01-01', offset);
          const streaks = computeStreaks(
            days(addDays(today, shift - pattern.length), pattern),
            today,
          );
          expect(streaks.currentStreak).toBeLessThanOrEqual(streaks.longestStreak);
          expect(streaks.longestStreakThisMonth).toBeLessThanOrEqual(streaks.longestStreak);
          expect(streaks.longestStreakThisMonth).toBeGreaterThanOrEqual(0);
        },
      ),
    );
  });

  it('property: an all-success history up to today is one streak of its length', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 90 }), (length) => {
        const today = '2025-06-15';
        const streaks = computeStreaks(days(addDays(today, 1 - length), 'S'.repeat(length)), today);
        expect(streaks.currentStreak).toBe(length);
        expect(streaks.longestStreak).toBe(length);
        expect(streaks.longestStreakThisMonth).toBe(Math.min(length, 15));
      }),
    );
  });
});

describe('clientCurrentStreak (SPEC §4 client helper)', () => {
  const TODAY = '2025-03-10';
  it.each([
    ['SSS', 3],
    ['SXS', 2],
    ['SSX', 0],
    ['SSS.', 0],
    ['SSSO', 0],
    ['OSS', 2],
    ['', 0],
  ])('%s → %i', (pattern, expected) => {
    expect(clientCurrentStreak(days(addDays(TODAY, 1 - pattern.length), pattern), TODAY)).toBe(
      expected,
    );
  });
});

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
    const entries = days('2025-03-01', 'SS');
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

describe('skipped days (issue 20)', () => {
  const letters = (alphabet: string[], maxLength: number) =>
    fc.array(fc.constantFrom(...alphabet), { maxLength }).map((list) => list.join(''));

  it('property: a skipped day between two successes joins their streaks', () => {
    fc.assert(
      fc.property(
        letters(['S', 'S', 'O', 'W', 'X', '.'], 30),
        fc.integer({ min: 1, max: 5 }),
        letters(['S', 'S', 'O', 'W', 'X', '.'], 30),
        (before, skips, after) => {
          const start = '2025-01-01';
          const left = `${before}S`;
          const right = `S${after}`;
          const leftRun = successRuns(days(start, left)).at(-1);
          const rightRun = successRuns(days(addDays(start, left.length + skips), right))[0];
          const joined = successRuns(days(start, `${left}${'X'.repeat(skips)}${right}`));
          expect(joined).toContainEqual({
            start: leftRun?.start,
            end: rightRun?.end,
            length: (leftRun?.length ?? 0) + (rightRun?.length ?? 0),
          });
        },
      ),
    );
  });

  it('property: marking days skipped never lowers a streak', () => {
    fc.assert(
      fc.property(
        letters(['S', 'S', 'S', 'O', 'W', 'X', '.'], 90),
        fc.array(fc.boolean(), { maxLength: 90 }),
        fc.integer({ min: -3, max: 3 }),
        (pattern, toSkip, shift) => {
          // Any unlogged, over or warning day may become skipped.
          const skipped = Array.from(pattern, (letter, index) =>
            letter !== 'S' && toSkip[index] === true ? 'X' : letter,
          ).join('');
          const today = '2025-03-20';
          const start = addDays(today, shift + 1 - pattern.length);
          const before = computeStreaks(days(start, pattern), today);
          const after = computeStreaks(days(start, skipped), today);
          expect(after.currentStreak).toBeGreaterThanOrEqual(before.currentStreak);
          expect(after.longestStreak).toBeGreaterThanOrEqual(before.longestStreak);
          expect(after.longestStreakThisMonth).toBeGreaterThanOrEqual(
            before.longestStreakThisMonth,
          );
        },
      ),
    );
  });
});
