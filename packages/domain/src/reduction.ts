/**
 * How much less than when you started (issue 33): a number habit's baseline (what the user did
 * before, entered or measured), this and last week's and month's totals, the change against the
 * baseline, the units avoided, the money saved, the days since the last over day, and the
 * milestones reached. One pure function, `reduction`, computes every figure; the API serves it
 * (alone, and inside the habit screen's and the summary's read model) and the web only shows it.
 */
import type { IsoDate, YearMonth } from './dates';
import {
  addDays,
  addMonths,
  daysBetween,
  firstDayOfMonth,
  lastDayOfMonth,
  toDayNumber,
  yearMonthOf,
} from './dates';
import type { LoggedDay } from './entries';
import { isSkipped, sortedIndexOfDate } from './entries';
import { asHistory, goalOn, type GoalHistory } from './goalHistory';
import type { Goal } from './goalSchemas';
import type { GoalSchedule } from './goalValues';
import { isBudgetGoal } from './goals';
import { budgetPeriod } from './budgets';
import { countedDays, DEFAULT_UNLOGGED_DAYS, type UnloggedDays } from './unloggedDays';
import { DEFAULT_WEEK_START, startOfWeek, type WeekStart } from './weeks';
import type { Milestone, Reduction, ReductionPeriod } from './reductionSchemas';
import {
  MEASURED_BASELINE_DAYS,
  MONEY_MILESTONES,
  REDUCTION_MILESTONES,
  type BaselinePeriod,
} from './reductionLimits';

// ---------- the habit's and the user's fields ----------

export const REDUCTION_FIELDS_NUMBER_ONLY =
  'A baseline, a unit and a cost per unit are for number habits only';

export const DEFAULT_CURRENCY = 'EUR';

/** The currencies of the regions a browser's locale names ('en-GB' → GBP); EUR when unknown. */
const REGION_CURRENCIES: Record<string, string> = {
  US: 'USD',
  GB: 'GBP',
  CA: 'CAD',
  AU: 'AUD',
  NZ: 'NZD',
  CH: 'CHF',
  JP: 'JPY',
  CN: 'CNY',
  IN: 'INR',
  BR: 'BRL',
  MX: 'MXN',
  SE: 'SEK',
  NO: 'NOK',
  DK: 'DKK',
  PL: 'PLN',
  CZ: 'CZK',
  HU: 'HUF',
  ZA: 'ZAR',
  KR: 'KRW',
  SG: 'SGD',
  HK: 'HKD',
  IL: 'ILS',
  TR: 'TRY',
  RO: 'RON',
};

/** The currencies Account offers first (any ISO 4217 code is taken by the API). */
export const COMMON_CURRENCIES: readonly string[] = [
  ...new Set([DEFAULT_CURRENCY, ...Object.values(REGION_CURRENCIES)]),
].sort();

/** The currency a new account starts with, from the browser's locale ('de-DE' → EUR, 'en-US' → USD). */
export function currencyForLocale(locale: string): string {
  let region: string | undefined;
  try {
    region = new Intl.Locale(locale).maximize().region;
  } catch {
    region = undefined;
  }
  return (region === undefined ? undefined : REGION_CURRENCIES[region]) ?? DEFAULT_CURRENCY;
}

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

/** `value` to `decimals` places; never −0 (a net figure rounded to nothing is 0). */
function round(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor || 0;
}

/**
 * What the baseline (and the change against it) is per: a day, or the period of a budget goal (a
 * weekly or monthly total), and the figures follow it.
 */
export function baselinePeriod(goal: Goal): BaselinePeriod {
  return baselinePeriodOfSchedule(goal.goalSchedule);
}

/**
 * The period a baseline is per under a goal schedule: a day for daily and per-weekday goals, a
 * week or a month under a weekly or monthly budget (the habit form asks it so).
 */
export function baselinePeriodOfSchedule(schedule: GoalSchedule): BaselinePeriod {
  if (schedule === 'weekly_budget') return 'week';
  return schedule === 'monthly_budget' ? 'month' : 'day';
}

/** The days a measured per-period baseline scales the first days' total to. */
const PERIOD_DAYS: Record<Exclude<BaselinePeriod, 'day'>, number> = { week: 7, month: 30 };

