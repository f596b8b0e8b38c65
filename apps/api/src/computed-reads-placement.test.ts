/**
 * Where a computed read runs: on a worker thread, on the request's thread, or nowhere; and what
 * the server answers when the threads cannot reach the database.
 */
import { describe, expect, it } from 'vitest';
import { createHabit, insertEntries } from '@taper/db';
import { addDays } from '@taper/domain';
import { startComputedReads } from './computed-reads-pool';
import { buildWorker, TODAY, USER } from './computed-reads-pool.testing';
import { buildApp } from './app';
import { CHEAP_ARGON2, createTestApp, injectClient, testConfig } from './testing';

/** Nothing listens on port 1: every connection a thread tries is refused. */
const UNREACHABLE = { url: 'postgres://taper@127.0.0.1:1/taper' };

/** The weekdays figure of one habit: the computed read these tests place. */
const weekdaysCall = (userId: number, habitId: number) => ({
  kind: 'weekdays' as const,
  user: { id: userId, ...USER },
  today: TODAY,
  habitId,
  input: {},
});

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
type Threads = ReturnType<typeof startComputedReads>;

/** A user signed up through the app with one habit of no entries. */
async function signedUpWithHabit(t: TestApp, email: string, name: string) {
  const { id: userId, token } = await t.signup(email);
  const habit = await createHabit(t.testDb.db, userId, { createdOn: '2025-01-01', name });
  return { userId, token, habit };
}

/**
 * Runs `test` with an app's database and threads that reach no database, placing reads of more
 * than `bound` entries on them: a call that goes to a thread fails, one run here answers.
 */
async function withThreadsAway(
  bound: number,
  test: (t: TestApp, threads: Threads) => Promise<void>,
): Promise<void> {
  const worker = await buildWorker();
  const t = await createTestApp('sqlite');
  const threads = startComputedReads(t.testDb.db, UNREACHABLE, 1, worker.file, bound);
  try {
    await test(t, threads);
  } finally {
    await threads.close();
    await t.close();
    worker.remove();
  }
}

/** `count` days logged, from `from` days before TODAY backwards. */
const loggedDays = (from: number, count: number) =>
  Array.from({ length: count }, (_, day) => ({
    date: addDays(TODAY, -from - day),
    performance: 'success',
    actualValue: 1,
  }));

/** A new habit of the user's with `days` days logged up to TODAY; its id. */
async function habitWithDays(t: TestApp, userId: number, name: string, days: number) {
  const habit = await createHabit(t.testDb.db, userId, { createdOn: '2025-01-01', name });
  await insertEntries(t.testDb.db, userId, habit.id, loggedDays(0, days), new Date());
  return habit.id;
}

describe('a database the threads cannot reach', () => {
  it("fails with the database's error code, so the server answers 503 and not 500", async () => {
    await withThreadsAway(-1, async (t, threads) => {
      const app = await buildApp({
        db: t.testDb.db,
        config: testConfig(),
        now: () => t.clock.now,
        passwordHashing: CHEAP_ARGON2,
        computedReads: threads,
      });
      try {
        expect(threads.onThreads).toBe(true);
        const { userId, token, habit } = await signedUpWithHabit(t, 'away@example.com', 'Away');
        const call = weekdaysCall(userId, habit.id);
        await expect(threads.run(call)).rejects.toMatchObject({ code: 'ECONNREFUSED' });

        const res = await injectClient(app).rest(
          'GET',
          `/api/habits/${String(habit.id)}/weekdays`,
          { token },
        );
        expect(res.statusCode, res.body).toBe(503);
        expect(res.json<{ message: string }>().message).toBe(
          'The service is temporarily unavailable, please try again',
        );
      } finally {
        await app.close();
      }
    });
  }, 60_000);
});

describe('where a call runs', () => {
  it("a short history on the request's thread, a long one on a thread, a missing habit nowhere", async () => {
    await withThreadsAway(30, async (t, threads) => {
      const { id: userId } = await t.signup('lengths@example.com');
      const lengths = { short: 30, long: 31 };
      const ids: Record<string, number> = {};
      for (const [name, days] of Object.entries(lengths))
        ids[name] = await habitWithDays(t, userId, name, days);
      const call = (habitId: number) => weekdaysCall(userId, habitId);
      expect(await threads.run(call(ids.short ?? 0))).toMatchObject({ days: expect.any(Array) });
      await expect(threads.run(call(ids.long ?? 0))).rejects.toMatchObject({
        code: 'ECONNREFUSED',
      });
      expect(await threads.run(call(9_999))).toBeUndefined();
      // The summary walks every habit: 61 entries in all go to a thread.
      const summary = { kind: 'summary' as const, user: { id: userId, ...USER }, today: TODAY };
      await expect(threads.summary(summary)).rejects.toMatchObject({ code: 'ECONNREFUSED' });
      const { id: lightId } = await t.signup('light@example.com');
      const light = await createHabit(t.testDb.db, lightId, {
        createdOn: '2025-01-01',
        name: 'Light',
      });
      const lightSummary = await threads.summary({ ...summary, user: { id: lightId, ...USER } });
      expect(lightSummary.habits.map((card) => card.habitId)).toEqual([light.id]);
      expect(await threads.run({ ...call(ids.short ?? 0), user: { id: 9_999, ...USER } })).toBe(
        undefined,
      );
    });
  }, 60_000);
});

