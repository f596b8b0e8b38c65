import { defineTexts } from '@taper/ui';
/** Texts of a shared link's page (`/s/{token}`) and of the page that stops its mails. */
export const SHARED_TEXTS = /* @__PURE__ */ defineTexts('SHARED_TEXTS', {
  title: (firstName: string) => `How ${firstName} is doing`,
  intro: 'A read-only view shared with you. Nothing here can be changed.',
  loading: 'Loading...',
  notFoundTitle: 'This link shows nothing',
  notFoundBody: 'It does not exist, it has ended, or its owner revoked it.',
  tooMany: 'Too many tries from this address. Wait a minute and reload.',
  failed: 'The link could not be loaded. Check your connection and try again.',
  tryAgain: 'Try again',
  none: 'No habits are shared on this link any more.',
  currentStreak: 'Current streak',
  record: 'Longest streak',
  goal: 'Goal',
  lastDays: 'Last 90 days',
  notes: 'Notes',
  updated: (when: string) => `Updated ${when}`,
  calendarLabel: (habit: string, month: string) => `${habit}, ${month}`,
  brand: 'Taper',
  stopTitle: 'Stop the weekly mails',
  stopBody: 'You will get no more weekly summaries of this link. The link itself keeps working.',
  stop: 'Stop the mails',
  stopping: 'Stopping...',
  stopped: 'Done: no more weekly mails will come from this link.',
  stopFailed: 'That did not work. The link may have ended.',
} as const);

/** The page of an email reminder's stop link (`/reminders/stop/{token}`). */
export const EMAIL_STOP_TEXTS = /* @__PURE__ */ defineTexts('EMAIL_STOP_TEXTS', {
  title: 'Stop email reminders',
  body: 'Taper will no longer email you on days with nothing logged. You can turn the emails on again on Account.',
  stop: 'Stop the emails',
  stopping: 'Stopping...',
  stopped: 'Done: Taper will not email you reminders any more.',
  failed: 'That did not work. Please try again.',
} as const);
