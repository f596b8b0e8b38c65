import { describe, expect, it } from 'vitest';
import {
  checkInPayload,
  dueReminder,
  habitRemindersSchema,
  habitReminderPayload,
  normalizeReminder,
  normalizeReminders,
  reminderSchema,
} from './reminders';
import { habitSettingsSchema, updatedHabitSettings } from './schemas';

const weekdays = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'] as const;
const berlin = { timezone: 'Europe/Berlin', dayEndsAtHour: 0 };

describe('dueReminder', () => {
  const nine = { time: '21:00', days: [...weekdays] };

  it('is due from its time in the user zone until an hour later', () => {
    // Friday 2026-11-27, 21:00 in Berlin is 20:00 UTC.
    expect(dueReminder(nine, berlin, new Date('2026-11-27T19:59:59Z'))).toBeUndefined();
    expect(dueReminder(nine, berlin, new Date('2026-11-27T20:00:00Z'))).toEqual({
      day: '2026-11-27',
      lateMs: 0,
    });
    expect(dueReminder(nine, berlin, new Date('2026-11-27T20:59:59Z'))?.day).toBe('2026-11-27');
    expect(dueReminder(nine, berlin, new Date('2026-11-27T21:00:00Z'))).toBeUndefined();
  });

  it('keeps to its weekdays', () => {
    // Saturday 2026-11-28.
    expect(dueReminder(nine, berlin, new Date('2026-11-28T20:10:00Z'))).toBeUndefined();
    expect(
      dueReminder({ time: '21:00', days: ['saturday'] }, berlin, new Date('2026-11-28T20:10:00Z')),
    ).toEqual({ day: '2026-11-28', lateMs: 10 * 60_000 });
  });

  it('catches up across midnight within the hour', () => {
    const late = { time: '23:50', days: ['friday' as const] };
    const utc = { timezone: 'UTC', dayEndsAtHour: 0 };
    expect(dueReminder(late, utc, new Date('2026-11-28T00:30:00Z'))).toEqual({
      day: '2026-11-27',
      lateMs: 40 * 60_000,
    });
    expect(dueReminder(late, utc, new Date('2026-11-28T00:50:00Z'))).toBeUndefined();
  });

  it('gives a time before the day end to the day before', () => {
    const owl = { timezone: 'UTC', dayEndsAtHour: 3 };
    const oneAm = { time: '01:00', days: ['friday' as const] };
    // Saturday 01:00 on the calendar is still Friday for a day that ends at 3 a.m.
    expect(dueReminder(oneAm, owl, new Date('2026-11-28T01:05:00Z'))?.day).toBe('2026-11-27');
    expect(dueReminder(oneAm, owl, new Date('2026-11-27T01:05:00Z'))).toBeUndefined();
  });
});

describe('reminderSchema', () => {
  it('takes HH:MM and weekday names, each once', () => {
    expect(reminderSchema.safeParse({ time: '21:00', days: ['monday'] }).success).toBe(true);
    expect(reminderSchema.safeParse({ time: '24:00', days: ['monday'] }).success).toBe(false);
    expect(reminderSchema.safeParse({ time: '9:00', days: ['monday'] }).success).toBe(false);
    expect(reminderSchema.safeParse({ time: '09:00', days: [] }).success).toBe(false);
    expect(reminderSchema.safeParse({ time: '09:00', days: ['mon'] }).success).toBe(false);
    expect(reminderSchema.safeParse({ time: '09:00', days: ['monday', 'monday'] }).success).toBe(
      false,
    );
  });

  it('stores the days Monday first', () => {
    expect(normalizeReminder({ time: '08:00', days: ['sunday', 'monday'] })).toEqual({
      time: '08:00',
      days: ['monday', 'sunday'],
    });
  });
});

