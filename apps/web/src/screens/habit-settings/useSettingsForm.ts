import { formGoal, planToForm } from '../../forms/planForm';
import { habitToForm, type HabitFormState } from '../../forms/habitForm';
import type { GoalEffectiveFrom, Habit, Plan } from '@taper/domain';
import { toast } from '@taper/ui';
import { useState, type SyntheticEvent } from 'react';
import { useNavigate } from '../../lib/router';
import { usePlanForm } from '../../components/habit-form/usePlanForm';
import { useUserToday } from '../../lib/session';
import { MESSAGES } from '../../messages';
import { habitFormFirstProblem, reductionFormToInput } from '../../forms/reductionForm';
import { groupFormProblem, groupFormToInput } from '../../forms/groupForm';
import { reminderFormProblem, reminderFormToList } from '../../forms/reminderForm';
import { useSaveSettings } from './useSaveSettings';
import { useGoalEdit } from './useGoalEdit';
import { useOtherSettings, type OtherSettingsState } from './useOtherSettings';

/** The first reason the form cannot be saved as it stands, if any (the name is checked apart). */
function settingsProblem(form: HabitFormState, other: OtherSettingsState) {
  return (
    habitFormFirstProblem(form, other.reduction) ??
    reminderFormProblem(other.reminder) ??
    groupFormProblem(other.group)
  );
}

/**
 * Habit Settings' state: the habit form, its plan, when a changed goal is in force, the other
 * settings, and the submit that checks them all before saving.
 */
export function useSettingsForm(habit: Habit, storedPlan: Plan | null) {
  const [form, setHabitForm] = useState<HabitFormState>(() => habitToForm(habit));
  const today = useUserToday();
  const planForm = usePlanForm(
    form,
    setHabitForm,
    planToForm(storedPlan, habit.goalType, today, formGoal(habitToForm(habit))),
    today,
  );
  const [effectiveFrom, setEffectiveFrom] = useState<GoalEffectiveFrom>('today');
  const other = useOtherSettings(habit);
  const [nameError, setNameError] = useState(false);
  const navigate = useNavigate();
  const settings = useSaveSettings(habit, storedPlan !== null, () => {
    void navigate(`/?habitId=${habit.id}`);
  });
  const goalEdit = useGoalEdit(habit, form, planForm.plan, storedPlan, today);

  // Shows why the form cannot be saved (the name beside its field too), or says it can.
  const checkBeforeSaving = () => {
    if (form.name.trim().length === 0) {
      setNameError(true);
      toast({ variant: 'destructive', ...MESSAGES.habitNameRequired });
      return false;
    }
    setNameError(false);
    const problem = settingsProblem(form, other);
    if (problem) {
      toast({ variant: 'destructive', title: 'Error', description: problem });
      return false;
    }
    return true;
  };

  const onSubmit = (event: SyntheticEvent) => {
    event.preventDefault();
    if (!checkBeforeSaving()) return;
    const isNumber = form.goalType === 'number';
    const planInput = goalEdit.planKept ? 'keep' : planForm.planToSave();
    if (planInput === undefined) return;
    settings.save(
      form,
      planInput,
      goalEdit.goalChanged ? effectiveFrom : undefined,
      other.unloggedDays,
      reminderFormToList(other.reminder),
      other.description,
      isNumber ? reductionFormToInput(other.reduction) : undefined,
      groupFormToInput(other.group),
    );
  };

  return {
    form,
    today,
    planForm,
    effectiveFrom,
    setEffectiveFrom,
    other,
    nameError,
    navigate,
    pending: settings.pending,
    goalEdit,
    onSubmit,
  };
}
