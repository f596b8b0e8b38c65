import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Mailer } from '../../context';
import { createSmtpMailer } from '../../mail';
import { startSmtp, textOf, type LocalSmtp } from '../../smtp.testing';
import { availableTestEngines, createTestApi, numberHabit, type TestApi } from '../../testing';
import { sendDueEmailReminders } from './email-reminders';

const BASE = 'https://taper.example.com';
/** 2025-03-15 in UTC, the users' zone: 21:05, five minutes past their 21:00. */
const AT_2105 = new Date('2025-03-15T21:05:00Z');

interface Me {
  emailReminder: { time: string } | null;
  emailReminderAvailable: boolean;
}

describe.each(availableTestEngines())('the email fallback on %s', (engine) => {
  let t: TestApi;
  let smtp: LocalSmtp;
  let mailer: Mailer;
  let ana: string;
  let bob: string;

  const me = async (token: string) => (await t.rest('GET', '/api/auth/user', { token })).json<Me>();
  const setReminder = (token: string, emailReminder: unknown) =>
    t.rest('PUT', '/api/auth/user', { token, body: { emailReminder } });
  const pass = (now = AT_2105, services = t.services) => sendDueEmailReminders(services, BASE, now);
  const mailsTo = (address: string) => smtp.received.filter((mail) => mail.to.includes(address));
  const stopToken = (address: string) => {
    const mail = mailsTo(address).at(-1);
    return /\/reminders\/stop\/([A-Za-z0-9_-]+)/.exec(textOf(mail!))?.[1] ?? '';
  };

  beforeAll(async () => {
    smtp = await startSmtp();
    mailer = createSmtpMailer(smtp.url, 'Taper <no-reply@example.com>');
    t = await createTestApi(engine, { services: { mailer, publicUrl: BASE } });
    await t.signup('admin@example.com');
    ana = (await t.signup('ana@example.com', { firstName: 'Ana', lastName: 'Lee' })).token;
    bob = (await t.signup('bob@example.com', { firstName: 'Bob', lastName: 'Ray' })).token;
    for (const [token, name] of [
      [ana, 'Coffee'],
      [ana, 'Tea'],
      [bob, 'Wine'],
    ] as const)
      await t.rest('POST', '/api/habits', { token, body: { ...numberHabit, name } });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });
  beforeEach(() => {
    smtp.received.length = 0;
    t.clock.now = new Date('2025-03-15T12:00:00Z');
  });

  it('is off at first, offered because the server mails, and saved as a time', async () => {
    expect(await me(ana)).toMatchObject({ emailReminder: null, emailReminderAvailable: true });
    const saved = await setReminder(ana, { time: '21:00' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json<Me>().emailReminder).toEqual({ time: '21:00' });
    expect((await me(ana)).emailReminder).toEqual({ time: '21:00' });
  });

  it('refuses a bad time with a sentence, and changes nothing', async () => {
    for (const bad of [{ time: '9pm' }, { time: '24:00' }, { time: '21:00', days: ['monday'] }]) {
      const res = await setReminder(ana, bad);
      expect(res.statusCode).toBe(400);
      expect(res.json<{ message: string }>().message).toMatch(
        /The email reminder time is HH:MM on a 24-hour clock|Unknown field/,
      );
    }
    expect((await setReminder(ana, { time: '9pm' })).json<{ message: string }>().message).toBe(
      'The email reminder time is HH:MM on a 24-hour clock, such as 21:00.',
    );
    expect((await me(ana)).emailReminder).toEqual({ time: '21:00' });
  });

  it('mails once per user-day across two concurrent passes, naming what is still to log', async () => {
    expect(await pass(new Date('2025-03-15T20:59:00Z'))).toEqual({ sent: 0, failed: 0 });
    const passes = await Promise.all([pass(), pass()]);
    expect(passes.reduce((sum, p) => sum + p.sent, 0)).toBe(1);
    expect(await pass(new Date('2025-03-15T21:30:00Z'))).toEqual({ sent: 0, failed: 0 });
    expect(smtp.received).toHaveLength(1);
    const mail = smtp.received[0]!;
    expect(mail.to).toEqual(['ana@example.com']);
    const text = textOf(mail);
    expect(text).toContain('Subject: Nothing logged on Taper today yet');
    expect(text).toContain('Hello Ana,');
    expect(text).toContain('Still to log: Coffee and Tea.');
    expect(text).toContain(`Log today: ${BASE}/`);
    expect(text).toMatch(
      /To stop these mails: https:\/\/taper\.example\.com\/reminders\/stop\/\S+/,
    );
    // The next day is another day.
    expect((await pass(new Date('2025-03-16T21:00:00Z'))).sent).toBe(1);
  });

  it('sends nothing on a day with a log (a skip too), nor to a user who has it off', async () => {
    expect((await setReminder(bob, { time: '21:00' })).statusCode).toBe(200);
    const wine = (await t.rest('GET', '/api/habits', { token: bob })).json<{ id: number }[]>()[0]!;
    t.clock.now = new Date('2025-03-17T10:00:00Z');
    await t.rest('POST', `/api/habits/${String(wine.id)}/entries`, {
      token: bob,
      body: { date: '2025-03-17', skip: true },
    });
    expect((await setReminder(ana, null)).statusCode).toBe(200);
    expect(await pass(new Date('2025-03-17T21:10:00Z'))).toEqual({ sent: 0, failed: 0 });
    expect(smtp.received).toHaveLength(0);
    // Bob's next day, with nothing logged, is mailed.
    expect((await pass(new Date('2025-03-18T21:10:00Z'))).sent).toBe(1);
    expect(mailsTo('bob@example.com')).toHaveLength(1);
    expect(textOf(mailsTo('bob@example.com')[0]!)).toContain('Still to log: Wine.');
  });

  it("turns the reminder off by the mail's link, once, and only its own user's", async () => {
    expect((await setReminder(ana, { time: '21:00' })).statusCode).toBe(200);
    expect((await setReminder(bob, { time: '21:00' })).statusCode).toBe(200);
    expect((await pass(new Date('2025-03-19T21:10:00Z'))).sent).toBe(2);
    const token = stopToken('ana@example.com');
    expect(token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    const stopped = await t.rest('POST', `/api/reminders/email/stop/${token}`);
    expect(stopped.statusCode).toBe(200);
    expect(stopped.json()).toEqual({ success: true });
    expect((await me(ana)).emailReminder).toBeNull();
    expect((await me(bob)).emailReminder).toEqual({ time: '21:00' });
    const again = await t.rest('POST', `/api/reminders/email/stop/${token}`);
    expect(again.statusCode).toBe(404);
    expect(again.json<{ message: string }>().message).toBe(
      'This stop link was already used or has ended; turn email reminders off on Account instead',
    );
    expect((await t.rest('POST', '/api/reminders/email/stop/not-a-token')).statusCode).toBe(404);
    // Turned on again, Ana's spent link cannot turn it off; Bob's own link does not touch her.
    expect((await setReminder(ana, { time: '20:00' })).statusCode).toBe(200);
    expect((await t.rest('POST', `/api/reminders/email/stop/${token}`)).statusCode).toBe(404);
    const bobs = stopToken('bob@example.com');
    expect((await t.rest('POST', `/api/reminders/email/stop/${bobs}`)).statusCode).toBe(200);
    expect((await me(bob)).emailReminder).toBeNull();
    expect((await me(ana)).emailReminder).toEqual({ time: '20:00' });
    expect(t.errors).toEqual([]);
  });

  it('gives a day back when the mail server refuses, so the next pass within the hour sends it', async () => {
    expect((await setReminder(ana, { time: '21:00' })).statusCode).toBe(200);
    const refusing: Mailer = {
      send: () => Promise.reject(new Error('421 try again later')),
    };
    const logged: string[] = [];
    const failing = {
      ...t.services,
      mailer: refusing,
      logError: (_error: unknown, message: string) => {
        logged.push(message);
      },
    };
    expect(await pass(new Date('2025-03-20T21:01:00Z'), failing)).toEqual({ sent: 0, failed: 1 });
    expect(logged).toHaveLength(1);
    expect(await pass(new Date('2025-03-20T21:02:00Z'))).toEqual({ sent: 1, failed: 0 });
    expect(mailsTo('ana@example.com')).toHaveLength(1);
    // The refused mail's stop link was never sent, and is not kept.
    expect((await setReminder(ana, null)).statusCode).toBe(200);
  });

  it('is refused (409) where the server has no mail server, and never shown on there', async () => {
    const bare = await createTestApi(engine);
    try {
      await bare.signup('admin@example.com');
      const { token } = await bare.signup('cy@example.com');
      const before = (await bare.rest('GET', '/api/auth/user', { token })).json<Me>();
      expect(before).toMatchObject({ emailReminder: null, emailReminderAvailable: false });
      const res = await bare.rest('PUT', '/api/auth/user', {
        token,
        body: { emailReminder: { time: '21:00' }, weekStart: 'sunday' },
      });
      expect(res.statusCode).toBe(409);
      expect(res.json<{ message: string }>().message).toBe(
        'This server has no mail server configured (SMTP_URL), so it cannot email you reminders',
      );
      const after = (await bare.rest('GET', '/api/auth/user', { token })).json<{
        weekStart: string;
      }>();
      expect(after.weekStart).toBe('monday');
      const off = await bare.rest('PUT', '/api/auth/user', {
        token,
        body: { emailReminder: null },
      });
      expect(off.statusCode).toBe(200);
    } finally {
      await bare.close();
    }
  });
});
