/**
 * The reminder scheduler: every minute each server process looks for due reminders (a habit's up
 * to three a day, or a user's daily check-in) and sends each one whose claim row it manages to
 * insert. The claim is unique per reminder (its time) and user-day in the database, so however
 * many processes run, and across restarts, each reminder of a user-day is sent once. A habit
 * already logged or skipped that day is not reminded again; the check-in names the habits still
 * to log and is not sent when none is left.
 *
 * A pass reads in small batches (each batch's entries in one query, not one per habit or user) and
 * waits between them, so requests served by the same process are never held up; a pass still
 * running when the next tick comes is not doubled.
 */
import {
  claimReminder,
  habitDayKey,
  habitDaysWithEntry,
  habitsToLogByUser,
  listCheckIns,
  listHabitReminders,
  pruneReminderClaims,
  type Db,
} from '@taper/db';
import { iconFilePath, isLocaleCode, type LocaleCode } from '@taper/domain';
import { localizedCheckIn, localizedHabitReminder } from '@taper/domain/i18n';
import { dueReminder } from '@taper/domain/rules';
import { startIntervalTask, type IntervalTask } from '../interval-task';
import type { PushService } from './sender';

export const REMINDER_BATCH = 50;
export const REMINDER_INTERVAL_MS = 60_000;
/** Claims are kept a week: long past their day, so no late process can send that day again. */
const CLAIM_KEEP_MS = 7 * 24 * 60 * 60 * 1000;

export interface ReminderPass {
  /** Reminders this pass sent (claimed and pushed). */
  sent: number;
}

const pause = () => new Promise<void>((resolve) => setImmediate(resolve));

/** The language a notification is written in: its user's. */
function localeOf(owner: { locale: string }): LocaleCode {
  return isLocaleCode(owner.locale) ? owner.locale : 'en';
}

/** The URL of a habit's icon, for the notification (the app's icon when the habit's is gone). */
function iconUrl(habit: { iconCategory: string | null; iconName: string | null }): string {
  if (habit.iconCategory === null || habit.iconName === null) return '/favicon.svg';
  return `/api${iconFilePath({ category: habit.iconCategory, name: habit.iconName })}`;
}

/** One look for due reminders at `now`: each due and unclaimed one is claimed and sent. */
export async function sendDueReminders(
  db: Db,
  push: PushService,
  now: Date,
  batch = REMINDER_BATCH,
): Promise<ReminderPass> {
  let sent = 0;
  for (let after = 0; ;) {
    const habits = await listHabitReminders(db, after, batch);
    const due = habits.flatMap((habit) =>
      habit.reminders.flatMap((reminder) => {
        const dueNow = dueReminder(reminder, habit, now);
        return dueNow ? [{ habit, day: dueNow.day, reminderTime: reminder.time }] : [];
      }),
    );
    const logged = await habitDaysWithEntry(
      db,
      due.map(({ habit, day }) => ({ habitId: habit.id, day })),
    );
    for (const { habit, day, reminderTime } of due) {
      if (logged.has(habitDayKey(habit.id, day))) continue;
      const claim = {
        kind: 'habit' as const,
        userId: habit.userId,
        habitId: habit.id,
        day,
        reminderTime,
      };
      if (!(await claimReminder(db, claim, now))) continue;
      const payload = localizedHabitReminder(habit, day, iconUrl(habit), localeOf(habit));
      await push.sendToUser(db, habit.userId, payload);
      sent += 1;
    }
    if (habits.length < batch) break;
    after = habits[habits.length - 1]?.id ?? after;
    await pause();
  }
  for (let after = 0; ;) {
    const users = await listCheckIns(db, after, batch);
    const due = users.flatMap((user) => {
      const reminder = dueReminder(user.checkIn, user, now);
      return reminder ? [{ userId: user.id, day: reminder.day, locale: localeOf(user) }] : [];
    });
    const toLog = await habitsToLogByUser(db, due);
    for (const { userId, day, locale } of due) {
      const payload = localizedCheckIn(toLog.get(userId) ?? [], locale);
      if (!payload) continue;
      const claim = { kind: 'check_in' as const, userId, habitId: 0, day, reminderTime: '' };
      if (!(await claimReminder(db, claim, now))) continue;
      await push.sendToUser(db, userId, payload);
      sent += 1;
    }
    if (users.length < batch) break;
    after = users[users.length - 1]?.id ?? after;
    await pause();
  }
  return { sent };
}

/** The push reminders' timer: a pass sends the reminders due. */
export type ReminderScheduler = IntervalTask<void>;

export interface SchedulerOptions {
  db: Db;
  push: PushService;
  now: () => Date;
  intervalMs?: number;
  logError: (error: unknown, message: string) => void;
}

/** Starts the minute timer (it does not keep the process alive). */
export function startReminderScheduler(options: SchedulerOptions): ReminderScheduler {
  let lastPrune = 0;
  return startIntervalTask({
    run: async () => {
      const now = options.now();
      await sendDueReminders(options.db, options.push, now);
      if (now.getTime() - lastPrune > CLAIM_KEEP_MS / 7) {
        lastPrune = now.getTime();
        await pruneReminderClaims(options.db, new Date(now.getTime() - CLAIM_KEEP_MS));
      }
    },
    intervalMs: options.intervalMs ?? REMINDER_INTERVAL_MS,
    onError: (error) => {
      options.logError(error, 'Sending reminders failed');
    },
  });
}
