import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from './dates';
import { computeStreaks, successRuns } from './streaks';
import { dayResults } from './testing/fixtures';

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
          const leftRun = successRuns(dayResults(start, left)).at(-1);
          const rightRun = successRuns(dayResults(addDays(start, left.length + skips), right))[0];
          const joined = successRuns(dayResults(start, `${left}${'X'.repeat(skips)}${right}`));
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
          const before = computeStreaks(dayResults(start, pattern), today);
          const after = computeStreaks(dayResults(start, skipped), today);
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
