import type { Habit, Summary, YearMonth } from '@taper/domain';
import { useCallback } from 'react';
import { useHiddenHabits } from '../lib/habit-deletes';
import { trpc } from '../lib/trpc';

/**
 * All habits, oldest first, without those whose delete can still be undone. Refetches on window
 * focus and is always stale.
 */
export function useHabits() {
  const hidden = useHiddenHabits();
  const select = useCallback(
    (habits: Habit[]) => (hidden.size ? habits.filter((h) => !hidden.has(h.id)) : habits),
    [hidden],
  );
  return trpc.habits.list.useQuery(undefined, {
    refetchOnWindowFocus: true,
    staleTime: 0,
    select,
  });
}

export function useHabit(id: number) {
  return trpc.habits.get.useQuery(
    { id },
    { enabled: Number.isInteger(id) && id > 0, retry: false },
  );
}

function monthParam({ year, month }: YearMonth): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}`;
}

/**
 * Everything the habit screen shows for a month (today's when omitted), computed by the server:
 * the stat cards, the calendar, the streaks, the Weekly Summary and the insights. A month already
 * shown stays on screen while the next one loads.
 */
export function useHabitStats(id: number, month: YearMonth | undefined) {
  return trpc.habits.stats.useQuery(month ? { id, month: monthParam(month) } : { id }, {
    placeholderData: (previous) => previous,
  });
}

/**
 * The summary cards: each habit's month, calendar and streaks, computed by the server. Refetches
 * on window focus and is always stale.
 */
export function useSummary() {
  const hidden = useHiddenHabits();
  const select = useCallback(
    (summary: Summary) =>
      hidden.size
        ? { ...summary, habits: summary.habits.filter((h) => !hidden.has(h.habitId)) }
        : summary,
    [hidden],
  );
  return trpc.habits.summary.useQuery(undefined, {
    refetchOnWindowFocus: true,
    staleTime: 0,
    select,
  });
}

/** What a change to a habit or an entry changes on screen. */
export function useRefreshHabitData() {
  const utils = trpc.useUtils();
  return (habitId?: number) =>
    Promise.all([
      utils.habits.list.invalidate(),
      utils.habits.summary.invalidate(),
      utils.habits.stats.invalidate(habitId === undefined ? undefined : { id: habitId }),
      utils.entries.listForHabit.invalidate(habitId === undefined ? undefined : { id: habitId }),
      // The progress screen's figures: few users have it open, so all of them.
      utils.habits.history.invalidate(),
      utils.habits.strength.invalidate(),
      utils.habits.weekdays.invalidate(),
    ]);
}

export function useCreateHabit() {
  const refresh = useRefreshHabitData();
  return trpc.habits.create.useMutation({ onSuccess: () => refresh() });
}

export function useUpdateHabit() {
  const utils = trpc.useUtils();
  const refresh = useRefreshHabitData();
  return trpc.habits.update.useMutation({
    onSuccess: async (habit) => {
      utils.habits.get.setData({ id: habit.id }, habit);
      await refresh(habit.id);
    },
  });
}

/**
 * The real delete of a habit, as a plain call: it runs after the Undo time, when the screen that
 * asked for it may be gone (a mutation's callbacks would not run then).
 */
export function useDeleteHabit() {
  const utils = trpc.useUtils();
  const refresh = useRefreshHabitData();
  return async (id: number) => {
    await utils.client.habits.delete.mutate({ id });
    await refresh();
  };
}

/** A habit's taper plan and its staircase (null without a plan). */
export function useHabitPlan(id: number) {
  return trpc.habits.plan.useQuery({ id }, { enabled: Number.isInteger(id) && id > 0 });
}

/** A habit's goal versions, oldest first. */
export function useGoalHistory(id: number) {
  return trpc.habits.goals.useQuery({ id }, { enabled: Number.isInteger(id) && id > 0 });
}

/** What a plan or goal change changes on screen: the habit, its plan, goals and figures. */
function useRefreshGoals() {
  const utils = trpc.useUtils();
  const refresh = useRefreshHabitData();
  return async (habitId: number) => {
    await Promise.all([
      utils.habits.get.invalidate({ id: habitId }),
      utils.habits.plan.invalidate({ id: habitId }),
      utils.habits.goals.invalidate({ id: habitId }),
      refresh(habitId),
    ]);
  };
}

export function useSetPlan() {
  const refresh = useRefreshGoals();
  return trpc.habits.setPlan.useMutation({ onSuccess: (habit) => refresh(habit.id) });
}

export function useClearPlan() {
  const refresh = useRefreshGoals();
  return trpc.habits.clearPlan.useMutation({ onSuccess: (habit) => refresh(habit.id) });
}
