import type { Habit } from '@taper/domain';
import { useState } from 'react';
import { useUpdateHabit } from '../../hooks/habits';
import { failureToast } from '../../lib/errors';
import { MESSAGES } from '../../messages';
import { MANAGE_TEXTS } from './manage-messages';

/**
 * A habit's inline rename: the name being typed while editing, saved on `save` when it is a new,
 * non-blank name (trimmed); otherwise, and on `cancel`, the old name comes back.
 */
export function useHabitRename(habit: Habit, onRenamed?: (said: string) => void) {
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(habit.name);
  const update = useUpdateHabit();

  const cancel = () => {
    setName(habit.name);
    setEditing(false);
  };
  const save = () => {
    const trimmed = name.trim();
    if (trimmed.length === 0 || trimmed === habit.name) {
      cancel();
      return;
    }
    setEditing(false);
    onRenamed?.(MANAGE_TEXTS.renamed(habit.name, trimmed));
    update.mutate(
      { id: habit.id, name: trimmed },
      {
        onError: (error) => {
          setName(habit.name);
          failureToast(error, MESSAGES.habitUpdateFailed);
        },
      },
    );
  };

  return {
    editing,
    start: () => {
      setEditing(true);
    },
    name,
    setName,
    save,
    cancel,
    /** The name to show: the new one while it is being saved. */
    shownName: update.isPending ? update.variables.name : habit.name,
  };
}

export type HabitRename = ReturnType<typeof useHabitRename>;
