import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { findUserById, updatePreferences } from '../index';
import { createTestDbWithOldRows, ENGINES, type TestDb } from '../testing';

describe.each(ENGINES)(
  'migration 0018: the summary view remembered on the user [$engine]',
  ({ engine, available }) => {
    let testDb: TestDb | undefined;
    let userId = 0;

    beforeAll(async () => {
      if (!available) return;
      ({
        testDb,
        userIds: [userId = 0],
      } = await createTestDbWithOldRows(engine, '0015_reduction'));
    });

    afterAll(async () => {
      await testDb?.dispose();
    });

    test.skipIf(!available)(
      'existing users keep the cards; list is kept, nothing else is accepted',
      async () => {
        const db = testDb!.db;
        expect((await findUserById(db, userId))?.summaryView).toBe('cards');
        expect((await updatePreferences(db, userId, { summaryView: 'list' }))?.summaryView).toBe(
          'list',
        );
        expect((await findUserById(db, userId))?.summaryView).toBe('list');
        await expect(
          sql`update users set summary_view = 'grid' where id = ${userId}`.execute(db),
        ).rejects.toThrow();
      },
    );
  },
);
