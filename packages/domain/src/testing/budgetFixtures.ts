/** Budget goals and entries the budget tests share. */
import { addDays } from '../dates';
import type { GoalHistory } from '../goalHistory';
import type { Goal } from '../goalSchemas';

export const weekly = (budget: number): Goal => ({
  goalType: 'number',
  goalSchedule: 'weekly_budget',
  budget,
});
export const monthly = (budget: number): Goal => ({
  goalType: 'number',
  goalSchedule: 'monthly_budget',
  budget,
});
export const always = (goal: Goal): GoalHistory => [{ effectiveFrom: '0000-01-01', goal }];
export const amounts = (start: string, values: readonly number[]) =>
  values.map((actualValue, i) => ({ date: addDays(start, i), actualValue }));

// 2026-11-23 is a Monday; 2026-11-22 a Sunday.
export const MONDAY = '2026-11-23';
