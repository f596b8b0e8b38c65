/**
 * Habit strength: Loop Habit Tracker's score (loopScore.ts), day by day, so one bad day dents it and
 * a run of good days builds it back. A number habit earns Loop's "at most" partial credit on the
 * day's amount against the day's goal (an amount up to the goal earns 1, twice the goal or more 0);
 * a level or tag habit earns 1 for a success and 0 otherwise. Unlike Loop it starts at 0, not 1: a
 * new habit has no strength yet, and a score that starts full and falls reads as failing to people
 * who have not failed (`start` lets the tests replay Loop's).
 */
import { z } from 'zod';
import type { IsoDate } from './dates';
import { consecutiveDates, fromDayNumber, toDayNumber } from './dates';
import type { LoggedDay } from './entries';
import { isSkipped, isSuccess } from './entries';
import { asHistory, goalOn, type GoalHistory } from './goalHistory';
import type { Goal } from './goalSchemas';
import { entryOnScale, goalOnScale } from './judge';
import { scoreMultiplier, scoreWalk, SCORE_FREQUENCY } from './loopScore';

/** A daily habit's multiplier: the score's half-life is 13 days. */
export const STRENGTH_MULTIPLIER = scoreMultiplier(SCORE_FREQUENCY.daily);

/** Taper's score before a habit's first day (Loop starts an "at most" habit at 1). */
export const STRENGTH_START = 0;

/** The longest range one strength or history request may ask for (ten years and a bit). */
export const MAX_RANGE_DAYS = 3660;

export const strengthPointSchema = z.object({
  date: z.string(),
  /** The score after that day, in [0, 1], rounded to 4 decimals. */
  score: z.number().min(0).max(1),
});
export type StrengthPoint = z.infer<typeof strengthPointSchema>;

export interface StrengthOptions {
  /** The habit's first day: the earlier of its creation day and its first entry. */
  firstDay: IsoDate;
  today: IsoDate;
  /**
   * The habit's goal or goal history. Number goals score the day's amount by Loop's "at most"
   * credit; level and tag goals, and every day when omitted, score 1 for a success and 0 otherwise.
   */
  goals?: Goal | GoalHistory;
  /** The score before the first day: `STRENGTH_START` unless told (Loop's tests use 1). */
  start?: number;
}

/** A Monday, to read a goal's target per weekday once rather than per day. */
const A_MONDAY = toDayNumber('2024-01-01');

/** A goal version as the walk reads it: from its first day on, its target per weekday. */
interface WalkedVersion {
  from: number;
  goal: Goal;
  /** Its target on each weekday from Monday, read when first asked (a target depends on the weekday alone). */
  targets: number[] | undefined;
}

/**
 * The goal in force on each day of a walk and its target that day, read with one pointer through
 * the sorted history by day number (no date text per day).
 */
function goalWalker(history: GoalHistory | undefined) {
  const versions: WalkedVersion[] = (history ?? []).map((version) => ({
    from: toDayNumber(version.effectiveFrom),
    goal: version.goal,
    targets: undefined,
  }));
  let index = 0;
  return {
    goalOn(day: number): WalkedVersion | undefined {
      while (index + 1 < versions.length && (versions[index + 1]?.from ?? day) <= day) index++;
      return versions[index];
    },
    targetOn(version: WalkedVersion, day: number): number {
      version.targets ??= [0, 1, 2, 3, 4, 5, 6].map((weekday) =>
        goalOnScale(version.goal, fromDayNumber(A_MONDAY + weekday)),
      );
      return version.targets[(((day - A_MONDAY) % 7) + 7) % 7] ?? 0;
    },
  };
}

function rounded(score: number): number {
  return Math.round(score * 10_000) / 10_000;
}

/** The habit's first day: its creation day, or an earlier first entry (a back-filled history). */
export function habitFirstDay(createdOn: IsoDate, entries: readonly LoggedDay[]): IsoDate {
  let first = createdOn;
  for (const entry of entries) if (entry.date < first) first = entry.date;
  return first;
}

/**
 * Each day's entry from `first` to `last`, at its distance from `first`, so a walk over the days
 * reads an array slot, not a map. The later entry of a day wins, as a later save would.
 */
function entriesByDayFrom(
  entries: readonly LoggedDay[],
  first: number,
  last: number,
): (LoggedDay | undefined)[] {
  const byDay = new Array<LoggedDay | undefined>(Math.max(0, last - first + 1));
  for (const entry of entries) {
    const day = toDayNumber(entry.date);
    if (day >= first && day <= last) byDay[day - first] = entry;
  }
  return byDay;
}

