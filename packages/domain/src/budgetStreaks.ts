/**
 * Streaks and Success Rate of a budget habit (issue 31): they count whole periods (calendar weeks
 * by the user's week start, or calendar months), not days.
 *
 * - A finished period within its budget with a logged day adds 1 to a run; a finished period over
 *   its budget, or without any logged day, ends it. A period whose only entries are skipped days
 *   neither ends nor extends a run (as a skipped day does for a daily habit).
 * - The running period (today's) adds 1 once it has a logged day and is still within budget; it
 *   never ends the current run before it is over, unless its total already passed the budget
 *   (a total only grows, so that period can no longer be within budget).
 * - Success Rate: periods within budget ÷ periods with a logged day, a whole percent rounded down.
 *
 * Only periods under a budget of the schedule in force today are counted; a period under another
 * goal ends a run and is left out of the rate.
 */
import type { BudgetDay } from './budgets';
import { budgetAmount, budgetPeriod, budgetPeriodName } from './budgets';
import type { IsoDate, YearMonth } from './dates';
import { addDays, firstDayOfMonth, lastDayOfMonth, startOfMonth } from './dates';
import type { LoggedDay } from './entries';
import { isSkipped } from './entries';
import { goalOn, type GoalHistory } from './goalHistory';
import { isBudgetGoal } from './goals';
import type { BudgetSchedule } from './goalValues';
import { computeStreaks } from './streaks';
import type { Streaks } from './summarySchemas';
import { successRatePercent } from './summaries';
import type { WeekStart } from './weeks';
import { longestEverText } from './insights';
import { countIn, say, type Texts } from './texts';

const PERIOD_TEXTS = {
  weeks: /*i18n*/ {
    id: 'period.weeks',
    message: '{count, plural, one {{n} week} other {{n} weeks}}',
  },
  months: /*i18n*/ {
    id: 'period.months',
    message: '{count, plural, one {{n} month} other {{n} months}}',
  },
  withinBudget: /*i18n*/ { id: 'budget.streak', message: '{periods} within budget' },
  toBeatWeeks: /*i18n*/ {
    id: 'streak.toBeat.weeks',
    message:
      '{count, plural, one {{n} more week to beat your record!} other {{n} more weeks to beat your record!}}',
  },
  toBeatMonths: /*i18n*/ {
    id: 'streak.toBeat.months',
    message:
      '{count, plural, one {{n} more month to beat your record!} other {{n} more months to beat your record!}}',
  },
};

/** A day as the period streaks read it: its day, result and value. */
export type BudgetStreakDay = BudgetDay & Pick<LoggedDay, 'performance'>;

/** One period of a budget habit, as its streaks and Success Rate count it. */
export interface BudgetPeriodResult {
  start: IsoDate;
  end: IsoDate;
  /** The period is under a budget of the counted schedule (on its last day counted). */
  counted: boolean;
  /** It has a logged day that is not a skipped day (up to today). */
  logged: boolean;
  /** It has entries and all of them are skipped days. */
  onlySkipped: boolean;
  /** Its total up to today stays within its budget. */
  withinBudget: boolean;
  /** It holds today. */
  running: boolean;
}

/**
 * The periods of `schedule` from the one holding `firstDay` to the one holding `today`, oldest
 * first, each with its total judged against the budget in force.
 */
export function budgetPeriodResults(
  history: GoalHistory,
  entries: readonly BudgetStreakDay[],
  schedule: BudgetSchedule,
  firstDay: IsoDate,
  today: IsoDate,
  weekStart: WeekStart,
): BudgetPeriodResult[] {
  const periods: CountedPeriod[] = [];
  let period = budgetPeriod(schedule, firstDay <= today ? firstDay : today, weekStart);
  for (;;) {
    const running = period.start <= today && today <= period.end;
    // Its last day counted, and the goal in force then.
    const last = running ? today : period.end;
    const goal = goalOn(history, last);
    const counted = isBudgetGoal(goal) && goal.goalSchedule === schedule;
    periods.push({
      start: period.start,
      end: period.end,
      last,
      running,
      budget: counted ? goal.budget : undefined,
      entries: 0,
      logged: false,
      total: 0,
    });
    if (running || period.end >= today) break;
    period = budgetPeriod(schedule, addDays(period.end, 1), weekStart);
  }
  // One pass over the entries, each added to its period's figures in the entries' order.
  for (const entry of entries) {
    const each = periods[periodIndexOf(periods, entry.date)];
    if (each === undefined || entry.date > each.last) continue;
    each.entries++;
    if (!isSkipped(entry)) each.logged = true;
    if (each.budget === undefined) continue;
    // Only the days under a budget of the counted schedule add to its total.
    const dayGoal = goalOn(history, entry.date);
    if (isBudgetGoal(dayGoal) && dayGoal.goalSchedule === schedule)
      each.total += budgetAmount(dayGoal, entry) ?? 0;
  }
  return periods.map((each) => ({
    start: each.start,
    end: each.end,
    counted: each.budget !== undefined,
    logged: each.logged,
    onlySkipped: each.entries > 0 && !each.logged,
    withinBudget: each.budget !== undefined && each.total <= each.budget,
    running: each.running,
  }));
}

/** A period as `budgetPeriodResults` counts it up: its entries so far, and its budget if counted. */
interface CountedPeriod {
  start: IsoDate;
  end: IsoDate;
  last: IsoDate;
  running: boolean;
  /** The budget in force on its last day counted; undefined when the period is not counted. */
  budget: number | undefined;
  entries: number;
  logged: boolean;
  total: number;
}

