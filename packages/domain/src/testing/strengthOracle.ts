/**
 * Habit strength written from its definition, sharing nothing with strength.ts's walk or
 * loopScore.ts's stepper: a date text per day from the first day, the goal read from the history
 * that day, the window's amounts summed afresh every day, and Loop's step written out,
 * `score × m + credit × (1 − m)` with `m = 0.5^(√frequency / 13)`. Slow and obvious on purpose:
 * the fast walk is held to it, score for score.
 */
import type { IsoDate } from '../dates';
import { addDays } from '../dates';
import type { LoggedDay } from '../entries';
import { isSkipped, isSuccess } from '../entries';
import { asHistory, goalOn } from '../goalHistory';
import { entryOnScale, goalOnScale } from '../judge';
import type { StrengthOptions, StrengthPoint } from '../strength';

/** Loop's frequency and window for the goal in force today: a day, a week (1/7) or 30 days (1/30). */
function frequencyAndWindow(options: StrengthOptions): { frequency: number; windowDays: number } {
  const goals = options.goals === undefined ? undefined : asHistory(options.goals);
  const schedule = goals === undefined ? undefined : goalOn(goals, options.today).goalSchedule;
  if (schedule === 'weekly_budget') return { frequency: 1 / 7, windowDays: 7 };
  if (schedule === 'monthly_budget') return { frequency: 1 / 30, windowDays: 30 };
  return { frequency: 1, windowDays: 1 };
}

/** "At most `target`": full credit up to it, none at twice it or more, a straight line between. */
function atMostCredit(sum: number, target: number): number {
  if (target === 0) return sum > 0 ? 0 : 1;
  return Math.min(1, Math.max(0, 1 - (sum - target) / target));
}

/** The score after each day from the first day to `last`, with its date. */
function scoresUpTo(
  entries: readonly LoggedDay[],
  last: IsoDate,
  options: StrengthOptions,
): { date: IsoDate; score: number }[] {
  const goals = options.goals === undefined ? undefined : asHistory(options.goals);
  const { frequency, windowDays } = frequencyAndWindow(options);
  const multiplier = 0.5 ** (Math.sqrt(frequency) / 13);
  // A later entry of the same day replaces an earlier one, as a later save would.
  const entryOn = new Map(entries.map((entry) => [entry.date, entry]));
  // Each walked day's amount in whole thousandths (Loop stores amounts so): 0 unless a number day.
  const amounts: number[] = [];
  const scores: { date: IsoDate; score: number }[] = [];
  let score = options.start ?? 0;
  for (let date = options.firstDay; date <= last; date = addDays(date, 1)) {
    const entry = entryOn.get(date);
    const goal = goals === undefined ? undefined : goalOn(goals, date);
    const amount =
      entry !== undefined && !isSkipped(entry) && goal?.goalType === 'number'
        ? entryOnScale(goal, entry)
        : undefined;
    amounts.push(amount === undefined ? 0 : Math.max(0, Math.round(amount * 1000)));
    let credit: number | undefined;
    if (entry === undefined) credit = date === options.today ? undefined : 0;
    else if (isSkipped(entry)) credit = undefined;
    else if (amount !== undefined && goal !== undefined) {
      const windowSum = amounts.slice(-windowDays).reduce((sum, each) => sum + each, 0);
      credit = atMostCredit(windowSum / 1000, goalOnScale(goal, date));
    } else credit = isSuccess(entry) ? 1 : 0;
    // A skipped day, and today before anything is logged, leave the score as it was.
    if (credit !== undefined) score = score * multiplier + credit * (1 - multiplier);
    scores.push({ date, score });
  }
  return scores;
}

function rounded(score: number): number {
  return Math.round(score * 10_000) / 10_000;
}

/** The score after each day of the range between the habit's first day and today, oldest first. */
export function plainHabitStrength(
  entries: readonly LoggedDay[],
  range: { from: IsoDate; to: IsoDate },
  options: StrengthOptions,
): StrengthPoint[] {
  const last = range.to < options.today ? range.to : options.today;
  return scoresUpTo(entries, last, options)
    .filter(({ date }) => date >= range.from)
    .map(({ date, score }) => ({ date, score: rounded(score) }));
}

/** The score after today as a whole percent; 0 before the habit's first day. */
export function plainStrengthPercent(
  entries: readonly LoggedDay[],
  options: StrengthOptions,
): number {
  const scores = scoresUpTo(entries, options.today, options);
  const last = scores.at(-1);
  return last === undefined ? 0 : Math.round(rounded(last.score) * 100);
}
