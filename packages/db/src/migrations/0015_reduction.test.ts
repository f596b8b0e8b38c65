import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  createHabit,
  findHabit,
  findUserById,
  listHabits,
  markMilestonesSeen,
  updateHabit,
  updatePreferences,
} from '../index';
import { createTestDbWithOldRows, ENGINES, type TestDb } from '../testing';

describe.each(ENGINES)(
  'migration 0015: baseline, unit, cost per unit, milestones seen and currency [$engine]',
  ({ engine, available }) => {
    let testDb: TestDb | undefined;
    let userId = 0;

    beforeAll(async () => {
      if (!available) return;
      ({
        testDb,
        userIds: [userId = 0],
      } = await createTestDbWithOldRows(engine, '0012_unlogged_days', {
        habits: ['Old'],
      }));
    });

    afterAll(async () => {
      await testDb?.dispose();
    });

    test.skipIf(!available)(
      'existing habits have none, existing users count in euros; the values are kept and checked',
      async () => {
        const db = testDb!.db;
        const [old] = await listHabits(db, userId);
        expect(old).toMatchObject({
          baseline: null,
          unit: null,
          costPerUnit: null,
          milestonesSeen: '',
        });
        expect((await findUserById(db, userId))?.currency).toBe('EUR');
        const coffee = await createHabit(db, userId, {
          createdOn: '2025-01-01',
          name: 'Coffee',
          baseline: 5,
          unit: 'cups',
          costPerUnit: 3.2,
        });
        expect(coffee).toMatchObject({ baseline: 5, unit: 'cups', costPerUnit: 3.2 });
        const cleared = await updateHabit(db, userId, coffee.id, { baseline: null, unit: 'mugs' });
        expect(cleared).toMatchObject({ baseline: null, unit: 'mugs', costPerUnit: 3.2 });
        expect(await markMilestonesSeen(db, userId, coffee.id, ['money-10', 'reduction-25'])).toBe(
          true,
        );
        expect(await markMilestonesSeen(db, userId, coffee.id, ['money-10'])).toBe(true);
        expect((await findHabit(db, userId, coffee.id))?.milestonesSeen).toBe(
          'money-10,reduction-25',
        );
        expect(await markMilestonesSeen(db, userId + 1000, coffee.id, ['money-50'])).toBe(false);
        expect((await updatePreferences(db, userId, { currency: 'GBP' }))?.currency).toBe('GBP');
        await expect(
          sql`update habits set baseline = -1 where id = ${coffee.id}`.execute(db),
        ).rejects.toThrow();
        await expect(
          sql`update habits set cost_per_unit = -0.5 where id = ${coffee.id}`.execute(db),
        ).rejects.toThrow();
        await expect(
          sql`update habits set unit = ${'x'.repeat(21)} where id = ${coffee.id}`.execute(db),
        ).rejects.toThrow();
        await expect(
          sql`update users set currency = 'EURO' where id = ${userId}`.execute(db),
        ).rejects.toThrow();
      },
    );
  },
);
