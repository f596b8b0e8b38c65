import {
  habitFormProblem,
  habitFormToInput,
  habitToForm,
  type Habit,
  type HabitFormState,
} from '@taper/domain';
import { Button, Card, LoadingScreen, toast } from '@taper/ui';
import { useState, type SyntheticEvent } from 'react';
import { useNavigate } from '../../lib/router';
import { DeleteHabitDialog } from '../../components/DeleteHabitDialog';
import { EmptyStateCard } from '../../components/EmptyStateCard';
import { HabitForm } from '../../components/HabitForm';
import { Page, PageTitle } from '../../components/Page';
import { useHabit, useUpdateHabit } from '../../hooks/habits';
import { failureToast } from '../../lib/errors';
import { MESSAGES, TEXTS } from '../../messages';

export function HabitSettingsScreen({ habitId }: { habitId: number | undefined }) {
  const query = useHabit(habitId ?? 0);
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
        <EmptyStateCard className="mx-auto max-w-md" action={TEXTS.backToHome} to="/">
          <h1 className="text-xl font-bold">{TEXTS.habitNotFound}</h1>
        </EmptyStateCard>
      </Page>
    );
  }
  return <SettingsForm key={query.data.id} habit={query.data} />;
}

/** The card under the form that leads to deleting the habit. */
function DangerZone({ onDelete }: { onDelete: () => void }) {
  return (
    <Card className="mt-6 border-red-200 p-4 dark:border-red-900">
      <h2 className="font-semibold text-red-800 dark:text-red-300">Danger zone</h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
        Deleting a habit also deletes all of its entries.
      </p>
      <Button variant="destructive" className="mt-3" onClick={onDelete}>
        Delete Habit
      </Button>
    </Card>
  );
}

function SettingsForm({ habit }: { habit: Habit }) {
  const [form, setForm] = useState<HabitFormState>(() => habitToForm(habit));
  const [confirming, setConfirming] = useState(false);
  const [nameError, setNameError] = useState(false);
  const update = useUpdateHabit();
  const navigate = useNavigate();
  const saveLabel = update.isPending ? 'Saving...' : 'Save Changes';

  const onSubmit = (event: SyntheticEvent) => {
    event.preventDefault();
    if (form.name.trim().length === 0) {
      setNameError(true);
      toast({ variant: 'destructive', ...MESSAGES.habitNameRequired });
      return;
    }
    setNameError(false);
    const problem = habitFormProblem(form);
    if (problem) {
      toast({ variant: 'destructive', title: 'Error', description: problem });
      return;
    }
    update.mutate(
      { id: habit.id, ...habitFormToInput(form) },
      {
        onSuccess: () => {
          void navigate(`/?habitId=${habit.id}`);
        },
        onError: (error) => {
          failureToast(error, MESSAGES.habitUpdateFailed);
        },
      },
    );
  };

  return (
    <Page context={{ kind: 'habit', habit }}>
      <form onSubmit={onSubmit} className="grid gap-4" noValidate>
        <PageTitle
          title="Habit Settings"
          backTo={`/habit/${habit.id}`}
          actions={
            <Button type="submit" color={habit.color} disabled={update.isPending}>
              {saveLabel}
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
          {saveLabel}
        </Button>
      </form>
      <DangerZone
        onDelete={() => {
          setConfirming(true);
        }}
      />
      <DeleteHabitDialog
        habit={confirming ? habit : null}
        confirmLabel="Delete Permanently"
        onClose={() => {
          setConfirming(false);
        }}
        onDeleted={() => {
          void navigate('/');
        }}
      />
    </Page>
  );
}
