/**
 * Computed reads on worker threads answer exactly what they answer on the request's thread, for
 * each call on varied habits and for the owner only, through the server as well; the worker's
 * module is built here as `pnpm build` builds it.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { build } from 'tsup';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { computedReadsInline, type AnyComputedRead } from '@taper/api';
import { createHabit, insertEntries, writeGoalVersions } from '@taper/db';
import { addDays, HISTORY_BUCKETS, type HistoryBucket } from '@taper/domain';
import { randomHabit, seededRandom } from '@taper/domain/testing';
import { startComputedReads, type ComputedReadsHost } from './computed-reads-pool';
import { buildApp } from './app';
import {
  availableTestEngines,
  CHEAP_ARGON2,
  createTestApp,
  injectClient,
  testConfig,
  type TestApp,
} from './testing';

const API_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const TODAY = '2025-03-15';
const USER = { timezone: 'UTC', dayEndsAtHour: 0, weekStart: 'monday' } as const;

/** The worker's module as tsup.config.ts builds it, inside apps/api so its imports resolve. */
async function buildWorker(): Promise<{ file: string; remove: () => void }> {
  const outDir = mkdtempSync(path.join(API_DIR, '.test-worker-'));
  await build({
    entry: { 'computed-reads-worker': path.join(API_DIR, 'src', 'computed-reads-worker.ts') },
    format: 'esm',
    target: 'node20',
    platform: 'node',
    outDir,
    noExternal: [/^@taper\//],
    silent: true,
    config: false,
  });
  return {
    file: path.join(outDir, 'computed-reads-worker.js'),
    remove: () => {
      rmSync(outDir, { recursive: true, force: true });
    },
  };
}

/** Nothing listens on port 1: every connection a thread tries is refused. */
const UNREACHABLE = { url: 'postgres://taper@127.0.0.1:1/taper' };

describe('a database the threads cannot reach', () => {
  it("fails with the database's error code, so the server answers 503 and not 500", async () => {
    const worker = await buildWorker();
    const t = await createTestApp('sqlite');
    const threads = startComputedReads(t.testDb.db, UNREACHABLE, 1, worker.file, -1);
    const app = await buildApp({
      db: t.testDb.db,
      config: testConfig(),
      now: () => t.clock.now,
      passwordHashing: CHEAP_ARGON2,
      computedReads: threads,
    });
    try {
      expect(threads.onThreads).toBe(true);
      const { id: userId, token } = await t.signup('away@example.com');
      const habit = await createHabit(t.testDb.db, userId, {
        createdOn: '2025-01-01',
        name: 'Away',
      });
      const call = {
        kind: 'weekdays' as const,
        user: { id: userId, ...USER },
        today: TODAY,
        habitId: habit.id,
        input: {},
      };
      await expect(threads.run(call)).rejects.toMatchObject({ code: 'ECONNREFUSED' });

      const res = await injectClient(app).rest('GET', `/api/habits/${String(habit.id)}/weekdays`, {
        token,
      });
      expect(res.statusCode, res.body).toBe(503);
      expect(res.json<{ message: string }>().message).toBe(
        'The service is temporarily unavailable, please try again',
      );
    } finally {
      await app.close();
      await threads.close();
      await t.close();
      worker.remove();
    }
  }, 60_000);
});

describe('where a call runs', () => {
  it("a short history on the request's thread, a long one on a thread, a missing habit nowhere", async () => {
    const worker = await buildWorker();
    const t = await createTestApp('sqlite');
    // The threads reach no database: a call that goes to one fails, one run here answers.
    const threads = startComputedReads(t.testDb.db, UNREACHABLE, 1, worker.file, 30);
    try {
      const { id: userId } = await t.signup('lengths@example.com');
      const lengths = { short: 30, long: 31 };
      const ids: Record<string, number> = {};
      for (const [name, days] of Object.entries(lengths)) {
        const habit = await createHabit(t.testDb.db, userId, { createdOn: '2025-01-01', name });
        const entries = Array.from({ length: days }, (_, day) => ({
          date: addDays(TODAY, -day),
          performance: 'success',
          actualValue: 1,
        }));
        await insertEntries(t.testDb.db, userId, habit.id, entries, new Date());
        ids[name] = habit.id;
      }
      const call = (habitId: number) => ({
        kind: 'weekdays' as const,
        user: { id: userId, ...USER },
        today: TODAY,
        habitId,
        input: {},
      });
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
    } finally {
      await threads.close();
      await t.close();
      worker.remove();
    }
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
