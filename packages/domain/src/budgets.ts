/**
 * Budget goals (issue 31): at most `budget` in a calendar week (by the user's week start) or a
 * calendar month. A period is a success when its total stays within its budget; a day is 'over'
 * when the period's running total passes the budget on that day (the days before stay 'success'),
 * so a calendar shows where the week went wrong.
 *
 * A day's judgement depends on the other days of its period, so every write to a budget habit
 * re-judges its entries with `judgeEntries`.
 */
import type { BudgetStatus } from './summarySchemas';
import type { IsoDate } from './dates';
import { endOfMonth, parseIsoDate, startOfMonth } from './dates';
import { monthName, shortDate } from './dateTexts';
import { goalOn, type GoalHistory } from './goalHistory';
import { formatAmount } from './goalTexts';
import type { BudgetGoal } from './goalSchemas';
import { isBudgetGoal } from './goals';
import type { BudgetSchedule } from './goalValues';
import { judgeEntry, readEntryValue, type EntryValueFields, type Judgement } from './judge';
import { addDays } from './dates';
import { startOfWeek, type WeekStart } from './weeks';
import { say, type Texts } from './texts';

const BUDGET_TEXTS = {
  phrase: /*i18n*/ {
    id: 'budget.phrase',
    message: '{period, select, week {this week} other {this month}}',
  },
  weekOf: /*i18n*/ { id: 'budget.phrase.weekOf', message: 'in the week of {date}' },
  inMonth: /*i18n*/ { id: 'budget.phrase.inMonth', message: 'in {month}' },
  used: /*i18n*/ { id: 'budget.used', message: '{total} of {budget} used {phrase}' },
  usedOver: /*i18n*/ { id: 'budget.usedOver', message: '{used}, {over} over' },
};

export interface BudgetPeriod {
  /** The period's first day. */
  start: IsoDate;
  /** The period's last day. */
  end: IsoDate;
}

/** The calendar week (from the user's week start) or the calendar month that `date` is in. */
export function budgetPeriod(
  schedule: BudgetSchedule,
  date: IsoDate,
  weekStart: WeekStart,
): BudgetPeriod {
  if (schedule === 'monthly_budget') return { start: startOfMonth(date), end: endOfMonth(date) };
  const start = startOfWeek(date, weekStart);
  return { start, end: addDays(start, 6) };
}

/** 'week' or 'month'. */
export function budgetPeriodName(schedule: BudgetSchedule): 'week' | 'month' {
  return schedule === 'weekly_budget' ? 'week' : 'month';
}

/** An entry as judging reads it: its day and value (a skipped day has none and counts 0). */
export interface EntryToJudge extends EntryValueFields {
  date: IsoDate;
}

/** The amount a budget counts for an entry: its logged amount, or 0 when it has none (skipped). */
export function budgetAmount(goal: BudgetGoal, entry: EntryValueFields): number | undefined {
  const read = readEntryValue(goal, entry);
  return read.ok && 'actualValue' in read.value ? read.value.actualValue : undefined;
}

/**
 * Every readable entry judged: a day under a budget by its period's running total up to and
 * including that day (over when it passes the budget in force that day); any other day by its own
 * goal (`judgeEntry`). The answer is in the order of `entries`; an entry the day's goal cannot read
 * (a skipped day, or a value of another goal type) answers undefined and keeps its result.
 * A period's running total counts only its days under a budget of the same schedule.
 */
export function judgeEntries(
  history: GoalHistory,
  entries: readonly EntryToJudge[],
  weekStart: WeekStart,
): (Judgement | undefined)[] {
  const results: (Judgement | undefined)[] = entries.map(() => undefined);
  const periods = new Map<string, { index: number; amount: number; budget: number }[]>();
  entries.forEach((entry, index) => {
    const goal = goalOn(history, entry.date);
    if (!isBudgetGoal(goal)) {
      if (readEntryValue(goal, entry).ok) results[index] = judgeEntry(goal, entry.date, entry);
      return;
    }
    const amount = budgetAmount(goal, entry);
    if (amount === undefined) return;
    const key = `${goal.goalSchedule}:${budgetPeriod(goal.goalSchedule, entry.date, weekStart).start}`;
    const days = periods.get(key) ?? [];
    days.push({ index, amount, budget: goal.budget });
    periods.set(key, days);
  });
  for (const days of periods.values()) {
    const inOrder = [...days].sort((a, b) => {
      const dateA = entries[a.index]?.date ?? '';
      const dateB = entries[b.index]?.date ?? '';
      return dateA < dateB ? -1 : dateA > dateB ? 1 : 0;
    });
    let total = 0;
    for (const day of inOrder) {
      total += day.amount;
      results[day.index] = total > day.budget ? 'over' : 'success';
    }
  }
  return results;
}

/** True when any goal of the history is a budget: its entries are judged together. */
export function hasBudget(history: GoalHistory): boolean {
  return history.some((version) => isBudgetGoal(version.goal));
}

/** An entry as re-judging reads it: its id, day, value and stored result. */
export interface StoredEntryToJudge extends EntryToJudge {
  id: number;
  performance: string;
}

/**
 * The entries of a habit with a budget whose stored result differs from `judgeEntries`' answer,
 * with the new result; only days under a budget are re-judged (the others keep the result their
 * own goal gave them). A habit without a budget answers none.
 */
