import { habitFormToInput, habitToForm, type Habit, type HabitFormState } from '@taper/domain';
import { Button, Card, ConfirmDialog, LoadingScreen, toast } from '@taper/ui';
import { useState, type SyntheticEvent } from 'react';
import { useNavigate } from '../../lib/router';
import { HabitForm } from '../../components/HabitForm';
import { Page, PageTitle } from '../../components/Page';
import { useDeleteHabit, useHabit, useUpdateHabit } from '../../hooks/habits';
import { onMutationError } from '../../lib/errors';
import { MESSAGES, TEXTS } from '../../messages';

export function HabitSettingsScreen({ habitId }: { habitId: number | undefined }) {
  const query = useHabit(habitId ?? 0);
  const navigate = useNavigate();
  if (habitId !== undefined && query.isLoading) {
    return (
      <Page context={{ kind: 'page' }}>
        <LoadingScreen label={TEXTS.loadingHabit} />
      </Page>
    );
  }
  if (!query.data) {
    return (
      <Page context={{ kind: 'page' }}>
        <Card className="mx-auto max-w-md p-8 text-center">
          <h1 className="text-xl font-bold">{TEXTS.habitNotFound}</h1>
          <Button
            className="mt-5"
            onClick={() => {
              void navigate('/');
            }}
          >
            {TEXTS.backToHome}
          </Button>
        </Card>
      </Page>
    );
  }
  return <SettingsForm key={query.data.id} habit={query.data} />;
}

function SettingsForm({ habit }: { habit: Habit }) {
  const [form, setForm] = useState<HabitFormState>(() => habitToForm(habit));
  const [confirming, setConfirming] = useState(false);
  const [nameError, setNameError] = useState(false);
  const update = useUpdateHabit();
  const remove = useDeleteHabit();
  const navigate = useNavigate();

  const onSubmit = (event: SyntheticEvent) => {
    event.preventDefault();
    if (form.name.trim().length === 0) {
      setNameError(true);
      toast({ variant: 'destructive', ...MESSAGES.habitNameRequired });
      return;
    }
    setNameError(false);
    update.mutate(
      { id: habit.id, ...habitFormToInput(form) },
      {
        onSuccess: () => {
          void navigate(`/?habitId=${habit.id}`);
        },
        onError: (error) => {
          onMutationError(error, () => {
            toast({ variant: 'destructive', ...MESSAGES.habitUpdateFailed });
          });
        },
      },
    );
  };

  const onDelete = () => {
    remove.mutate(
      { id: habit.id },
      {
        onSuccess: () => {
          setConfirming(false);
          void navigate('/');
        },
        onError: (error) => {
          setConfirming(false);
          onMutationError(error, () => {
            toast({ variant: 'destructive', ...MESSAGES.habitDeleteFailed });
          });
        },
      },
    );
  };

  return (
    <Page context={{ kind: 'habit', habit }}>
      <form onSubmit={onSubmit} className="grid gap-4">
        <PageTitle
          title="Habit Settings"
          backTo={`/habit/${habit.id}`}
          actions={
            <Button type="submit" color={habit.color} disabled={update.isPending}>
              {update.isPending ? 'Saving...' : 'Save Changes'}
            </Button>
          }
        />
        {nameError && (
          <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-400">
            {MESSAGES.habitNameRequired.description}
          </p>
        )}
        <HabitForm form={form} onChange={setForm} />
        <Button
          type="submit"
          size="lg"
          color={form.color}
          disabled={update.isPending}
          className="w-full"
        >
          {update.isPending ? 'Saving...' : 'Save Changes'}
        </Button>
      </form>
      <Card className="mt-6 border-red-200 p-4 dark:border-red-900">
        <h2 className="font-semibold text-red-800 dark:text-red-300">Danger zone</h2>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
          Deleting a habit also deletes all of its entries.
        </p>
        <Button
          variant="destructive"
          className="mt-3"
          onClick={() => {
            setConfirming(true);
          }}
        >
          Delete Habit
        </Button>
      </Card>
      <ConfirmDialog
        open={confirming}
        title={TEXTS.deleteHabitTitle}
        description={TEXTS.deleteHabitBody(habit.name)}
        confirmLabel="Delete Permanently"
        destructive
        pending={remove.isPending}
        onCancel={() => {
          setConfirming(false);
        }}
        onConfirm={onDelete}
      />
    </Page>
  );
}
