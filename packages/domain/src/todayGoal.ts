/**
 * Today's goal in a few words, as a summary card and a row of the summary's list show it. No zod
 * here: the summary is the web's first screen.
 */
import { addDays, type IsoDate } from './dates';
import { stepDateText } from './dateTexts';
import type { Goal } from './goalSchemas';
import { goalOn, type GoalHistory } from './goalHistory';
import { goalForDate, isBudgetGoal, isLevel, levelLabelIn, tagName } from './goals';
import { goalDescription } from './goalTexts';
import type { BudgetStatus } from './summarySchemas';
import { numberIn, say, type Texts } from './texts';

const TODAY_GOAL_TEXTS = {
  atMost: /*i18n*/ { id: 'goal.todayAtMost', message: '≤ {value} today' },
  orLess: /*i18n*/ { id: 'goal.todayOrLess', message: '{value} or less today' },
  next: /*i18n*/ { id: 'goal.todayNext', message: '{text} · {value} from {date}' },
  tomorrowAtMost: /*i18n*/ { id: 'goal.fromTomorrowAtMost', message: 'From tomorrow: ≤ {value}' },
  tomorrowOrLess: /*i18n*/ {
    id: 'goal.fromTomorrowOrLess',
    message: 'From tomorrow: {value} or less',
  },
};

/** A goal's value on `date`: '3', 'Low', or a tag's name. */
function valueText(goal: Goal, date: IsoDate, texts?: Texts): string {
  const value = goalForDate(goal, date);
  if (isLevel(value)) return levelLabelIn(value, texts);
  if (goal.goalType === 'custom_tags') return tagName(goal, value, texts);
  return numberIn(texts, value);
}

/**
 * '≤ 3 today' (a level or a tag 'Low or less today'), with a plan's next step ('≤ 3 today · 2 from
 * 3 Dec'); under a budget, its period in the budget's words ('8 of 14 used this week').
 */
export function todayGoalText(
  history: GoalHistory,
  today: IsoDate,
  budget: Pick<BudgetStatus, 'text'> | null,
  texts?: Texts,
): string {
  const goal = goalOn(history, today);
  if (isBudgetGoal(goal)) return budget?.text ?? goalDescription(goal, texts);
  const value = valueText(goal, today, texts);
  const text = texts
    ? say(texts, goal.goalType === 'number' ? TODAY_GOAL_TEXTS.atMost : TODAY_GOAL_TEXTS.orLess, {
        value,
      })
    : goal.goalType === 'number'
      ? `≤ ${value} today`
      : `${value} or less today`;
  const next = history.find((candidate) => candidate.effectiveFrom > today);
  if (!next) return text;
  const nextValue = valueText(next.goal, next.effectiveFrom, texts);
  const date = stepDateText(next.effectiveFrom, today, texts);
  if (texts) return say(texts, TODAY_GOAL_TEXTS.next, { text, value: nextValue, date });
  return `${text} · ${nextValue} from ${date}`;
}

/**
 * The card's word the day before the goal steps down (a taper plan's next step, or a change set to
 * start tomorrow): 'From tomorrow: ≤ 3'; null on other days and under a budget.
 */
export function tomorrowStepText(
  history: GoalHistory,
  today: IsoDate,
  texts?: Texts,
): string | null {
  const tomorrow = addDays(today, 1);
  const step = history.find((version) => version.effectiveFrom === tomorrow);
  if (!step || isBudgetGoal(step.goal)) return null;
  const value = valueText(step.goal, tomorrow, texts);
  const atMost = step.goal.goalType === 'number';
  if (texts)
    return say(texts, atMost ? TODAY_GOAL_TEXTS.tomorrowAtMost : TODAY_GOAL_TEXTS.tomorrowOrLess, {
      value,
    });
  return atMost ? `From tomorrow: ≤ ${value}` : `From tomorrow: ${value} or less`;
}
