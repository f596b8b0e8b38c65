import type { HabitFormState } from '../../forms/habitForm';
import { goalPeriodOf, habitFormToInput } from '../../forms/habitForm';
import { planToForm } from '../../forms/planForm';
import { type PlanInput, type UnloggedDays } from '@taper/domain';
import { Button, toast } from '@taper/ui';
import { useState, type SyntheticEvent } from 'react';
import { useNavigate, useSearchParams } from '../../lib/router';
import { HabitForm } from '../../components/HabitForm';
import { PlanSection } from '../../components/habit-form/PlanSection';
import { UnloggedDaysChoice } from '../../components/habit-form/UnloggedDaysChoice';
import { usePlanForm } from '../../components/habit-form/usePlanForm';
import { Page, PageTitle } from '../../components/Page';
import { useCreateHabit, useSetPlan } from '../../hooks/habits';
import { useUserToday } from '../../lib/session';
import { failureToast, onMutationError } from '../../lib/errors';
import { MESSAGES } from '../../messages';
import { usePageTitle } from '../../lib/page-title';
import { PLAN_TEXTS } from '../../components/habit-form/plan-messages';
import { ReductionFields } from '../../components/habit-form/ReductionFields';
import {
  EMPTY_REDUCTION_FORM,
  habitFormFirstProblem,
  habitToReductionForm,
  reductionFormToInput,
  type ReductionFormState,
} from '../../forms/reductionForm';
import { CREATE_TEXTS } from './messages';
import { useTemplates, type TemplateDraftAnswer } from '../../hooks/templates';
import { TemplateCards } from './templates/TemplateCards';
import { TemplateStart } from './templates/TemplateStart';
import { draftToForm } from './templates/draft-forms';
import { GroupFields } from '../../components/habit-form/GroupFields';
import {
  EMPTY_GROUP_FORM,
  groupFormProblem,
  groupFormToInput,
  type GroupFormState,
} from '../../forms/groupForm';
import { ReminderSection } from '../../components/reminders/ReminderSection';
import {
  reminderFormProblem,
  reminderFormToList,
  reminderToForm,
  type ReminderFormState,
} from '../../forms/reminderForm';

/** The new habit's choices beside its goal and plan. */
interface CreateExtras {
  unloggedDays: UnloggedDays;
  reduction: ReductionFormState;
  reminder: ReminderFormState;
  group: GroupFormState;
}

/** The first reason the form cannot be sent as it stands, if any (the name is checked apart). */
function createProblem(form: HabitFormState, extras: CreateExtras) {
  return (
    habitFormFirstProblem(form, extras.reduction) ??
    reminderFormProblem(extras.reminder) ??
    groupFormProblem(extras.group)
  );
}

/** SPEC's body as it is: each optional part only when the user gave it. */
function createBody(
  form: HabitFormState,
  { unloggedDays, reduction, reminder, group }: CreateExtras,
) {
  const isNumber = form.goalType === 'number';
  const input = habitFormToInput(form);
  // Only the reduction fields given: a blank one is none, as if not sent.
  const given = Object.fromEntries(
    Object.entries(isNumber ? reductionFormToInput(reduction) : {}).filter(
      ([, value]) => value !== null,
    ),
  );
  // The choice of unlogged days only when it is not the default, and the reminders only when
  // some are set.
  const reminders = reminderFormToList(reminder);
  return {
    ...input,
    ...given,
    ...(unloggedDays === 'zero' ? { unloggedDays } : {}),
    ...(reminders.length > 0 ? { reminders } : {}),
    // The group only when one is chosen (SPEC's body as it is otherwise).
    ...(group.groupId === '' ? {} : groupFormToInput(group)),
  };
}

/** Creating the habit, then its plan, then going to the habit screen. */
function useCreateWithPlan() {
  const create = useCreateHabit();
  const savePlan = useSetPlan();
  const navigate = useNavigate();

  /** After the habit: its plan (a failure is told, the habit stays), then the habit screen. */
  const finish = async (id: number, planInput: PlanInput | null) => {
    if (planInput) {
      await savePlan.mutateAsync({ id, ...planInput }).catch((error: unknown) => {
        failureToast(error, PLAN_TEXTS.planSaveFailed);
      });
    }
    toast(MESSAGES.habitCreated);
    void navigate(`/?habitId=${id}`);
  };

  const send = (body: ReturnType<typeof createBody>, planInput: PlanInput | null) => {
    create.mutate(body, {
      onSuccess: (habit) => {
        void finish(habit.id, planInput);
      },
      onError: (error) => {
        onMutationError(error, () => {
          toast({ variant: 'destructive', ...MESSAGES.habitCreateFailed });
        });
      },
    });
  };
  return { send, creating: create.isPending, pending: create.isPending || savePlan.isPending };
}

