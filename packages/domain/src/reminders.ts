/**
 * Reminders by Web Push: a habit's reminder and the account's daily check-in are a wall-clock time
 * in the user's zone and the weekdays it applies on. A reminder belongs to the user's day its time
 * falls in (with a day that ends at 3 a.m., a 01:00 reminder is the evening of the day before);
 * it is due from its time until an hour later (a server that was down catches up within the hour,
 * not later), and each user-day's reminder is sent at most once. The texts of the notifications
 * live here too.
 */
import { z } from 'zod';
import { formMessages as said } from './i18n/formMessages';
import { WEEKDAYS, type Weekday } from './constants';
import { addDays, formatIsoDate, weekdayOf, type IsoDate } from './dates';
import { userDateAt } from './dayEnd';
import { goalForDate, isBudgetGoal, levelLabel } from './goals';
import { budgetText } from './goalTexts';
import type { Goal } from './goalSchemas';

export const REMINDER_TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

export const reminderSchema = z
  .object({
    time: z.string().regex(REMINDER_TIME_PATTERN, said.reminderTime.message),
    days: z
      .array(z.enum(WEEKDAYS, { message: 'A reminder day is a weekday name such as monday.' }))
      .min(1, said.reminderNoDay.message)
      .max(7)
      .refine((days) => new Set(days).size === days.length, said.reminderDayTwice.message),
  })
  .strict();

/** A habit's reminder or the daily check-in: HH:MM in the user's zone, on these weekdays. */
export type Reminder = z.infer<typeof reminderSchema>;

/** How many reminders a habit may have: up to three times a day, each with its weekdays. */
export const MAX_HABIT_REMINDERS = 3;

/** A habit's reminders: at most three, each at its own time. */
export const habitRemindersSchema = z
  .array(reminderSchema)
  .max(MAX_HABIT_REMINDERS, said.tooManyReminders.message)
  .refine(
    (reminders) => new Set(reminders.map((reminder) => reminder.time)).size === reminders.length,
    said.reminderTimeTwice.message,
  );

/** The days in the calendar's order (Monday first), each once: how a reminder is stored. */
function inWeekOrder(reminder: Reminder): Reminder {
  return { time: reminder.time, days: WEEKDAYS.filter((day) => reminder.days.includes(day)) };
}

/** A reminder (the daily check-in) as stored; null for none. */
export function normalizeReminder(reminder: Reminder | null): Reminder | null {
  return reminder === null ? null : inWeekOrder(reminder);
}

/** A habit's reminders as stored: each in week order, the earliest time first. */
export function normalizeReminders(reminders: readonly Reminder[]): Reminder[] {
  return reminders.map(inWeekOrder).sort((a, b) => a.time.localeCompare(b.time));
}

/** Why a request sending both forms of the reminders is refused. */
const REMINDER_AND_REMINDERS_MESSAGE = 'Send reminders (the list) or reminder (one), not both.';

/**
 * The reminders a request sets, from `reminders` or from the single `reminder` of older clients
 * (null: none); undefined keeps the stored ones; false when both are sent.
 */
export function sentReminders(
  fields: { reminders?: Reminder[] | null; reminder?: Reminder | null },
  ctx: z.RefinementCtx,
): Reminder[] | undefined | false {
  if (fields.reminders != null && fields.reminder !== undefined) {
    ctx.addIssue({ code: 'custom', message: REMINDER_AND_REMINDERS_MESSAGE, path: ['reminder'] });
    return false;
  }
  if (fields.reminders != null) return normalizeReminders(fields.reminders);
  if (fields.reminder === undefined) return undefined;
  return fields.reminder === null ? [] : normalizeReminders([fields.reminder]);
}

/** How late a reminder may still go out: a server down at its time catches up within the hour. */
export const REMINDER_CATCH_UP_MS = 60 * 60 * 1000;

/** A wall-clock reading: the calendar date and minutes since midnight in a zone. */
export interface WallClock {
  date: IsoDate;
  minutes: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

/** The calendar date and time of day at `instant` in `timeZone`. */
export function wallClockAt(instant: Date, timeZone: string): WallClock {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      calendar: 'gregory',
      numberingSystem: 'latn',
    });
    if (formatters.size >= 1000) formatters.clear();
    formatters.set(timeZone, formatter);
  }
  const parts = formatter.formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes): number =>
    Number(parts.find((candidate) => candidate.type === type)?.value);
  return {
    date: formatIsoDate(part('year'), part('month'), part('day')),
    minutes: (part('hour') % 24) * 60 + part('minute'),
  };
}

