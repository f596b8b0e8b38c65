import { sql } from 'kysely';
import {
  ACCOUNT_TEXTS,
  PASSWORD_RESET_MAILS_PER_HOUR,
  PASSWORD_RESET_MAILS_PER_REQUESTER_HOUR,
} from '@taper/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Mailer } from '../context';
import { createSmtpMailer } from '../mail';
import { mailsSent } from '../mail-queue';
import { startSmtp, textOf, type ReceivedMail as Received } from '../smtp.testing';
import { availableTestEngines, createTestApi, STRONG_PASSWORD, type TestApi } from '../testing';

/** The reset link's token from a mail. */
function tokenOf(mail: Received): string {
  const token = /reset-password\?token=([a-z2-7]{32})/.exec(textOf(mail))?.[1];
  if (!token) throw new Error(`no link in the mail:\n${mail.body}`);
  return token;
}

const NEW_PASSWORD = 'N3w!password';

describe.each(availableTestEngines())('password reset by email on %s', (engine) => {
  let t: TestApi;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let mailer: Mailer;
  beforeAll(async () => {
    smtp = await startSmtp();
    mailer = createSmtpMailer(smtp.url, 'Taper <no-reply@example.com>');
    t = await createTestApi(engine, {
      services: {
        mailer,
        publicUrl: 'https://taper.example.com',
      },
    });
    await t.signup('admin@example.com');
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });
  beforeEach(async () => {
    smtp.received.length = 0;
    await sql`delete from rate_limits`.execute(t.testDb.db);
  });

  /** A reset request, and the mail it queued (sent after the answer) once sent. */
  const ask = async (email: string, ip = '10.0.0.1') => {
    const res = await t.rest('POST', '/api/auth/password-reset', { body: { email }, ip });
    await mailsSent(mailer);
    return res;
  };

  it('mails a link that works once, signs in the one that reset and ends every other session', async () => {
    const { token: before } = await t.signup('forgot@example.com');
    expect((await t.rest('GET', '/api/auth/options')).json()).toEqual({
      passwordResetByEmail: true,
    });
    const asked = await ask('Forgot@Example.com');
    expect(asked.statusCode).toBe(202);
    expect(asked.json()).toEqual({ message: ACCOUNT_TEXTS.resetRequested });
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]?.to).toEqual(['forgot@example.com']);
    expect(textOf(smtp.received[0]!)).toContain('https://taper.example.com/reset-password?token=');
    const token = tokenOf(smtp.received[0]!);
    const stored = await sql<{ id: string }>`select id from password_resets`.execute(t.testDb.db);
    expect(JSON.stringify(stored.rows)).not.toContain(token);

    const weak = await t.rest('POST', '/api/auth/password-reset/confirm', {
      body: { token, newPassword: 'weak' },
    });
    expect(weak.statusCode).toBe(400);

    const done = await t.rest('POST', '/api/auth/password-reset/confirm', {
      body: { token, newPassword: NEW_PASSWORD },
    });
    expect(done.statusCode).toBe(200);
    const session = done.json<{ token: string; user: { email: string } }>();
    expect(session.user.email).toBe('forgot@example.com');
    expect((await t.rest('GET', '/api/habits', { token: session.token })).statusCode).toBe(200);
    expect((await t.rest('GET', '/api/habits', { token: before })).statusCode).toBe(401);
    expect(
      (await t.rest('GET', '/api/auth/sessions', { token: session.token })).json(),
    ).toHaveLength(1);
    await t.login('forgot@example.com', NEW_PASSWORD);
    await expect(t.login('forgot@example.com', STRONG_PASSWORD)).rejects.toThrow();

    // Replayed: refused, and the password stays.
    const replay = await t.rest('POST', '/api/auth/password-reset/confirm', {
      body: { token, newPassword: 'An0ther!password' },
    });
    expect(replay.statusCode).toBe(400);
    expect(replay.json().message).toBe(ACCOUNT_TEXTS.resetLinkInvalid);
    await t.login('forgot@example.com', NEW_PASSWORD);
  });

  it('a link is good for 30 minutes only', async () => {
    await t.signup('slow@example.com');
    await ask('slow@example.com');
    const token = tokenOf(smtp.received[0]!);
    const start = t.clock.now;
    try {
      t.clock.now = new Date(start.getTime() + 30 * 60_000);
      const late = await t.rest('POST', '/api/auth/password-reset/confirm', {
        body: { token, newPassword: NEW_PASSWORD },
      });
      expect(late.statusCode).toBe(400);
      await t.login('slow@example.com', STRONG_PASSWORD);
      t.clock.now = new Date(start.getTime() + 29 * 60_000);
      await ask('slow@example.com');
      const fresh = tokenOf(smtp.received[1]!);
      t.clock.now = new Date(start.getTime() + 58 * 60_000);
      const inTime = await t.rest('POST', '/api/auth/password-reset/confirm', {
        body: { token: fresh, newPassword: NEW_PASSWORD },
      });
      expect(inTime.statusCode).toBe(200);
    } finally {
      t.clock.now = start;
    }
  });

  it('answers the same for an unknown address, and mails nothing', async () => {
    const unknown = await ask('nobody@example.com');
    expect(unknown.statusCode).toBe(202);
    expect(unknown.json()).toEqual({ message: ACCOUNT_TEXTS.resetRequested });
    expect(smtp.received).toHaveLength(0);
  });

  it("a stranger's requests use up only their own client's mails to an address, never the owner's", async () => {
    await t.signup('limited@example.com');
    for (let i = 0; i < 8; i += 1) {
      const res = await ask('limited@example.com', '10.1.0.1');
      expect(res.statusCode).toBe(202);
      expect(res.json()).toEqual({ message: ACCOUNT_TEXTS.resetRequested });
    }
    expect(smtp.received).toHaveLength(PASSWORD_RESET_MAILS_PER_REQUESTER_HOUR);
    // The owner, at their own address, still gets their link.
    expect((await ask('limited@example.com', '10.9.9.9')).statusCode).toBe(202);
    expect(smtp.received).toHaveLength(PASSWORD_RESET_MAILS_PER_REQUESTER_HOUR + 1);

    const answers = [];
    for (let i = 0; i < 22; i += 1)
      answers.push((await ask(`x${String(i)}@example.com`, '10.2.0.1')).statusCode);
    expect(answers.slice(0, 20).every((status) => status === 202)).toBe(true);
    expect(answers.slice(20)).toEqual([429, 429]);
  });

  it(`at most ${String(PASSWORD_RESET_MAILS_PER_HOUR)} mails to an address an hour from every client together`, async () => {
    await t.signup('bombed@example.com');
    for (let i = 0; i < PASSWORD_RESET_MAILS_PER_HOUR + 5; i += 1)
      expect((await ask('bombed@example.com', `10.3.${String(i)}.1`)).statusCode).toBe(202);
    expect(smtp.received).toHaveLength(PASSWORD_RESET_MAILS_PER_HOUR);
  });

  it('no one resets another account with their own link', async () => {
    await t.signup('mine@example.com');
    await t.signup('theirs@example.com');
    await ask('mine@example.com');
    const token = tokenOf(smtp.received[0]!);
    const done = await t.rest('POST', '/api/auth/password-reset/confirm', {
      body: { token, newPassword: NEW_PASSWORD },
    });
    expect(done.json().user.email).toBe('mine@example.com');
    await t.login('theirs@example.com', STRONG_PASSWORD);
    const guessed = await t.rest('POST', '/api/auth/password-reset/confirm', {
      body: { token: 'a'.repeat(32), newPassword: NEW_PASSWORD },
    });
    expect(guessed.statusCode).toBe(400);
  });
});

