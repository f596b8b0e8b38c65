import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LOOP_FREQUENCY_REASON, loopFrequencyGoal } from './loopFrequency';

describe('loopFrequencyGoal', () => {
  it('keeps a day, a week and a month as they are, whatever the number of times', () => {
    expect(loopFrequencyGoal('Coffee', 3, 3, 1)).toEqual({
      ok: true,
      goal: { goalType: 'number', goalSchedule: 'daily', dailyGoal: 3 },
    });
    expect(loopFrequencyGoal('Beer', 10, 10, '7')).toEqual({
      ok: true,
      goal: { goalType: 'number', goalSchedule: 'weekly_budget', budget: 10 },
    });
    for (const days of [30, 31])
      expect(loopFrequencyGoal('Tea', 20, 20, days)).toEqual({
        ok: true,
        goal: { goalType: 'number', goalSchedule: 'monthly_budget', budget: 20 },
      });
  });

  it('takes another period to the nearest Taper goal, and says what changed', () => {
    expect(loopFrequencyGoal('Run every 2 days', 2, 2, 2)).toEqual({
      ok: true,
      goal: { goalType: 'number', goalSchedule: 'daily', dailyGoal: 1 },
      warning: `Run every 2 days: Loop's "at most 2 every 2 days" became "at most 1 a day"`,
    });
    expect(loopFrequencyGoal('Sweets', 3, 3, 14)).toEqual({
      ok: true,
      goal: { goalType: 'number', goalSchedule: 'weekly_budget', budget: 2 },
      warning: `Sweets: Loop's "at most 3 every 14 days" became "at most 2 a week"`,
    });
    expect(loopFrequencyGoal('Takeaway', 1, 1, 90)).toEqual({
      ok: true,
      goal: { goalType: 'number', goalSchedule: 'monthly_budget', budget: 1 },
      warning: `Takeaway: Loop's "at most 1 every 90 days" became "at most 1 a month"`,
    });
    const wine = loopFrequencyGoal('Wine', 2.5, 3, 5);
    expect(wine.ok && wine.warning).toBe(
      `Wine: Loop's "at most 2.5 every 5 days" became "at most 4 a week"`,
    );
  });

  it('leaves a habit out, with the reason, when its period is no number of days', () => {
    for (const days of [0, -7, 'x', null, 1.5])
      expect(loopFrequencyGoal('Odd', 3, 3, days)).toEqual({
        ok: false,
        reason: LOOP_FREQUENCY_REASON,
      });
  });

  it('always gives a whole goal, never 0 for a target over 0, and says every change', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.integer({ min: 1, max: 400 }),
        (target, days) => {
          const read = loopFrequencyGoal('H', target, target, days);
          if (!read.ok) throw new Error('refused');
          const goal = read.goal;
          const value =
            goal.goalType !== 'number'
              ? -1
              : goal.goalSchedule === 'daily'
                ? goal.dailyGoal
                : 'budget' in goal
                  ? goal.budget
                  : -1;
          expect(Number.isInteger(value)).toBe(true);
          if (target > 0) expect(value).toBeGreaterThan(0);
          expect(read.warning === undefined).toBe([1, 7, 30, 31].includes(days));
        },
      ),
    );
  });
});
