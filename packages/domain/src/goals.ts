/**
 * The habit's goal (SPEC §3, §4): its kinds, defaults and the value that applies on a day. This
 * module and its schemas (goalSchemas.ts) own the goal: the database stores a `Goal` as it is, the
 * API validates requests and presents habits with those schemas, and the web's forms are built
 * from them. The rules here need no zod, so a screen that only reads goals does not load it.
 *
 * A goal is one of six kinds: a goal type (number, level or custom tags) on a schedule (the same
 * every day, or one goal per weekday). Each kind has exactly the fields it uses.
 */
import type { IsoDate } from './dates';
import { weekdayOf } from './dates';
import type { Goal } from './goalSchemas';
import type { BudgetGoal } from './goalSchemas';
import {
  GOAL_DEFAULTS,
  isBudgetSchedule,
  LEVELS,
  PER_WEEKDAY_SCHEDULES,
  type Level,
} from './goalValues';
import { say, type Texts } from './texts';

export const DEFAULT_GOAL: Goal = {
  goalType: GOAL_DEFAULTS.goalType,
  goalSchedule: GOAL_DEFAULTS.goalSchedule,
  dailyGoal: GOAL_DEFAULTS.dailyGoal,
};

// ---------- reading a goal ----------

/**
 * A goal as the rules read it on one day: a number for number goals, a level name for level goals,
 * and a tag's position (1 = best) for custom tags.
 */
export type GoalValue = number | Level;

export function isLevel(value: unknown): value is Level {
  return typeof value === 'string' && (LEVELS as readonly string[]).includes(value);
}

const LEVEL_TEXTS = {
  label: /*i18n*/ {
    id: 'level.label',
    message:
      '{level, select, none {None} low {Low} moderate {Moderate} high {High} other {{level}}}',
  },
  word: /*i18n*/ {
    id: 'level.word',
    message:
      '{level, select, none {none} low {low} moderate {moderate} high {high} other {{level}}}',
  },
  tag: /*i18n*/ { id: 'goal.tagFallback', message: 'Tag {position}' },
};

/** A level as the screens write it: 'None', 'Low', 'Moderate', 'High'. */
export function levelLabel(level: Level): string {
  return level.charAt(0).toUpperCase() + level.slice(1);
}

/** `levelLabel` in the language of `texts` ('Keine', 'Niedrig', …); English without. */
export function levelLabelIn(level: Level, texts: Texts | undefined): string {
  return texts ? say(texts, LEVEL_TEXTS.label, { level }) : levelLabel(level);
}

/** A level as a goal line writes it inside a sentence: 'moderate' ('mittel'). */
export function levelWord(level: string, texts?: Texts): string {
  if (texts) return say(texts, LEVEL_TEXTS.word, { level });
  return level;
}

/** none = 0 < low = 1 < moderate = 2 < high = 3. */
export function levelRank(level: Level): number {
  return LEVELS.indexOf(level);
}

/** Per-weekday goals apply to `custom_daily` and to `weekly` (SPEC §4). */
export function hasPerWeekdayGoals(goal: Pick<Goal, 'goalSchedule'>): boolean {
  return (PER_WEEKDAY_SCHEDULES as readonly string[]).includes(goal.goalSchedule);
}

/** A weekly or monthly budget (issue 31): judged on its period's running total, not day by day. */
export function isBudgetGoal(goal: Goal): goal is BudgetGoal {
  return isBudgetSchedule(goal.goalSchedule);
}

/**
 * The goal that applies on `date`: that weekday's goal, or the goal of every day; for a budget, the
 * budget of the period `date` is in (a day alone never has more to spend than that).
 */
export function goalForDate(goal: Goal, date: IsoDate): GoalValue {
  switch (goal.goalType) {
    case 'number':
      if (goal.goalSchedule === 'daily') return goal.dailyGoal;
      if (isBudgetGoal(goal)) return goal.budget;
      return goal.weeklyGoals[weekdayOf(date)];
    case 'level':
      return goal.goalSchedule === 'daily' ? goal.levelGoal : goal.weeklyGoals[weekdayOf(date)];
    case 'custom_tags':
      return Number(
        goal.goalSchedule === 'daily' ? goal.levelGoal : goal.weeklyGoals[weekdayOf(date)],
      );
  }
}

/** The number of tags a goal offers: its tags for custom tags, else none. */
export function tagCountOf(goal: Goal): number {
  return goal.goalType === 'custom_tags' ? goal.customTags.length : 0;
}

/** The name of tag `position` (1-based), as the user typed it; 'Tag N' where there is none. */
export function tagName(goal: Goal, position: number, texts?: Texts): string {
  const name = goal.goalType === 'custom_tags' ? goal.customTags[position - 1] : undefined;
  if (name === undefined && texts) return say(texts, LEVEL_TEXTS.tag, { position });
  return name ?? `Tag ${position}`;
}
