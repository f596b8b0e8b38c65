/**
 * A day whose change waits on the user's device to be sent (logged offline): the calendar shows the
 * typed value, marked pending, with no verdict — only the server judges, when the change arrives,
 * and answers with the habit's fresh figures. Until then every figure stays as the server last said.
 */
import type { IsoDate } from './dates';
import { shortValueLabel } from './cellLabel';
import type { Goal } from './goalSchemas';
import { entryValueLabel, type EntryValueFields } from './judge';
import type { CalendarDay } from './statsSchemas';

/**
 * How a typed value reads ('3', 'Moderate'): the domain's English by default; the web passes its
 * own, which names the built-in levels in the user's language.
 */
export type ValueLabel = (goal: Goal, fields: EntryValueFields) => string;

/** What a waiting change does to its day: a value (or a skip) logged, or the day cleared. */
export type PendingChange =
  | {
      kind: 'log';
      actualValue?: number | undefined;
      levelValue?: string | undefined;
      skip?: true | undefined;
      note?: string | undefined;
    }
  | { kind: 'clear' };

/** A waiting change, and whether the server failed it (a 5xx, or no answer): then it is not saved. */
export type WaitingChange = PendingChange & { failed?: boolean };

export type PendingCalendarDay = CalendarDay & { pending?: boolean; failed?: boolean };

/**
 * The words of a pending day's description and cell: English by default; the web passes its own,
 * in the user's language.
 */
export interface PendingDayWords {
  notLogged: string;
  hasNote: string;
  /** What a pending day's description ends with. */
  waiting: string;
  /** What it ends with when the server failed its change. */
  notSaved: string;
  /** How a pending skip reads, and its calendar cell's short label. */
  skipped: string;
  skipShort: string;
}

export const ENGLISH_PENDING_DAY_WORDS: PendingDayWords = {
  notLogged: 'not logged',
  hasNote: 'has a note',
  waiting: 'waiting to sync',
  notSaved: 'not saved',
  skipped: 'skipped',
  skipShort: 'skip',
};

/** A pending day in words: '5, has a note, waiting to sync', 'not logged, waiting to sync'. */
export function pendingDayDescription(
  entry: { label: string; note: string | null } | null,
  failed = false,
  words: PendingDayWords = ENGLISH_PENDING_DAY_WORDS,
): string {
  return [
    entry ? entry.label : words.notLogged,
    entry?.note ? words.hasNote : '',
    failed ? words.notSaved : words.waiting,
  ]
    .filter((part) => part !== '')
    .join(', ');
}

/**
 * The day as it shows while its change waits: the typed value, its label read with `goal` (the
 * habit's tag names and levels; no verdict is taken from it), status 'none' and joined to no
 * neighbour. The server's entry id stays, so clearing the day again deletes that entry.
 */
export function pendingCalendarDay<Day extends CalendarDay>(
  cell: Day,
  goal: Goal,
  change: WaitingChange,
  valueLabel: ValueLabel = entryValueLabel,
  words: PendingDayWords = ENGLISH_PENDING_DAY_WORDS,
): Day & { pending?: boolean; failed?: boolean } {
  const failed = change.failed === true;
  const base = {
    ...cell,
    status: 'none' as const,
    connectsToPrevious: false,
    connectsToNext: false,
    assumed: false,
    ...(failed ? { failed } : {}),
  };
  if (change.kind === 'clear') {
    return {
      ...base,
      entry: null,
      description: pendingDayDescription(null, failed, words),
      pending: true,
    };
  }
  const fields = {
    actualValue: change.actualValue ?? null,
    levelValue: change.levelValue ?? null,
    note: change.note ?? null,
  };
  const label = change.skip ? words.skipped : valueLabel(goal, fields);
  const shortLabel = change.skip ? words.skipShort : shortValueLabel(label);
  const entry = { id: cell.entry?.id ?? 0, ...fields, label, shortLabel };
  return {
    ...base,
    entry,
    description: pendingDayDescription(entry, failed, words),
    pending: true,
  };
}

/**
 * The server's calendar with each pending day in place (the same array when none is): future days
 * are never touched, and a neighbour's bar towards a pending day goes, as that day has no verdict.
 */
export function calendarWithPendingDays<Day extends CalendarDay>(
  calendar: readonly Day[],
  goal: Goal,
  pending: ReadonlyMap<IsoDate, WaitingChange>,
  valueLabel: ValueLabel = entryValueLabel,
  words: PendingDayWords = ENGLISH_PENDING_DAY_WORDS,
): readonly (Day & { pending?: boolean; failed?: boolean })[] {
  if (pending.size === 0) return calendar;
  const waits = (cell: Day | undefined) =>
    cell !== undefined && !cell.isFuture && pending.has(cell.date);
  return calendar.map((cell, index) => {
    const change = cell.isFuture ? undefined : pending.get(cell.date);
    if (change) return pendingCalendarDay(cell, goal, change, valueLabel, words);
    const before = waits(calendar[index - 1]);
    const after = waits(calendar[index + 1]);
    if (!before && !after) return cell;
    return {
      ...cell,
      connectsToPrevious: cell.connectsToPrevious && !before,
      connectsToNext: cell.connectsToNext && !after,
    };
  });
}