/** A reminder due now: the user's day it belongs to and how long ago its time was. */
export interface DueReminder {
  day: IsoDate;
  lateMs: number;
}

/** Who the reminder is for: their zone and the hour their day ends. */
export interface ReminderClock {
  timezone: string;
  dayEndsAtHour: number;
}

/**
 * The reminder due at `now`, if any: its latest time at or before `now` (today's, or yesterday's
 * shortly after midnight) when that was less than `REMINDER_CATCH_UP_MS` ago and its user-day is
 * one of its weekdays. Undefined otherwise.
 */
export function dueReminder(
  reminder: Reminder,
  clock: ReminderClock,
  now: Date,
): DueReminder | undefined {
  const wall = wallClockAt(now, clock.timezone);
  const [hour = 0, minute = 0] = reminder.time.split(':').map(Number);
  const at = hour * 60 + minute;
  const calendarDate = wall.minutes >= at ? wall.date : addDays(wall.date, -1);
  const lateMinutes = wall.minutes >= at ? wall.minutes - at : wall.minutes + 24 * 60 - at;
  const lateMs = lateMinutes * 60_000 + (now.getTime() % 60_000);
  if (lateMs >= REMINDER_CATCH_UP_MS) return undefined;
  const day = userDateAt(calendarDate, hour, clock.dayEndsAtHour);
  if (!reminder.days.includes(weekdayOf(day))) return undefined;
  return { day, lateMs };
}

/** What the notification says of a day's goal: 'goal ≤ 3', 'goal: Low level', 'at most 14 a week'. */
export function reminderGoalText(goal: Goal, day: IsoDate): string {
  if (isBudgetGoal(goal)) return budgetText(goal);
  const value = goalForDate(goal, day);
  if (goal.goalType === 'number') return `goal ≤ ${String(value)}`;
  if (goal.goalType === 'level' && typeof value === 'string') return `goal: ${levelLabel(value)}`;
  return 'goal: the day’s tag';
}

/** Whether a zero is a valid value of the habit (a number habit): the notification's 'Log 0'. */
export function acceptsZero(goal: Goal): boolean {
  return goal.goalType === 'number';
}

/** A push message as the service worker receives it (JSON). */
export interface PushPayload {
  title: string;
  body: string;
  url: string;
  habitId?: number;
  icon?: string;
  /** The notification's buttons: 'log-0' logs a zero for `day`, 'open' opens the habit. */
  actions?: { action: 'log-0' | 'open'; title: string }[];
  /** The user's day a 'Log 0' logs. */
  day?: IsoDate;
}

export const TEST_NOTIFICATION: PushPayload = {
  title: 'Taper',
  body: 'Test notification: reminders reach this device.',
  url: '/',
};

/** A habit's reminder: 'Coffee', 'Log today — goal ≤ 3', with 'Log 0' where a zero is valid. */
export function habitReminderPayload(
  habit: { id: number; name: string; goal: Goal; icon: string },
  day: IsoDate,
  iconUrl: string,
): PushPayload {
  return {
    title: habit.name,
    body: `Log today — ${reminderGoalText(habit.goal, day)}`,
    url: `/habit/${habit.id}`,
    habitId: habit.id,
    icon: iconUrl,
    day,
    actions: [
      ...(acceptsZero(habit.goal) ? [{ action: 'log-0' as const, title: 'Log 0' }] : []),
      { action: 'open' as const, title: 'Open' },
    ],
  };
}

/** Names as a sentence lists them: 'Coffee', 'Coffee and Alcohol', 'Coffee, Tea and Alcohol'. */
export function listNames(names: readonly string[]): string {
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1] ?? ''}`;
}

/** The daily check-in: the habits still to log ('Coffee and Alcohol to log today'); none, none sent. */
export function checkInPayload(habitNames: readonly string[]): PushPayload | undefined {
  if (habitNames.length === 0) return undefined;
  return { title: 'Taper check-in', body: `${listNames(habitNames)} to log today`, url: '/' };
}

export const WEEKDAY_SHORT: Record<Weekday, string> = {
  monday: 'Mon',
  tuesday: 'Tue',
  wednesday: 'Wed',
  thursday: 'Thu',
  friday: 'Fri',
  saturday: 'Sat',
  sunday: 'Sun',
};
