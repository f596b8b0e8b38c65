/**
 * How much less than when you started (issue 33): a number habit's baseline (what the user did
 * before, entered or measured), this and last week's and month's totals, the change against the
 * baseline, the units avoided, the money saved, the days since the last over day, and the
 * milestones reached. One pure function, `reduction`, computes every figure; the API serves it
 * (alone, and inside the habit screen's and the summary's read model) and the web only shows it.
 */
import type { IsoDate } from './dates';
import { addDays, addMonths, yearMonthOf } from './dates';
import type { LoggedDay } from './entries';
import { isSkipped } from './entries';
import { asHistory, goalOn, type GoalHistory } from './goalHistory';
import type { Goal } from './goalSchemas';
import {
  countedDays,
  DEFAULT_UNLOGGED_DAYS,
  type AssumedDay,
  type UnloggedDays,
} from './unloggedDays';
import { DEFAULT_WEEK_START, startOfWeek, type WeekStart } from './weeks';
import type { Milestone, Reduction } from './reductionSchemas';
import { MONEY_MILESTONES } from './reductionLimits';
import { reductionMilestonesReached, periodMilestonesReached } from './reductionMilestones';
import {
  round,
  baselinePeriod,
  budgetPeriods,
  type CountedPeriod,
  measuredPeriodBaseline,
  sortedPeriod,
  monthPeriod,
  shareOnGoal,
  runsWithoutOver,
  measuredBaseline,
} from './reductionPeriods';

// ---------- the habit's and the user's fields ----------

export const REDUCTION_FIELDS_NUMBER_ONLY =
  'A baseline, a unit and a cost per unit are for number habits only';

// ---------- the figures ----------

export interface ReductionOptions {
  today: IsoDate;
  /** The user's week start (Monday if omitted). */
  weekStart?: WeekStart;
  /** What a past day without an entry counts as ('not_logged' if omitted). */
  unloggedDays?: UnloggedDays;
  /** The entered baseline; null or omitted: measured. */
  baseline?: number | null;
  costPerUnit?: number | null;
  /** The milestone ids whose message the user has seen. */
  milestonesSeen?: readonly string[];
}

type CountedDay = LoggedDay | AssumedDay;

