/**
 * Where the values chart draws its goal line and axis: the goal as a level across each bucket,
 * its labels where it changes, and round values on the y axis.
 */
import type { HistoryBucketTotals } from '@taper/domain';
import { scaleLinear, type PickD3Scale } from '@visx/scale';
import { PROGRESS_TEXTS } from './messages';

/** The least room between two of the goal line's labels. */
const LABEL_GAP = 44;

export interface GoalPoint {
  x: number;
  y: number;
}

export interface GoalSteps {
  /** The goal up to today, a level across each bucket. */
  pastLine: GoalPoint[];
  /** The plan's coming steps, joined to the last past one. */
  plannedLine: GoalPoint[];
  /** Where each bucket's goal (or planned goal) starts, with its value. */
  starts: (GoalPoint & { goal: number })[];
}

/** The goal steps bucket by bucket: solid up to today, then the plan's coming steps. */
export function goalSteps(
  buckets: readonly HistoryBucketTotals[],
  x: PickD3Scale<'band', number, string>,
  y: PickD3Scale<'linear', number>,
): GoalSteps {
  const step = (b: HistoryBucketTotals, goal: number): GoalPoint[] => {
    const start = x(b.start) ?? 0;
    const inset = (x.step() - x.bandwidth()) / 2;
    return [
      { x: start - inset, y: y(goal) },
      { x: start - inset + x.step(), y: y(goal) },
    ];
  };
  const pastLine = buckets.flatMap((b) => (b.goal === null ? [] : step(b, b.goal)));
  const planned = buckets.flatMap((b) =>
    b.goal === null && b.plannedGoal !== null ? step(b, b.plannedGoal) : [],
  );
  const plannedLine = planned.length > 0 ? [...pastLine.slice(-1), ...planned] : [];
  const starts = buckets.flatMap((b) => {
    const goal = b.goal ?? b.plannedGoal;
    if (goal === null) return [];
    const [start] = step(b, goal);
    return start ? [{ ...start, goal }] : [];
  });
  return { pastLine, plannedLine, starts };
}

/**
 * A goal or budget in words at the habit's own precision: goals are whole numbers, so a goal that
 * is a mean of several (a week of a taper plan's steps, a day's share of a budget) reads '≈4', not
 * '4.29'. Levels and tags read as their scale names them.
 */
export function goalWords(
  label: (value: number) => string,
  wholeSteps: boolean,
): (value: number) => string {
  return (value) =>
    wholeSteps || Number.isInteger(value) ? label(value) : `≈${label(Math.round(value))}`;
}

export interface StepLabel {
  x: number;
  y: number;
  text: string;
}

/**
 * The goal line's labels: 'Goal 3' (or 'Budget 14') where it starts, then the value of each step
 * where the goal changes (a taper plan's steps, done and to come), leaving out one that would
 * crowd the label before it.
 */
export function stepLabels(
  steps: readonly { x: number; y: number; goal: number }[],
  label: (value: number) => string,
  hasBudget: boolean,
  right: number,
): StepLabel[] {
  const labels: StepLabel[] = [];
  let previous: number | null = null;
  for (const step of steps) {
    if (step.goal === previous) continue;
    previous = step.goal;
    const text =
      labels.length === 0
        ? (hasBudget ? PROGRESS_TEXTS.budgetLine : PROGRESS_TEXTS.goalLine)(label(step.goal))
        : label(step.goal);
    const last = labels.at(-1);
    if (last && step.x - last.x < LABEL_GAP + last.text.length * 4) continue;
    // Kept inside the chart: a label near the right edge would run off it.
    const x = Math.min(step.x + 2, right - text.length * 7);
    labels.push({ x, y: step.y - 5, text });
  }
  return labels;
}

export /** The y axis's values: a few round steps, whole ones only on a level or tag scale. */
function axisTicks(top: number, wholeSteps: boolean): number[] {
  const ticks = scaleLinear({ domain: [0, top] }).ticks(4);
  if (!wholeSteps) return ticks;
  const whole = ticks.filter((tick) => Number.isInteger(tick));
  return whole.length >= 2 ? whole : [0, Math.floor(top)];
}
