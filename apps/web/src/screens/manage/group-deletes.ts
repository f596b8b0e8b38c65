import type { Group } from '@taper/domain';
import type { GroupDeleteCalls } from '../../hooks/groups';
import { failureToast } from '../../lib/errors';
import { toastWithUndo } from '../../lib/undo-toast';
import { GROUPS_TEXTS as T } from './groups-messages';

/**
 * Deletes `group` now (its habits stay, ungrouped) and offers Undo in the toast: Undo makes the
 * group again, with its name, colour, budget and place, and puts `members` back in it. Undo runs
 * from the toast, after the delete has answered, whatever screen is showing.
 */
export function deleteGroupWithUndo(
  group: Group,
  members: readonly { id: number; name: string }[],
  calls: GroupDeleteCalls,
): void {
  const deleted = calls.remove(group.id).then(
    () => true,
    (error: unknown) => {
      failureToast(error, T.failed);
      return false;
    },
  );
  toastWithUndo(
    deleted,
    {
      deleted: T.deleted(group.name),
      restored: T.restored(group.name),
      restoreFailed: T.restoreFailed,
    },
    () =>
      calls.recreate(
        {
          name: group.name,
          budget: group.budget,
          position: group.position,
          ...(group.color === null ? {} : { color: group.color }),
        },
        members.map(({ id, name }) => ({ id, name })),
      ),
  );
}
