import type { HabitFormState } from '../../forms/habitForm';
import { habitFormToInput } from '../../forms/habitForm';
import {
  formChangesGoal,
  formGoal,
  planFormUnchanged,
  type PlanFormState,
} from '../../forms/planForm';
import { planAfterGoalEdit, planView, type Habit, type IsoDate, type Plan } from '@taper/domain';
import { useSettingsPreview } from '../../hooks/settings-preview';

/**
 * What an edited goal does to the habit and its plan, shown before saving: whether the goal
 * starts anew, and what becomes of a stored plan the form left untouched.
 */
export function useGoalEdit(
  habit: Habit,
  form: HabitFormState,
  plan: PlanFormState,
  storedPlan: Plan | null,
  today: IsoDate,
) {
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
  return { goalChanged, typeChange, startsAnew, planKept, goalEdit, goalEditView };
}
