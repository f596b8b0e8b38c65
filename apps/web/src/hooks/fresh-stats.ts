/**
 * Taking the figures the server answers a change of a day with: put on screen as they are, and
 * only what they do not hold read again.
 */
import { habitCard, type HabitStats } from '@taper/domain';
import { useQueryClient } from '@tanstack/react-query';
import { getQueryKey } from '@trpc/react-query';
import { trpc } from '../lib/trpc';
import { monthParam, useRefreshHabitData } from './habits';

/** The habit-and-month inputs of `habits.stats` that `stats` answers. */
function statsInputsOf(habitId: number, stats: HabitStats) {
  const month = monthParam(stats.month);
  // The habit screen asks for today's month without naming it.
  const todays = month === stats.today.slice(0, 7);
  return {
    month,
    todays,
    inputs: todays ? [{ id: habitId, month }, { id: habitId }] : [{ id: habitId, month }],
  };
}

function sameStatsInput(key: unknown, input: { id: number; month?: string }): boolean {
  if (typeof key !== 'object' || key === null || !('input' in key)) return false;
  const asked = (key as { input?: { id?: unknown; month?: unknown } }).input;
  return asked?.id === input.id && asked.month === input.month;
}

/**
 * Puts the habit's figures the server answered a change with (logging, skipping or clearing a
 * day) on screen as they are: its stats of that month, and its summary card when that month is
 * today's. What the answer does not hold (other months, the entries, the progress figures) is
 * read again. Without figures (a change with no answer), everything of the habit is read again.
 */
export function useTakeFreshStats() {
  const utils = trpc.useUtils();
  const queryClient = useQueryClient();
  const refresh = useRefreshHabitData();
  return async (habitId: number, stats: HabitStats | undefined) => {
    if (!stats) {
      await refresh(habitId);
      return;
    }
    const { todays, inputs } = statsInputsOf(habitId, stats);
    // A read sent before the server had this change (the refetch when the device comes back
    // online) would land after this answer and show the day as it was: stop it, take the answer,
    // and read again once it is in.
    const raced = {
      stats:
        queryClient.isFetching({ queryKey: getQueryKey(trpc.habits.stats, { id: habitId }) }) > 0,
      summary: todays && queryClient.isFetching({ queryKey: getQueryKey(trpc.habits.summary) }) > 0,
    };
    await Promise.all([
      utils.habits.stats.cancel({ id: habitId }),
      todays ? utils.habits.summary.cancel() : Promise.resolve(),
    ]);
    // The check-in banner names habits unlogged yesterday: a change to one of them is read again.
    const named = utils.habits.summary.getData()?.yesterday.unloggedHabitIds.includes(habitId);
    for (const input of inputs) utils.habits.stats.setData(input, stats);
    if (todays) {
      utils.habits.summary.setData(undefined, (summary) =>
        summary
          ? {
              ...summary,
              habits: summary.habits.map((card) =>
                card.habitId === habitId ? { habitId, ...habitCard(stats) } : card,
              ),
            }
          : summary,
      );
    }
    await Promise.all([
      utils.habits.stats.invalidate(
        { id: habitId },
        {
          predicate: (query) =>
            raced.stats || !inputs.some((input) => sameStatsInput(query.queryKey[1], input)),
        },
      ),
      todays && !raced.summary && !named ? Promise.resolve() : utils.habits.summary.invalidate(),
      utils.entries.listForHabit.invalidate({ id: habitId }),
      utils.habits.history.invalidate(),
      utils.habits.strength.invalidate(),
      utils.habits.weekdays.invalidate(),
      // A group's figures (its header line, chart and members' over days) count this entry too.
      utils.groups.invalidate(),
    ]);
  };
}
