import type { LogEntryBody } from '../../forms/logDialog';
import type { HabitStats } from '@taper/domain';
import { habitStats } from '@taper/domain/rules';
import { TRPCClientError } from '@trpc/client';
import { IDBFactory } from 'fake-indexeddb';
import { beforeEach, describe, expect, it } from 'vitest';
import { serverError } from '../../testing/api';
import { resetAppStoreForTests } from '../idb';
import { update } from 'idb-keyval';
import { appStore } from '../idb';
import {
  addChange,
  dayKey,
  EMPTY_QUEUE,
  retryDelay,
  RETRY_POLICY,
  type NewChange,
  type QueueState,
} from './state';
import {
  discardQueuedChange,
  enqueueChange,
  flushQueue,
  forgetQueueInMemory,
  forgetQueuedChanges,
  retryQueuedChange,
} from './store';
import {
  queueSnapshot,
  subscribeQueue,
  subscribeSavedElsewhere,
  syncFromStorage,
  whenAnswered,
} from './saved-queue';
import { lostDaysSnapshot } from './lost-days';
import { type EntrySender } from './sending';

const USER = 7;
const log = (date: string, actualValue: number, habitId = 1): NewChange => ({
  userId: USER,
  habitId,
  habitName: 'Coffee',
  date,
  change: { kind: 'log', body: { date, actualValue } },
});
const clear = (date: string, entryId: number | null, habitId = 1): NewChange => ({
  userId: USER,
  habitId,
  habitName: 'Coffee',
  date,
  change: { kind: 'clear', entryId },
});

function apply(...changes: NewChange[]): QueueState {
  return changes.reduce((state, change) => addChange(state, change).state, EMPTY_QUEUE);
}

/** The figures a server answers a change with: here, one habit's month with the call's day logged. */
function answerFor(date: string, actualValue: number): HabitStats {
  const goal = { goalType: 'number', goalSchedule: 'daily', dailyGoal: 2 } as const;
  return habitStats(
    goal,
    [{ id: 1, date, performance: 'success', actualValue, levelValue: null, note: null }],
    { today: '2025-03-15' },
  );
}

/** A server that records what it was sent, and fails the calls `fail` says. */
function fakeServer(fail: (call: string) => Error | undefined = () => undefined) {
  const calls: string[] = [];
  const sender: EntrySender = {
    log: (habitId: number, body: LogEntryBody) => {
      const call = `log ${habitId} ${body.date} ${String(body.actualValue)}`;
      const error = fail(call);
      if (error) return Promise.reject(error);
      calls.push(call);
      return Promise.resolve({ stats: answerFor(body.date, body.actualValue ?? 0) });
    },
    clear: (entryId: number) => {
      const call = `clear ${entryId}`;
      const error = fail(call);
      if (error) return Promise.reject(error);
      calls.push(call);
      return Promise.resolve({ stats: answerFor('2025-03-14', 0) });
    },
  };
  return { calls, sender };
}

const refreshed: number[][] = [];
const answered: (HabitStats | undefined)[][] = [];
const afterSent = (sent: readonly { habitId: number; stats: HabitStats | undefined }[]) => {
  refreshed.push(sent.map((c) => c.habitId));
  answered.push(sent.map((c) => c.stats));
  return Promise.resolve();
};

/** A reload: the copy in memory is gone, the saved queue is read again. */
async function reload(): Promise<QueueState> {
  forgetQueueInMemory();
  await new Promise<void>((resolve) => {
    const stop = subscribeQueue(() => {
      stop();
      resolve();
    });
  });
  return queueSnapshot();
}

beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
  resetAppStoreForTests();
  forgetQueueInMemory();
  refreshed.length = 0;
});

