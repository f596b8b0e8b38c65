import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { findHabit, listEntriesForHabit, listGoalVersions } from '../index';
import { createTestDb, ENGINES, type TestDb } from '../testing';
import { dayIn } from './0006_goal_history';

const GOAL = { goalType: 'number', goalSchedule: 'daily', dailyGoal: 2 };

describe.each(ENGINES)('migration 0006: goal history [$engine]', ({ engine, available }) => {
  let testDb: TestDb | undefined;
  let userId = 0;
  let habitId = 0;

  beforeAll(async () => {
    if (!available) return;
    testDb = await createTestDb(engine, { upTo: '0005_rate_limits' });
    const { db } = testDb;
    const user = await sql<{ id: number }>`
      insert into users (email, first_name, last_name, password_hash, role, tier, theme_preference, timezone)
      values ('old@example.com', 'Ol', 'D', 'x', 'USER', 'FREE', 'light', 'Pacific/Auckland')
      returning id`.execute(db);
    userId = user.rows[0]!.id;
    // 2025-03-01T20:00Z is already 2 March in Auckland.
    const created =
      engine === 'sqlite' ? '2025-03-01T20:00:00.000Z' : new Date('2025-03-01T20:00:00Z');
    const habit = await sql<{ id: number }>`
      insert into habits (user_id, name, color, icon, goal, created_at, updated_at)
      values (${userId}, 'Coffee', '#3B82F6', 'coffee', ${JSON.stringify(GOAL)}, ${created}, ${created})
      returning id`.execute(db);
    habitId = habit.rows[0]!.id;
    await sql`
      insert into habit_entries (habit_id, user_id, date, performance, actual_value)
      values (${habitId}, ${userId}, '2025-03-05', 'over', 3)`.execute(db);
    await testDb.migrateToLatest();
  });

  afterAll(async () => {
    await testDb?.dispose();
  });

  test.skipIf(!available)('every habit gets one version, from its creation day', async () => {
    expect(await listGoalVersions(testDb!.db, userId, habitId)).toEqual([
      { effectiveFrom: '2025-03-02', goal: GOAL },
    ]);
    expect((await findHabit(testDb!.db, userId, habitId))?.plan).toBeNull();
  });

  test.skipIf(!available)('entries keep their results', async () => {
    expect(await listEntriesForHabit(testDb!.db, userId, habitId)).toMatchObject([
      { date: '2025-03-05', performance: 'over', actualValue: 3 },
    ]);
  });

  test.skipIf(!available)('versions go with their habit, and bump the data revision', async () => {
    const { db } = testDb!;
    const revision = async () =>
      (
        await sql<{ r: number }>`select data_revision as r from users where id = ${userId}`.execute(
          db,
        )
      ).rows[0]!.r;
    const before = await revision();
    await sql`update habit_goal_versions set effective_from = '2025-03-01' where habit_id = ${habitId}`.execute(
      db,
    );
    expect(await revision()).toBeGreaterThan(before);
    await sql`delete from habits where id = ${habitId}`.execute(db);
    expect(await listGoalVersions(db, userId, habitId)).toEqual([]);
  });
});

describe('dayIn', () => {
  test("is the day in the owner's zone, UTC for an unknown zone", () => {
    const instant = new Date('2025-03-01T20:00:00Z');
    expect(dayIn(instant, 'Pacific/Auckland')).toBe('2025-03-02');
    expect(dayIn(instant, 'America/New_York')).toBe('2025-03-01');
    expect(dayIn(new Date('2025-03-01T23:30:00Z'), 'Not/AZone')).toBe('2025-03-01');
  });
});
