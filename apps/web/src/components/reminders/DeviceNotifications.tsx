import { Button } from '@taper/ui';
import type { PushDevice } from '../../hooks/push';
import { deviceProblemText, REMINDER_TEXTS } from './messages';

/**
 * Whether this device shows notifications, and turning them on (the browser asks for permission
 * only then, inside the click). Where it cannot, the reason is said.
 */
export function DeviceNotifications({ device }: { device: PushDevice }) {
  const { state } = device;
  const canTry =
    state.kind === 'off' ||
    (state.kind === 'problem' &&
      state.reason !== 'insecure' &&
      state.reason !== 'unsupported' &&
      state.reason !== 'denied' &&
      state.reason !== 'ios-install');
  const text =
    state.kind === 'problem'
      ? deviceProblemText(state)
      : state.kind === 'on'
        ? REMINDER_TEXTS.deviceOn
        : state.kind === 'off'
          ? REMINDER_TEXTS.deviceOff
          : state.kind === 'subscribing'
            ? REMINDER_TEXTS.turningOn
            : REMINDER_TEXTS.checking;
  return (
    <div className="grid gap-2">
      <p
        role={state.kind === 'problem' ? 'alert' : 'status'}
        className={
          state.kind === 'problem'
            ? 'text-sm font-medium text-red-700 dark:text-red-400'
            : 'text-sm text-slate-600 dark:text-slate-300'
        }
      >
        {text}
      </p>
      {canTry && (
        <Button
          type="button"
          variant="outline"
          className="justify-self-start"
          onClick={() => {
            void device.subscribe();
          }}
        >
          {REMINDER_TEXTS.turnOn}
        </Button>
      )}
    </div>
  );
}
