import { describe, expect, it } from 'vitest';
import {
  habitBullIsNumerical,
  isHabitBullText,
  readHabitBullDate,
  readHabitBullValue,
} from './habitBull';

describe('HabitBull CSV', () => {
  it('is told by its first line, as Loop tells it', () => {
    expect(isHabitBullText('HabitName,HabitDescription,HabitCategory,CalendarDate')).toBe(true);
    expect(isHabitBullText('\uFEFF HabitName,HabitDescription,HabitCategory')).toBe(true);
    expect(isHabitBullText('Position,Name')).toBe(false);
  });

  it('reads both date formats Loop reads, and only real days', () => {
    expect(readHabitBullDate('2016-03-18')).toBe('2016-03-18');
    expect(readHabitBullDate('03/18/2016')).toBe('2016-03-18');
    expect(readHabitBullDate('3/8/2016')).toBe('2016-03-08');
    expect(readHabitBullDate('02/30/2016')).toBeUndefined();
    expect(readHabitBullDate('18.03.2016')).toBeUndefined();
  });

  it('reads counts of at least 0, and calls a habit with one over 1 numerical', () => {
    expect(readHabitBullValue('30')).toBe(30);
    expect(readHabitBullValue('1.5')).toBe(1.5);
    for (const bad of ['-1', 'x', '', '1e3']) expect(readHabitBullValue(bad)).toBeUndefined();
    expect(habitBullIsNumerical([0, 1, 1])).toBe(false);
    expect(habitBullIsNumerical([1, 30])).toBe(true);
  });
});
