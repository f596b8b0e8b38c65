/**
 * The strength walk written plainly, a date text per day and each day's target read from its goal:
 * the oracle that strength.ts's walk (by day numbers, targets read once per weekday) is held to,
 * score for score.
 */
import type { IsoDate } from '../dates';
import { fromDayNumber, toDayNumber } from '../dates';
import type { LoggedDay } from '../entries';
import { isSkipped, isSuccess } from '../entries';
import { asHistory, goalOn, type GoalHistory } from '../goalHistory';
import type { Goal } from '../goalSchemas';
import { entryOnScale, goalOnScale } from '../judge';
import { scoreStepper, SCORE_FREQUENCY, type ScoreDay } from '../loopScore';
import { STRENGTH_START, type StrengthOptions, type StrengthPoint } from '../strength';

/** The goal in force on each day of a walk, read with one pointer through the sorted history. */
function goalWalker(history: GoalHistory | undefined): (date: IsoDate) => Goal | undefined {
  let index = 0;
  return (date) => {
    if (history === undefined) return undefined;
    while (index + 1 < history.length && (history[index + 1]?.effectiveFrom ?? date) <= date) {
      index++;
    }
    return history[index]?.goal;
  };
}

/**
 * One day as the score reads it: a skipped day, and today without an entry, leave it unchanged; a
 * past day without an entry earns 0; a number goal's logged amount earns Loop's partial credit
 * against the day's goal; any other result earns 1 for a success, else 0.
 */
function scoreDay(
  date: IsoDate,
  entry: LoggedDay | undefined,
  isToday: boolean,
  goal: Goal | undefined,
): ScoreDay {
  if (entry === undefined) return isToday ? { kind: 'unchanged' } : { kind: 'credit', credit: 0 };
  if (isSkipped(entry)) return { kind: 'unchanged' };
  if (goal?.goalType === 'number') {
    const amount = entryOnScale(goal, entry);
    if (amount !== undefined) return { kind: 'amount', amount, target: goalOnScale(goal, date) };
  }
  return { kind: 'credit', credit: isSuccess(entry) ? 1 : 0 };
}

function rounded(score: number): number {
  return Math.round(score * 10_000) / 10_000;
}

/** Entries by day number, so a walk over the days compares integers, not date strings. */
function entriesByDayNumber(entries: readonly LoggedDay[]): Map<number, LoggedDay> {
  const byDay = new Map<number, LoggedDay>();
  for (const entry of entries) byDay.set(toDayNumber(entry.date), entry);
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
 * The score walked day by day from the habit's first day: each call takes the next day number
 * (the first day, then the day after, …) and answers the score after it.
 */
function strengthWalker(
  entries: readonly LoggedDay[],
  options: StrengthOptions,
): (day: number) => number {
  const byDay = entriesByDayNumber(entries);
  const today = toDayNumber(options.today);
  const history = options.goals === undefined ? undefined : asHistory(options.goals);
  const goalOf = goalWalker(history);
  const step = scoreStepper({
    start: options.start ?? STRENGTH_START,
    ...scoreWindowOf(history === undefined ? undefined : goalOn(history, options.today)),
  });
  return (day) => {
    const date = fromDayNumber(day);
    return step(scoreDay(date, byDay.get(day), day === today, goalOf(date)));
  };
}

/** The score after each day from the first day to `last` (day numbers), oldest first. */
function walkScores(
  entries: readonly LoggedDay[],
  firstDay: number,
  last: number,
  options: StrengthOptions,
): number[] {
  const walk = strengthWalker(entries, options);
  const scores: number[] = [];
  for (let day = firstDay; day <= last; day++) scores.push(walk(day));
  return scores;
}

/**
 * The score after each day of `from`…`to` that lies between the habit's first day and today, in
 * date order. Days before the first day and after today have no score and are left out.
 */
export function plainHabitStrength(
  entries: readonly LoggedDay[],
  range: { from: IsoDate; to: IsoDate },
  options: StrengthOptions,
): StrengthPoint[] {
  const firstDay = toDayNumber(options.firstDay);
  const from = toDayNumber(range.from);
  const last = Math.min(toDayNumber(range.to), toDayNumber(options.today));
  const points: StrengthPoint[] = [];
  walkScores(entries, firstDay, last, options).forEach((score, index) => {
    const day = firstDay + index;
    if (day >= from) points.push({ date: fromDayNumber(day), score: rounded(score) });
  });
  return points;
}

/** The score after today, as a whole percent: what the habit screen and a summary card show. */
export function plainStrengthPercent(
  entries: readonly LoggedDay[],
  options: StrengthOptions,
): number {
  const today = toDayNumber(options.today);
  const firstDay = toDayNumber(options.firstDay);
  if (firstDay > today) return 0;
  const score = walkScores(entries, firstDay, today, options).at(-1) ?? STRENGTH_START;
  return Math.round(rounded(score) * 100);
}
