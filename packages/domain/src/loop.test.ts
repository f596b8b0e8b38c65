import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  LOOP_SKIP_REASONS,
  loopCheckmarkValue,
  loopHabitFolder,
  loopHabitRow,
  loopHabitToTaper,
  loopTarget,
  readLoopCheckmark,
  readLoopNumber,
  readLoopDate,
  type LoopHabitRow,
} from './loop';

const coffeeRow: LoopHabitRow = {
  Position: '001',
  Name: ' Coffee ',
  Type: 'NUMERICAL',
  Question: 'How many cups?',
  Description: '',
  FrequencyNumerator: '1',
  FrequencyDenominator: '1',
  Color: '#ef4444',
  Unit: 'cups',
  'Target Type': 'AT_MOST',
  'Target Value': '3.0',
  'Archived?': 'false',
};

describe('loopHabitToTaper', () => {
  it('makes an at-most numerical habit a daily number goal, with a preset colour when equal', () => {
    expect(loopHabitToTaper(coffeeRow)).toEqual({
      ok: true,
      name: 'Coffee',
      color: '#EF4444',
      archived: false,
      goal: { goalType: 'number', goalSchedule: 'daily', dailyGoal: 3 },
      unit: 'cups',
      warnings: [],
    });
    const custom = loopHabitToTaper({ ...coffeeRow, Color: '#123abc', 'Archived?': 'true' });
    expect(custom).toMatchObject({ ok: true, color: '#123ABC', archived: true });
  });

  it("keeps Loop's unit, none when blank, cut to 20 characters with a warning when longer", () => {
    expect(loopHabitToTaper({ ...coffeeRow, Unit: '  ' })).toMatchObject({ ok: true, unit: null });
    expect(loopHabitToTaper({ ...coffeeRow, Unit: ' mugs ' })).toMatchObject({ warnings: [] });
    const long = loopHabitToTaper({ ...coffeeRow, Unit: 'small espresso cups, doubles' });
    expect(long).toMatchObject({
      ok: true,
      unit: 'small espresso cups,',
      warnings: [
        "Coffee: the unit 'small espresso cups, doubles' is cut to its first 20 characters",
      ],
    });
  });

  it.each([
    [{ Type: 'YES_NO', 'Target Type': '', 'Target Value': '' }, LOOP_SKIP_REASONS.yesNo],
    [{ 'Target Type': 'AT_LEAST' }, LOOP_SKIP_REASONS.atLeast],
    [{ 'Target Value': 'lots' }, LOOP_SKIP_REASONS.badTarget],
    [{ 'Target Value': '-1.0' }, LOOP_SKIP_REASONS.badTarget],
    [{ 'Target Value': '2.0E9' }, LOOP_SKIP_REASONS.hugeTarget],
    [{ 'Target Value': '2000000000.0' }, LOOP_SKIP_REASONS.hugeTarget],
    [{ 'Target Value': '1000000000.6' }, LOOP_SKIP_REASONS.hugeTarget],
    [{ 'Target Value': '' }, LOOP_SKIP_REASONS.badTarget],
    [{ 'Target Value': 'NaN' }, LOOP_SKIP_REASONS.badTarget],
    [{ 'Target Value': 'Infinity' }, LOOP_SKIP_REASONS.badTarget],
  ])('leaves out %o, saying why', (change, reason) => {
    expect(loopHabitToTaper({ ...coffeeRow, ...change })).toEqual({
      ok: false,
      name: 'Coffee',
      reason,
    });
  });
});

