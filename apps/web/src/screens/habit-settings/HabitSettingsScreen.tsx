import { formChangesGoal, formGoal, planFormUnchanged, planToForm } from '../../forms/planForm';
import type { HabitFormState } from '../../forms/habitForm';
import { goalPeriodOf, habitFormToInput, habitToForm } from '../../forms/habitForm';
import {
  planAfterGoalEdit,
  planView,
  type GoalEffectiveFrom,
  type Habit,
  type Plan,
  type PlanView,
  type UnloggedDays,
} from '@taper/domain';
import { Button, Card, toast } from '@taper/ui';
import { useState, type SyntheticEvent } from 'react';
import { useNavigate } from '../../lib/router';
import { DeleteHabitDialog } from '../../components/DeleteHabitDialog';
import { EmptyStateCard } from '../../components/EmptyStateCard';
import { HabitForm } from '../../components/HabitForm';
import { PlanSection } from '../../components/habit-form/PlanSection';
import { usePlanForm } from '../../components/habit-form/usePlanForm';
import { Page, PageTitle } from '../../components/Page';
import { useHabit, useHabitPlan } from '../../hooks/habits';
import { useUserToday } from '../../lib/session';
import { MESSAGES, TEXTS } from '../../messages';
import { usePageTitle } from '../../lib/page-title';
import { EffectiveFromChoice } from './EffectiveFromChoice';
import { GoalStartsAnewNotice } from './GoalStartsAnewNotice';
import { useSettingsPreview } from '../../hooks/settings-preview';
import { UnloggedDaysChoice } from '../../components/habit-form/UnloggedDaysChoice';
import { ReductionFields } from '../../components/habit-form/ReductionFields';
import {
  habitToReductionForm,
  habitFormFirstProblem,
  reductionFormToInput,
  type ReductionFormState,
} from '../../forms/reductionForm';
import { useSaveSettings } from './useSaveSettings';
import { DescriptionField } from './DescriptionField';
import { SETTINGS_TEXTS } from './settings-messages';
import { Loading } from '../../components/Loading';
import { ReminderSection } from '../../components/reminders/ReminderSection';
import { GroupFields } from '../../components/habit-form/GroupFields';
import {
  groupFormProblem,
  groupFormToInput,
  habitToGroupForm,
  type GroupFormState,
} from '../../forms/groupForm';
import {
  reminderFormProblem,
  reminderFormToInput,
  reminderToForm,
  type ReminderFormState,
} from '../../forms/reminderForm';

