import type { PlanFormState } from '../../forms/planForm';
import { canPlan, defaultPlanForm, formGoal, planFormPreview } from '../../forms/planForm';
import type { HabitFormState } from '../../forms/habitForm';
import { type IsoDate, type PlanView } from '@taper/domain';
import { Field, Input, Staircase, Switch } from '@taper/ui';
import type { ReactNode } from 'react';
import { usePlanPreview } from '../../hooks/plan-preview';
import { PLAN_TEXTS } from './plan-messages';
import { FormSection } from './FormSection';
import { GoalInput } from './GoalInput';

export interface PlanSectionProps {
  form: HabitFormState;
  plan: PlanFormState;
  onChange: (plan: PlanFormState) => void;
  today: IsoDate;
  /** A raise of today's goal, confirmed by the user. */
  raiseConfirmed: boolean;
  onConfirmRaise: (confirmed: boolean) => void;
  /** The saved habit (Settings), whose logged days a plan starting in the past re-judges. */
  habitId?: number;
  /** Said instead of the staircase's notes while a goal edit restarts or ends the stored plan. */
  goalEditNote?: string | undefined;
  /** The staircase of the plan a goal edit restarts (null when it ends the plan). */
  goalEditView?: PlanView | null;
  /** The stored plan's staircase, shown while the form still says the stored plan. */
  storedView?: PlanView | null;
}

function NumberField({
  label,
  value,
  min,
  onChange,
}: {
  label: string;
  value: string;
  min: number;
  onChange: (value: string) => void;
}) {
  return (
    <Field label={label}>
      {(id) => (
        <Input
          id={id}
          type="number"
          inputMode="numeric"
          min={min}
          step={1}
          value={value}
          onChange={(e) => {
            onChange(e.target.value);
          }}
        />
      )}
    </Field>
  );
}

/** The plan's own fields: start, end, step, days between steps and the first day. */
function PlanFields({
  form,
  plan,
  onChange,
}: {
  form: HabitFormState;
  plan: PlanFormState;
  onChange: (plan: PlanFormState) => void;
}) {
  const set = (key: keyof PlanFormState) => (value: string) => {
    onChange({ ...plan, [key]: value });
  };
  return (
    <div className="grid grid-cols-2 gap-3 sm:grid-cols-5">
      <Field label={PLAN_TEXTS.start}>
        {(id) => <GoalInput id={id} form={form} value={plan.start} onChange={set('start')} />}
      </Field>
      <Field label={PLAN_TEXTS.end}>
        {(id) => <GoalInput id={id} form={form} value={plan.end} onChange={set('end')} />}
      </Field>
      <NumberField label={PLAN_TEXTS.stepBy} value={plan.stepBy} min={1} onChange={set('stepBy')} />
      <NumberField
        label={PLAN_TEXTS.everyDays}
        value={plan.everyDays}
        min={1}
        onChange={set('everyDays')}
      />
      <Field label={PLAN_TEXTS.startDate} className="col-span-2 sm:col-span-1">
        {(id) => (
          <Input
            id={id}
            type="date"
            value={plan.startDate}
            onChange={(e) => {
              set('startDate')(e.target.value);
            }}
          />
        )}
      </Field>
    </div>
  );
}

/** A note in the plan's spoken area: a warning about what saving the plan does. */
function PlanWarning({ children }: { children: ReactNode }) {
  return <p className="text-sm font-medium text-amber-800 dark:text-amber-300">{children}</p>;
}

/** A raise of today's goal, which saving needs the user to confirm first. */
function RaiseConfirmation({
  raise,
  confirmed,
  onConfirm,
}: {
  raise: string;
  confirmed: boolean;
  onConfirm: (confirmed: boolean) => void;
}) {
  return (
    <div className="grid gap-1">
      <PlanWarning>{raise}</PlanWarning>
      <label className="flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          checked={confirmed}
          onChange={(e) => {
            onConfirm(e.target.checked);
          }}
        />
        {PLAN_TEXTS.confirmRaise}
      </label>
    </div>
  );
}

/**
 * What the plan will do, spoken as it changes: a goal edit's restart, the days it re-judges, a
 * raise to confirm, the staircase, or why the plan is not valid yet.
 */
function PlanOutlook({
  props,
  preview,
  rejudgeNote,
}: {
  props: PlanSectionProps;
  preview: ReturnType<typeof planFormPreview> | undefined;
  rejudgeNote: string | null | undefined;
}) {
  const { form } = props;
  // A goal edit under the stored plan restarts or ends it: the staircase shows that plan, and
  // the plan form (not sent then) says nothing of its own.
  const goalEdit = props.goalEditNote !== undefined;
  return (
    <div aria-live="polite" className="grid gap-2">
      {props.goalEditNote !== undefined && <PlanWarning>{props.goalEditNote}</PlanWarning>}
      {rejudgeNote && <PlanWarning>{rejudgeNote}</PlanWarning>}
      {!goalEdit && preview?.ok === true && preview.raise !== null && (
        <RaiseConfirmation
          raise={preview.raise}
          confirmed={props.raiseConfirmed}
          onConfirm={props.onConfirmRaise}
        />
      )}
      {goalEdit
        ? props.goalEditView && <Staircase view={props.goalEditView} color={form.color} />
        : preview?.ok === true && (
            <Staircase view={props.storedView ?? preview.view} color={form.color} />
          )}
      {!goalEdit && preview?.ok === false && (
        <p className="text-sm font-medium text-red-700 dark:text-red-400">{preview.message}</p>
      )}
    </div>
  );
}

/** The taper plan: start, end, step, days between steps and the first day; its staircase. */
export function PlanSection(props: PlanSectionProps) {
  const { form, plan, onChange, today, habitId } = props;
  const goal = formGoal(form);
  const preview = plan.enabled && goal ? planFormPreview(plan, goal, today) : undefined;
  // Only a plan that starts before today can re-judge logged days: the server counts them.
  const past = preview?.ok === true && plan.startDate < today ? preview.input : undefined;
  // While a goal edit restarts or ends the stored plan, the plan form is not sent: nothing to ask.
  const goalEdit = props.goalEditNote !== undefined;
  const server = usePlanPreview(goalEdit ? undefined : habitId, past);
  if (!canPlan(form.goalType)) {
    return (
      <FormSection title={PLAN_TEXTS.title}>
        <p className="text-sm text-slate-600 dark:text-slate-300">{PLAN_TEXTS.tagsCannotPlan}</p>
      </FormSection>
    );
  }
  return (
    <FormSection title={PLAN_TEXTS.title}>
      <Switch
        label={PLAN_TEXTS.enable}
        checked={plan.enabled}
        onChange={(enabled) => {
          // Turned on, the plan starts from the goal in force today, End one below it.
          onChange(
            enabled
              ? { ...defaultPlanForm(form.goalType, today, goal), enabled }
              : { ...plan, enabled },
          );
        }}
      />
      {plan.enabled && (
        <div className="mt-4 grid gap-4">
          <PlanFields form={form} plan={plan} onChange={onChange} />
          <PlanOutlook props={props} preview={preview} rejudgeNote={server?.rejudgeNote} />
        </div>
      )}
    </FormSection>
  );
}
