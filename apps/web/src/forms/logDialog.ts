/**
 * Rules of the Log Result dialog (SPEC §2, §4, §5): initial value, stepper, the dates that can be
 * chosen, and the date labels.
 */
import type { EntryValueFields, EntryValueProblem, Goal, IsoDate, Level } from '@taper/domain';
import {
  LEVELS,
  LIMITS,
  addDays,
  entryValueField,
  entryValueProblem,
  isLevel,
  isLoggableDate,
  levelRank,
  parseEntryNumber,
  readEntryValue,
  tagCountOf,
  tagName,
} from '@taper/domain';
import { weekdayMonthDay } from '../lib/dates';
import { levelName } from '../lib/value-labels';
import type { LogEntryBody } from './log-entry-body';

/** The dialog's value: an amount for number goals, a level name, or a tag position as text. */
export type LogValue = number | string;

/** The existing entry's value if there is one; otherwise 0, 'none' (level) or '1' (custom tags). */
export function initialLogValue(habit: Goal, existing?: EntryValueFields | null): LogValue {
  const read = existing ? readEntryValue(habit, existing) : undefined;
  if (read?.ok) return 'actualValue' in read.value ? read.value.actualValue : read.value.levelValue;
  return habit.goalType === 'number' ? 0 : habit.goalType === 'level' ? 'none' : '1';
}

/** Non-numeric amounts count as 0 (SPEC §5). */
function amountOf(value: LogValue): number {
  return parseEntryNumber(value) ?? 0;
}

function levelIndexOf(value: LogValue): number {
  return isLevel(value) ? levelRank(value) : 0;
}

function tagPositionOf(habit: Goal, value: LogValue): number {
  const position = Math.trunc(Number(value));
  return Number.isFinite(position) ? Math.min(Math.max(position, 1), tagCountOf(habit)) : 1;
}

/** Plus: amount + 1 (no maximum); the next level up to 'high'; the next tag up to the tag count. */
export function stepUp(habit: Goal, value: LogValue): LogValue {
  if (habit.goalType === 'number') return amountOf(value) + 1;
  if (habit.goalType === 'level') {
    return LEVELS[Math.min(levelIndexOf(value) + 1, LEVELS.length - 1)] as Level;
  }
  return String(Math.min(tagPositionOf(habit, value) + 1, tagCountOf(habit)));
}

/** Minus: amount − 1 but not below 0; the previous level down to 'none'; the previous tag down to 1. */
export function stepDown(habit: Goal, value: LogValue): LogValue {
  if (habit.goalType === 'number') return Math.max(amountOf(value) - 1, 0);
  if (habit.goalType === 'level') return LEVELS[Math.max(levelIndexOf(value) - 1, 0)] as Level;
  return String(Math.max(tagPositionOf(habit, value) - 1, 1));
}

/** `steps` steps at once (PageUp/PageDown are ±10), stopping at the ends like single steps do. */
export function stepBy(habit: Goal, value: LogValue, steps: number): LogValue {
  let next = value;
  for (let i = 0; i < Math.abs(steps); i++)
    next = steps > 0 ? stepUp(habit, next) : stepDown(habit, next);
  return next;
}

export function canStepUp(habit: Goal, value: LogValue): boolean {
  if (habit.goalType === 'number') return true;
  if (habit.goalType === 'level') return levelIndexOf(value) < LEVELS.length - 1;
  return tagPositionOf(habit, value) < tagCountOf(habit);
}

export function canStepDown(habit: Goal, value: LogValue): boolean {
  if (habit.goalType === 'number') return amountOf(value) > 0;
  if (habit.goalType === 'level') return levelIndexOf(value) > 0;
  return tagPositionOf(habit, value) > 1;
}

export interface LogValueOption {
  value: string;
  label: string;
}

/** The select's options: the four levels, or the habit's tags by position (1 … tag count). */
export function logValueOptions(habit: Goal): LogValueOption[] {
  if (habit.goalType === 'level') {
    return LEVELS.map((level) => ({ value: level, label: levelName(level) }));
  }
  if (habit.goalType === 'custom_tags') {
    return Array.from({ length: tagCountOf(habit) }, (_, index) => ({
      value: String(index + 1),
      label: tagName(habit, index + 1),
    }));
  }
  return [];
}

/** The date input's max: the log date is today at the latest (SPEC §9). */
export function latestSelectableDate(today: IsoDate): IsoDate {
  return today;
}

export function isSelectableLogDate(date: IsoDate, today: IsoDate): boolean {
  return isLoggableDate(date, today);
}

/**
 * SPEC §5's problem with the dialog's value, read in the field the goal uses, or undefined when it
 * can be saved: a number ≥ 0, a level, or one of the habit's tags ('' is no selection).
 */
export function logValueProblem(habit: Goal, value: LogValue): EntryValueProblem | undefined {
  return entryValueProblem(habit, { [entryValueField(habit)]: value === '' ? null : value });
}

/** The next-day button shows only while the next day is not after today. */
/** A note over the limit, said with the limit (nothing typed or pasted is cut off silently). */
export function noteProblem(note: string): string | undefined {
  const length = note.trim().length;
  return length > LIMITS.noteMax
    ? `Note must be at most ${String(LIMITS.noteMax)} characters (now ${String(length)})`
    : undefined;
}

export function canGoToNextDay(date: IsoDate, today: IsoDate): boolean {
  return isLoggableDate(addDays(date, 1), today);
}

/** Variant B's relative label: 'Today', 'Yesterday', 'Tomorrow', else 'Monday, March 3'. */
export function relativeDateLabel(date: IsoDate, today: IsoDate): string {
  if (date === today) return 'Today';
  if (date === addDays(today, -1)) return 'Yesterday';
  if (date === addDays(today, 1)) return 'Tomorrow';
  return weekdayMonthDay(date);
}

export type { LogEntryBody };

/** The body that marks `date` skipped, with the note if one was typed. */
export function skipEntryBody(date: IsoDate, note?: string | null): LogEntryBody {
  const trimmedNote = note?.trim() ?? '';
  return trimmedNote.length > 0 ? { date, skip: true, note: trimmedNote } : { date, skip: true };
}

/**
 * Whether a stored entry is a skipped day. Every other entry holds a value (the API refuses one
 * without), so an entry with neither an amount nor a level or tag is a skipped day.
 */
export function isSkippedEntry(
  entry: { actualValue: number | null; levelValue: string | null } | null | undefined,
): boolean {
  return (
    entry !== null && entry !== undefined && entry.actualValue === null && entry.levelValue === null
  );
}

/**
 * The entry body to send: the amount for number goals, the level or tag position otherwise; the
 * note trimmed and omitted when empty (SPEC §5). Check `entryValueProblem` first; the value's
 * field is the goal's (`entryValueField`).
 */
export function logEntryBody(
  habit: Goal,
  date: IsoDate,
  value: LogValue,
  note?: string | null,
): LogEntryBody {
  const trimmedNote = note?.trim() ?? '';
  const body: LogEntryBody = { date };
  if (entryValueField(habit) === 'actualValue') body.actualValue = amountOf(value);
  else body.levelValue = String(value);
  if (trimmedNote.length > 0) body.note = trimmedNote;
  return body;
}