describe('collapsing changes of one day (last writer wins)', () => {
  it('keeps only the last log of a day, moved to the end', () => {
    const state = apply(log('2025-03-01', 1), log('2025-03-02', 5), log('2025-03-01', 3));
    expect(state.changes.map((c) => [c.date, c.change])).toEqual([
      ['2025-03-02', { kind: 'log', body: { date: '2025-03-02', actualValue: 5 } }],
      ['2025-03-01', { kind: 'log', body: { date: '2025-03-01', actualValue: 3 } }],
    ]);
  });

  it('clearing a day logged only here leaves nothing to send', () => {
    const added = addChange(apply(log('2025-03-01', 2)), clear('2025-03-01', null));
    expect(added.seq).toBeNull();
    expect(added.state.changes).toEqual([]);
  });

  it('a log after clearing the server entry replaces the clear; clearing again keeps the delete', () => {
    expect(apply(clear('2025-03-01', 40), log('2025-03-01', 2)).changes).toMatchObject([
      { change: { kind: 'log' } },
    ]);
    expect(apply(clear('2025-03-01', 40), clear('2025-03-01', null)).changes).toMatchObject([
      { change: { kind: 'clear', entryId: 40 } },
    ]);
  });

  it('keeps days of other habits and other users apart', () => {
    const other = { ...log('2025-03-01', 9), userId: USER + 1 };
    const state = apply(log('2025-03-01', 1), log('2025-03-01', 2, 2), other);
    expect(state.changes).toHaveLength(3);
  });
});

describe('sending the queue', () => {
  it('sends in order, once each, and keeps the queue across a reload until sent', async () => {
    await enqueueChange(log('2025-03-01', 1));
    await enqueueChange(log('2025-03-02', 2));
    await enqueueChange(clear('2025-03-03', 12));
    await enqueueChange(log('2025-03-01', 4));
    expect((await reload()).changes).toHaveLength(3);

    const server = fakeServer();
    const result = await flushQueue(USER, server.sender, afterSent);
    expect(result.stop).toBe('done');
    expect(server.calls).toEqual(['log 1 2025-03-02 2', 'clear 12', 'log 1 2025-03-01 4']);
    expect(refreshed).toEqual([[1], [1], [1]]);
    // Each sent change comes with the figures the server answered it with, for the screens.
    expect(
      answered
        .slice(-3)
        .flat()
        .map((stats) => stats?.calendar.find((d) => d.entry)?.date),
    ).toEqual(['2025-03-02', '2025-03-14', '2025-03-01']);
    expect(queueSnapshot().changes).toEqual([]);
    expect((await reload()).changes).toEqual([]);
  });

  it('offline, a network failure stops the sending and keeps the rest queued, not failed', async () => {
    await enqueueChange(log('2025-03-01', 1));
    await enqueueChange(log('2025-03-02', 2));
    const network = TRPCClientError.from(new TypeError('Failed to fetch'));
    const server = fakeServer((call) => (call.includes('2025-03-02') ? network : undefined));
    const result = await flushQueue(USER, server.sender, afterSent, { isOnline: () => false });
    expect(queueSnapshot().changes[0]?.failure).toBeUndefined();
    expect(result.stop).toBe('offline');
    expect(server.calls).toEqual(['log 1 2025-03-01 1']);
    expect((await reload()).changes.map((c) => c.date)).toEqual(['2025-03-02']);
  });

  it('a 401 keeps the whole queue until the user signs in again, then sends it', async () => {
    await enqueueChange(log('2025-03-01', 1));
    await enqueueChange(log('2025-03-02', 2));
    const expired = fakeServer(() => serverError('Unauthorized', 'UNAUTHORIZED', 401));
    const held = await flushQueue(USER, expired.sender, afterSent);
    expect(held.stop).toBe('unauthorized');
    expect(expired.calls).toEqual([]);
    expect((await reload()).changes).toHaveLength(2);

    const signedIn = fakeServer();
    await flushQueue(USER, signedIn.sender, afterSent);
    expect(signedIn.calls).toEqual(['log 1 2025-03-01 1', 'log 1 2025-03-02 2']);
    expect(queueSnapshot().changes).toEqual([]);
  });

  it('a change the server refuses is kept for the user with its reason; the others go on', async () => {
    await enqueueChange(log('2025-03-01', 1, 99));
    await enqueueChange(log('2025-03-02', 2));
    const server = fakeServer((call) =>
      call.startsWith('log 99') ? serverError('Habit not found', 'NOT_FOUND', 404) : undefined,
    );
    const result = await flushQueue(USER, server.sender, afterSent);
    expect(result.stop).toBe('done');
    expect(server.calls).toEqual(['log 1 2025-03-02 2']);
    const after = await reload();
    expect(after.changes).toEqual([]);
    expect(after.refused).toMatchObject([
      { habitId: 99, date: '2025-03-01', reason: 'Habit not found' },
    ]);
  });

  it('clearing an entry that is already gone counts as done', async () => {
    await enqueueChange(clear('2025-03-01', 5));
    const server = fakeServer(() => serverError('Entry not found', 'NOT_FOUND', 404));
    const result = await flushQueue(USER, server.sender, afterSent);
    expect(result.sent).toHaveLength(1);
    // No figures came back: the screens read the habit again.
    expect(result.sent[0]?.stats).toBeUndefined();
    expect(queueSnapshot()).toMatchObject({ changes: [], refused: [] });
  });

  it("sends only the signed-in user's changes", async () => {
    await enqueueChange({ ...log('2025-03-01', 1), userId: USER + 1 });
    const server = fakeServer();
    await flushQueue(USER, server.sender, afterSent);
    expect(server.calls).toEqual([]);
    expect(queueSnapshot().changes).toHaveLength(1);
  });

  it("forgets every change on sign-out, and other users' changes when someone signs in", async () => {
    const other = (date: string): NewChange => ({ ...log(date, 9), userId: 8 });
    await enqueueChange(log('2025-03-10', 1));
    await enqueueChange(other('2025-03-10'));
    await enqueueChange(other('2025-03-11'));
    await forgetQueuedChanges(USER);
    expect(queueSnapshot().changes.map((c) => c.userId)).toEqual([USER]);
    expect((await reload()).changes.map((c) => c.userId)).toEqual([USER]);
    await forgetQueuedChanges();
    expect(queueSnapshot().changes).toEqual([]);
    expect((await reload()).changes).toEqual([]);
    // Numbering goes on, so a change queued later is never taken for a forgotten one.
    const seq = await enqueueChange(log('2025-03-12', 2));
    expect(seq).toBeGreaterThan(3);
  });
});

