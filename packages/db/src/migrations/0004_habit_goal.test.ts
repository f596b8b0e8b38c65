import { goalSchema } from '@taper/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { deleteHabit, findHabit, listEntriesForHabit, purgeDeletedHabits } from '../index';
import { migrationTableSchema } from '../dialect/schema';
import { createTestDb, type TestDb } from '../testing';
import { ENGINES } from '../testing';

/** Habits as the columns before migration 0004 held them, including values no API wrote. */
const LEGACY = [
  {
    name: 'Coffee',
    goal_type: 'number',
    goal_schedule: 'daily',
    daily_goal: 2,
    level_goal: 'low',
    weekly_goals: null,
    custom_tags: null,
    expected: { goalType: 'number', goalSchedule: 'daily', dailyGoal: 2 },
  },
  {
    name: 'Screens',
    goal_type: 'level',
    goal_schedule: 'custom_daily',
    daily_goal: 0,
    level_goal: 'low',
    weekly_goals: JSON.stringify({
      monday: 'low',
      tuesday: 'none',
      wednesday: 'moderate',
      thursday: 'low',
      friday: 'high',
      saturday: 'high',
      sunday: 'none',
    }),
    custom_tags: null,
    expected: {
      goalType: 'level',
      goalSchedule: 'custom_daily',
      weeklyGoals: {
        monday: 'low',
        tuesday: 'none',
        wednesday: 'moderate',
        thursday: 'low',
        friday: 'high',
        saturday: 'high',
        sunday: 'none',
      },
    },
  },
  {
    name: 'Mood',
    goal_type: 'custom_tags',
    goal_schedule: 'daily',
    daily_goal: 0,
    level_goal: '2',
    weekly_goals: null,
    custom_tags: JSON.stringify(['Calm', '1-2 drinks', 'Wild']),
    expected: {
      goalType: 'custom_tags',
      goalSchedule: 'daily',
      customTags: ['Calm', '1-2 drinks', 'Wild'],
      levelGoal: '2',
    },
  },
  {
    name: 'Hand-edited',
    goal_type: 'level',
    goal_schedule: 'daily',
    daily_goal: 0,
    level_goal: 'not-a-level',
    weekly_goals: null,
    custom_tags: null,
    expected: { goalType: 'level', goalSchedule: 'daily', levelGoal: 'none' },
  },
  {
    name: 'Weekly numbers, a day missing',
    goal_type: 'number',
    goal_schedule: 'weekly',
    daily_goal: 9,
    level_goal: 'low',
    weekly_goals: JSON.stringify({ monday: 1, tuesday: 2 }),
    custom_tags: null,
    expected: {
      goalType: 'number',
      goalSchedule: 'weekly',
      weeklyGoals: {
        monday: 1,
        tuesday: 2,
        wednesday: 0,
        thursday: 0,
        friday: 0,
        saturday: 0,
        sunday: 0,
      },
    },
  },
];

describe.each(ENGINES)(
  'migration 0004: the goal as one document [$engine]',
  ({ engine, available }) => {
    let testDb: TestDb | undefined;
    const ids: number[] = [];
    let userId = 0;

    beforeAll(async () => {
      if (!available) return;
      testDb = await createTestDb(engine, { upTo: '0003_user_data_revision' });
      const { db } = testDb;
      const user = await sql<{ id: number }>`
      insert into users (email, first_name, last_name, password_hash, role, tier, theme_preference, timezone)
      values ('legacy@example.com', 'Le', 'Gacy', 'x', 'USER', 'FREE', 'light', 'UTC')
      returning id`.execute(db);
      userId = user.rows[0]!.id;
      for (const habit of LEGACY) {
        const row = await sql<{ id: number }>`
        insert into habits (user_id, name, color, icon, goal_type, goal_schedule, daily_goal,
                            level_goal, weekly_goals, custom_tags)
        values (${userId}, ${habit.name}, '#3B82F6', 'coffee', ${habit.goal_type},
                ${habit.goal_schedule}, ${habit.daily_goal}, ${habit.level_goal},
                ${habit.weekly_goals}, ${habit.custom_tags})
        returning id`.execute(db);
        ids.push(row.rows[0]!.id);
      }
      // The last habit is deleted before the migration: its id must never be handed out again.
      const doomed = await sql<{ id: number }>`
      insert into habits (user_id, name, color, icon, goal_type, goal_schedule)
      values (${userId}, 'Deleted', '#3B82F6', 'coffee', 'number', 'daily') returning id`.execute(
        db,
      );
      await sql`delete from habits where id = ${doomed.rows[0]!.id}`.execute(db);
      await sql`
      insert into habit_entries (habit_id, user_id, date, performance, actual_value)
      values (${ids[0]!}, ${userId}, '2025-03-01', 'over', 3)`.execute(db);
      await testDb.migrateToLatest();
    });

    afterAll(async () => {
      await testDb?.dispose();
    });

    test.skipIf(!available)(
      'every goal is read as the API wrote it, and is a valid goal',
      async () => {
        for (const [index, habit] of LEGACY.entries()) {
          const stored = await findHabit(testDb!.db, userId, ids[index]!);
          expect(stored?.goal).toEqual(habit.expected);
          expect(goalSchema.parse(stored?.goal)).toEqual(habit.expected);
          expect(stored?.name).toBe(habit.name);
        }
      },
    );

    test.skipIf(!available)('the old columns are gone', async () => {
      // On PostgreSQL, only this run's schema: other runs' schemas are visible too.
      const schema = await migrationTableSchema(testDb!.db);
      const columns = (
        await testDb!.whileNoSchemaChanges(() => testDb!.db.introspection.getTables())
      )
        .filter((table) => table.name === 'habits')
        .filter((table) => schema === undefined || table.schema === schema)
        .flatMap((table) => table.columns.map((column) => column.name));
      expect(columns).toContain('goal');
      for (const old of ['goal_type', 'daily_goal', 'weekly_goals'])
        expect(columns).not.toContain(old);
    });

    test.skipIf(!available)(
      'entries keep their habit and results; deleting still cascades',
      async () => {
        const { db } = testDb!;
        expect(await listEntriesForHabit(db, userId, ids[0]!)).toMatchObject([
          { date: '2025-03-01', performance: 'over', actualValue: 3 },
        ]);
        expect(await deleteHabit(db, userId, ids[0]!)).toBe(true);
        // Kept for a restore, then purged: the purge cascades to the entries.
        await purgeDeletedHabits(db, new Date(Date.now() + 400 * 86_400_000));
        expect(await listEntriesForHabit(db, userId, ids[0]!)).toEqual([]);
      },
    );

    test.skipIf(!available)(
      'ids go on after the largest ever used, and writes still bump the data revision',
      async () => {
        const { db } = testDb!;
        const before = await sql<{
          r: number;
        }>`select data_revision as r from users where id = ${userId}`.execute(db);
        const created = await sql<{ id: number }>`
      insert into habits (user_id, name, color, icon, goal)
      values (${userId}, 'New', '#3B82F6', 'coffee', ${JSON.stringify({ goalType: 'number', goalSchedule: 'daily', dailyGoal: 1 })})
      returning id`.execute(db);
        expect(created.rows[0]!.id).toBeGreaterThan(Math.max(...ids) + 1);
        const after = await sql<{
          r: number;
        }>`select data_revision as r from users where id = ${userId}`.execute(db);
        expect(after.rows[0]!.r).toBeGreaterThan(before.rows[0]!.r);
      },
    );
  },
);
