import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { findUserById, listHabits } from '../index';
import { createTestDbWithOldRows, ENGINES, type TestDb } from '../testing';

describe.each(ENGINES)(
  'migration 0009: archived and ordered habits, week start and day end [$engine]',
  ({ engine, available }) => {
    let testDb: TestDb | undefined;
    let userId = 0;

    beforeAll(async () => {
      if (!available) return;
      ({
        testDb,
        userIds: [userId = 0],
      } = await createTestDbWithOldRows(engine, '0007_theme_system', {
        habits: ['First', 'Second', 'Third'],
      }));
    });

    afterAll(async () => {
      await testDb?.dispose();
    });

    test.skipIf(!available)(
      'keeps the listing order, unarchives every habit, defaults the user',
      async () => {
        const db = testDb!.db;
        const habits = await listHabits(db, userId);
        expect(habits.map((habit) => habit.name)).toEqual(['First', 'Second', 'Third']);
        expect(habits.map((habit) => habit.isArchived)).toEqual([false, false, false]);
        expect(habits.map((habit) => habit.position)).toEqual(habits.map((habit) => habit.id));
        expect(await findUserById(db, userId)).toMatchObject({
          weekStart: 'monday',
          dayEndsAtHour: 0,
        });
      },
    );
  },
);
