import type { Habit, UnloggedDays } from '@taper/domain';
import { useState } from 'react';
import { habitToGroupForm, type GroupFormState } from '../../forms/groupForm';
import { habitToReductionForm, type ReductionFormState } from '../../forms/reductionForm';
import { remindersToForm, type ReminderFormState } from '../../forms/reminderForm';

/** The settings beside the goal and its plan, each starting from the habit as stored. */
export function useOtherSettings(habit: Habit) {
  const [unloggedDays, setUnloggedDays] = useState<UnloggedDays>(habit.unloggedDays);
  const [reduction, setReduction] = useState<ReductionFormState>(() => habitToReductionForm(habit));
  const [reminder, setReminder] = useState<ReminderFormState>(() =>
    remindersToForm(habit.reminders),
  );
  const [description, setDescription] = useState(habit.description ?? '');
  const [group, setGroup] = useState<GroupFormState>(() => habitToGroupForm(habit));
  return {
    unloggedDays,
    setUnloggedDays,
    reduction,
    setReduction,
    reminder,
    setReminder,
    description,
    setDescription,
    group,
    setGroup,
  };
}

export type OtherSettingsState = ReturnType<typeof useOtherSettings>;
