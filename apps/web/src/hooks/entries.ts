import { isSkippedEntry } from '@taper/domain';
import { trpc } from '../lib/trpc';
import { useRefreshHabitData } from './habits';

export function useHabitEntries(id: number | undefined) {
  return trpc.entries.listForHabit.useQuery({ id: id ?? 0 }, { enabled: id !== undefined });
}

/** Creates the entry of a date, or updates the entry that date already has. */
export function useLogEntry() {
  const refresh = useRefreshHabitData();
  return trpc.entries.log.useMutation({ onSuccess: (entry) => refresh(entry.habitId) });
}

export function useUpdateEntry() {
  const refresh = useRefreshHabitData();
  return trpc.entries.update.useMutation({ onSuccess: (entry) => refresh(entry.habitId) });
}

/** What clearing an entry needs, and what Undo logs again. */
export interface ClearableEntry {
  id: number;
  date: string;
  actualValue: number | null;
  levelValue: string | null;
  note: string | null;
}

/**
 * Clearing an entry and putting it back (Undo), as plain calls: Undo runs from a toast after the
 * dialog that cleared it has closed.
 */
export function useClearEntry(habitId: number) {
  const utils = trpc.useUtils();
  const refresh = useRefreshHabitData();
  const clear = async (entry: ClearableEntry) => {
    await utils.client.entries.delete.mutate({ entryId: entry.id });
    await refresh(habitId);
  };
  const restore = async (entry: ClearableEntry) => {
    await utils.client.entries.log.mutate({
      id: habitId,
      date: entry.date,
      // A skipped day comes back skipped.
      ...(isSkippedEntry(entry) ? { skip: true } : {}),
      ...(entry.actualValue === null ? {} : { actualValue: entry.actualValue }),
      ...(entry.levelValue === null ? {} : { levelValue: entry.levelValue }),
      ...(entry.note === null ? {} : { note: entry.note }),
    });
    await refresh(habitId);
  };
  return { clear, restore };
}
