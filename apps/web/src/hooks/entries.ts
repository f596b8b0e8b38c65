import { trpc } from '../lib/trpc';

export function useHabitEntries(id: number | undefined) {
  return trpc.entries.listForHabit.useQuery({ id: id ?? 0 }, { enabled: id !== undefined });
}

function useRefreshEntries() {
  const utils = trpc.useUtils();
  return (habitId: number) =>
    Promise.all([
      utils.entries.listForHabit.invalidate({ id: habitId }),
      utils.habits.streaks.invalidate({ id: habitId }),
      utils.habits.summary.invalidate(),
    ]);
}

/** Creates the entry of a date, or updates the entry that date already has. */
export function useLogEntry() {
  const refresh = useRefreshEntries();
  return trpc.entries.log.useMutation({ onSuccess: (entry) => refresh(entry.habitId) });
}

export function useUpdateEntry() {
  const refresh = useRefreshEntries();
  return trpc.entries.update.useMutation({ onSuccess: (entry) => refresh(entry.habitId) });
}
