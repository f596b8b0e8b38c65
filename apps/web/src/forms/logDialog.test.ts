import type { Goal } from '@taper/domain';
import { describe, expect, it } from 'vitest';
import {
  isSkippedEntry,
  skipEntryBody,
  noteProblem,
  canGoToNextDay,
  canStepDown,
  canStepUp,
  initialLogValue,
  isSelectableLogDate,
  latestSelectableDate,
  logEntryBody,
  logValueOptions,
  logValueProblem,
  relativeDateLabel,
  stepBy,
  stepDown,
  stepUp,
} from './logDialog';

const numberHabit: Goal = { goalType: 'number', goalSchedule: 'daily', dailyGoal: 2 };
const levelHabit: Goal = { goalType: 'level', goalSchedule: 'daily', levelGoal: 'low' };
const threeTags: Goal = {
  goalType: 'custom_tags',
  goalSchedule: 'daily',
  customTags: ['Calm', 'Busy', 'Wild'],
  levelGoal: '1',
};

describe('initialLogValue', () => {
  it('without an entry: 0, none, 1', () => {
    expect(initialLogValue(numberHabit)).toBe(0);
    expect(initialLogValue(levelHabit, null)).toBe('none');
    expect(initialLogValue(threeTags)).toBe('1');
  });

  it("with an entry: the entry's value", () => {
    expect(initialLogValue(numberHabit, { actualValue: 2.5 })).toBe(2.5);
    expect(initialLogValue(numberHabit, { actualValue: 0 })).toBe(0);
    expect(initialLogValue(levelHabit, { levelValue: 'moderate' })).toBe('moderate');
    expect(initialLogValue(threeTags, { levelValue: '3' })).toBe('3');
  });

  it('an unreadable stored value falls back to the default', () => {
    expect(initialLogValue(numberHabit, { actualValue: null })).toBe(0);
    expect(initialLogValue(levelHabit, { levelValue: 'medium' })).toBe('none');
    expect(initialLogValue(threeTags, { levelValue: '4' })).toBe('1');
    expect(initialLogValue(threeTags, { levelValue: null })).toBe('1');
  });
});

describe('stepper: number goals (min 0, no max, step 1)', () => {
  it.each([
    [0, 1, 0, true, false],
    [1, 2, 0, true, true],
    [2.5, 3.5, 1.5, true, true],
    [0.5, 1.5, 0, true, true],
    [999999, 1000000, 999998, true, true],
    ['abc', 1, 0, true, false],
    ['3', 4, 2, true, true],
  ])('%s: up %s, down %s, canUp %s, canDown %s', (value, up, down, canUp, canDown) => {
    expect(stepUp(numberHabit, value)).toBe(up);
    expect(stepDown(numberHabit, value)).toBe(down);
    expect(canStepUp(numberHabit, value)).toBe(canUp);
    expect(canStepDown(numberHabit, value)).toBe(canDown);
  });
});

describe('stepper: levels none → low → moderate → high', () => {
  it.each([
    ['none', 'low', 'none', true, false],
    ['low', 'moderate', 'none', true, true],
    ['moderate', 'high', 'low', true, true],
    ['high', 'high', 'moderate', false, true],
    ['bogus', 'low', 'none', true, false],
  ])('%s: up %s, down %s, canUp %s, canDown %s', (value, up, down, canUp, canDown) => {
    expect(stepUp(levelHabit, value)).toBe(up);
    expect(stepDown(levelHabit, value)).toBe(down);
    expect(canStepUp(levelHabit, value)).toBe(canUp);
    expect(canStepDown(levelHabit, value)).toBe(canDown);
  });
});

describe('stepper: custom tags 1 … tag count (4 if unknown)', () => {
  it.each([
    [threeTags, '1', '2', '1', true, false],
    [threeTags, '2', '3', '1', true, true],
    [threeTags, '3', '3', '2', false, true],
    [threeTags, '9', '3', '2', false, true],
    [threeTags, 'x', '2', '1', true, false],
  ])('%o at %s: up %s, down %s, canUp %s, canDown %s', (habit, value, up, down, canUp, canDown) => {
    expect(stepUp(habit, value)).toBe(up);
    expect(stepDown(habit, value)).toBe(down);
    expect(canStepUp(habit, value)).toBe(canUp);
    expect(canStepDown(habit, value)).toBe(canDown);
  });
});

describe('select options', () => {
  it('levels and tags', () => {
    expect(logValueOptions(levelHabit)).toEqual([
      { value: 'none', label: 'None' },
      { value: 'low', label: 'Low' },
      { value: 'moderate', label: 'Moderate' },
      { value: 'high', label: 'High' },
    ]);
    expect(logValueOptions(threeTags)).toEqual([
      { value: '1', label: 'Calm' },
      { value: '2', label: 'Busy' },
      { value: '3', label: 'Wild' },
    ]);
    expect(logValueOptions(numberHabit)).toEqual([]);
  });
});

