/**
 * The goal's texts (SPEC §2): the Manage Habits goal line and the Weekly Summary's target.
 */
import type { IsoDate } from './dates';
import { WEEKDAYS, type Weekday } from './constants';
import type { BudgetGoal, Goal } from './goalSchemas';
import { addDays, daysInMonth, parseIsoDate } from './dates';
import { asHistory, goalOn, type GoalHistory } from './goalHistory';
import { goalForDate, hasPerWeekdayGoals, isBudgetGoal, tagName } from './goals';

/** An amount for display: at most one decimal, no trailing '.0' ('2.5', '3'). */
export function formatAmount(value: number): string {
  return String(Math.round(value * 10) / 10);
}

/** '1 day', '2 days'. */
export function dayCount(days: number): string {
  return `${days} ${days === 1 ? 'day' : 'days'}`;
}

/** A goal value as a goal text names it: '2', 'moderate', or the tag's name as the user spelled it. */
function goalValueText(goal: Goal, value: number | string): string {
  if (goal.goalType === 'number') return formatAmount(Number(value));
  if (goal.goalType === 'level') return String(value);
  return tagName(goal, Number(value));
}

const WEEKEND: readonly Weekday[] = ['saturday', 'sunday'];

/**
 * Per-weekday goals as they are: '2 every day', '2 on weekdays, 4 at weekends', or day by day
 * ('Mon 1, Tue 2, …') when neither fits.
 */
export function weekdayGoalsText(goal: Goal): string {
  if (goal.goalSchedule === 'daily' || isBudgetGoal(goal)) return '';
  const texts = WEEKDAYS.map((day) => goalValueText(goal, goal.weeklyGoals[day]));
  const [first] = texts;
  if (texts.every((text) => text === first)) return `${first} every day`;
  const weekdays = texts.filter((_, i) => !WEEKEND.includes(WEEKDAYS[i] as Weekday));
  const weekend = texts.filter((_, i) => WEEKEND.includes(WEEKDAYS[i] as Weekday));
  if (new Set(weekdays).size === 1 && new Set(weekend).size === 1)
    return `${weekdays[0]} on weekdays, ${weekend[0]} at weekends`;
  return WEEKDAYS.map(
    (day, i) => `${day.charAt(0).toUpperCase()}${day.slice(1, 3)} ${texts[i]}`,
  ).join(', ');
}

/**
 * The goal line of a Manage Habits card (SPEC §2):
 * - per-weekday schedules: the goals as they are ('Goal: 2 on weekdays, 4 at weekends');
 * - daily number goals: 'Goal: {n} daily';
 * - daily level goals: 'Goal: {level} level daily';
 * - daily custom tags: 'Goal: {tag name} level daily' (SPEC has no tag text, so the tag takes the
 *   level's place).
 */
export function goalDescription(goal: Goal): string {
  if (isBudgetGoal(goal)) return `Goal: ${budgetText(goal)}`;
  if (goal.goalSchedule !== 'daily') return `Goal: ${weekdayGoalsText(goal)}`;
  if (goal.goalType === 'number') return `Goal: ${goal.dailyGoal} daily`;
  if (goal.goalType === 'level') return `Goal: ${goal.levelGoal} level daily`;
  return `Goal: ${tagName(goal, Number(goal.levelGoal))} level daily`;
}

/** A budget as a goal line says it: 'at most 14 a week', 'at most 60 a month'. */
export function budgetText(goal: BudgetGoal): string {
  const per = goal.goalSchedule === 'weekly_budget' ? 'week' : 'month';
  return `at most ${formatAmount(goal.budget)} a ${per}`;
}

/** A budget's share of one day: a seventh of a weekly budget, a month's day's of a monthly one. */
function budgetPerDay(goal: BudgetGoal, date: IsoDate): number {
  if (goal.goalSchedule === 'weekly_budget') return goal.budget / 7;
  const { year, month } = parseIsoDate(date);
  return goal.budget / daysInMonth(year, month);
}

/**
 * The week's total of a number goal: the daily goal × 7, the sum of the seven weekday goals, or a
 * weekly budget (a monthly budget has no week's total of its own: its budget).
 */
export function weeklyTotal(goal: Goal & { goalType: 'number' }): number {
  if (isBudgetGoal(goal)) return goal.budget;
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
    if (isBudgetGoal(goal)) sum += budgetPerDay(goal, date);
    else if (goal.goalType === 'number') sum += Number(goalForDate(goal, date));
  }
  return sum;
}

/**
 * The Weekly Target text (SPEC §2, exact): number goals 'Keep under X/week', the sum of the week's
 * daily goals (`weekGoalSum`); custom tags 'Stay at {tag} or better'; levels 'Stay at {level}
 * level or below', with the goal that applies today. Per-weekday goals that differ between days
 * are named as they are ('Stay at or better: None on weekdays, 1-2 drinks at weekends'), never as
 * one day's goal.
 */
export function weeklyTargetText(goalOrHistory: Goal | GoalHistory, today: IsoDate): string {
  const history = asHistory(goalOrHistory);
  const goal = goalOn(history, today);
  if (isBudgetGoal(goal))
    return `Keep under ${formatAmount(goal.budget)}/${goal.goalSchedule === 'weekly_budget' ? 'week' : 'month'}`;
  if (goal.goalType === 'number')
    return `Keep under ${formatAmount(weekGoalSum(history, today))}/week`;
  if (hasPerWeekdayGoals(goal) && !weekdayGoalsText(goal).endsWith(' every day')) {
    const bound = goal.goalType === 'level' ? 'Stay at or below' : 'Stay at or better';
    return `${bound}: ${weekdayGoalsText(goal)}`;
  }
  const value = goalForDate(goal, today);
  if (goal.goalType === 'level') return `Stay at ${String(value)} level or below`;
  return `Stay at ${tagName(goal, Number(value))} or better`;
}
