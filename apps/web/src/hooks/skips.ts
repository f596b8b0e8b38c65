import { trpc } from '../lib/trpc';
import { useRefreshHabitData } from './habits';

/** Vacation: skip a range of days over all habits or the chosen ones. */
export function useSkipRange() {
  const refresh = useRefreshHabitData();
  return trpc.skips.skipRange.useMutation({ onSuccess: () => refresh() });
}