describe("a log's answer", () => {
  it('runs here uncounted when this thread keeps the habit from before the write', async () => {
    await withThreadsAway(30, async (t, threads) => {
      const { userId, habit } = await signedUpWithHabit(t, 'writer@example.com', 'Kept');
      const call = weekdaysCall(userId, habit.id);
      await threads.run(call);
      const since = habit.entriesRevision;
      const written = { habit, versions: [], since, entries: [], performances: [] };
      const answer = (from: number) =>
        t.testDb.statementsDuring(() =>
          threads.run({ ...call, written: { ...written, since: from } }),
        );
      expect(await answer(since)).toEqual([]);
      // Kept at another revision than the write's start: placed by the count kept, as any call's.
      expect(await answer(since - 1)).toEqual([]);
    });
  }, 60_000);
});

describe('a history this thread keeps', () => {
  it('is placed by the count it kept, without counting again; the summary by its last entries', async () => {
    await withThreadsAway(30, async (t, threads) => {
      const { userId, habit } = await signedUpWithHabit(t, 'kept@example.com', 'Kept');
      await insertEntries(t.testDb.db, userId, habit.id, loggedDays(0, 30), new Date());
      const call = weekdaysCall(userId, habit.id);
      const summary = { kind: 'summary' as const, user: { id: userId, ...USER }, today: TODAY };
      const counts = async (work: () => Promise<unknown>) =>
        (await t.testDb.statementsDuring(work)).filter((statement) => /count\(/i.test(statement));
      // Read once here (nothing kept yet: read up to the bound, not counted), then placed by the
      // 30 entries kept.
      expect(await counts(() => threads.run(call))).toEqual([]);
      expect(await counts(() => threads.run(call))).toEqual([]);
      expect(await counts(() => threads.summary(summary))).toHaveLength(1);
      expect(await counts(() => threads.summary(summary))).toEqual([]);
      // One entry more: placed here by the 30 kept, which the read brings to 31; the next goes.
      await insertEntries(t.testDb.db, userId, habit.id, loggedDays(30, 1), new Date());
      expect(await threads.run(call)).toMatchObject({ days: expect.any(Array) });
      await expect(threads.run(call)).rejects.toMatchObject({ code: 'ECONNREFUSED' });
      expect((await threads.summary(summary)).habits).toHaveLength(1);
      await expect(threads.summary(summary)).rejects.toMatchObject({ code: 'ECONNREFUSED' });
    });
  }, 60_000);
});

describe('a history not kept here', () => {
  it('is read once up to the bound, never counted; one found longer goes to the threads, and from then on without a statement here', async () => {
    await withThreadsAway(30, async (t, threads) => {
      const { id: userId } = await t.signup('bounded@example.com');
      const short = await habitWithDays(t, userId, 'Short', 30);
      const long = await habitWithDays(t, userId, 'Long', 45);
      const entryReads = (statements: string[]) =>
        statements.filter((statement) => /from "habit_entries"/i.test(statement));

      const shortRead = await t.testDb.statementsDuring(async () => {
        expect(await threads.run(weekdaysCall(userId, short))).toMatchObject({
          days: expect.any(Array),
        });
      });
      expect(shortRead.filter((statement) => /count\(/i.test(statement))).toEqual([]);
      expect(entryReads(shortRead)).toHaveLength(1);
      expect(entryReads(shortRead)[0]).toMatch(/limit/i);

      const longRead = await t.testDb.statementsDuring(async () => {
        await expect(threads.run(weekdaysCall(userId, long))).rejects.toMatchObject({
          code: 'ECONNREFUSED',
        });
      });
      expect(entryReads(longRead)).toHaveLength(1);
      // Known too long: straight to the threads, with nothing read here.
      const again = await t.testDb.statementsDuring(async () => {
        await expect(threads.run(weekdaysCall(userId, long))).rejects.toMatchObject({
          code: 'ECONNREFUSED',
        });
      });
      expect(again).toEqual([]);
      // Another user asking for that habit is not sent by what was learnt of it: here it is not
      // theirs.
      const { id: otherId } = await t.signup('other-bounded@example.com');
      expect(await threads.run(weekdaysCall(otherId, long))).toBeUndefined();
    });
  }, 60_000);
});

describe('a host without threads to give', () => {
  it('runs computed reads on the request thread: none asked, no worker module, or an in-memory database', async () => {
    const t = await createTestApp('sqlite');
    try {
      const db = t.testDb.db;
      const file = t.testDb.location.url;
      expect(startComputedReads(db, { url: file }, 0).onThreads).toBe(false);
      expect(startComputedReads(db, { url: file }, 2, '/no/such/worker.js').onThreads).toBe(false);
      expect(startComputedReads(db, { url: ':memory:' }, 2).onThreads).toBe(false);
    } finally {
      await t.close();
    }
  });
});
