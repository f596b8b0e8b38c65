/**
 * Monthly Insights, Trends & Insights messages and the streak texts (SPEC §2, §9).
 * Thresholds compare the exact ratio of success entries to logged days; the percent in a message
 * is the rounded-down whole percent, so the two always agree. Skipped days count nowhere.
 */
import type { MonthlyInsights, WeekBlock } from './summarySchemas';
import { THRESHOLDS } from './constants';
import type { IsoDate } from './dates';
import { monthHeading } from './calendar';
import { addDays, startOfMonth, yearMonthOf } from './dates';
import type { DayResult } from './entries';
import { entriesInWindow, isSuccess, withoutSkips } from './entries';
import type { WindowStats } from './summaries';
import { monthWindow, successRatePercent, weekWindow, windowStats } from './summaries';
import { countIn, say, type Texts } from './texts';

const INSIGHT_TEXTS = {
  start: /*i18n*/ { id: 'streak.tier.start', message: 'Start your streak!' },
  building: /*i18n*/ { id: 'streak.tier.building', message: 'Building momentum' },
  great: /*i18n*/ { id: 'streak.tier.great', message: 'Great progress!' },
  excellent: /*i18n*/ { id: 'streak.tier.excellent', message: 'Excellent streak!' },
  amazing: /*i18n*/ { id: 'streak.tier.amazing', message: 'Amazing dedication!' },
  longestEver: /*i18n*/ { id: 'streak.longestEver', message: "You're on your longest streak ever" },
  toBeat: /*i18n*/ {
    id: 'streak.toBeat',
    message:
      '{count, plural, one {{n} more day to beat your record!} other {{n} more days to beat your record!}}',
  },
  weekEmpty: /*i18n*/ {
    id: 'insight.week.empty',
    message: "No entries in the last 7 days yet. Log today's result to start your week.",
  },
  weekPraise: /*i18n*/ {
    id: 'insight.week.praise',
    message: 'Great week! You hit your target on {percent}% of logged days in the last 7 days.',
  },
  weekEncourage: /*i18n*/ {
    id: 'insight.week.encourage',
    message:
      'Every day is a fresh start: you hit your target on {percent}% of logged days this week. Keep going!',
  },
  weekNeutral: /*i18n*/ {
    id: 'insight.week.neutral',
    message:
      'Solid week: you hit your target on {percent}% of logged days. Reach 75% for a great week.',
  },
  monthEmpty: /*i18n*/ {
    id: 'insight.month.empty',
    message: 'No entries this month yet. Log a result to see your monthly progress.',
  },
  monthAmazing: /*i18n*/ {
    id: 'insight.month.amazing',
    message: 'Amazing month! You hit your target on {percent}% of logged days.',
  },
  monthProgress: /*i18n*/ {
    id: 'insight.month.progress',
    message: "You're making progress: {percent}% of logged days on target this month. Keep it up!",
  },
};

/** SPEC's "You're on your longest streak ever", in the language of `texts`. */
export function longestEverText(texts?: Texts): string {
  return texts ? say(texts, INSIGHT_TEXTS.longestEver) : "You're on your longest streak ever";
}

export type SuccessCounts = Pick<WindowStats, 'successDays' | 'loggedDays'>;

function reaches(counts: SuccessCounts, threshold: number): boolean {
  return counts.loggedDays > 0 && counts.successDays / counts.loggedDays >= threshold;
}

// ---------- streak texts ----------

/** The Streak Progress tier for the current streak (SPEC §9, exact). */
export function streakTierText(currentStreak: number, texts?: Texts): string {
  if (texts) return say(texts, INSIGHT_TEXTS[streakTier(currentStreak)]);
  if (currentStreak <= 0) return 'Start your streak!';
  if (currentStreak < 3) return 'Building momentum';
  if (currentStreak < 7) return 'Great progress!';
  if (currentStreak < 14) return 'Excellent streak!';
  return 'Amazing dedication!';
}

function streakTier(
  currentStreak: number,
): 'start' | 'building' | 'great' | 'excellent' | 'amazing' {
  if (currentStreak <= 0) return 'start';
  if (currentStreak < 3) return 'building';
  if (currentStreak < 7) return 'great';
  if (currentStreak < 14) return 'excellent';
  return 'amazing';
}

/**
 * Days still needed to BEAT (not tie) the record: longest − current + 1, at least 1.
 */
export function daysToBeatRecord(currentStreak: number, longestStreak: number): number {
  return Math.max(1, longestStreak - currentStreak + 1);
}

/**
 * "You're on your longest streak ever" while the current streak is the record (and above 0),
 * otherwise 'N more days to beat your record!' — SPEC's text, in the singular for N = 1.
 * A current streak above the given record (stale numbers) also counts as the longest ever.
 */
export function streakRecordText(
  currentStreak: number,
  longestStreak: number,
  texts?: Texts,
): string {
  if (currentStreak > 0 && currentStreak >= longestStreak) return longestEverText(texts);
  const days = daysToBeatRecord(currentStreak, longestStreak);
  if (texts) return say(texts, INSIGHT_TEXTS.toBeat, { count: days, n: countIn(texts, days) });
  return `${days} more ${days === 1 ? 'day' : 'days'} to beat your record!`;
}

