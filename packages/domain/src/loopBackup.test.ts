import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LOOP_SKIP_REASONS } from './loop';
import {
  loopBackupColor,
  loopBackupColumns,
  loopBackupDate,
  loopBackupHabitToTaper,
  loopBackupIdentity,
  readLoopBackupValue,
} from './loopBackup';

const coffee = {
  id: 1,
  name: ' Coffee ',
  position: 0,
  archived: 0,
  color: 0,
  freq_num: 1,
  freq_den: 1,
  type: 1,
  target_type: 1,
  target_value: 3,
  unit: 'cups',
};

describe('loopBackupColumns', () => {
  it('reads the columns each schema version has', () => {
    expect(loopBackupColumns(12)).toEqual({
      habits: [
        'id',
        'name',
        'position',
        'archived',
        'color',
        'freq_num',
        'freq_den',
        'description',
      ],
      repetitions: ['habit', 'timestamp'],
    });
    expect(loopBackupColumns(22).habits).not.toContain('question');
    expect(loopBackupColumns(23).habits).toContain('question');
    expect(loopBackupColumns(23).habits).not.toContain('uuid');
    expect(loopBackupColumns(24).habits).toContain('uuid');
    expect(loopBackupColumns(17).repetitions).toEqual(['habit', 'timestamp', 'value']);
    expect(loopBackupColumns(18).habits).toContain('target_value');
    expect(loopBackupColumns(24).repetitions).not.toContain('notes');
    expect(loopBackupColumns(25).repetitions).toEqual(['habit', 'timestamp', 'value', 'notes']);
  });
});

describe('loopBackupHabitToTaper', () => {
  it('makes an at-most numerical habit a daily goal, or a budget by its frequency', () => {
    expect(loopBackupHabitToTaper(coffee, 25)).toEqual({
      ok: true,
      name: 'Coffee',
      color: '#D32F2F',
      archived: false,
      goal: { goalType: 'number', goalSchedule: 'daily', dailyGoal: 3 },
      unit: 'cups',
      warnings: [],
    });
    expect(loopBackupHabitToTaper({ ...coffee, freq_den: 7, archived: 1 }, 25)).toMatchObject({
      archived: true,
      goal: { goalSchedule: 'weekly_budget', budget: 3 },
    });
    expect(loopBackupHabitToTaper({ ...coffee, freq_den: 31 }, 25)).toMatchObject({
      goal: { goalSchedule: 'monthly_budget', budget: 3 },
    });
  });

  it('skips yes/no, at-least and huge targets (a fraction is rounded), and every habit of an old schema', () => {
    const reason = (habit: Partial<typeof coffee>, version = 25) => {
      const read = loopBackupHabitToTaper({ ...coffee, ...habit }, version);
      return read.ok ? undefined : read.reason;
    };
    expect(reason({ type: 0 })).toBe(LOOP_SKIP_REASONS.yesNo);
    expect(reason({ target_type: 0 })).toBe(LOOP_SKIP_REASONS.atLeast);
    expect(reason({ target_value: 2.5 })).toBeUndefined();
    expect(reason({ target_value: 2e9 })).toBe(LOOP_SKIP_REASONS.hugeTarget);
    expect(reason({ target_value: -1 })).toBe(LOOP_SKIP_REASONS.badTarget);
    expect(reason({}, 15)).toBe(LOOP_SKIP_REASONS.yesNo);
    expect(reason({}, 17)).toBe(LOOP_SKIP_REASONS.atLeast);
  });
});

describe('loopBackupColor', () => {
  it('reads the palette of each schema: ARGB before 14, 13 colours before 21, then 20', () => {
    expect(loopBackupColor(19, 25)).toBe('#AAAAAA');
    expect(loopBackupColor(2, 20)).toBe('#F9A825');
    expect(loopBackupColor(-2937041, 13)).toBe('#D32F2F');
    expect(loopBackupColor(-5592406, 13)).toBe('#AAAAAA');
    fc.assert(
      fc.property(fc.anything(), fc.integer({ min: 0, max: 30 }), (color, version) => {
        expect(loopBackupColor(color, version)).toMatch(/^#[0-9A-F]{6}$/);
      }),
    );
  });
});

describe('readLoopBackupValue', () => {
  it('reads −1 as no entry, 3 as a skipped day, other integers ≥ 0 as thousandths', () => {
    expect(readLoopBackupValue(-1)).toEqual({ kind: 'none' });
    expect(readLoopBackupValue(3)).toEqual({ kind: 'skip' });
    expect(readLoopBackupValue(2500)).toEqual({ kind: 'amount', amount: 2.5 });
    expect(readLoopBackupValue(0)).toEqual({ kind: 'amount', amount: 0 });
    for (const bad of [-2, 1.5, '1000', null, Number.NaN])
      expect(readLoopBackupValue(bad)).toEqual({ kind: 'invalid' });
  });

  it('gives a non-negative amount for every stored integer it accepts', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 40 }), (value) => {
        const read = readLoopBackupValue(value);
        if (read.kind === 'amount') expect(read.amount).toBe(value / 1000);
        else expect(read).toEqual({ kind: 'skip' });
      }),
    );
  });
});

describe('loopBackupDate', () => {
  it('reads a UTC midnight in milliseconds as its day, a later moment as the day it falls in', () => {
    expect(loopBackupDate(Date.UTC(2025, 2, 14))).toBe('2025-03-14');
    expect(loopBackupDate(Date.UTC(2025, 2, 14) + 1)).toBe('2025-03-14');
    expect(loopBackupDate(Date.UTC(2025, 2, 14, 23, 59, 59, 999))).toBe('2025-03-14');
    // Before 1970 too: rounded down, not toward zero.
    expect(loopBackupDate(Date.UTC(1969, 11, 31, 12))).toBe('1969-12-31');
    expect(loopBackupDate(1.5)).toBeUndefined();
    expect(loopBackupDate('1741910400000')).toBeUndefined();
    expect(loopBackupDate(8.64e15 + 86_400_000)).toBeUndefined();
    fc.assert(
      fc.property(fc.integer({ min: -20_000, max: 50_000 }), (days) => {
        const day = loopBackupDate(days * 86_400_000);
        expect(day).toBe(new Date(days * 86_400_000).toISOString().slice(0, 10));
        expect(loopBackupDate(days * 86_400_000 + 86_399_999)).toBe(day);
      }),
    );
  });
});

describe('loopBackupIdentity', () => {
  it('keeps the uuid, and the question and description as one text (the old description was the question)', () => {
    expect(
      loopBackupIdentity(
        { ...coffee, uuid: 'u-1', question: 'How many?', description: 'Mornings' },
        25,
        'Coffee',
      ),
    ).toEqual({ loopUuid: 'u-1', description: 'How many?\n\nMornings' });
    expect(loopBackupIdentity({ ...coffee, description: 'How many?' }, 22, 'Coffee')).toEqual({
      loopUuid: null,
      description: 'How many?',
    });
    expect(
      loopBackupIdentity({ ...coffee, uuid: 'no spaces allowed' }, 25, 'Coffee').loopUuid,
    ).toBeNull();
    const long = loopBackupIdentity({ ...coffee, question: '🍺'.repeat(300) }, 25, 'Coffee');
    expect(long).toEqual({
      loopUuid: null,
      description: '🍺'.repeat(250),
      warning: 'Coffee: the question and description of 300 characters are cut to their first 250',
    });
  });
});
