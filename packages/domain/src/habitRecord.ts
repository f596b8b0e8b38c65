/**
 * A habit as its figures read it: the habit's row, its goal history, its entries and the user's
 * days (zone, day end, week start, today), put together once per read. Every figure — the habit
 * screen's stats, the summary card, streaks, strength, history, weekdays, reduction — takes the
 * record, so they all count from the same first day and the same goals.
 */
import { habitCard, habitStats, type StatsEntry } from './stats';
import type { IsoDate, YearMonth } from './dates';
import { dateInTimeZone } from './zoneDates';
import type { LoggedDay } from './entries';
import type { Goal } from './goalSchemas';
import type { GoalHistory, GoalVersion } from './goalHistory';
import { habitFirstDay, habitStrength, habitStrengthPieces, type StrengthPoint } from './strength';
import { countedDays, type AssumedDay, type UnloggedDays } from './unloggedDays';
import { milestoneIds, reduction } from './reduction';
import { habitPatternText, weekdayPattern, type WeekdayPattern } from './weekdayPattern';
import { habitStreaks } from './budgetStreaks';
import { chartRange } from './chartRange';
import { habitHistory } from './history';
import { historySpan, type HistoryBucket, type HistoryBucketTotals } from './historyBuckets';
import type { WeekStart } from './weeks';
import type { HabitCard, HabitStats } from './statsSchemas';
import type { Reduction } from './reductionSchemas';
import type { Streaks } from './summarySchemas';
import type { Texts } from './texts';
import type { Plan } from './plans';

/** What the figures read of the habit's stored row. */
export interface HabitRecordRow {
  /** The instant the habit was created. */
  createdAt: Date;
  /** The habit's last goal: its history when it has no stored versions. */
  goal: Goal;
  unloggedDays: UnloggedDays;
  baseline: number | null;
  costPerUnit: number | null;
  /** The milestones whose message was seen, as stored (ids joined by commas). */
  milestonesSeen: string;
  /** The habit's taper plan, whose steps and held days its calendar marks. */
  plan?: Plan | null;
}

/** Where the user's days fall: what makes an instant a day, and which day is today. */
export interface UserDays {
  timezone: string;
  dayEndsAtHour: number;
}

export interface HabitRecordSettings extends UserDays {
  weekStart: WeekStart;
  today: IsoDate;
  /** The language of the record's texts (`serverI18n(locale)`); SPEC's English when omitted. */
  texts?: Texts;
}

export interface HabitRecord<E extends LoggedDay = LoggedDay> {
  /** The day the habit was created, in the user's zone and by their day end. */
  createdOn: IsoDate;
  /** The habit's first day: its creation day, or its first entry when earlier (a back-filled history). */
  firstDay: IsoDate;
  goals: GoalHistory;
  /** By date, oldest first: all of the habit's, or those of the span a read asked for. */
  entries: readonly E[];
  today: IsoDate;
  weekStart: WeekStart;
  unloggedDays: UnloggedDays;
  baseline: number | null;
  costPerUnit: number | null;
  milestonesSeen: readonly string[];
  plan: Plan | null;
  /** The language of its texts; SPEC's English when omitted. */
  texts?: Texts;
}

export interface HabitRecordInput<E extends LoggedDay> {
  habit: HabitRecordRow;
  /** The stored goal versions, oldest first; none for a habit stored before it had any. */
  versions: readonly GoalVersion[] | undefined;
  /**
   * By date, oldest first: all of the habit's, or its oldest ones at least (the first day is read
   * from them; `recordOfSpan` then narrows the record to the days a read needs).
   */
  entries: readonly E[];
  settings: HabitRecordSettings;
}

/** The day the habit was created, in the user's zone and by their day end: the one definition. */
export function habitCreatedOn(createdAt: Date, user: UserDays): IsoDate {
  return dateInTimeZone(createdAt, user.timezone, user.dayEndsAtHour);
}

/** The habit's goal history as stored, or its goal alone from its creation day when it has no versions. */
export function storedGoalHistory(
  goal: Goal,
  versions: readonly GoalVersion[] | undefined,
  createdOn: IsoDate,
): GoalHistory {
  return versions && versions.length > 0 ? versions : [{ effectiveFrom: createdOn, goal }];
}

/** The habit's goal history as stored, a habit without versions keeping its goal from its creation day. */
export function habitGoalHistory(
  habit: Pick<HabitRecordRow, 'createdAt' | 'goal'>,
  versions: readonly GoalVersion[] | undefined,
  user: UserDays,
): GoalHistory {
  return storedGoalHistory(habit.goal, versions, habitCreatedOn(habit.createdAt, user));
}

/** The habit's record for one read. */
export function habitRecord<E extends LoggedDay>(input: HabitRecordInput<E>): HabitRecord<E> {
  const { habit, settings } = input;
  const createdOn = habitCreatedOn(habit.createdAt, settings);
  return {
    createdOn,
    firstDay: habitFirstDay(createdOn, input.entries),
    goals: storedGoalHistory(habit.goal, input.versions, createdOn),
    entries: input.entries,
    today: settings.today,
    weekStart: settings.weekStart,
    unloggedDays: habit.unloggedDays,
    baseline: habit.baseline,
    costPerUnit: habit.costPerUnit,
    milestonesSeen: milestoneIds(habit.milestonesSeen),
    plan: habit.plan ?? null,
    ...(settings.texts ? { texts: settings.texts } : {}),
  };
}