/**
 * Loop's frequency and rolling window for the habit's goal today (Loop gives a habit one frequency):
 * a weekly budget scores each day's last 7 days against it at frequency 1/7, a monthly one the last
 * 30 days at 1/30; any other goal is daily, its window the day alone.
 */
function scoreWindowOf(goal: Goal | undefined): { frequency: number; windowDays: number } {
  if (goal?.goalSchedule === 'weekly_budget')
    return { frequency: SCORE_FREQUENCY.weekly, windowDays: 7 };
  if (goal?.goalSchedule === 'monthly_budget')
    return { frequency: SCORE_FREQUENCY.monthly, windowDays: 30 };
  return { frequency: SCORE_FREQUENCY.daily, windowDays: 1 };
}

/**
 * The score walked day by day from the habit's first day to `last`: each call takes the next day
 * number (the first day, then the day after, …) and answers the score after it. A skipped day, and
 * today without an entry, leave it unchanged; a past day without an entry earns 0; a number goal's
 * logged amount earns Loop's partial credit against the day's goal; any other result earns 1 for a
 * success, else 0.
 */
function strengthWalker(
  entries: readonly LoggedDay[],
  options: StrengthOptions,
  last: number,
): (day: number) => number {
  const firstDay = toDayNumber(options.firstDay);
  const byDay = entriesByDayFrom(entries, firstDay, last);
  const today = toDayNumber(options.today);
  const history = options.goals === undefined ? undefined : asHistory(options.goals);
  const goals = goalWalker(history);
  const walk = scoreWalk({
    start: options.start ?? STRENGTH_START,
    ...scoreWindowOf(history === undefined ? undefined : goalOn(history, options.today)),
  });
  return (day) => {
    const entry = byDay[day - firstDay];
    if (entry === undefined) return day === today ? walk.unchanged() : walk.credit(0);
    if (isSkipped(entry)) return walk.unchanged();
    const version = goals.goalOn(day);
    if (version?.goal.goalType === 'number') {
      const amount = entryOnScale(version.goal, entry);
      if (amount !== undefined) return walk.amount(amount, goals.targetOn(version, day));
    }
    return walk.credit(isSuccess(entry) ? 1 : 0);
  };
}

/**
 * The score after each day of `from`…`to` that lies between the habit's first day and today, in
 * date order. Days before the first day and after today have no score and are left out.
 */
export function habitStrength(
  entries: readonly LoggedDay[],
  range: { from: IsoDate; to: IsoDate },
  options: StrengthOptions,
): StrengthPoint[] {
  const firstDay = toDayNumber(options.firstDay);
  const from = toDayNumber(range.from);
  const last = Math.min(toDayNumber(range.to), toDayNumber(options.today));
  const walk = strengthWalker(entries, options, last);
  const points: StrengthPoint[] = [];
  const dateOf = consecutiveDates(Math.max(firstDay, from));
  for (let day = firstDay; day <= last; day++) {
    const score = walk(day);
    if (day >= from) points.push({ date: dateOf(), score: rounded(score) });
  }
  return points;
}

/**
 * `habitStrength`'s points handed out a piece at a time: every `daysPerPiece` days walked (from the
 * habit's first day, so the days before `from` count too) yields the points of those days, maybe
 * none. A caller that pauses between pieces walks a century of days without holding up others.
 */
export function* habitStrengthPieces(
  entries: readonly LoggedDay[],
  range: { from: IsoDate; to: IsoDate },
  options: StrengthOptions,
  daysPerPiece = 500,
): Generator<StrengthPoint[], void, undefined> {
  const firstDay = toDayNumber(options.firstDay);
  const from = toDayNumber(range.from);
  const last = Math.min(toDayNumber(range.to), toDayNumber(options.today));
  const walk = strengthWalker(entries, options, last);
  const size = Math.max(1, Math.floor(daysPerPiece));
  const dateOf = consecutiveDates(Math.max(firstDay, from));
  for (let start = firstDay; start <= last; start += size) {
    const points: StrengthPoint[] = [];
    for (let day = start; day < start + size && day <= last; day++) {
      const score = walk(day);
      if (day >= from) points.push({ date: dateOf(), score: rounded(score) });
    }
    yield points;
  }
}

/** The score after today, as a whole percent: what the habit screen and a summary card show. */
export function strengthPercent(entries: readonly LoggedDay[], options: StrengthOptions): number {
  const today = toDayNumber(options.today);
  const firstDay = toDayNumber(options.firstDay);
  if (firstDay > today) return 0;
  const walk = strengthWalker(entries, options, today);
  let score = STRENGTH_START;
  for (let day = firstDay; day <= today; day++) score = walk(day);
  return Math.round(rounded(score) * 100);
}
