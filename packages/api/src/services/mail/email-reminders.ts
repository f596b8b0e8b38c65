/**
 * The email fallback (issue 54): 'Email me if I haven't logged by …'. Every minute each server
 * process with a mail server looks for the users whose time has come (within the hour, as
 * reminders are) and who have logged nothing that day, and mails each one whose day it manages to
 * claim: the claim is a conditional write of the user-day on the user's row, so however many
 * processes run, a user-day is mailed once.
 *
 * A mail the mail server refuses gives its claim back (and forgets its stop link): the next pass,
 * a minute later and still within the hour, tries again, so a day is never marked mailed without
 * its mail having gone; past the hour it is given up. A failure is logged and never stops the pass.
 */
import {
  addEmailStopToken,
  claimEmailReminder,
  daysToLog,
  deleteEmailStopToken,
  listEmailReminders,
  pruneEmailStopTokens,
  releaseEmailReminder,
  type EmailReminderRow,
} from '@taper/db';
import { isLocaleCode } from '@taper/domain';
import { localizedEmailReminder } from '@taper/domain/i18n';
import { dueEmailReminder, emailReminderWanted } from '@taper/domain/rules';
import type { ApiServices } from '../../context';
import { generateShareToken, hashToken } from '../../tokens';
import { startIntervalTask, type IntervalTask } from '../interval-task';

export const EMAIL_REMINDER_BATCH = 50;
export const EMAIL_REMINDER_INTERVAL_MS = 60_000;
/** A stop link works for 60 days; older ones are forgotten (Account still turns mails off). */
export const EMAIL_STOP_TOKEN_KEEP_MS = 60 * 24 * 60 * 60 * 1000;

export type EmailReminderServices = Pick<ApiServices, 'db' | 'mailer' | 'logError'>;

export interface EmailReminderPass {
  /** Mails the mail server took. */
  sent: number;
  /** Mails it refused (their days given back). */
  failed: number;
}

const pause = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Where the mail's links point: the app at PUBLIC_URL, and the page that stops these mails. */
export function emailReminderLinks(base: string, stopToken: string) {
  const root = base.replace(/\/$/, '');
  return { appUrl: `${root}/`, stopUrl: `${root}/reminders/stop/${stopToken}` };
}

/** Mails one claimed user-day; false (its claim and stop link given back) when it did not go. */
async function mailOne(
  services: EmailReminderServices,
  user: EmailReminderRow,
  day: string,
  habits: readonly string[],
  base: string,
  now: Date,
): Promise<boolean> {
  const { db, mailer } = services;
  if (!mailer) return false;
  const stop = generateShareToken();
  const tokenHash = hashToken(stop);
  try {
    await addEmailStopToken(db, { tokenHash, userId: user.id }, now);
    const mail = localizedEmailReminder(
      { firstName: user.firstName, habits, time: user.time, ...emailReminderLinks(base, stop) },
      isLocaleCode(user.locale) ? user.locale : 'en',
    );
    await mailer.send({ to: user.email, ...mail });
    return true;
  } catch (error) {
    services.logError(error, 'email reminder failed; its day is tried again on the next pass');
    await deleteEmailStopToken(db, tokenHash).catch(() => undefined);
    await releaseEmailReminder(db, user.id, day, user.sentOn).catch((release: unknown) => {
      services.logError(release, 'email reminder claim could not be given back');
    });
    return false;
  }
}

/** One look for due email reminders at `now`: each due, wanted and unclaimed one is mailed. */
export async function sendDueEmailReminders(
  services: EmailReminderServices,
  base: string | undefined,
  now: Date,
  batch = EMAIL_REMINDER_BATCH,
): Promise<EmailReminderPass> {
  const pass = { sent: 0, failed: 0 };
  if (!services.mailer || base === undefined) return pass;
  for (let after = 0; ;) {
    const users = await listEmailReminders(services.db, after, batch);
    const due = users.flatMap((user) => {
      const reminder = dueEmailReminder(user.time, user, now);
      return reminder && reminder.day !== user.sentOn ? [{ user, day: reminder.day }] : [];
    });
    const days = await daysToLog(
      services.db,
      due.map(({ user, day }) => ({ userId: user.id, day })),
    );
    for (const { user, day } of due) {
      const toLog = days.get(user.id);
      if (!toLog || !emailReminderWanted(toLog)) continue;
      if (!(await claimEmailReminder(services.db, user.id, day))) continue;
      if (await mailOne(services, user, day, toLog.toLog, base, now)) pass.sent += 1;
      else pass.failed += 1;
    }
    if (users.length < batch) break;
    after = users[users.length - 1]?.id ?? after;
    await pause();
  }
  return pass;
}

/** The email fallback's timer: a pass answers how many mails were sent and how many failed. */
export type EmailReminderScheduler = IntervalTask<EmailReminderPass>;

/** Starts the minute timer of the email fallback (it does not keep the process alive). */
export function startEmailReminderScheduler(options: {
  services: EmailReminderServices;
  base: string | undefined;
  now: () => Date;
  intervalMs?: number;
}): EmailReminderScheduler {
  let lastPrune = 0;
  return startIntervalTask({
    run: async () => {
      const now = options.now();
      const pass = await sendDueEmailReminders(options.services, options.base, now);
      if (now.getTime() - lastPrune > 24 * 60 * 60 * 1000) {
        lastPrune = now.getTime();
        await pruneEmailStopTokens(
          options.services.db,
          new Date(now.getTime() - EMAIL_STOP_TOKEN_KEEP_MS),
        );
      }
      return pass;
    },
    intervalMs: options.intervalMs ?? EMAIL_REMINDER_INTERVAL_MS,
    onError: (error) => {
      options.services.logError(error, 'Sending email reminders failed');
      return { sent: 0, failed: 0 };
    },
  });
}
