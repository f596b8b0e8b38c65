/**
 * Habit strength: Loop Habit Tracker's exponential score, day by day, so one bad day dents it and a
 * run of good days builds it back. Unlike Loop it starts at 0, not 1: a new habit has no strength
 * yet, and a score that starts full and falls reads as failing to people who have not failed.
 */
import { z } from 'zod';
import type { IsoDate } from './dates';
import { compareDates, fromDayNumber, toDayNumber } from './dates';
import type { DayResult } from './entries';
import { isSkipped, isSuccess } from './entries';

/** A daily habit's multiplier: the score's half-life is 13 days. */
export const STRENGTH_MULTIPLIER = 0.5 ** (1 / 13);

/** The longest range one strength or history request may ask for (ten years and a bit). */
export const MAX_RANGE_DAYS = 3660;

export const strengthPointSchema = z.object({
  date: z.string(),
  /** The score after that day, in [0, 1], rounded to 4 decimals. */
  score: z.number().min(0).max(1),
});
export type StrengthPoint = z.infer<typeof strengthPointSchema>;

export interface StrengthOptions {
  /** The habit's first day: the earlier of its creation day and its first entry. */
  firstDay: IsoDate;
  today: IsoDate;
}

/**
 * One day's step: a success counts 1; an over or warning day, and a past day without an entry,
 * count 0; today without an entry and a skipped day leave the score unchanged.
 */
function nextScore(score: number, entry: DayResult | undefined, isToday: boolean): number {
  if (entry === undefined ? isToday : isSkipped(entry)) return score;
  const value = entry !== undefined && isSuccess(entry) ? 1 : 0;
  return score * STRENGTH_MULTIPLIER + value * (1 - STRENGTH_MULTIPLIER);
}

function rounded(score: number): number {
  return Math.round(score * 10_000) / 10_000;
}

/** The habit's first day: its creation day, or an earlier first entry (a back-filled history). */
export function habitFirstDay(createdOn: IsoDate, entries: readonly DayResult[]): IsoDate {
  let first = createdOn;
  for (const entry of entries) if (compareDates(entry.date, first) < 0) first = entry.date;
  return first;
}

/** Entries by day number, so a walk over the days compares integers, not date strings. */
function entriesByDayNumber(entries: readonly DayResult[]): Map<number, DayResult> {
  const byDay = new Map<number, DayResult>();
  for (const entry of entries) byDay.set(toDayNumber(entry.date), entry);
  return byDay;
}

/**
 * Walks from the first day to `last` (day numbers), calling `visit` with each day's score; returns
 * the score after `last`.
 */
function walkScores(
  entries: readonly DayResult[],
  firstDay: number,
  last: number,
  today: number,
  visit?: (day: number, score: number) => void,
): number {
  const byDay = entriesByDayNumber(entries);
  let score = 0;
  for (let day = firstDay; day <= last; day++) {
    score = nextScore(score, byDay.get(day), day === today);
    visit?.(day, score);
  }
  return score;
}

/**
 * The score after each day of `from`…`to` that lies between the habit's first day and today, in
 * date order. Days before the first day and after today have no score and are left out.
 */
export function habitStrength(
  entries: readonly DayResult[],
  range: { from: IsoDate; to: IsoDate },
  { firstDay, today }: StrengthOptions,
): StrengthPoint[] {
  const todayNumber = toDayNumber(today);
  const from = toDayNumber(range.from);
  const points: StrengthPoint[] = [];
  walkScores(
    entries,
    toDayNumber(firstDay),
    Math.min(toDayNumber(range.to), todayNumber),
    todayNumber,
    (day, score) => {
      if (day >= from) points.push({ date: fromDayNumber(day), score: rounded(score) });
    },
  );
  return points;
}

/** The score after today, as a whole percent: what the habit screen and a summary card show. */
export function strengthPercent(entries: readonly DayResult[], options: StrengthOptions): number {
  const today = toDayNumber(options.today);
  const firstDay = toDayNumber(options.firstDay);
  if (firstDay > today) return 0;
  return Math.round(rounded(walkScores(entries, firstDay, today, today)) * 100);
}
