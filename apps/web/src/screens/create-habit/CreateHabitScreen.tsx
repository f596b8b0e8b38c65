import {
  defaultHabitForm,
  habitFormProblem,
  habitFormToInput,
  type HabitFormState,
} from '@taper/domain';
import { Button, toast } from '@taper/ui';
import { useState, type SyntheticEvent } from 'react';
import { useNavigate } from '../../lib/router';
import { HabitForm } from '../../components/HabitForm';
import { Page, PageTitle } from '../../components/Page';
import { useCreateHabit } from '../../hooks/habits';
import { onMutationError } from '../../lib/errors';
import { MESSAGES } from '../../messages';

export function CreateHabitScreen() {
  const [form, setForm] = useState<HabitFormState>(defaultHabitForm);
  const create = useCreateHabit();
  const navigate = useNavigate();
  const blank = form.name.trim().length === 0;

  const onSubmit = (event: SyntheticEvent) => {
    event.preventDefault();
    if (blank) {
      toast({ variant: 'destructive', ...MESSAGES.habitNameRequired });
      return;
    }
    const problem = habitFormProblem(form);
    if (problem) {
      toast({ variant: 'destructive', title: 'Error', description: problem });
      return;
    }
    create.mutate(habitFormToInput(form), {
      onSuccess: (habit) => {
        toast(MESSAGES.habitCreated);
        void navigate(`/?habitId=${habit.id}`);
      },
      onError: (error) => {
        onMutationError(error, () => {
          toast({ variant: 'destructive', ...MESSAGES.habitCreateFailed });
        });
      },
    });
  };

  return (
    <Page context={{ kind: 'new' }}>
      <PageTitle title="Create New Habit" />
      <form onSubmit={onSubmit} className="grid gap-4" noValidate>
        <HabitForm form={form} onChange={setForm} />
        <Button
          type="submit"
          size="lg"
          color={form.color}
          disabled={blank || create.isPending}
          className="w-full"
        >
          {create.isPending ? 'Creating...' : 'Create Habit'}
        </Button>
      </form>
    </Page>
  );
}
