import { describe, expect, it } from 'vitest';
import { MONDAY } from './testing/fixtures';
import type { Goal } from './goalSchemas';
import {
  scaleLabel,
  nearestLevel,
  ENTRY_VALUE_PROBLEMS,
  entryValueField,
  entryValueLabel,
  entryValueProblem,
  judgeEntry,
  parseEntryNumber,
  readEntryValue,
} from './judge';
import type { Entry, Habit } from './answerSchemas';
import { numberHabit, levelHabit, tagHabit } from './testing/judgeFixtures';

describe('parseEntryNumber', () => {
  it.each([
    [0, 0],
    [2.5, 2.5],
    ['3', 3],
    [' 4.5 ', 4.5],
    ['', undefined],
    ['  ', undefined],
    ['abc', undefined],
    [-1, undefined],
    ['-0.5', undefined],
    [Number.POSITIVE_INFINITY, undefined],
    [Number.NaN, undefined],
    [null, undefined],
    [undefined, undefined],
  ])('%s → %s', (value, expected) => {
    expect(parseEntryNumber(value)).toBe(expected);
  });
});

describe('entryValueProblem (SPEC §5)', () => {
  it('number goals need a number ≥ 0', () => {
    const habit = numberHabit(3);
    expect(entryValueProblem(habit, { actualValue: 0 })).toBeUndefined();
    expect(entryValueProblem(habit, { actualValue: '2.5' })).toBeUndefined();
    for (const actualValue of [-1, '', 'abc', null, undefined]) {
      expect(entryValueProblem(habit, { actualValue })).toEqual({
        title: 'Invalid value',
        description: 'Please enter a valid number',
      });
    }
  });

  it('level goals need one of the four levels', () => {
    const habit = levelHabit('low');
    expect(entryValueProblem(habit, { levelValue: 'none' })).toBeUndefined();
    expect(entryValueProblem(habit, { levelValue: 'high' })).toBeUndefined();
    for (const levelValue of ['', null, undefined, 'medium', '1']) {
      expect(entryValueProblem(habit, { levelValue })).toEqual({
        title: 'Missing selection',
        description: 'Please select a level',
      });
    }
  });

  it("custom-tag goals need the position of one of the habit's tags", () => {
    const habit: Goal = {
      goalType: 'custom_tags',
      goalSchedule: 'daily',
      customTags: ['a', 'b', 'c'],
      levelGoal: '1',
    };
    expect(entryValueProblem(habit, { levelValue: '1' })).toBeUndefined();
    expect(entryValueProblem(habit, { levelValue: '3' })).toBeUndefined();
    for (const levelValue of ['', null, undefined, '0', '4', 'a', '1.0', 'low']) {
      expect(entryValueProblem(habit, { levelValue })).toEqual({
        title: 'Missing selection',
        description: 'Please select a custom tag',
      });
    }
    expect(entryValueProblem(habit, { levelValue: '4' })).toBe(ENTRY_VALUE_PROBLEMS.missingTag);
  });
});

describe('the value field a goal reads', () => {
  it('number goals read the amount, levels and tags the level value', () => {
    expect(entryValueField(numberHabit(1))).toBe('actualValue');
    expect(entryValueField(levelHabit('low'))).toBe('levelValue');
    expect(entryValueField(tagHabit('1'))).toBe('levelValue');
  });

  it('ignores the other field', () => {
    expect(readEntryValue(numberHabit(1), { actualValue: 2, levelValue: 'high' })).toEqual({
      ok: true,
      value: { actualValue: 2 },
    });
    expect(readEntryValue(levelHabit('low'), { actualValue: 2, levelValue: 'high' })).toEqual({
      ok: true,
      value: { levelValue: 'high' },
    });
    expect(readEntryValue(tagHabit('1'), { actualValue: 2 }).ok).toBe(false);
  });

  it('labels a value as the screens show it', () => {
    expect(entryValueLabel(numberHabit(1), { actualValue: 2.5 })).toBe('2.5');
    expect(entryValueLabel(levelHabit('low'), { levelValue: 'moderate' })).toBe('Moderate');
    expect(entryValueLabel(tagHabit('1'), { levelValue: '2' })).toBe('Okay');
    expect(entryValueLabel(tagHabit('1'), { levelValue: '9' })).toBe('');
  });
});

describe('the API shapes fit the rules', () => {
  it('judges a stored Habit and Entry as the API returns them', () => {
    const habit: Habit = {
      id: 1,
      name: 'Coffee',
      color: '#3B82F6',
      icon: 'coffee',
      archived: false,
      unloggedDays: 'not_logged',
      baseline: null,
      unit: null,
      costPerUnit: null,
      reminders: [],
      reminder: null,
      description: null,
      groupId: null,
      countsAs: 1,
      loopUuid: null,
      goalOutlook: {
        today: 'Goal today: 2',
        line: 'Goal today: 2',
        manage: 'Goal: 2 daily',
        holdable: false,
      },
      goalType: 'number',
      goalSchedule: 'daily',
      dailyGoal: 2,
      levelGoal: null,
      weeklyGoals: null,
      customTags: null,
      budget: null,
      createdAt: '2025-03-01T00:00:00.000Z',
      updatedAt: '2025-03-01T00:00:00.000Z',
    };
    const entry: Entry = {
      id: 1,
      habitId: 1,
      date: MONDAY,
      performance: 'success',
      actualValue: 3,
      levelValue: null,
      note: null,
    };
    expect(judgeEntry(habit, entry.date, entry)).toBe('over');
    expect(entryValueProblem(habit, entry)).toBeUndefined();
  });
});

describe('nearestLevel', () => {
  it('rounds a rank to its level and keeps to the four levels', () => {
    expect([-1, 0, 0.4, 0.6, 1.5, 2.4, 3, 7].map(nearestLevel)).toEqual([
      'none',
      'none',
      'none',
      'low',
      'moderate',
      'moderate',
      'high',
      'high',
    ]);
  });
});

describe('scaleLabel', () => {
  it('reads amounts, and the nearest level or tag of an average', () => {
    expect(scaleLabel({ goalType: 'number', goalSchedule: 'daily', dailyGoal: 2 }, 1.456)).toBe(
      '1.46',
    );
    expect(scaleLabel({ goalType: 'level', goalSchedule: 'daily', levelGoal: 'low' }, 1.6)).toBe(
      'Moderate',
    );
    const tags: Goal = {
      goalType: 'custom_tags',
      goalSchedule: 'daily',
      customTags: ['calm', '1-2 drinks'],
      levelGoal: '1',
    };
    expect(scaleLabel(tags, 2.2)).toBe('1-2 drinks');
    expect(scaleLabel(tags, 0)).toBe('calm');
  });
});
