import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  countHabitEntriesUpTo,
  countSummaryEntriesUpTo,
  deleteEntry,
  insertEntries,
  findHabit,
  listEntriesChangedSince,
  listHabits,
  updateEntry,
  upsertEntry,
} from '../index';
import { createTestDbWithOldRows, ENGINES, makeUser, type TestDb } from '../testing';

describe.each(ENGINES)(
  'migration 0019: each habit counts the changes to its entries [$engine]',
  ({ engine, available }) => {
    let testDb: TestDb | undefined;
    let userId = 0;

    beforeAll(async () => {
      if (!available) return;
      ({
        testDb,
        userIds: [userId = 0],
      } = await createTestDbWithOldRows(engine, '0018_summary_view', {
        habits: ['Coffee', 'Wine'],
        more: async (db, [owner]) => {
          await sql`insert into habit_entries (habit_id, user_id, date, performance)
            select id, user_id, '2026-01-01', 'success' from habits where user_id = ${owner}`.execute(
            db,
          );
        },
      }));
    });

    afterAll(async () => {
      await testDb?.dispose();
    });

    async function revisions(habitId: number) {
      const habit = await findHabit(testDb!.db, userId, habitId);
      return { at: habit!.entriesRevision, removedAt: habit!.entriesRemovedRevision };
    }
    async function count(habitId: number) {
      return countHabitEntriesUpTo(testDb!.db, userId, habitId, 1000);
    }
    const dates = async (habitId: number, after: number) =>
      (await listEntriesChangedSince(testDb!.db, userId, habitId, after))
        .map((entry) => entry.date)
        .sort();

    test.skipIf(!available)(
      'entries written before start at 0; each write moves its own habit on and stamps the entry',
      async () => {
        const db = testDb!.db;
        const [coffee, wine] = await listHabits(db, userId);
        expect(await revisions(coffee!.id)).toEqual({ at: 0, removedAt: 0 });
        expect(await count(coffee!.id)).toBe(1);
        expect(await dates(coffee!.id, -1)).toEqual(['2026-01-01']);
        expect(await dates(coffee!.id, 0)).toEqual([]);

        const logged = await upsertEntry(db, {
          habitId: coffee!.id,
          userId,
          date: '2026-01-02',
          performance: 'success',
        });
        expect(await revisions(coffee!.id)).toEqual({ at: 1, removedAt: 0 });
        expect(await revisions(wine!.id)).toEqual({ at: 0, removedAt: 0 });
        expect(await dates(coffee!.id, 0)).toEqual(['2026-01-02']);
        expect(await count(coffee!.id)).toBe(2);

        // Logging the same day again replaces it: a change, not a removal.
        await upsertEntry(db, {
          habitId: coffee!.id,
          userId,
          date: '2026-01-02',
          performance: 'over',
          actualValue: 4,
        });
        const afterRelog = await revisions(coffee!.id);
        expect(afterRelog.at).toBeGreaterThan(1);
        expect(afterRelog.removedAt).toBe(0);
        expect(await count(coffee!.id)).toBe(2);
        const [changed] = await listEntriesChangedSince(db, userId, coffee!.id, 1);
        expect(changed).toMatchObject({ date: '2026-01-02', performance: 'over', actualValue: 4 });

        // A new note is a change; a new date is a removal of the old one.
        await updateEntry(db, userId, logged!.id, { note: 'long day' });
        const noted = await revisions(coffee!.id);
        expect(noted.at).toBeGreaterThan(afterRelog.at);
        expect(noted.removedAt).toBe(0);
        await updateEntry(db, userId, logged!.id, { date: '2026-01-05' });
        const moved = await revisions(coffee!.id);
        expect(moved.removedAt).toBeGreaterThan(noted.at);
        expect(await dates(coffee!.id, noted.at)).toEqual(['2026-01-05']);
        expect(await count(coffee!.id)).toBe(2);

        await deleteEntry(db, userId, logged!.id);
        const deleted = await revisions(coffee!.id);
        expect(deleted.removedAt).toBe(deleted.at);
        expect(deleted.at).toBeGreaterThan(moved.at);
        expect(await count(coffee!.id)).toBe(1);
        expect(await count(wine!.id)).toBe(1);

        // An entry moved to another habit leaves one and joins the other.
        const wineBefore = await revisions(wine!.id);
        expect(wineBefore).toEqual({ at: 0, removedAt: 0 });
        await sql`update habit_entries set habit_id = ${wine!.id}, date = '2026-01-09' where habit_id = ${coffee!.id}`.execute(
          db,
        );
        expect(await count(coffee!.id)).toBe(0);
        expect(await count(wine!.id)).toBe(2);
        expect((await revisions(coffee!.id)).removedAt).toBeGreaterThan(deleted.at);
        expect(await dates(wine!.id, wineBefore.at)).toEqual(['2026-01-09']);
        // Counted up to a bound; a user's unarchived habits together; nothing for another user.
        expect(await countHabitEntriesUpTo(db, userId, wine!.id, 1)).toBe(1);
        expect(await countSummaryEntriesUpTo(db, userId, 1000)).toBe(2);
        expect(await countSummaryEntriesUpTo(db, userId, 1)).toBe(1);
        expect(await countHabitEntriesUpTo(db, userId + 1000, wine!.id, 1000)).toBeUndefined();
      },
    );

    test.skipIf(!available)(
      'a transaction that writes many entries of a habit stamps them all after the revision before it',
      async () => {
        const db = testDb!.db;
        const [, wine] = await listHabits(db, userId);
        const before = await revisions(wine!.id);
        const days = Array.from({ length: 1200 }, (_, day) => ({
          date: new Date(Date.UTC(2020, 0, 1 + day)).toISOString().slice(0, 10),
          performance: 'success',
          actualValue: 1,
        }));
        await db.transaction().execute(async (trx) => {
          await insertEntries(trx, userId, wine!.id, days, new Date());
          await upsertEntry(trx, {
            habitId: wine!.id,
            userId,
            date: days[0]!.date,
            performance: 'over',
            actualValue: 7,
          });
        });
        const after = await revisions(wine!.id);
        expect(after.at).toBeGreaterThan(before.at);
        expect(after.removedAt).toBe(before.removedAt);
        const changed = await listEntriesChangedSince(db, userId, wine!.id, before.at);
        expect(changed).toHaveLength(1200);
        expect(changed.find((entry) => entry.date === days[0]!.date)).toMatchObject({
          performance: 'over',
          actualValue: 7,
        });
        expect(await listEntriesChangedSince(db, userId, wine!.id, after.at)).toEqual([]);
        expect(await count(wine!.id)).toBe(1000);
      },
    );

    test.skipIf(!available)(
      "another user's habit is still refused by its foreign key, and its revision stays",
      async () => {
        const db = testDb!.db;
        const intruder = await makeUser(db);
        const [coffee] = await listHabits(db, userId);
        const before = await revisions(coffee!.id);
        const countBefore = await count(coffee!.id);
        expect(
          await upsertEntry(db, {
            habitId: coffee!.id,
            userId: intruder.id,
            date: '2026-02-01',
            performance: 'success',
          }),
        ).toBeUndefined();
        expect(await revisions(coffee!.id)).toEqual(before);
        expect(await count(coffee!.id)).toBe(countBefore);
        expect(await dates(coffee!.id, before.at)).toEqual([]);
      },
    );
  },
);
