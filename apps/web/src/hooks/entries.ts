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
