import { describe, expect, test } from 'vitest';
import {
  countAdmins,
  createUser,
  deleteUser,
  findUserByEmail,
  findUserById,
  isUniqueViolation,
  recordLogin,
  setAccess,
  touchLastSeen,
  updatePasswordHash,
  updatePreferences,
  updateProfile,
  updateTheme,
} from '../index';
import { createTestDb, MINUTE } from '../testing';
import { describeEngines, ENGINES, makeUser, openConnections } from '../testing';

describe.each(ENGINES)('first user [$engine]', ({ engine, available }) => {
  test.skipIf(!available)(
    'the first account on an empty database is ADMIN and PREMIUM, later ones USER/FREE',
    async () => {
      const testDb = await createTestDb(engine);
      try {
        const first = await createUser(testDb.db, {
          email: 'first@example.com',
          firstName: 'First',
          lastName: 'One',
          passwordHash: 'h',
        });
        const second = await makeUser(testDb.db);
        expect([first.role, first.tier]).toEqual(['ADMIN', 'PREMIUM']);
        expect([second.role, second.tier]).toEqual(['USER', 'FREE']);
      } finally {
        await testDb.dispose();
      }
    },
  );

  test.skipIf(!available)(
    'ten simultaneous sign-ups on an empty database make exactly one ADMIN',
    async () => {
      const testDb = await createTestDb(engine);
      try {
        await openConnections(testDb.db, 10);
        const users = await Promise.all(
          Array.from({ length: 10 }, (_, i) =>
            createUser(testDb.db, {
              email: `racer${i}@example.com`,
              firstName: 'R',
              lastName: String(i),
              passwordHash: 'h',
            }),
          ),
        );
        expect(users.filter((user) => user.role === 'ADMIN')).toHaveLength(1);
        expect(await countAdmins(testDb.db)).toBe(1);
      } finally {
        await testDb.dispose();
      }
    },
  );
});