describe('retry policy', () => {
  it('waits 5 s, 10 s, 20 s, 40 s after each failed try, then only for the user', () => {
    expect([1, 2, 3, 4, 5, 6].map(retryDelay)).toEqual([5_000, 10_000, 20_000, 40_000, null, null]);
    expect(RETRY_POLICY.maxTries).toBe(5);
  });
});

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

describe('several tabs', () => {
  it('a change made here that another tab replaced is told as lost on its day', async () => {
    await enqueueChange(log('2025-03-01', 2));
    await enqueueChange(log('2025-03-02', 4));
    // Another tab logs the same day later: it replaces this tab's change in the saved queue.
    await update<QueueState>(
      'entry-queue',
      (stored) => addChange(stored ?? EMPTY_QUEUE, log('2025-03-01', 5)).state,
      appStore(),
    );
    await syncFromStorage();
    const key = dayKey({ userId: USER, habitId: 1, date: '2025-03-01' });
    expect([...lostDaysSnapshot()]).toEqual([key]);
    expect(queueSnapshot().changes.map((c) => c.change)).toMatchObject([
      { body: { actualValue: 4 } },
      { body: { actualValue: 5 } },
    ]);
    // A new change of that day here: no longer lost.
    await enqueueChange(log('2025-03-01', 6));
    expect(lostDaysSnapshot().size).toBe(0);
  });

  it('a change another tab sent is not lost, and the habits it saved are told', async () => {
    await enqueueChange(log('2025-03-01', 2));
    // The other tab sends it (same saved queue), and says which habit the server took.
    await update<QueueState>(
      'entry-queue',
      (stored) => ({ ...(stored ?? EMPTY_QUEUE), changes: [], sent: [1] }),
      appStore(),
    );
    const told: number[][] = [];
    const stop = subscribeSavedElsewhere((ids) => told.push([...ids]));
    await syncFromStorage([1]);
    stop();
    expect(lostDaysSnapshot().size).toBe(0);
    expect(told).toEqual([[1]]);
    expect(queueSnapshot().changes).toEqual([]);
  });
});
