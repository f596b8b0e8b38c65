import { sql } from 'kysely';
import { setAccess } from '@taper/db';
import { ACCOUNT_TEXTS } from '@taper/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  availableTestEngines,
  createTestApi,
  numberHabit,
  signUpTwo,
  STRONG_PASSWORD,
  type TestApi,
} from '../testing';

describe.each(availableTestEngines())('account security on %s', (engine) => {
  let t: TestApi;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApi(engine);
    admin = (await t.signup('admin@example.com')).token;
  });
  afterAll(async () => {
    await t.close();
  });

  it('lists the signed-in devices with public ids, ends one, and everywhere else', async () => {
    const { token: laptop, otherToken: other } = await signUpTwo(t, [
      'dev@example.com',
      'other@example.com',
    ]);
    const phone = await t.request({
      method: 'POST',
      url: '/api/login',
      body: { email: 'dev@example.com', password: STRONG_PASSWORD },
      contentType: 'application/json',
      userAgent: 'Phone Browser 1.0',
    });
    const phoneToken = phone.json<{ token: string }>().token;
    const tablet = await t.login('dev@example.com');

    t.clock.now = new Date(t.clock.now.getTime() + 5 * 60_000);
    await t.rest('GET', '/api/habits', { token: phoneToken });
    const listed = await t.rest('GET', '/api/auth/sessions', { token: laptop });
    expect(listed.statusCode).toBe(200);
    const sessions =
      listed.json<
        { id: string; current: boolean; userAgent: string | null; lastSeenAt: string }[]
      >();
    expect(sessions).toHaveLength(3);
    const phoneRow = sessions.find((s) => s.userAgent === 'Phone Browser 1.0');
    expect(phoneRow).toMatchObject({ current: false, lastSeenAt: t.clock.now.toISOString() });
    expect(sessions.filter((s) => s.current)).toHaveLength(1);
    for (const token of [laptop, phoneToken, tablet]) {
      expect(listed.body).not.toContain(token);
    }

    // Another user cannot see or end them.
    const theirs = await t.rest('GET', '/api/auth/sessions', { token: other });
    expect(theirs.json()).toHaveLength(1);
    const phoneId = phoneRow!.id;
    const foreign = await t.rest('DELETE', `/api/auth/sessions/${phoneId}`, { token: other });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe(ACCOUNT_TEXTS.sessionNotFound);
    expect((await t.rest('GET', '/api/habits', { token: phoneToken })).statusCode).toBe(200);

    const ended = await t.rest('DELETE', `/api/auth/sessions/${phoneId}`, { token: laptop });
    expect(ended.statusCode).toBe(200);
    expect((await t.rest('GET', '/api/habits', { token: phoneToken })).statusCode).toBe(401);

    const rest = await t.rest('DELETE', '/api/auth/sessions', { token: laptop });
    expect(rest.json()).toEqual({ ended: 1 });
    expect((await t.rest('GET', '/api/habits', { token: tablet })).statusCode).toBe(401);
    expect((await t.rest('GET', '/api/habits', { token: laptop })).statusCode).toBe(200);
    expect((await t.rest('GET', '/api/habits', { token: other })).statusCode).toBe(200);
  });

  it("writes a session's last use at most once a minute", async () => {
    const { token } = await t.signup('seen@example.com');
    const seen = async () =>
      (await t.rest('GET', '/api/auth/sessions', { token })).json<{ lastSeenAt: string }[]>()[0]!
        .lastSeenAt;
    const start = t.clock.now.getTime();
    const first = await seen();
    t.clock.now = new Date(start + 30_000);
    expect(await seen()).toBe(first);
    t.clock.now = new Date(start + 90_000);
    expect(await seen()).toBe(new Date(start + 90_000).toISOString());
  });

  /** Listed with name, scope and last use; neither the list nor the database holds a secret. */
  const expectListedWithoutSecrets = async (
    session: string,
    readToken: { id: number; token: string },
    writeToken: { id: number; token: string },
  ) => {
    const listed = await t.rest('GET', '/api/auth/tokens', { token: session });
    expect(listed.json()).toEqual([
      expect.objectContaining({
        id: writeToken.id,
        name: 'Writer',
        scope: 'write',
        lastUsedAt: null,
      }),
      expect.objectContaining({
        id: readToken.id,
        name: 'Reader',
        scope: 'read',
        lastUsedAt: null,
      }),
    ]);
    expect(listed.body).not.toContain(readToken.token);
    const stored = await sql<{ token_hash: string }>`select token_hash from api_tokens`.execute(
      t.testDb.db,
    );
    expect(JSON.stringify(stored.rows)).not.toContain(readToken.token);
  };

  /** A read token reads every GET on the owner's data, and changes nothing. */
  const expectReadOnly = async (session: string, readToken: string, habitId: number) => {
    const habits = await t.rest('GET', '/api/habits', { token: readToken });
    expect(habits.statusCode).toBe(200);
    expect(habits.json()).toHaveLength(1);
    expect((await t.trpc('query', 'habits.list', undefined, readToken)).statusCode).toBe(200);
    const refused = await t.rest('POST', '/api/habits', {
      token: readToken,
      body: numberHabit,
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('FORBIDDEN');
    expect(
      (await t.rest('DELETE', `/api/habits/${String(habitId)}`, { token: readToken })).statusCode,
    ).toBe(403);
    expect((await t.trpc('mutation', 'habits.create', numberHabit, readToken)).statusCode).toBe(
      403,
    );
    expect((await t.rest('GET', '/api/habits', { token: session })).json()).toHaveLength(1);
  };

  /** No token reaches the account, its sessions, tokens or password, nor admin calls. */
  const expectKeptFromAccountCalls = async (tokens: string[], readTokenId: number) => {
    for (const token of tokens) {
      for (const [method, url, body] of [
        ['GET', '/api/auth/user', undefined],
        ['GET', '/api/auth/sessions', undefined],
        ['DELETE', '/api/auth/sessions', undefined],
        ['GET', '/api/auth/tokens', undefined],
        ['POST', '/api/auth/tokens', { name: 'more', scope: 'write' }],
        ['DELETE', `/api/auth/tokens/${String(readTokenId)}`, undefined],
        ['PUT', '/api/auth/password', { newPassword: 'N3w!password' }],
        ['PATCH', '/api/auth/user', { firstName: 'A', lastName: 'B', email: 'x@example.com' }],
        ['DELETE', '/api/auth/user', { password: STRONG_PASSWORD }],
        ['GET', '/api/admin/users', undefined],
      ] as const) {
        const res = await t.rest(method, url, { token, body });
        expect(res.statusCode, `${method} ${url}`).toBe(403);
      }
    }
    // …even an admin's token.
    const adminToken = (
      await t.rest('POST', '/api/auth/tokens', {
        token: admin,
        body: { name: 'a', scope: 'write' },
      })
    ).json<{ token: string }>().token;
    expect((await t.rest('GET', '/api/admin/users', { token: adminToken })).statusCode).toBe(403);
    expect((await t.rest('GET', '/api/admin/users', { token: admin })).statusCode).toBe(200);
  };

  it('API tokens: shown once, listed without secrets, read-only when read, kept from account calls', async () => {
    const { token: session, otherToken: stranger } = await signUpTwo(t, [
      'script@example.com',
      'stranger@example.com',
    ]);
    const habit = await t.rest('POST', '/api/habits', { token: session, body: numberHabit });
    const habitId = habit.json<{ id: number }>().id;

    const read = await t.rest('POST', '/api/auth/tokens', {
      token: session,
      body: { name: 'Reader', scope: 'read' },
    });
    expect(read.statusCode).toBe(200);
    const readToken = read.json<{ id: number; token: string }>();
    expect(readToken.token).toMatch(/^taper_[a-z2-7]{32}$/);
    const write = await t.rest('POST', '/api/auth/tokens', {
      token: session,
      body: { name: 'Writer', scope: 'write' },
    });
    const writeToken = write.json<{ id: number; token: string }>();

    await expectListedWithoutSecrets(session, readToken, writeToken);

    await expectReadOnly(session, readToken.token, habitId);

    // Write: changes data.
    expect(
      (await t.rest('POST', '/api/habits', { token: writeToken.token, body: numberHabit }))
        .statusCode,
    ).toBe(200);

    await expectKeptFromAccountCalls([readToken.token, writeToken.token], readToken.id);

    // Its use is recorded.
    const used = (await t.rest('GET', '/api/auth/tokens', { token: session })).json<
      { id: number; lastUsedAt: string | null }[]
    >();
    expect(used.find((row) => row.id === readToken.id)?.lastUsedAt).toBe(t.clock.now.toISOString());

    // Another user neither lists nor revokes them.
    expect((await t.rest('GET', '/api/auth/tokens', { token: stranger })).json()).toEqual([]);
    expect(
      (await t.rest('DELETE', `/api/auth/tokens/${String(readToken.id)}`, { token: stranger }))
        .statusCode,
    ).toBe(404);
    expect((await t.rest('GET', '/api/habits', { token: readToken.token })).statusCode).toBe(200);

    // Revoked: replaying it is a 401.
    expect(
      (await t.rest('DELETE', `/api/auth/tokens/${String(readToken.id)}`, { token: session }))
        .statusCode,
    ).toBe(200);
    expect((await t.rest('GET', '/api/habits', { token: readToken.token })).statusCode).toBe(401);
    expect(
      (await t.rest('GET', '/api/habits', { token: 'taper_' + 'a'.repeat(32) })).statusCode,
    ).toBe(401);
    const badName = await t.rest('POST', '/api/auth/tokens', {
      token: session,
      body: { name: '', scope: 'all' },
    });
    expect(badName.statusCode).toBe(400);
  });

  it('deletes an account with its password: 204, nothing of it left; a wrong password changes nothing', async () => {
    const {
      token,
      id,
      otherToken: stays,
    } = await signUpTwo(t, ['leaving@example.com', 'stays@example.com']);
    await t.rest('POST', '/api/habits', { token, body: numberHabit });
    await t.rest('POST', '/api/habits', { token: stays, body: numberHabit });
    await t.rest('POST', '/api/auth/tokens', { token, body: { name: 'x', scope: 'read' } });

    const wrong = await t.rest('DELETE', '/api/auth/user', {
      token,
      body: { password: 'Wr0ng!pass' },
    });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().message).toBe(ACCOUNT_TEXTS.wrongPassword);
    expect((await t.rest('GET', '/api/habits', { token })).json()).toHaveLength(1);

    const missing = await t.rest('DELETE', '/api/auth/user', { token });
    expect(missing.statusCode).toBe(400);

    const deleted = await t.rest('DELETE', '/api/auth/user', {
      token,
      body: { password: STRONG_PASSWORD },
    });
    expect(deleted.statusCode).toBe(204);
    expect(deleted.body).toBe('');
    expect((await t.rest('GET', '/api/habits', { token })).statusCode).toBe(401);
    for (const table of ['habits', 'habit_entries', 'sessions', 'api_tokens']) {
      const { rows } = await sql<{ n: number | string }>`
        select count(*) as n from ${sql.table(table)} where user_id = ${id}`.execute(t.testDb.db);
      expect(Number(rows[0]!.n), table).toBe(0);
    }
    expect((await t.rest('GET', '/api/habits', { token: stays })).json()).toHaveLength(1);
    const again = await t.rest('POST', '/api/login', {
      body: { email: 'leaving@example.com', password: STRONG_PASSWORD },
    });
    expect(again.statusCode).toBe(401);
  });

  it('the last admin cannot delete their account', async () => {
    const refused = await t.rest('DELETE', '/api/auth/user', {
      token: admin,
      body: { password: STRONG_PASSWORD },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Make another administrator first');
    const { id } = await t.signup('second-admin@example.com');
    await setAccess(t.testDb.db, id, { role: 'ADMIN' });
    const deleted = await t.rest('DELETE', '/api/auth/user', {
      token: admin,
      body: { password: STRONG_PASSWORD },
    });
    expect(deleted.statusCode).toBe(204);
  });
});
