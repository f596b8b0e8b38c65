import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createUser, findUserById, updatePreferences } from '../index';
import { createTestDbWithOldRows, ENGINES, type TestDb } from '../testing';

describe.each(ENGINES)(
  'migration 0024: the language remembered on the user [$engine]',
  ({ engine, available }) => {
    let testDb: TestDb | undefined;
    let userId = 0;

    beforeAll(async () => {
      if (!available) return;
      ({
        testDb,
        userIds: [userId = 0],
      } = await createTestDbWithOldRows(engine, '0023_shares'));
    });

    afterAll(async () => {
      await testDb?.dispose();
    });

    test.skipIf(!available)(
      'existing users read English; a new user keeps the locale given; a code is bounded',
      async () => {
        const db = testDb!.db;
        expect((await findUserById(db, userId))?.locale).toBe('en');
        expect((await updatePreferences(db, userId, { locale: 'ar' }))?.locale).toBe('ar');
        expect((await findUserById(db, userId))?.locale).toBe('ar');
        const created = await createUser(db, {
          email: 'neu@example.com',
          firstName: 'Neu',
          lastName: 'Nutzer',
          passwordHash: 'x',
          locale: 'de',
        });
        expect(created.locale).toBe('de');
        await expect(
          sql`update users set locale = ${'x'.repeat(36)} where id = ${userId}`.execute(db),
        ).rejects.toThrow();
        expect((await findUserById(db, userId))?.locale).toBe('ar');
      },
    );
  },
);
