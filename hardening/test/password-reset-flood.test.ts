/**
 * 10,000 password reset requests, in-process (no sockets): from one client spread over many
 * addresses, then from many clients at a few addresses. The limits hold (20 requests per client,
 * 3 mails to an address per client and 50 in all per hour; the mails go out after the answers),
 * the answer never tells an address with an account from one without, no request fails with a
 * 5xx, and no reset token reaches an answer or the database.
 */
import { createHash } from 'node:crypto';
import { mailsSent } from '@taper/api';
import {
  ACCOUNT_TEXTS,
  PASSWORD_RESET_MAILS_PER_HOUR,
  PASSWORD_RESET_REQUESTS_PER_HOUR,
} from '@taper/domain';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../src/harness';

const FLOOD = 10_000;
const BATCH = 50;
const HOUR_MS = 60 * 60 * 1000;
const KNOWN = ['ada@example.com', 'bob@example.com', 'cyd@example.com'];
const UNKNOWN = ['nobody@example.com', 'ghost@example.com', 'none@example.org'];

interface Mail {
  to: string;
  text: string;
}

const TOKEN_IN_MAIL = /reset-password\?token=([a-z2-7]{32})/;

function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/** Runs the flood's requests `BATCH` at a time, racing one another as a real flood would. */
async function inBatches(send: (i: number) => Promise<void>) {
  for (let start = 0; start < FLOOD; start += BATCH) {
    await Promise.all(
      Array.from({ length: Math.min(BATCH, FLOOD - start) }, (_, k) => send(start + k)),
    );
  }
}

/** What an answer shows a client: status, body and the headers that could differ. */
function visible(res: LightMyRequestResponse) {
  return {
    status: res.statusCode,
    body: res.body,
    contentType: res.headers['content-type'],
    retryAfter: res.headers['retry-after'] !== undefined,
  };
}

