/**
 * The goal's texts (SPEC §2): the Manage Habits goal line and the Weekly Summary's target.
 */
import type { IsoDate } from './dates';
import { WEEKDAYS } from './constants';
import type { Goal } from './goalSchemas';
import { addDays } from './dates';
import { asHistory, goalOn, type GoalHistory } from './goalHistory';
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
 * The sum of the daily goals of the 7 days ending `today`, each day's from the goal in force that
 * day (a day whose goal is not a number counts 0). With one goal it is `weeklyTotal`.
 */
export function weekGoalSum(history: GoalHistory, today: IsoDate): number {
  let sum = 0;
  for (let back = 6; back >= 0; back -= 1) {
    const date = addDays(today, -back);
    const goal = goalOn(history, date);
    if (goal.goalType === 'number') sum += Number(goalForDate(goal, date));
  }
  return sum;
}

/**
 * The Weekly Target text (SPEC §2, exact): number goals 'Keep under X/week', the sum of the week's
 * daily goals (`weekGoalSum`); custom tags 'Stay at {tag} or better'; levels 'Stay at {level}
 * level or below', with the goal that applies today.
 */
export function weeklyTargetText(goalOrHistory: Goal | GoalHistory, today: IsoDate): string {
  const history = asHistory(goalOrHistory);
  const goal = goalOn(history, today);
  if (goal.goalType === 'number')
    return `Keep under ${formatAmount(weekGoalSum(history, today))}/week`;
  const value = goalForDate(goal, today);
  if (goal.goalType === 'level') return `Stay at ${String(value)} level or below`;
  return `Stay at ${tagName(goal, Number(value))} or better`;
}