/** A budget period as the figures count it: its days, its total and its counted days. */
interface CountedPeriod {
  start: IsoDate;
  end: IsoDate;
  /** The period's logged total. */
  total: number;
  /** Its days from the first entry to today, less its skipped days. */
  counted: number;
  /** All its days (7, or the month's). */
  length: number;
}

/**
 * A budget's periods from the first entry's to today's, each with its total and the days the
 * figures count: its days from the first entry to today, less its skipped days. `days` are sorted
 * by date.
 */
function budgetPeriods(
  goal: Goal,
  days: readonly LoggedDay[],
  skipped: readonly IsoDate[],
  firstDay: IsoDate,
  today: IsoDate,
  weekStart: WeekStart,
): CountedPeriod[] {
  if (!isBudgetGoal(goal)) return [];
  const periods: CountedPeriod[] = [];
  // The periods come in date order, as `days` do: one pass over each, not one per period.
  const sortedSkips = [...skipped].sort();
  let skipAt = 0;
  let dayAt = 0;
  for (
    let current = budgetPeriod(goal.goalSchedule, firstDay, weekStart);
    current.start <= today;
    current = budgetPeriod(goal.goalSchedule, addDays(current.end, 1), weekStart)
  ) {
    const { start, end } = current;
    const from = start < firstDay ? firstDay : start;
    const to = end > today ? today : end;
    while ((sortedSkips[skipAt] ?? to) < from) skipAt++;
    let skippedDays = 0;
    while (
      skipAt + skippedDays < sortedSkips.length &&
      (sortedSkips[skipAt + skippedDays] ?? to) <= to
    )
      skippedDays++;
    while ((days[dayAt]?.date ?? end) < start) dayAt++;
    let total = 0;
    for (let at = dayAt; at < days.length && (days[at]?.date ?? end) <= end; at++)
      total += days[at]?.actualValue ?? 0;
    periods.push({
      start,
      end,
      total: round(total, 4),
      counted: daysBetween(from, to) + 1 - skippedDays,
      length: daysBetween(start, end) + 1,
    });
  }
  return periods;
}

/** A budget's measured baseline: the first 14 days' total taken to the period; null before then. */
function measuredPeriodBaseline(
  days: readonly LoggedDay[],
  skipped: readonly IsoDate[],
  firstDay: IsoDate,
  today: IsoDate,
  per: Exclude<BaselinePeriod, 'day'>,
): number | null {
  const last = addDays(firstDay, MEASURED_BASELINE_DAYS - 1);
  if (last >= today) return null;
  const counted =
    MEASURED_BASELINE_DAYS - skipped.filter((date) => date >= firstDay && date <= last).length;
  if (counted <= 0) return null;
  return round((period(days, firstDay, last).total / counted) * PERIOD_DAYS[per], 2);
}

function period(days: readonly LoggedDay[], from: IsoDate, to: IsoDate): ReductionPeriod {
  let total = 0;
  let count = 0;
  for (const day of days) {
    if (day.date < from || day.date > to) continue;
    total += day.actualValue ?? 0;
    count++;
  }
  return { total: round(total, 4), days: count };
}

/** `period` of days sorted by date: only the days of the window are read. */
function sortedPeriod(days: readonly LoggedDay[], from: IsoDate, to: IsoDate): ReductionPeriod {
  const end = sortedIndexOfDate(days, to, true);
  let total = 0;
  let count = 0;
  for (let index = sortedIndexOfDate(days, from); index < end; index++) {
    total += days[index]?.actualValue ?? 0;
    count++;
  }
  return { total: round(total, 4), days: count };
}

function monthPeriod(days: readonly LoggedDay[], month: YearMonth): ReductionPeriod {
  return sortedPeriod(days, firstDayOfMonth(month), lastDayOfMonth(month));
}

/** The share of a month's days (of days sorted by date) on goal; null without any. */
function shareOnGoal(days: readonly LoggedDay[], month: YearMonth): number | null {
  const start = sortedIndexOfDate(days, firstDayOfMonth(month));
  const end = sortedIndexOfDate(days, lastDayOfMonth(month), true);
  if (end <= start) return null;
  let onGoal = 0;
  for (let index = start; index < end; index++)
    if (days[index]?.performance === 'success') onGoal++;
  return round(onGoal / (end - start), 4);
}

