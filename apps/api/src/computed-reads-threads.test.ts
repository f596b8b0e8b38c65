/**
 * Computed reads on worker threads answer exactly what they answer on the request's thread, for
 * each call on varied habits and for the owner only, through the server as well.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { computedReadsInline, type AnyComputedRead } from '@taper/api';
import { createHabit, insertEntries, writeGoalVersions } from '@taper/db';
import { addDays, HISTORY_BUCKETS, type HistoryBucket } from '@taper/domain';
import { randomHabit, seededRandom } from '@taper/domain/testing';
import { startComputedReads, type ComputedReadsHost } from './computed-reads-pool';
import { buildWorker, TODAY, USER } from './computed-reads-pool.testing';
import { buildApp } from './app';
import {
  availableTestEngines,
  CHEAP_ARGON2,
  createTestApp,
  injectClient,
  testConfig,
  type TestApp,
} from './testing';

describe.each(availableTestEngines())('computed reads on worker threads, %s', (engine) => {
  let worker: Awaited<ReturnType<typeof buildWorker>>;
  let t: TestApp;
  let threaded: FastifyInstance;
  let threads: ComputedReadsHost;
  const habits: { userId: number; token: string; id: number }[] = [];
  let stranger: { userId: number; token: string };

  beforeAll(async () => {
    worker = await buildWorker();
    t = await createTestApp(engine);
    const db = t.testDb.db;
    const owner = await t.signup('owner@example.com');
    const other = await t.signup('other@example.com');
    stranger = { userId: other.id, token: other.token };
    await db.updateTable('users').set({ timezone: 'UTC' }).execute();
    for (let seed = 1; seed <= 6; seed++) {
      const habit = randomHabit(seededRandom(seed * 104_729), seed % 3 === 0 ? { days: 1500 } : {});
      const goal = habit.history[0]?.goal;
      if (!goal) throw new Error('no goal');
      const row = await createHabit(
        db,
        owner.id,
        {
          createdOn: habit.createdOn,
          name: `Habit ${String(seed)}`,
          goal,
          unloggedDays: habit.unloggedDays,
          baseline: goal.goalType === 'number' ? habit.baseline : null,
        },
        new Date(`${habit.createdOn}T12:00:00Z`),
      );
      await writeGoalVersions(db, owner.id, row.id, habit.history);
      await insertEntries(db, owner.id, row.id, habit.entries, new Date(`${TODAY}T12:00:00Z`));
      habits.push({ userId: owner.id, token: owner.token, id: row.id });
    }
    // Every habit's calls on the threads, however short its history.
    threads = startComputedReads(db, t.testDb.location, 2, worker.file, -1);
    // A second server on the same database, its computed reads on the threads.
    threaded = await buildApp({
      db,
      config: testConfig(),
      now: () => t.clock.now,
      passwordHashing: CHEAP_ARGON2,
      computedReads: threads,
    });
  }, 120_000);

  afterAll(async () => {
    await threaded.close();
    await threads.close();
    await t.close();
    worker.remove();
  });

  function calls(userId: number, habitId: number): AnyComputedRead[] {
    const user = { id: userId, ...USER };
    const base = { user, today: TODAY, habitId };
    const ranges = [
      { from: addDays(TODAY, -364), to: TODAY },
      { from: addDays(TODAY, -3000), to: addDays(TODAY, -2500) },
    ];
    return [
      ...ranges.map((range) => ({
        ...base,
        kind: 'strength' as const,
        input: { id: habitId, ...range },
      })),
      ...HISTORY_BUCKETS.map((bucket: HistoryBucket) => ({
        ...base,
        kind: 'history' as const,
        input: {
          id: habitId,
          bucket,
          from: addDays(TODAY, bucket === 'day' ? -90 : -2000),
          to: TODAY,
        },
      })),
      { ...base, kind: 'weekdays' as const, input: {} },
      { ...base, kind: 'stats' as const, input: {} },
      { ...base, kind: 'stats' as const, input: { month: { year: 2024, month: 2 } } },
    ];
  }

  it('answers every call as the request thread does', async () => {
    expect(threads.onThreads).toBe(true);
    const inline = computedReadsInline(t.testDb.db);
    let compared = 0;
    for (const { userId, id } of habits) {
      for (const call of calls(userId, id)) {
        const onThread = await threads.run(call);
        expect(onThread).toBeDefined();
        expect(onThread).toStrictEqual(await inline.run(call));
        compared++;
      }
    }
    expect(compared).toBe(habits.length * 9);
  }, 60_000);

  it('answers the summary as the request thread does, each user their own', async () => {
    const inline = computedReadsInline(t.testDb.db);
    const owner = habits[0]?.userId ?? 0;
    for (const id of [owner, stranger.userId]) {
      const call = { kind: 'summary' as const, user: { id, ...USER }, today: TODAY };
      expect(await threads.summary(call)).toStrictEqual(await inline.summary(call));
    }
    const own = await threads.summary({
      kind: 'summary',
      user: { id: owner, ...USER },
      today: TODAY,
    });
    expect(own.habits.map((card) => card.habitId)).toEqual(habits.map((habit) => habit.id));
  });

  it("answers nothing for another user's habit", async () => {
    const habit = habits[0];
    if (!habit) throw new Error('no habit');
    for (const call of calls(stranger.userId, habit.id)) {
      expect(await threads.run(call)).toBeUndefined();
    }
  });

  it('serves them through the server: the owner gets the answer, anyone else 404', async () => {
    const habit = habits[0];
    if (!habit) throw new Error('no habit');
    const client = injectClient(threaded);
    for (const url of [
      `/api/habits/${String(habit.id)}/strength?from=${addDays(TODAY, -364)}&to=${TODAY}`,
      `/api/habits/${String(habit.id)}/history?bucket=year&from=${addDays(TODAY, -3000)}&to=${TODAY}`,
      `/api/habits/${String(habit.id)}/weekdays`,
      `/api/habits/${String(habit.id)}/stats`,
    ]) {
      const onThreads = await client.rest('GET', url, { token: habit.token });
      expect(onThreads.statusCode, onThreads.body).toBe(200);
      const inline = await t.rest('GET', url, { token: habit.token });
      expect(onThreads.json()).toStrictEqual(inline.json());
      const refused = await client.rest('GET', url, { token: stranger.token });
      expect(refused.statusCode).toBe(404);
      expect(refused.json<{ message: string }>().message).toBe('Habit not found');
    }
  });
});
