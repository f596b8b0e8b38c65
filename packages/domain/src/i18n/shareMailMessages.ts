/**
 * The partner's weekly mail in the owner's language: its subject, greeting, counts, dates and
 * links. English is shareMail.ts's, word for word; the habits' own lines (goal, streak, reduction)
 * are the texts the server made for the habits.
 */
import { parseIsoDate, type IsoDate } from '../dates';
import type { LocaleCode } from '../locales';
import type { SharedHabit } from '../shareSchemas';
import {
  mailWeek,
  mailWeekOf,
  shareMailSubject,
  shareMailText,
  type ShareMailInput,
} from '../shareMail';
import { serverI18n, type I18n, type MessageDescriptor } from './serverI18n';

export const shareMailMessages = {
  subject: /*i18n*/ { id: 'shareMail.subject', message: '{firstName}’s week on Taper' },
  hello: /*i18n*/ { id: 'shareMail.hello', message: 'Hello,' },
  intro: /*i18n*/ {
    id: 'shareMail.intro',
    message: '{firstName} shares how their week went, {from} to {to}:',
  },
  counts: /*i18n*/ {
    id: 'shareMail.counts',
    message:
      'On goal: {onGoal, plural, one {# day} other {# days}} · Over goal: {over, plural, one {# day} other {# days}} · Not logged: {notLogged, plural, one {# day} other {# days}}',
  },
  streak: /*i18n*/ { id: 'shareMail.streak', message: 'Current streak: {streak} · {record}' },
  seeMore: /*i18n*/ { id: 'shareMail.seeMore', message: 'See more: {url}' },
  stop: /*i18n*/ { id: 'shareMail.stop', message: 'To stop these weekly mails: {url}' },
} as const;

function say(i18n: I18n, descriptor: MessageDescriptor, values?: Record<string, unknown>): string {
  return i18n._(descriptor.id, values, { message: descriptor.message });
}

/** 'Montag, 24. November': the weekday, day and month as the language writes them. */
function dayText(date: IsoDate, locale: LocaleCode): string {
  const { year, month, day } = parseIsoDate(date);
  return new Intl.DateTimeFormat(locale, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year, month - 1, day)));
}

function habitLines(
  i18n: I18n,
  locale: LocaleCode,
  habit: SharedHabit,
  from: IsoDate,
  to: IsoDate,
): string[] {
  const { entries: week, onGoal, over, notLogged } = mailWeekOf(habit, from, to);
  const lines = [
    `${habit.name} (${habit.goal})`,
    `  ${say(i18n, shareMailMessages.counts, { onGoal, over, notLogged })}`,
    `  ${say(i18n, shareMailMessages.streak, { streak: habit.streaks.text, record: habit.streaks.recordLabel })}`,
  ];
  if (habit.reductionLine !== null) lines.push(`  ${habit.reductionLine}`);
  for (const entry of week) {
    if (entry.note !== undefined) lines.push(`  ${dayText(entry.date, locale)}: ${entry.note}`);
  }
  return lines;
}

/** The weekly mail's subject and text in `locale`. */
export function localizedShareMail(
  input: ShareMailInput,
  locale: LocaleCode,
): { subject: string; text: string } {
  if (locale === 'en')
    return { subject: shareMailSubject(input.firstName), text: shareMailText(input) };
  const i18n = serverI18n(locale);
  const { from, to } = mailWeek(input.weekEnd);
  const text = [
    say(i18n, shareMailMessages.hello),
    '',
    say(i18n, shareMailMessages.intro, {
      firstName: input.firstName,
      from: dayText(from, locale),
      to: dayText(to, locale),
    }),
    '',
    ...input.habits.flatMap((habit) => [...habitLines(i18n, locale, habit, from, to), '']),
    say(i18n, shareMailMessages.seeMore, { url: input.viewUrl }),
    '',
    say(i18n, shareMailMessages.stop, { url: input.stopUrl }),
  ].join('\n');
  return { subject: say(i18n, shareMailMessages.subject, { firstName: input.firstName }), text };
}
