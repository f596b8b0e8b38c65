/**
 * The read model of a habit: every figure the habit screen and a summary card show, from one
 * function, so the API serves them and the web only displays them (ARCHITECTURE).
 */
import type { HabitCard, HabitStats, StreakStats } from './statsSchemas';
import { holdSuggestion } from './planHold';
import { monthHeading } from './calendar';
import type { IsoDate, YearMonth } from './dates';
import { addDays, firstDayOfMonth, startOfMonth, yearMonthOf } from './dates';
import { asHistory, goalOn, type GoalHistory } from './goalHistory';
import { budgetPeriodName, budgetStatus } from './budgets';
import {
  budgetPeriodResults,
  budgetRecordText,
  budgetStreaks,
  budgetStreakText,
  budgetSuccessRate,
  periodCount,
} from './budgetStreaks';
import { isBudgetGoal } from './goals';
import type { BudgetSchedule } from './goalValues';
import type { Goal } from './goalSchemas';
import { dayCount } from './goalTexts';
import { monthlyInsights, streakRecordText, streakTierText } from './insights';
import { habitFirstDay, strengthPercent } from './strength';
import { computeStreaks } from './streaks';
import type { Streaks } from './summarySchemas';
import { monthStats, weeklySummary } from './summaries';
import {
  countedDays,
  DEFAULT_UNLOGGED_DAYS,
  type AssumedDay,
  type UnloggedDays,
} from './unloggedDays';
import { budgetInsights } from './budgetInsights';
import { DEFAULT_WEEK_START, type WeekStart } from './weeks';
import { reduction } from './reduction';
import { todayGoalText, tomorrowStepText } from './todayGoal';
import { planMarks } from './planMarks';
import type { Plan } from './plans';
import { calendarDays, entriesFrom, minDate, type StatsEntry } from './statsCalendar';
import { say, type Texts } from './texts';

export { RECENT_DAYS, calendarDayDescription, type StatsEntry } from './statsCalendar';

export interface HabitStatsOptions {
  today: IsoDate;
  /** The month shown; today's month when omitted. */
  month?: YearMonth;
  /** The habit's creation day, where its strength starts; its first entry or today when omitted. */
  createdOn?: IsoDate;
  /** The user's week: the calendar's first column and the insights' week blocks (Monday if omitted). */
  weekStart?: WeekStart;
  /** What a past day without an entry counts as ('not_logged' if omitted). */
  unloggedDays?: UnloggedDays;
  /** The habit's entered baseline and cost per unit, and the milestones seen (none if omitted). */
  baseline?: number | null;
  costPerUnit?: number | null;
  milestonesSeen?: readonly string[];
  /** The habit's taper plan: its step days and held days marked on the calendar (none if omitted). */
  plan?: Plan | null;
  /** The language of its texts (`serverI18n(locale)`); SPEC's English when omitted. */
  texts?: Texts;
}

const STATS_TEXTS = {
  record: /*i18n*/ { id: 'streak.recordLabel', message: 'Record: {count}' },
};

function streakStats(streaks: Streaks, schedule?: BudgetSchedule, texts?: Texts): StreakStats {
  const { currentStreak, longestStreak } = streaks;
  const longest = schedule
    ? periodCount(longestStreak, schedule, texts)
    : dayCount(longestStreak, texts);
  return {
    ...streaks,
    unit: schedule ? budgetPeriodName(schedule) : 'day',
    text: schedule
      ? budgetStreakText(currentStreak, schedule, texts)
      : dayCount(currentStreak, texts),
    // SPEC's tier thresholds, applied to periods under a budget.
    tier: streakTierText(currentStreak, texts),
    recordText: schedule
      ? budgetRecordText(currentStreak, longestStreak, schedule, texts)
      : streakRecordText(currentStreak, longestStreak, texts),
    recordLabel: texts ? say(texts, STATS_TEXTS.record, { count: longest }) : `Record: ${longest}`,
    recordProgress:
      longestStreak > 0 ? Math.min(100, Math.round((currentStreak / longestStreak) * 100)) : 0,
  };
}

