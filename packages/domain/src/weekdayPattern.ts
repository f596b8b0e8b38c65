/**
 * How often each weekday is over target, and the progress screen's pattern line: the weekday most
 * often over, or under a budget the periods that went over it.
 */
import { z } from 'zod';
import type { IsoDate } from './dates';
import { weekdayIndex } from './dates';
import { WEEKDAY_NAMES } from './dateTexts';
import type { LoggedDay } from './entries';
import { isSkipped, sortedOneEntryPerDay } from './entries';
import { goalOn, type GoalHistory } from './goalHistory';
import { budgetPatternText } from './budgetInsights';
import { budgetPeriodResults, type BudgetStreakDay } from './budgetStreaks';
import { isBudgetGoal } from './goals';
import type { WeekStart } from './weeks';
import { DEFAULT_WEEK_START, inWeekOrder } from './weeks';
import { countIn, say, type Texts } from './texts';

const PATTERN_TEXTS = {
  over: /*i18n*/ {
    id: 'pattern.overTarget',
    message:
      '{day, select, monday {Mondays} tuesday {Tuesdays} wednesday {Wednesdays} thursday {Thursdays} friday {Fridays} saturday {Saturdays} sunday {Sundays} other {{day}}} are over target {percent}% of the time',
  },
  early: /*i18n*/ {
    id: 'pattern.notEnough',
    message:
      'Not enough {day, select, monday {Mondays} tuesday {Tuesdays} wednesday {Wednesdays} thursday {Thursdays} friday {Fridays} saturday {Saturdays} sunday {Sundays} other {{day}}} yet to see a pattern ({logged} of {needed} logged)',
  },
};

export const weekdayPatternSchema = z.object({
  /** 'Monday' … 'Sunday'. */
  weekday: z.string(),
  loggedDays: z.number().int(),
  overDays: z.number().int(),
  /** Over days as a whole percent of logged days; 0 without entries. */
  overPercent: z.number().int(),
});
export type WeekdayPattern = z.infer<typeof weekdayPatternSchema>;

/** For each weekday, from the week start (Monday by default): how often it is over target (skipped days count nowhere). */
export function weekdayPattern(
  entries: readonly LoggedDay[],
  weekStart: WeekStart = DEFAULT_WEEK_START,
): WeekdayPattern[] {
  const counts = WEEKDAY_NAMES.map((weekday) => ({ weekday, loggedDays: 0, overDays: 0 }));
  // One entry per day, as the API passes them (sorted): then no index of the days is built.
  for (const entry of sortedOneEntryPerDay(entries)) {
    const day = counts[weekdayIndex(entry.date)];
    if (!day || isSkipped(entry)) continue;
    day.loggedDays++;
    if (entry.performance === 'over') day.overDays++;
  }
  const pattern = counts.map((day) => ({
    ...day,
    overPercent: day.loggedDays === 0 ? 0 : Math.round((day.overDays * 100) / day.loggedDays),
  }));
  return inWeekOrder(pattern, weekStart);
}

/** A weekday speaks for a pattern only from this many logged days of it (one over day is no habit). */
export const MIN_WEEKDAY_DAYS = 4;

/**
 * The weekday that is most often over target, in words ('Saturdays are over target 60% of the
 * time'), among the weekdays logged on MIN_WEEKDAY_DAYS days at least. When the only weekdays over
 * target have fewer days than that, it says so of the one most often over ('Not enough Wednesdays
 * yet to see a pattern (1 of 4 logged)'); undefined when no weekday has been over.
 */
export function weekdayPatternText(
  pattern: readonly WeekdayPattern[],
  texts?: Texts,
): string | undefined {
  let worst: WeekdayPattern | undefined;
  let early: WeekdayPattern | undefined;
  for (const day of pattern) {
    if (day.overDays === 0) continue;
    if (day.loggedDays >= MIN_WEEKDAY_DAYS) {
      if (day.overPercent > (worst?.overPercent ?? 0)) worst = day;
    } else if (
      early === undefined ||
      day.overDays > early.overDays ||
      (day.overDays === early.overDays && day.overPercent > early.overPercent)
    ) {
      early = day;
    }
  }
  if (texts && worst)
    return say(texts, PATTERN_TEXTS.over, {
      day: worst.weekday.toLowerCase(),
      percent: countIn(texts, worst.overPercent),
    });
  if (texts && early)
    return say(texts, PATTERN_TEXTS.early, {
      day: early.weekday.toLowerCase(),
      logged: countIn(texts, early.loggedDays),
      needed: countIn(texts, MIN_WEEKDAY_DAYS),
    });
  if (worst) return `${worst.weekday}s are over target ${String(worst.overPercent)}% of the time`;
  return (
    early &&
    `Not enough ${early.weekday}s yet to see a pattern (${String(early.loggedDays)} of ${String(MIN_WEEKDAY_DAYS)} logged)`
  );
}

/**
 * The progress screen's pattern line: under a budget today its periods ('2 of 9 weeks went over
 * budget'), else the weekday most often over ('Saturdays are over target 60% of the time'), or
 * undefined when none has been. `days` are the counted days (entries, and assumed days under 'zero').
 */
export function habitPatternText(
  history: GoalHistory,
  days: readonly BudgetStreakDay[],
  weekdays: readonly WeekdayPattern[],
  options: { today: IsoDate; firstDay: IsoDate; weekStart: WeekStart; texts?: Texts },
): string | undefined {
  const goal = goalOn(history, options.today);
  if (!isBudgetGoal(goal)) return weekdayPatternText(weekdays, options.texts);
  const periods = budgetPeriodResults(
    history,
    days,
    goal.goalSchedule,
    options.firstDay,
    options.today,
    options.weekStart,
  );
  return budgetPatternText(periods, goal.goalSchedule, options.texts);
}
