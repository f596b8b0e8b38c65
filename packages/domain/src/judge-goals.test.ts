import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MONDAY } from './testing/fixtures';
import type { Goal } from './goalSchemas';
import { LEVELS, tagPosition } from './goalValues';
import { judgeEntry } from './judge';
import { TUESDAY, numberHabit, levelHabit, tagHabit } from './testing/judgeFixtures';

describe('judgeEntry: number goals (value ≤ goal)', () => {
  it.each([
    [3, 2, 'success'],
    [3, 3, 'success'],
    [3, 3.5, 'over'],
    [3, 4, 'over'],
    [0, 0, 'success'],
    [0, 1, 'over'],
    [0, 0.1, 'over'],
    [3, '2', 'success'],
    [3, '4', 'over'],
  ] as const)('goal %s, value %s → %s', (goal, actualValue, expected) => {
    expect(judgeEntry(numberHabit(goal), MONDAY, { actualValue })).toBe(expected);
  });

  it('a missing value has nothing to exceed the goal with', () => {
    expect(judgeEntry(numberHabit(0), MONDAY, { actualValue: null })).toBe('success');
    expect(judgeEntry(numberHabit(0), MONDAY, {})).toBe('success');
  });

  it("uses that weekday's goal for per-weekday schedules", () => {
    const habit: Goal = {
      goalType: 'number',
      goalSchedule: 'custom_daily',
      weeklyGoals: {
        monday: 1,
        tuesday: 5,
        wednesday: 0,
        thursday: 0,
        friday: 0,
        saturday: 0,
        sunday: 0,
      },
    };
    expect(judgeEntry(habit, MONDAY, { actualValue: 2 })).toBe('over');
    expect(judgeEntry(habit, TUESDAY, { actualValue: 2 })).toBe('success');
    expect(judgeEntry({ ...habit, goalSchedule: 'weekly' }, MONDAY, { actualValue: 2 })).toBe(
      'over',
    );
    expect(judgeEntry(habit, '2025-03-09', { actualValue: 0 })).toBe('success');
  });
});

describe('judgeEntry: level goals (rank ≤ goal rank)', () => {
  it.each([
    ['low', 'none', 'success'],
    ['low', 'low', 'success'],
    ['low', 'moderate', 'over'],
    ['low', 'high', 'over'],
    ['none', 'none', 'success'],
    ['none', 'low', 'over'],
    ['high', 'high', 'success'],
    ['moderate', 'high', 'over'],
  ] as const)('goal %s, value %s → %s', (goal, levelValue, expected) => {
    expect(judgeEntry(levelHabit(goal), MONDAY, { levelValue })).toBe(expected);
  });

  it('an unreadable value has nothing to exceed the goal with', () => {
    expect(judgeEntry(levelHabit('none'), MONDAY, { levelValue: 'extreme' })).toBe('success');
  });
});

describe('judgeEntry: custom tags (position ≤ goal position)', () => {
  it.each([
    ['2', '1', 'success'],
    ['2', '2', 'success'],
    ['2', '3', 'over'],
    ['1', '2', 'over'],
    ['4', '4', 'success'],
  ] as const)('goal %s, tag %s → %s', (goal, levelValue, expected) => {
    expect(judgeEntry(tagHabit(goal), MONDAY, { levelValue })).toBe(expected);
  });

  it('an unreadable tag judges success', () => {
    expect(judgeEntry(tagHabit('1'), MONDAY, { levelValue: 'x' })).toBe('success');
  });

  it('per-weekday tag goals', () => {
    const habit: Goal = {
      goalType: 'custom_tags',
      goalSchedule: 'custom_daily',
      customTags: ['Great', 'Okay', 'Bad', 'Awful'],
      weeklyGoals: {
        monday: '1',
        tuesday: '3',
        wednesday: '4',
        thursday: '4',
        friday: '4',
        saturday: '4',
        sunday: '4',
      },
    };
    expect(judgeEntry(habit, MONDAY, { levelValue: '2' })).toBe('over');
    expect(judgeEntry(habit, TUESDAY, { levelValue: '2' })).toBe('success');
  });
});

describe('judging is monotonic in the value', () => {
  it('number: if v succeeds, every smaller value succeeds', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1000 }),
        fc.double({ min: 0, max: 2000, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (goal, value, fraction) => {
          const habit = numberHabit(goal);
          if (judgeEntry(habit, MONDAY, { actualValue: value }) === 'success') {
            expect(judgeEntry(habit, MONDAY, { actualValue: value * fraction })).toBe('success');
          } else {
            expect(value).toBeGreaterThan(goal);
          }
        },
      ),
    );
  });

  it('level: if a level succeeds, every lower level succeeds', () => {
    fc.assert(
      fc.property(fc.constantFrom(...LEVELS), fc.constantFrom(...LEVELS), (goal, value) => {
        const habit = levelHabit(goal);
        if (judgeEntry(habit, MONDAY, { levelValue: value }) === 'success') {
          for (const lower of LEVELS.slice(0, LEVELS.indexOf(value))) {
            expect(judgeEntry(habit, MONDAY, { levelValue: lower })).toBe('success');
          }
        }
      }),
    );
  });

  it('custom tags: if a tag succeeds, every better tag succeeds', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 4 }), fc.integer({ min: 1, max: 4 }), (goal, tag) => {
        const habit = tagHabit(tagPosition(goal));
        const verdict = judgeEntry(habit, MONDAY, { levelValue: String(tag) });
        expect(verdict).toBe(tag <= goal ? 'success' : 'over');
        if (verdict === 'success' && tag > 1) {
          expect(judgeEntry(habit, MONDAY, { levelValue: String(tag - 1) })).toBe('success');
        }
      }),
    );
  });
});
