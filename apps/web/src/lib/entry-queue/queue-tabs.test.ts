import { beforeEach, describe, expect, it } from 'vitest';
import { update } from 'idb-keyval';
import { appStore } from '../idb';
import { addChange, dayKey, EMPTY_QUEUE, type QueueState } from './state';
import { enqueueChange } from './store';
import { queueSnapshot, subscribeSavedElsewhere, syncFromStorage } from './saved-queue';
import { lostDaysSnapshot } from './lost-days';
import { USER, log, resetQueueStorage } from '../../testing/entryQueue';

beforeEach(resetQueueStorage);

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
