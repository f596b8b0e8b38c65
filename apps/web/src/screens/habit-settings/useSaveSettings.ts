import type { HabitFormState } from '../../forms/habitForm';
import { habitFormToInput } from '../../forms/habitForm';
import type { ReductionInput } from '../../forms/reductionForm';
import {
  type GoalEffectiveFrom,
  type Habit,
  type PlanInput,
  type Reminder,
  type UnloggedDays,
} from '@taper/domain';
import { useClearPlan, useSetPlan, useUpdateHabit } from '../../hooks/habits';
import { toast } from '@taper/ui';
import { failureToast } from '../../lib/errors';
import { SETTINGS_TEXTS as SAVE_TEXTS } from './settings-messages';
import { MESSAGES } from '../../messages';
import { PLAN_TEXTS } from '../../components/habit-form/plan-messages';

/**
 * Saving Habit Settings: the settings (a changed goal in force from today, or re-judging the past;
 * the server restarts or ends a plan it changes), then the plan: set when on and changed, cleared
 * when turned off, left be ('keep') when the form still says the stored plan. `onSaved` runs once
 * all is written.
 */
export function useSaveSettings(habit: Habit, hadPlan: boolean, onSaved: () => void) {
  const update = useUpdateHabit();
  const setPlan = useSetPlan();
  const clearPlan = useClearPlan();

  const savePlan = async (plan: PlanInput | null | 'keep') => {
    try {
      if (plan === 'keep') {
        // Nothing to send: the settings call already did what the form said.
      } else if (plan) await setPlan.mutateAsync({ id: habit.id, ...plan });
      else if (hadPlan) await clearPlan.mutateAsync({ id: habit.id });
      onSaved();
    } catch (error) {
      failureToast(error, PLAN_TEXTS.planSaveFailed);
    }
  };

  const save = (
    form: HabitFormState,
    plan: PlanInput | null | 'keep',
    goalEffectiveFrom: GoalEffectiveFrom | undefined,
    unloggedDays: UnloggedDays,
    reminders: Reminder[],
    description: string,
    reduction?: ReductionInput,
    group?: { groupId: number | null; countsAs?: number },
  ) => {
    update.mutate(
      {
        id: habit.id,
        ...habitFormToInput(form),
        unloggedDays,
        reminders,
        // Kept as typed; nothing but spaces is none.
        description: description.trim() === '' ? null : description,
        ...(reduction ?? {}),
        ...(group ?? {}),
        ...(goalEffectiveFrom ? { goalEffectiveFrom } : {}),
      },
      {
        onSuccess: (saved) => {
          // Results the new goal type cannot read were set aside: said, never silent.
          if (saved.goalTypeChange.note)
            toast({ title: SAVE_TEXTS.resultsSetAside, description: saved.goalTypeChange.note });
          void savePlan(plan);
        },
        onError: (error) => {
          failureToast(error, MESSAGES.habitUpdateFailed);
        },
      },
    );
  };
  return { save, pending: update.isPending || setPlan.isPending || clearPlan.isPending };
}
