/**
 * Habits with varied goals, goal histories and entries, from a seed: the data the tests compare
 * two ways of computing the same answer on (a walk over the whole history against one over the
 * part asked, or a plain walk against a faster one).
 */
import { WEEKDAYS } from '../constants';
import { addDays } from '../dates';
import type { GoalHistory } from '../goalHistory';
import type { Goal } from '../goalSchemas';
import { LEVELS, TAG_POSITIONS } from '../goalValues';
import type { StatsEntry } from '../stats';
import type { UnloggedDays } from '../unloggedDays';

/** A small seeded generator (mulberry32): the same seed gives the same habit. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface RandomHabit {
  history: GoalHistory;
  entries: StatsEntry[];
  createdOn: string;
  today: string;
  unloggedDays: UnloggedDays;
  /** An entered baseline, or null (measured). */
  baseline: number | null;
}

const TODAY = '2025-03-15';

function pick<T>(random: () => number, values: readonly T[]): T {
  const value = values[Math.floor(random() * values.length)];
  if (value === undefined) throw new Error('pick from an empty list');
  return value;
}

function int(random: () => number, max: number): number {
  return Math.floor(random() * (max + 1));
}

function perWeekday<T>(value: () => T): Record<(typeof WEEKDAYS)[number], T> {
  return Object.fromEntries(WEEKDAYS.map((day) => [day, value()])) as Record<
    (typeof WEEKDAYS)[number],
    T
  >;
}

export function randomGoal(random: () => number, type: Goal['goalType']): Goal {
  const perDay = random() < 0.3;
  const schedule = pick(random, ['custom_daily', 'weekly'] as const);
  if (type === 'level') {
    return perDay
      ? {
          goalType: 'level',
          goalSchedule: schedule,
          weeklyGoals: perWeekday(() => pick(random, LEVELS)),
        }
      : { goalType: 'level', goalSchedule: 'daily', levelGoal: pick(random, LEVELS) };
  }
  if (type === 'custom_tags') {
    const customTags = ['Calm', 'Busy', 'Rough', 'Awful'].slice(0, 2 + int(random, 2));
    const position = () => pick(random, TAG_POSITIONS.slice(0, customTags.length));
    return perDay
      ? {
          goalType: 'custom_tags',
          goalSchedule: schedule,
          customTags,
          weeklyGoals: perWeekday(position),
        }
      : { goalType: 'custom_tags', goalSchedule: 'daily', customTags, levelGoal: position() };
  }
  const kind = random();
  if (kind < 0.25)
    return {
      goalType: 'number',
      goalSchedule: pick(random, ['weekly_budget', 'monthly_budget'] as const),
      budget: int(random, 40),
    };
  if (kind < 0.5)
    return {
      goalType: 'number',
      goalSchedule: schedule,
      weeklyGoals: perWeekday(() => int(random, 5)),
    };
  return { goalType: 'number', goalSchedule: 'daily', dailyGoal: int(random, 5) };
}

const PERFORMANCES = ['success', 'success', 'success', 'over', 'warning', 'skipped'] as const;

/**
 * A habit of one goal type with one to four goal versions (some to come, as a taper plan's steps),
 * created some days before today, entries from before its creation (a back-filled history) to a few
 * days after today, with gaps, runs of skipped days and fractional amounts.
 */
export function randomHabit(random: () => number, options: { days?: number } = {}): RandomHabit {
  const days = options.days ?? 30 + int(random, 700);
  const today = TODAY;
  const type = pick(random, ['number', 'number', 'number', 'level', 'custom_tags'] as const);
  const createdOn = addDays(today, -int(random, days));
  const firstLogged = addDays(today, -days);
  const versions = 1 + int(random, 3);
  const history = Array.from({ length: versions }, (_, index) => ({
    effectiveFrom: index === 0 ? createdOn : addDays(firstLogged, int(random, days + 60) + index),
    goal: randomGoal(random, type),
  })).sort((a, b) =>
    a.effectiveFrom < b.effectiveFrom ? -1 : a.effectiveFrom > b.effectiveFrom ? 1 : 0,
  );
  const gapRate = random() * 0.5;
  const skipRate = random() * 0.15;
  const entries: StatsEntry[] = [];
  // Sometimes the first days are all skipped, or all without an amount.
  const leadingSkips = random() < 0.2 ? int(random, 20) : 0;
  for (let offset = 0; offset <= days + int(random, 3); offset++) {
    if (random() < gapRate) continue;
    const date = addDays(firstLogged, offset);
    const skipped = offset < leadingSkips || random() < skipRate;
    const performance = skipped ? 'skipped' : pick(random, PERFORMANCES);
    const amount =
      random() < 0.1 ? null : pick(random, [0, 1, 2, 3, 4, 5, 0.5, 1 / 3, 0.1 + 0.2, 7.25]);
    entries.push({
      id: entries.length + 1,
      date,
      performance,
      actualValue: performance === 'skipped' || type !== 'number' ? null : amount,
      levelValue:
        performance === 'skipped' || type === 'number'
          ? null
          : type === 'level'
            ? pick(random, LEVELS)
            : String(1 + int(random, 1)),
      note: random() < 0.05 ? 'a note' : null,
    });
  }
  return {
    history,
    entries,
    createdOn,
    today,
    unloggedDays: random() < 0.4 ? 'zero' : 'not_logged',
    baseline: random() < 0.25 ? pick(random, [0, 1.5, 3, 10]) : null,
  };
}
