import type { Group } from '@taper/domain';
import { toast } from '@taper/ui';
import { useState } from 'react';
import { useUpdateGroup } from '../../hooks/groups';
import { failureToast } from '../../lib/errors';
import { focusWhenReady } from '../../lib/focus-when-ready';
import { checkedDraft, draftOf, groupControl, type GroupDraft } from './group-fields';
import { GROUPS_TEXTS as T } from './groups-messages';

/**
 * A group's edit in place: its name, budget and colour as typed; `save` sends what changed (a
 * problem keeps the form open and says which field), `cancel` puts the group back. Either way the
 * form closes and focus goes back to the row's Edit button; a save is said in a toast.
 */
export function useGroupEdit(group: Group) {
  const update = useUpdateGroup();
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState<GroupDraft>(() => draftOf(group));
  const [problem, setProblem] = useState<{ field: 'name' | 'limit'; text: string } | null>(null);

  const close = () => {
    setEditing(false);
    setProblem(null);
    focusWhenReady(groupControl(group.id, 'edit'));
  };
  const cancel = () => {
    setDraft(draftOf(group));
    close();
  };
  const save = () => {
    const checked = checkedDraft(draft);
    if (!checked.ok) {
      setProblem({ field: checked.field, text: checked.problem });
      return;
    }
    close();
    const { name, budget, color } = checked;
    const unchanged =
      name === group.name &&
      color === group.color &&
      JSON.stringify(budget) === JSON.stringify(group.budget);
    if (unchanged) return;
    update.mutate(
      { id: group.id, name, budget, color },
      {
        onSuccess: (saved) => toast({ title: T.saved(saved.name) }),
        onError: (error) => {
          setDraft(draftOf(group));
          failureToast(error, T.failed);
        },
      },
    );
  };

  return {
    editing,
    start: () => {
      setDraft(draftOf(group));
      setEditing(true);
    },
    draft,
    change: (part: Partial<GroupDraft>) => {
      setDraft((was) => ({ ...was, ...part }));
      setProblem(null);
    },
    problem,
    save,
    cancel,
  };
}

export type GroupEdit = ReturnType<typeof useGroupEdit>;