/** A level or tag habit's number-only figures: none (its milestones are none too). */
const NUMBER_FIGURES_NONE = {
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

/** The first logged day up to today, skipped days aside: where every figure starts. */
function firstLoggedDay(entries: readonly LoggedDay[], today: IsoDate): IsoDate | undefined {
  let first: IsoDate | undefined;
  for (const entry of entries) {
    if (entry.date > today || isSkipped(entry)) continue;
    if (first === undefined || entry.date < first) first = entry.date;
  }
  return first;
}

/** Every day the figures count, from the first entry on: under 'zero' also the unlogged past days. */
function figureDays(
  entries: readonly LoggedDay[],
  firstEntry: IsoDate | undefined,
  history: GoalHistory,
  options: ReductionOptions,
): CountedDay[] {
  if (firstEntry === undefined) return [];
  const { today } = options;
  return countedDays(
    entries.filter((entry) => entry.date >= firstEntry && entry.date <= today),
    {
      unloggedDays: options.unloggedDays ?? DEFAULT_UNLOGGED_DAYS,
      firstDay: firstEntry,
      today,
      goals: history,
    },
  ).filter((day) => !isSkipped(day));
}

/** The figures every goal type has: the runs without an over day and the shares on goal. */
function overDayFigures(
  days: readonly CountedDay[],
  firstEntry: IsoDate | undefined,
  today: IsoDate,
) {
  const runs = firstEntry === undefined ? undefined : runsWithoutOver(days, firstEntry, today);
  return {
    daysSinceOver: runs === undefined ? null : runs.last,
    longestWithoutOver: runs?.longest ?? 0,
    shareOnGoalThisMonth: shareOnGoal(days, yearMonthOf(today)),
    shareOnGoalFirstMonth:
      firstEntry === undefined ? null : shareOnGoal(days, yearMonthOf(firstEntry)),
  };
}

/** What a number habit's figures are worked out from. */
interface NumberInputs {
  goal: Goal;
  entries: readonly LoggedDay[];
  days: readonly CountedDay[];
  firstEntry: IsoDate | undefined;
  weekStart: WeekStart;
  options: ReductionOptions;
}

/** The baseline: entered, else measured from the first days (per day, or per budget period). */
function baselineOf(inputs: NumberInputs, skippedDays: readonly IsoDate[]) {
  const { goal, days, firstEntry, options } = inputs;
  const per = baselinePeriod(goal);
  const entered = options.baseline ?? null;
  const measured =
    entered !== null || firstEntry === undefined
      ? null
      : per === 'day'
        ? measuredBaseline(days)
        : measuredPeriodBaseline(days, skippedDays, firstEntry, options.today, per);
  const baseline = entered ?? measured;
  const source = entered !== null ? 'entered' : measured !== null ? 'measured' : null;
  return { per, baseline, source } as const;
}

/**
 * The change against the baseline: per day, the average day against it; under a budget, the
 * period in progress against its share of it so far.
 */
function changeAgainst(
  baseline: number | null,
  per: 'day' | 'week' | 'month',
  current: { total: number; days: number },
  baselineSoFar: number | null,
): number | null {
  if (baseline === null || baseline === 0 || current.days === 0) return null;
  if (per === 'day') return round(current.total / current.days / baseline - 1, 4);
  return baselineSoFar === null || baselineSoFar === 0
    ? null
    : round(current.total / baselineSoFar - 1, 4);
}

/**
 * Net units avoided: Σ (baseline − value) over the counted days; a day above the baseline takes
 * back what it went over. Under a budget each counted day's baseline is its period's ÷ its days.
 */
function unitsAvoidedOf(
  days: readonly CountedDay[],
  periods: readonly CountedPeriod[],
  baseline: number | null,
  per: 'day' | 'week' | 'month',
): number | null {
  if (baseline === null) return null;
  let logged = 0;
  for (const day of days) logged += day.actualValue ?? 0;
  let baselineTotal = 0;
  if (per === 'day') baselineTotal = baseline * days.length;
  else for (const each of periods) baselineTotal += (baseline * each.counted) / each.length;
  return round(baselineTotal - logged, 2);
}

/** A number habit's own figures: the baseline, the periods' totals, the change and the savings. */
function numberFigures(inputs: NumberInputs) {
  const { goal, entries, days, firstEntry, weekStart, options } = inputs;
  const { today } = options;
  const month = yearMonthOf(today);
  // Only a budget's periods count their skipped days.
  const skippedDays =
    baselinePeriod(goal) === 'day'
      ? []
      : entries
          .filter((entry) => entry.date <= today && isSkipped(entry))
          .map((entry) => entry.date);
  const { per, baseline, source } = baselineOf(inputs, skippedDays);
  const weekFrom = startOfWeek(today, weekStart);
  const thisWeek = sortedPeriod(days, weekFrom, today);
  const thisMonth = monthPeriod(days, month);
  const periods =
    firstEntry === undefined
      ? []
      : budgetPeriods(goal, days, skippedDays, firstEntry, today, weekStart);
  // Under a budget, the period in progress (the last one) is set against its share of the
  // baseline: the baseline × its counted days so far ÷ its days.
  const inProgress = periods.at(-1);
  const baselineSoFar =
    baseline === null || per === 'day' || inProgress === undefined || inProgress.counted <= 0
      ? null
      : (baseline * inProgress.counted) / inProgress.length;
  const unitsAvoided = unitsAvoidedOf(days, periods, baseline, per);
  const cost = options.costPerUnit ?? null;
  const moneySaved = unitsAvoided === null || cost === null ? null : round(unitsAvoided * cost, 2);
  const reached: Omit<Milestone, 'seen'>[] = [
    ...(baseline === null || firstEntry === undefined
      ? []
      : per === 'day'
        ? reductionMilestonesReached(days, baseline, firstEntry, today, weekStart)
        : periodMilestonesReached(periods, baseline, firstEntry, today)
    ).map((threshold) => ({ id: `reduction-${threshold}`, kind: 'reduction' as const, threshold })),
    ...MONEY_MILESTONES.filter((amount) => moneySaved !== null && moneySaved >= amount).map(
      (threshold) => ({ id: `money-${threshold}`, kind: 'money' as const, threshold }),
    ),
  ];
  const seen = new Set(options.milestonesSeen ?? []);
  return {
    baseline,
    baselineSource: source,
    per,
    baselineSoFar: baselineSoFar === null ? null : round(baselineSoFar, 2),
    thisWeek,
    lastWeek: sortedPeriod(days, addDays(weekFrom, -7), addDays(weekFrom, -1)),
    thisMonth,
    lastMonth: monthPeriod(days, addMonths(month, -1)),
    changeVsBaseline: changeAgainst(
      baseline,
      per,
      per === 'month' ? thisMonth : thisWeek,
      baselineSoFar,
    ),
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
export function reduction(
  goals: Goal | GoalHistory,
  entries: readonly LoggedDay[],
  options: ReductionOptions,
): Reduction {
  const { today } = options;
  const history = asHistory(goals);
  const goal = goalOn(history, today);
  const firstEntry = firstLoggedDay(entries, today);
  const days = figureDays(entries, firstEntry, history, options);
  const overDays = overDayFigures(days, firstEntry, today);
  if (goal.goalType !== 'number') return { ...NUMBER_FIGURES_NONE, milestones: [], ...overDays };
  const weekStart = options.weekStart ?? DEFAULT_WEEK_START;
  return {
    ...numberFigures({ goal, entries, days, firstEntry, weekStart, options }),
    ...overDays,
  };
}

/** The milestone ids stored on a habit ('money-10,reduction-25') as a list. */
export function milestoneIds(stored: string): string[] {
  return stored.split(',').filter((id) => id !== '');
}
