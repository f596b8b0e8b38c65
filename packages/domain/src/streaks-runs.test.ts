import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from './dates';
import { clientCurrentStreak, computeStreaks, successRuns } from './streaks';
import { dayResults } from './testing/fixtures';

describe('successRuns', () => {
  it('groups consecutive success days, whatever the order of the entries', () => {
    const entries = dayResults('2025-03-01', 'SS.SSSOS').reverse();
    expect(successRuns(entries)).toEqual([
      { start: '2025-03-01', end: '2025-03-02', length: 2 },
      { start: '2025-03-04', end: '2025-03-06', length: 3 },
      { start: '2025-03-08', end: '2025-03-08', length: 1 },
    ]);
  });

  it('crosses month and year edges', () => {
    expect(successRuns(dayResults('2024-12-30', 'SSSS'))).toEqual([
      { start: '2024-12-30', end: '2025-01-02', length: 4 },
    ]);
  });

  it('stops at upTo', () => {
    expect(successRuns(dayResults('2025-03-01', 'SSSS'), '2025-03-02')).toEqual([
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
  const from = (pattern: string) => dayResults(addDays(TODAY, 1 - pattern.length), pattern);

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
    const entries = dayResults('2025-03-08', 'SSSSSS');
    expect(computeStreaks(entries, TODAY)).toEqual({
      currentStreak: 3,
      longestStreak: 3,
      longestStreakThisMonth: 3,
    });
  });

  it('clips runs at the 1st for longestStreakThisMonth', () => {
    // 25 Feb … 3 Mar all success (7 days), 4 Mar over, 5 … 6 Mar success.
    const entries = dayResults('2025-02-25', 'SSSSSSSOSS');
    expect(computeStreaks(entries, '2025-03-06')).toEqual({
      currentStreak: 2,
      longestStreak: 7,
      longestStreakThisMonth: 3,
    });
  });

  it('skipped days count no day this month: the run is clipped to its success days', () => {
    // 27 Feb … 2 Mar success with 1 Mar skipped, then 3 … 4 Mar success.
    const entries = dayResults('2025-02-27', 'SSXSSS');
    expect(computeStreaks(entries, '2025-03-04')).toEqual({
      currentStreak: 5,
      longestStreak: 5,
      longestStreakThisMonth: 3,
    });
  });

  it('a run of last month only does not count this month', () => {
    const entries = dayResults('2025-02-20', 'SSSSS');
    expect(computeStreaks(entries, '2025-03-05').longestStreakThisMonth).toBe(0);
    expect(computeStreaks(entries, '2025-03-05').longestStreak).toBe(5);
  });

  it('the current run counts this month from the 1st', () => {
    const entries = dayResults('2025-02-26', 'SSSSSSS'); // to 4 March
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
            dayResults(addDays(today, shift - pattern.length), pattern),
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
        const streaks = computeStreaks(
          dayResults(addDays(today, 1 - length), 'S'.repeat(length)),
          today,
        );
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
    expect(
      clientCurrentStreak(dayResults(addDays(TODAY, 1 - pattern.length), pattern), TODAY),
    ).toBe(expected);
  });
});
