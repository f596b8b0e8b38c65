import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from './dates';
import { habitFirstDay, habitStrength, STRENGTH_MULTIPLIER, strengthPercent } from './strength';
import { dayResults } from './testing/fixtures';

const START = '2025-03-01';

/** Scores of every day from START to the pattern's last day, which is today. */
function scores(pattern: string): number[] {
  const today = addDays(START, pattern.length - 1);
  return habitStrength(
    dayResults(START, pattern),
    { from: START, to: today },
    { firstDay: START, today },
  ).map((point) => point.score);
}

const patterns = fc.stringMatching(/^[SOWX.]{1,120}$/);

describe('habitStrength', () => {
  it('starts at 0 and reaches one half after 13 successes', () => {
    expect(scores('S')[0]).toBeCloseTo(1 - STRENGTH_MULTIPLIER, 4);
    expect(scores('S'.repeat(13)).at(-1)).toBe(0.5);
  });

  it('counts over, warning and past days without an entry as 0', () => {
    const afterSuccess = scores('S')[0] ?? NaN;
    const dented = afterSuccess * STRENGTH_MULTIPLIER;
    for (const pattern of ['SO', 'SW', 'S.S']) {
      expect(scores(pattern)[1]).toBeCloseTo(dented, 4);
    }
  });

  it('carries the previous score on today without an entry and on a skipped day', () => {
    expect(scores('SS.')).toEqual([...scores('SS'), scores('SS')[1]]);
    expect(scores('SSX')[2]).toBe(scores('SS')[1]);
  });

  it('answers only the days between the first day and today, inside the range', () => {
    const entries = dayResults(START, 'SSSS');
    const points = habitStrength(
      entries,
      { from: addDays(START, -5), to: addDays(START, 9) },
      { firstDay: START, today: addDays(START, 3) },
    );
    expect(points.map((point) => point.date)).toEqual([0, 1, 2, 3].map((n) => addDays(START, n)));
    const inner = habitStrength(
      entries,
      { from: addDays(START, 2), to: addDays(START, 2) },
      { firstDay: START, today: addDays(START, 3) },
    );
    expect(inner).toEqual([points[2]]);
  });

  it('is always within [0, 1] and rounded to 4 decimals', () => {
    fc.assert(
      fc.property(patterns, (pattern) =>
        scores(pattern).every(
          (score) => score >= 0 && score <= 1 && Number(score.toFixed(4)) === score,
        ),
      ),
    );
  });

  it('never falls on a success', () => {
    fc.assert(
      fc.property(patterns, (pattern) => {
        const list = scores(pattern);
        return Array.from(pattern).every(
          (letter, day) => letter !== 'S' || day === 0 || (list[day] ?? 0) >= (list[day - 1] ?? 0),
        );
      }),
    );
  });
});

describe('habitFirstDay', () => {
  it('is the creation day, or an earlier first entry', () => {
    expect(habitFirstDay('2025-03-05', dayResults(START, '..S'))).toBe('2025-03-03');
    expect(habitFirstDay('2025-03-01', dayResults(START, '..S'))).toBe('2025-03-01');
  });
});

describe('strengthPercent', () => {
  it("is today's score as a whole percent", () => {
    const today = addDays(START, 12);
    expect(strengthPercent(dayResults(START, 'S'.repeat(13)), { firstDay: START, today })).toBe(50);
    expect(strengthPercent([], { firstDay: today, today })).toBe(0);
  });
});
