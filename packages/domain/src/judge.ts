/**
 * Judging an entry against its day's goal (SPEC §4), and reading an entry's value (SPEC §5).
 * The server judges every entry itself; a client's `performance` is ignored (ARCHITECTURE).
 */
import type { IsoDate } from './dates';
import type { Goal } from './goalSchemas';
import {
  goalForDate,
  isLevel,
  levelLabel,
  levelLabelIn,
  levelRank,
  tagCountOf,
  tagName,
} from './goals';
import { LEVELS, type Level } from './goalValues';
import { numberIn, type Texts } from './texts';

export type Judgement = 'success' | 'over';

/** The value fields of an entry as sent or stored; a goal reads one of them. */
export interface EntryValueFields {
  actualValue?: number | string | null;
  levelValue?: string | null;
}

/** An entry's value, read for its goal: an amount, a level, or a tag position. */
export type EntryValue = { actualValue: number } | { levelValue: string };

/** Which field holds an entry's value: the amount for number goals, else the level or tag. */
export function entryValueField(goal: Pick<Goal, 'goalType'>): 'actualValue' | 'levelValue' {
  return goal.goalType === 'number' ? 'actualValue' : 'levelValue';
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

function tagPosition(goal: Goal, value: string | null | undefined): number | undefined {
  const position =
    value !== null && value !== undefined && /^\d+$/.test(value) ? Number(value) : NaN;
  return position >= 1 && position <= tagCountOf(goal) ? position : undefined;
}

export type ReadEntryValue =
  { ok: true; value: EntryValue } | { ok: false; problem: EntryValueProblem };

/**
 * The entry's value for its goal, from the field the goal reads (the other is ignored), or SPEC §5's
 * problem: number goals need a number ≥ 0; level goals one of the four levels; custom tags the
 * position of one of the goal's tags.
 */
export function readEntryValue(goal: Goal, fields: EntryValueFields): ReadEntryValue {
  if (goal.goalType === 'number') {
    const amount = parseEntryNumber(fields.actualValue);
    return amount === undefined
      ? { ok: false, problem: ENTRY_VALUE_PROBLEMS.invalidNumber }
      : { ok: true, value: { actualValue: amount } };
  }
  if (goal.goalType === 'level') {
    return isLevel(fields.levelValue)
      ? { ok: true, value: { levelValue: fields.levelValue } }
      : { ok: false, problem: ENTRY_VALUE_PROBLEMS.missingLevel };
  }
  const position = tagPosition(goal, fields.levelValue);
  return position === undefined
    ? { ok: false, problem: ENTRY_VALUE_PROBLEMS.missingTag }
    : { ok: true, value: { levelValue: String(position) } };
}

/** SPEC §5's problem with an entry's value, or undefined when it can be saved. */
export function entryValueProblem(
  goal: Goal,
  fields: EntryValueFields,
): EntryValueProblem | undefined {
  const read = readEntryValue(goal, fields);
  return read.ok ? undefined : read.problem;
}

/**
 * 'success' when the value is within the goal that applies on `date`, else 'over': number ≤ goal;
 * level rank ≤ goal rank; tag position ≤ goal position (SPEC §4). Goal 0 is a real goal. A value
 * the goal cannot read has nothing to exceed it with and judges 'success'; `readEntryValue`
 * refuses such entries before they are stored.
 */
export function judgeEntry(goal: Goal, date: IsoDate, fields: EntryValueFields): Judgement {
  const read = readEntryValue(goal, fields);
  if (!read.ok) return 'success';
  const value = 'actualValue' in read.value ? read.value.actualValue : read.value.levelValue;
  return scaleOf(goal, value) <= scaleOf(goal, goalForDate(goal, date)) ? 'success' : 'over';
}

/** Where a value stands on its goal's scale: the amount, the level's rank or the tag's position. */
function scaleOf(goal: Goal, value: number | string): number {
  if (goal.goalType === 'level') return isLevel(value) ? levelRank(value) : Number.NaN;
  return Number(value);
}

/** An entry's value on its goal's scale (amount, level rank or tag position); undefined if unreadable. */
export function entryOnScale(goal: Goal, fields: EntryValueFields): number | undefined {
  // `readEntryValue`'s reading without its result objects: walks call this once per day.
  if (goal.goalType === 'number') return parseEntryNumber(fields.actualValue);
  if (goal.goalType === 'level')
    return isLevel(fields.levelValue) ? levelRank(fields.levelValue) : undefined;
  return tagPosition(goal, fields.levelValue);
}

/** The goal that applies on `date`, on the same scale as `entryOnScale`. */
export function goalOnScale(goal: Goal, date: IsoDate): number {
  return scaleOf(goal, goalForDate(goal, date));
}

/**
 * How a value on the goal's scale reads: the amount ('2.5'), or the nearest level ('Moderate') or
 * tag (its name) for an average of ranks or positions.
 */
export function scaleLabel(goal: Goal, value: number): string {
  if (goal.goalType === 'number') return String(Math.round(value * 100) / 100);
  if (goal.goalType === 'level') return levelLabel(nearestLevel(value));
  return tagName(goal, Math.min(tagCountOf(goal), Math.max(1, Math.round(value))));
}

/** The level nearest a rank or an average of ranks (1.4 → 'low'). */
export function nearestLevel(rank: number): Level {
  return LEVELS[Math.min(LEVELS.length - 1, Math.max(0, Math.round(rank)))] ?? 'none';
}

/** How a value reads: the amount ('2.5'), the level ('Moderate') or the tag's name as typed. */
export function entryValueLabel(goal: Goal, fields: EntryValueFields, texts?: Texts): string {
  const read = readEntryValue(goal, fields);
  if (!read.ok) return '';
  if ('actualValue' in read.value) return numberIn(texts, read.value.actualValue);
  const { levelValue } = read.value;
  return isLevel(levelValue)
    ? levelLabelIn(levelValue, texts)
    : tagName(goal, Number(levelValue), texts);
}
