/**
 * A habit's entries revision stays exact while many transactions write its entries at once: what
 * a reader holding revision R reads as "written after R" must be everything written after it.
 * The writers here do not lock the habit first (as the API's services do), so only the database's
 * own keeping of the revisions is tested.
 */
import { sql } from 'kysely';
import { expect, test } from 'vitest';
import type { Db } from '../client';
import { describeEngines, makeUser, openConnections } from '../testing';
import { listEntriesChangedSince, upsertEntry } from './entries';
import { createHabit, findHabit } from './habits';

const WRITERS = 40;

/** Each date's entry as a reader keeps it: all read once, then only what changed after. */
async function readAlong(db: Db, userId: number, habitId: number, writing: () => boolean) {
  const kept = new Map<string, number | null>();
  let revision = -1;
  const step = async () => {
    const habit = await findHabit(db, userId, habitId);
    for (const entry of await listEntriesChangedSince(db, userId, habitId, revision))
      kept.set(entry.date, entry.actualValue);
    revision = habit!.entriesRevision;
  };
  while (writing()) await step();
  await step();
  return kept;
}

describeEngines('entries revisions under concurrent writers of one habit', (ctx) => {
  test('every transaction gets its own revision, and a reader following along misses no entry', async () => {
    const { db } = ctx;
    const user = await makeUser(db);
    const habit = await createHabit(db, user.id, { createdOn: '2025-01-01', name: 'Coffee' });
    await openConnections(db, 10);
    let writing = true;
    // The reader has its own connections (as another process), so it reads while the writers wait.
    const another = ctx.openAnother();
    const reader = readAlong(another.db, user.id, habit.id, () => writing);
    const writes = Array.from({ length: WRITERS }, (_, n) =>
      db.transaction().execute(async (trx) => {
        await upsertEntry(trx, {
          habitId: habit.id,
          userId: user.id,
          date: new Date(Date.UTC(2026, 0, 1 + n)).toISOString().slice(0, 10),
          performance: 'success',
          actualValue: n,
        });
        // Keeps the transaction open a while, so the writers overlap on PostgreSQL.
        if (ctx.engine === 'postgres') await sql`select pg_sleep(0.01)`.execute(trx);
      }),
    );
    await Promise.all(writes);
    writing = false;
    const kept = await reader;
    await another.close();

    const rows = await db
      .selectFrom('habitEntries')
      .select(['date', 'actualValue', 'revision'])
      .where('habitId', '=', habit.id)
      .execute();
    expect(rows).toHaveLength(WRITERS);
    // One entry per transaction, each transaction its own revision: no two entries share one.
    const revisions = rows.map((row) => row.revision).sort((a, b) => a - b);
    expect(revisions).toEqual(Array.from({ length: WRITERS }, (_, n) => n + 1));
    const after = await findHabit(db, user.id, habit.id);
    expect(after!.entriesRevision).toBe(WRITERS);
    expect(after!.entriesRemovedRevision).toBe(0);
    // Built only from "written after the revision I hold", the reader has every entry as stored.
    expect(kept).toEqual(new Map(rows.map((row) => [row.date, row.actualValue])));
  });
});
