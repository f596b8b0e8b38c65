import { goalPeriodOf } from '../../forms/habitForm';
import type { Habit, Plan, PlanView } from '@taper/domain';
import { Button, Card } from '@taper/ui';
import { useState } from 'react';
import { DeleteHabitDialog } from '../../components/DeleteHabitDialog';
import { EmptyStateCard } from '../../components/EmptyStateCard';
import { HabitForm } from '../../components/HabitForm';
import { PlanSection } from '../../components/habit-form/PlanSection';
import { Page, PageTitle } from '../../components/Page';
import { useHabit, useHabitPlan } from '../../hooks/habits';
import { MESSAGES, TEXTS } from '../../messages';
import { COMPONENT_TEXTS } from '../../components/messages';
import { usePageTitle } from '../../lib/page-title';
import { EffectiveFromChoice } from './EffectiveFromChoice';
import { GoalStartsAnewNotice } from './GoalStartsAnewNotice';
import { UnloggedDaysChoice } from '../../components/habit-form/UnloggedDaysChoice';
import { ReductionFields } from '../../components/habit-form/ReductionFields';
import { DescriptionField } from './DescriptionField';
import { SETTINGS_TEXTS } from './settings-messages';
import { Loading } from '../../components/Loading';
import { ReminderSection } from '../../components/reminders/ReminderSection';
import { GroupFields } from '../../components/habit-form/GroupFields';
import type { OtherSettingsState } from './useOtherSettings';
import { useSettingsForm } from './useSettingsForm';

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

/** The parts of a habit that are not its goal: what a reduction may allow, its group, how unlogged
 * days count and its reminder. */
function OtherSettings({
  settings,
  isNumber,
  per,
}: {
  settings: OtherSettingsState;
  isNumber: boolean;
  per: ReturnType<typeof goalPeriodOf>;
}) {
  return (
    <>
      {isNumber && (
        <ReductionFields value={settings.reduction} per={per} onChange={settings.setReduction} />
      )}
      <GroupFields value={settings.group} isNumber={isNumber} onChange={settings.setGroup} />
      <UnloggedDaysChoice value={settings.unloggedDays} onChange={settings.setUnloggedDays} />
      <ReminderSection value={settings.reminder} onChange={settings.setReminder} />
    </>
  );
}

/** The danger zone and the dialog it opens to confirm deleting the habit. */
function DeleteHabitSection({ habit, onDeleted }: { habit: Habit; onDeleted: () => void }) {
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <DangerZone
        onDelete={() => {
          setConfirming(true);
        }}
      />
      <DeleteHabitDialog
        habit={confirming ? habit : null}
        confirmLabel={COMPONENT_TEXTS.deletePermanently}
        onClose={() => {
          setConfirming(false);
        }}
        onDeleted={onDeleted}
      />
    </>
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
  const state = useSettingsForm(habit, storedPlan);
  const { form, today, effectiveFrom, setEffectiveFrom, other, nameError, pending } = state;
  const { plan, setPlan, setForm, raiseConfirmed, setRaiseConfirmed } = state.planForm;
  const { goalChanged, typeChange, startsAnew, planKept, goalEdit, goalEditView } = state.goalEdit;
  const saveLabel = pending ? SETTINGS_TEXTS.saving : SETTINGS_TEXTS.saveChanges;

  return (
    <Page context={{ kind: 'habit', habit }}>
      <form onSubmit={state.onSubmit} className="grid gap-4" noValidate>
        <PageTitle
          title={SETTINGS_TEXTS.habitSettings}
          backTo={`/habit/${habit.id}`}
          actions={
            <Button type="submit" color={habit.color} pending={pending}>
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
        <DescriptionField value={other.description} onChange={other.setDescription} />
        {startsAnew && typeChange && <GoalStartsAnewNotice change={typeChange} />}
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
        <OtherSettings
          settings={other}
          isNumber={form.goalType === 'number'}
          per={goalPeriodOf(form)}
        />
        <Button type="submit" size="lg" color={form.color} pending={pending} className="w-full">
          {saveLabel}
        </Button>
      </form>
      <DeleteHabitSection
        habit={habit}
        onDeleted={() => {
          void state.navigate('/');
        }}
      />
    </Page>
  );
}