// ---------- Trends & Insights ----------

export type InsightTone = 'praise' | 'neutral' | 'encourage' | 'empty';

/** Weekly: ≥ 75% praises, < 50% encourages, in between neutral; no entries: a nudge to log. */
export function weeklyInsightTone(week: SuccessCounts): InsightTone {
  if (week.loggedDays === 0) return 'empty';
  if (reaches(week, THRESHOLDS.weeklyPraise)) return 'praise';
  if (!reaches(week, THRESHOLDS.weeklyEncourage)) return 'encourage';
  return 'neutral';
}

export function weeklyInsight(week: SuccessCounts, texts?: Texts): string {
  const percent = successRatePercent(week.successDays, week.loggedDays);
  if (texts) {
    const message = {
      empty: INSIGHT_TEXTS.weekEmpty,
      praise: INSIGHT_TEXTS.weekPraise,
      encourage: INSIGHT_TEXTS.weekEncourage,
      neutral: INSIGHT_TEXTS.weekNeutral,
    }[weeklyInsightTone(week)];
    return say(texts, message, { percent: countIn(texts, percent) });
  }
  switch (weeklyInsightTone(week)) {
    case 'empty':
      return "No entries in the last 7 days yet. Log today's result to start your week.";
    case 'praise':
      return `Great week! You hit your target on ${percent}% of logged days in the last 7 days.`;
    case 'encourage':
      return `Every day is a fresh start: you hit your target on ${percent}% of logged days this week. Keep going!`;
    case 'neutral':
      return `Solid week: you hit your target on ${percent}% of logged days. Reach 75% for a great week.`;
  }
}

/** Monthly: ≥ 70% is an 'Amazing month', otherwise a progress message. */
export function monthlyInsight(month: SuccessCounts, texts?: Texts): string {
  const percent = successRatePercent(month.successDays, month.loggedDays);
  if (texts) {
    const message =
      month.loggedDays === 0
        ? INSIGHT_TEXTS.monthEmpty
        : reaches(month, THRESHOLDS.monthlyAmazing)
          ? INSIGHT_TEXTS.monthAmazing
          : INSIGHT_TEXTS.monthProgress;
    return say(texts, message, { percent: countIn(texts, percent) });
  }
  if (month.loggedDays === 0) {
    return 'No entries this month yet. Log a result to see your monthly progress.';
  }
  if (reaches(month, THRESHOLDS.monthlyAmazing)) {
    return `Amazing month! You hit your target on ${percent}% of logged days.`;
  }
  return `You're making progress: ${percent}% of logged days on target this month. Keep it up!`;
}

/** The Trends & Insights messages: the week's, then the month's. */
export function trendsAndInsights(
  entries: readonly DayResult[],
  today: IsoDate,
  texts?: Texts,
): string[] {
  return [
    weeklyInsight(windowStats(entries, weekWindow(today)), texts),
    monthlyInsight(windowStats(entries, monthWindow(today)), texts),
  ];
}

// ---------- Monthly Insights ----------

/** SPEC §2: the Weekly Breakdown's four fixed blocks of month days, whatever the week start. */
export const WEEK_BLOCK_DAYS = [
  [1, 7],
  [8, 14],
  [15, 21],
  [22, 28],
] as const;

/** SPEC's four blocks of today's month (days 1-7, 8-14, 15-21, 22-28), each judged up to today. */
export function monthWeekBlocks(entries: readonly DayResult[], today: IsoDate): WeekBlock[] {
  const first = startOfMonth(today);
  return WEEK_BLOCK_DAYS.map(([firstDay, lastDay]) => {
    const start = addDays(first, firstDay - 1);
    const end = addDays(first, lastDay - 1);
    // A skipped day is neither a success nor a warning of its block.
    const inBlock =
      start > today ? [] : withoutSkips(entriesInWindow(entries, start, end < today ? end : today));
    const successCount = inBlock.filter(isSuccess).length;
    return {
      label: `${firstDay}-${lastDay}`,
      firstDay,
      lastDay,
      start,
      end,
      entryCount: inBlock.length,
      successCount,
      hasEntries: inBlock.length > 0,
      success: reaches(
        { successDays: successCount, loggedDays: inBlock.length },
        THRESHOLDS.weekBlockSuccess,
      ),
    };
  });
}

/** The Monthly Insights dialog for today's month, counting entries up to today. */
export function monthlyInsights(
  entries: readonly DayResult[],
  today: IsoDate,
  texts?: Texts,
): MonthlyInsights {
  const month = windowStats(entries, monthWindow(today));
  const { year, month: monthNumber } = yearMonthOf(today);
  return {
    heading: monthHeading(year, monthNumber, texts),
    successDays: month.successDays,
    aboveTargetDays: month.overDays,
    weekBlocks: monthWeekBlocks(entries, today),
    messages: trendsAndInsights(entries, today, texts),
  };
}