describe('a flood of password reset requests', () => {
  const clock = { now: new Date('2026-11-28T08:00:00Z') };
  const mails: Mail[] = [];
  const mailer = {
    send: ({ to, text }: Mail) => {
      mails.push({ to, text });
      return Promise.resolve();
    },
  };
  let h: Harness;

  beforeAll(async () => {
    h = await createHarness({
      now: () => clock.now,
      mailer,
      config: { publicUrl: 'https://taper.example' },
    });
    for (const email of KNOWN) await h.signup(email);
  });
  afterAll(async () => {
    await h.close();
  });

  const ask = (email: string, ip: string) =>
    h.rest('POST', '/api/auth/password-reset', { body: { email }, ip });
  /** Flood's end: the mails are sent after the answers. */
  const sent = () => mailsSent(mailer);

  it(`one client, ${String(FLOOD)} requests over many addresses: ${String(PASSWORD_RESET_REQUESTS_PER_HOUR)} are answered, the rest are 429, alike for every address`, async () => {
    const answers = new Map<string, ReturnType<typeof visible>[]>();
    let accepted = 0;
    await inBatches(async (i) => {
      // Known addresses (in any case), unknown ones, and a new address each time.
      const pool = [...KNOWN, ...UNKNOWN, `random${String(i)}@example.net`];
      const email = pool[i % pool.length]!;
      const res = await ask(i % 7 === 0 ? email.toUpperCase() : email, '203.0.113.7');
      expect(res.statusCode).toBeLessThan(500);
      if (res.statusCode === 202) accepted += 1;
      const kind = KNOWN.includes(email) ? 'known' : 'unknown';
      const seen = visible(res);
      const list = answers.get(`${kind}|${String(res.statusCode)}`) ?? [];
      if (list.length < 50) list.push(seen);
      answers.set(`${kind}|${String(res.statusCode)}`, list);
    });
    expect(accepted).toBe(PASSWORD_RESET_REQUESTS_PER_HOUR);
    await sent();
    // Known and unknown addresses were answered alike, within and past the limit.
    for (const status of [202, 429]) {
      const known = answers.get(`known|${String(status)}`) ?? [];
      const unknown = answers.get(`unknown|${String(status)}`) ?? [];
      expect(known.length).toBeGreaterThan(0);
      expect(unknown.length).toBeGreaterThan(0);
      expect(new Set([...known, ...unknown].map((a) => JSON.stringify(a))).size).toBe(1);
    }
    expect(JSON.parse(answers.get('known|202')![0]!.body)).toEqual({
      message: ACCOUNT_TEXTS.resetRequested,
    });
    // At most one mail per accepted request, only to accounts.
    expect(mails.length).toBeLessThanOrEqual(PASSWORD_RESET_REQUESTS_PER_HOUR);
    expect(mails.every((mail) => KNOWN.includes(mail.to))).toBe(true);
  });

  it(`many clients, ${String(FLOOD)} requests at a few addresses: at most ${String(PASSWORD_RESET_MAILS_PER_HOUR)} mails per address, every answer the same 202`, async () => {
    clock.now = new Date(clock.now.getTime() + HOUR_MS + 1000);
    mails.length = 0;
    const bodies = new Set<string>();
    const targets = [...KNOWN, ...UNKNOWN];
    await inBatches(async (i) => {
      const email = targets[i % targets.length]!;
      // 500 clients, each using up exactly its 20 requests an hour.
      const client = i % 500;
      const ip = `198.51.${String(Math.floor(client / 250))}.${String(client % 250)}`;
      const res = await ask(email, ip);
      expect(res.statusCode).toBe(202);
      expect(res.headers['retry-after']).toBeUndefined();
      bodies.add(res.body);
    });
    expect([...bodies]).toEqual([JSON.stringify({ message: ACCOUNT_TEXTS.resetRequested })]);
    await sent();
    for (const email of KNOWN) {
      expect(mails.filter((mail) => mail.to === email)).toHaveLength(PASSWORD_RESET_MAILS_PER_HOUR);
    }
    expect(mails.every((mail) => KNOWN.includes(mail.to))).toBe(true);

    // An hour later each address may get mail again, and still no more than the allowance.
    clock.now = new Date(clock.now.getTime() + HOUR_MS + 1000);
    mails.length = 0;
    for (let i = 0; i < PASSWORD_RESET_MAILS_PER_HOUR + 10; i += 1) {
      const res = await ask(KNOWN[0]!, `192.0.2.${String(i)}`);
      expect(res.statusCode).toBe(202);
    }
    await sent();
    expect(mails).toHaveLength(PASSWORD_RESET_MAILS_PER_HOUR);
  });

  it('leaks no token: the database holds hashes only, one live link per account, and only the last link works', async () => {
    const tokens = mails.map((mail) => TOKEN_IN_MAIL.exec(mail.text)?.[1]);
    expect(tokens.every((token) => token !== undefined)).toBe(true);
    const rows = await h.testDb.db.selectFrom('passwordResets').selectAll().execute();
    const ids = rows.map((row) => row.id);
    for (const token of tokens) expect(ids).not.toContain(token);
    // A user's new link replaces the earlier one.
    expect(new Set(rows.map((row) => row.userId)).size).toBe(rows.length);
    expect(ids).toContain(sha256(tokens.at(-1)!));

    const confirm = (token: string) =>
      h.rest('POST', '/api/auth/password-reset/confirm', {
        body: { token, newPassword: 'N3w!password' },
        ip: '192.0.2.200',
      });
    const earlier = await confirm(tokens[0]!);
    expect(earlier.statusCode).toBe(400);
    expect(earlier.json<{ message: string }>().message).toBe(ACCOUNT_TEXTS.resetLinkInvalid);
    const last = await confirm(tokens.at(-1)!);
    expect(last.statusCode).toBe(200);
    const replayed = await confirm(tokens.at(-1)!);
    expect(replayed.statusCode).toBe(400);
    expect(replayed.body).not.toContain(tokens.at(-1)!);
  });
});
