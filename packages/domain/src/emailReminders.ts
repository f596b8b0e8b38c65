/**
 * The email fallback (issue 54): 'Email me if I haven't logged by …' is a time of the user's day
 * (HH:MM in their zone, like the check-in), every day. It is due as a reminder is (from its time,
 * within the hour; a time after midnight before the day ends belongs to the day before), and a
 * mail goes only on a day with nothing logged: no entry, nor skip, on any unarchived habit.
 */
import { z } from 'zod';
import { WEEKDAYS } from './constants';
import {
  dueReminder,
  REMINDER_TIME_PATTERN,
  type DueReminder,
  type ReminderClock,
} from './reminders';

export const EMAIL_REMINDER_TEXTS = {
  time: 'The email reminder time is HH:MM on a 24-hour clock, such as 21:00.',
  noMailServer:
    'This server has no mail server configured (SMTP_URL), so it cannot email you reminders',
  stopLinkInvalid:
    'This stop link was already used or has ended; turn email reminders off on Account instead',
} as const;

/** The setting as PUT and GET /api/auth/user carry it: `{ time: 'HH:MM' }`, null for off. */
export const emailReminderSchema = z
  .object({ time: z.string().regex(REMINDER_TIME_PATTERN, EMAIL_REMINDER_TEXTS.time) })
  .strict();
export type EmailReminder = z.infer<typeof emailReminderSchema>;

/**
 * POST /api/reminders/email/stop/{token}: the mail's stop token. Any text up to 200 characters is
 * taken, so a mangled token is the same 404 as an unknown one.
 */
export const emailStopTokenInput = z.object({ token: z.string().max(200) });

/** The user-day an email reminder at `time` is due for at `now`, if it is due. */
export function dueEmailReminder(
  time: string,
  clock: ReminderClock,
  now: Date,
): DueReminder | undefined {
  return dueReminder({ time, days: [...WEEKDAYS] }, clock, now);
}

/** Whether a day's mail goes: something is still to log, and nothing was logged that day. */
export function emailReminderWanted(day: { toLog: readonly string[]; logged: boolean }): boolean {
  return !day.logged && day.toLog.length > 0;
}
