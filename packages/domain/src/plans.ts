/**
 * Taper plans: a goal that steps down over time ('start at 5, end at 2, down 1 every 7 days, from
 * 2026-12-01'). A plan is stored as its parameters and expanded here into goal versions; the
 * history keeps every version before today, so a plan set or changed midway keeps the past.
 * Number goals step their amount (with per-weekday goals, every day takes the step's amount);
 * level goals step down `stepBy` levels a step.
 */
import { fromDayNumber, toDayNumber, type IsoDate } from './dates';
import type { Goal } from './goalSchemas';
import type { GoalHistory, GoalVersion } from './goalHistory';
import { goalOn, normalizedHistory, versionOn, versionsBefore } from './goalHistory';
import { isBudgetGoal, levelRank } from './goals';
import { LEVELS, type Level } from './goalValues';
import { WEEKDAYS } from './constants';

/** The longest plan: 1000 steps. */
export const MAX_PLAN_STEPS = 1000;

/** The last day a plan's step may fall on: dates have four-digit years. */
export const LAST_PLAN_DAY: IsoDate = '9999-12-31';

interface PlanTiming {
  stepBy: number;
  everyDays: number;
  startDate: IsoDate;
}
export interface NumberPlan extends PlanTiming {
  startGoal: number;
  endGoal: number;
}
export interface LevelPlan extends PlanTiming {
  startLevel: Level;
  endLevel: Level;
}
export type Plan = NumberPlan | LevelPlan;

export function isNumberPlan(plan: Plan): plan is NumberPlan {
  return 'startGoal' in plan;
}

/** The plan's values step by step, as numbers on its scale (an amount, or a level's rank). */
function stepValues(plan: Plan): number[] {
  const start = isNumberPlan(plan) ? plan.startGoal : levelRank(plan.startLevel);
  const end = isNumberPlan(plan) ? plan.endGoal : levelRank(plan.endLevel);
  const values = [start];
  let value = start;
  while (value > end && values.length < MAX_PLAN_STEPS) {
    value = Math.max(value - plan.stepBy, end);
    values.push(value);
  }
  if (value > end) values.push(end);
  return values;
}

/** `goal` with every day's value set to `value` (an amount, or a level's rank). */
function goalWithValue(goal: Goal, value: number): Goal {
  if (goal.goalType === 'number') {
    if (goal.goalSchedule === 'daily') return { ...goal, dailyGoal: value };
    if (isBudgetGoal(goal)) return { ...goal, budget: value };
    return { ...goal, weeklyGoals: everyWeekday(value) };
  }
  if (goal.goalType === 'level') {
    const level = LEVELS[value] ?? 'none';
    if (goal.goalSchedule === 'daily') return { ...goal, levelGoal: level };
    return { ...goal, weeklyGoals: everyWeekday(level) };
  }
  return goal;
}

function everyWeekday<T>(value: T): Record<(typeof WEEKDAYS)[number], T> {
  return Object.fromEntries(WEEKDAYS.map((day) => [day, value])) as Record<
    (typeof WEEKDAYS)[number],
    T
  >;
}

/**
 * The plan's goal versions: `goal` (its type, schedule and tags) at the start value from the start
 * date, then one step down every `everyDays` days until the end value, which is never passed. No
 * step falls after LAST_PLAN_DAY: the steps that would are left out.
 */
export function expandPlan(goal: Goal, plan: Plan): GoalVersion[] {
  const start = toDayNumber(plan.startDate);
  const last = toDayNumber(LAST_PLAN_DAY);
  const versions: GoalVersion[] = [];
  for (const [step, value] of stepValues(plan).entries()) {
    const day = start + step * plan.everyDays;
    if (day > last) break;
    versions.push({ effectiveFrom: fromDayNumber(day), goal: goalWithValue(goal, value) });
  }
  return versions;
}

/**
 * The history once `plan` is set on `today`. A plan that starts today or earlier applies from its
 * start date: the days since are judged by its steps, the days before it keep their goals. A plan
 * that starts later keeps the goal in force today until its first step. Either way the plan steps
 * the goal in force today (its type, schedule and tags).
 */
export function applyPlan(history: GoalHistory, plan: Plan, today: IsoDate): GoalVersion[] {
  const todayGoal = goalOn(history, today);
  const steps = expandPlan(todayGoal, plan);
  if (plan.startDate <= today)
    return normalizedHistory([...versionsBefore(history, plan.startDate), ...steps]);
  return normalizedHistory([
    ...versionsBefore(history, today),
    { effectiveFrom: today, goal: todayGoal },
    ...steps,
  ]);
}

/** The history once the plan is cleared on `today`: the goal in force today stays, later steps go. */
export function clearPlan(history: GoalHistory, today: IsoDate): GoalVersion[] {
  const kept = history.filter((version) => version.effectiveFrom <= today);
  return kept.length > 0 ? kept : [versionOn(history, today)];
}
