/**
 * The email fallback's mail ('Email me if I haven't logged by …') in the user's language: what is
 * still to log today, a link to the app and a link that stops these mails.
 */
import type { LocaleCode } from '../locales';
import { serverI18n, type I18n, type MessageDescriptor } from './serverI18n';

export const emailReminderMessages = {
  subject: /*i18n*/ { id: 'emailReminder.subject', message: 'Nothing logged on Taper today yet' },
  hello: /*i18n*/ { id: 'emailReminder.hello', message: 'Hello {name},' },
  nothingLogged: /*i18n*/ {
    id: 'emailReminder.nothingLogged',
    message: 'Nothing is logged today yet. Still to log: {habits}.',
  },
  open: /*i18n*/ { id: 'emailReminder.open', message: 'Log today: {url}' },
  why: /*i18n*/ {
    id: 'emailReminder.why',
    message:
      'You get this mail because you asked Taper to email you when nothing is logged by {time}, at most once a day.',
  },
  stop: /*i18n*/ { id: 'emailReminder.stop', message: 'To stop these mails: {url}' },
} as const;

function say(i18n: I18n, descriptor: MessageDescriptor, values?: Record<string, unknown>): string {
  return i18n._(descriptor.id, values, { message: descriptor.message });
}

export interface EmailReminderMailInput {
  firstName: string;
  /** The habits still to log, in list order. */
  habits: readonly string[];
  /** The setting's time, HH:MM. */
  time: string;
  /** The app's address (its summary). */
  appUrl: string;
  /** The mail's single-use link that turns these mails off. */
  stopUrl: string;
}

/** The mail's subject and text in `locale`, the habits listed as the language lists them. */
export function localizedEmailReminder(
  input: EmailReminderMailInput,
  locale: LocaleCode,
): { subject: string; text: string } {
  const i18n = serverI18n(locale);
  const habits = new Intl.ListFormat(locale, { style: 'long', type: 'conjunction' }).format(
    input.habits,
  );
  const text = [
    say(i18n, emailReminderMessages.hello, { name: input.firstName }),
    '',
    say(i18n, emailReminderMessages.nothingLogged, { habits }),
    '',
    say(i18n, emailReminderMessages.open, { url: input.appUrl }),
    '',
    say(i18n, emailReminderMessages.why, { time: input.time }),
    say(i18n, emailReminderMessages.stop, { url: input.stopUrl }),
  ].join('\n');
  return { subject: say(i18n, emailReminderMessages.subject), text };
}