/** The same habit's record with the entries of a span of days in place of its own. */
export function recordOfSpan<E extends LoggedDay, F extends LoggedDay>(
  record: HabitRecord<E>,
  entries: readonly F[],
): HabitRecord<F> {
  return { ...record, entries };
}

/**
 * The days the record's figures count: its entries, and under 'zero' every past day without one as
 * its best result, from the first day (or `from`, when the entries are a span's from a later day).
 */
export function recordCountedDays<E extends LoggedDay>(
  record: HabitRecord<E>,
  from: IsoDate = record.firstDay,
): (E | AssumedDay)[] {
  return countedDays(record.entries, {
    unloggedDays: record.unloggedDays,
    firstDay: from > record.firstDay ? from : record.firstDay,
    today: record.today,
    goals: record.goals,
  });
}

/** Everything the habit screen shows for `month` (today's when omitted). */
export function recordStats(record: HabitRecord<StatsEntry>, month?: YearMonth): HabitStats {
  return habitStats(record.goals, record.entries, {
    today: record.today,
    // The first day is the earlier of the creation day and the first entry: the same either way.
    createdOn: record.firstDay,
    weekStart: record.weekStart,
    unloggedDays: record.unloggedDays,
    baseline: record.baseline,
    costPerUnit: record.costPerUnit,
    milestonesSeen: record.milestonesSeen,
    plan: record.plan,
    ...(month ? { month } : {}),
    ...(record.texts ? { texts: record.texts } : {}),
  });
}

/** The summary's card of the habit. */
export function recordCard(record: HabitRecord<StatsEntry>): HabitCard {
  return habitCard(recordStats(record));
}

/** The streaks, in weeks or months under a budget, as the habit screen counts them. */
export function recordStreaks(record: HabitRecord): Streaks {
  return habitStreaks(record.goals, recordCountedDays(record), {
    today: record.today,
    firstDay: record.firstDay,
    weekStart: record.weekStart,
  });
}

/** The strength after each day of `range` between the first day and today. */
export function recordStrength(
  record: HabitRecord,
  range: { from: IsoDate; to: IsoDate },
): StrengthPoint[] {
  return habitStrength(recordCountedDays(record), range, {
    firstDay: record.firstDay,
    today: record.today,
    goals: record.goals,
  });
}

/**
 * The strength of the entries as logged (Loop's Scores.csv, which knows no assumed day), a piece
 * of days at a time, so a long history's export walks it without holding up other requests.
 */
export function recordStrengthPieces(
  record: HabitRecord,
  range: { from: IsoDate; to: IsoDate },
  daysPerPiece?: number,
): Generator<StrengthPoint[], void, undefined> {
  return habitStrengthPieces(
    record.entries,
    range,
    { firstDay: record.firstDay, today: record.today, goals: record.goals },
    daysPerPiece,
  );
}

/**
 * The range a progress chart shows of `input` and the days its buckets read, or undefined when
 * the range ends before the habit's first day.
 */
export function recordHistorySpan(
  record: HabitRecord,
  input: { from: IsoDate; to: IsoDate; bucket: HistoryBucket },
): { from: IsoDate; to: IsoDate } | undefined {
  const range = chartRange(record.goals, input, record.firstDay, record.today);
  if (range.from > range.to) return undefined;
  return historySpan({ ...range, bucket: input.bucket }, record.weekStart);
}

/**
 * The habit's values against its goal in buckets; the record's entries are all of the habit's or
 * those of `recordHistorySpan`. `baseline` is per day, as `reduction` answers it.
 */
export function recordHistory(
  record: HabitRecord,
  input: { from: IsoDate; to: IsoDate; bucket: HistoryBucket },
  baseline: number | null,
): HistoryBucketTotals[] {
  const range = chartRange(record.goals, input, record.firstDay, record.today);
  if (range.from > range.to) return [];
  const span = historySpan({ ...range, bucket: input.bucket }, record.weekStart);
  return habitHistory(
    record.goals,
    recordCountedDays(record, span.from),
    { ...range, bucket: input.bucket },
    record.today,
    record.weekStart,
    baseline,
  );
}

/** How often each weekday is over target, and the pattern in words (undefined when none). */
export function recordWeekdays(record: HabitRecord): {
  days: WeekdayPattern[];
  text: string | undefined;
} {
  const counted = recordCountedDays(record);
  const days = weekdayPattern(counted, record.weekStart);
  const text = habitPatternText(record.goals, counted, days, {
    today: record.today,
    firstDay: record.firstDay,
    weekStart: record.weekStart,
    ...(record.texts ? { texts: record.texts } : {}),
  });
  return { days, text };
}

/** How much less than when the user started. */
export function recordReduction(record: HabitRecord): Reduction {
  return reduction(record.goals, record.entries, {
    today: record.today,
    weekStart: record.weekStart,
    unloggedDays: record.unloggedDays,
    baseline: record.baseline,
    costPerUnit: record.costPerUnit,
    milestonesSeen: record.milestonesSeen,
  });
}
