import { TRPCClientError } from '@trpc/client';
import { beforeEach, describe, expect, it } from 'vitest';
import { serverError } from '../../testing/api';
import { type NewChange } from './state';
import { enqueueChange, flushQueue, forgetQueuedChanges } from './store';
import { queueSnapshot } from './saved-queue';
import {
  USER,
  log,
  clear,
  fakeServer,
  refreshed,
  answered,
  afterSent,
  reload,
  resetQueueStorage,
} from '../../testing/entryQueue';

beforeEach(resetQueueStorage);

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
