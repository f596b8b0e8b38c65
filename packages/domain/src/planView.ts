/**
 * What Create and Habit Settings show of a plan: a small staircase of its steps with today's step
 * marked, and the next step in words ('Next: 4 on 8 Dec').
 */
import { z } from 'zod';
import type { IsoDate } from './dates';
import { shortDate } from './dateTexts';
import type { Goal } from './goalSchemas';
import { goalForDate, isLevel, levelLabelIn, levelRank, tagName } from './goals';
import { versionOn, type GoalHistory, type GoalVersion } from './goalHistory';
import { expandPlan, type Plan } from './plans';
import { numberIn, say, type Texts } from './texts';

export { shortDate } from './dateTexts';

const PLAN_VIEW_TEXTS = {
  next: /*i18n*/ { id: 'plan.next', message: 'Next: {value} on {date}' },
  today: /*i18n*/ { id: 'goal.today', message: 'Goal today: {value}' },
  onDay: /*i18n*/ { id: 'goal.onDay', message: 'Goal on {date}: {value}' },
};

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

/** A step's height on its scale and how it reads: 4 and '4', or a level's rank and 'Low'. */
export function stepValue(
  goal: Goal,
  date: IsoDate,
  texts?: Texts,
): { value: number; label: string } {
  const value = goalForDate(goal, date);
  if (isLevel(value)) return { value: levelRank(value), label: levelLabelIn(value, texts) };
  return { value, label: numberIn(texts, value) };
}

/** The plan's staircase for `goal` (the goal it steps) on `today`. */
export function planView(goal: Goal, plan: Plan, today: IsoDate, texts?: Texts): PlanView {
  return stepsView(expandPlan(goal, plan), today, texts);
}

/**
 * The versions of the plan's staircase as the history holds them (held steps where a hold moved
 * them): the version in force on the plan's start date, from that day, then every later version.
 */
export function staircaseVersions(history: GoalHistory, plan: Plan): GoalVersion[] {
  const first = versionOn(history, plan.startDate);
  const later = history.filter((version) => version.effectiveFrom > plan.startDate);
  return [{ effectiveFrom: plan.startDate, goal: first.goal }, ...later];
}

/** The staircase of the plan as the history holds it (staircaseVersions), as its view. */
export function planStaircase(
  history: GoalHistory,
  plan: Plan,
  today: IsoDate,
  texts?: Texts,
): PlanView {
  return stepsView(staircaseVersions(history, plan), today, texts);
}

function stepsView(versions: readonly GoalVersion[], today: IsoDate, texts?: Texts): PlanView {
  let current = -1;
  versions.forEach((version, index) => {
    if (version.effectiveFrom <= today) current = index;
  });
  const steps = versions.map((version, index) => ({
    date: version.effectiveFrom,
    dateLabel: shortDate(version.effectiveFrom, texts),
    ...stepValue(version.goal, version.effectiveFrom, texts),
    isToday: index === current,
  }));
  const next = steps[current + 1];
  if (!next) return { steps, next: null };
  if (texts)
    return {
      steps,
      next: say(texts, PLAN_VIEW_TEXTS.next, {
        value: next.label,
        date: shortDate(next.date, texts),
      }),
    };
  return { steps, next: `Next: ${next.label} on ${shortDate(next.date)}` };
}

/** The Log dialog's goal line: 'Goal today: 4', or 'Goal on 3 Dec: 5' for another day. */
export function dayGoalText(goal: Goal, date: IsoDate, today: IsoDate, texts?: Texts): string {
  const value = goalForDate(goal, date);
  const shown =
    goal.goalType === 'custom_tags'
      ? tagName(goal, Number(value), texts)
      : stepValue(goal, date, texts).label;
  if (texts)
    return date === today
      ? say(texts, PLAN_VIEW_TEXTS.today, { value: shown })
      : say(texts, PLAN_VIEW_TEXTS.onDay, { date: shortDate(date, texts), value: shown });
  return date === today ? `Goal today: ${shown}` : `Goal on ${shortDate(date)}: ${shown}`;
}
