import type { Group, GroupPeriod, Habit } from '@taper/domain';
import { Button, Card, SelectField, TextField, toast } from '@taper/ui';
import { useState, type SyntheticEvent } from 'react';
import { useCreateGroup, useDeleteGroup, useGroups, useUpdateGroup } from '../../hooks/groups';
import { useUpdateHabit } from '../../hooks/habits';
import { failureToast } from '../../lib/errors';
import { GROUPS_TEXTS as T } from './groups-messages';

type PeriodChoice = GroupPeriod | 'none';
const PERIOD_CHOICES: { value: PeriodChoice; label: string }[] = [
  { value: 'week', label: T.periods.week },
  { value: 'day', label: T.periods.day },
  { value: 'month', label: T.periods.month },
  { value: 'none', label: T.periods.none },
];

function NewGroupForm() {
  const create = useCreateGroup();
  const [name, setName] = useState('');
  const [period, setPeriod] = useState<PeriodChoice>('week');
  const [limit, setLimit] = useState('14');
  const onSubmit = (event: SyntheticEvent) => {
    event.preventDefault();
    const budget = period === 'none' ? null : { period, limit: Number(limit.replace(',', '.')) };
    create.mutate(
      { name, budget },
      {
        onSuccess: (group) => {
          toast({ title: T.created(group.name) });
          setName('');
        },
        onError: (error) => {
          failureToast(error, T.failed);
        },
      },
    );
  };
  return (
    <form onSubmit={onSubmit} className="grid gap-3 sm:grid-cols-4 sm:items-end" noValidate>
      <TextField
        label={T.name}
        placeholder={T.namePlaceholder}
        maxLength={60}
        value={name}
        onValueChange={setName}
      />
      <SelectField
        label={T.period}
        choices={PERIOD_CHOICES}
        value={period}
        onValueChange={setPeriod}
      />
      {period !== 'none' && (
        <TextField label={T.limit} inputMode="decimal" value={limit} onValueChange={setLimit} />
      )}
      <Button type="submit" disabled={name.trim() === '' || create.isPending}>
        {create.isPending ? T.creating : T.create}
      </Button>
    </form>
  );
}

function GroupRow({
  group,
  index,
  groups,
  habits,
}: {
  group: Group;
  index: number;
  groups: readonly Group[];
  habits: readonly Habit[];
}) {
  const update = useUpdateGroup();
  const remove = useDeleteGroup();
  const updateHabit = useUpdateHabit();
  const members = habits.filter((habit) => habit.groupId === group.id);
  const others = habits.filter((habit) => habit.groupId !== group.id);
  const swap = (delta: number) => {
    const other = groups[index + delta];
    if (!other) return;
    // Positions are swapped; equal ones are made distinct by the list's order.
    const mine = index + delta + 1;
    const theirs = index + 1;
    update.mutate({ id: group.id, position: mine });
    update.mutate({ id: other.id, position: theirs });
  };
  const moveHabit = (habit: Habit, groupId: number | null) => {
    updateHabit.mutate(
      { id: habit.id, name: habit.name, groupId },
      {
        onError: (error) => {
          failureToast(error, T.failed);
        },
      },
    );
  };
  const choices = [
    { value: '', label: T.choose },
    ...others.map((habit) => ({ value: String(habit.id), label: habit.name })),
  ];
  return (
    <li className="grid gap-2 border-b border-slate-100 py-3 last:border-b-0 dark:border-slate-800">
      <div className="flex flex-wrap items-center gap-2">
        <div className="min-w-0 flex-1">
          <p className="font-semibold">{group.name}</p>
          <p className="text-sm text-slate-600 dark:text-slate-300">
            {group.budget ? T.budgetLine(group.budget.limit, group.budget.period) : T.noBudget}
          </p>
        </div>
        <Button
          variant="outline"
          size="sm"
          aria-label={T.moveUp(group.name)}
          disabled={index === 0}
          onClick={() => {
            swap(-1);
          }}
        >
          ↑
        </Button>
        <Button
          variant="outline"
          size="sm"
          aria-label={T.moveDown(group.name)}
          disabled={index === groups.length - 1}
          onClick={() => {
            swap(1);
          }}
        >
          ↓
        </Button>
        <Button
          variant="outline"
          size="sm"
          aria-label={T.delete(group.name)}
          onClick={() => {
            remove.mutate(
              { id: group.id },
              {
                onSuccess: () => toast({ title: T.deleted(group.name) }),
                onError: (error) => {
                  failureToast(error, T.failed);
                },
              },
            );
          }}
        >
          ✕
        </Button>
      </div>
      <ul className="flex flex-wrap gap-2">
        {members.length === 0 && (
          <li className="text-sm text-slate-600 dark:text-slate-300">{T.noMembers}</li>
        )}
        {members.map((habit) => (
          <li
            key={habit.id}
            className="flex items-center gap-1 rounded-full bg-slate-100 py-0.5 pr-1 pl-3 text-sm dark:bg-slate-800"
          >
            {habit.name}
            <button
              type="button"
              className="flex h-8 w-8 items-center justify-center rounded-full hover:bg-slate-200 dark:hover:bg-slate-700"
              aria-label={T.remove(habit.name, group.name)}
              onClick={() => {
                moveHabit(habit, null);
              }}
            >
              ✕
            </button>
          </li>
        ))}
      </ul>
      {others.length > 0 && (
        <SelectField
          label={T.addHabit(group.name)}
          choices={choices}
          value=""
          onValueChange={(value) => {
            const habit = others.find((h) => String(h.id) === value);
            if (habit) moveHabit(habit, group.id);
          }}
        />
      )}
    </li>
  );
}

/** Manage's groups (issue 51): add one with its budget, order them, move habits in and out, delete. */
export function GroupsCard({ habits }: { habits: readonly Habit[] }) {
  const groups = useGroups();
  const list = groups.data ?? [];
  return (
    <Card className="mb-6 p-4">
      <h2 className="text-lg font-semibold">{T.title}</h2>
      <p className="mb-3 text-sm text-slate-600 dark:text-slate-300">{T.hint}</p>
      <NewGroupForm />
      {list.length > 0 && (
        <ul className="mt-3">
          {list.map((group, index) => (
            <GroupRow key={group.id} group={group} index={index} groups={list} habits={habits} />
          ))}
        </ul>
      )}
    </Card>
  );
}
