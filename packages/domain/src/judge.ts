/**
 * Judging an entry against its day's goal (SPEC §4), and the log entry's value check (SPEC §5).
 * The server judges every entry itself; a client's `performance` is ignored (ARCHITECTURE).
 */
import { isLevel, goalForDate, levelRank, readGoalValue, tagCountOf } from './goals';
import type { HabitGoalFields } from './goals';
import type { IsoDate } from './dates';

export type Judgement = 'success' | 'over';

/** The value part of a log entry: a number for number goals, a level or tag position otherwise. */
export interface EntryValue {
  actualValue?: number | string | null;
  levelValue?: string | null;
}

export interface EntryValueProblem {
  title: string;
  description: string;
}

/** SPEC §5's toasts for a log entry whose value is missing or invalid. */
export const ENTRY_VALUE_PROBLEMS = {
  invalidNumber: { title: 'Invalid value', description: 'Please enter a valid number' },
  missingLevel: { title: 'Missing selection', description: 'Please select a level' },
  missingTag: { title: 'Missing selection', description: 'Please select a custom tag' },
} as const satisfies Record<string, EntryValueProblem>;

/** A logged amount: a finite number ≥ 0, given as a number or as typed text; else undefined. */
export function parseEntryNumber(value: number | string | null | undefined): number | undefined {
  if (value === null || value === undefined) return undefined;
  if (typeof value === 'string' && value.trim() === '') return undefined;
  const parsed = typeof value === 'number' ? value : Number(value.trim());
  return Number.isFinite(parsed) && parsed >= 0 ? parsed : undefined;
}

/**
 * 'success' when the value is within the goal that applies on `date`, else 'over':
 * number ≤ goal; level rank ≤ goal rank; tag position ≤ goal position. No goal → 'success'
 * (goal 0 is a real goal). A value that cannot be read has nothing to exceed the goal with and
 * judges 'success' — `entryValueProblem` refuses such entries before they are judged.
 */
export function judgeEntry(habit: HabitGoalFields, date: IsoDate, value: EntryValue): Judgement {
  const goal = goalForDate(habit, date);
  if (goal === undefined) return 'success';
  if (habit.goalType === 'number') {
    const amount = parseEntryNumber(value.actualValue);
    return amount === undefined || typeof goal !== 'number' || amount <= goal ? 'success' : 'over';
  }
  if (habit.goalType === 'level') {
    const level = value.levelValue;
    if (!isLevel(level) || !isLevel(goal)) return 'success';
    return levelRank(level) <= levelRank(goal) ? 'success' : 'over';
  }
  const position = readGoalValue('custom_tags', value.levelValue);
  if (typeof position !== 'number' || typeof goal !== 'number') return 'success';
  return position <= goal ? 'success' : 'over';
}

/**
 * Why a log entry's value cannot be saved, as SPEC §5's toast, or undefined when it can:
 * number goals need a number ≥ 0; level goals one of the four levels; custom tags the position of
 * one of the habit's tags (1 … tag count, 4 when the tags are unknown).
 */
export function entryValueProblem(
  habit: Pick<HabitGoalFields, 'goalType' | 'customTags'>,
  value: EntryValue,
): EntryValueProblem | undefined {
  if (habit.goalType === 'number') {
    return parseEntryNumber(value.actualValue) === undefined
      ? ENTRY_VALUE_PROBLEMS.invalidNumber
      : undefined;
  }
  if (habit.goalType === 'level') {
    return isLevel(value.levelValue) ? undefined : ENTRY_VALUE_PROBLEMS.missingLevel;
  }
  const raw = value.levelValue ?? '';
  const position = /^\d+$/.test(raw) ? Number(raw) : NaN;
  return position >= 1 && position <= tagCountOf(habit)
    ? undefined
    : ENTRY_VALUE_PROBLEMS.missingTag;
}
