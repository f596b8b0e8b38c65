/**
 * The goal's texts (SPEC §2): the Manage Habits goal line and the Weekly Summary's target.
 */
import type { IsoDate } from './dates';
import { WEEKDAYS, type Weekday } from './constants';
import type { BudgetGoal, Goal } from './goalSchemas';
import { addDays, daysInMonth, parseIsoDate } from './dates';
import { asHistory, goalOn, type GoalHistory } from './goalHistory';
import { goalForDate, hasPerWeekdayGoals, isBudgetGoal, levelWord, tagName } from './goals';
import { intlDate } from './dateTexts';
import { amountIn, listSeparator, say, type Texts } from './texts';

const GOAL_TEXTS = {
  days: /*i18n*/ {
    id: 'goal.dayCount',
    message: '{count, plural, one {{n} day} other {{n} days}}',
  },
  everyDay: /*i18n*/ { id: 'goal.everyDay', message: '{value} every day' },
  weekdaysWeekend: /*i18n*/ {
    id: 'goal.weekdaysWeekend',
    message: '{weekdays} on weekdays, {weekend} at weekends',
  },
  line: /*i18n*/ { id: 'goal.line', message: 'Goal: {goal}' },
  daily: /*i18n*/ { id: 'goal.line.daily', message: 'Goal: {goal} daily' },
  levelDaily: /*i18n*/ { id: 'goal.line.levelDaily', message: 'Goal: {level} level daily' },
  budget: /*i18n*/ {
    id: 'goal.budget',
    message: '{period, select, week {at most {amount} a week} other {at most {amount} a month}}',
  },
  keepUnder: /*i18n*/ {
    id: 'goal.target.keepUnder',
    message: '{period, select, week {Keep under {amount}/week} other {Keep under {amount}/month}}',
  },
  levelsByDay: /*i18n*/ { id: 'goal.target.levelsByDay', message: 'Stay at or below: {goals}' },
  tagsByDay: /*i18n*/ { id: 'goal.target.tagsByDay', message: 'Stay at or better: {goals}' },
  level: /*i18n*/ { id: 'goal.target.level', message: 'Stay at {level} level or below' },
  tag: /*i18n*/ { id: 'goal.target.tag', message: 'Stay at {tag} or better' },
};

/** An amount for display: at most one decimal, no trailing '.0' ('2.5', '3'; '2,5' in German). */
export function formatAmount(value: number, texts?: Texts): string {
  return amountIn(texts, value);
}

/** '1 day', '2 days' ('1 Tag', '2 Tage'). */
export function dayCount(days: number, texts?: Texts): string {
  if (texts) return say(texts, GOAL_TEXTS.days, { count: days, n: amountIn(texts, days) });
  return `${days} ${days === 1 ? 'day' : 'days'}`;
}

/** A goal value as a goal text names it: '2', 'moderate', or the tag's name as the user spelled it. */
function goalValueText(goal: Goal, value: number | string, texts?: Texts): string {
  if (goal.goalType === 'number') return formatAmount(Number(value), texts);
  if (goal.goalType === 'level') return levelWord(String(value), texts);
  return tagName(goal, Number(value), texts);
}

const WEEKEND: readonly Weekday[] = ['saturday', 'sunday'];

/** A weekday's short name, 'Mon' ('Mo.' in German): a day of the first week of 2024. */
function weekdayShort(day: Weekday, texts?: Texts): string {
  if (!texts || texts.locale === 'en') return `${day.charAt(0).toUpperCase()}${day.slice(1, 3)}`;
  return intlDate(texts, `2024-01-0${String(WEEKDAYS.indexOf(day) + 1)}`, { weekday: 'short' });
}

/** Per-weekday goals' values, each the same on every day, or undefined. */
function sameEveryDay(goal: Goal, texts?: Texts): string | undefined {
  if (goal.goalSchedule === 'daily' || isBudgetGoal(goal)) return undefined;
  const values = WEEKDAYS.map((day) => goalValueText(goal, goal.weeklyGoals[day], texts));
  const [first] = values;
  return values.every((text) => text === first) ? first : undefined;
}

/**
 * Per-weekday goals as they are: '2 every day', '2 on weekdays, 4 at weekends', or day by day
 * ('Mon 1, Tue 2, …') when neither fits.
 */
export function weekdayGoalsText(goal: Goal, texts?: Texts): string {
  if (goal.goalSchedule === 'daily' || isBudgetGoal(goal)) return '';
  const values = WEEKDAYS.map((day) => goalValueText(goal, goal.weeklyGoals[day], texts));
  const every = sameEveryDay(goal, texts);
  if (every !== undefined)
    return texts ? say(texts, GOAL_TEXTS.everyDay, { value: every }) : `${every} every day`;
  const weekdays = values.filter((_, i) => !WEEKEND.includes(WEEKDAYS[i] as Weekday));
  const weekend = values.filter((_, i) => WEEKEND.includes(WEEKDAYS[i] as Weekday));
  if (new Set(weekdays).size === 1 && new Set(weekend).size === 1) {
    const [onWeekdays = '', atWeekends = ''] = [weekdays[0], weekend[0]];
    return texts
      ? say(texts, GOAL_TEXTS.weekdaysWeekend, { weekdays: onWeekdays, weekend: atWeekends })
      : `${onWeekdays} on weekdays, ${atWeekends} at weekends`;
  }
  return WEEKDAYS.map((day, i) => `${weekdayShort(day, texts)} ${values[i] ?? ''}`).join(
    listSeparator(texts),
  );
}

