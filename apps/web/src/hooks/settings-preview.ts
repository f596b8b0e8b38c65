import type { HabitUpdateInput } from '@taper/domain';
import { useEffect } from 'react';
import { trpc } from '../lib/trpc';

/**
 * What the server says saving Habit Settings would do to the logged results ('3 results logged
 * under the old goal type…'): asked again whenever the settings sent would change, only while the
 * form changes the goal.
 */
export function useSettingsPreview(habitId: number, input: HabitUpdateInput | undefined) {
  const preview = trpc.habits.previewUpdate.useMutation();
  const key = input ? JSON.stringify(input) : '';
  const { mutate, reset } = preview;
  useEffect(() => {
    if (key === '' || !input) {
      reset();
      return;
    }
    mutate({ id: habitId, ...input });
    // `key` stands for the fields: asked again only when one of them changes.
  }, [key]);
  return key === '' ? undefined : preview.data;
}
