import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from './dates';
import { scoreMultiplier, SCORE_FREQUENCY } from './loopScore';
import {
  habitFirstDay,
  habitStrength,
  habitStrengthPieces,
  STRENGTH_MULTIPLIER,
  strengthPercent,
} from './strength';
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

describe('habitStrength of a number goal: Loop’s "at most" credit', () => {
  const goal = { goalType: 'number', goalSchedule: 'daily', dailyGoal: 2 } as const;
  const amounts = (values: readonly (number | null)[]) =>
    values.flatMap((actualValue, index) =>
      actualValue === null
        ? []
        : [
            {
              date: addDays(START, index),
              performance: actualValue <= 2 ? 'success' : 'over',
              actualValue,
            },
          ],
    );
  const lastScore = (values: readonly (number | null)[], start?: number) =>
    habitStrength(
      amounts(values),
      { from: START, to: addDays(START, values.length - 1) },
      { firstDay: START, today: addDays(START, values.length - 1), goals: goal, start },
    ).at(-1)?.score;
  const step = 1 - STRENGTH_MULTIPLIER;

  it('earns full credit up to the goal, half at 1.5 times it, none from twice it', () => {
    expect(lastScore([0])).toBeCloseTo(step, 4);
    expect(lastScore([2])).toBeCloseTo(step, 4);
    expect(lastScore([3])).toBeCloseTo(step / 2, 4);
    expect(lastScore([4])).toBe(0);
    expect(lastScore([40])).toBe(0);
  });

  it('counts a past day not logged as no credit, and leaves today unchanged until logged', () => {
    expect(lastScore([2, null, 2])).toBeCloseTo(step * STRENGTH_MULTIPLIER ** 2 + step, 4);
    expect(lastScore([2, null])).toBeCloseTo(step, 4);
  });

  it("replays Loop's NumericalAtMost test_getValue from Loop's start of 1", () => {
    // Loop: a day of 1 then 20 days of 5 against a target of 2 end at 0.344253.
    expect(lastScore([1, ...Array<number>(20).fill(5)], 1)).toBeCloseTo(0.344253, 4);
    // Taper, from 0: only the first day's credit is left, decayed 20 times.
    expect(lastScore([1, ...Array<number>(20).fill(5)])).toBeCloseTo(
      step * STRENGTH_MULTIPLIER ** 20,
      4,
    );
  });

  it('reads each day by the goal in force that day', () => {
    const history = [
      { effectiveFrom: START, goal },
      { effectiveFrom: addDays(START, 1), goal: { ...goal, dailyGoal: 6 } },
    ];
    const points = habitStrength(
      amounts([4, 4]),
      { from: START, to: addDays(START, 1) },
      { firstDay: START, today: addDays(START, 1), goals: history },
    );
    expect(points.map((point) => point.score)).toEqual([0, Number(step.toFixed(4))]);
  });

  it("scores a budget over its week or month at Loop's frequency, not as a daily goal", () => {
    const budget = (
      goalSchedule: 'weekly_budget' | 'monthly_budget',
      amount: number,
      days: number,
    ) =>
      habitStrength(
        Array.from({ length: days }, (_, index) => ({
          date: addDays(START, index),
          performance: 'success',
          actualValue: amount,
        })),
        { from: START, to: addDays(START, days - 1) },
        {
          firstDay: START,
          today: addDays(START, days - 1),
          goals: { goalType: 'number', goalSchedule, budget: 10 },
        },
      ).at(-1)?.score;
    const weekly = scoreMultiplier(SCORE_FREQUENCY.weekly);
    // 5 a day against 10 a week: the 7-day sum earns full credit at 5 and 10, half at 15, none
    // from 20 on, though each day alone is under 10 (a daily goal of 10 would earn 1 every day).
    const afterThree = ((1 - weekly) * weekly + (1 - weekly)) * weekly + 0.5 * (1 - weekly);
    expect(budget('weekly_budget', 5, 28)).toBeCloseTo(afterThree * weekly ** 25, 4);
    expect(budget('weekly_budget', 5, 28)).toBeLessThan(0.05);
    // 1 a day stays within 10 a week: full credit every day, at the weekly multiplier.
    expect(budget('weekly_budget', 1, 28)).toBeCloseTo(1 - weekly ** 28, 4);
    // 1 a day against 10 a month: full credit while the 30-day sum stays within 10, then 0.9, 0.8, …
    const monthly = scoreMultiplier(SCORE_FREQUENCY.monthly);
    let expected = 0;
    for (let day = 1; day <= 15; day++)
      expected = expected * monthly + Math.min(1, 1 - (day - 10) / 10) * (1 - monthly);
    expect(budget('monthly_budget', 1, 10)).toBeCloseTo(1 - monthly ** 10, 4);
    expect(budget('monthly_budget', 1, 15)).toBeCloseTo(expected, 4);
  });

  it('keeps the rank rule for level goals: a success 1, over 0', () => {
    const level = { goalType: 'level', goalSchedule: 'daily', levelGoal: 'low' } as const;
    const entries = [
      { date: START, performance: 'success', levelValue: 'low' },
      { date: addDays(START, 1), performance: 'over', levelValue: 'moderate' },
    ];
    const points = habitStrength(
      entries,
      { from: START, to: addDays(START, 1) },
      { firstDay: START, today: addDays(START, 1), goals: level },
    );
    expect(points.map((point) => point.score)).toEqual([
      Number(step.toFixed(4)),
      Number((step * STRENGTH_MULTIPLIER).toFixed(4)),
    ]);
  });

  it('stays within [0, 1] for any amounts', () => {
    fc.assert(
      fc.property(
        fc.array(fc.option(fc.integer({ min: 0, max: 50 }), { nil: null }), {
          minLength: 1,
          maxLength: 60,
        }),
        (values) => {
          const score = lastScore(values) ?? NaN;
          return score >= 0 && score <= 1;
        },
      ),
    );
  });
});