describeEngines('users', (ctx) => {
  test('createUser stores the email lower-cased and applies defaults', async () => {
    const user = await createUser(ctx.db, {
      email: '  Mixed.Case@Example.COM ',
      firstName: 'Ada',
      lastName: 'Lovelace',
      passwordHash: 'argon',
      timezone: 'Europe/Paris',
    });
    expect(user).toMatchObject({
      email: 'mixed.case@example.com',
      firstName: 'Ada',
      lastName: 'Lovelace',
      passwordHash: 'argon',
      theme: 'light',
      timezone: 'Europe/Paris',
      lastLoginAt: null,
      lastSeenAt: null,
    });
    expect(typeof user.id).toBe('number');
    expect(user.createdAt).toBeInstanceOf(Date);
  });

  test('an email is unique case-insensitively', async () => {
    await makeUser(ctx.db, { email: 'taken@example.com' });
    const error: unknown = await makeUser(ctx.db, { email: 'TAKEN@Example.com' }).catch(
      (e: unknown) => e,
    );
    expect(isUniqueViolation(error)).toBe(true);
  });

  test('findUserById and findUserByEmail (any case)', async () => {
    const user = await makeUser(ctx.db, { email: 'find.me@example.com' });
    expect(await findUserById(ctx.db, user.id)).toEqual(user);
    expect(await findUserByEmail(ctx.db, 'Find.Me@EXAMPLE.com')).toEqual(user);
    expect(await findUserById(ctx.db, 999_999)).toBeUndefined();
    expect(await findUserByEmail(ctx.db, 'nobody@example.com')).toBeUndefined();
  });

  test('updateProfile changes names and email; a taken email is a unique violation', async () => {
    const user = await makeUser(ctx.db);
    const other = await makeUser(ctx.db);
    const updated = await updateProfile(ctx.db, user.id, {
      firstName: 'New',
      lastName: 'Name',
      email: 'New.Address@Example.com',
    });
    expect(updated).toMatchObject({
      firstName: 'New',
      lastName: 'Name',
      email: 'new.address@example.com',
    });
    const error: unknown = await updateProfile(ctx.db, user.id, {
      firstName: 'New',
      lastName: 'Name',
      email: other.email.toUpperCase(),
    }).catch((e: unknown) => e);
    expect(isUniqueViolation(error)).toBe(true);
    expect(
      await updateProfile(ctx.db, 999_999, { firstName: 'a', lastName: 'b', email: 'x@y.z' }),
    ).toBeUndefined();
  });

  test('updatePreferences and updateTheme change only what is given', async () => {
    const user = await makeUser(ctx.db);
    expect(
      await updatePreferences(ctx.db, user.id, { timezone: 'America/New_York' }),
    ).toMatchObject({
      theme: 'light',
      timezone: 'America/New_York',
    });
    expect(await updateTheme(ctx.db, user.id, 'dark')).toMatchObject({
      theme: 'dark',
      timezone: 'America/New_York',
    });
    expect(await updatePreferences(ctx.db, user.id, {})).toMatchObject({ theme: 'dark' });
    expect(await updateTheme(ctx.db, user.id, 'system')).toMatchObject({ theme: 'system' });
  });

  test('updatePasswordHash', async () => {
    const user = await makeUser(ctx.db);
    expect(await updatePasswordHash(ctx.db, user.id, 'new-hash')).toBe(true);
    expect((await findUserById(ctx.db, user.id))?.passwordHash).toBe('new-hash');
    expect(await updatePasswordHash(ctx.db, 999_999, 'x')).toBe(false);
  });

  test('setAccess (tier and role) and countAdmins', async () => {
    const user = await makeUser(ctx.db);
    const adminsBefore = await countAdmins(ctx.db);
    expect(await setAccess(ctx.db, user.id, { tier: 'PREMIUM' })).toMatchObject({
      tier: 'PREMIUM',
    });
    expect(await setAccess(ctx.db, user.id, { role: 'ADMIN' })).toMatchObject({ role: 'ADMIN' });
    expect(await countAdmins(ctx.db)).toBe(adminsBefore + 1);
    expect(await setAccess(ctx.db, user.id, { role: 'USER' })).toMatchObject({ role: 'USER' });
    expect(await countAdmins(ctx.db)).toBe(adminsBefore);
    expect(await setAccess(ctx.db, 999_999, { tier: 'FREE' })).toBeUndefined();
    expect(await setAccess(ctx.db, 999_999, { role: 'USER' })).toBeUndefined();
  });

  test('recordLogin sets the last login and counts as activity', async () => {
    const user = await makeUser(ctx.db);
    const at = new Date('2025-03-04T05:06:07.089Z');
    await recordLogin(ctx.db, user.id, at);
    expect(await findUserById(ctx.db, user.id)).toMatchObject({ lastLoginAt: at, lastSeenAt: at });
  });

  test('touchLastSeen writes at most once per interval', async () => {
    const user = await makeUser(ctx.db);
    const start = new Date('2025-06-01T12:00:00.000Z');
    expect(await touchLastSeen(ctx.db, user.id, start)).toBe(true);
    expect(await touchLastSeen(ctx.db, user.id, new Date(start.getTime() + 4 * MINUTE))).toBe(
      false,
    );
    expect((await findUserById(ctx.db, user.id))?.lastSeenAt).toEqual(start);
    const later = new Date(start.getTime() + 6 * MINUTE);
    expect(await touchLastSeen(ctx.db, user.id, later)).toBe(true);
    expect((await findUserById(ctx.db, user.id))?.lastSeenAt).toEqual(later);
    expect(await touchLastSeen(ctx.db, user.id, new Date(later.getTime() + MINUTE), 0)).toBe(true);
  });

  test('deleteUser', async () => {
    const user = await makeUser(ctx.db);
    expect(await deleteUser(ctx.db, user.id)).toBe(true);
    expect(await findUserById(ctx.db, user.id)).toBeUndefined();
    expect(await deleteUser(ctx.db, user.id)).toBe(false);
  });
});