/**
 * Everything the habit screen shows for `month`, from the habit's goal history (or one goal) and
 * its entries (any order, one per day; each judged when written by its day's goal): the stat cards of that month, its calendar with each logged value, the streaks,
 * the Weekly Summary and the Monthly Insights.
 */
export function habitStats(
  goals: Goal | GoalHistory,
  entries: readonly StatsEntry[],
  options: HabitStatsOptions,
): HabitStats {
  const { today, texts } = options;
  const history = asHistory(goals);
  const month = options.month ?? yearMonthOf(today);
  const firstDay = habitFirstDay(options.createdOn ?? today, entries);
  const weekStart = options.weekStart ?? DEFAULT_WEEK_START;
  // Under 'zero', every past day without an entry counts as the goal's best result.
  const counted: readonly (StatsEntry | AssumedDay)[] = countedDays(entries, {
    unloggedDays: options.unloggedDays ?? DEFAULT_UNLOGGED_DAYS,
    firstDay,
    today,
    goals: history,
  });
  const { calendar, recent } = calendarDays(counted, history, {
    month,
    today,
    weekStart,
    marks: planMarks(history, options.plan ?? null),
    texts,
  });
  const recentCounted = entriesFrom(
    counted,
    minDate(firstDayOfMonth(month), minDate(addDays(today, -6), startOfMonth(today))),
    today,
  );
  // Under a budget today, streaks and Success Rate count whole periods (budgetStreaks.ts).
  const goalToday = goalOn(history, today);
  const schedule = isBudgetGoal(goalToday) ? goalToday.goalSchedule : undefined;
  const periods = schedule
    ? budgetPeriodResults(history, counted, schedule, firstDay, today, weekStart)
    : undefined;
  const stats = monthStats(recentCounted, month, today);
  const budget = budgetStatus(history, entries, today, weekStart, today, texts) ?? null;
  const insights = monthlyInsights(recentCounted, today, texts);
  return {
    today,
    month: {
      ...month,
      heading: monthHeading(month.year, month.month, texts),
      ...stats,
      ...(periods ? { successRate: budgetSuccessRate(periods, month).successRate } : {}),
    },
    calendar,
    recent,
    goalToday: todayGoalText(history, today, budget, texts),
    stepTomorrow: tomorrowStepText(history, today, texts),
    streaks: periods
      ? streakStats(budgetStreaks(periods, today), schedule, texts)
      : streakStats(computeStreaks(counted, today), undefined, texts),
    week: weeklySummary(history, recentCounted, today, budget ?? undefined, texts),
    // Under a budget the messages speak of its weeks or months (budgetInsights.ts), not of days.
    insights:
      periods && schedule && budget
        ? { ...insights, messages: budgetInsights(periods, budget, schedule, today, texts) }
        : insights,
    strength: strengthPercent(counted, { firstDay, today, goals: history }),
    firstDay,
    budget,
    reduction: reduction(history, entries, {
      today,
      weekStart,
      unloggedDays: options.unloggedDays ?? DEFAULT_UNLOGGED_DAYS,
      baseline: options.baseline ?? null,
      costPerUnit: options.costPerUnit ?? null,
      milestonesSeen: options.milestonesSeen ?? [],
    }),
    holdSuggestion: holdSuggestion(history, entries, today, texts),
  };
}

export function habitCard(stats: HabitStats): HabitCard {
  const { month, calendar, recent, goalToday, stepTomorrow, streaks, strength, budget } = stats;
  return {
    month: { heading: month.heading, onTrack: month.onTrack, missed: month.missed },
    calendar,
    recent,
    goalToday,
    stepTomorrow,
    streaks: {
      currentStreak: streaks.currentStreak,
      longestStreak: streaks.longestStreak,
      unit: streaks.unit,
    },
    strength,
    budget,
    reduction: stats.reduction,
  };
}
