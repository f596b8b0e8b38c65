/**
 * What Create and Habit Settings show of a plan: a small staircase of its steps with today's step
 * marked, and the next step in words ('Next: 4 on 8 Dec').
 */
import { z } from 'zod';
import { parseIsoDate, type IsoDate } from './dates';
import { monthName } from './dateTexts';
import type { Goal } from './goalSchemas';
import { goalForDate, isLevel, levelLabel, levelRank } from './goals';
import { versionOn, type GoalHistory, type GoalVersion } from './goalHistory';
import { expandPlan, type Plan } from './plans';

export const planStepSchema = z.object({
  date: z.string(),
  /** The step's day as the staircase labels it: '8 Dec'. */
  dateLabel: z.string(),
  /** The step's height on its scale: the amount, or the level's rank (none 0 … high 3). */
  value: z.number(),
  /** The value as it reads: '4' or 'Low'. */
  label: z.string(),
  /** The step in force today. */
  isToday: z.boolean(),
});
export type PlanStep = z.infer<typeof planStepSchema>;

export const planViewSchema = z.object({
  steps: z.array(planStepSchema),
  /** 'Next: 4 on 8 Dec', or null once the plan has reached its end. */
  next: z.string().nullable(),
});
export type PlanView = z.infer<typeof planViewSchema>;

/** '8 Dec'. */
export function shortDate(date: IsoDate): string {
  const { month, day } = parseIsoDate(date);
  return `${day} ${monthName(month).slice(0, 3)}`;
}

function stepValue(goal: Goal, date: IsoDate): { value: number; label: string } {
  const value = goalForDate(goal, date);
  if (isLevel(value)) return { value: levelRank(value), label: levelLabel(value) };
  return { value, label: String(value) };
}

/** The plan's staircase for `goal` (the goal it steps) on `today`. */
export function planView(goal: Goal, plan: Plan, today: IsoDate): PlanView {
  return stepsView(expandPlan(goal, plan), today);
}

/**
 * The staircase of the plan as the history holds it (held steps where a hold moved them): the
 * version in force on the plan's start date, from that day, then every later version.
 */
export function planStaircase(history: GoalHistory, plan: Plan, today: IsoDate): PlanView {
  const first = versionOn(history, plan.startDate);
  const later = history.filter((version) => version.effectiveFrom > plan.startDate);
  return stepsView([{ effectiveFrom: plan.startDate, goal: first.goal }, ...later], today);
}

function stepsView(versions: readonly GoalVersion[], today: IsoDate): PlanView {
  let current = -1;
  versions.forEach((version, index) => {
    if (version.effectiveFrom <= today) current = index;
  });
  const steps = versions.map((version, index) => ({
    date: version.effectiveFrom,
    dateLabel: shortDate(version.effectiveFrom),
    ...stepValue(version.goal, version.effectiveFrom),
    isToday: index === current,
  }));
  const next = steps[current + 1];
  return { steps, next: next ? `Next: ${next.label} on ${shortDate(next.date)}` : null };
}

/** The Log dialog's goal line: 'Goal today: 4', or 'Goal on 3 Dec: 5' for another day. */
export function dayGoalText(goal: Goal, date: IsoDate, today: IsoDate): string {
  const { label } = stepValue(goal, date);
  const shown = goal.goalType === 'custom_tags' ? tagLabel(goal, Number(label)) : label;
  return date === today ? `Goal today: ${shown}` : `Goal on ${shortDate(date)}: ${shown}`;
}

function tagLabel(goal: Goal & { goalType: 'custom_tags' }, position: number): string {
  return goal.customTags[position - 1] ?? `Tag ${position}`;
}
