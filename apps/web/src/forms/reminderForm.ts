/**
 * The Reminder row (Create, Habit Settings) and Account's daily check-in: on or off, a time of the
 * user's day and the weekdays, as the form holds them and as the API takes them (`reminder`,
 * `checkIn`: { time, days } or null). The checks are the domain's schema, with its sentences.
 */
import {
  normalizeReminder,
  reminderSchema,
  WEEKDAYS,
  type Reminder,
  type Weekday,
} from '@taper/domain';

export interface ReminderFormState {
  on: boolean;
  /** HH:MM as the time input gives it. */
  time: string;
  days: Weekday[];
}

/** A reminder turned on for the first time: 21:00, every day. */
export const DEFAULT_REMINDER: Reminder = { time: '21:00', days: [...WEEKDAYS] };

/** The form of a stored reminder, or of none (off, with the default time and days ready). */
export function reminderToForm(reminder: Reminder | null): ReminderFormState {
  const shown = reminder ?? DEFAULT_REMINDER;
  return { on: reminder !== null, time: shown.time, days: [...shown.days] };
}

/** Adds or removes a weekday, keeping the calendar's order (Monday first). */
export function toggleReminderDay(days: readonly Weekday[], day: Weekday): Weekday[] {
  const next = days.includes(day) ? days.filter((d) => d !== day) : [...days, day];
  return WEEKDAYS.filter((d) => next.includes(d));
}

/** What is wrong with a reminder turned on (no day, no time), or undefined. */
export function reminderFormProblem(form: ReminderFormState): string | undefined {
  if (!form.on) return undefined;
  const parsed = reminderSchema.safeParse({ time: form.time, days: form.days });
  return parsed.success ? undefined : parsed.error.issues[0]?.message;
}

/** The API's value: the reminder, or null when it is off. */
export function reminderFormToInput(form: ReminderFormState): Reminder | null {
  if (!form.on) return null;
  return normalizeReminder({ time: form.time, days: form.days });
}