/** The index of the last period starting on `date` or before (-1 when none does). */
function periodIndexOf(periods: readonly CountedPeriod[], date: IsoDate): number {
  let low = 0;
  let high = periods.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((periods[middle]?.start ?? date) <= date) low = middle + 1;
    else high = middle;
  }
  return low - 1;
}

/** What a period does to a run: adds one, leaves it as it is, or ends it. */
function periodStep(period: BudgetPeriodResult): 'add' | 'keep' | 'end' {
  if (!period.counted) return 'end';
  if (period.onlySkipped) return 'keep';
  if (period.running) {
    if (!period.logged) return 'keep';
    return period.withinBudget ? 'add' : 'end';
  }
  return period.logged && period.withinBudget ? 'add' : 'end';
}

/** The longest run of periods, counting only the periods `inside` accepts. */
function longestRun(
  periods: readonly BudgetPeriodResult[],
  inside: (period: BudgetPeriodResult) => boolean,
) {
  let run = 0;
  let longest = 0;
  for (const period of periods) {
    if (!inside(period)) continue;
    const step = periodStep(period);
    if (step === 'end') run = 0;
    if (step === 'add') run += 1;
    longest = Math.max(longest, run);
  }
  return longest;
}

/**
 * A budget habit's streaks in periods: currentStreak the run reaching today's period;
 * longestStreak the longest run ever; longestStreakThisMonth the longest run of the periods that
 * overlap today's month.
 */
export function budgetStreaks(periods: readonly BudgetPeriodResult[], today: IsoDate): Streaks {
  let current = 0;
  for (const period of periods) {
    const step = periodStep(period);
    if (step === 'end') current = 0;
    if (step === 'add') current += 1;
  }
  const monthStart = startOfMonth(today);
  return {
    currentStreak: current,
    longestStreak: longestRun(periods, () => true),
    longestStreakThisMonth: longestRun(periods, (period) => period.end >= monthStart),
  };
}

/**
 * The Success Rate of a budget habit over the periods that overlap `month` (up to today): periods
 * within budget ÷ periods with a logged day, with those two counts.
 */
export function budgetSuccessRate(
  periods: readonly BudgetPeriodResult[],
  month: YearMonth,
): { successPeriods: number; loggedPeriods: number; successRate: number } {
  const from = firstDayOfMonth(month);
  const to = lastDayOfMonth(month);
  const inMonth = periods.filter(
    (period) => period.counted && period.logged && period.end >= from && period.start <= to,
  );
  const successPeriods = inMonth.filter((period) => period.withinBudget).length;
  return {
    successPeriods,
    loggedPeriods: inMonth.length,
    successRate: successRatePercent(successPeriods, inMonth.length),
  };
}

/** '1 week', '3 weeks', '1 month', '2 months'. */
export function periodCount(count: number, schedule: BudgetSchedule, texts?: Texts): string {
  const name = budgetPeriodName(schedule);
  if (texts)
    return say(texts, name === 'week' ? PERIOD_TEXTS.weeks : PERIOD_TEXTS.months, {
      count,
      n: countIn(texts, count),
    });
  return `${count} ${count === 1 ? name : `${name}s`}`;
}

/** The streak of a budget habit in words: '3 weeks within budget', '1 month within budget'. */
export function budgetStreakText(count: number, schedule: BudgetSchedule, texts?: Texts): string {
  if (texts)
    return say(texts, PERIOD_TEXTS.withinBudget, { periods: periodCount(count, schedule, texts) });
  return `${periodCount(count, schedule)} within budget`;
}

/**
 * SPEC's record text in periods: "You're on your longest streak ever" while the current run is the
 * record (above 0), else 'N more weeks to beat your record!' (singular for 1).
 */
export function budgetRecordText(
  currentStreak: number,
  longestStreak: number,
  schedule: BudgetSchedule,
  texts?: Texts,
): string {
  if (currentStreak > 0 && currentStreak >= longestStreak) return longestEverText(texts);
  const more = Math.max(1, longestStreak - currentStreak + 1);
  const name = budgetPeriodName(schedule);
  if (texts)
    return say(texts, name === 'week' ? PERIOD_TEXTS.toBeatWeeks : PERIOD_TEXTS.toBeatMonths, {
      count: more,
      n: countIn(texts, more),
    });
  return `${more} more ${more === 1 ? name : `${name}s`} to beat your record!`;
}

/**
 * A habit's streaks as its screen and `/streaks` show them: in periods when the goal today is a
 * budget (`budgetStreaks`), else in days (`computeStreaks`); `days` are the counted days (entries,
 * and the assumed days under 'zero').
 */
export function habitStreaks(
  history: GoalHistory,
  days: readonly BudgetStreakDay[],
  options: { today: IsoDate; firstDay: IsoDate; weekStart: WeekStart },
): Streaks {
  const { today, firstDay, weekStart } = options;
  const goal = goalOn(history, today);
  if (!isBudgetGoal(goal)) return computeStreaks(days, today);
  return budgetStreaks(
    budgetPeriodResults(history, days, goal.goalSchedule, firstDay, today, weekStart),
    today,
  );
}

/**
 * A summary card's Current or Record figure: the bare count for days (SPEC), '3 weeks' or '1 month'
 * when a budget habit's streaks count periods.
 */
export function streakFigure(count: number, unit: 'day' | 'week' | 'month'): string {
  if (unit === 'day') return String(count);
  return `${String(count)} ${count === 1 ? unit : `${unit}s`}`;
}
