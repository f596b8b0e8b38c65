/**
 * Item 1 — sessions per the Lucia guide: 20 random bytes in base32, only their SHA-256 stored,
 * logout and password changes end sessions, expired sessions are refused, the expiry slides.
 */
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, STRONG_PASSWORD, type Harness } from '../src/harness';
import { dumpDatabase, stable } from '../src/tables';

const DAY = 24 * 60 * 60 * 1000;
const BASE32 = 'abcdefghijklmnopqrstuvwxyz234567';

/** RFC 4648 base32 (lower case, no padding) → bytes; throws on any other character. */
function decodeBase32(text: string): Uint8Array {
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const char of text) {
    const index = BASE32.indexOf(char);
    if (index < 0) throw new Error(`not base32: ${char}`);
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  // Leftover bits of a canonical encoding are zero padding.
  if (bits > 0 && (value & ((1 << bits) - 1)) !== 0) throw new Error('non-canonical base32');
  return Uint8Array.from(out);
}

const sha256Hex = (text: string) => createHash('sha256').update(text).digest('hex');

describe('sessions', () => {
  let h: Harness;

  beforeAll(async () => {
    h = await createHarness({ authRateLimit: { max: 1000, timeWindowMs: 60_000 } });
  });
  afterAll(async () => {
    await h.close();
  });

  const me = (token: string) => h.rest('GET', '/api/auth/user', { token });

  async function sessionExpiry(token: string): Promise<Date | undefined> {
    const row = await h.testDb.db
      .selectFrom('sessions')
      .select('expiresAt')
      .where('id', '=', sha256Hex(token))
      .executeTakeFirst();
    return row?.expiresAt;
  }

  async function setSessionExpiry(token: string, expiresAt: Date): Promise<void> {
    const result = await h.testDb.db
      .updateTable('sessions')
      .set({ expiresAt })
      .where('id', '=', sha256Hex(token))
      .executeTakeFirst();
    expect(Number(result.numUpdatedRows)).toBe(1);
  }

  it('tokens are 20 random bytes in base32, all different', async () => {
    await h.signup('shape@example.com');
    const tokens = new Set<string>();
    for (let i = 0; i < 8; i++) tokens.add(await h.login('shape@example.com'));
    expect(tokens.size).toBe(8);
    for (const token of tokens) {
      expect(token).toMatch(/^[a-z2-7]+$/);
      expect(decodeBase32(token)).toHaveLength(20);
    }
  });

  it('the database holds only the SHA-256 of a token, never the token', async () => {
    const { token } = await h.signup('scan@example.com');
    const second = await h.login('scan@example.com');
    const dump = await dumpDatabase(h.testDb.db);
    expect(Object.keys(dump)).toEqual(expect.arrayContaining(['users', 'sessions']));
    let cellsScanned = 0;
    for (const [table, rows] of Object.entries(dump)) {
      for (const row of rows) {
        for (const [column, value] of Object.entries(row)) {
          cellsScanned++;
          const text = typeof value === 'string' ? value : stable(value);
          expect(text.includes(token), `${table}.${column} holds the raw token`).toBe(false);
          expect(text.includes(second), `${table}.${column} holds the raw token`).toBe(false);
          expect(text.toLowerCase().includes(token.toUpperCase().toLowerCase())).toBe(false);
        }
      }
    }
    expect(cellsScanned).toBeGreaterThan(50);
    const sessionIds = (dump.sessions ?? []).map((row) => row.id);
    expect(sessionIds).toContain(sha256Hex(token));
    expect(sessionIds).toContain(sha256Hex(second));
  });

  it('logout ends the session (401 after), other sessions go on', async () => {
    const { token } = await h.signup('logout@example.com');
    const other = await h.login('logout@example.com');
    expect((await me(token)).statusCode).toBe(200);
    const out = await h.rest('POST', '/api/logout', { token });
    expect(out.statusCode).toBe(200);
    expect((await me(token)).statusCode).toBe(401);
    expect(await sessionExpiry(token)).toBeUndefined();
    // A second logout with the dead token is refused too.
    expect((await h.rest('POST', '/api/logout', { token })).statusCode).toBe(401);
    expect((await me(other)).statusCode).toBe(200);
  });

  it('a password change ends the other sessions but not the current one', async () => {
    const { token: current } = await h.signup('change@example.com');
    const otherA = await h.login('change@example.com');
    const otherB = await h.login('change@example.com');
    const { token: stranger } = await h.signup('stranger@example.com');
    const res = await h.rest('PUT', '/api/auth/password', {
      token: current,
      body: { newPassword: 'N3w!Passw0rd' },
    });
    expect(res.statusCode).toBe(200);
    expect((await me(current)).statusCode).toBe(200);
    expect((await me(otherA)).statusCode).toBe(401);
    expect((await me(otherB)).statusCode).toBe(401);
    // Another user's sessions are untouched.
    expect((await me(stranger)).statusCode).toBe(200);
    // The new password works and the old one does not.
    expect(
      (
        await h.rest('POST', '/api/login', {
          body: { email: 'change@example.com', password: STRONG_PASSWORD },
        })
      ).statusCode,
    ).toBe(401);
    await h.login('change@example.com', 'N3w!Passw0rd');
  });

  it('an expired session gets 401 and is removed', async () => {
    const { token } = await h.signup('expired@example.com');
    expect((await me(token)).statusCode).toBe(200);
    await setSessionExpiry(token, new Date(Date.now() - 1000));
    const res = await me(token);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ message: 'Unauthorized', code: 'UNAUTHORIZED' });
    expect(await sessionExpiry(token)).toBeUndefined();
    // Also on a write.
    expect((await h.rest('POST', '/api/habits', { token, body: { name: 'x' } })).statusCode).toBe(
      401,
    );
  });

  it('a fresh session expires in 30 days', async () => {
    const before = Date.now();
    const { token } = await h.signup('fresh@example.com');
    const expiry = (await sessionExpiry(token))!.getTime();
    expect(expiry).toBeGreaterThanOrEqual(before + 30 * DAY - 1000);
    expect(expiry).toBeLessThanOrEqual(Date.now() + 30 * DAY + 1000);
  });

  it('the expiry slides: under 15 days left is extended to 30 days on use', async () => {
    const { token } = await h.signup('slide@example.com');
    await setSessionExpiry(token, new Date(Date.now() + 10 * DAY));
    const before = Date.now();
    expect((await me(token)).statusCode).toBe(200);
    const expiry = (await sessionExpiry(token))!.getTime();
    expect(expiry).toBeGreaterThanOrEqual(before + 30 * DAY - 1000);
    expect(expiry).toBeLessThanOrEqual(Date.now() + 30 * DAY + 1000);
  });

  it('the expiry does not slide with more than 15 days left', async () => {
    const { token } = await h.signup('noslide@example.com');
    const set = new Date(Math.floor((Date.now() + 20 * DAY) / 1000) * 1000);
    await setSessionExpiry(token, set);
    expect((await me(token)).statusCode).toBe(200);
    expect((await h.rest('GET', '/api/habits', { token })).statusCode).toBe(200);
    expect((await sessionExpiry(token))!.getTime()).toBe(set.getTime());
  });

  it('malformed or foreign bearer tokens are 401, never 5xx', async () => {
    const { token } = await h.signup('bearer@example.com');
    const hash = sha256Hex(token);
    for (const bad of [
      hash,
      token.toUpperCase(),
      `${token}a`,
      token.slice(1),
      'a'.repeat(32),
      '',
      'null',
      '💥'.repeat(16),
    ]) {
      const res = await h.rest('GET', '/api/auth/user', {
        headers: { authorization: `Bearer ${bad}` },
      });
      expect(res.statusCode, bad).toBe(401);
    }
  });
});
