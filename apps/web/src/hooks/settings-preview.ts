import type { HabitUpdateInput } from '@taper/domain';
import { trpc } from '../lib/trpc';
import { useAskWhenChanged } from './ask-when-changed';

/**
 * What the server says saving Habit Settings would do to the logged results ('3 results logged
 * under the old goal type…'): asked again whenever the settings sent would change, only while the
 * form changes the goal.
 */
export function useSettingsPreview(habitId: number, input: HabitUpdateInput | undefined) {
  const preview = trpc.habits.previewUpdate.useMutation();
  const asked = useAskWhenChanged(
    input ? { id: habitId, ...input } : undefined,
    preview.mutate,
    preview.reset,
  );
  return asked ? preview.data : undefined;
}
