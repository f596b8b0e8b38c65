import type { Group, Habit } from '@taper/domain';
import { useState } from 'react';
import { useGroupDeleteCalls, useReorderGroups } from '../../hooks/groups';
import { useUpdateHabit } from '../../hooks/habits';
import { failureToast } from '../../lib/errors';
import { focusWhenReady } from '../../lib/focus-when-ready';
import { deleteGroupWithUndo } from './group-deletes';
import {
  addMemberSelect,
  NEW_GROUP_NAME,
  groupControl,
  groupRow,
  memberRow,
  memberSelect,
} from './group-fields';
import { GROUPS_TEXTS as T } from './groups-messages';
import { MANAGE_TEXTS } from './manage-messages';
import { movedIds } from './useHabitOrder';

/**
 * What the groups card does to its groups beyond editing one: order them (by drag or button),
 * move habits between them, delete one (with Undo). Moves are said in `said` (a live region);
 * focus follows a moved habit's select to its new group's row.
 */
export function useGroupActions(groups: readonly Group[], habits: readonly Habit[]) {
  const { reorder } = useReorderGroups();
  const deleteCalls = useGroupDeleteCalls();
  const updateHabit = useUpdateHabit();
  const [said, setSaid] = useState('');

  const moveGroup = (group: Group, index: number) => {
    const ids = movedIds(groups, group.id, index);
    setSaid(MANAGE_TEXTS.moved(group.name, ids.indexOf(group.id) + 1, ids.length));
    reorder(ids).catch((error: unknown) => {
      failureToast(error, MANAGE_TEXTS.reorderFailed);
    });
  };

  const moveHabit = (habit: Habit, groupId: number | null) => {
    const target = groups.find((group) => group.id === groupId) ?? null;
    setSaid(T.movedHabit(habit.name, target?.name ?? null));
    // Focus follows the habit to its new group's row; out of every group, to the old one's 'Move
    // a habit here'.
    if (habit.groupId !== null) {
      focusWhenReady(
        groupId === null ? addMemberSelect(habit.groupId) : memberSelect(habit.id),
        `${groupRow(habit.groupId)} ${memberRow(habit.id)}`,
      );
    }
    updateHabit.mutate(
      { id: habit.id, name: habit.name, groupId },
      {
        onError: (error) => {
          failureToast(error, T.failed);
        },
      },
    );
  };

  const deleteGroup = (group: Group) => {
    const members = habits.filter((habit) => habit.groupId === group.id);
    const at = groups.findIndex((g) => g.id === group.id);
    const next = groups[at + 1] ?? groups[at - 1];
    deleteGroupWithUndo(group, members, deleteCalls);
    // Focus goes to the next group's Edit (the one before at the end; else the new group's name).
    focusWhenReady(next ? groupControl(next.id, 'edit') : NEW_GROUP_NAME, groupRow(group.id));
  };

  return { said, moveGroup, moveHabit, deleteGroup };
}
