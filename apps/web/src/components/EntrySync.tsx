import { useContext, useEffect, useState } from 'react';
import { useFlushEntries, usePendingCount } from '../hooks/entry-queue';
import { forgetQueuedChanges } from '../lib/entry-queue/store';
import { useOnline } from '../lib/online';
import { SessionContext } from '../lib/session';

/** How long a send that failed while online (the server down, a timeout) waits to try again. */
const RETRY_MS = 20_000;

/**
 * Sends the signed-in user's queued changes when the app starts, when the connection returns and
 * when changes wait, in order; a failed send tries again later. Changes another user left on this
 * device (signed out by a 401 before they were sent) are forgotten once someone else signs in.
 */
export function EntrySync() {
  const userId = useContext(SessionContext)?.id;
  useEffect(() => {
    if (userId !== undefined) void forgetQueuedChanges(userId);
  }, [userId]);
  const online = useOnline();
  const waiting = usePendingCount() > 0;
  const flush = useFlushEntries();
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!online || !waiting) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let live = true;
    void flush().then((result) => {
      if (live && result?.stop === 'offline') {
        timer = setTimeout(() => {
          setAttempt((n) => n + 1);
        }, RETRY_MS);
      }
    });
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [online, waiting, flush, attempt]);
  return null;
}