/** The runs of days without an over day, from the first day to today: [longest, the last one]. */
function runsWithoutOver(
  days: readonly LoggedDay[],
  firstDay: IsoDate,
  today: IsoDate,
): { longest: number; last: number } {
  let longest = 0;
  let runStart = toDayNumber(firstDay);
  for (const day of days) {
    if (day.performance !== 'over') continue;
    const overDay = toDayNumber(day.date);
    longest = Math.max(longest, overDay - runStart);
    runStart = overDay + 1;
  }
  const todayNumber = toDayNumber(today);
  const last = runStart > todayNumber ? 0 : todayNumber - runStart + 1;
  return { longest: Math.max(longest, last), last };
}

/** The measured baseline: the mean of the first 14 logged amounts, or null with fewer. */
function measuredBaseline(days: readonly LoggedDay[]): number | null {
  let sum = 0;
  let count = 0;
  for (const day of days) {
    // Assumed days ('zero') are no measurement.
    if (day.actualValue == null || 'assumed' in day) continue;
    sum += day.actualValue;
    if (++count === MEASURED_BASELINE_DAYS) return round(sum / count, 2);
  }
  return null;
}

/** The weeks, ended by today, that were a whole week at least `percent` below the baseline. */
function reductionMilestonesReached(
  days: readonly LoggedDay[],
  baseline: number,
  firstDay: IsoDate,
  today: IsoDate,
  weekStart: WeekStart,
): number[] {
  if (baseline <= 0) return [];
  const first = toDayNumber(startOfWeek(firstDay, weekStart));
  const last = toDayNumber(today);
  // Each day's amount by its distance from the first week's start (the later day of a date
  // wins); undefined for a day without one: ten years of weeks without a date text per day.
  const amounts = new Array<number | undefined>(Math.max(0, last - first + 1));
  for (const day of days) {
    const index = toDayNumber(day.date) - first;
    if (index >= 0 && index < amounts.length) amounts[index] = day.actualValue ?? 0;
  }
  let best = 0;
  for (let start = 0; start + 6 <= last - first; start += 7) {
    let total = 0;
    let logged = 0;
    let whole = true;
    for (let offset = 0; offset < 7; offset++) {
      const amount = amounts[start + offset];
      if (amount === undefined) {
        whole = false;
        break;
      }
      total += amount;
      logged++;
    }
    if (!whole || logged === 0) continue;
    best = Math.max(best, 1 - total / logged / baseline);
  }
  return REDUCTION_MILESTONES.filter((percent) => best >= percent / 100 - 1e-9);
}

