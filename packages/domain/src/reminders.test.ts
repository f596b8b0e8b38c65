import { describe, expect, it } from 'vitest';
import {
  checkInPayload,
  dueReminder,
  habitReminderPayload,
  normalizeReminder,
  reminderSchema,
} from './reminders';

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
