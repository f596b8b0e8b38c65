/**
 * Loop Habit Tracker's habit score (uhabits-core, `Score.compute` and `ScoreList.recompute`), as
 * pure rules: each day moves the score toward that day's credit by a multiplier that depends on the
 * habit's frequency. An "at most" number habit earns partial credit from the rolling sum of its
 * amounts over the frequency's window. `strength.ts` builds the days of a Taper habit; the tests
 * replay Loop's own published score tests through `scoreSeries`.
 */

/** Loop's frequencies: a daily goal, a weekly budget (1 in 7 days), a monthly one (1 in 30 days). */
export const SCORE_FREQUENCY = { daily: 1, weekly: 1 / 7, monthly: 1 / 30 } as const;

/** The score's daily multiplier for a habit of frequency `f`: `0.5^(√f / 13)`. */
export function scoreMultiplier(frequency: number): number {
  return 0.5 ** (Math.sqrt(frequency) / 13);
}

/** One day's step (Loop's `Score.compute`): the previous score moved toward the day's credit. */
export function nextScore(frequency: number, previous: number, credit: number): number {
  const multiplier = scoreMultiplier(frequency);
  return previous * multiplier + credit * (1 - multiplier);
}

/**
 * An "at most `target`" habit's credit for the rolling sum `sum` of its window: full up to the
 * target, falling linearly to 0 at twice the target, `clamp(1 − (sum − target) / target, 0, 1)`;
 * with a target of 0, any amount earns 0 and none earns 1.
 */
export function atMostCredit(sum: number, target: number): number {
  if (target > 0) return Math.min(1, Math.max(0, 1 - (sum - target) / target));
  return sum > 0 ? 0 : 1;
}

/**
 * A day as the score reads it:
 * - `amount`: a number habit's amount (logged, or an unlogged day counted as 0) and the day's
 *   target; the credit is `atMostCredit` of the window's rolling sum;
 * - `credit`: a fixed credit, 1 or 0 (a level or tag day by its result, or a past day not logged);
 *   it adds nothing to the rolling sum;
 * - `unchanged`: a skipped day, or today before anything is logged; the score stays as it was and
 *   the day adds nothing to the rolling sum.
 */
export type ScoreDay =
  | { kind: 'amount'; amount: number; target: number }
  | { kind: 'credit'; credit: number }
  | { kind: 'unchanged' };

export interface ScoreRule {
  /** The score before the first day: Taper starts at 0; Loop starts an "at most" habit at 1. */
  start: number;
  /** The habit's frequency (`SCORE_FREQUENCY`): it sets the multiplier. */
  frequency: number;
  /** How many days the rolling sum covers, today included: 1, 7 or 30. */
  windowDays: number;
}

/**
 * The amount a day adds to the rolling sum, in whole thousandths as Loop stores amounts, so the
 * sum stays exact however long the window slides; never below 0.
 */
function thousandths(amount: number): number {
  return Math.max(0, Math.round(amount * 1000));
}

/** Loop's rule one day at a time, each kind of day its own step; each answers the score after it. */
export interface ScoreWalk {
  /** A number day: its amount joins the rolling sum, whose credit moves the score. */
  amount(amount: number, target: number): number;
  /** A day of fixed credit: it adds nothing to the rolling sum. */
  credit(credit: number): number;
  /** A day that leaves the score as it was and adds nothing to the rolling sum. */
  unchanged(): number;
}

/**
 * Walks Loop's rule over the days, oldest first, without a `ScoreDay` object per day; the
 * multiplier depends on the frequency alone, so it is computed once.
 */
export function scoreWalk(rule: ScoreRule): ScoreWalk {
  const multiplier = scoreMultiplier(rule.frequency);
  const { windowDays } = rule;
  let score = rule.start;
  let rollingSum = 0;
  // The last `windowDays` days' amounts, in thousandths: what leaves the rolling sum.
  const window = new Array<number>(windowDays).fill(0);
  let index = 0;
  const slide = (amount: number) => {
    const slot = index % windowDays;
    rollingSum += amount - (window[slot] ?? 0);
    window[slot] = amount;
    index++;
  };
  // `nextScore` with the multiplier at hand.
  const moveToward = (credit: number) => {
    score = score * multiplier + credit * (1 - multiplier);
    return score;
  };
  return {
    amount(amount, target) {
      slide(thousandths(amount));
      return moveToward(atMostCredit(rollingSum / 1000, target));
    },
    credit(credit) {
      slide(0);
      return moveToward(credit);
    },
    unchanged() {
      slide(0);
      return score;
    },
  };
}

/**
 * Loop's rule one day at a time: each call takes the next day (oldest first) and answers the score
 * after it, so a long walk can be cut into pieces. `scoreSeries` is this stepper over an array.
 */
export function scoreStepper(rule: ScoreRule): (day: ScoreDay | undefined) => number {
  const walk = scoreWalk(rule);
  return (day) => {
    if (day?.kind === 'amount') return walk.amount(day.amount, day.target);
    if (day?.kind === 'credit') return walk.credit(day.credit);
    return walk.unchanged();
  };
}

/** The score after each day of `days` (oldest first), by Loop's rule. */
export function scoreSeries(days: readonly ScoreDay[], rule: ScoreRule): number[] {
  const step = scoreStepper(rule);
  return days.map((day) => step(day));
}
