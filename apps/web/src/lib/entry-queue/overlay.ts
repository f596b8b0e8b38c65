/**
 * What the screens show of the changes still queued: each pending day with its new value (or
 * cleared) and marked pending, judged for now by the habit's goal (domain's `judgeEntry`) until the
 * server's own figures arrive after the change is sent.
 */
import {
  entryValueLabel,
  judgeEntry,
  shortValueLabel,
  type CalendarDay,
  type Entry,
  type Habit,
  type IsoDate,
} from '@taper/domain';
import { OFFLINE_TEXTS } from '../../messages';
import type { QueuedChange } from './state';

export type PendingCalendarDay = CalendarDay & { pending?: boolean };

function loggedFields(queued: QueuedChange) {
  if (queued.change.kind !== 'log') return null;
  const { body } = queued.change;
  return {
    actualValue: body.actualValue ?? null,
    levelValue: body.levelValue ?? null,
    note: body.note ?? null,
  };
}

function pendingDay(habit: Habit, cell: CalendarDay, queued: QueuedChange): PendingCalendarDay {
  const fields = loggedFields(queued);
  const plain = {
    ...cell,
    connectsToPrevious: false,
    connectsToNext: false,
    assumed: false,
    pending: true,
  };
  if (!fields) {
    return {
      ...plain,
      status: 'none',
      entry: null,
      description: `not logged, ${OFFLINE_TEXTS.pendingDay}`,
    };
  }
  const label = entryValueLabel(habit, fields);
  return {
    ...plain,
    status: judgeEntry(habit, cell.date, fields),
    // The server's id stays: clearing the day again deletes that entry.
    entry: { id: cell.entry?.id ?? 0, ...fields, label, shortLabel: shortValueLabel(label) },
    description: [label, fields.note ? 'has a note' : '', OFFLINE_TEXTS.pendingDay]
      .filter((part) => part !== '')
      .join(', '),
  };
}

/** The calendar with the habit's pending days in place (the same array when there are none). */
export function overlayCalendar(
  habit: Habit,
  calendar: readonly CalendarDay[],
  pending: ReadonlyMap<IsoDate, QueuedChange>,
): readonly PendingCalendarDay[] {
  if (pending.size === 0) return calendar;
  return calendar.map((cell) => {
    const queued = cell.isFuture ? undefined : pending.get(cell.date);
    return queued ? pendingDay(habit, cell, queued) : cell;
  });
}

/** The habit's entries with its pending days in place: what a Log dialog starts from. */
export function overlayEntries(
  habit: Habit,
  entries: readonly Entry[],
  pending: ReadonlyMap<IsoDate, QueuedChange>,
): readonly Entry[] {
  if (pending.size === 0) return entries;
  const kept = entries.filter((entry) => !pending.has(entry.date));
  for (const queued of pending.values()) {
    const fields = loggedFields(queued);
    if (!fields) continue;
    const server = entries.find((entry) => entry.date === queued.date);
    kept.push({
      id: server?.id ?? 0,
      habitId: habit.id,
      date: queued.date,
      performance: judgeEntry(habit, queued.date, fields),
      ...fields,
    });
  }
  return kept;
}
