/**
 * The Reminder row (Create, Habit Settings) and Account's daily check-in: on or off, and one or
 * more times of the user's day each with its weekdays, as the form holds them and as the API takes
 * them (a habit's `reminders`: up to three, [] for none; `checkIn`: one { time, days } or null).
 * The checks are the domain's schemas, with their sentences.
 */
import {
  habitRemindersSchema,
  MAX_HABIT_REMINDERS,
  normalizeReminder,
  normalizeReminders,
  reminderSchema,
  WEEKDAYS,
  type Reminder,
  type Weekday,
} from '@taper/domain';
import { schemaProblem } from '../i18n/form-sentences';

/** One reminder as the form holds it: HH:MM as the time input gives it, and the days chosen. */
export interface ReminderTimeForm {
  time: string;
  days: Weekday[];
}

export interface ReminderFormState {
  on: boolean;
  /** At least one, so switching on shows a time ready to keep or change. */
  times: ReminderTimeForm[];
}

/** A reminder turned on for the first time: 21:00, every day. */
export const DEFAULT_REMINDER: Reminder = { time: '21:00', days: [...WEEKDAYS] };

/** Times offered, in order, for a reminder added beside others: the first one not taken. */
const ADDED_TIMES = ['21:00', '08:00', '12:00', '18:00', '07:00', '20:00'];

/** The form of stored reminders, or of none (off, with the default time and days ready). */
export function remindersToForm(reminders: readonly Reminder[]): ReminderFormState {
  const shown = reminders.length > 0 ? reminders : [DEFAULT_REMINDER];
  return {
    on: reminders.length > 0,
    times: shown.map((reminder) => ({ time: reminder.time, days: [...reminder.days] })),
  };
}

/** The form of the daily check-in, or of none. */
export function reminderToForm(reminder: Reminder | null): ReminderFormState {
  return remindersToForm(reminder === null ? [] : [reminder]);
}

/** Whether another time may be added (a habit has up to three). */
export function canAddReminderTime(form: ReminderFormState): boolean {
  return form.times.length < MAX_HABIT_REMINDERS;
}

/** The form with one more time: the first usual time not taken yet, on the last one's days. */
export function withReminderTimeAdded(form: ReminderFormState): ReminderFormState {
  if (!canAddReminderTime(form)) return form;
  const taken = new Set(form.times.map((reminder) => reminder.time));
  const time = ADDED_TIMES.find((candidate) => !taken.has(candidate)) ?? '';
  const days = form.times.at(-1)?.days ?? [...WEEKDAYS];
  return { ...form, times: [...form.times, { time, days: [...days] }] };
}

/** The form without its `index`th time (the last one left stays: switch it off instead). */
export function withReminderTimeRemoved(form: ReminderFormState, index: number): ReminderFormState {
  if (form.times.length <= 1) return form;
  return { ...form, times: form.times.filter((_, at) => at !== index) };
}

/** The form with its `index`th time changed. */
export function withReminderTime(
  form: ReminderFormState,
  index: number,
  change: Partial<ReminderTimeForm>,
): ReminderFormState {
  return {
    ...form,
    times: form.times.map((reminder, at) => (at === index ? { ...reminder, ...change } : reminder)),
  };
}

/** Adds or removes a weekday, keeping the calendar's order (Monday first). */
export function toggleReminderDay(days: readonly Weekday[], day: Weekday): Weekday[] {
  const next = days.includes(day) ? days.filter((d) => d !== day) : [...days, day];
  return WEEKDAYS.filter((d) => next.includes(d));
}

/** What is wrong with one time of a reminder turned on (no day, no time), or undefined. */
export function reminderTimeProblem(form: ReminderFormState, index: number): string | undefined {
  const reminder = form.times[index];
  if (!form.on || !reminder) return undefined;
  return schemaProblem(reminderSchema, reminder);
}

/** What is wrong with the times together (the same time twice), when each is right alone. */
export function reminderListProblem(form: ReminderFormState): string | undefined {
  if (!form.on || form.times.some((_, index) => reminderTimeProblem(form, index))) return undefined;
  return schemaProblem(habitRemindersSchema, form.times);
}

/** The first thing wrong with the reminders turned on, or undefined. */
export function reminderFormProblem(form: ReminderFormState): string | undefined {
  const each = form.times.map((_, index) => reminderTimeProblem(form, index));
  return each.find((problem) => problem !== undefined) ?? reminderListProblem(form);
}

/** A habit's `reminders`: the times when on (the earliest first), [] when off. */
export function reminderFormToList(form: ReminderFormState): Reminder[] {
  return form.on ? normalizeReminders(form.times) : [];
}

/** The daily check-in's value: its one time, or null when it is off. */
export function reminderFormToInput(form: ReminderFormState): Reminder | null {
  const first = form.times[0];
  return form.on && first ? normalizeReminder(first) : null;
}
