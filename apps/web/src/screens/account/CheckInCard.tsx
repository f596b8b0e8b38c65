import { Button, SectionCard } from '@taper/ui';
import { useState, type SyntheticEvent } from 'react';
import { DeviceNotifications } from '../../components/reminders/DeviceNotifications';
import { ReminderFields } from '../../components/reminders/ReminderFields';
import {
  reminderFormProblem,
  reminderFormToInput,
  reminderToForm,
  type ReminderFormState,
} from '../../forms/reminderForm';
import { usePushDevice, useSendTestNotification, useUpdateCheckIn } from '../../hooks/push';
import { isUnauthorized, onMutationError, serverMessage } from '../../lib/errors';
import { useSessionUser } from '../../lib/session';
import { CHECK_IN_TEXTS } from './account-messages';
import { SaidLine, SaveRow, type Said } from './SaveRow';

/** Saving the check-in as the form says, after checking it; what happened is said below it. */
function useSaveCheckIn(form: ReminderFormState) {
  const update = useUpdateCheckIn();
  const [saved, setSaved] = useState<Said>();
  const onSubmit = (event: SyntheticEvent) => {
    event.preventDefault();
    const problem = reminderFormProblem(form);
    if (problem) {
      setSaved({ tone: 'error', text: problem });
      return;
    }
    setSaved(undefined);
    update.mutate(
      { checkIn: reminderFormToInput(form) },
      {
        onSuccess: () => {
          setSaved({ tone: 'info', text: CHECK_IN_TEXTS.saved });
        },
        onError: (error) => {
          onMutationError(error, () => {
            setSaved({ tone: 'error', text: serverMessage(error) ?? CHECK_IN_TEXTS.failed });
          });
        },
      },
    );
  };
  return { onSubmit, saved, setSaved, pending: update.isPending };
}

/** 'Send a test notification' to every device of the user, and how many it reached. */
function TestNotification() {
  const test = useSendTestNotification();
  const [tested, setTested] = useState<Said>();
  const sendTest = () => {
    setTested(undefined);
    test.mutate(undefined, {
      onSuccess: (result) => {
        setTested(
          result.sent > 0
            ? { tone: 'info', text: CHECK_IN_TEXTS.testSent(result.sent) }
            : { tone: 'error', text: CHECK_IN_TEXTS.testNone },
        );
      },
      onError: (error) => {
        if (isUnauthorized(error)) {
          onMutationError(error, () => undefined);
          return;
        }
        setTested({ tone: 'error', text: serverMessage(error) ?? CHECK_IN_TEXTS.testFailed });
      },
    });
  };
  return (
    <div className="grid gap-2 border-t border-slate-200 pt-4 dark:border-slate-700">
      <Button
        type="button"
        variant="outline"
        className="justify-self-start"
        disabled={test.isPending}
        onClick={sendTest}
      >
        {test.isPending ? CHECK_IN_TEXTS.testing : CHECK_IN_TEXTS.test}
      </Button>
      <SaidLine said={tested} />
    </div>
  );
}

/**
 * Account → 'Daily check-in': a time and weekdays for one notification naming the habits still to
 * log (PUT /api/auth/user { checkIn }), this device's notifications, and 'Send a test
 * notification' to every device of the user (POST /api/push/test).
 */
export function CheckInCard() {
  const user = useSessionUser();
  const device = usePushDevice();
  const [form, setForm] = useState<ReminderFormState>(() => reminderToForm(user.checkIn));
  const { onSubmit, saved, setSaved, pending } = useSaveCheckIn(form);

  return (
    <SectionCard title={CHECK_IN_TEXTS.title} contentClassName="grid gap-4">
      <p className="text-sm text-slate-600 dark:text-slate-300">{CHECK_IN_TEXTS.intro}</p>
      <form onSubmit={onSubmit} className="grid gap-4" noValidate>
        <ReminderFields
          value={form}
          onChange={(next) => {
            setForm(next);
            setSaved(undefined);
          }}
          device={device}
          label={CHECK_IN_TEXTS.switchLabel}
          hint={CHECK_IN_TEXTS.switchHint}
        />
        <SaveRow
          pending={pending}
          save={CHECK_IN_TEXTS.save}
          saving={CHECK_IN_TEXTS.saving}
          said={saved}
        />
      </form>
      {/* Beside the switch when it could not turn on; here otherwise, for the test notification. */}
      {!form.on && device.state.kind !== 'problem' && device.state.kind !== 'subscribing' && (
        <DeviceNotifications device={device} />
      )}
      <TestNotification />
    </SectionCard>
  );
}
