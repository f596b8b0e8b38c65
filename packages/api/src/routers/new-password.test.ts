/**
 * A new password closes every other door: a change or a reset ends the other sessions and every
 * API token (the answer names them), and deleting the account counts wrong passwords with failed
 * sign-ins, per account and per address, whichever process answers.
 */
import { describe, expect, it } from 'vitest';
import { ACCOUNT_TEXTS } from '@taper/domain';
import { createApi } from '../index';
import type { ApiRequest } from '../http/types';
import { createAuthRateLimiter } from '../rate-limit';
import {
  availableTestEngines,
  createTestApi,
  numberHabit,
  STRONG_PASSWORD,
  type TestApi,
} from '../testing';

const NEW_PASSWORD = 'N3w!Password';

async function withTokens(t: TestApi, token: string, names: string[]): Promise<string[]> {
  const tokens: string[] = [];
  for (const [i, name] of names.entries()) {
    const res = await t.rest('POST', '/api/auth/tokens', {
      token,
      body: { name, scope: i === 0 ? 'write' : 'read' },
    });
    expect(res.statusCode).toBe(200);
    tokens.push(res.json<{ token: string }>().token);
  }
  return tokens;
}

describe.each(availableTestEngines())('a new password on %s', (engine) => {
  it('a change ends the other sessions and every API token, and says which', async () => {
    const t = await createTestApi(engine);
    try {
      const { token } = await t.signup('change@example.com');
      const others = [await t.login('change@example.com'), await t.login('change@example.com')];
      const [writeToken, readToken] = await withTokens(t, token, ['Shortcuts', 'Dashboard']);
      expect(
        (await t.rest('POST', '/api/habits', { token: writeToken, body: numberHabit })).statusCode,
      ).toBe(200);

      const res = await t.rest('PUT', '/api/auth/password', {
        token,
        body: { newPassword: NEW_PASSWORD },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        success: true,
        ended: { sessions: 2, apiTokens: ['Shortcuts', 'Dashboard'] },
      });
      for (const ended of [...others, writeToken, readToken])
        expect((await t.rest('GET', '/api/habits', { token: ended })).statusCode).toBe(401);
      const write = await t.rest('POST', '/api/habits', {
        token: writeToken,
        body: { ...numberHabit, name: 'After' },
      });
      expect(write.statusCode).toBe(401);
      expect((await t.rest('GET', '/api/auth/tokens', { token })).json()).toEqual([]);
      expect((await t.rest('GET', '/api/habits', { token })).statusCode).toBe(200);
      // tRPC answers the same.
      const again = await t.trpc(
        'mutation',
        'auth.changePassword',
        { newPassword: 'An0ther!pass' },
        token,
      );
      expect(again.json().result.data).toEqual({
        success: true,
        ended: { sessions: 0, apiTokens: [] },
      });
    } finally {
      await t.close();
    }
  });

  it('a reset ends every session and every API token, and says which', async () => {
    const mails: string[] = [];
    const t = await createTestApi(engine, {
      services: {
        publicUrl: 'https://taper.example.com',
        mailer: {
          send: (message) => {
            mails.push(message.text);
            return Promise.resolve();
          },
        },
      },
    });
    try {
      const { token } = await t.signup('reset@example.com');
      const [writeToken] = await withTokens(t, token, ['Automation']);
      const asked = await t.rest('POST', '/api/auth/password-reset', {
        body: { email: 'reset@example.com' },
      });
      expect(asked.statusCode).toBe(202);
      for (let i = 0; i < 50 && mails.length === 0; i++)
        await new Promise((resolve) => setTimeout(resolve, 20));
      expect(mails[0]).toContain('revokes every API token');
      const link = /token=([a-z2-7]{32})/.exec(mails[0] ?? '')?.[1];
      const done = await t.rest('POST', '/api/auth/password-reset/confirm', {
        body: { token: link, newPassword: NEW_PASSWORD },
      });
      expect(done.statusCode).toBe(200);
      expect(done.json()).toMatchObject({ ended: { sessions: 1, apiTokens: ['Automation'] } });
      const write = await t.rest('POST', '/api/habits', { token: writeToken, body: numberHabit });
      expect(write.statusCode).toBe(401);
      expect((await t.rest('GET', '/api/habits', { token })).statusCode).toBe(401);
      const fresh = done.json<{ token: string }>().token;
      expect(
        (await t.rest('POST', '/api/habits', { token: fresh, body: numberHabit })).statusCode,
      ).toBe(200);
    } finally {
      await t.close();
    }
  });

  it('deleting the account counts wrong passwords per account and per address, across processes', async () => {
    const t = await createTestApi(engine, {
      authRateLimit: { max: 10, timeWindowMs: 15 * 60 * 1000 },
      addressLimits: { signupsPerHour: 1000, loginFailuresPer15Minutes: 14 },
    });
    try {
      const { token } = await t.signup('keep@example.com');
      const second = await t.login('keep@example.com');
      // A second process: its own limiter over the same database.
      const other = createApi({
        ...t.services,
        authLimiter: createAuthRateLimiter(
          t.testDb.db,
          t.services.now,
          { max: 10, timeWindowMs: 15 * 60 * 1000 },
          { signupsPerHour: 1000, loginFailuresPer15Minutes: 14 },
        ),
      });
      const deleteWith = (password: string, session: string, ip: string, api = t.api) => {
        const request: ApiRequest = {
          method: 'DELETE',
          url: '/api/auth/user',
          query: {},
          authorization: `Bearer ${session}`,
          contentType: 'application/json',
          body: { password },
          ip,
          origin: 'http://localhost:3000',
        };
        return api.rest(request);
      };
      const statuses: number[] = [];
      for (let i = 0; i < 12; i++) {
        const res = await deleteWith(
          `Wrong!pass${String(i)}`,
          i % 2 === 0 ? token : second,
          `10.0.0.${String(i % 3)}`,
          i % 2 === 0 ? t.api : other,
        );
        statuses.push(res.status);
        if (res.status === 429) {
          expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
          expect(JSON.parse(res.body)).toMatchObject({ message: ACCOUNT_TEXTS.tooManyAttempts });
        } else expect(JSON.parse(res.body)).toMatchObject({ message: ACCOUNT_TEXTS.wrongPassword });
      }
      // Ten wrong passwords per account over three addresses and two processes, then 429.
      expect(statuses).toEqual([...Array<number>(10).fill(403), 429, 429]);
      // Locked, the right password is refused too; nothing was deleted.
      expect((await deleteWith(STRONG_PASSWORD, token, '10.0.0.9')).status).toBe(429);
      expect((await t.rest('GET', '/api/auth/user', { token })).statusCode).toBe(200);
      // The address's failed sign-ins were counted too: 10.0.0.0 tried 4 wrong passwords to
      // delete; ten more sign-in failures from it over other emails pass the limit of 14.
      const signIns: number[] = [];
      for (let i = 0; i < 11; i++) {
        const res = await t.rest('POST', '/api/login', {
          body: { email: `nobody${String(i)}@example.com`, password: 'Wrong!pass1' },
          ip: '10.0.0.0',
        });
        signIns.push(res.statusCode);
      }
      expect(signIns).toEqual([...Array<number>(10).fill(401), 429]);
    } finally {
      await t.close();
    }
  });

  it("one account's wrong passwords do not lock another account", async () => {
    const t = await createTestApi(engine, {
      authRateLimit: { max: 2, timeWindowMs: 15 * 60 * 1000 },
    });
    try {
      const keep = await t.signup('keeper@example.com');
      const { token } = await t.signup('leaver@example.com');
      expect(
        (
          await t.rest('DELETE', '/api/auth/user', {
            token: keep.token,
            body: { password: 'Wrong!pass1' },
          })
        ).statusCode,
      ).toBe(403);
      expect(
        (
          await t.rest('DELETE', '/api/auth/user', {
            token: keep.token,
            body: { password: 'Wrong!pass2' },
          })
        ).statusCode,
      ).toBe(403);
      expect(
        (
          await t.rest('DELETE', '/api/auth/user', {
            token: keep.token,
            body: { password: 'Wrong!pass3' },
          })
        ).statusCode,
      ).toBe(429);
      const deleted = await t.rest('DELETE', '/api/auth/user', {
        token,
        body: { password: STRONG_PASSWORD },
      });
      expect(deleted.statusCode).toBe(204);
    } finally {
      await t.close();
    }
  });
});
