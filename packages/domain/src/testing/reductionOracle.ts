/**
 * `reduction` written plainly, from its definition rather than as a copy of the walk: a date text
 * stepped per day, every budget period made by counting its days one by one, the net figures
 * summed as they are defined (Σ baseline − Σ logged over the counted days). The oracle
 * reduction.ts's walk is held to (the counted days' own is countedDaysOracle.ts).
 */
import type { IsoDate } from '../dates';
import { addDays, addMonths, yearMonthOf } from '../dates';
import type { LoggedDay } from '../entries';
import { isSkipped } from '../entries';
import { asHistory, goalOn, type GoalHistory } from '../goalHistory';
import type { Goal } from '../goalSchemas';
import { isBudgetGoal } from '../goals';
import type { ReductionOptions } from '../reduction';
import type { Milestone, Reduction } from '../reductionSchemas';
import { MEASURED_BASELINE_DAYS, MONEY_MILESTONES } from '../reductionLimits';
import { DEFAULT_UNLOGGED_DAYS } from '../unloggedDays';
import { DEFAULT_WEEK_START, startOfWeek, type WeekStart } from '../weeks';
import { plainCountedDays } from './countedDaysOracle';
import {
  measuredBaseline,
  monthPeriod,
  period,
  plainPeriods,
  round,
  runsWithoutOver,
  shareOnGoal,
  sum,
  thresholdsReached,
  type PlainPeriod,
} from './reductionPeriodsOracle';

/** A level or tag habit's number-only figures: none. */
const NO_NUMBER_FIGURES = {
  baseline: null,
  baselineSource: null,
  per: null,
  baselineSoFar: null,
  thisWeek: null,
  lastWeek: null,
  thisMonth: null,
  lastMonth: null,
  changeVsBaseline: null,
  unitsAvoided: null,
  moneySaved: null,
} as const;

type Per = 'day' | 'week' | 'month';

/**
 * The measured baseline: per day the mean of the first 14 logged amounts; under a budget the
 * first 14 days' total over their days not skipped, taken to 7 or 30 days, once those days ended.
 */
function plainMeasuredBaseline(
  per: Per,
  days: readonly LoggedDay[],
  skipped: ReadonlySet<IsoDate>,
  firstEntry: IsoDate,
  today: IsoDate,
): number | null {
  if (per === 'day') return measuredBaseline(days);
  const last = addDays(firstEntry, MEASURED_BASELINE_DAYS - 1);
  let counted = 0;
  for (let date = firstEntry; date <= last; date = addDays(date, 1))
    if (!skipped.has(date)) counted++;
  if (last >= today || counted === 0) return null;
  return round((period(days, firstEntry, last).total / counted) * (per === 'week' ? 7 : 30), 2);
}

/**
 * The best fraction below the baseline of a whole calendar week (per day: every day logged, its
 * mean) or of a whole budget period (begun on or after the first entry, ended by today, no day
 * skipped): what the reduction milestones are reached by.
 */
function bestBelowBaseline(
  per: Per,
  days: readonly LoggedDay[],
  periods: readonly PlainPeriod[],
  baseline: number,
  firstEntry: IsoDate,
  today: IsoDate,
  weekStart: WeekStart,
): number {
  let best = 0;
  if (per !== 'day') {
    for (const each of periods) {
      if (each.start < firstEntry || each.end > today || each.counted < each.length) continue;
      best = Math.max(best, 1 - period(days, each.start, each.end).total / baseline);
    }
    return best;
  }
  const byDate = new Map(days.map((day) => [day.date, day]));
  for (
    let start = startOfWeek(firstEntry, weekStart);
    addDays(start, 6) <= today;
    start = addDays(start, 7)
  ) {
    const week = Array.from({ length: 7 }, (_, offset) => byDate.get(addDays(start, offset)));
    if (week.some((day) => day === undefined)) continue;
    const mean = sum(week.map((day) => day?.actualValue ?? 0)) / 7;
    best = Math.max(best, 1 - mean / baseline);
  }
  return best;
}

/** The milestones reached: the reduction thresholds the best week or period reaches, and money. */
function plainMilestones(best: number, baseline: number | null, moneySaved: number | null) {
  return [
    ...(baseline === null ? [] : thresholdsReached(best)).map((threshold) => ({
      id: `reduction-${threshold}`,
      kind: 'reduction' as const,
      threshold,
    })),
    ...MONEY_MILESTONES.filter((amount) => moneySaved !== null && moneySaved >= amount).map(
      (threshold) => ({ id: `money-${threshold}`, kind: 'money' as const, threshold }),
    ),
  ];
}