/**
 * Create New Habit: the template cards, then a chosen template's questions, or the full form
 * ('Something else', or a template's draft to edit in full). `?template=coffee` opens one.
 */
export function CreateHabitScreen() {
  usePageTitle(CREATE_TEXTS.createNewHabit);
  const [params] = useSearchParams();
  const [chosen, setChosen] = useState<string | undefined>(
    () => params.get('template') ?? undefined,
  );
  const [prefill, setPrefill] = useState<TemplateDraftAnswer | undefined>();
  const templates = useTemplates();
  const template = templates.data?.find(
    (candidate) => candidate.id === chosen && candidate.questions.length > 0,
  );
  return (
    <Page context={{ kind: 'new' }}>
      <PageTitle title={CREATE_TEXTS.createNewHabit} />
      {template ? (
        <TemplateStart
          key={template.id}
          template={template}
          onBack={() => {
            setChosen(undefined);
          }}
          onFullForm={(draft) => {
            setPrefill(draft);
            setChosen('other');
          }}
        />
      ) : (
        <div className="grid gap-6">
          <TemplateCards chosen={chosen} onChoose={setChosen} />
          <CreateHabitForm key={prefill ? 'prefilled' : 'blank'} prefill={prefill} />
        </div>
      )}
    </Page>
  );
}

/** The full form, blank or filled in from a template's draft (its plan switched on). */
function CreateHabitForm({ prefill }: { prefill: TemplateDraftAnswer | undefined }) {
  const [form, setHabitForm] = useState<HabitFormState>(() => draftToForm(prefill));
  const [unloggedDays, setUnloggedDays] = useState<UnloggedDays>('not_logged');
  const [reduction, setReduction] = useState<ReductionFormState>(() =>
    prefill ? habitToReductionForm(prefill.habit) : EMPTY_REDUCTION_FORM,
  );
  const [reminder, setReminder] = useState<ReminderFormState>(() => reminderToForm(null));
  const [group, setGroup] = useState<GroupFormState>(EMPTY_GROUP_FORM);
  const today = useUserToday();
  const { plan, setPlan, setForm, planToSave, raiseConfirmed, setRaiseConfirmed } = usePlanForm(
    form,
    setHabitForm,
    planToForm(prefill?.plan ?? null, form.goalType, today),
    today,
  );
  const creating = useCreateWithPlan();
  const blank = form.name.trim().length === 0;

  const onSubmit = (event: SyntheticEvent) => {
    event.preventDefault();
    if (blank) {
      toast({ variant: 'destructive', ...MESSAGES.habitNameRequired });
      return;
    }
    const extras = { unloggedDays, reduction, reminder, group };
    const problem = createProblem(form, extras);
    if (problem) {
      toast({ variant: 'destructive', title: MESSAGES.errorTitle, description: problem });
      return;
    }
    const planInput = planToSave();
    if (planInput === undefined) return;
    creating.send(createBody(form, extras), planInput);
  };

  return (
    <form onSubmit={onSubmit} className="grid grid-cols-1 gap-4" noValidate>
      <HabitForm form={form} onChange={setForm} />
      {form.goalType === 'number' && (
        <ReductionFields value={reduction} per={goalPeriodOf(form)} onChange={setReduction} />
      )}
      <PlanSection
        form={form}
        plan={plan}
        onChange={setPlan}
        today={today}
        raiseConfirmed={raiseConfirmed}
        onConfirmRaise={setRaiseConfirmed}
      />
      <GroupFields value={group} isNumber={form.goalType === 'number'} onChange={setGroup} />
      <UnloggedDaysChoice value={unloggedDays} onChange={setUnloggedDays} />
      <ReminderSection value={reminder} onChange={setReminder} />
      <Button
        type="submit"
        size="lg"
        color={form.color}
        disabled={blank}
        pending={creating.pending}
        className="w-full"
      >
        {creating.creating ? CREATE_TEXTS.creating : CREATE_TEXTS.createHabit}
      </Button>
    </form>
  );
}
