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
  dayKey,
  failedOf,
  pendingDaysOf,
  type NewChange,
  type QueuedChange,
  type QueueState,
} from '../lib/entry-queue/state';
import {
  discardQueuedChange,
  dismissRefusedChange,
  enqueueChange,
  flushQueue,
  refusalOf,
  retryQueuedChange,
  type FlushResult,
} from '../lib/entry-queue/store';
import { queueSnapshot, subscribeQueue, whenAnswered } from '../lib/entry-queue/saved-queue';
import { lostDaysSnapshot, subscribeLostDays } from '../lib/entry-queue/lost-days';
import { trpc } from '../lib/trpc';
import { useTakeFreshStats } from './fresh-stats';

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

/** How many of the signed-in user's changes wait to be sent (not counting failed ones). */
export function usePendingCount(): number {
  const state = useQueueState();
  const userId = useUserId();
  return userId === undefined
    ? 0
    : changesOf(state, userId).filter((change) => !change.failure).length;
}

/** The signed-in user's changes the server failed (a 5xx, no answer), oldest first. */
export function useFailedChanges(): readonly QueuedChange[] {
  const state = useQueueState();
  const userId = useUserId();
  return useMemo(() => (userId === undefined ? [] : failedOf(state, userId)), [state, userId]);
}

/** Whether `habitId`'s `date` had a change made here replaced by another tab's later one. */
export function useLostDay(habitId: number, date: string): boolean {
  const lost = useSyncExternalStore(subscribeLostDays, lostDaysSnapshot, lostDaysSnapshot);
  const userId = useUserId();
  return userId !== undefined && lost.has(dayKey({ userId, habitId, date }));
}

/** The days of `habitId` whose change made here was replaced by another tab's later one, in order. */
export function useLostDays(habitId: number): readonly string[] {
  const lost = useSyncExternalStore(subscribeLostDays, lostDaysSnapshot, lostDaysSnapshot);
  const userId = useUserId();
  return useMemo(() => {
    if (userId === undefined) return [];
    const prefix = dayKey({ userId, habitId, date: '' });
    return [...lost]
      .filter((key) => key.startsWith(prefix))
      .map((key) => key.slice(prefix.length))
      .sort();
  }, [lost, userId, habitId]);
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

export { discardQueuedChange, dismissRefusedChange, retryQueuedChange };

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
    // Each change is its own request (lib/trpc sends entries unbatched), aborted on a timeout.
    const result = await flushQueue(
      userId,
      {
        log: (habitId, body, signal) =>
          utils.client.entries.log.mutate({ id: habitId, ...body }, { signal }),
        clear: (entryId, signal) => utils.client.entries.delete.mutate({ entryId }, { signal }),
      },
      async (sent) => {
        // The server's figures of each habit as its last change left them: shown as they are.
        const last = new Map(sent.map((change) => [change.habitId, change.stats]));
        await Promise.allSettled([...last].map(([id, stats]) => takeFreshStats(id, stats)));
      },
      { isOnline: () => onlineManager.isOnline() },
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

/**
 * 'sent': the server has it; 'queued': sent when back online; 'held': kept and told elsewhere —
 * until sign-in, or in the header's changes not saved (the server failed it), or replaced by a
 * later change of the same day.
 */
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
      // A pass already under way (here or in another tab) may have ended before this change was
      // due: then one more.
      for (let pass = 0; pass < 3; pass++) {
        const running = flush();
        // Told as soon as this change has its answer, not when a hanging send of another day ends.
        await whenAnswered(seq, running);
        const state = queueSnapshot();
        // Sent by this pass, or by another tab's.
        if (state.sent?.includes(seq)) return 'sent';
        if (state.refused.some((c) => c.seq === seq)) {
          const error =
            refusalOf(seq) ?? new Error(state.refused.find((c) => c.seq === seq)?.reason);
          await dismissRefusedChange(seq); // told at once by the caller instead
          // The server's own error, as before any queue (an Error in any case).
          // eslint-disable-next-line @typescript-eslint/only-throw-error
          throw error;
        }
        const queued = state.changes.find((c) => c.seq === seq);
        // Replaced by a later change of the day (that one is told), or failed (the header tells).
        if (!queued || queued.failure) return 'held';
        const result = await running;
        if (!result || result.stop === 'offline' || !onlineManager.isOnline()) return 'queued';
        if (result.stop === 'unauthorized') return 'held';
      }
      return 'held';
    },
    [userId, flush],
  );
}
