/**
 * Today's goal in a few words, as a summary card and a row of the summary's list show it. No zod
 * here: the summary is the web's first screen.
 */
import { parseIsoDate, type IsoDate } from './dates';
import { monthName } from './dateTexts';
import type { Goal } from './goalSchemas';
import { goalOn, type GoalHistory } from './goalHistory';
import { goalForDate, isBudgetGoal, isLevel, levelLabel, tagName } from './goals';
import { goalDescription } from './goalTexts';
import type { BudgetStatus } from './summarySchemas';

/** A goal's value on `date`: '3', 'Low', or a tag's name. */
function valueText(goal: Goal, date: IsoDate): string {
  const value = goalForDate(goal, date);
  if (isLevel(value)) return levelLabel(value);
  if (goal.goalType === 'custom_tags') return tagName(goal, value);
  return String(value);
}

/** '3 Dec', with its year when that is not today's: '3 Jan 2028'. */
function stepDate(date: IsoDate, today: IsoDate): string {
  const { year, month, day } = parseIsoDate(date);
  const short = `${day} ${monthName(month).slice(0, 3)}`;
  return year === parseIsoDate(today).year ? short : `${short} ${String(year)}`;
}

/**
 * '≤ 3 today' (a level or a tag 'Low or less today'), with a plan's next step ('≤ 3 today · 2 from
 * 3 Dec'); under a budget, its period in the budget's words ('8 of 14 used this week').
 */
export function todayGoalText(
  history: GoalHistory,
  today: IsoDate,
  budget: Pick<BudgetStatus, 'text'> | null,
): string {
  const goal = goalOn(history, today);
  if (isBudgetGoal(goal)) return budget?.text ?? goalDescription(goal);
  const value = valueText(goal, today);
  const text = goal.goalType === 'number' ? `≤ ${value} today` : `${value} or less today`;
  const next = history.find((candidate) => candidate.effectiveFrom > today);
  if (!next) return text;
  return `${text} · ${valueText(next.goal, next.effectiveFrom)} from ${stepDate(next.effectiveFrom, today)}`;
}