export function HabitSettingsScreen({ habitId }: { habitId: number | undefined }) {
  const query = useHabit(habitId ?? 0);
  const plan = useHabitPlan(habitId ?? 0);
  // The form starts from what it is given: a kept answer that is being fetched again (after a
  // save elsewhere) is waited for, so a plan just turned off never comes back on.
  const refreshing = (q: { isFetching: boolean; isStale: boolean }) => q.isFetching && q.isStale;
  usePageTitle(
    query.data
      ? SETTINGS_TEXTS.pageTitle(query.data.name)
      : query.isLoading
        ? null
        : TEXTS.habitNotFound,
  );
  if (
    habitId !== undefined &&
    (query.isLoading || plan.isLoading || refreshing(query) || refreshing(plan))
  ) {
    return (
      <Page context={{ kind: 'page' }}>
        <Loading label={TEXTS.loadingHabit} />
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
  return (
    <SettingsForm
      key={query.data.id}
      habit={query.data}
      storedPlan={plan.data?.plan ?? null}
      storedView={plan.data?.view ?? null}
    />
  );
}

/** The card under the form that leads to deleting the habit. */
function DangerZone({ onDelete }: { onDelete: () => void }) {
  return (
    <Card className="mt-6 border-red-200 p-4 dark:border-red-900">
      <h2 className="font-semibold text-red-800 dark:text-red-300">{SETTINGS_TEXTS.dangerZone}</h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
        {SETTINGS_TEXTS.dangerZoneBody}
      </p>
      <Button variant="destructive" className="mt-3" onClick={onDelete}>
        {SETTINGS_TEXTS.deleteHabit}
      </Button>
    </Card>
  );
}

function SettingsForm({
  habit,
  storedPlan,
  storedView,
}: {
  habit: Habit;
  storedPlan: Plan | null;
  /** The stored plan's staircase as the server has it (held steps where a hold moved them). */
  storedView: PlanView | null;
}) {
  const [form, setHabitForm] = useState<HabitFormState>(() => habitToForm(habit));
  const today = useUserToday();
  const { plan, setPlan, setForm, planToSave, raiseConfirmed, setRaiseConfirmed } = usePlanForm(
    form,
    setHabitForm,
    planToForm(storedPlan, habit.goalType, today, formGoal(habitToForm(habit))),
    today,
  );
  const [effectiveFrom, setEffectiveFrom] = useState<GoalEffectiveFrom>('today');
  const [unloggedDays, setUnloggedDays] = useState<UnloggedDays>(habit.unloggedDays);
  const [reduction, setReduction] = useState<ReductionFormState>(() => habitToReductionForm(habit));
  const [reminder, setReminder] = useState<ReminderFormState>(() => reminderToForm(habit.reminder));
  const [description, setDescription] = useState(habit.description ?? '');
  const [group, setGroup] = useState<GroupFormState>(() => habitToGroupForm(habit));
  const [confirming, setConfirming] = useState(false);
  const [nameError, setNameError] = useState(false);
  const navigate = useNavigate();
  const settings = useSaveSettings(habit, storedPlan !== null, () => {
    void navigate(`/?habitId=${habit.id}`);
  });
  const goalChanged = formChangesGoal(habit, form);
  // Whether the change starts the goal anew (a new type or new tags) is the server's to say.
  const typeChange = useSettingsPreview(habit.id, goalChanged ? habitFormToInput(form) : undefined);
  const startsAnew = goalChanged && typeChange?.startsAnew === true;
  // A goal edit under an untouched plan restarts the plan from the new goal today, or ends it:
  // the server does it, the form says which before saving, and the plan is not sent again.
  const editedGoal = goalChanged ? formGoal(form) : undefined;
  const planKept = planFormUnchanged(plan, storedPlan, habit.goalType);
  const goalEdit =
    storedPlan && editedGoal && planKept
      ? planAfterGoalEdit(storedPlan, editedGoal, today)
      : undefined;
  // The staircase shows what saving does: the plan restarted from the new goal, or none.
  const goalEditView =
    goalEdit?.plan && editedGoal ? planView(editedGoal, goalEdit.plan, today) : null;
  const saveLabel = settings.pending ? SETTINGS_TEXTS.saving : SETTINGS_TEXTS.saveChanges;

  const onSubmit = (event: SyntheticEvent) => {
    event.preventDefault();
    if (form.name.trim().length === 0) {
      setNameError(true);
      toast({ variant: 'destructive', ...MESSAGES.habitNameRequired });
      return;
    }
    setNameError(false);
    const problem =
      habitFormFirstProblem(form, reduction) ??
      reminderFormProblem(reminder) ??
      groupFormProblem(group);
    if (problem) {
      toast({ variant: 'destructive', title: 'Error', description: problem });
      return;
    }
    const isNumber = form.goalType === 'number';
    const planInput = planKept ? 'keep' : planToSave();
    if (planInput === undefined) return;
    settings.save(
      form,
      planInput,
      goalChanged ? effectiveFrom : undefined,
      unloggedDays,
      reminderFormToInput(reminder),
      description,
      isNumber ? reductionFormToInput(reduction) : undefined,
      groupFormToInput(group),
    );
  };

  return (
    <Page context={{ kind: 'habit', habit }}>
      <form onSubmit={onSubmit} className="grid gap-4" noValidate>
        <PageTitle
          title={SETTINGS_TEXTS.habitSettings}
          backTo={`/habit/${habit.id}`}
          actions={
            <Button type="submit" color={habit.color} pending={settings.pending}>
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
        <DescriptionField value={description} onChange={setDescription} />
        {startsAnew && <GoalStartsAnewNotice change={typeChange} />}
        {goalChanged && !startsAnew && (
          <EffectiveFromChoice value={effectiveFrom} onChange={setEffectiveFrom} />
        )}
        <PlanSection
          form={form}
          plan={plan}
          onChange={setPlan}
          today={today}
          raiseConfirmed={raiseConfirmed}
          onConfirmRaise={setRaiseConfirmed}
          habitId={habit.id}
          goalEditNote={goalEdit?.note}
          goalEditView={goalEditView}
          storedView={planKept && !goalChanged ? storedView : null}
        />
        {form.goalType === 'number' && (
          <ReductionFields value={reduction} per={goalPeriodOf(form)} onChange={setReduction} />
        )}
        <GroupFields value={group} isNumber={form.goalType === 'number'} onChange={setGroup} />
        <UnloggedDaysChoice value={unloggedDays} onChange={setUnloggedDays} />
        <ReminderSection value={reminder} onChange={setReminder} />
        <Button
          type="submit"
          size="lg"
          color={form.color}
          pending={settings.pending}
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
