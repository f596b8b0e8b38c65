import { Button, FieldError, Switch } from '@taper/ui';
import { useEffect, useRef } from 'react';
import {
  canAddReminderTime,
  reminderListProblem,
  reminderTimeProblem,
  withReminderTime,
  withReminderTimeAdded,
  withReminderTimeRemoved,
  type ReminderFormState,
} from '../../forms/reminderForm';
import type { PushDevice } from '../../hooks/push';
import { DeviceNotifications } from './DeviceNotifications';
import { REMINDER_TEXTS } from './messages';
import { ReminderTimeFields } from './ReminderTimeFields';

/**
 * Focus follows a change of the times: to a time just added (its field), or to 'Add another time'
 * after a removal. The caller says which before changing the list.
 */
function useFocusFollowingTimes(count: number) {
  const listRef = useRef<HTMLDivElement>(null);
  const pendingFocusRef = useRef<'added' | 'removed' | null>(null);
  useEffect(() => {
    const wanted = pendingFocusRef.current;
    pendingFocusRef.current = null;
    const list = listRef.current;
    if (!wanted || !list) return;
    if (wanted === 'added') [...list.querySelectorAll('input')].at(-1)?.focus();
    else list.querySelector<HTMLButtonElement>('[data-add-time]')?.focus();
  }, [count]);
  return { listRef, pendingFocusRef };
}

function AddTimeButton({ onAdd }: { onAdd: () => void }) {
  return (
    <div className="grid justify-items-start gap-1">
      <Button type="button" variant="outline" data-add-time onClick={onAdd}>
        {REMINDER_TEXTS.addTime}
      </Button>
      <p className="text-sm text-slate-600 dark:text-slate-300">{REMINDER_TEXTS.addTimeHint}</p>
    </div>
  );
}

/**
 * A reminder's controls: on or off, the time of the user's day and the weekdays (a habit's
 * reminder may have up to three times, `several`), then whether this device shows notifications.
 * The switch turns on only once this device can receive the reminder: it subscribes this device
 * when it is not yet (the browser's permission prompt comes from that click), and when the device
 * cannot (blocked, unsupported, iOS outside a Home Screen app) it stays off and the reason, with
 * how to fix it, shows under it — so nothing is saved on.
 */
export function ReminderFields({
  value,
  onChange,
  device,
  label = REMINDER_TEXTS.remindMe,
  hint = REMINDER_TEXTS.remindMeHint,
  several = false,
}: {
  value: ReminderFormState;
  onChange: (value: ReminderFormState) => void;
  device: PushDevice;
  label?: string;
  hint?: string;
  several?: boolean;
}) {
  const times = several ? value.times : value.times.slice(0, 1);
  const numbered = times.length > 1;
  const { listRef, pendingFocusRef } = useFocusFollowingTimes(times.length);
  return (
    <div className="grid gap-4">
      <Switch
        label={label}
        description={hint}
        checked={value.on}
        onChange={(on) => {
          if (!on || device.state.kind === 'on') {
            onChange({ ...value, on });
            return;
          }
          if (device.state.kind === 'subscribing') return;
          void device.subscribe().then((subscribed) => {
            if (subscribed) onChange({ ...value, on: true });
          });
        }}
      />
      {!value.on && (device.state.kind === 'problem' || device.state.kind === 'subscribing') && (
        <DeviceNotifications device={device} />
      )}
      {value.on && (
        <div ref={listRef} className="grid gap-4">
          {times.map((time, index) => (
            <ReminderTimeFields
              // A time's place is its identity: removing one renumbers the rest.
              key={index}
              value={time}
              onChange={(changed) => {
                onChange(withReminderTime(value, index, changed));
              }}
              problem={reminderTimeProblem(value, index)}
              {...(numbered
                ? {
                    position: index + 1,
                    onRemove: () => {
                      pendingFocusRef.current = 'removed';
                      onChange(withReminderTimeRemoved(value, index));
                    },
                  }
                : {})}
            />
          ))}
          {several && <FieldError message={reminderListProblem(value)} />}
          {several && canAddReminderTime(value) && (
            <AddTimeButton
              onAdd={() => {
                pendingFocusRef.current = 'added';
                onChange(withReminderTimeAdded(value));
              }}
            />
          )}
          <DeviceNotifications device={device} />
        </div>
      )}
    </div>
  );
}
