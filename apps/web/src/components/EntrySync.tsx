import { toast } from '@taper/ui';
import { useContext, useEffect, useRef, useState } from 'react';
import { useFlushEntries, usePendingCount, useQueueState } from '../hooks/entry-queue';
import { useRefreshHabitData } from '../hooks/habits';
import { nextTryAt } from '../lib/entry-queue/state';
import { forgetQueuedChanges } from '../lib/entry-queue/store';
import { subscribeSavedElsewhere } from '../lib/entry-queue/saved-queue';
import { useOnline } from '../lib/online';
import { SessionContext } from '../lib/session';
import { OFFLINE_TEXTS } from '../messages';
import { changeItemText } from './change-item';

/** How long a pass that stopped on the network waits before trying again. */
const OFFLINE_RETRY_MS = 20_000;

/**
 * Sends the signed-in user's queued changes when the app starts, when the connection returns and
 * when changes wait; a change the server failed is tried again when its back-off ends (or at
 * once on the user's Retry). Changes another tab or the worker had the server take are read again
 * here, so every open tab shows the same days. Changes another user left on this device (signed
 * out by a 401 before they were sent) are forgotten once someone else signs in.
 */
export function EntrySync() {
  const userId = useContext(SessionContext)?.id;
  useEffect(() => {
    if (userId !== undefined) void forgetQueuedChanges(userId);
  }, [userId]);
  const online = useOnline();
  const waiting = usePendingCount() > 0;
  const state = useQueueState();
  const dueAt = userId === undefined ? undefined : nextTryAt(state, userId);
  const flush = useFlushEntries();
  const [attempt, setAttempt] = useState(0);
  // Whether the device was offline since the last pass: the next pass that sends changes says
  // which (a change sent at once online is said by its own toast).
  const wasOffline = useRef(false);
  useEffect(() => {
    if (!online) wasOffline.current = true;
  }, [online]);
  useEffect(() => {
    if (!online || (!waiting && dueAt === undefined)) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let live = true;
    const later = (ms: number) => {
      timer = setTimeout(() => {
        setAttempt((n) => n + 1);
      }, ms);
    };
    void flush().then((result) => {
      if (result && wasOffline.current && result.stop === 'done') {
        wasOffline.current = false;
        if (result.sent.length > 0) {
          toast(OFFLINE_TEXTS.syncedOffline(result.sent.map(changeItemText)));
        }
      }
      if (!live) return;
      if (result?.stop === 'offline') later(OFFLINE_RETRY_MS);
      else if (dueAt !== undefined) later(Math.max(0, dueAt - Date.now()));
    });
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [online, waiting, dueAt, flush, attempt]);

  const refresh = useRefreshHabitData();
  useEffect(
    () =>
      subscribeSavedElsewhere((habitIds) => {
        for (const id of new Set(habitIds)) void refresh(id);
      }),
    // `refresh` is rebuilt on each render from the query client, which stays the same.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );
  return null;
}
