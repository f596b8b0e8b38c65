import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createHabit, listHabits, updateHabit } from '../index';
import { createTestDbWithOldRows, ENGINES, type TestDb } from '../testing';

describe.each(ENGINES)(
  "migration 0012: what a day you don't log counts as [$engine]",
  ({ engine, available }) => {
    let testDb: TestDb | undefined;
    let userId = 0;

    beforeAll(async () => {
      if (!available) return;
      ({
        testDb,
        userIds: [userId = 0],
      } = await createTestDbWithOldRows(engine, '0009_schedules', {
        habits: ['Old'],
      }));
    });

    afterAll(async () => {
      await testDb?.dispose();
    });

    test.skipIf(!available)(
      "keeps every existing habit 'not_logged', takes 'zero', and nothing else",
      async () => {
        const db = testDb!.db;
        const [old] = await listHabits(db, userId);
        expect(old?.unloggedDays).toBe('not_logged');
        const slips = await createHabit(db, userId, {
          createdOn: '2025-01-01',
          name: 'Slips',
          unloggedDays: 'zero',
        });
        expect(slips.unloggedDays).toBe('zero');
        const changed = await updateHabit(db, userId, old!.id, { unloggedDays: 'zero' });
        expect(changed?.unloggedDays).toBe('zero');
        await expect(
          sql`update habits set unlogged_days = 'sometimes' where id = ${old!.id}`.execute(db),
        ).rejects.toThrow();
      },
    );
  },
);
