import { TRPCClientError } from '@trpc/client';
import { beforeEach, describe, expect, it } from 'vitest';
import { serverError } from '../../testing/api';
import { discardQueuedChange, enqueueChange, flushQueue, retryQueuedChange } from './store';
import { queueSnapshot, whenAnswered } from './saved-queue';
import { type EntrySender } from './sending';
import {
  USER,
  log,
  fakeServer,
  afterSent,
  reload,
  resetQueueStorage,
} from '../../testing/entryQueue';

beforeEach(resetQueueStorage);

describe('changes the server fails', () => {
  const boom = () => serverError('Internal error', 'INTERNAL_SERVER_ERROR', 500);

  it('a 5xx marks the change failed, to try again after a wait; other days are sent', async () => {
    await enqueueChange(log('2025-03-01', 1));
    await enqueueChange(log('2025-03-01', 2, 2));
    await enqueueChange(log('2025-03-02', 3));
    const server = fakeServer((call) => (call === 'log 1 2025-03-01 1' ? boom() : undefined));
    const result = await flushQueue(USER, server.sender, afterSent, { now: () => 1_000 });
    expect(result.stop).toBe('done');
    expect(server.calls).toEqual(['log 2 2025-03-01 2', 'log 1 2025-03-02 3']);
    expect(result.failed.map((c) => c.seq)).toEqual([1]);
    const after = await reload();
    expect(after.changes).toMatchObject([
      { habitId: 1, date: '2025-03-01', failure: { kind: 'error', tries: 1, nextTryAt: 6_000 } },
    ]);
    expect(after.refused).toEqual([]);
  });

  it('backs off, stops after the bound, and Retry sends it again with a fresh count', async () => {
    await enqueueChange(log('2025-03-01', 1));
    let down = true;
    const server = fakeServer(() => (down ? boom() : undefined));
    let now = 0;
    let tries = 0;
    const sender: EntrySender = {
      ...server.sender,
      log: (...args) => {
        tries += 1;
        return server.sender.log(...args);
      },
    };
    const pass = (at: number) => {
      now = at;
      return flushQueue(USER, sender, afterSent, { now: () => now });
    };
    await pass(0);
    expect(tries).toBe(1);
    await pass(4_999); // not due yet
    expect(tries).toBe(1);
    const delays = [5_000, 10_000, 20_000, 40_000];
    let at = 0;
    for (const delay of delays) {
      at += delay;
      await pass(at);
    }
    expect(tries).toBe(5);
    expect(queueSnapshot().changes[0]?.failure).toEqual({
      kind: 'error',
      tries: 5,
      nextTryAt: null,
    });
    // After the bound, no wait is long enough: only the user's Retry sends it.
    await pass(at + 3_600_000);
    expect(tries).toBe(5);

    await retryQueuedChange(1, at + 3_600_000);
    expect(queueSnapshot().changes[0]?.failure).toMatchObject({ tries: 0 });
    await pass(at + 3_600_000);
    expect(tries).toBe(6);
    expect(queueSnapshot().changes[0]?.failure).toMatchObject({ tries: 1 });

    down = false;
    await retryQueuedChange(1, at + 3_700_000);
    await pass(at + 3_700_000);
    expect(tries).toBe(7);
    expect(queueSnapshot().changes).toEqual([]);
    expect(queueSnapshot().sent).toContain(1);
  });

  it('a send with no answer in time is aborted and marked failed; other days do not wait for it', async () => {
    await enqueueChange(log('2025-03-01', 1));
    const beer = await enqueueChange(log('2025-03-01', 2, 2));
    let signal: AbortSignal | undefined;
    const server = fakeServer();
    const sender: EntrySender = {
      ...server.sender,
      log: (habitId, body, abort) => {
        if (habitId === 1) {
          signal = abort;
          return new Promise(() => undefined); // hangs
        }
        return server.sender.log(habitId, body, abort);
      },
    };
    const running = flushQueue(USER, sender, afterSent, { timeoutMs: 200, now: () => 0 });
    // Beer is answered while Coffee still hangs.
    await whenAnswered(beer ?? 0, running);
    expect(server.calls).toEqual(['log 2 2025-03-01 2']);
    expect(signal?.aborted).toBe(false);
    expect(queueSnapshot().changes.map((c) => c.habitId)).toEqual([1]);

    const result = await running;
    expect(signal?.aborted).toBe(true);
    expect(result.failed.map((c) => c.habitId)).toEqual([1]);
    expect(queueSnapshot().changes).toMatchObject([
      { habitId: 1, failure: { kind: 'no-answer', tries: 1, nextTryAt: 5_000 } },
    ]);
  });

  it('online, a network failure is a failed change (no answer), never "offline"', async () => {
    await enqueueChange(log('2025-03-01', 1));
    const network = TRPCClientError.from(new TypeError('Failed to fetch'));
    const server = fakeServer(() => network);
    const result = await flushQueue(USER, server.sender, afterSent, { isOnline: () => true });
    expect(result.stop).toBe('done');
    expect(queueSnapshot().changes[0]?.failure).toMatchObject({ kind: 'no-answer', tries: 1 });
  });

  it('Discard drops the change unsent; a later change of the day starts afresh', async () => {
    await enqueueChange(log('2025-03-01', 1));
    await enqueueChange(log('2025-03-02', 2));
    const failing = fakeServer(() => boom());
    await flushQueue(USER, failing.sender, afterSent, { now: () => 0 });
    expect(queueSnapshot().changes.every((c) => c.failure?.tries === 1)).toBe(true);

    await discardQueuedChange(1);
    const after = await reload();
    expect(after.changes.map((c) => c.date)).toEqual(['2025-03-02']);
    expect(after.sent).not.toContain(1);

    await enqueueChange(log('2025-03-02', 5));
    expect(queueSnapshot().changes).toMatchObject([{ date: '2025-03-02' }]);
    expect(queueSnapshot().changes[0]?.failure).toBeUndefined();
    const server = fakeServer();
    await flushQueue(USER, server.sender, afterSent, { now: () => 0 });
    expect(server.calls).toEqual(['log 1 2025-03-02 5']);
  });
});