/** A number habit's figures, each summed as it is defined. */
function plainNumberFigures(
  goal: Goal,
  past: readonly LoggedDay[],
  days: readonly LoggedDay[],
  firstEntry: IsoDate | undefined,
  options: ReductionOptions,
) {
  const { today } = options;
  const weekStart = options.weekStart ?? DEFAULT_WEEK_START;
  const month = yearMonthOf(today);
  const schedule = isBudgetGoal(goal) ? goal.goalSchedule : null;
  const per: Per = schedule === null ? 'day' : schedule === 'weekly_budget' ? 'week' : 'month';
  const skipped = new Set(past.filter(isSkipped).map((entry) => entry.date));
  const periods =
    schedule === null || firstEntry === undefined
      ? []
      : plainPeriods(schedule, skipped, firstEntry, today, weekStart);
  const entered = options.baseline ?? null;
  const measured =
    entered !== null || firstEntry === undefined
      ? null
      : plainMeasuredBaseline(per, days, skipped, firstEntry, today);
  const baseline = entered ?? measured;

  const weekFrom = startOfWeek(today, weekStart);
  const thisWeek = period(days, weekFrom, today);
  const thisMonth = monthPeriod(days, month);
  // The period in progress under a budget: its share of the baseline so far.
  const now = periods.find((each) => each.start <= today && today <= each.end);
  const baselineSoFar =
    baseline === null || now === undefined || now.counted === 0
      ? null
      : (baseline * now.counted) / now.length;
  const current = per === 'month' ? thisMonth : thisWeek;
  let changeVsBaseline: number | null = null;
  if (baseline !== null && baseline !== 0 && current.days > 0) {
    if (per === 'day') changeVsBaseline = round(current.total / current.days / baseline - 1, 4);
    else if (baselineSoFar !== null && baselineSoFar !== 0)
      changeVsBaseline = round(current.total / baselineSoFar - 1, 4);
  }
  // Net units: Σ baseline − Σ logged over the counted days. Per day each counted day has the
  // whole baseline; under a budget each counted day of a period has the period's ÷ its days.
  const loggedTotal = sum(days.map((day) => day.actualValue ?? 0));
  const baselineTotal =
    baseline === null
      ? 0
      : per === 'day'
        ? baseline * days.length
        : sum(periods.map((each) => (baseline * each.counted) / each.length));
  const unitsAvoided = baseline === null ? null : round(baselineTotal - loggedTotal, 2);
  const cost = options.costPerUnit ?? null;
  const moneySaved = unitsAvoided === null || cost === null ? null : round(unitsAvoided * cost, 2);
  const best =
    baseline === null || baseline <= 0 || firstEntry === undefined
      ? 0
      : bestBelowBaseline(per, days, periods, baseline, firstEntry, today, weekStart);
  const seen = new Set(options.milestonesSeen ?? []);
  const reached: Omit<Milestone, 'seen'>[] = plainMilestones(best, baseline, moneySaved);
  return {
    baseline,
    baselineSource:
      entered !== null ? ('entered' as const) : measured !== null ? ('measured' as const) : null,
    per,
    baselineSoFar: baselineSoFar === null ? null : round(baselineSoFar, 2),
    thisWeek,
    lastWeek: period(days, addDays(weekFrom, -7), addDays(weekFrom, -1)),
    thisMonth,
    lastMonth: monthPeriod(days, addMonths(month, -1)),
    changeVsBaseline,
    unitsAvoided,
    moneySaved,
    milestones: reached.map((milestone) => ({ ...milestone, seen: seen.has(milestone.id) })),
  };
}

/**
 * Every figure of the reduction of a habit, from its goal (or goal history), its entries (any
 * order, one per day; skipped days are left out of every figure) and `today`. Level and tag
 * habits answer the shares on goal and the over-day runs, and null for the number-only figures.
 */
export function plainReduction(
  goals: Goal | GoalHistory,
  entries: readonly LoggedDay[],
  options: ReductionOptions,
): Reduction {
  const { today } = options;
  const history = asHistory(goals);
  const goal = goalOn(history, today);
  const past = entries.filter((entry) => entry.date <= today);
  const logged = past.filter((entry) => !isSkipped(entry));
  const firstEntry = logged.map((entry) => entry.date).sort()[0];
  // Every day the figures count, from the first entry on: under 'zero' also the unlogged past days.
  const days = (
    firstEntry === undefined
      ? []
      : plainCountedDays(
          past.filter((entry) => entry.date >= firstEntry),
          {
            unloggedDays: options.unloggedDays ?? DEFAULT_UNLOGGED_DAYS,
            firstDay: firstEntry,
            today,
            goals: history,
          },
        )
  ).filter((day) => !isSkipped(day));
  const runs = firstEntry === undefined ? undefined : runsWithoutOver(days, firstEntry, today);
  const overDays = {
    daysSinceOver: runs === undefined ? null : runs.last,
    longestWithoutOver: runs?.longest ?? 0,
    shareOnGoalThisMonth: shareOnGoal(days, yearMonthOf(today)),
    shareOnGoalFirstMonth:
      firstEntry === undefined ? null : shareOnGoal(days, yearMonthOf(firstEntry)),
  };
  if (goal.goalType !== 'number') return { ...NO_NUMBER_FIGURES, ...overDays, milestones: [] };
  return { ...plainNumberFigures(goal, past, days, firstEntry, options), ...overDays };
}
