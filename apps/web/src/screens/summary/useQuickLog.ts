import type { CalendarEntry, Habit, IsoDate } from '@taper/domain';
import { toast } from '@taper/ui';
import { useEffect, useRef } from 'react';
import { useClearEntry, useLogEntry, type ClearableEntry } from '../../hooks/entries';
import {
  initialLogValue,
  isSkippedEntry,
  logEntryBody,
  logValueOptions,
} from '../../forms/logDialog';
import { failureToast } from '../../lib/errors';
import { MESSAGES, OFFLINE_TEXTS } from '../../messages';
import { QUICK_LOG_TEXTS } from './messages';

/** Taps closer together than this are one burst: they count on from each other, one Undo for all. */
export const BURST_MS = 4000;

interface Burst {
  date: IsoDate;
  /** The value the last tap logged. */
  value: number | string;
  /** The day as it was before the burst's first tap: what Undo puts back (null: not logged). */
  before: ClearableEntry | null;
  at: number;
}

/** The day a tap starts from: its entry (or a pending one) as the list or the card shows it. */
export interface QuickDay {
  date: IsoDate;
  entry: Pick<CalendarEntry, 'id' | 'actualValue' | 'levelValue' | 'note'> | null;
}

/**
 * One tap logs: a number day gets one more ('+1'), a level or tag day the next option (after the
 * last, the first again). Taps of a burst count on from the burst's last value, so ten quick taps
 * log 10 even before the first has been saved; the entry queue keeps one change per day, so a
 * burst offline is one entry when it syncs. Each tap's toast offers Undo, which puts the day back
 * as it was before the burst.
 */
export function useQuickLog(habit: Habit, days: readonly QuickDay[]) {
  const log = useLogEntry(habit);
  const { clear, restore } = useClearEntry(habit);
  const burst = useRef<Burst | null>(null);
  // The days as last shown: Undo of a first log clears the entry the server has made of it since.
  const shown = useRef(days);
  useEffect(() => {
    shown.current = days;
  }, [days]);

  const undo = (date: IsoDate, before: ClearableEntry | null) => {
    burst.current = null;
    const id = shown.current.find((day) => day.date === date)?.entry?.id ?? 0;
    const change = before
      ? restore(before)
      : clear({ id, date, actualValue: null, levelValue: null, note: null });
    change.then(
      () => {
        toast({ title: MESSAGES.entryRestored.title });
      },
      (error: unknown) => {
        failureToast(error, MESSAGES.entrySaveFailed);
      },
    );
  };

  /** The value a tap logs after `current` (null: the day has no value yet). */
  const nextValue = (current: number | string | null): number | string => {
    if (habit.goalType === 'number') return (typeof current === 'number' ? current : 0) + 1;
    const options = logValueOptions(habit);
    if (current === null) return options[0]?.value ?? '';
    const at = options.findIndex((option) => option.value === current);
    return options[(at + 1) % options.length]?.value ?? '';
  };

  const tap = (day: QuickDay) => {
    const now = Date.now();
    const running = burst.current;
    const inBurst = running !== null && running.date === day.date && now - running.at < BURST_MS;
    const before: ClearableEntry | null = inBurst
      ? running.before
      : day.entry && { ...day.entry, date: day.date };
    const shownValue =
      day.entry === null || isSkippedEntry(day.entry) ? null : initialLogValue(habit, day.entry);
    const value = nextValue(inBurst ? running.value : shownValue);
    burst.current = { date: day.date, value, before, at: now };
    log.mutate(
      { id: habit.id, ...logEntryBody(habit, day.date, value, day.entry?.note) },
      {
        onSuccess: (outcome) => {
          if (outcome === 'held') return;
          const label =
            habit.goalType === 'number'
              ? String(value)
              : (logValueOptions(habit).find((option) => option.value === value)?.label ?? '');
          toast({
            // Offline, the toast names the habit too: 'Coffee is sent when you are back online.'
            ...(outcome === 'sent'
              ? { title: QUICK_LOG_TEXTS.logged(habit.name, label) }
              : OFFLINE_TEXTS.savedOffline(habit.name)),
            action: {
              label: MESSAGES.undo,
              onClick: () => {
                undo(day.date, before);
              },
            },
          });
        },
        onError: (error) => {
          failureToast(error, MESSAGES.entryLogFailed);
        },
      },
    );
    return value;
  };

  return { tap };
}
