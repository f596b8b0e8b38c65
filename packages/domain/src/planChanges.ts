/**
 * What setting a plan or editing a goal under a plan changes, said before saving: how many logged
 * days a plan that starts in the past re-judges, whether a plan raises today's goal, and whether a
 * goal edit restarts the plan from the new goal or ends it.
 */
import type { IsoDate } from './dates';
import type { Goal } from './goalSchemas';
import { goalOn, sameGoal, type GoalHistory } from './goalHistory';
import { goalForDate, isLevel, levelLabelIn, levelRank } from './goals';
import { LEVELS } from './goalValues';
import { isNumberPlan, type Plan } from './plans';
import { shortDate } from './dateTexts';
import { countIn, numberIn, say, type Texts } from './texts';

const PLAN_CHANGE_TEXTS = {
  raise: /*i18n*/ {
    id: 'plan.raise',
    message: "This raises today's goal from {from} to {to}",
  },
  rejudge: /*i18n*/ {
    id: 'plan.rejudge',
    message:
      '{count, plural, one {This re-judges {n} logged day since {date}} other {This re-judges {n} logged days since {date}}}',
  },
  cannotStep: /*i18n*/ {
    id: 'plan.edit.cannotStep',
    message: 'Saving ends the taper plan: it cannot step this goal',
  },
  atEnd: /*i18n*/ {
    id: 'plan.edit.atEnd',
    message: 'Saving ends the taper plan: the new goal is already at its end ({end})',
  },
  restart: /*i18n*/ {
    id: 'plan.edit.restart',
    message: 'Saving restarts the taper plan from {from} today, down to {to}',
  },
};

/** A goal's value on its plan's scale on `date` (the amount, or the level's rank); undefined for tags. */
export function planScaleValue(goal: Goal, date: IsoDate): number | undefined {
  if (goal.goalType === 'custom_tags') return undefined;
  const value = goalForDate(goal, date);
  return isLevel(value) ? levelRank(value) : value;
}

/** A value on a goal type's scale as it reads: '3' or 'Low'. */
export function planValueLabel(goal: Goal, value: number, texts?: Texts): string {
  if (goal.goalType !== 'level') return numberIn(texts, value);
  return levelLabelIn(LEVELS[value] ?? 'none', texts);
}

function planEnd(plan: Plan): number {
  return isNumberPlan(plan) ? plan.endGoal : levelRank(plan.endLevel);
}

function planStart(plan: Plan): number {
  return isNumberPlan(plan) ? plan.startGoal : levelRank(plan.startLevel);
}

/** 'This raises today's goal from 3 to 5' when the plan starts above the goal in force today. */
export function planRaiseNote(
  goal: Goal,
  plan: Plan,
  today: IsoDate,
  texts?: Texts,
): string | null {
  const current = planScaleValue(goal, today);
  const start = planStart(plan);
  if (current === undefined || start <= current) return null;
  if (texts)
    return say(texts, PLAN_CHANGE_TEXTS.raise, {
      from: planValueLabel(goal, current, texts),
      to: planValueLabel(goal, start, texts),
    });
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
  texts?: Texts,
): RejudgeCount {
  const days = new Set(
    entries
      .filter((entry) => entry.date < today)
      .filter((entry) => !sameGoal(goalOn(previous, entry.date), goalOn(next, entry.date)))
      .map((entry) => entry.date),
  ).size;
  if (days === 0) return { days, note: null };
  if (texts)
    return {
      days,
      note: say(texts, PLAN_CHANGE_TEXTS.rejudge, {
        count: days,
        n: countIn(texts, days),
        date: shortDate(since, texts),
      }),
    };
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
export function planAfterGoalEdit(
  plan: Plan,
  goal: Goal,
  today: IsoDate,
  texts?: Texts,
): PlanAfterGoalEdit {
  const value = planScaleValue(goal, today);
  const kindFits = isNumberPlan(plan) ? goal.goalType === 'number' : goal.goalType === 'level';
  const end = planEnd(plan);
  if (value === undefined || !kindFits)
    return {
      plan: null,
      note: texts
        ? say(texts, PLAN_CHANGE_TEXTS.cannotStep)
        : 'Saving ends the taper plan: it cannot step this goal',
    };
  if (value <= end)
    return {
      plan: null,
      note: texts
        ? say(texts, PLAN_CHANGE_TEXTS.atEnd, { end: planValueLabel(goal, end, texts) })
        : `Saving ends the taper plan: the new goal is already at its end (${planValueLabel(goal, end)})`,
    };
  const restarted: Plan = isNumberPlan(plan)
    ? { ...plan, startGoal: value, startDate: today }
    : { ...plan, startLevel: LEVELS[value] ?? 'none', startDate: today };
  return {
    plan: restarted,
    note: texts
      ? say(texts, PLAN_CHANGE_TEXTS.restart, {
          from: planValueLabel(goal, value, texts),
          to: planValueLabel(goal, end, texts),
        })
      : `Saving restarts the taper plan from ${planValueLabel(goal, value)} today, down to ${planValueLabel(goal, end)}`,
  };
}
