/** The texts of the Reminder row (Create, Habit Settings, Account's check-in) and of this device's notifications. */
import { WEEKDAY_SHORT } from '@taper/domain';
import type { DeviceState } from '../../hooks/push';
import { defineTexts } from '@taper/ui';

export const REMINDER_TEXTS = /* @__PURE__ */ defineTexts('REMINDER_TEXTS', {
  reminder: 'Reminder',
  remindMe: 'Remind me to log',
  remindMeHint: 'A notification at this time on the days chosen, unless the day is already logged.',
  time: 'Time',
  days: 'Days',
  /** Each time's heading when a habit has several. */
  nthTime: (position: number) => `Time ${String(position)}`,
  addTime: 'Add another time',
  addTimeHint: 'Up to 3 reminders a day, each with its own days.',
  removeTime: (position: number) => `Remove time ${String(position)}`,
  dayNames: {
    monday: 'Monday',
    tuesday: 'Tuesday',
    wednesday: 'Wednesday',
    thursday: 'Thursday',
    friday: 'Friday',
    saturday: 'Saturday',
    sunday: 'Sunday',
  },
  /** The day buttons' short names, the same the reminder texts use. */
  dayShort: WEEKDAY_SHORT,
  turnOn: 'Turn on notifications on this device',
  turningOn: 'Turning on…',
  deviceOn: 'Notifications are on for this device.',
  deviceOff: 'This device does not show notifications yet.',
  checking: 'Checking this device…',
} as const);

/** Why this device cannot receive notifications, and how to fix it. */
export const DEVICE_PROBLEM_TEXTS = /* @__PURE__ */ defineTexts('DEVICE_PROBLEM_TEXTS', {
  insecure:
    'Notifications need a secure (https) connection, and this page was not opened over one.',
  unsupported:
    'This browser cannot show notifications, so the reminder stays off here: open Taper in a browser that can (a recent Chrome, Edge, Firefox or Safari).',
  denied:
    "Notifications are blocked for this site — allow them in your browser's site settings, then switch the reminder on again.",
  iosInstall:
    "Add Taper to your Home Screen first: in Safari tap Share, then 'Add to Home Screen', open Taper from there and switch the reminder on.",
  dismissed: 'Notifications were not allowed: the browser asked and no choice was made.',
  noWorker: "Taper's service worker is not running in this tab: reload the page, then try again.",
  failed: 'The browser could not subscribe to notifications.',
  failedWith: (detail: string) => `The browser could not subscribe to notifications: ${detail}`,
} as const);

type Problem = Extract<DeviceState, { kind: 'problem' }>;

/** Why notifications cannot be shown here, said plainly. */
export function deviceProblemText(problem: Problem): string {
  const T = DEVICE_PROBLEM_TEXTS;
  switch (problem.reason) {
    case 'insecure':
      return T.insecure;
    case 'unsupported':
      return T.unsupported;
    case 'denied':
      return T.denied;
    case 'ios-install':
      return T.iosInstall;
    case 'dismissed':
      return T.dismissed;
    case 'no-worker':
      return T.noWorker;
    case 'failed':
      return problem.detail ? T.failedWith(problem.detail) : T.failed;
  }
}
