import { WEEKDAYS } from '@taper/domain';
import { cn, FieldError, Input, Label, Switch } from '@taper/ui';
import { useId } from 'react';
import {
  reminderFormProblem,
  toggleReminderDay,
  type ReminderFormState,
} from '../../forms/reminderForm';
import type { PushDevice } from '../../hooks/push';
import { DeviceNotifications } from './DeviceNotifications';
import { REMINDER_TEXTS } from './messages';

const DAY_CLASS = {
  on: 'border-slate-800 bg-slate-800 text-white dark:border-slate-100 dark:bg-slate-100 dark:text-slate-900',
  off: 'border-slate-300 text-slate-700 dark:border-slate-600 dark:text-slate-200',
};

/**
 * A reminder's controls: on or off, the time of the user's day and the weekdays, then whether
 * this device shows notifications. The switch turns on only once this device can receive the
 * reminder: it subscribes this device when it is not yet (the browser's permission prompt comes
 * from that click), and when the device cannot (blocked, unsupported, iOS outside a Home Screen
 * app) it stays off and the reason, with how to fix it, shows under it — so nothing is saved on.
 */
export function ReminderFields({
  value,
  onChange,
  device,
  label = REMINDER_TEXTS.remindMe,
  hint = REMINDER_TEXTS.remindMeHint,
}: {
  value: ReminderFormState;
  onChange: (value: ReminderFormState) => void;
  device: PushDevice;
  label?: string;
  hint?: string;
}) {
  const timeId = useId();
  const daysId = useId();
  const problem = reminderFormProblem(value);
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
        <>
          <div className="grid gap-1 sm:max-w-40">
            <Label htmlFor={timeId}>{REMINDER_TEXTS.time}</Label>
            <Input
              id={timeId}
              type="time"
              required
              value={value.time}
              onChange={(event) => {
                onChange({ ...value, time: event.target.value });
              }}
            />
          </div>
          <div className="grid gap-1">
            <p id={daysId} className="text-sm font-medium">
              {REMINDER_TEXTS.days}
            </p>
            <div
              role="group"
              aria-labelledby={daysId}
              className="grid grid-cols-7 gap-1 sm:max-w-md"
            >
              {WEEKDAYS.map((day) => {
                const chosen = value.days.includes(day);
                return (
                  <button
                    key={day}
                    type="button"
                    aria-pressed={chosen}
                    aria-label={REMINDER_TEXTS.dayNames[day]}
                    onClick={() => {
                      onChange({ ...value, days: toggleReminderDay(value.days, day) });
                    }}
                    className={cn(
                      'min-h-11 rounded-md border text-sm font-medium',
                      chosen ? DAY_CLASS.on : DAY_CLASS.off,
                    )}
                  >
                    {REMINDER_TEXTS.dayShort[day]}
                  </button>
                );
              })}
            </div>
          </div>
          <FieldError message={problem} />
          <DeviceNotifications device={device} />
        </>
      )}
    </div>
  );
}
