import { describe, expect, it } from 'vitest';
import { LOOP_HABITS_COLUMNS } from './loop';
import {
  LOOP_V1_HABITS_COLUMNS,
  LOOP_V2_HABITS_COLUMNS,
  loopCsvLayout,
  loopCsvSource,
  loopLegacyFrequencyWarning,
  loopLegacyHabit,
  looksYesNo,
  readLoopLegacyCheckmark,
} from './loopCsvLayouts';

describe('loopCsvLayout', () => {
  it("tells each version's Habits.csv by its header", () => {
    expect(loopCsvLayout(LOOP_V1_HABITS_COLUMNS)).toBe('v1');
    expect(loopCsvLayout(LOOP_V2_HABITS_COLUMNS)).toBe('v2.0');
    expect(loopCsvLayout(LOOP_HABITS_COLUMNS)).toBe('v2.3.1');
    // Anything else is read as today's layout, whose reader names the missing columns.
    expect(loopCsvLayout(['Name'])).toBe('v2.3.1');
    expect(loopCsvLayout([])).toBe('v2.3.1');
    expect(loopCsvSource('v2.0')).toBe('Loop CSV (v2.0 to v2.3.0)');
    expect(loopCsvSource('v1')).toBe('Loop CSV (v1.x)');
  });
});

describe('loopLegacyHabit', () => {
  const row = {
    Position: '001',
    Name: ' Beer ',
    Description: '',
    NumRepetitions: '1',
    Interval: '7',
    Color: '#ab47bc',
  };
  it('reads the name, the colour and the frequency as a budget', () => {
    expect(loopLegacyHabit(row)).toEqual({
      name: 'Beer',
      color: '#AB47BC',
      schedule: 'weekly_budget',
    });
    expect(loopLegacyHabit({ ...row, Interval: '30' }).schedule).toBe('monthly_budget');
    // A period of 7 days is a week's budget however many times (Loop counts amounts per period).
    expect(loopLegacyHabit({ ...row, NumRepetitions: '3' }).schedule).toBe('weekly_budget');
    expect(loopLegacyHabit({ ...row, Interval: '2' }).schedule).toBe('daily');
    expect(loopLegacyFrequencyWarning({ ...row, Interval: '2' }, 'Beer')).toBe(
      "Beer: Loop's frequency (every 2 days) has no Taper schedule, so the goal chosen is a day's",
    );
    expect(loopLegacyFrequencyWarning(row, 'Beer')).toBeUndefined();
    expect(loopLegacyHabit({ ...row, Color: 'red' }).color).toBe('#3B82F6');
  });
});

describe('readLoopLegacyCheckmark', () => {
  it('reads thousandths, and from v2.0 3 as a skipped day and −1 as Unknown', () => {
    expect(readLoopLegacyCheckmark('3000', 'v1')).toEqual({ kind: 'amount', amount: 3 });
    expect(readLoopLegacyCheckmark('0', 'v2.0')).toEqual({ kind: 'amount', amount: 0 });
    expect(readLoopLegacyCheckmark('3', 'v2.0')).toEqual({ kind: 'skip' });
    expect(readLoopLegacyCheckmark('3', 'v1')).toEqual({ kind: 'amount', amount: 0.003 });
    expect(readLoopLegacyCheckmark('-1', 'v2.0')).toEqual({ kind: 'none' });
    for (const bad of ['-1', '-0', 'SKIP', '2.5', ''])
      expect(readLoopLegacyCheckmark(bad, 'v1').kind).toBe('invalid');
    expect(readLoopLegacyCheckmark('-2', 'v2.0').kind).toBe('invalid');
  });

  it('tells yes/no checkmarks (0, 1 and 2 stored) from amounts', () => {
    expect(looksYesNo([0, 0.001, 0.002])).toBe(true);
    expect(looksYesNo([0, 3])).toBe(false);
    expect(looksYesNo([])).toBe(false);
  });
});
