import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { findUserById, listHabits } from '../index';
import { createTestDb, ENGINES, type TestDb } from '../testing';

describe.each(ENGINES)(
  'migration 0009: archived and ordered habits, week start and day end [$engine]',
  ({ engine, available }) => {
    let testDb: TestDb | undefined;
    let userId = 0;

    beforeAll(async () => {
      if (!available) return;
      testDb = await createTestDb(engine, { upTo: '0007_theme_system' });
      const row = await sql<{ id: number }>`
        insert into users (email, first_name, last_name, password_hash, role, tier, timezone)
        values ('old@example.com', 'A', 'B', 'x', 'USER', 'FREE', 'UTC')
        returning id`.execute(testDb.db);
      userId = row.rows[0]!.id;
      for (const name of ['First', 'Second', 'Third'])
        await sql`insert into habits (user_id, name, color, icon, goal)
          values (${userId}, ${name}, '#3B82F6', 'coffee', '{"goalType":"number","goalSchedule":"daily","dailyGoal":1}')`.execute(
          testDb.db,
        );
      await testDb.migrateToLatest();
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
