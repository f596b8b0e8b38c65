/**
 * The goal as every screen that shows one says it, with a taper plan's coming steps: the habit
 * screen's line ('Goal today: 3 · next: 2 on 3 Dec · reaches 1 on 17 Dec'), a summary card's
 * 'Goal today: 3' and Manage's 'Goal: 3 daily, tapering to 1 by 17 Dec'. One function, served in
 * the habit answer, so no screen works a step out for itself.
 */
import { z } from 'zod';
import { parseIsoDate, type IsoDate } from './dates';
import type { Goal } from './goalSchemas';
import { goalOn, type GoalHistory, type GoalVersion } from './goalHistory';
import { goalForDate, isBudgetGoal, isLevel, levelLabel, tagName } from './goals';
import { goalDescription } from './goalTexts';
import { shortDate } from './planView';

export const goalOutlookSchema = z.object({
  /** 'Goal today: 3' (a level 'Goal today: Low', a tag its name). */
  today: z.string(),
  /** The habit screen's line: 'Goal today: 3 · next: 2 on 3 Dec · reaches 1 on 17 Dec'. */
  line: z.string(),
  /** Manage's goal line: 'Goal: 3 daily, tapering to 1 by 17 Dec' ('Goal: 3 daily' without steps). */
  manage: z.string(),
  /** Whether a plan has a coming step that 'Hold this step' can push later. */
  holdable: z.boolean(),
});
export type GoalOutlook = z.infer<typeof goalOutlookSchema>;

/** A goal's value on `date` as the outlook names it: '3', 'Low', or a tag's name. */
function valueText(goal: Goal, date: IsoDate): string {
  const value = goalForDate(goal, date);
  if (isLevel(value)) return levelLabel(value);
  if (goal.goalType === 'custom_tags') return tagName(goal, value);
  return String(value);
}

/** '3 Dec', with its year when that is not today's: '3 Jan 2028'. */
export function stepDateText(date: IsoDate, today: IsoDate): string {
  const { year } = parseIsoDate(date);
  return year === parseIsoDate(today).year ? shortDate(date) : `${shortDate(date)} ${String(year)}`;
}

/** The versions that take over after `today`: a plan's coming steps. */
export function comingSteps(history: GoalHistory, today: IsoDate): GoalVersion[] {
  return history.filter((version) => version.effectiveFrom > today);
}

/** The goal today and a plan's coming steps, in the words of each screen that shows a goal. */
export function goalOutlook(history: GoalHistory, today: IsoDate): GoalOutlook {
  const goal = goalOn(history, today);
  // A budget is a week's or a month's, not a day's: it says itself ('Goal: 10 a week').
  const todayText = isBudgetGoal(goal)
    ? goalDescription(goal)
    : `Goal today: ${valueText(goal, today)}`;
  const coming = comingSteps(history, today);
  const next = coming[0];
  const last = coming[coming.length - 1];
  if (!next || !last)
    return { today: todayText, line: todayText, manage: goalDescription(goal), holdable: false };
  const step = (version: GoalVersion) =>
    `${valueText(version.goal, version.effectiveFrom)} on ${stepDateText(version.effectiveFrom, today)}`;
  const parts = [todayText, `next: ${step(next)}`];
  if (last !== next) parts.push(`reaches ${step(last)}`);
  const endValue =
    last.goal.goalType === 'level'
      ? String(goalForDate(last.goal, last.effectiveFrom))
      : valueText(last.goal, last.effectiveFrom);
  return {
    today: todayText,
    line: parts.join(' · '),
    manage: `${goalDescription(goal)}, tapering to ${endValue} by ${stepDateText(last.effectiveFrom, today)}`,
    holdable: true,
  };
}

/**
 * A taper plan's course beside today's goal, 'plan: 5 → 2 by 12 Jan': today's value, the last
 * step's and its day; null without coming steps.
 */
export function planCourseText(history: GoalHistory, today: IsoDate): string | null {
  const coming = comingSteps(history, today);
  const last = coming[coming.length - 1];
  if (!last) return null;
  const goal = goalOn(history, today);
  return `plan: ${valueText(goal, today)} → ${valueText(last.goal, last.effectiveFrom)} by ${stepDateText(last.effectiveFrom, today)}`;
}
