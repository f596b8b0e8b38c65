/** Goals and logged days the reduction tests share. */
import { addDays } from '../dates';
import type { LoggedDay } from '../entries';
import type { Goal } from '../goalSchemas';

export const coffee: Goal = { goalType: 'number', goalSchedule: 'daily', dailyGoal: 3 };
export const level: Goal = { goalType: 'level', goalSchedule: 'daily', levelGoal: 'low' };

/** A day with a value judged by a goal of `goal` (success at or below it). */
export function day(date: string, value: number, goal = 3): LoggedDay {
  return { date, performance: value <= goal ? 'success' : 'over', actualValue: value };
}

export function skipped(date: string): LoggedDay {
  return { date, performance: 'skipped', actualValue: null };
}

/** Thursday 26 Nov 2026; its week (from Monday) began on the 23rd. */
export const TODAY = '2026-11-26';

export function week(value: number, end = TODAY, length = 7): LoggedDay[] {
  return Array.from({ length }, (_, index) => day(addDays(end, index - length + 1), value));
}
