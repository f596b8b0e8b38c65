/**
 * A Loop frequency as a Taper goal. Loop counts a numerical habit's amounts over the frequency's
 * period (`freq_den` days; the number of times, `freq_num`, is a yes/no habit's): 'at most 10 every
 * 7 days'. Taper has a day's goal and a week's or a month's budget, so:
 *
 * - every day (x/1) is a daily goal; every 7 days (x/7) a weekly budget; every 30 or 31 days a
 *   monthly budget: the same meaning, said nowhere;
 * - any other period becomes the nearest: a daily goal when the target splits into whole days
 *   (at most 2 every 2 days: at most 1 a day), else a weekly budget for a period under 30 days and
 *   a monthly one past it, the target taken to that period and rounded (never to 0 from more):
 *   said in a warning line naming the habit and what changed.
 */
import { importPreviewMessages as previewTexts } from './i18n/importPreviewMessages';
import type { Goal } from './goalSchemas';
import type { BudgetSchedule } from './goalValues';
import { importNoteMessages as notes } from './i18n/importNoteMessages';
import { countIn, numberIn, say, type Texts } from './texts';

export type LoopFrequencyGoal =
  { ok: true; goal: Goal; warning?: string } | { ok: false; reason: string };

export const LOOP_FREQUENCY_REASON = previewTexts.loopFrequency.message;

/** A frequency's part as Loop stores it: a whole number of at least 1. */
export function loopFrequencyPart(value: unknown): number | undefined {
  const number = typeof value === 'string' && /^\s*\d{1,6}\s*$/.test(value) ? Number(value) : value;
  return typeof number === 'number' && Number.isSafeInteger(number) && number >= 1
    ? number
    : undefined;
}

/** The budget a period of days keeps exactly: 7 days a week's, 30 or 31 a month's. */
export function loopPeriodSchedule(days: number | undefined): 'daily' | BudgetSchedule | undefined {
  if (days === 1) return 'daily';
  if (days === 7) return 'weekly_budget';
  if (days === 30 || days === 31) return 'monthly_budget';
  return undefined;
}

function goalOf(schedule: 'daily' | BudgetSchedule, target: number): Goal {
  return schedule === 'daily'
    ? { goalType: 'number', goalSchedule: 'daily', dailyGoal: target }
    : { goalType: 'number', goalSchedule: schedule, budget: target };
}

/** 'at most 1 a day', 'at most 3 a week', 'at most 4 a month'. */
export function atMostText(
  schedule: 'daily' | BudgetSchedule,
  target: number,
  texts?: Texts,
): string {
  if (texts) {
    const message =
      schedule === 'daily'
        ? notes.atMostDay
        : schedule === 'weekly_budget'
          ? notes.atMostWeek
          : notes.atMostMonth;
    return say(texts, message, { target: countIn(texts, target) });
  }
  const per = schedule === 'daily' ? 'a day' : schedule === 'weekly_budget' ? 'a week' : 'a month';
  return `at most ${String(target)} ${per}`;
}

/** A whole number near `value`: rounded, but 1 rather than 0 for more than nothing. */
function nearestWhole(value: number): number {
  const rounded = Math.round(value);
  return rounded === 0 && value > 0 ? 1 : rounded;
}

/**
 * The goal of an "at most `target` every `days` days" habit (`target` already checked as a Taper
 * target, `rounded` its whole number); `name` names the habit in the warning.
 */
export function loopFrequencyGoal(
  name: string,
  target: number,
  rounded: number,
  daysValue: unknown,
  texts?: Texts,
): LoopFrequencyGoal {
  const days = loopFrequencyPart(daysValue);
  if (days === undefined) return { ok: false, reason: LOOP_FREQUENCY_REASON };
  const exact = loopPeriodSchedule(days);
  if (exact !== undefined) return { ok: true, goal: goalOf(exact, rounded) };
  const perDay = target / days;
  const schedule: 'daily' | BudgetSchedule = Number.isInteger(perDay)
    ? 'daily'
    : days < 30
      ? 'weekly_budget'
      : 'monthly_budget';
  const periodDays = schedule === 'daily' ? 1 : schedule === 'weekly_budget' ? 7 : 30;
  const value = nearestWhole(perDay * periodDays);
  return {
    ok: true,
    goal: goalOf(schedule, value),
    warning: texts
      ? say(texts, notes.frequencyBecame, {
          name,
          target: numberIn(texts, target),
          days: countIn(texts, days),
          goal: atMostText(schedule, value, texts),
        })
      : `${name}: Loop's "at most ${String(target)} every ${String(days)} days" became "${atMostText(schedule, value)}"`,
  };
}