describe.each(availableTestEngines())('password reset without mail on %s', (engine) => {
  let t: TestApi;
  beforeAll(async () => {
    t = await createTestApi(engine);
  });
  afterAll(async () => {
    await t.close();
  });

  it('offers no email link; an admin makes a one-time link instead', async () => {
    const { token: admin } = await t.signup('admin@example.com');
    const { id, token: userToken } = await t.signup('user@example.com');
    expect((await t.rest('GET', '/api/auth/options')).json()).toEqual({
      passwordResetByEmail: false,
    });
    const asked = await t.rest('POST', '/api/auth/password-reset', {
      body: { email: 'user@example.com' },
    });
    expect(asked.statusCode).toBe(404);
    expect(asked.json().message).toBe(ACCOUNT_TEXTS.resetNotAvailable);

    expect(
      (await t.rest('POST', `/api/admin/users/${String(id)}/password-reset`, { token: userToken }))
        .statusCode,
    ).toBe(403);
    expect(
      (await t.rest('POST', '/api/admin/users/99999/password-reset', { token: admin })).statusCode,
    ).toBe(404);
    const made = await t.rest('POST', `/api/admin/users/${String(id)}/password-reset`, {
      token: admin,
    });
    expect(made.statusCode).toBe(200);
    const { url, expiresAt } = made.json<{ url: string; expiresAt: string }>();
    expect(url).toMatch(/^http:\/\/localhost:3000\/reset-password\?token=[a-z2-7]{32}$/);
    expect(new Date(expiresAt).getTime() - t.clock.now.getTime()).toBe(30 * 60_000);
    const token = new URL(url).searchParams.get('token');
    const used = await t.rest('POST', '/api/auth/password-reset/confirm', {
      body: { token, newPassword: NEW_PASSWORD },
    });
    expect(used.statusCode).toBe(200);
    expect(used.json().user.id).toBe(id);
    expect((await t.rest('GET', '/api/habits', { token: userToken })).statusCode).toBe(401);
  });
});

describe.each(availableTestEngines())(
  'password reset mail without a public address on %s',
  (engine) => {
    let t: TestApi;
    const sent: string[] = [];
    beforeAll(async () => {
      t = await createTestApi(engine, {
        services: {
          mailer: {
            send: ({ to }) => {
              sent.push(to);
              return Promise.resolve();
            },
          },
        },
      });
    });
    afterAll(async () => {
      await t.close();
    });

    it("mails no link, as the link would be built on the request's Host header", async () => {
      await t.signup('admin@example.com');
      await t.signup('victim@example.com');
      expect((await t.rest('GET', '/api/auth/options')).json()).toEqual({
        passwordResetByEmail: false,
      });
      const asked = await t.request({
        method: 'POST',
        url: '/api/auth/password-reset',
        contentType: 'application/json',
        origin: 'https://attacker.example',
        body: { email: 'victim@example.com' },
      });
      expect(asked.statusCode).toBe(404);
      expect(asked.json().message).toBe(ACCOUNT_TEXTS.resetNotAvailable);
      expect(sent).toEqual([]);
    });
  },
);
