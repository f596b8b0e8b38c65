import { trpc } from '../lib/trpc';

/** All habits, oldest first. Refetches on window focus and is always stale. */
export function useHabits() {
  return trpc.habits.list.useQuery(undefined, { refetchOnWindowFocus: true, staleTime: 0 });
}

export function useHabit(id: number) {
  return trpc.habits.get.useQuery(
    { id },
    { enabled: Number.isInteger(id) && id > 0, retry: false },
  );
}

export function useStreaks(id: number | undefined) {
  return trpc.habits.streaks.useQuery({ id: id ?? 0 }, { enabled: id !== undefined });
}

/**
 * The summary cards: each habit's streaks (computed by the server) and its entries around this
 * month. Refetches on window focus and is always stale.
 */
export function useSummary() {
  return trpc.habits.summary.useQuery(undefined, { refetchOnWindowFocus: true, staleTime: 0 });
}

export function useCreateHabit() {
  const utils = trpc.useUtils();
  return trpc.habits.create.useMutation({
    onSuccess: () =>
      Promise.all([utils.habits.list.invalidate(), utils.habits.summary.invalidate()]),
  });
}

export function useUpdateHabit() {
  const utils = trpc.useUtils();
  return trpc.habits.update.useMutation({
    onSuccess: async (habit) => {
      utils.habits.get.setData({ id: habit.id }, habit);
      await Promise.all([
        utils.habits.list.invalidate(),
        utils.habits.streaks.invalidate({ id: habit.id }),
        utils.habits.summary.invalidate(),
      ]);
    },
  });
}

export function useDeleteHabit() {
  const utils = trpc.useUtils();
  return trpc.habits.delete.useMutation({
    onSuccess: () =>
      Promise.all([utils.habits.list.invalidate(), utils.habits.summary.invalidate()]),
  });
}
