import {
  canPlan,
  formGoal,
  planFormPreview,
  type HabitFormState,
  type IsoDate,
  type PlanFormState,
} from '@taper/domain';
import { Field, Input, Staircase, Switch } from '@taper/ui';
import { PLAN_TEXTS } from './plan-messages';
import { FormSection } from './FormSection';
import { GoalInput } from './GoalInput';

export interface PlanSectionProps {
  form: HabitFormState;
  plan: PlanFormState;
  onChange: (plan: PlanFormState) => void;
  today: IsoDate;
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

/** The taper plan: start, end, step, days between steps and the first day; its staircase. */
export function PlanSection({ form, plan, onChange, today }: PlanSectionProps) {
  const set = (key: keyof PlanFormState) => (value: string) => {
    onChange({ ...plan, [key]: value });
  };
  if (!canPlan(form.goalType)) {
    return (
      <FormSection title={PLAN_TEXTS.title}>
        <p className="text-sm text-slate-600 dark:text-slate-300">{PLAN_TEXTS.tagsCannotPlan}</p>
      </FormSection>
    );
  }
  const goal = formGoal(form);
  const preview = plan.enabled && goal ? planFormPreview(plan, goal, today) : undefined;
  return (
    <FormSection title={PLAN_TEXTS.title}>
      <Switch
        label={PLAN_TEXTS.enable}
        checked={plan.enabled}
        onChange={(enabled) => {
          onChange({ ...plan, enabled });
        }}
      />
      {plan.enabled && (
        <div className="mt-4 grid gap-4">
          <div className="grid grid-cols-2 gap-3 sm:grid-cols-5">
            <Field label={PLAN_TEXTS.start}>
              {(id) => <GoalInput id={id} form={form} value={plan.start} onChange={set('start')} />}
            </Field>
            <Field label={PLAN_TEXTS.end}>
              {(id) => <GoalInput id={id} form={form} value={plan.end} onChange={set('end')} />}
            </Field>
            <NumberField
              label={PLAN_TEXTS.stepBy}
              value={plan.stepBy}
              min={1}
              onChange={set('stepBy')}
            />
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
          <div aria-live="polite">
            {preview?.ok === true && <Staircase view={preview.view} color={form.color} />}
            {preview?.ok === false && (
              <p className="text-sm font-medium text-red-700 dark:text-red-400">
                {preview.message}
              </p>
            )}
          </div>
        </div>
      )}
    </FormSection>
  );
}
