import type { TemplateDraftAnswer } from '@taper/domain';
import { defaultHabitForm, type HabitFormState } from '../../../forms/habitForm';
import type { PlanFormState } from '../../../forms/planForm';
import { EMPTY_REDUCTION_FORM, type ReductionFormState } from '../../../forms/reductionForm';

/** The full form filled in from a template's draft (the server's), for a user who wants to edit it. */
export function draftToForm(draft: TemplateDraftAnswer | undefined): HabitFormState {
  const blank = defaultHabitForm();
  if (!draft) return blank;
  const { habit } = draft;
  return {
    ...blank,
    name: habit.name,
    color: habit.color,
    icon: habit.icon,
    goalSchedule: habit.goalSchedule,
    dailyGoal: habit.dailyGoal ?? blank.dailyGoal,
    budget: habit.budget ?? blank.budget,
  };
}

export function draftToReduction(draft: TemplateDraftAnswer | undefined): ReductionFormState {
  if (!draft) return EMPTY_REDUCTION_FORM;
  const { baseline, unit, costPerUnit } = draft.habit;
  return {
    baseline: String(baseline),
    unit: unit ?? '',
    costPerUnit: costPerUnit === null ? '' : String(costPerUnit),
  };
}

export function draftToPlan(draft: TemplateDraftAnswer | undefined): PlanFormState | undefined {
  if (!draft) return undefined;
  const { plan } = draft;
  return {
    enabled: true,
    start: String(plan.startGoal),
    end: String(plan.endGoal),
    stepBy: String(plan.stepBy),
    everyDays: String(plan.everyDays),
    startDate: plan.startDate,
  };
}
