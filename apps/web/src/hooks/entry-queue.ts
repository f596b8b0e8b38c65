/**
 * The entry queue in React: what is pending (per habit, in all), what was refused, and sending it —
 * the one way every logging path (the today board, both Log dialogs, Clear and Undo) reaches the
 * server. See lib/entry-queue for the queue itself.
 */
import { onlineManager } from '@tanstack/react-query';
import { useCallback, useContext, useMemo, useSyncExternalStore } from 'react';
import { clearAuthToken } from '../lib/auth-token';
import { handleUnauthorized } from '../lib/errors';
import { SessionContext } from '../lib/session';
import {
  changesOf,
  pendingDaysOf,
  type NewChange,
  type QueuedChange,
  type QueueState,
} from '../lib/entry-queue/state';
import {
  dismissRefusedChange,
  enqueueChange,
  flushQueue,
  queueSnapshot,
  subscribeQueue,
  type FlushResult,
} from '../lib/entry-queue/store';
import { trpc } from '../lib/trpc';
import { useTakeFreshStats } from './habits';

export function useQueueState(): QueueState {
  return useSyncExternalStore(subscribeQueue, queueSnapshot, queueSnapshot);
}

function useUserId(): number | undefined {
  return useContext(SessionContext)?.id;
}

/** The signed-in user's pending change of each day of a habit. */
export function usePendingDays(habitId: number) {
  const state = useQueueState();
  const userId = useUserId();
  return useMemo(
    () =>
      userId === undefined
        ? new Map<string, QueuedChange>()
        : pendingDaysOf(state, userId, habitId),
    [state, userId, habitId],
  );
}

/** How many of the signed-in user's changes wait to be sent. */
export function usePendingCount(): number {
  const state = useQueueState();
  const userId = useUserId();
  return userId === undefined ? 0 : changesOf(state, userId).length;
}

/** The signed-in user's changes the server refused, until dismissed. */
export function useRefusedChanges() {
  const state = useQueueState();
  const userId = useUserId();
  return useMemo(
    () => state.refused.filter((item) => item.userId === userId),
    [state.refused, userId],
  );
}

export { dismissRefusedChange };

/**
 * Sends the signed-in user's queue. After a 401 the queue stays: SPEC's 'Unauthorized' toast and
 * reload sign the user out, and the queue is sent once they sign in again.
 */
export function useFlushEntries(): () => Promise<FlushResult | undefined> {
  const userId = useUserId();
  const utils = trpc.useUtils();
  const takeFreshStats = useTakeFreshStats();
  return useCallback(async () => {
    if (userId === undefined) return undefined;
    const result = await flushQueue(
      userId,
      {
        log: (habitId, body) => utils.client.entries.log.mutate({ id: habitId, ...body }),
        clear: (entryId) => utils.client.entries.delete.mutate({ entryId }),
      },
      async (sent) => {
        // The server's figures of each habit as its last change left them: shown as they are.
        const last = new Map(sent.map((change) => [change.habitId, change.stats]));
        await Promise.allSettled([...last].map(([id, stats]) => takeFreshStats(id, stats)));
      },
    );
    if (result.stop === 'unauthorized') {
      // The session is over: SPEC's logged-out toast and reload, landing signed out (no saved
      // user shown again first); the queue waits for the next sign-in.
      clearAuthToken();
      handleUnauthorized();
    }
    return result;
    // `takeFreshStats` is rebuilt on each render from `utils`: the callback stays the same.
  }, [userId, utils]);
}

/** 'sent': the server has it; 'queued': sent when back online; 'held': kept until sign-in. */
export type SaveOutcome = 'sent' | 'queued' | 'held';

/**
 * Queues a change and, online, sends it at once: resolves with where it is, or rejects with the
 * server's error when the server refuses it (the caller shows it, as before any queue).
 */
export function useQueueChange(): (change: Omit<NewChange, 'userId'>) => Promise<SaveOutcome> {
  const userId = useUserId();
  const flush = useFlushEntries();
  return useCallback(
    async (change) => {
      if (userId === undefined) throw new Error('Changing an entry needs a signed-in user');
      const seq = await enqueueChange({ ...change, userId });
      if (seq === null) return 'sent';
      if (!onlineManager.isOnline()) return 'queued';
      // A pass already under way may have ended before this change: then one more.
      for (let pass = 0; pass < 2; pass++) {
        const result = await flush();
        if (!result) return 'queued';
        if (result.sent.some((c) => c.seq === seq)) return 'sent';
        const error = result.errors.get(seq);
        if (result.refused.some((c) => c.seq === seq)) {
          await dismissRefusedChange(seq); // told at once by the caller instead
          throw error;
        }
        if (result.stop === 'unauthorized') return 'held';
        if (result.stop === 'offline') return 'queued';
      }
      return 'queued';
    },
    [userId, flush],
  );
}