describe('loopTarget', () => {
  it('rounds a fraction to a whole goal, saying so, and refuses what no goal holds', () => {
    expect(loopTarget('Coffee', 3)).toEqual({ ok: true, target: 3 });
    expect(loopTarget('Coffee', 2.5)).toEqual({
      ok: true,
      target: 3,
      warning: "Coffee: the target 2.5 is rounded to 3 (Taper's goals are whole numbers)",
    });
    expect(loopTarget('Coffee', 0.4)).toMatchObject({ ok: true, target: 0 });
    expect(loopTarget('Coffee', 1e9)).toEqual({ ok: true, target: 1e9 });
    expect(loopTarget('Coffee', 1e9 + 1)).toEqual({
      ok: false,
      reason: LOOP_SKIP_REASONS.hugeTarget,
    });
    for (const bad of [-1, Number.NaN, Number.POSITIVE_INFINITY])
      expect(loopTarget('Coffee', bad)).toEqual({ ok: false, reason: LOOP_SKIP_REASONS.badTarget });
  });

  it("reads a Target Value as Java writes a double ('3.0', '2.5', '2.0E9')", () => {
    expect(readLoopNumber('3.0')).toBe(3);
    expect(readLoopNumber(' 2.5 ')).toBe(2.5);
    expect(readLoopNumber('2.0E9')).toBe(2e9);
    for (const bad of ['', 'lots', '-1.0', '0x10', '1,5']) expect(readLoopNumber(bad)).toBeNaN();
  });

  it('makes a fractional target a rounded goal with the warning line', () => {
    expect(loopHabitToTaper({ ...coffeeRow, 'Target Value': '2.5' })).toMatchObject({
      ok: true,
      goal: { dailyGoal: 3 },
      warnings: ["Coffee: the target 2.5 is rounded to 3 (Taper's goals are whole numbers)"],
    });
  });
});

describe('Checkmarks.csv values', () => {
  it('reads thousandths and the names Loop writes for 0, 1, 2, 3 and −1', () => {
    expect(readLoopCheckmark('3000')).toEqual({ kind: 'amount', amount: 3 });
    expect(readLoopCheckmark('2500')).toEqual({ kind: 'amount', amount: 2.5 });
    expect(readLoopCheckmark('NO')).toEqual({ kind: 'amount', amount: 0 });
    expect(readLoopCheckmark('-0')).toEqual({ kind: 'invalid' });
    expect(readLoopCheckmark('-5')).toEqual({ kind: 'invalid' });
    expect(readLoopCheckmark('YES_MANUAL')).toEqual({ kind: 'amount', amount: 0.002 });
    expect(readLoopCheckmark('SKIP')).toEqual({ kind: 'skip' });
    expect(readLoopCheckmark('UNKNOWN')).toEqual({ kind: 'none' });
    for (const bad of ['', 'three', '3.5', '-5'])
      expect(readLoopCheckmark(bad).kind).toBe('invalid');
  });

  it('writes an amount as Loop would, and reads it back (property)', () => {
    expect(loopCheckmarkValue(3)).toBe('3000');
    expect(loopCheckmarkValue(0)).toBe('NO');
    fc.assert(
      fc.property(fc.integer({ min: 4, max: 10_000_000 }), (thousandths) => {
        const read = readLoopCheckmark(loopCheckmarkValue(thousandths / 1000));
        return read.kind === 'amount' && read.amount === thousandths / 1000;
      }),
    );
  });

  it('reads Loop dates', () => {
    expect(readLoopDate('2024-02-29')).toBe('2024-02-29');
    expect(readLoopDate('2023-02-29')).toBeUndefined();
    expect(readLoopDate('29/02/2024')).toBeUndefined();
  });
});

describe('writing Loop’s archive', () => {
  it('names folders as Loop does', () => {
    expect(loopHabitFolder(1, 'Café & cigarettes!')).toBe('001 Caf  cigarettes');
    expect(loopHabitFolder(12, '☕')).toBe('012');
  });

  it('writes a number goal as an at-most numerical habit that reads back the same', () => {
    const row = loopHabitRow({ name: 'Coffee', color: '#ef4444', dailyGoal: 2.5 }, 3);
    expect(row).toMatchObject({ Position: '003', 'Target Value': '2.5', 'Target Type': 'AT_MOST' });
    expect(row['Archived?']).toBe('false');
    const archived = loopHabitRow(
      { name: 'Beer', color: '#123456', dailyGoal: 1, archived: true },
      2,
    );
    expect(loopHabitToTaper(archived)).toMatchObject({ ok: true, archived: true });
    expect(loopHabitRow({ name: 'Tea', color: '#3B82F6', dailyGoal: 3 }, 1)['Target Value']).toBe(
      '3.0',
    );
    // Taper's goals are whole numbers: a fractional target is rounded, saying so.
    expect(loopHabitToTaper(row)).toMatchObject({ ok: true, goal: { dailyGoal: 3 } });
    const tea = loopHabitRow({ name: 'Tea', color: '#3B82F6', dailyGoal: 1_000_000_000 }, 1);
    expect(loopHabitToTaper(tea)).toMatchObject({
      ok: true,
      goal: { goalType: 'number', goalSchedule: 'daily', dailyGoal: 1_000_000_000 },
    });
  });
});
