import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { listHabits } from '../index';
import { createTestDbWithOldRows, ENGINES, type TestDb } from '../testing';

describe.each(ENGINES)(
  "migration 0020: a habit's Loop uuid and description [$engine]",
  ({ engine, available }) => {
    let testDb: TestDb | undefined;
    let userId = 0;

    beforeAll(async () => {
      if (!available) return;
      ({
        testDb,
        userIds: [userId = 0],
      } = await createTestDbWithOldRows(engine, '0019_habit_entries_revision', {
        habits: ['Old'],
      }));
    });

    afterAll(async () => {
      await testDb?.dispose();
    });

    test.skipIf(!available)(
      'gives existing habits none of either, keeps a uuid and a description of 500, refuses longer',
      async () => {
        const db = testDb!.db;
        const [old] = await listHabits(db, userId);
        expect(old).toMatchObject({ loopUuid: null, description: null });
        const id = old!.id;
        await sql`update habits set loop_uuid = ${'a'.repeat(64)}, description = ${'d'.repeat(500)} where id = ${id}`.execute(
          db,
        );
        const [kept] = await listHabits(db, userId);
        expect(kept?.loopUuid).toHaveLength(64);
        expect(kept?.description).toHaveLength(500);
        await expect(
          sql`update habits set description = ${'d'.repeat(501)} where id = ${id}`.execute(db),
        ).rejects.toThrow();
        await expect(
          sql`update habits set loop_uuid = ${'a'.repeat(65)} where id = ${id}`.execute(db),
        ).rejects.toThrow();
      },
    );
  },
);
