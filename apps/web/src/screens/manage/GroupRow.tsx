import type { Group, Habit } from '@taper/domain';
import { PencilGlyph, TrashGlyph, cn } from '@taper/ui';
import type { ReactNode } from 'react';
import { CardIconButton, MoveButtons } from './ManageCard';
import { GroupEditForm } from './GroupEditForm';
import { GroupMembers, type MoveHabit } from './GroupMembers';
import { GROUPS_TEXTS as T } from './groups-messages';
import { useGroupEdit } from './useGroupEdit';

/** A group's colour beside its name; a plain ring without one (the name says which group). */
function ColourDot({ color }: { color: string | null }) {
  return (
    <span
      aria-hidden="true"
      className="h-4 w-4 shrink-0 rounded-full border border-slate-400 dark:border-slate-500"
      style={color ? { backgroundColor: color } : undefined}
    />
  );
}

/**
 * A group on Manage: its drag handle and Move up/Move down, colour, name and budget (edited in
 * place), Delete; and its habits, each movable to another group.
 */
export function GroupRow({
  group,
  index,
  groups,
  habits,
  handle,
  onMoveGroup,
  onMoveHabit,
  onDelete,
}: {
  group: Group;
  index: number;
  groups: readonly Group[];
  habits: readonly Habit[];
  handle: ReactNode;
  onMoveGroup: (index: number) => void;
  onMoveHabit: MoveHabit;
  onDelete: () => void;
}) {
  const edit = useGroupEdit(group);
  return (
    <div
      data-group-row={group.id}
      className={cn(
        'grid gap-3 py-3',
        // A line between groups, none under the last.
        index < groups.length - 1 && 'border-b border-slate-200 dark:border-slate-700',
      )}
    >
      {edit.editing ? (
        <GroupEditForm group={group} edit={edit} />
      ) : (
        <div className="flex flex-wrap items-center gap-2">
          {handle}
          <MoveButtons
            name={group.name}
            order={{
              index,
              count: groups.length,
              handle,
              onMove: (delta) => {
                onMoveGroup(index + delta);
              },
            }}
          />
          <ColourDot color={group.color} />
          <div className="min-w-[min(8rem,100%)] flex-1">
            <p className="font-semibold [overflow-wrap:anywhere]" dir="auto" data-group-name>
              {group.name}
            </p>
            <p className="text-sm text-slate-600 dark:text-slate-300">
              {group.budget ? T.budgetLine(group.budget.limit, group.budget.period) : T.noBudget}
            </p>
          </div>
          <div className="ms-auto flex items-center">
            <CardIconButton
              control="edit"
              label={T.edit(group.name)}
              title={T.editTitle}
              onClick={edit.start}
            >
              <PencilGlyph />
            </CardIconButton>
            <CardIconButton
              control="delete"
              label={T.delete(group.name)}
              title={T.deleteTitle}
              className="text-red-700 dark:text-red-400"
              onClick={onDelete}
            >
              <TrashGlyph />
            </CardIconButton>
          </div>
        </div>
      )}
      <GroupMembers group={group} groups={groups} habits={habits} onMove={onMoveHabit} />
    </div>
  );
}