describe('habitStrengthPieces', () => {
  const goal = { goalType: 'number', goalSchedule: 'daily', dailyGoal: 2 } as const;

  it('hands out the points of habitStrength, in order, a walk of at most daysPerPiece days at a time', () => {
    fc.assert(
      fc.property(
        patterns,
        fc.integer({ min: 0, max: 130 }),
        fc.integer({ min: 0, max: 130 }),
        fc.integer({ min: 1, max: 50 }),
        fc.boolean(),
        (pattern, fromOffset, toOffset, daysPerPiece, withGoal) => {
          const today = addDays(START, pattern.length - 1);
          const entries = dayResults(START, pattern).map((entry, index) => ({
            ...entry,
            actualValue: index % 4,
          }));
          const range = { from: addDays(START, fromOffset), to: addDays(START, toOffset) };
          const options = { firstDay: START, today, ...(withGoal ? { goals: goal } : {}) };
          const pieces = [...habitStrengthPieces(entries, range, options, daysPerPiece)];
          expect(pieces.flat()).toEqual(habitStrength(entries, range, options));
          // Every day from the first day to the last one asked is walked once, piece by piece.
          const walked =
            Math.min(toOffset, pattern.length - 1) < 0
              ? 0
              : Math.min(toOffset, pattern.length - 1) + 1;
          expect(pieces).toHaveLength(Math.ceil(walked / daysPerPiece));
          for (const piece of pieces) expect(piece.length).toBeLessThanOrEqual(daysPerPiece);
        },
      ),
    );
  });

  it('walks a century before a short window in pieces, yielding empty pieces before it', () => {
    const today = '2025-12-31';
    const entries = [{ date: '1925-01-01', performance: 'success' }];
    const options = { firstDay: '1925-01-01', today };
    const pieces = [
      ...habitStrengthPieces(entries, { from: '2025-12-01', to: today }, options, 365),
    ];
    expect(pieces.length).toBeGreaterThan(100);
    expect(pieces.slice(0, 90).every((piece) => piece.length === 0)).toBe(true);
    expect(pieces.flat()).toEqual(
      habitStrength(entries, { from: '2025-12-01', to: today }, options),
    );
  });
});
