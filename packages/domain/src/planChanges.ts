/**
 * What setting a plan or editing a goal under a plan changes, said before saving: how many logged
 * days a plan that starts in the past re-judges, whether a plan raises today's goal, and whether a
 * goal edit restarts the plan from the new goal or ends it.
 */
import type { IsoDate } from './dates';
import type { Goal } from './goalSchemas';
import { goalOn, sameGoal, type GoalHistory } from './goalHistory';
import { goalForDate, isLevel, levelLabel, levelRank } from './goals';
import { LEVELS } from './goalValues';
import { isNumberPlan, type Plan } from './plans';
import { shortDate } from './planView';

/** A goal's value on its plan's scale on `date` (the amount, or the level's rank); undefined for tags. */
export function planScaleValue(goal: Goal, date: IsoDate): number | undefined {
  if (goal.goalType === 'custom_tags') return undefined;
  const value = goalForDate(goal, date);
  return isLevel(value) ? levelRank(value) : value;
}

/** A value on a goal type's scale as it reads: '3' or 'Low'. */
export function planValueLabel(goal: Goal, value: number): string {
  if (goal.goalType !== 'level') return String(value);
  return levelLabel(LEVELS[value] ?? 'none');
}

function planEnd(plan: Plan): number {
  return isNumberPlan(plan) ? plan.endGoal : levelRank(plan.endLevel);
}

function planStart(plan: Plan): number {
  return isNumberPlan(plan) ? plan.startGoal : levelRank(plan.startLevel);
}

/** 'This raises today's goal from 3 to 5' when the plan starts above the goal in force today. */
export function planRaiseNote(goal: Goal, plan: Plan, today: IsoDate): string | null {
  const current = planScaleValue(goal, today);
  const start = planStart(plan);
  if (current === undefined || start <= current) return null;
  return `This raises today's goal from ${planValueLabel(goal, current)} to ${planValueLabel(goal, start)}`;
}

/** An entry's day, as counting re-judged days reads it. */
export interface DatedEntry {
  date: IsoDate;
}

export interface RejudgeCount {
  /** The logged days before today whose goal changes. */
  days: number;
  /** 'This re-judges 12 logged days since 6 Nov', or null when no logged day changes. */
  note: string | null;
}

/** How many logged days before today a new history judges by another goal than before. */
export function rejudgeCount(
  previous: GoalHistory,
  next: GoalHistory,
  entries: readonly DatedEntry[],
  since: IsoDate,
  today: IsoDate,
): RejudgeCount {
  const days = new Set(
    entries
      .filter((entry) => entry.date < today)
      .filter((entry) => !sameGoal(goalOn(previous, entry.date), goalOn(next, entry.date)))
      .map((entry) => entry.date),
  ).size;
  if (days === 0) return { days, note: null };
  const noun = days === 1 ? 'logged day' : 'logged days';
  return { days, note: `This re-judges ${String(days)} ${noun} since ${shortDate(since)}` };
}

export interface PlanAfterGoalEdit {
  /** The plan from now on: restarted from the new goal today, or null when it ends. */
  plan: Plan | null;
  /** What the form says before saving. */
  note: string;
}

/**
 * A goal edit while a plan is on: when the new goal (its value today) is still above the plan's
 * end and of the plan's kind, the plan restarts from it today, keeping its end and pace;
 * otherwise the plan ends.
 */
export function planAfterGoalEdit(plan: Plan, goal: Goal, today: IsoDate): PlanAfterGoalEdit {
  const value = planScaleValue(goal, today);
  const kindFits = isNumberPlan(plan) ? goal.goalType === 'number' : goal.goalType === 'level';
  const end = planEnd(plan);
  if (value === undefined || !kindFits)
    return { plan: null, note: 'Saving ends the taper plan: it cannot step this goal' };
  if (value <= end)
    return {
      plan: null,
      note: `Saving ends the taper plan: the new goal is already at its end (${planValueLabel(goal, end)})`,
    };
  const restarted: Plan = isNumberPlan(plan)
    ? { ...plan, startGoal: value, startDate: today }
    : { ...plan, startLevel: LEVELS[value] ?? 'none', startDate: today };
  return {
    plan: restarted,
    note: `Saving restarts the taper plan from ${planValueLabel(goal, value)} today, down to ${planValueLabel(goal, end)}`,
  };
}