describe("a habit's reminders", () => {
  const at = (time: string) => ({ time, days: ['monday' as const] });
  const coffee = {
    name: 'Coffee',
    color: '#3B82F6',
    icon: 'coffee',
    goalType: 'number',
    goalSchedule: 'daily',
    dailyGoal: 3,
  };

  it('are up to three, each at its own time', () => {
    expect(habitRemindersSchema.safeParse([]).success).toBe(true);
    expect(habitRemindersSchema.safeParse([at('08:00'), at('12:00'), at('21:00')]).success).toBe(
      true,
    );
    const four = habitRemindersSchema.safeParse([
      at('08:00'),
      at('12:00'),
      at('18:00'),
      at('21:00'),
    ]);
    expect(four.error?.issues[0]?.message).toBe('A habit has at most 3 reminders a day.');
    const twice = habitRemindersSchema.safeParse([at('08:00'), at('08:00')]);
    expect(twice.error?.issues[0]?.message).toBe('Each reminder of a habit has its own time.');
  });

  it('are stored the earliest first, each with its days Monday first', () => {
    expect(
      normalizeReminders([
        { time: '21:00', days: ['sunday', 'friday'] },
        { time: '07:30', days: ['tuesday'] },
      ]),
    ).toEqual([
      { time: '07:30', days: ['tuesday'] },
      { time: '21:00', days: ['friday', 'sunday'] },
    ]);
  });

  it("come from the list, or from an older client's one reminder; null is none", () => {
    const parse = (extra: object) => habitSettingsSchema.safeParse({ ...coffee, ...extra });
    expect(parse({ reminders: [at('21:00'), at('09:00')] }).data?.reminders).toEqual([
      at('09:00'),
      at('21:00'),
    ]);
    expect(parse({ reminder: at('21:00') }).data?.reminders).toEqual([at('21:00')]);
    expect(parse({ reminder: null }).data?.reminders).toEqual([]);
    expect(parse({}).data).not.toHaveProperty('reminders');
    const both = parse({ reminders: [at('09:00')], reminder: at('21:00') });
    expect(both.error?.issues[0]?.message).toBe(
      'Send reminders (the list) or reminder (one), not both.',
    );
  });

  it('are kept by an update that does not name them, and cleared by reminder: null', () => {
    const stored = habitSettingsSchema.parse({ ...coffee, reminders: [at('09:00')] });
    expect(updatedHabitSettings(stored, { name: 'Tea' }).data).not.toHaveProperty('reminders');
    expect(updatedHabitSettings(stored, { name: 'Tea', reminder: null }).data?.reminders).toEqual(
      [],
    );
    expect(
      updatedHabitSettings(stored, { name: 'Tea', reminders: [at('10:00'), at('08:00')] }).data
        ?.reminders,
    ).toEqual([at('08:00'), at('10:00')]);
  });
});

describe('payloads', () => {
  it('names the habit and its goal, with Log 0 for a number habit', () => {
    const payload = habitReminderPayload(
      {
        id: 7,
        name: 'Coffee',
        icon: 'coffee',
        goal: { goalType: 'number', goalSchedule: 'daily', dailyGoal: 3 },
      },
      '2026-11-27',
      '/icons/coffee.svg',
    );
    expect(payload).toMatchObject({
      title: 'Coffee',
      body: 'Log today — goal ≤ 3',
      url: '/habit/7',
      habitId: 7,
      actions: [
        { action: 'log-0', title: 'Log 0' },
        { action: 'open', title: 'Open' },
      ],
    });
    const level = habitReminderPayload(
      {
        id: 8,
        name: 'Sugar',
        icon: 'cake',
        goal: { goalType: 'level', goalSchedule: 'daily', levelGoal: 'low' },
      },
      '2026-11-27',
      '/icons/cake.svg',
    );
    expect(level.actions).toEqual([{ action: 'open', title: 'Open' }]);
  });

  it('lists the habits still to log in the check-in', () => {
    expect(checkInPayload(['Coffee', 'Alcohol'])?.body).toBe('Coffee and Alcohol to log today');
    expect(checkInPayload(['Coffee', 'Tea', 'Alcohol'])?.body).toBe(
      'Coffee, Tea and Alcohol to log today',
    );
    expect(checkInPayload([])).toBeUndefined();
  });
});
