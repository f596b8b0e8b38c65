import type { PlanInput } from '@taper/domain';
import { useEffect } from 'react';
import { trpc } from '../lib/trpc';

/**
 * What the server says a plan would do before it is set ('This re-judges 12 logged days since
 * 6 Nov'): asked again whenever the plan's fields change, for a saved habit only.
 */
export function usePlanPreview(habitId: number | undefined, input: PlanInput | undefined) {
  const preview = trpc.habits.previewPlan.useMutation();
  const key = habitId !== undefined && input ? JSON.stringify({ habitId, input }) : '';
  const { mutate, reset } = preview;
  useEffect(() => {
    if (key === '' || habitId === undefined || !input) {
      reset();
      return;
    }
    mutate({ id: habitId, ...input });
    // `key` stands for the habit and the fields: asked again only when one of them changes.
  }, [key]);
  return key === '' ? undefined : preview.data;
}
