import type { ReminderFormState } from '../../forms/reminderForm';
import { usePushDevice } from '../../hooks/push';
import { FormSection } from '../habit-form/FormSection';
import { ReminderFields } from './ReminderFields';
import { REMINDER_TEXTS } from './messages';

/** The Reminder row of Create and Habit Settings, saved with the habit's `reminders`. */
export function ReminderSection({
  value,
  onChange,
}: {
  value: ReminderFormState;
  onChange: (value: ReminderFormState) => void;
}) {
  const device = usePushDevice();
  return (
    <FormSection title={REMINDER_TEXTS.reminder}>
      <ReminderFields value={value} onChange={onChange} device={device} several />
    </FormSection>
  );
}
