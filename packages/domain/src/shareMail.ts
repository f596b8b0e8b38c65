/**
 * The weekly mail a share's partner gets: each shared habit's last week (days on and over goal),
 * its streak and reduction line, the link, and a link that stops the mails. Notes only when the
 * owner shares them. Plain text, in English; i18n/shareMailMessages.ts says it in the owner's
 * language.
 */
import { addDays, type IsoDate } from './dates';
import { weekdayDayMonth } from './dateTexts';
import { dayCount } from './goalTexts';
import type { SharedHabit } from './shareSchemas';

export interface ShareMailInput {
  firstName: string;
  habits: readonly SharedHabit[];
  /** The last day of the week summed up (the day before the owner's week starts again). */
  weekEnd: IsoDate;
  viewUrl: string;
  stopUrl: string;
}

/** The last 7 days ending `weekEnd`, oldest first. */
export function mailWeek(weekEnd: IsoDate): { from: IsoDate; to: IsoDate } {
  return { from: addDays(weekEnd, -6), to: weekEnd };
}

export function shareMailSubject(firstName: string): string {
  return `${firstName}'s week on Taper`;
}

/** A shared habit's week from `from` to `to`: its entries, and days on goal, over it and not logged. */
export function mailWeekOf(habit: SharedHabit, from: IsoDate, to: IsoDate) {
  const week = habit.entries.filter((entry) => entry.date >= from && entry.date <= to);
  const onGoal = week.filter((entry) => entry.performance === 'success').length;
  const over = week.filter(
    (entry) => entry.performance === 'over' || entry.performance === 'warning',
  ).length;
  return { entries: week, onGoal, over, notLogged: 7 - week.length };
}

function habitLines(habit: SharedHabit, from: IsoDate, to: IsoDate): string[] {
  const { entries: week, onGoal, over, notLogged } = mailWeekOf(habit, from, to);
  const lines = [
    `${habit.name} (${habit.goal})`,
    `  On goal: ${dayCount(onGoal)} · Over goal: ${dayCount(over)} · Not logged: ${dayCount(notLogged)}`,
    `  Current streak: ${habit.streaks.text} · ${habit.streaks.recordLabel}`,
  ];
  if (habit.reductionLine !== null) lines.push(`  ${habit.reductionLine}`);
  for (const entry of week) {
    if (entry.note !== undefined) lines.push(`  ${weekdayDayMonth(entry.date)}: ${entry.note}`);
  }
  return lines;
}

export function shareMailText(input: ShareMailInput): string {
  const { from, to } = mailWeek(input.weekEnd);
  return [
    'Hello,',
    '',
    `${input.firstName} shares how their week went, ${weekdayDayMonth(from)} to ${weekdayDayMonth(to)}:`,
    '',
    ...input.habits.flatMap((habit) => [...habitLines(habit, from, to), '']),
    `See more: ${input.viewUrl}`,
    '',
    `To stop these weekly mails: ${input.stopUrl}`,
  ].join('\n');
}
