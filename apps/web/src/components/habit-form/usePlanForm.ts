import type { PlanFormState } from '../../forms/planForm';
import { defaultPlanForm, formGoal, planFormPreview } from '../../forms/planForm';
import type { HabitFormState } from '../../forms/habitForm';
import { type IsoDate, type PlanInput } from '@taper/domain';
import { toast } from '@taper/ui';
import { useState } from 'react';
import { PLAN_TEXTS } from './plan-messages';

/**
 * The plan section's state beside the habit form: the habit form's changes go through `setForm`,
 * which starts the plan over from the new goal (keeping it on or off) when the goal type changes.
 * A plan that raises today's goal is saved only once the user confirms it.
 */
export function usePlanForm(
  form: HabitFormState,
  setHabitForm: (form: HabitFormState) => void,
  initial: PlanFormState,
  today: IsoDate,
) {
  const [plan, setPlanState] = useState<PlanFormState>(initial);
  const [raiseConfirmed, setRaiseConfirmed] = useState(false);
  const setPlan = (next: PlanFormState) => {
    setPlanState(next);
    setRaiseConfirmed(false);
  };
  const setForm = (next: HabitFormState) => {
    if (next.goalType !== form.goalType)
      setPlan({
        ...defaultPlanForm(next.goalType, today, formGoal(next)),
        enabled: plan.enabled,
      });
    setHabitForm(next);
  };
  /**
   * The plan to send when saving: `null` for none, undefined (after a toast) when the plan is not
   * valid yet, or raises today's goal unconfirmed, and nothing may be saved.
   */
  const planToSave = (): PlanInput | null | undefined => {
    if (!plan.enabled) return null;
    const goal = formGoal(form);
    if (!goal) return null;
    const preview = planFormPreview(plan, goal, today);
    const problem = !preview.ok
      ? preview.message
      : preview.raise !== null && !raiseConfirmed
        ? preview.raise
        : undefined;
    if (problem === undefined && preview.ok) return preview.input;
    toast({ variant: 'destructive', title: PLAN_TEXTS.title, description: problem });
    return undefined;
  };
  return { plan, setPlan, setForm, planToSave, raiseConfirmed, setRaiseConfirmed };
}