/**
 * The goal line of a Manage Habits card (SPEC §2):
 * - per-weekday schedules: the goals as they are ('Goal: 2 on weekdays, 4 at weekends');
 * - daily number goals: 'Goal: {n} daily';
 * - daily level goals: 'Goal: {level} level daily';
 * - daily custom tags: 'Goal: {tag name} level daily' (SPEC has no tag text, so the tag takes the
 *   level's place).
 */
export function goalDescription(goal: Goal, texts?: Texts): string {
  if (texts) return goalDescriptionIn(goal, texts);
  if (isBudgetGoal(goal)) return `Goal: ${budgetText(goal)}`;
  if (goal.goalSchedule !== 'daily') return `Goal: ${weekdayGoalsText(goal)}`;
  if (goal.goalType === 'number') return `Goal: ${goal.dailyGoal} daily`;
  if (goal.goalType === 'level') return `Goal: ${goal.levelGoal} level daily`;
  return `Goal: ${tagName(goal, Number(goal.levelGoal))} level daily`;
}

function goalDescriptionIn(goal: Goal, texts: Texts): string {
  if (isBudgetGoal(goal)) return say(texts, GOAL_TEXTS.line, { goal: budgetText(goal, texts) });
  if (goal.goalSchedule !== 'daily')
    return say(texts, GOAL_TEXTS.line, { goal: weekdayGoalsText(goal, texts) });
  if (goal.goalType === 'number')
    return say(texts, GOAL_TEXTS.daily, { goal: amountIn(texts, goal.dailyGoal) });
  const level =
    goal.goalType === 'level'
      ? levelWord(goal.levelGoal, texts)
      : tagName(goal, Number(goal.levelGoal), texts);
  return say(texts, GOAL_TEXTS.levelDaily, { level });
}

/** A budget as a goal line says it: 'at most 14 a week', 'at most 60 a month'. */
export function budgetText(goal: BudgetGoal, texts?: Texts): string {
  const per = goal.goalSchedule === 'weekly_budget' ? 'week' : 'month';
  if (texts)
    return say(texts, GOAL_TEXTS.budget, { period: per, amount: formatAmount(goal.budget, texts) });
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
export function weeklyTargetText(
  goalOrHistory: Goal | GoalHistory,
  today: IsoDate,
  texts?: Texts,
): string {
  const history = asHistory(goalOrHistory);
  const goal = goalOn(history, today);
  if (texts) return weeklyTargetIn(history, goal, today, texts);
  if (isBudgetGoal(goal))
    return `Keep under ${formatAmount(goal.budget)}/${goal.goalSchedule === 'weekly_budget' ? 'week' : 'month'}`;
  if (goal.goalType === 'number')
    return `Keep under ${formatAmount(weekGoalSum(history, today))}/week`;
  if (hasPerWeekdayGoals(goal) && sameEveryDay(goal) === undefined) {
    const bound = goal.goalType === 'level' ? 'Stay at or below' : 'Stay at or better';
    return `${bound}: ${weekdayGoalsText(goal)}`;
  }
  const value = goalForDate(goal, today);
  if (goal.goalType === 'level') return `Stay at ${String(value)} level or below`;
  return `Stay at ${tagName(goal, Number(value))} or better`;
}

function weeklyTargetIn(history: GoalHistory, goal: Goal, today: IsoDate, texts: Texts): string {
  if (isBudgetGoal(goal))
    return say(texts, GOAL_TEXTS.keepUnder, {
      period: goal.goalSchedule === 'weekly_budget' ? 'week' : 'month',
      amount: formatAmount(goal.budget, texts),
    });
  if (goal.goalType === 'number')
    return say(texts, GOAL_TEXTS.keepUnder, {
      period: 'week',
      amount: formatAmount(weekGoalSum(history, today), texts),
    });
  if (hasPerWeekdayGoals(goal) && sameEveryDay(goal) === undefined)
    return say(texts, goal.goalType === 'level' ? GOAL_TEXTS.levelsByDay : GOAL_TEXTS.tagsByDay, {
      goals: weekdayGoalsText(goal, texts),
    });
  const value = goalForDate(goal, today);
  if (goal.goalType === 'level')
    return say(texts, GOAL_TEXTS.level, { level: levelWord(String(value), texts) });
  return say(texts, GOAL_TEXTS.tag, { tag: tagName(goal, Number(value), texts) });
}
