/**
 * The goal as every screen that shows one says it, with a taper plan's coming steps: the habit
 * screen's line ('Goal today: 3 · next: 2 on 3 Dec · reaches 1 on 17 Dec'), a summary card's
 * 'Goal today: 3' and Manage's 'Goal: 3 daily, tapering to 1 by 17 Dec'. One function, served in
 * the habit answer, so no screen works a step out for itself.
 */
import { z } from 'zod';
import type { IsoDate } from './dates';
import { stepDateText } from './dateTexts';
import type { Goal } from './goalSchemas';
import { goalOn, type GoalHistory, type GoalVersion } from './goalHistory';
import { goalForDate, isBudgetGoal, isLevel, levelLabelIn, levelWord, tagName } from './goals';
import { goalDescription } from './goalTexts';
import { numberIn, say, type Texts } from './texts';

export { stepDateText } from './dateTexts';

const OUTLOOK_TEXTS = {
  today: /*i18n*/ { id: 'goal.today', message: 'Goal today: {value}' },
  next: /*i18n*/ { id: 'plan.outlook.next', message: 'next: {value} on {date}' },
  reaches: /*i18n*/ { id: 'plan.outlook.reaches', message: 'reaches {value} on {date}' },
  manage: /*i18n*/ { id: 'plan.outlook.manage', message: '{goal}, tapering to {value} by {date}' },
  course: /*i18n*/ { id: 'plan.course', message: 'plan: {from} → {to} by {date}' },
};

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
function valueText(goal: Goal, date: IsoDate, texts?: Texts): string {
  const value = goalForDate(goal, date);
  if (isLevel(value)) return levelLabelIn(value, texts);
  if (goal.goalType === 'custom_tags') return tagName(goal, value, texts);
  return numberIn(texts, value);
}

/** The versions that take over after `today`: a plan's coming steps. */
export function comingSteps(history: GoalHistory, today: IsoDate): GoalVersion[] {
  return history.filter((version) => version.effectiveFrom > today);
}

/** The goal today and a plan's coming steps, in the words of each screen that shows a goal. */
export function goalOutlook(history: GoalHistory, today: IsoDate, texts?: Texts): GoalOutlook {
  if (texts) return goalOutlookIn(history, today, texts);
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

function goalOutlookIn(history: GoalHistory, today: IsoDate, texts: Texts): GoalOutlook {
  const goal = goalOn(history, today);
  const todayText = isBudgetGoal(goal)
    ? goalDescription(goal, texts)
    : say(texts, OUTLOOK_TEXTS.today, { value: valueText(goal, today, texts) });
  const coming = comingSteps(history, today);
  const next = coming[0];
  const last = coming[coming.length - 1];
  const manage = goalDescription(goal, texts);
  if (!next || !last) return { today: todayText, line: todayText, manage, holdable: false };
  const step = (version: GoalVersion) => ({
    value: valueText(version.goal, version.effectiveFrom, texts),
    date: stepDateText(version.effectiveFrom, today, texts),
  });
  const parts = [todayText, say(texts, OUTLOOK_TEXTS.next, step(next))];
  if (last !== next) parts.push(say(texts, OUTLOOK_TEXTS.reaches, step(last)));
  const endValue =
    last.goal.goalType === 'level'
      ? levelWord(String(goalForDate(last.goal, last.effectiveFrom)), texts)
      : valueText(last.goal, last.effectiveFrom, texts);
  return {
    today: todayText,
    line: parts.join(' · '),
    manage: say(texts, OUTLOOK_TEXTS.manage, {
      goal: manage,
      value: endValue,
      date: stepDateText(last.effectiveFrom, today, texts),
    }),
    holdable: true,
  };
}

/**
 * A taper plan's course beside today's goal, 'plan: 5 → 2 by 12 Jan': today's value, the last
 * step's and its day; null without coming steps.
 */
export function planCourseText(history: GoalHistory, today: IsoDate, texts?: Texts): string | null {
  const coming = comingSteps(history, today);
  const last = coming[coming.length - 1];
  if (!last) return null;
  const goal = goalOn(history, today);
  if (texts)
    return say(texts, OUTLOOK_TEXTS.course, {
      from: valueText(goal, today, texts),
      to: valueText(last.goal, last.effectiveFrom, texts),
      date: stepDateText(last.effectiveFrom, today, texts),
    });
  return `plan: ${valueText(goal, today)} → ${valueText(last.goal, last.effectiveFrom)} by ${stepDateText(last.effectiveFrom, today)}`;
}