/** Under a budget: the whole periods, ended by today, whose total was that far below the baseline. */
function periodMilestonesReached(
  periods: readonly CountedPeriod[],
  baseline: number,
  firstDay: IsoDate,
  today: IsoDate,
): number[] {
  if (baseline <= 0) return [];
  let best = 0;
  for (const each of periods) {
    if (each.start < firstDay || each.end > today || each.counted < each.length) continue;
    best = Math.max(best, 1 - each.total / baseline);
  }
  return REDUCTION_MILESTONES.filter((percent) => best >= percent / 100 - 1e-9);
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
  const weekStart = options.weekStart ?? DEFAULT_WEEK_START;
  // The first logged day up to today: where every figure starts.
  let firstEntry: IsoDate | undefined;
  for (const entry of entries) {
    if (entry.date > today || isSkipped(entry)) continue;
    if (firstEntry === undefined || entry.date < firstEntry) firstEntry = entry.date;
  }
  const seen = new Set(options.milestonesSeen ?? []);
  const month = yearMonthOf(today);
  const numberOnly = {
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
    milestones: [],
  };
  // Every day the figures count, from the first entry on: under 'zero' also the unlogged past days.
  const days = (
    firstEntry === undefined
      ? []
      : countedDays(
          entries.filter((entry) => entry.date >= firstEntry && entry.date <= today),
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
    shareOnGoalThisMonth: shareOnGoal(days, month),
    shareOnGoalFirstMonth:
      firstEntry === undefined ? null : shareOnGoal(days, yearMonthOf(firstEntry)),
  };
  if (goal.goalType !== 'number') return { ...numberOnly, ...overDays };

  const per = baselinePeriod(goal);
  // Only a budget's periods count their skipped days.
  const skippedDays =
    per === 'day'
      ? []
      : entries
          .filter((entry) => entry.date <= today && isSkipped(entry))
          .map((entry) => entry.date);
  const entered = options.baseline ?? null;
  const measured =
    entered !== null || firstEntry === undefined
      ? null
      : per === 'day'
        ? measuredBaseline(days)
        : measuredPeriodBaseline(days, skippedDays, firstEntry, today, per);
  const baseline = entered ?? measured;
  const weekFrom = startOfWeek(today, weekStart);
  const thisWeek = sortedPeriod(days, weekFrom, today);
  const lastWeek = sortedPeriod(days, addDays(weekFrom, -7), addDays(weekFrom, -1));
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
  const current = per === 'month' ? thisMonth : thisWeek;
  const changeVsBaseline =
    baseline === null || baseline === 0 || current.days === 0
      ? null
      : per === 'day'
        ? round(current.total / current.days / baseline - 1, 4)
        : baselineSoFar === null || baselineSoFar === 0
          ? null
          : round(current.total / baselineSoFar - 1, 4);
  // Net: Σ (baseline − value) over the counted days; a day above the baseline takes back what it
  // went over. Under a budget each counted day's baseline is its period's ÷ the period's days.
  let logged = 0;
  for (const day of days) logged += day.actualValue ?? 0;
  let baselineTotal = 0;
  if (baseline !== null) {
    if (per === 'day') baselineTotal = baseline * days.length;
    else for (const each of periods) baselineTotal += (baseline * each.counted) / each.length;
  }
  const unitsAvoided = baseline === null ? null : round(baselineTotal - logged, 2);
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
  return {
    baseline,
    baselineSource: entered !== null ? 'entered' : measured !== null ? 'measured' : null,
    per,
    baselineSoFar: baselineSoFar === null ? null : round(baselineSoFar, 2),
    thisWeek,
    lastWeek,
    thisMonth,
    lastMonth: monthPeriod(days, addMonths(month, -1)),
    changeVsBaseline,
    unitsAvoided,
    moneySaved,
    ...overDays,
    milestones: reached.map((milestone) => ({ ...milestone, seen: seen.has(milestone.id) })),
  };
}

/**
 * The baseline `reduction` answers (entered, else measured from the first days), from the habit's
 * first entries alone: `firstEntries` are its entries from the oldest on, sorted by date, a prefix
 * of them unless `complete`. Undefined when that prefix is too short to tell, and the caller reads
 * more. A measured baseline needs the first 14 logged amounts, or under a budget the entries of the
 * first 14 days from the first logged day: a few dozen entries, however long the history.
 */
export function baselineFromFirstEntries(
  goals: Goal | GoalHistory,
  firstEntries: readonly LoggedDay[],
  options: Pick<ReductionOptions, 'today' | 'baseline'> & { complete: boolean },
): number | null | undefined {
  const { today } = options;
  const goal = goalOn(asHistory(goals), today);
  if (goal.goalType !== 'number') return null;
  const entered = options.baseline ?? null;
  if (entered !== null) return entered;
  const past = firstEntries.filter((entry) => entry.date <= today);
  // Every past entry is here when all are, or when one after today is (they come by date).
  const allPast = options.complete || past.length < firstEntries.length;
  const logged = past.filter((entry) => !isSkipped(entry));
  const firstEntry = logged[0]?.date;
  if (firstEntry === undefined) return allPast ? null : undefined;
  const per = baselinePeriod(goal);
  if (per === 'day') {
    const amounts = logged.filter((day) => day.actualValue != null).length;
    return amounts >= MEASURED_BASELINE_DAYS || allPast ? measuredBaseline(logged) : undefined;
  }
  const last = addDays(firstEntry, MEASURED_BASELINE_DAYS - 1);
  const lastRead = past.at(-1)?.date ?? firstEntry;
  if (last < today && !allPast && lastRead < last) return undefined;
  const skippedDays = past.filter(isSkipped).map((entry) => entry.date);
  return measuredPeriodBaseline(logged, skippedDays, firstEntry, today, per);
}

/** The milestone ids stored on a habit ('money-10,reduction-25') as a list. */
export function milestoneIds(stored: string): string[] {
  return stored.split(',').filter((id) => id !== '');
}
