/**
 * The push notifications in the user's language: a habit's reminder ('Log today — goal ≤ 3', its
 * buttons), the daily check-in and the test notification. English is reminders.ts's, word for word.
 */
import type { IsoDate } from '../dates';
import type { Goal } from '../goalSchemas';
import { goalForDate, isBudgetGoal } from '../goals';
import type { LocaleCode } from '../locales';
import {
  acceptsZero,
  checkInPayload,
  habitReminderPayload,
  TEST_NOTIFICATION,
  type PushPayload,
} from '../reminders';
import { serverI18n, type I18n, type MessageDescriptor } from './serverI18n';

export const pushMessages = {
  logToday: /*i18n*/ { id: 'push.logToday', message: 'Log today — {goal}' },
  numberGoal: /*i18n*/ { id: 'push.numberGoal', message: 'goal ≤ {value}' },
  levelGoal: /*i18n*/ {
    id: 'push.levelGoal',
    message:
      'goal: {level, select, none {None} low {Low} moderate {Moderate} high {High} other {{level}}}',
  },
  tagGoal: /*i18n*/ { id: 'push.tagGoal', message: 'goal: the day’s tag' },
  budgetGoal: /*i18n*/ {
    id: 'push.budgetGoal',
    message: 'at most {budget} a {period, select, week {week} other {month}}',
  },
  logZero: /*i18n*/ { id: 'push.logZero', message: 'Log 0' },
  open: /*i18n*/ { id: 'push.open', message: 'Open' },
  checkInTitle: /*i18n*/ { id: 'push.checkInTitle', message: 'Taper check-in' },
  checkInBody: /*i18n*/ { id: 'push.checkInBody', message: '{habits} to log today' },
  testBody: /*i18n*/ {
    id: 'push.testBody',
    message: 'Test notification: reminders reach this device.',
  },
} as const;

function say(i18n: I18n, descriptor: MessageDescriptor, values?: Record<string, unknown>): string {
  return i18n._(descriptor.id, values, { message: descriptor.message });
}

function goalText(i18n: I18n, goal: Goal, day: IsoDate): string {
  if (isBudgetGoal(goal))
    return say(i18n, pushMessages.budgetGoal, {
      budget: i18n.number(goal.budget, { maximumFractionDigits: 2 }),
      period: goal.goalSchedule === 'weekly_budget' ? 'week' : 'month',
    });
  const value = goalForDate(goal, day);
  if (goal.goalType === 'number')
    return say(i18n, pushMessages.numberGoal, { value: i18n.number(Number(value)) });
  if (goal.goalType === 'level' && typeof value === 'string')
    return say(i18n, pushMessages.levelGoal, { level: value });
  return say(i18n, pushMessages.tagGoal);
}

/** `habitReminderPayload` in the user's language. */
export function localizedHabitReminder(
  habit: { id: number; name: string; goal: Goal; icon: string },
  day: IsoDate,
  iconUrl: string,
  locale: LocaleCode,
): PushPayload {
  const payload = habitReminderPayload(habit, day, iconUrl);
  if (locale === 'en') return payload;
  const i18n = serverI18n(locale);
  return {
    ...payload,
    body: say(i18n, pushMessages.logToday, { goal: goalText(i18n, habit.goal, day) }),
    actions: [
      ...(acceptsZero(habit.goal)
        ? [{ action: 'log-0' as const, title: say(i18n, pushMessages.logZero) }]
        : []),
      { action: 'open' as const, title: say(i18n, pushMessages.open) },
    ],
  };
}

/** `checkInPayload` in the user's language: the names listed as the language lists them. */
export function localizedCheckIn(
  habitNames: readonly string[],
  locale: LocaleCode,
): PushPayload | undefined {
  const payload = checkInPayload(habitNames);
  if (!payload || locale === 'en') return payload;
  const i18n = serverI18n(locale);
  const habits = new Intl.ListFormat(locale, { style: 'long', type: 'conjunction' }).format(
    habitNames,
  );
  return {
    ...payload,
    title: say(i18n, pushMessages.checkInTitle),
    body: say(i18n, pushMessages.checkInBody, { habits }),
  };
}

/** The test notification in the user's language. */
export function localizedTestNotification(locale: LocaleCode): PushPayload {
  if (locale === 'en') return TEST_NOTIFICATION;
  return { ...TEST_NOTIFICATION, body: say(serverI18n(locale), pushMessages.testBody) };
}
