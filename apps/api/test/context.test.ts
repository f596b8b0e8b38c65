/**
 * The request context without waiting (`ContextFactory.ready`) must never be more lenient than the
 * awaited one: it answers only when the session is kept and needs no write, and stands aside
 * (`undefined`) whenever `create` would query, extend, end or touch something.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createUser, LAST_SEEN_WRITE_INTERVAL_MS, touchLastSeen } from '@taper/db';
import { createTestDb, type TestDb } from '@taper/db/testing';
import { testConfig } from '../src/config';
import { contextFactory, type ContextFactory } from '../src/context';
import { createPasswordHasher } from '../src/lib/passwords';
import { SESSION_LIFETIME_MS, SESSION_RENEW_WITHIN_MS, startSession } from '../src/lib/sessions';
import { UserDataCache } from '../src/lib/user-data-cache';
import { availableTestEngines } from './helpers';

const START = new Date('2025-03-15T12:00:00Z');
const MINUTE = 60 * 1000;
const DAY = 24 * 60 * MINUTE;

function request(token?: string): FastifyRequest {
  const headers = token === undefined ? {} : { authorization: `Bearer ${token}` };
  return { headers } as FastifyRequest;
}
const reply = {} as FastifyReply;

describe.each(availableTestEngines())('request context on %s', (engine) => {
  let testDb: TestDb;
  let clock: { now: Date };
  let contexts: ContextFactory;

  beforeEach(async () => {
    testDb = await createTestDb(engine);
    clock = { now: START };
    contexts = contextFactory({
      db: testDb.db,
      config: testConfig(),
      now: () => clock.now,
      passwords: createPasswordHasher({ memoryCost: 1024, timeCost: 2, parallelism: 1 }),
      authLimiter: { check: () => Promise.resolve({ allowed: true }) },
      userData: new UserDataCache(),
    });
  });
  afterEach(async () => {
    await testDb.dispose();
  });

  /**
   * A signed-in user last seen at `lastSeen`, whose session (30 days from START) has been looked up
   * once at `clock.now` with nothing to write, and so is kept.
   */
  async function signedIn(lastSeen: Date): Promise<{ token: string; userId: number }> {
    const user = await createUser(
      testDb.db,
      { email: 'ready@example.com', firstName: 'R', lastName: 'Eady', passwordHash: 'x' },
      START,
    );
    await touchLastSeen(testDb.db, user.id, lastSeen, 0);
    const token = await startSession(testDb.db, user.id, START);
    const created = await contexts.create({ req: request(token), res: reply });
    expect(created.user?.id).toBe(user.id);
    return { token, userId: user.id };
  }

  it('answers without a token, or with a malformed one, as signed out', () => {
    for (const token of [undefined, 'not-a-token', 'A'.repeat(32)]) {
      const context = contexts.ready(request(token), reply);
      expect(context).toBeDefined();
      expect(context?.user).toBeNull();
      expect(context?.session).toBeNull();
    }
  });

  it('gives a kept session that needs no write the same user and session as create', async () => {
    const { token, userId } = await signedIn(START);
    const ready = contexts.ready(request(token), reply);
    if (engine === 'postgres') {
      // No change marks: every request's session is read again.
      expect(ready).toBeUndefined();
      return;
    }
    expect(ready?.user?.id).toBe(userId);
    const created = await contexts.create({ req: request(token), res: reply });
    expect(ready?.user).toEqual(created.user);
    expect(ready?.session).toEqual(created.session);
  });

  it('stands aside once last-seen is due to be written', async () => {
    const { token } = await signedIn(START);
    clock.now = new Date(START.getTime() + LAST_SEEN_WRITE_INTERVAL_MS - MINUTE);
    if (engine === 'sqlite') expect(contexts.ready(request(token), reply)?.user).not.toBeNull();
    clock.now = new Date(START.getTime() + LAST_SEEN_WRITE_INTERVAL_MS + MINUTE);
    expect(contexts.ready(request(token), reply)).toBeUndefined();
  });

  it('stands aside when the session is due to be extended or is over', async () => {
    // Last seen "later", so only the session's own expiry decides.
    const { token } = await signedIn(new Date(START.getTime() + 100 * DAY));
    const expiresAt = START.getTime() + SESSION_LIFETIME_MS;
    clock.now = new Date(expiresAt - SESSION_RENEW_WITHIN_MS - MINUTE);
    if (engine === 'sqlite') expect(contexts.ready(request(token), reply)?.user).not.toBeNull();
    clock.now = new Date(expiresAt - SESSION_RENEW_WITHIN_MS + MINUTE);
    expect(contexts.ready(request(token), reply)).toBeUndefined();
    clock.now = new Date(expiresAt + MINUTE);
    expect(contexts.ready(request(token), reply)).toBeUndefined();
    // `create` ends it.
    expect((await contexts.create({ req: request(token), res: reply })).user).toBeNull();
    expect(contexts.ready(request(token), reply)).toBeUndefined();
  });

  it('stands aside after any write, until the session is read again', async () => {
    const { token, userId } = await signedIn(START);
    await testDb.db
      .updateTable('users')
      .set({ tier: 'PREMIUM' })
      .where('id', '=', userId)
      .execute();
    expect(contexts.ready(request(token), reply)).toBeUndefined();
    const created = await contexts.create({ req: request(token), res: reply });
    expect(created.user?.tier).toBe('PREMIUM');
    if (engine === 'sqlite')
      expect(contexts.ready(request(token), reply)?.user?.tier).toBe('PREMIUM');
  });
});
