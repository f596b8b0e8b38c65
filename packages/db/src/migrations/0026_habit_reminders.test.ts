import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { claimReminder, findHabit, listHabitReminders } from '../index';
import { createTestDbWithOldRows, ENGINES, type TestDb } from '../testing';

const nine = { time: '09:00', days: ['monday', 'friday'] };

describe.each(ENGINES)(
  'migration 0026: several reminders a habit, each claimed on its own [$engine]',
  ({ engine, available }) => {
    let testDb: TestDb | undefined;
    let userId = 0;
    let coffeeId = 0;
    let teaId = 0;

    beforeAll(async () => {
      if (!available) return;
      ({
        testDb,
        userIds: [userId = 0],
      } = await createTestDbWithOldRows(engine, '0025_push_user_agent', {
        habits: ['Coffee', 'Tea'],
        more: async (db, [owner]) => {
          await sql`update habits set reminder = ${JSON.stringify(nine)} where name = 'Coffee'`.execute(
            db,
          );
          const { rows } = await sql<{ id: number }>`select id from habits order by id`.execute(db);
          const [coffee] = rows.map((row) => row.id);
          const at = engine === 'sqlite' ? '2026-12-04T09:00:00.000Z' : '2026-12-04T09:00:00Z';
          await sql`insert into reminder_claims (kind, user_id, habit_id, day, claimed_at)
            values ('habit', ${owner}, ${coffee}, '2026-12-04', ${at}),
                   ('check_in', ${owner}, 0, '2026-12-04', ${at})`.execute(db);
          await sql`insert into push_subscriptions (user_id, endpoint, p256dh, auth)
            values (${owner}, 'https://push.example/1', 'k', 'a')`.execute(db);
        },
      }));
      const { rows } = await sql<{ id: number; name: string }>`
        select id, name from habits order by id`.execute(testDb.db);
      coffeeId = rows[0]!.id;
      teaId = rows[1]!.id;
    });

    afterAll(async () => {
      await testDb?.dispose();
    });

    test.skipIf(!available)(
      "a habit's one reminder becomes the first of its list; a habit without one has none",
      async () => {
        const db = testDb!.db;
        expect((await findHabit(db, userId, coffeeId))?.reminders).toEqual([nine]);
        expect((await findHabit(db, userId, teaId))?.reminders).toBeNull();
        const due = await listHabitReminders(db, 0, 10);
        expect(due.map((row) => [row.name, row.reminders])).toEqual([['Coffee', [nine]]]);
      },
    );

    test.skipIf(!available)(
      "a claim made before stays the claim of the habit's reminder at its time; another time is free",
      async () => {
        const db = testDb!.db;
        const now = new Date('2026-12-04T09:30:00Z');
        const claim = { kind: 'habit' as const, userId, habitId: coffeeId, day: '2026-12-04' };
        expect(await claimReminder(db, { ...claim, reminderTime: '09:00' }, now)).toBe(false);
        expect(await claimReminder(db, { ...claim, reminderTime: '12:30' }, now)).toBe(true);
        expect(await claimReminder(db, { ...claim, reminderTime: '12:30' }, now)).toBe(false);
        const checkIn = { kind: 'check_in' as const, userId, habitId: 0, day: '2026-12-04' };
        expect(await claimReminder(db, { ...checkIn, reminderTime: '' }, now)).toBe(false);
      },
    );
  },
);