describe('dates', () => {
  const TODAY = '2025-03-10'; // Monday

  it('the latest selectable date is today', () => {
    expect(latestSelectableDate(TODAY)).toBe(TODAY);
    expect(isSelectableLogDate(TODAY, TODAY)).toBe(true);
    expect(isSelectableLogDate('2025-03-09', TODAY)).toBe(true);
    expect(isSelectableLogDate('2025-03-11', TODAY)).toBe(false);
  });

  it('next day only while it is not after today', () => {
    expect(canGoToNextDay('2025-03-09', TODAY)).toBe(true);
    expect(canGoToNextDay(TODAY, TODAY)).toBe(false);
    expect(canGoToNextDay('2025-03-11', TODAY)).toBe(false);
  });

  it.each([
    ['2025-03-10', 'Today'],
    ['2025-03-09', 'Yesterday'],
    ['2025-03-11', 'Tomorrow'],
    ['2025-03-08', 'Saturday, March 8'],
    ['2025-03-03', 'Monday, March 3'],
    ['2024-12-25', 'Wednesday, December 25'],
  ])('relative label of %s is %s', (date, label) => {
    expect(relativeDateLabel(date, TODAY)).toBe(label);
  });

  it('relative labels across a month edge', () => {
    expect(relativeDateLabel('2025-02-28', '2025-03-01')).toBe('Yesterday');
    expect(relativeDateLabel('2025-03-01', '2025-02-28')).toBe('Tomorrow');
  });
});

describe('logEntryBody', () => {
  it('sends the amount for number goals and a trimmed note', () => {
    expect(logEntryBody(numberHabit, '2025-03-10', '2.5', '  felt fine  ')).toEqual({
      date: '2025-03-10',
      actualValue: 2.5,
      note: 'felt fine',
    });
  });

  it('sends the level or tag position, and omits an empty note', () => {
    expect(logEntryBody(levelHabit, '2025-03-10', 'low', '   ')).toEqual({
      date: '2025-03-10',
      levelValue: 'low',
    });
    expect(logEntryBody(threeTags, '2025-03-10', '2', null)).toEqual({
      date: '2025-03-10',
      levelValue: '2',
    });
    expect(logEntryBody(threeTags, '2025-03-10', '2')).toEqual({
      date: '2025-03-10',
      levelValue: '2',
    });
  });
});

describe('logValueProblem', () => {
  it('reads the value in the field the goal uses', () => {
    expect(logValueProblem(numberHabit, 2.5)).toBeUndefined();
    expect(logValueProblem(numberHabit, '3')).toBeUndefined();
    expect(logValueProblem(numberHabit, 'abc')?.description).toBe('Please enter a valid number');
    expect(logValueProblem(numberHabit, -1)?.title).toBe('Invalid value');
    expect(logValueProblem(levelHabit, 'high')).toBeUndefined();
    expect(logValueProblem(levelHabit, '')?.description).toBe('Please select a level');
    expect(logValueProblem(threeTags, '3')).toBeUndefined();
    expect(logValueProblem(threeTags, '')?.description).toBe('Please select a custom tag');
    expect(logValueProblem(threeTags, '4')?.title).toBe('Missing selection');
  });
});

describe('stepBy', () => {
  const number: Goal = { goalType: 'number', goalSchedule: 'daily', dailyGoal: 2 };
  const level: Goal = { goalType: 'level', goalSchedule: 'daily', levelGoal: 'low' };
  it('takes ten steps at once and stops at the ends', () => {
    expect(stepBy(number, 3, 10)).toBe(13);
    expect(stepBy(number, 3, -10)).toBe(0);
    expect(stepBy(number, '12', -10)).toBe(2);
    expect(stepBy(level, 'none', 10)).toBe('high');
    expect(stepBy(level, 'moderate', -1)).toBe('low');
  });
});

describe('noteProblem', () => {
  it('names the limit and the length of a note over it, and nothing otherwise', () => {
    expect(noteProblem('x'.repeat(1000))).toBeUndefined();
    expect(noteProblem(`  ${'x'.repeat(1000)}  `)).toBeUndefined();
    expect(noteProblem('x'.repeat(1001))).toBe('Note must be at most 1000 characters (now 1001)');
  });
});

describe('skipped days in the Log dialogs', () => {
  it('a skip body has no value and keeps a typed note', () => {
    expect(skipEntryBody('2025-03-03')).toEqual({ date: '2025-03-03', skip: true });
    expect(skipEntryBody('2025-03-03', '  ill ')).toEqual({
      date: '2025-03-03',
      skip: true,
      note: 'ill',
    });
    expect(skipEntryBody('2025-03-03', '  ')).toEqual({ date: '2025-03-03', skip: true });
  });

  it('an entry without any value is a skipped day', () => {
    expect(isSkippedEntry({ actualValue: null, levelValue: null })).toBe(true);
    expect(isSkippedEntry({ actualValue: 0, levelValue: null })).toBe(false);
    expect(isSkippedEntry({ actualValue: null, levelValue: 'none' })).toBe(false);
    expect(isSkippedEntry(undefined)).toBe(false);
    expect(isSkippedEntry(null)).toBe(false);
  });
});
