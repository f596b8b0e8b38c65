/** What the entry queue tests share: changes, a fake server, and a reload of the saved queue. */
import type { LogEntryBody } from '../forms/logDialog';
import type { HabitStats } from '@taper/domain';
import { habitStats } from '@taper/domain/rules';
import { IDBFactory } from 'fake-indexeddb';
import { resetAppStoreForTests } from '../lib/idb';
import { addChange, EMPTY_QUEUE, type NewChange, type QueueState } from '../lib/entry-queue/state';
import { forgetQueueInMemory } from '../lib/entry-queue/store';
import { queueSnapshot, subscribeQueue } from '../lib/entry-queue/saved-queue';
import { type EntrySender } from '../lib/entry-queue/sending';

export const USER = 7;
export const log = (date: string, actualValue: number, habitId = 1): NewChange => ({
  userId: USER,
  habitId,
  habitName: 'Coffee',
  date,
  change: { kind: 'log', body: { date, actualValue } },
});
export const clear = (date: string, entryId: number | null, habitId = 1): NewChange => ({
  userId: USER,
  habitId,
  habitName: 'Coffee',
  date,
  change: { kind: 'clear', entryId },
});

export function apply(...changes: NewChange[]): QueueState {
  return changes.reduce((state, change) => addChange(state, change).state, EMPTY_QUEUE);
}

/** The figures a server answers a change with: here, one habit's month with the call's day logged. */
export function answerFor(date: string, actualValue: number): HabitStats {
  const goal = { goalType: 'number', goalSchedule: 'daily', dailyGoal: 2 } as const;
  return habitStats(
    goal,
    [{ id: 1, date, performance: 'success', actualValue, levelValue: null, note: null }],
    { today: '2025-03-15' },
  );
}

/** A server that records what it was sent, and fails the calls `fail` says. */
export function fakeServer(fail: (call: string) => Error | undefined = () => undefined) {
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

export const refreshed: number[][] = [];
export const answered: (HabitStats | undefined)[][] = [];
export const afterSent = (sent: readonly { habitId: number; stats: HabitStats | undefined }[]) => {
  refreshed.push(sent.map((c) => c.habitId));
  answered.push(sent.map((c) => c.stats));
  return Promise.resolve();
};

/** A reload: the copy in memory is gone, the saved queue is read again. */
export async function reload(): Promise<QueueState> {
  forgetQueueInMemory();
  await new Promise<void>((resolve) => {
    const stop = subscribeQueue(() => {
      stop();
      resolve();
    });
  });
  return queueSnapshot();
}

/** A fresh, empty saved queue and store for each test. */
export function resetQueueStorage() {
  globalThis.indexedDB = new IDBFactory();
  resetAppStoreForTests();
  forgetQueueInMemory();
  refreshed.length = 0;
}
