import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { GoalVersion } from './goalHistory';
import type { Goal } from './goalSchemas';
import { loopAmountInteger } from './loop';
import { LOOP_PALETTE } from './loopBackup';
import {
  LOOP_MAX_STORED,
  loopBackupTimestamp,
  loopEntryOutcome,
  loopEntryValue,
  loopExportReadme,
  loopHabitRecord,
  loopPaletteIndex,
} from './loopExport';
import { FRIDAY, MONDAY, weeklyNumbers } from './testing/fixtures';

const daily: Goal = { goalType: 'number', goalSchedule: 'daily', dailyGoal: 3 };
const weekly: Goal = { goalType: 'number', goalSchedule: 'weekly_budget', budget: 10 };
const monthly: Goal = { goalType: 'number', goalSchedule: 'monthly_budget', budget: 40 };
const level: Goal = { goalType: 'level', goalSchedule: 'daily', levelGoal: 'low' };
const tags: Goal = {
  goalType: 'custom_tags',
  goalSchedule: 'daily',
  levelGoal: '2',
  customTags: ['tea', 'coffee', 'espresso'],
};
const perWeekday: Goal = { goalType: 'number', goalSchedule: 'weekly', weeklyGoals: weeklyNumbers };
const history = (goal: Goal): GoalVersion[] => [{ effectiveFrom: '2025-01-01', goal }];
const habit = {
  id: 7,
  name: 'Coffee',
  color: '#D32F2F',
  archived: false,
  unit: 'cups',
  position: 0,
  uuid: 'a'.repeat(32),
};

describe('loopHabitRecord', () => {
  it('is a numerical at-most habit with its target, daily frequency and unit', () => {
    expect(loopHabitRecord(habit, history(daily), MONDAY)).toEqual({
      id: 7,
      name: 'Coffee',
      description: '',
      question: '',
      freq_num: 1,
      freq_den: 1,
      color: 0,
      position: 0,
      reminder_hour: null,
      reminder_min: null,
      reminder_days: 0,
      highlight: 0,
      archived: 0,
      type: 1,
      target_type: 1,
      target_value: 3,
      unit: 'cups',
      uuid: 'a'.repeat(32),
    });
  });

  it('writes a weekly budget as 1 per 7 days and a monthly one as 1 per 30, the target the budget', () => {
    expect(loopHabitRecord(habit, history(weekly), MONDAY)).toMatchObject({
      freq_num: 1,
      freq_den: 7,
      target_value: 10,
    });
    expect(loopHabitRecord(habit, history(monthly), MONDAY)).toMatchObject({
      freq_num: 1,
      freq_den: 30,
      target_value: 40,
    });
  });

  it('writes a level as its rank and a tag as its position, naming them in the description', () => {
    const low = loopHabitRecord({ ...habit, archived: true }, history(level), MONDAY);
    expect(low).toMatchObject({ target_value: 1, archived: 1 });
    expect(low.description).toBe('Levels as ranks: 0 None, 1 Low, 2 Moderate, 3 High.');
    const tag = loopHabitRecord({ ...habit, unit: null }, history(tags), MONDAY);
    expect(tag).toMatchObject({ target_value: 2, unit: '' });
    expect(tag.description).toBe('Tags as positions: 1 tea, 2 coffee, 3 espresso.');
  });

  it("keeps today's target of a per-weekday goal and lists the others in the description", () => {
    const record = loopHabitRecord(habit, history(perWeekday), FRIDAY);
    expect(record.target_value).toBe(5);
    expect(record.description).toBe(
      "Goals by weekday in Taper: Monday 1, Tuesday 2, Wednesday 3, Thursday 4, Friday 5, Saturday 6, Sunday 0; the target is Friday's.",
    );
  });
});

describe('loopPaletteIndex', () => {
  it('finds each of Loop’s colours and the nearest one of any other', () => {
    LOOP_PALETTE.forEach((color, index) => {
      expect(loopPaletteIndex(color.toLowerCase())).toBe(index);
    });
    expect(loopPaletteIndex('#D0302E')).toBe(0);
    expect(loopPaletteIndex('#ABABAB')).toBe(19);
    expect(loopPaletteIndex('not a colour')).toBe(0);
  });
});