export function budgetRejudged<T extends StoredEntryToJudge>(
  history: GoalHistory,
  entries: readonly T[],
  weekStart: WeekStart,
): { entry: T; performance: Judgement }[] {
  if (!hasBudget(history)) return [];
  const judged = judgeEntries(history, entries, weekStart);
  const changed: { entry: T; performance: Judgement }[] = [];
  entries.forEach((entry, index) => {
    const performance = judged[index];
    if (!isBudgetGoal(goalOn(history, entry.date))) return;
    if (performance !== undefined && performance !== entry.performance)
      changed.push({ entry, performance });
  });
  return changed;
}

/** One period of a budget: its days, its total so far and whether it stayed within. */
export interface BudgetPeriodTotal extends BudgetPeriod {
  schedule: BudgetSchedule;
  /** The budget in force on the period's last day counted (its end, or today). */
  budget: number;
  /** The period's logged total (up to today). */
  total: number;
  /** What is left of the budget (0 once over). */
  left: number;
  /** How far the total passes the budget (0 within it). */
  over: number;
  /** The total stays within the budget. */
  success: boolean;
}

/** A logged day as a period's total reads it. */
export interface BudgetDay extends EntryValueFields {
  date: IsoDate;
}

/**
 * The period of `date` under the budget in force that day, with its total of the entries up to
 * `today` (days under a budget of the same schedule); undefined when `date`'s goal is no budget.
 */
export function budgetPeriodTotal(
  history: GoalHistory,
  entries: readonly BudgetDay[],
  date: IsoDate,
  today: IsoDate,
  weekStart: WeekStart,
): BudgetPeriodTotal | undefined {
  const goal = goalOn(history, date);
  if (!isBudgetGoal(goal)) return undefined;
  const period = budgetPeriod(goal.goalSchedule, date, weekStart);
  const last = period.end < today ? period.end : today;
  const lastGoal = goalOn(history, last);
  const budget = isBudgetGoal(lastGoal) ? lastGoal.budget : goal.budget;
  let total = 0;
  for (const entry of entries) {
    if (entry.date < period.start || entry.date > last) continue;
    const dayGoal = goalOn(history, entry.date);
    if (!isBudgetGoal(dayGoal) || dayGoal.goalSchedule !== goal.goalSchedule) continue;
    total += budgetAmount(dayGoal, entry) ?? 0;
  }
  return {
    ...period,
    schedule: goal.goalSchedule,
    budget,
    total,
    left: Math.max(0, budget - total),
    over: Math.max(0, total - budget),
    success: total <= budget,
  };
}

/** 'this week' / 'this month' for the period of today; 'the week of 3 Mar' / 'in March' else. */
function periodPhrase(period: BudgetPeriodTotal, today: IsoDate, texts?: Texts): string {
  const current = period.start <= today && today <= period.end;
  if (texts) {
    const name = budgetPeriodName(period.schedule);
    if (current) return say(texts, BUDGET_TEXTS.phrase, { period: name });
    return name === 'week'
      ? say(texts, BUDGET_TEXTS.weekOf, { date: shortDate(period.start, texts) })
      : say(texts, BUDGET_TEXTS.inMonth, {
          month: monthName(parseIsoDate(period.start).month, texts),
        });
  }
  if (period.schedule === 'weekly_budget')
    return current ? 'this week' : `in the week of ${shortDate(period.start)}`;
  return current ? 'this month' : `in ${monthName(parseIsoDate(period.start).month)}`;
}

/**
 * A budget period in words, the one text every screen shows of it (the card's goal line, the Weekly
 * Summary, the Log dialog's goal): '9 of 14 used this week', '16 of 14 used this week, 2 over'.
 */
export function budgetUsedText(
  period: Pick<BudgetPeriodTotal, 'total' | 'budget' | 'over'>,
  phrase: string,
  texts?: Texts,
): string {
  if (texts) {
    const used = say(texts, BUDGET_TEXTS.used, {
      total: formatAmount(period.total, texts),
      budget: formatAmount(period.budget, texts),
      phrase,
    });
    if (period.over <= 0) return used;
    return say(texts, BUDGET_TEXTS.usedOver, { used, over: formatAmount(period.over, texts) });
  }
  const used = `${formatAmount(period.total)} of ${formatAmount(period.budget)} used ${phrase}`;
  return period.over > 0 ? `${used}, ${formatAmount(period.over)} over` : used;
}

/**
 * The budget's status for the period of `date` (today's by default), with `budgetUsedText`'s words:
 * '9 of 14 used this week', '16 of 14 used this week, 2 over'; undefined when that day has no budget.
 */
export function budgetStatus(
  history: GoalHistory,
  entries: readonly BudgetDay[],
  today: IsoDate,
  weekStart: WeekStart,
  date: IsoDate = today,
  texts?: Texts,
): BudgetStatus | undefined {
  const period = budgetPeriodTotal(history, entries, date, today, weekStart);
  if (!period) return undefined;
  return {
    period: budgetPeriodName(period.schedule),
    start: period.start,
    end: period.end,
    budget: period.budget,
    total: period.total,
    left: period.left,
    over: period.over,
    success: period.success,
    text: budgetUsedText(period, periodPhrase(period, today, texts), texts),
  };
}
