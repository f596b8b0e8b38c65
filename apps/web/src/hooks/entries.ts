import type { LogEntryBody } from '../forms/logDialog';
import { isSkippedEntry } from '../forms/logDialog';
import { type Habit } from '@taper/domain';
import { toast, type ToastInput } from '@taper/ui';
import { useState } from 'react';
import { trpc } from '../lib/trpc';
import { useQueueChange, type SaveOutcome } from './entry-queue';

export type { SaveOutcome };

export function useHabitEntries(id: number | undefined) {
  return trpc.entries.listForHabit.useQuery({ id: id ?? 0 }, { enabled: id !== undefined });
}

type HabitRef = Pick<Habit, 'id' | 'name'>;

/** The toast for a saved change: the server has it, or it waits on this device ('held': told already). */
export function announceSaved(outcome: SaveOutcome, sent: ToastInput, queued: ToastInput) {
  if (outcome === 'sent') toast(sent);
  else if (outcome === 'queued') toast(queued);
}

/**
 * Logs a day of `habit` (the server creates the day's entry or updates it), through the entry
 * queue: sent at once online, kept and sent later offline. `onSuccess` says which.
 */
export function useLogEntry(habit: HabitRef) {
  const queue = useQueueChange();
  const [isPending, setPending] = useState(false);
  const mutate = (
    variables: LogEntryBody & { id: number },
    handlers: { onSuccess?: (outcome: SaveOutcome) => void; onError?: (error: unknown) => void },
  ) => {
    const { id: _id, ...body } = variables;
    setPending(true);
    queue({
      habitId: habit.id,
      habitName: habit.name,
      date: body.date,
      change: { kind: 'log', body },
    }).then(
      (outcome) => {
        setPending(false);
        handlers.onSuccess?.(outcome);
      },
      (error: unknown) => {
        setPending(false);
        handlers.onError?.(error);
      },
    );
  };
  return { mutate, isPending };
}

/** What clearing an entry needs, and what Undo logs again (id 0: logged only on this device). */
export interface ClearableEntry {
  id: number;
  date: string;
  actualValue: number | null;
  levelValue: string | null;
  note: string | null;
}

/**
 * Clearing an entry and putting it back (Undo), as plain calls through the entry queue: Undo runs
 * from a toast after the dialog that cleared it has closed.
 */
export function useClearEntry(habit: HabitRef) {
  const queue = useQueueChange();
  const clear = (entry: ClearableEntry) =>
    queue({
      habitId: habit.id,
      habitName: habit.name,
      date: entry.date,
      change: { kind: 'clear', entryId: entry.id > 0 ? entry.id : null },
    });
  const restore = (entry: ClearableEntry) =>
    queue({
      habitId: habit.id,
      habitName: habit.name,
      date: entry.date,
      change: {
        kind: 'log',
        body: {
          date: entry.date,
          // A skipped day comes back skipped.
          ...(isSkippedEntry(entry) ? { skip: true } : {}),
          ...(entry.actualValue === null ? {} : { actualValue: entry.actualValue }),
          ...(entry.levelValue === null ? {} : { levelValue: entry.levelValue }),
          ...(entry.note === null ? {} : { note: entry.note }),
        },
      },
    });
  return { clear, restore };
}