describe('loopEntryValue and loopBackupTimestamp', () => {
  it('writes amounts × 1000, a skipped day as SKIP, a level as its rank', () => {
    expect(loopEntryValue(history(daily), { date: MONDAY, skipped: false, actualValue: 2.5 })).toBe(
      2500,
    );
    expect(loopEntryValue(history(daily), { date: MONDAY, skipped: false, actualValue: 0 })).toBe(
      0,
    );
    expect(loopEntryValue(history(daily), { date: MONDAY, skipped: true })).toBe(3);
    expect(
      loopEntryValue(history(level), { date: MONDAY, skipped: false, levelValue: 'high' }),
    ).toBe(3000);
    expect(loopEntryValue(history(tags), { date: MONDAY, skipped: false, levelValue: '3' })).toBe(
      3000,
    );
    expect(
      loopEntryValue(history(daily), { date: MONDAY, skipped: false, actualValue: null }),
    ).toBeUndefined();
  });

  it('is the UTC midnight of the day in milliseconds', () => {
    expect(loopBackupTimestamp('1970-01-02')).toBe(86_400_000);
    expect(new Date(loopBackupTimestamp(MONDAY)).toISOString()).toBe('2025-03-03T00:00:00.000Z');
  });
});

describe('loopExportReadme', () => {
  it('says only the losses that apply, naming the habits', () => {
    const text = loopExportReadme(
      [
        { name: 'Wine', history: history(level), hasPlan: false, unit: null },
        { name: 'Tea', history: history(tags), hasPlan: false, unit: null },
        { name: 'Steps', history: history(perWeekday), hasPlan: true, unit: null },
      ],
      FRIDAY,
    );
    expect(text).toContain('Levels are written as ranks (0 None, 1 Low, 2 Moderate, 3 High)');
    expect(text).toContain(': Wine.');
    expect(text).toContain('Tags are written as their positions (1 for the first tag)');
    expect(text).toContain(
      "Goals that differ by weekday keep one target, today's (Friday): Steps.",
    );
    expect(text).toContain('Taper plans are not kept: Steps.');
    expect(text).not.toContain('earlier days');
    expect(text).not.toContain('Units');
  });

  it('names the groups Loop has none of, with their habits, and says nothing of them when none', () => {
    const text = loopExportReadme(
      [
        { name: 'Beer', history: history(daily), hasPlan: false, unit: null, group: 'Alcohol' },
        { name: 'Tea', history: history(daily), hasPlan: false, unit: null, group: null },
        { name: 'Wine', history: history(daily), hasPlan: false, unit: null, group: 'Alcohol' },
        { name: 'Sweets', history: history(daily), hasPlan: false, unit: null, group: 'Sugar' },
      ],
      MONDAY,
    );
    expect(text).toContain(
      '- Loop has no groups: your habits are exported without them (Alcohol: Beer, Wine; Sugar: Sweets).',
    );
    expect(text).not.toContain('nothing was left out');
    const plain = loopExportReadme(
      [{ name: 'Tea', history: history(daily), hasPlan: false, unit: null, group: null }],
      MONDAY,
    );
    expect(plain).not.toContain('groups');
  });

  it('says nothing was left out for plain number habits', () => {
    const text = loopExportReadme(
      [{ name: 'Coffee', history: history(daily), hasPlan: false, unit: null }],
      MONDAY,
    );
    expect(text).toContain('nothing was left out');
    expect(text).not.toContain('could not keep');
  });
});

describe('loopEntryOutcome and loopAmountInteger', () => {
  const at = (date: string, actualValue: number) =>
    loopEntryOutcome(history(daily), { date, skipped: false, actualValue });

  it('leaves out a day before 1970 and an amount past a 32-bit integer of thousandths', () => {
    expect(at('1969-12-31', 1)).toEqual({ kind: 'leftOut', reason: 'beforeEpoch' });
    expect(loopEntryOutcome(history(daily), { date: '1950-06-01', skipped: true })).toEqual({
      kind: 'leftOut',
      reason: 'beforeEpoch',
    });
    expect(at('1970-01-01', 1)).toEqual({ kind: 'value', value: 1000 });
    expect(at(MONDAY, 2_147_483.647)).toEqual({ kind: 'value', value: LOOP_MAX_STORED });
    expect(at(MONDAY, 2_147_483.648)).toEqual({ kind: 'leftOut', reason: 'overRange' });
  });

  it('never writes an amount as 3 (SKIP), nor one over 0 as 0', () => {
    expect(loopAmountInteger(0.003)).toBe(4);
    expect(loopAmountInteger(0.0027)).toBe(2);
    expect(loopAmountInteger(0.0004)).toBe(1);
    expect(loopAmountInteger(0)).toBe(0);
    fc.assert(
      fc.property(fc.double({ min: 0, max: 2_147_483.647, noNaN: true }), (amount) => {
        const stored = loopAmountInteger(amount);
        expect(stored).not.toBe(3);
        if (amount > 0) expect(stored).toBeGreaterThan(0);
        expect(Math.abs(stored - amount * 1000)).toBeLessThanOrEqual(1.5);
      }),
    );
  });
});
