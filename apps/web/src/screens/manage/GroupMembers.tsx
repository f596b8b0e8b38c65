import type { Group, Habit } from '@taper/domain';
import { ChoiceSelect, SelectField } from '@taper/ui';
import { GROUPS_TEXTS as T } from './groups-messages';

/** Moves a habit into a group (null: out of every group). */
export type MoveHabit = (habit: Habit, groupId: number | null) => void;

/**
 * A group's habits, each with the select of its group (any group, or none: the keyboard's and the
 * pointer's way to move it), and a select that brings another habit in.
 */
export function GroupMembers({
  group,
  groups,
  habits,
  onMove,
}: {
  group: Group;
  groups: readonly Group[];
  habits: readonly Habit[];
  onMove: MoveHabit;
}) {
  const members = habits.filter((habit) => habit.groupId === group.id);
  const others = habits.filter((habit) => habit.groupId !== group.id);
  const groupChoices = [
    ...groups.map((g) => ({ value: String(g.id), label: g.name })),
    { value: 'none', label: T.noGroup },
  ];
  const addChoices = others.map((habit) => ({ value: String(habit.id), label: habit.name }));
  return (
    <div className="grid gap-2">
      <ul aria-label={T.members(group.name)} className="grid gap-2 sm:grid-cols-2">
        {members.length === 0 && (
          <li className="text-sm text-slate-600 dark:text-slate-300">{T.noMembers}</li>
        )}
        {members.map((habit) => (
          <li
            key={habit.id}
            data-group-member={habit.id}
            className="flex min-w-0 items-center gap-2 rounded-md bg-slate-100 py-1 pe-1 ps-3 text-sm dark:bg-slate-800"
          >
            <span className="min-w-0 flex-1 font-medium [overflow-wrap:anywhere]">
              {habit.name}
            </span>
            <ChoiceSelect
              aria-label={T.groupFor(habit.name)}
              className="w-auto max-w-[50%]"
              choices={groupChoices}
              value={String(group.id)}
              onValueChange={(value) => {
                onMove(habit, value === 'none' ? null : Number(value));
              }}
            />
          </li>
        ))}
      </ul>
      {others.length > 0 && (
        <div data-add-member="">
          <SelectField
            label={T.addHabit(group.name)}
            choices={addChoices}
            placeholder={T.choose}
            value=""
            onValueChange={(value) => {
              const habit = others.find((h) => String(h.id) === value);
              if (habit) onMove(habit, group.id);
            }}
          />
        </div>
      )}
    </div>
  );
}
