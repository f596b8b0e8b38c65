import { type Habit, type IsoDate, type Summary, type YearMonth } from '@taper/domain';
import { useCallback } from 'react';
import { useHiddenHabits, type HabitDeleteCalls } from '../lib/habit-deletes';
import { trpc } from '../lib/trpc';
import { habitsAskedAgainOnMount } from './habit-list-freshness';

/**
 * All habits in the user's order, archived ones too, without those being deleted. Refetches on window focus and is always stale.
 */
export function useHabits() {
  return useHabitList(false);
}

/** The habits that are not archived: the summary's and the header menu's. */
export function useActiveHabits() {
  return useHabitList(true);
}

function useHabitList(activeOnly: boolean) {
  const hidden = useHiddenHabits();
  const select = useCallback(
    (habits: Habit[]) =>
      hidden.size || activeOnly
        ? habits.filter((h) => !hidden.has(h.id) && !(activeOnly && h.archived))
        : habits,
    [hidden, activeOnly],
  );
  return trpc.habits.list.useQuery(undefined, {
    refetchOnWindowFocus: true,
    staleTime: 0,
    refetchOnMount: (query) => habitsAskedAgainOnMount(query.state),
    select,
  });
}

export function useHabit(id: number) {
  return trpc.habits.get.useQuery(
    { id },
    { enabled: Number.isInteger(id) && id > 0, retry: false },
  );
}

/** The `month` input of `habits.stats`: 'YYYY-MM'. */
export function monthParam({ year, month }: YearMonth): string {
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

/** The goal in force on `date`, in words, as the server reads it: 'Goal today: 4'. */
export function useDayGoal(id: number, date: IsoDate) {
  return trpc.habits.dayGoal.useQuery(
    { id, date },
    { enabled: Number.isInteger(id) && id > 0, placeholderData: (previous) => previous },
  );
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
      // A habit's group and 'counts as' change its groups' figures.
      utils.groups.invalidate(),
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
 * Deleting and restoring a habit, as plain calls: Undo runs from the toast, when the screen that
 * asked for the delete may be gone (a mutation's callbacks would not run then).
 */
export function useDeleteHabit(): HabitDeleteCalls {
  const utils = trpc.useUtils();
  const refresh = useRefreshHabitData();
  return {
    remove: async (id) => {
      await utils.client.habits.delete.mutate({ id });
      await refresh();
    },
    restore: async (id) => {
      const habit = await utils.client.habits.restore.mutate({ id });
      utils.habits.get.setData({ id }, habit);
      await refresh(id);
    },
  };
}

/** Archive (true) or unarchive (false) a habit; every list of habits follows. */
export function useArchiveHabit() {
  const utils = trpc.useUtils();
  const refresh = useRefreshHabitData();
  const archive = trpc.habits.archive.useMutation();
  const unarchive = trpc.habits.unarchive.useMutation();
  return {
    pending: archive.isPending || unarchive.isPending,
    mutateAsync: async (id: number, archived: boolean) => {
      const habit = await (archived ? archive : unarchive).mutateAsync({ id });
      utils.habits.get.setData({ id }, habit);
      await refresh(id);
      return habit;
    },
  };
}

/**
 * Puts the unarchived habits in the order of `ids`: shown at once (the list is rewritten in the
 * cache), sent, and read again afterwards (also after a refusal, which puts the server's back).
 */
export function useReorderHabits() {
  const utils = trpc.useUtils();
  const refresh = useRefreshHabitData();
  return trpc.habits.reorder.useMutation({
    onMutate: async ({ ids }) => {
      await utils.habits.list.cancel();
      utils.habits.list.setData(undefined, (habits) => habits && orderedHabits(habits, ids));
    },
    onSettled: () => refresh(),
  });
}

/** `habits` with the unarchived ones in the order of `ids`, the archived ones after them. */
export function orderedHabits(habits: readonly Habit[], ids: readonly number[]): Habit[] {
  const rank = new Map(ids.map((id, index) => [id, index]));
  const active = habits.filter((habit) => !habit.archived);
  active.sort((a, b) => (rank.get(a.id) ?? ids.length) - (rank.get(b.id) ?? ids.length));
  return [...active, ...habits.filter((habit) => habit.archived)];
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

/** 'Hold this step': the plan's coming steps wait the days asked for. */
export function useHoldPlan() {
  const refresh = useRefreshGoals();
  return trpc.habits.holdPlan.useMutation({ onSuccess: (habit) => refresh(habit.id) });
}
