import type { Habit } from '@taper/domain';
import { toast } from '@taper/ui';
import { useState } from 'react';
import { useArchiveHabit, useReorderHabits } from '../../hooks/habits';
import { failureToast } from '../../lib/errors';
import { MANAGE_TEXTS } from './manage-messages';

/** The ids of `items` (habits, groups) with `id` moved to `index`. */
export function movedIds(items: readonly { id: number }[], id: number, index: number): number[] {
  const ids = items.map((item) => item.id).filter((other) => other !== id);
  ids.splice(Math.max(0, Math.min(index, ids.length)), 0, id);
  return ids;
}

/**
 * Manage Habits' order and archive: moves (by button or drag) shown at once and saved, with the
 * new position said to screen readers; archive and unarchive with a toast.
 */
export function useHabitOrder(active: readonly Habit[]) {
  const reorder = useReorderHabits();
  const archive = useArchiveHabit();
  const [announcement, setAnnouncement] = useState('');

  const moveTo = (habit: Habit, index: number) => {
    const ids = movedIds(active, habit.id, index);
    setAnnouncement(MANAGE_TEXTS.moved(habit.name, ids.indexOf(habit.id) + 1, ids.length));
    reorder.mutate(
      { ids },
      {
        onError: (error) => {
          failureToast(error, MANAGE_TEXTS.reorderFailed);
        },
      },
    );
  };

  const setArchived = (habit: Habit, archived: boolean) => {
    archive.mutateAsync(habit.id, archived).then(
      () => {
        toast((archived ? MANAGE_TEXTS.archived : MANAGE_TEXTS.unarchived)(habit.name));
      },
      (error: unknown) => {
        failureToast(error, MANAGE_TEXTS.archiveFailed);
      },
    );
  };

  return { moveTo, setArchived, announcement };
}
