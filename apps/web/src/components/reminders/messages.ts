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

type Problem = Extract<DeviceState, { kind: 'problem' }>;

/** Why notifications cannot be shown here, said plainly. */
export function deviceProblemText(problem: Problem): string {
  switch (problem.reason) {
    case 'insecure':
      return 'Notifications need a secure (https) connection, and this page was not opened over one.';
    case 'unsupported':
      return 'This browser cannot show push notifications (it has no Push API or service worker).';
    case 'denied':
      return "Notifications are blocked for Taper in this browser's settings: allow them there, then try again.";
    case 'dismissed':
      return 'Notifications were not allowed: the browser asked and no choice was made.';
    case 'no-worker':
      return "Taper's service worker is not running in this tab: reload the page, then try again.";
    case 'failed':
      return `The browser could not subscribe to notifications${problem.detail ? `: ${problem.detail}` : '.'}`;
  }
}
