import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createSmtpMailer } from '../mail';
import { mailsSent } from '../mail-queue';
import { sendWeeklyShareMails } from '../services/shares';
import { startSmtp, textOf, type LocalSmtp } from '../smtp.testing';
import { availableTestEngines, createTestApi, numberHabit, type TestApi } from '../testing';

const BASE = 'https://taper.example.com';

describe.each(availableTestEngines())('the weekly share mail on %s', (engine) => {
  let t: TestApi;
  let smtp: LocalSmtp;
  let token: string;
  let habitId: number;
  let mailer: ReturnType<typeof createSmtpMailer>;

  beforeAll(async () => {
    smtp = await startSmtp();
    mailer = createSmtpMailer(smtp.url, 'Taper <no-reply@example.com>');
    t = await createTestApi(engine, { services: { mailer, publicUrl: BASE } });
    await t.signup('admin@example.com');
    token = (await t.signup('ana@example.com', { firstName: 'Ana', lastName: 'Zweistein' })).token;
    habitId = (
      await t.rest('POST', '/api/habits', { token, body: { ...numberHabit, name: 'Cigarettes' } })
    ).json<{ id: number }>().id;
    const hidden = (
      await t.rest('POST', '/api/habits', { token, body: { ...numberHabit, name: 'Gambling' } })
    ).json<{ id: number }>().id;
    for (const [date, actualValue, note] of [
      ['2025-03-12', 1, 'a calm day'],
      ['2025-03-13', 4, 'party'],
      ['2025-03-15', 2, ''],
    ] as const)
      await t.rest('POST', `/api/habits/${String(habitId)}/entries`, {
        token,
        body: { date, actualValue, note },
      });
    await t.rest('POST', `/api/habits/${String(hidden)}/entries`, {
      token,
      body: { date: '2025-03-15', actualValue: 1, note: 'hidden note' },
    });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });
  beforeEach(() => {
    smtp.received.length = 0;
    t.clock.now = new Date('2025-03-15T12:00:00Z');
  });

  async function share(body: Record<string, unknown>) {
    const res = await t.rest('POST', '/api/shares', {
      token,
      body: { habitIds: [habitId], ...body },
    });
    expect(res.statusCode).toBe(200);
    return res.json<{ id: number; token: string }>();
  }

  it("mails the week on Send now: the shared habit's days, streak and link, no notes unless shared", async () => {
    expect((await t.rest('GET', '/api/shares/options', { token })).json()).toEqual({
      weeklyMail: true,
    });
    const link = await share({ email: 'sam@example.com' });
    const sent = await t.rest('POST', `/api/shares/${String(link.id)}/summary`, { token });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({ sent: true, to: 'sam@example.com' });
    await mailsSent(mailer);
    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail?.to).toEqual(['sam@example.com']);
    const text = textOf(mail!);
    expect(text).toContain("Subject: Ana's week on Taper");
    expect(text).toContain('Cigarettes (Goal: 2 daily)');
    expect(text).toContain('On goal: 2 days · Over goal: 1 day · Not logged: 4 days');
    expect(text).toContain('Current streak: 1 day');
    for (const secret of [
      'Zweistein',
      'ana@example.com',
      'Gambling',
      'hidden note',
      'party',
      'a calm day',
    ])
      expect(text).not.toContain(secret);
    // The mail's link opens the view; it is not the link's own token (never stored in clear).
    const view = /https:\/\/taper\.example\.com\/s\/([A-Za-z0-9_-]{32})/.exec(text)?.[1];
    expect(view).toBeDefined();
    expect(view).not.toBe(link.token);
    expect((await t.rest('GET', `/api/shared/${view!}`)).statusCode).toBe(200);
    const listed = (await t.rest('GET', '/api/shares', { token })).json<
      { id: number; lastMailedAt: string | null }[]
    >();
    expect(listed.find((s) => s.id === link.id)?.lastMailedAt).toBe(t.clock.now.toISOString());

    // With notes shared, the week's notes come too.
    await t.rest('PUT', `/api/shares/${String(link.id)}`, { token, body: { showNotes: true } });
    await t.rest('POST', `/api/shares/${String(link.id)}/summary`, { token });
    await mailsSent(mailer);
    expect(textOf(smtp.received[1]!)).toContain('party');
    expect(textOf(smtp.received[1]!)).not.toContain('hidden note');

    // Revoked, the mail's links show nothing either.
    await t.rest('DELETE', `/api/shares/${String(link.id)}`, { token });
    expect((await t.rest('GET', `/api/shared/${view!}`)).statusCode).toBe(404);
  });

  it("mails the partner in the owner's language", async () => {
    await t.rest('PUT', '/api/auth/user', { token, body: { locale: 'de' } });
    try {
      const link = await share({ email: 'sam@example.com' });
      await t.rest('POST', `/api/shares/${String(link.id)}/summary`, { token });
      await mailsSent(mailer);
      await t.rest('DELETE', `/api/shares/${String(link.id)}`, { token });
      // Mostly non-ASCII, the text is sent in base64.
      const raw = textOf(smtp.received[0]!);
      const [, body = ''] = /\r?\n\r?\n([\s\S]*)$/.exec(raw) ?? [];
      const text = /Content-Transfer-Encoding: base64/i.test(raw)
        ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
        : raw;
      expect(text).toContain('Hallo,');
      expect(text).toContain(
        'Ana teilt mit dir, wie die Woche gelaufen ist, von Sonntag, 9. März bis Samstag, 15. März:',
      );
      expect(text).toContain('Im Ziel: 2 Tage · Über dem Ziel: 1 Tag · Nicht eingetragen: 4 Tage');
      expect(text).toContain('Aktuelle Serie: ');
      expect(text).toMatch(/Mehr ansehen: https:\/\/taper\.example\.com\/s\//);
      expect(text).toMatch(/Um diese wöchentlichen E-Mails abzubestellen: https:/);
      expect(text).not.toContain('On goal');
    } finally {
      await t.rest('PUT', '/api/auth/user', { token, body: { locale: 'en' } });
    }
  });

  it('stops the mails by the mail’s link without sign-in; a new email starts them again', async () => {
    const link = await share({ email: 'partner@example.com' });
    await t.rest('POST', `/api/shares/${String(link.id)}/summary`, { token });
    await mailsSent(mailer);
    const stop = /\/s\/stop\/([A-Za-z0-9_-]{32})/.exec(textOf(smtp.received[0]!))?.[1];
    expect(stop).toBeDefined();
    // The stop token opens no view, and the view token stops nothing.
    expect((await t.rest('GET', `/api/shared/${stop!}`)).statusCode).toBe(404);
    expect((await t.rest('POST', `/api/shared/${link.token}/stop`)).statusCode).toBe(404);
    const stopped = await t.rest('POST', `/api/shared/${stop!}/stop`);
    expect(stopped.statusCode).toBe(200);
    const listed = (await t.rest('GET', '/api/shares', { token })).json<
      { id: number; mailStopped: boolean }[]
    >();
    expect(listed.find((s) => s.id === link.id)?.mailStopped).toBe(true);
    const again = await t.rest('POST', `/api/shares/${String(link.id)}/summary`, { token });
    expect(again.statusCode).toBe(409);
    t.clock.now = new Date('2025-03-17T09:00:00Z');
    expect(await sendWeeklyShareMails(t.services, BASE)).toBe(0);
    const restarted = await t.rest('PUT', `/api/shares/${String(link.id)}`, {
      token,
      body: { email: 'new-partner@example.com' },
    });
    expect(restarted.json()).toMatchObject({ mailStopped: false });
    expect(await sendWeeklyShareMails(t.services, BASE)).toBe(1);
    await mailsSent(mailer);
    expect(smtp.received.map((mail) => mail.to)).toEqual([
      ['partner@example.com'],
      ['new-partner@example.com'],
    ]);
    await t.rest('DELETE', `/api/shares/${String(link.id)}`, { token });
  });

  it("sends each week's mail once on the owner's week start, whatever the number of processes", async () => {
    const link = await share({ email: 'weekly@example.com' });
    // Saturday: not the owner's week start (Monday).
    expect(await sendWeeklyShareMails(t.services, BASE)).toBe(0);
    t.clock.now = new Date('2025-03-17T09:00:00Z');
    // Three processes look at once: one sends.
    const sent = await Promise.all([
      sendWeeklyShareMails(t.services, BASE),
      sendWeeklyShareMails({ ...t.services }, BASE),
      sendWeeklyShareMails({ ...t.services }, BASE),
    ]);
    expect(sent.reduce((a, b) => a + b, 0)).toBe(1);
    t.clock.now = new Date('2025-03-17T18:00:00Z');
    expect(await sendWeeklyShareMails(t.services, BASE)).toBe(0);
    await mailsSent(mailer);
    expect(smtp.received).toHaveLength(1);
    // The week before the owner's week start: Monday 10 to Sunday 16 March.
    expect(textOf(smtp.received[0]!)).toContain('Monday 10 March to Sunday 16 March');
    t.clock.now = new Date('2025-03-24T09:00:00Z');
    expect(await sendWeeklyShareMails(t.services, BASE)).toBe(1);
    // No mail server: nothing is sent, and Send now says why.
    const withoutMail = { ...t.services, mailer: undefined };
    t.clock.now = new Date('2025-03-31T09:00:00Z');
    expect(await sendWeeklyShareMails(withoutMail, BASE)).toBe(0);
    await t.rest('DELETE', `/api/shares/${String(link.id)}`, { token });
  });

  it('says when the server has no mail server, and sends nothing', async () => {
    const plain = await createTestApi(engine);
    try {
      const owner = (await plain.signup('solo@example.com')).token;
      const id = (
        await plain.rest('POST', '/api/habits', { token: owner, body: numberHabit })
      ).json<{ id: number }>().id;
      const link = (
        await plain.rest('POST', '/api/shares', {
          token: owner,
          body: { habitIds: [id], email: 'x@example.com' },
        })
      ).json<{ id: number }>();
      expect((await plain.rest('GET', '/api/shares/options', { token: owner })).json()).toEqual({
        weeklyMail: false,
      });
      const res = await plain.rest('POST', `/api/shares/${String(link.id)}/summary`, {
        token: owner,
      });
      expect(res.statusCode).toBe(409);
      expect(res.json<{ message: string }>().message).toMatch(/SMTP_URL/);
    } finally {
      await plain.close();
    }
  });
});
