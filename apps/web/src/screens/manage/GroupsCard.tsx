import type { Habit } from '@taper/domain';
import { Card } from '@taper/ui';
import { useGroups } from '../../hooks/groups';
import { GroupRow } from './GroupRow';
import { GROUPS_TEXTS as T } from './groups-messages';
import { NewGroupForm } from './NewGroupForm';
import { SortableList } from './SortableList';
import { useGroupActions } from './useGroupActions';

/**
 * Manage's groups (issue 51): add one with its budget; edit its name, budget and colour in place;
 * order them (drag, or Move up and Move down); move habits between them; delete one, with Undo.
 */
export function GroupsCard({ habits }: { habits: readonly Habit[] }) {
  const groups = useGroups();
  const list = groups.data ?? [];
  const actions = useGroupActions(list, habits);
  return (
    <Card className="mb-6 p-4" data-groups-card="">
      <h2 className="text-lg font-semibold">{T.title}</h2>
      <p className="mb-3 text-sm text-slate-600 dark:text-slate-300">{T.hint}</p>
      <NewGroupForm />
      <p role="status" className="sr-only">
        {actions.said}
      </p>
      {list.length > 0 && (
        <div className="mt-3">
          <SortableList
            items={list}
            itemAttribute="data-group-id"
            className="grid"
            onReorder={(id, index) => {
              const group = list.find((g) => g.id === id);
              if (group) actions.moveGroup(group, index);
            }}
            render={(group, index, handle) => (
              <GroupRow
                group={group}
                index={index}
                groups={list}
                habits={habits}
                handle={handle}
                onMoveGroup={(to) => {
                  actions.moveGroup(group, to);
                }}
                onMoveHabit={actions.moveHabit}
                onDelete={() => {
                  actions.deleteGroup(group);
                }}
              />
            )}
          />
        </div>
      )}
    </Card>
  );
}
