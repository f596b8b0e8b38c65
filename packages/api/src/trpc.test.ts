import { TRPCError, type AnyTRPCProcedure } from '@trpc/server';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { Answers } from './reads/answers';
import type { ApiServices, Context } from './context';
import { createCallerFactory, keptBy, protectedProcedure, router, userDataQuery } from './trpc';
import { appRouter } from './router';
import { runProcedure } from './http/procedures';

/** A user-data query that counts its runs and can be told to fail once, and a plain one. */
function setup() {
  const runs: { input: number; today: string }[] = [];
  let failNext = false;
  const testRouter = router({
    double: userDataQuery
      .input(z.object({ n: z.number() }))
      .output(z.object({ doubled: z.number(), today: z.string() }))
      .query(({ ctx, input }) => {
        runs.push({ input: input.n, today: ctx.today });
        if (failNext) {
          failNext = false;
          throw new TRPCError({ code: 'NOT_FOUND', message: 'Not there yet' });
        }
        return { doubled: input.n * 2, today: ctx.today };
      }),
    plain: protectedProcedure.query(() => {
      runs.push({ input: -1, today: '' });
      return 'fresh';
    }),
  });
  const services = { answers: new Answers(), logError: () => undefined } as unknown as ApiServices;
  const context = (user: { id: number; dataRevision: number } | null, today = '2025-03-15') =>
    ({
      ...services,
      now: () => new Date(`${today}T12:00:00Z`),
      today: user ? today : null,
      user: user && { role: 'USER', tier: 'FREE', timezone: 'UTC', lastSeenAt: null, ...user },
      session: user && { id: 's', userId: user.id, expiresAt: new Date(), createdAt: new Date() },
    }) as unknown as Context;
  const run = (ctx: Context, input: unknown, path = 'double') =>
    runProcedure(testRouter, services, ctx, { path, type: 'query', input });
  return { runs, context, run, testRouter, failOnce: () => (failNext = true) };
}

describe('kept answers of user-data queries, for every caller', () => {
  it('runs once per user, data revision, input and day; a repeat is the kept answer', async () => {
    const { runs, context, run } = setup();
    const alice = { id: 1, dataRevision: 3 };
    const first = await run(context(alice), { n: 2 });
    // The kept answer is its JSON, written once, for the wire formats.
    expect(first).toMatchObject({ ok: true, json: '{"doubled":4,"today":"2025-03-15"}' });
    expect(await run(context(alice), { n: 2 })).toEqual(first);
    expect(runs).toHaveLength(1);
    await run(context(alice), { n: 3 });
    await run(context({ id: 2, dataRevision: 3 }), { n: 2 });
    await run(context({ ...alice, dataRevision: 4 }), { n: 2 });
    await run(context(alice, '2025-03-16'), { n: 2 });
    expect(runs).toHaveLength(5);
  });

  it('keeps no errors, and validates the input of every new key', async () => {
    const { runs, context, run, failOnce } = setup();
    const alice = context({ id: 1, dataRevision: 1 });
    failOnce();
    expect(await run(alice, { n: 5 })).toMatchObject({ ok: false, error: { code: 'NOT_FOUND' } });
    expect(await run(alice, { n: 5 })).toMatchObject({
      ok: true,
      json: '{"doubled":10,"today":"2025-03-15"}',
    });
    expect(runs).toHaveLength(2);
    expect(await run(alice, { n: 'five' })).toMatchObject({
      ok: false,
      error: { code: 'BAD_REQUEST' },
    });
    expect(runs).toHaveLength(2);
  });

  it('needs a signed-in user: without one the call runs and is refused', async () => {
    const { runs, context, run } = setup();
    expect(await run(context(null), { n: 1 })).toMatchObject({
      ok: false,
      error: { code: 'UNAUTHORIZED' },
    });
    expect(runs).toHaveLength(0);
  });

  it('gives a kept answer back as data to a caller of the procedure itself', async () => {
    const { runs, context, run, testRouter } = setup();
    const alice = context({ id: 1, dataRevision: 1 });
    await run(alice, { n: 4 });
    const caller = createCallerFactory(testRouter)(alice);
    const answer = { doubled: 8, today: '2025-03-15' };
    expect(await caller.double({ n: 4 })).toEqual(answer);
    expect(await caller.double({ n: 4 })).toEqual(answer);
    expect(runs).toHaveLength(1);
  });

  it('keeps nothing of other procedures', async () => {
    const { runs, context, run } = setup();
    const alice = context({ id: 1, dataRevision: 1 });
    await run(alice, undefined, 'plain');
    await run(alice, undefined, 'plain');
    expect(runs).toHaveLength(2);
  });
});

describe('userDataQuery: what its resolvers may read', () => {
  it('gives resolvers the user’s today, their habits and entries to read, and no database', async () => {
    const seen: { db: unknown; today: string; reads: string[] }[] = [];
    const testRouter = router({
      q: userDataQuery.query(({ ctx }) => {
        seen.push({ db: ctx.db, today: ctx.today, reads: Object.keys(ctx.data).sort() });
        return 'ok';
      }),
    });
    const caller = createCallerFactory(testRouter)({
      db: {},
      // Berlin is already on the 16th.
      now: () => new Date('2025-03-15T23:30:00Z'),
      answers: new Answers(),
      today: null,
      user: {
        id: 1,
        role: 'USER',
        tier: 'FREE',
        timezone: 'Europe/Berlin',
        lastSeenAt: null,
        dataRevision: 1,
      },
      session: { id: 's', userId: 1, expiresAt: new Date(), createdAt: new Date() },
    } as unknown as Context);
    await caller.q();
    expect(seen).toEqual([
      {
        db: undefined,
        today: '2025-03-16',
        reads: [
          'allEntries',
          'allGoalVersions',
          'entries',
          'entryValues',
          'goalVersions',
          'group',
          'groups',
          'habit',
          'habits',
        ],
      },
    ]);
  });

  it('needs a signed-in user', async () => {
    const testRouter = router({ q: userDataQuery.query(() => 'secret') });
    const anonymous = createCallerFactory(testRouter)({
      now: () => new Date(),
      user: null,
      session: null,
    } as unknown as Context);
    await expect(anonymous.q()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });
});

describe('which procedures keep their answers', () => {
  it('every user-data query and the icon list say so in their meta, and no other procedure does', () => {
    const procedures = appRouter._def.procedures as unknown as Record<string, AnyTRPCProcedure>;
    const keeping = (by: string) =>
      Object.keys(procedures).filter((path) => keptBy(procedures[path]!) === by);
    expect(keeping('userData')).toContain('habits.list');
    expect(keeping('userData')).toContain('habits.summary');
    expect(keeping('userData')).toContain('entries.listForHabit');
    expect(keeping('iconCatalog')).toEqual(['icons.list']);
    for (const path of ['habits.create', 'habits.update', 'entries.log', 'auth.me'])
      expect(keptBy(procedures[path]!), path).toBeUndefined();
    // Each keeps its REST route beside the flag: the two metas are merged, not replaced.
    const list = procedures['habits.list']!._def as { meta?: { openapi?: { path: string } } };
    expect(list.meta?.openapi?.path).toBe('/api/habits');
  });
});
