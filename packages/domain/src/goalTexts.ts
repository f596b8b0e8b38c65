/**
 * The goal's texts (SPEC §2): the Manage Habits goal line and the Weekly Summary's target.
 */
import type { IsoDate } from './dates';
import { WEEKDAYS } from './constants';
import type { Goal } from './goalSchemas';
import { goalForDate, tagName } from './goals';

/** An amount for display: at most one decimal, no trailing '.0' ('2.5', '3'). */
export function formatAmount(value: number): string {
  return String(Math.round(value * 10) / 10);
}

/**
 * The goal line of a Manage Habits card (SPEC §2):
 * - per-weekday schedules: 'Goal: custom daily';
 * - daily number goals: 'Goal: {n} daily';
 * - daily level goals: 'Goal: {level} level daily';
 * - daily custom tags: 'Goal: {tag name} level daily' (SPEC has no tag text, so the tag takes the
 *   level's place).
 */
export function goalDescription(goal: Goal): string {
  if (goal.goalSchedule !== 'daily') return 'Goal: custom daily';
  if (goal.goalType === 'number') return `Goal: ${goal.dailyGoal} daily`;
  if (goal.goalType === 'level') return `Goal: ${goal.levelGoal} level daily`;
  return `Goal: ${tagName(goal, Number(goal.levelGoal))} level daily`;
}

/** The week's total of a number goal: the daily goal × 7, or the sum of the seven weekday goals. */
export function weeklyTotal(goal: Goal & { goalType: 'number' }): number {
  return goal.goalSchedule === 'daily'
    ? goal.dailyGoal * 7
    : WEEKDAYS.reduce((sum, day) => sum + goal.weeklyGoals[day], 0);
}

/**
 * The Weekly Target text (SPEC §2, exact): number goals 'Keep under X/week' (see `weeklyTotal`);
 * custom tags 'Stay at {tag} or better'; levels 'Stay at {level} level or below', with the goal
 * that applies today.
 */
export function weeklyTargetText(goal: Goal, today: IsoDate): string {
  if (goal.goalType === 'number') return `Keep under ${formatAmount(weeklyTotal(goal))}/week`;
  const value = goalForDate(goal, today);
  if (goal.goalType === 'level') return `Stay at ${String(value)} level or below`;
  return `Stay at ${tagName(goal, Number(value))} or better`;
}
