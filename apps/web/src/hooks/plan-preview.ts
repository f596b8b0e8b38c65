import type { PlanInput } from '@taper/domain';
import { trpc } from '../lib/trpc';
import { useAskWhenChanged } from './ask-when-changed';

/**
 * What the server says a plan would do before it is set ('This re-judges 12 logged days since
 * 6 Nov'): asked again whenever the plan's fields change, for a saved habit only.
 */
export function usePlanPreview(habitId: number | undefined, input: PlanInput | undefined) {
  const preview = trpc.habits.previewPlan.useMutation();
  const asked = useAskWhenChanged(
    habitId !== undefined && input ? { id: habitId, ...input } : undefined,
    preview.mutate,
    preview.reset,
  );
  return asked ? preview.data : undefined;
}
