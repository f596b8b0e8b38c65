import { expect, test } from 'vitest';
import {
  createSession,
  deleteExpiredSessions,
  deleteSession,
  deleteUserSessionByPublicId,
  deleteUserSessions,
  deleteUserSessionsExcept,
  extendSession,
  findSessionWithUser,
  listUserSessions,
  touchLastSeen,
  touchSession,
} from '../index';
import { describeEngines, makeUser } from '../testing';

const DAY = 24 * 60 * 60 * 1000;
let counter = 0;
const sessionId = () => `${'a'.repeat(56)}${String(++counter).padStart(8, '0')}`;

describeEngines('sessions', (ctx) => {
  test('createSession and findSessionWithUser return the session with its user', async () => {
    const user = await makeUser(ctx.db);
    const id = sessionId();
    const expiresAt = new Date('2031-05-06T07:08:09.010Z');
    const created = await createSession(ctx.db, { id, userId: user.id, expiresAt });
    expect(created).toMatchObject({ id, userId: user.id, expiresAt });
    expect(created.createdAt).toBeInstanceOf(Date);

    const found = await findSessionWithUser(ctx.db, id);
    expect(found).toEqual({
      session: created,
      user: {
        id: user.id,
        role: user.role,
        tier: user.tier,
        timezone: user.timezone,
        weekStart: 'monday',
        dayEndsAtHour: 0,
        lastSeenAt: user.lastSeenAt,
        dataRevision: user.dataRevision,
        locale: 'en',
      },
    });
    expect(await findSessionWithUser(ctx.db, 'unknown')).toBeUndefined();
  });

  test('findSessionWithUser reads the last uses as Dates, and a user agent', async () => {
    const user = await makeUser(ctx.db);
    const id = sessionId();
    await createSession(ctx.db, {
      id,
      userId: user.id,
      expiresAt: new Date('2031-01-01T00:00:00.000Z'),
      userAgent: 'Firefox',
    });
    const sessionUse = new Date('2030-03-04T05:06:07.089Z');
    const userUse = new Date('2030-03-04T05:06:08.000Z');
    await touchSession(ctx.db, id, sessionUse);
    await touchLastSeen(ctx.db, user.id, userUse);
    const found = await findSessionWithUser(ctx.db, id);
    expect(found?.session).toMatchObject({ lastSeenAt: sessionUse, userAgent: 'Firefox' });
    expect(found?.user.lastSeenAt).toEqual(userUse);
  });

  test("a lookup during another call's transaction never sees its uncommitted changes", async () => {
    const user = await makeUser(ctx.db);
    const id = sessionId();
    await createSession(ctx.db, { id, userId: user.id, expiresAt: new Date(Date.now() + DAY) });
    let lookup: ReturnType<typeof findSessionWithUser> | undefined;
    await expect(
      ctx.db.transaction().execute(async (trx) => {
        await trx.deleteFrom('sessions').where('id', '=', id).execute();
        lookup = findSessionWithUser(ctx.db, id);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect((await lookup)?.session.id).toBe(id);
  });

  test('extendSession moves the expiry', async () => {
    const user = await makeUser(ctx.db);
    const id = sessionId();
    await createSession(ctx.db, {
      id,
      userId: user.id,
      expiresAt: new Date('2031-01-01T00:00:00.000Z'),
    });
    const later = new Date('2031-02-01T00:00:00.000Z');
    expect(await extendSession(ctx.db, id, later)).toBe(true);
    expect((await findSessionWithUser(ctx.db, id))?.session.expiresAt).toEqual(later);
    expect(await extendSession(ctx.db, 'unknown', later)).toBe(false);
  });

  test('deleteSession ends one session', async () => {
    const user = await makeUser(ctx.db);
    const id = sessionId();
    await createSession(ctx.db, { id, userId: user.id, expiresAt: new Date(Date.now() + DAY) });
    expect(await deleteSession(ctx.db, id)).toBe(true);
    expect(await findSessionWithUser(ctx.db, id)).toBeUndefined();
    expect(await deleteSession(ctx.db, id)).toBe(false);
  });

  test('deleteUserSessionsExcept keeps the current session and other users’ sessions', async () => {
    const user = await makeUser(ctx.db);
    const other = await makeUser(ctx.db);
    const expiresAt = new Date(Date.now() + DAY);
    const [keep, drop1, drop2, othersSession] = [
      sessionId(),
      sessionId(),
      sessionId(),
      sessionId(),
    ];
    for (const id of [keep, drop1, drop2])
      await createSession(ctx.db, { id, userId: user.id, expiresAt });
    await createSession(ctx.db, { id: othersSession, userId: other.id, expiresAt });

    expect(await deleteUserSessionsExcept(ctx.db, user.id, keep)).toBe(2);
    expect(await findSessionWithUser(ctx.db, keep)).toBeDefined();
    expect(await findSessionWithUser(ctx.db, drop1)).toBeUndefined();
    expect(await findSessionWithUser(ctx.db, drop2)).toBeUndefined();
    expect(await findSessionWithUser(ctx.db, othersSession)).toBeDefined();
  });

  test('deleteExpiredSessions removes only expired ones', async () => {
    const user = await makeUser(ctx.db);
    const now = new Date('2040-01-01T00:00:00.000Z');
    const [expired, live] = [sessionId(), sessionId()];
    await createSession(ctx.db, {
      id: expired,
      userId: user.id,
      expiresAt: new Date(now.getTime() - 1),
    });
    await createSession(ctx.db, {
      id: live,
      userId: user.id,
      expiresAt: new Date(now.getTime() + DAY),
    });
    expect(await deleteExpiredSessions(ctx.db, now)).toBeGreaterThanOrEqual(1);
    expect(await findSessionWithUser(ctx.db, expired)).toBeUndefined();
    expect(await findSessionWithUser(ctx.db, live)).toBeDefined();
  });
});

describeEngines('sessions as devices', (ctx) => {
  test('listed with a public id, last use written at most once a minute, ended by their owner', async () => {
    const user = await makeUser(ctx.db);
    const other = await makeUser(ctx.db);
    const now = new Date('2030-01-01T00:00:00.000Z');
    const expiresAt = new Date(now.getTime() + 30 * DAY);
    const phone = sessionId();
    const laptop = sessionId();
    await createSession(ctx.db, { id: phone, userId: user.id, expiresAt, userAgent: 'Phone' }, now);
    await createSession(
      ctx.db,
      { id: laptop, userId: user.id, expiresAt, userAgent: ` ${'L'.repeat(400)} ` },
      new Date(now.getTime() + 1000),
    );
    await createSession(ctx.db, { id: sessionId(), userId: other.id, expiresAt }, now);

    const listed = await listUserSessions(ctx.db, user.id, now);
    expect(listed.map((s) => s.id)).toEqual([laptop, phone]);
    expect(listed[0]?.userAgent).toBe('L'.repeat(300));
    expect(listed[1]).toMatchObject({ userAgent: 'Phone', lastSeenAt: now });
    expect(listed[0]?.publicId).toMatch(/^[0-9a-f]{32}$/);
    expect(listed[0]?.publicId).not.toBe(listed[1]?.publicId);

    expect(await touchSession(ctx.db, phone, new Date(now.getTime() + 5000))).toBe(true);
    expect(await touchSession(ctx.db, phone, new Date(now.getTime() + 50_000))).toBe(false);
    expect(await touchSession(ctx.db, phone, new Date(now.getTime() + 70_000))).toBe(true);
    const afterUse = await listUserSessions(ctx.db, user.id, now);
    expect(afterUse.map((s) => s.id)).toEqual([phone, laptop]);
    expect(afterUse[0]?.lastSeenAt).toEqual(new Date(now.getTime() + 70_000));

    const phonePublicId = afterUse[0]!.publicId;
    expect(await deleteUserSessionByPublicId(ctx.db, other.id, phonePublicId)).toBe(false);
    expect(await findSessionWithUser(ctx.db, phone)).toBeDefined();
    expect(await deleteUserSessionByPublicId(ctx.db, user.id, phonePublicId)).toBe(true);
    expect(await findSessionWithUser(ctx.db, phone)).toBeUndefined();
    expect(await listUserSessions(ctx.db, user.id, new Date(expiresAt.getTime() + 1))).toEqual([]);
    expect(await deleteUserSessions(ctx.db, user.id)).toBe(1);
    expect(await listUserSessions(ctx.db, other.id, now)).toHaveLength(1);
  });
});
