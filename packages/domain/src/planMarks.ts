/**
 * A taper plan on the calendar: the days that start a new step ('≤ 4 from 8 Dec') and the days a
 * hold added to a step (held days), so a user sees the next step coming on the habit's calendar
 * and the summary's list.
 */
import { addDays, toDayNumber, type IsoDate } from './dates';
import { shortDate } from './dateTexts';
import { versionOn, type GoalHistory } from './goalHistory';
import type { Goal } from './goalSchemas';
import { expandPlan, type Plan } from './plans';
import { staircaseVersions, stepValue } from './planView';
import type { PlanStepMark } from './statsSchemas';
import { say, type Texts } from './texts';

const MARK_TEXTS = {
  step: /*i18n*/ { id: 'plan.mark.step', message: '≤ {value}' },
  fromToday: /*i18n*/ { id: 'plan.mark.fromToday', message: '≤ {value} from today' },
  fromDate: /*i18n*/ { id: 'plan.mark.fromDate', message: '≤ {value} from {date}' },
  held: /*i18n*/ { id: 'plan.mark.held', message: 'step held' },
};

/**
 * A plan's marks: its step days by date with their goals, and the spans a hold added (both ends
 * included). Worded only for the days a read shows (planStepOn), however many steps the plan has.
 */
export interface PlanMarks {
  steps: ReadonlyMap<IsoDate, Goal>;
  held: readonly { from: IsoDate; to: IsoDate }[];
}

export const NO_PLAN_MARKS: PlanMarks = { steps: new Map(), held: [] };

/**
 * The plan's step days as the history holds them, and its held days: where a step starts later
 * than the plan's own schedule by more than the step before it did, the days between are held.
 * A history that no longer follows the plan step for step (a goal edited since) has no held days.
 */
export function planMarks(history: GoalHistory, plan: Plan | null): PlanMarks {
  if (!plan) return NO_PLAN_MARKS;
  const staircase = staircaseVersions(history, plan);
  const steps = new Map(staircase.map((step) => [step.effectiveFrom, step.goal]));
  const scheduled = expandPlan(versionOn(history, plan.startDate).goal, plan);
  if (scheduled.length !== staircase.length) return { steps, held: [] };
  const held: { from: IsoDate; to: IsoDate }[] = [];
  let shiftBefore = 0;
  staircase.forEach((step, index) => {
    const planned = scheduled[index]?.effectiveFrom ?? step.effectiveFrom;
    const shift = toDayNumber(step.effectiveFrom) - toDayNumber(planned);
    if (shift > shiftBefore)
      held.push({ from: addDays(planned, shiftBefore), to: addDays(step.effectiveFrom, -1) });
    shiftBefore = Math.max(shift, shiftBefore);
  });
  return { steps, held };
}

/** The step a day starts, as its cell and its words say it; null on other days. */
export function planStepOn(
  marks: PlanMarks,
  date: IsoDate,
  today: IsoDate,
  texts?: Texts,
): PlanStepMark | null {
  const goal = marks.steps.get(date);
  if (!goal) return null;
  const step = { value: stepValue(goal, date, texts).label };
  if (texts)
    return {
      label: say(texts, MARK_TEXTS.step, step),
      text:
        date === today
          ? say(texts, MARK_TEXTS.fromToday, step)
          : say(texts, MARK_TEXTS.fromDate, { ...step, date: shortDate(date, texts) }),
    };
  return {
    label: `≤ ${step.value}`,
    text: date === today ? `≤ ${step.value} from today` : `≤ ${step.value} from ${shortDate(date)}`,
  };
}

/** Whether a hold kept the step before `date` going on that day. */
export function isHeldDay(marks: PlanMarks, date: IsoDate): boolean {
  return marks.held.some((span) => span.from <= date && date <= span.to);
}

/** 'step held', for a held day's description. */
export function heldDayText(texts?: Texts): string {
  return texts ? say(texts, MARK_TEXTS.held) : 'step held';
}
