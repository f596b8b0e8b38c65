import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { Answers } from './answers';
import type { Context } from './context';
import { createCallerFactory, router, userDataQuery } from './trpc';

/** A user-data query that counts its runs and can be told to fail once. */
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
  });
  const clock = { now: new Date('2025-03-15T23:30:00Z') };
  const answers = new Answers();
  const caller = (user: { id: number; dataRevision: number; timezone?: string }) =>
    createCallerFactory(testRouter)({
      now: () => clock.now,
      answers,
      user: { role: 'USER', tier: 'FREE', timezone: 'UTC', lastSeenAt: null, ...user },
      session: { id: 's', userId: user.id, expiresAt: clock.now, createdAt: clock.now },
    } as unknown as Context);
  return { runs, clock, caller, failOnce: () => (failNext = true) };
}

describe('userDataQuery', () => {
  it('runs once per user, revision, input and day; a repeat returns the kept answer', async () => {
    const { runs, clock, caller } = setup();
    const alice = { id: 1, dataRevision: 3 };
    expect(await caller(alice).double({ n: 2 })).toEqual({ doubled: 4, today: '2025-03-15' });
    expect(await caller(alice).double({ n: 2 })).toEqual({ doubled: 4, today: '2025-03-15' });
    expect(runs).toHaveLength(1);
    await caller(alice).double({ n: 3 });
    await caller({ id: 2, dataRevision: 3 }).double({ n: 2 });
    await caller({ ...alice, dataRevision: 4 }).double({ n: 2 });
    expect(runs).toHaveLength(4);
    // The day is the user's: Berlin is already on the 16th, and the procedure is told so.
    expect(
      await caller({ ...alice, dataRevision: 4, timezone: 'Europe/Berlin' }).double({ n: 2 }),
    ).toEqual({ doubled: 4, today: '2025-03-16' });
    clock.now = new Date('2025-03-16T08:00:00Z');
    // The same day in UTC now: the same answer, kept, whichever zone asked first.
    expect((await caller({ ...alice, dataRevision: 4 }).double({ n: 2 })).today).toBe('2025-03-16');
    expect(runs).toHaveLength(5);
    clock.now = new Date('2025-03-17T08:00:00Z');
    expect((await caller({ ...alice, dataRevision: 4 }).double({ n: 2 })).today).toBe('2025-03-17');
    expect(runs).toHaveLength(6);
  });

  it('keeps no errors and validates the input of every new key', async () => {
    const { runs, caller, failOnce } = setup();
    const alice = { id: 1, dataRevision: 1 };
    failOnce();
    await expect(caller(alice).double({ n: 5 })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect(await caller(alice).double({ n: 5 })).toMatchObject({ doubled: 10 });
    expect(runs).toHaveLength(2);
    await expect(
      caller(alice).double({ n: 'five' } as unknown as { n: number }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    expect(runs).toHaveLength(2);
  });

  it('needs a signed-in user before anything is kept or served', async () => {
    const runs: string[] = [];
    const testRouter = router({
      q: userDataQuery.query(({ ctx }) => {
        runs.push(ctx.today);
        return 'secret';
      }),
    });
    const anonymous = createCallerFactory(testRouter)({
      now: () => new Date(),
      answers: new Answers(),
      user: null,
      session: null,
    } as unknown as Context);
    await expect(anonymous.q()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    expect(runs).toHaveLength(0);
  });

  it('gives resolvers the user’s habits and entries to read, and no database', async () => {
    const seen: { db: unknown; reads: string[] }[] = [];
    const testRouter = router({
      q: userDataQuery.query(({ ctx }) => {
        seen.push({ db: ctx.db, reads: Object.keys(ctx.data).sort() });
        return 'ok';
      }),
    });
    const caller = createCallerFactory(testRouter)({
      db: {},
      now: () => new Date('2025-03-15T12:00:00Z'),
      answers: new Answers(),
      user: {
        id: 1,
        role: 'USER',
        tier: 'FREE',
        timezone: 'UTC',
        lastSeenAt: null,
        dataRevision: 1,
      },
      session: { id: 's', userId: 1, expiresAt: new Date(), createdAt: new Date() },
    } as unknown as Context);
    await caller.q();
    expect(seen).toEqual([{ db: undefined, reads: ['allEntries', 'entries', 'habit', 'habits'] }]);
  });
});
