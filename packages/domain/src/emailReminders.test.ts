import { describe, expect, it } from 'vitest';
import { emailReminderSchema, preferencesUpdateSchema } from './index';
import { dueEmailReminder, emailReminderWanted } from './rules';
import { localizedEmailReminder } from './i18n';

const clock = { timezone: 'Europe/Berlin', dayEndsAtHour: 0 };

describe('the email fallback', () => {
  it('is due from its time in the user zone, within the hour, every day', () => {
    // 21:00 in Berlin (winter) is 20:00 UTC.
    expect(dueEmailReminder('21:00', clock, new Date('2026-01-05T19:59:00Z'))).toBeUndefined();
    expect(dueEmailReminder('21:00', clock, new Date('2026-01-05T20:00:00Z'))?.day).toBe(
      '2026-01-05',
    );
    expect(dueEmailReminder('21:00', clock, new Date('2026-01-10T20:59:00Z'))?.day).toBe(
      '2026-01-10',
    );
    expect(dueEmailReminder('21:00', clock, new Date('2026-01-05T21:00:00Z'))).toBeUndefined();
  });

  it("belongs to the day before when the user's day has not ended yet", () => {
    const owl = { timezone: 'UTC', dayEndsAtHour: 3 };
    expect(dueEmailReminder('01:30', owl, new Date('2026-01-06T01:45:00Z'))?.day).toBe(
      '2026-01-05',
    );
  });

  it('goes only on a day with nothing logged and something to log', () => {
    expect(emailReminderWanted({ toLog: ['Coffee'], logged: false })).toBe(true);
    expect(emailReminderWanted({ toLog: ['Coffee'], logged: true })).toBe(false);
    expect(emailReminderWanted({ toLog: [], logged: false })).toBe(false);
  });

  it('takes a 24-hour HH:MM time or null, and says what is wrong otherwise', () => {
    expect(preferencesUpdateSchema.parse({ emailReminder: { time: '21:00' } })).toEqual({
      emailReminder: { time: '21:00' },
    });
    expect(preferencesUpdateSchema.parse({ emailReminder: null })).toEqual({
      emailReminder: null,
    });
    const bad = emailReminderSchema.safeParse({ time: '25:00' });
    expect(bad.error?.issues[0]?.message).toBe(
      'The email reminder time is HH:MM on a 24-hour clock, such as 21:00.',
    );
    expect(emailReminderSchema.safeParse({ time: '21:00', days: [] }).success).toBe(false);
  });

  it('writes the mail in the user language, naming what is still to log and both links', () => {
    const input = {
      firstName: 'Ann',
      habits: ['Coffee', 'Tea'],
      time: '21:00',
      appUrl: 'https://taper.example/',
      stopUrl: 'https://taper.example/reminders/stop/abc',
    };
    const en = localizedEmailReminder(input, 'en');
    expect(en.subject).toBe('Nothing logged on Taper today yet');
    expect(en.text).toContain('Hello Ann,');
    expect(en.text).toContain('Still to log: Coffee and Tea.');
    expect(en.text).toContain('Log today: https://taper.example/');
    expect(en.text).toContain('nothing is logged by 21:00');
    expect(en.text).toContain('To stop these mails: https://taper.example/reminders/stop/abc');
    const de = localizedEmailReminder(input, 'de');
    expect(de.subject).toBe('Heute noch nichts in Taper eingetragen');
    expect(de.text).toContain('Noch einzutragen: Coffee und Tea.');
    expect(de.text).toContain('https://taper.example/reminders/stop/abc');
  });
});
