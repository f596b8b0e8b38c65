import {
  defaultPlanForm,
  formGoal,
  planFormPreview,
  type HabitFormState,
  type IsoDate,
  type PlanFormState,
  type PlanInput,
} from '@taper/domain';
import { toast } from '@taper/ui';
import { useState } from 'react';
import { PLAN_TEXTS } from './plan-messages';

/**
 * The plan section's state beside the habit form: the habit form's changes go through `setForm`,
 * which starts the plan over (keeping it on or off) when the goal type changes.
 */
export function usePlanForm(
  form: HabitFormState,
  setHabitForm: (form: HabitFormState) => void,
  initial: PlanFormState,
  today: IsoDate,
) {
  const [plan, setPlan] = useState<PlanFormState>(initial);
  const setForm = (next: HabitFormState) => {
    if (next.goalType !== form.goalType)
      setPlan((current) => ({
        ...defaultPlanForm(next.goalType, today),
        enabled: current.enabled,
      }));
    setHabitForm(next);
  };
  /**
   * The plan to send when saving: `null` for none, undefined (after a toast) when the plan is not
   * valid yet and nothing may be saved.
   */
  const planToSave = (): PlanInput | null | undefined => {
    if (!plan.enabled) return null;
    const goal = formGoal(form);
    if (!goal) return null;
    const preview = planFormPreview(plan, goal, today);
    if (preview.ok) return preview.input;
    toast({ variant: 'destructive', title: PLAN_TEXTS.title, description: preview.message });
    return undefined;
  };
  return { plan, setPlan, setForm, planToSave };
}
