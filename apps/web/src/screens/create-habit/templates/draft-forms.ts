import type { TemplateDraftAnswer } from '@taper/domain';
import { defaultHabitForm, type HabitFormState } from '../../../forms/habitForm';

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
