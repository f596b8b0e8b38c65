import { goalDescription, LIMITS, type Habit } from '@taper/domain';
import {
  Button,
  Card,
  ConfirmDialog,
  GearGlyph,
  IconTile,
  Input,
  LoadingScreen,
  PencilGlyph,
  PlusGlyph,
  toast,
  TrashGlyph,
} from '@taper/ui';
import { useState } from 'react';
import { useNavigate } from '../../lib/router';
import { Page, PageTitle } from '../../components/Page';
import { useDeleteHabit, useHabits, useUpdateHabit } from '../../hooks/habits';
import { useIconPath } from '../../hooks/icon-paths';
import { onMutationError } from '../../lib/errors';
import { MESSAGES, TEXTS } from '../../messages';

export function ManageScreen() {
  const habits = useHabits();
  const navigate = useNavigate();
  const [deleting, setDeleting] = useState<Habit | null>(null);
  const remove = useDeleteHabit();
  const list = habits.data ?? [];

  const onDelete = () => {
    if (!deleting) return;
    remove.mutate(
      { id: deleting.id },
      {
        onSettled: () => {
          setDeleting(null);
        },
        onError: (error) => {
          onMutationError(error, () => {
            toast({ variant: 'destructive', ...MESSAGES.habitDeleteFailed });
          });
        },
      },
    );
  };

  return (
    <Page context={{ kind: 'page' }}>
      <PageTitle
        title="Manage Habits"
        actions={
          <Button
            onClick={() => {
              void navigate('/create-habit');
            }}
          >
            <PlusGlyph className="h-4 w-4" /> Add Habit
          </Button>
        }
      />
      {habits.isLoading ? (
        <LoadingScreen label={TEXTS.loadingHabits} />
      ) : list.length === 0 ? (
        <Card className="p-8 text-center">
          <p className="text-slate-700 dark:text-slate-200">{TEXTS.emptyManage}</p>
          <Button
            className="mt-5"
            onClick={() => {
              void navigate('/create-habit');
            }}
          >
            Create First Habit
          </Button>
        </Card>
      ) : (
        <ul className="grid gap-3">
          {list.map((habit) => (
            <li key={habit.id}>
              <ManageCard
                habit={habit}
                onDelete={() => {
                  setDeleting(habit);
                }}
              />
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={TEXTS.deleteHabitTitle}
        description={deleting ? TEXTS.deleteHabitBody(deleting.name) : ''}
        confirmLabel="Delete"
        destructive
        pending={remove.isPending}
        onCancel={() => {
          setDeleting(null);
        }}
        onConfirm={onDelete}
      />
    </Page>
  );
}

export function ManageCard({ habit, onDelete }: { habit: Habit; onDelete: () => void }) {
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(habit.name);
  const update = useUpdateHabit();
  const iconPath = useIconPath();
  const navigate = useNavigate();

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
    update.mutate(
      { id: habit.id, name: trimmed },
      {
        onError: (error) => {
          setName(habit.name);
          onMutationError(error, () => {
            toast({ variant: 'destructive', ...MESSAGES.habitUpdateFailed });
          });
        },
      },
    );
  };

  const iconButton =
    'flex h-10 w-10 shrink-0 cursor-pointer items-center justify-center rounded-md text-slate-700 hover:bg-slate-100 focus-visible:ring-2 focus-visible:ring-brand focus-visible:outline-none dark:text-slate-200 dark:hover:bg-slate-800';

  return (
    <Card className="flex items-center gap-3 p-3 sm:p-4">
      <IconTile filePath={iconPath(habit.icon)} color={habit.color} />
      <div className="min-w-0 flex-1">
        {editing ? (
          <Input
            aria-label={`Rename ${habit.name}`}
            autoFocus
            value={name}
            maxLength={LIMITS.nameMax}
            onChange={(e) => {
              setName(e.target.value);
            }}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                save();
              } else if (e.key === 'Escape') {
                e.preventDefault();
                cancel();
              }
            }}
            onBlur={cancel}
          />
        ) : (
          <p className="truncate font-semibold">
            {update.isPending ? update.variables.name : habit.name}
          </p>
        )}
        <p className="text-sm text-slate-600 dark:text-slate-300">{goalDescription(habit)}</p>
      </div>
      <button
        type="button"
        className={iconButton}
        aria-label={`Rename ${habit.name}`}
        title="Rename"
        onClick={() => {
          setEditing(true);
        }}
      >
        <PencilGlyph />
      </button>
      <button
        type="button"
        className={iconButton}
        aria-label={`Settings for ${habit.name}`}
        title="Settings"
        onClick={() => {
          void navigate(`/habit/${habit.id}/settings`);
        }}
      >
        <GearGlyph />
      </button>
      <button
        type="button"
        className={`${iconButton} text-red-700 dark:text-red-400`}
        aria-label={`Delete ${habit.name}`}
        title="Delete"
        onClick={onDelete}
      >
        <TrashGlyph />
      </button>
    </Card>
  );
}
