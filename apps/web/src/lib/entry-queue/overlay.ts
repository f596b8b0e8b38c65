/**
 * What the screens show of the changes still queued: each pending day with its typed value (or
 * cleared), marked pending and judged by no one until the server has it (domain's
 * `calendarWithPendingDays`); every figure beside the calendar stays the server's. When the
 * change is sent, the server answers with the habit's fresh figures, which replace all of it.
 */
import {
  calendarWithPendingDays,
  type CalendarDay,
  type Entry,
  type Habit,
  type IsoDate,
  type PendingCalendarDay,
  type PendingDayWords,
  type WaitingChange,
} from '@taper/domain';
import { OFFLINE_TEXTS } from '../../messages';
import { valueLabel } from '../value-labels';
import type { QueuedChange } from './state';

export type { PendingCalendarDay };

function pendingChange(queued: QueuedChange): WaitingChange {
  const { change } = queued;
  const failed = queued.failure ? { failed: true } : {};
  return change.kind === 'log'
    ? { kind: 'log', ...change.body, ...failed }
    : { kind: 'clear', ...failed };
}

/** The words of a pending day, in the language shown (read when drawn, so a switch applies). */
function pendingDayWords(): PendingDayWords {
  return {
    notLogged: OFFLINE_TEXTS.pendingDayNotLogged,
    hasNote: OFFLINE_TEXTS.pendingDayHasNote,
    waiting: OFFLINE_TEXTS.pendingDay,
    notSaved: OFFLINE_TEXTS.pendingDayNotSaved,
    skipped: OFFLINE_TEXTS.pendingDaySkipped,
    skipShort: OFFLINE_TEXTS.pendingDaySkipShort,
  };
}

/** The calendar with the habit's pending days in place (the same array when there are none). */
export function overlayCalendar<Day extends CalendarDay>(
  habit: Habit,
  calendar: readonly Day[],
  pending: ReadonlyMap<IsoDate, QueuedChange>,
): readonly (Day & Pick<PendingCalendarDay, 'pending' | 'failed'>)[] {
  if (pending.size === 0) return calendar;
  const changes = new Map([...pending].map(([date, queued]) => [date, pendingChange(queued)]));
  return calendarWithPendingDays(calendar, habit, changes, valueLabel, pendingDayWords());
}

/** A day's values as a Log dialog starts from them: no verdict, which only the server gives. */
export type LoggedValues = Omit<Entry, 'performance'>;

/** The habit's entries with its pending days' values in place: what a Log dialog starts from. */
export function overlayEntries(
  habit: Habit,
  entries: readonly LoggedValues[],
  pending: ReadonlyMap<IsoDate, QueuedChange>,
): readonly LoggedValues[] {
  if (pending.size === 0) return entries;
  const kept = entries.filter((entry) => !pending.has(entry.date));
  for (const queued of pending.values()) {
    if (queued.change.kind !== 'log') continue;
    const { body } = queued.change;
    kept.push({
      id: entries.find((entry) => entry.date === queued.date)?.id ?? 0,
      habitId: habit.id,
      date: queued.date,
      actualValue: body.actualValue ?? null,
      levelValue: body.levelValue ?? null,
      note: body.note ?? null,
    });
  }
  return kept;
}
