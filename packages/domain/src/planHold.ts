/**
 * Holding a taper plan's step: when the plan is not working, its coming steps wait `days` more
 * days. The past and today keep their goals; only the days after today move. The habit screen
 * suggests holding when at least HOLD_SUGGEST_OVER_DAYS of the last 7 days were over.
 */
import { addDays, toDayNumber, type IsoDate } from './dates';
import type { DayResult } from './entries';
import { normalizedHistory, type GoalHistory, type GoalVersion } from './goalHistory';
import { comingSteps } from './goalOutlook';
import { LAST_PLAN_DAY, type Plan } from './plans';
import { countIn, say, type Texts } from './texts';

const HOLD_TEXTS = {
  suggest: /*i18n*/ {
    id: 'plan.hold.suggest',
    message: 'Over on {over} of the last 7 days: hold this step for a while?',
  },
};

export const HOLD_MIN_DAYS = 1;
export const HOLD_MAX_DAYS = 60;
/** What the 'Hold this step' control proposes. */
export const HOLD_DEFAULT_DAYS = 7;
/** Over on this many of the last 7 days, the habit screen suggests holding. */
export const HOLD_SUGGEST_OVER_DAYS = 3;

export const HOLD_MESSAGES = {
  noPlan: 'This habit has no taper plan to hold',
  ended: 'The taper plan has reached its end: there is no coming step to hold',
  pastLastDay: `Holding that long would move a step past ${LAST_PLAN_DAY}`,
} as const;

export type HoldResult =
  { ok: true; history: GoalVersion[]; plan: Plan } | { ok: false; message: string };

/**
 * The history and plan once the steps after `today` wait `days` more days. Every version in force
 * today or before stays as it is, so no past day (nor today) changes its goal.
 */
export function holdPlan(
  history: GoalHistory,
  plan: Plan | null,
  days: number,
  today: IsoDate,
): HoldResult {
  if (!plan) return { ok: false, message: HOLD_MESSAGES.noPlan };
  const coming = comingSteps(history, today);
  const last = coming[coming.length - 1];
  if (!last) return { ok: false, message: HOLD_MESSAGES.ended };
  if (toDayNumber(last.effectiveFrom) + days > toDayNumber(LAST_PLAN_DAY))
    return { ok: false, message: HOLD_MESSAGES.pastLastDay };
  const kept = history.filter((version) => version.effectiveFrom <= today);
  const moved = coming.map((version) => ({
    ...version,
    effectiveFrom: addDays(version.effectiveFrom, days),
  }));
  const startDate = plan.startDate > today ? addDays(plan.startDate, days) : plan.startDate;
  return {
    ok: true,
    history: normalizedHistory([...kept, ...moved]),
    plan: { ...plan, startDate },
  };
}

/**
 * 'Over on 3 of the last 7 days: hold this step for a while?' when a plan has a coming step and at
 * least HOLD_SUGGEST_OVER_DAYS of the 7 days ending today were over; else null. A suggestion only.
 */
export function holdSuggestion(
  history: GoalHistory,
  entries: readonly DayResult[],
  today: IsoDate,
  texts?: Texts,
): string | null {
  if (comingSteps(history, today).length === 0) return null;
  const from = addDays(today, -6);
  const overDays = new Set(
    entries
      .filter((entry) => entry.date >= from && entry.date <= today)
      .filter((entry) => entry.performance === 'over')
      .map((entry) => entry.date),
  ).size;
  if (overDays < HOLD_SUGGEST_OVER_DAYS) return null;
  if (texts) return say(texts, HOLD_TEXTS.suggest, { over: countIn(texts, overDays) });
  return `Over on ${String(overDays)} of the last 7 days: hold this step for a while?`;
}
