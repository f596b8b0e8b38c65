import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readEntryValue } from './judge';
import type { Goal } from './goalSchemas';
import { goalTypeChange, resultsSetAside, setAsideNote, startsGoalAnew } from './goalTypeChange';

const number: Goal = { goalType: 'number', goalSchedule: 'daily', dailyGoal: 3 };
const level: Goal = { goalType: 'level', goalSchedule: 'daily', levelGoal: 'low' };
const tags = (customTags: string[], levelGoal: '1' | '2' = '1'): Goal => ({
  goalType: 'custom_tags',
  goalSchedule: 'daily',
  customTags,
  levelGoal,
});

describe('a change of goal type', () => {
  it('starts anew on another type or other tags, not on another amount or schedule', () => {
    expect(startsGoalAnew(number, level)).toBe(true);
    expect(startsGoalAnew(level, tags(['a', 'b']))).toBe(true);
    expect(startsGoalAnew(tags(['a', 'b']), tags(['a', 'c']))).toBe(true);
    expect(startsGoalAnew(tags(['a', 'b']), tags(['a', 'b', 'c']))).toBe(true);
    expect(startsGoalAnew(tags(['a', 'b']), tags(['a', 'b'], '2'))).toBe(false);
    expect(startsGoalAnew(number, { ...number, dailyGoal: 1 })).toBe(false);
    const budget: Goal = { goalType: 'number', goalSchedule: 'weekly_budget', budget: 14 };
    expect(startsGoalAnew(number, budget)).toBe(false);
  });

  it('sets aside the logged results the new goal cannot read, never a skipped day', () => {
    const entries = [
      { id: 1, performance: 'success', actualValue: 2, levelValue: null },
      { id: 2, performance: 'skipped', actualValue: null, levelValue: null },
      { id: 3, performance: 'over', actualValue: null, levelValue: 'high' },
      { id: 4, performance: 'success', actualValue: null, levelValue: '3' },
    ];
    expect(resultsSetAside(level, entries).map((entry) => entry.id)).toEqual([1, 4]);
    expect(resultsSetAside(number, entries).map((entry) => entry.id)).toEqual([3, 4]);
    expect(resultsSetAside(tags(['a', 'b']), entries).map((entry) => entry.id)).toEqual([1, 3, 4]);
    expect(resultsSetAside(tags(['a', 'b', 'c']), entries).map((entry) => entry.id)).toEqual([
      1, 3,
    ]);
  });

  it('says what happens to them, or nothing when nothing is set aside', () => {
    expect(setAsideNote(0)).toBeNull();
    expect(setAsideNote(1)).toBe(
      '1 result logged under the old goal type cannot be read by the new one. It is kept as a ' +
        'skipped day (left out of streaks and figures) and comes back if you change the type back.',
    );
    expect(setAsideNote(12)).toMatch(/^12 results logged .* They are kept as skipped days/);
    expect(goalTypeChange(number, { ...number, dailyGoal: 2 }, [])).toEqual({
      startsAnew: false,
      setAsideEntries: 0,
      note: null,
    });
  });

  it('keeps every result the new goal reads: set aside and kept split the logged results', () => {
    const entry = fc.record({
      performance: fc.constantFrom('success', 'over', 'skipped'),
      actualValue: fc.option(fc.double({ min: 0, max: 1000, noNaN: true }), { nil: null }),
      levelValue: fc.option(fc.constantFrom('none', 'low', 'high', '1', '2', '4', 'x'), {
        nil: null,
      }),
    });
    const goal = fc.constantFrom(number, level, tags(['a', 'b']), tags(['a', 'b', 'c', 'd']));
    fc.assert(
      fc.property(goal, fc.array(entry, { maxLength: 20 }), (next, entries) => {
        const aside = new Set(resultsSetAside(next, entries));
        for (const result of entries) {
          const readable = readEntryValue(next, result).ok;
          const expected = result.performance !== 'skipped' && !readable;
          expect(aside.has(result)).toBe(expected);
        }
      }),
    );
  });
});
