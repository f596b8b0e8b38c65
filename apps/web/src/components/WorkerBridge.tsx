import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocale } from '../i18n/active-locale';
import { getAuthToken } from '../lib/auth-token';
import { useNavigate } from '../lib/router';
import { saveWorkerSession } from '../lib/worker-session';
import { isWorkerMessage, NAVIGATE_MESSAGE } from '../service-worker/protocol';

/**
 * The page's side of the service worker: it keeps the signed-in session where the worker can read
 * it (a notification's 'Log 0' sends with it), shows the path a notification's click asks for, and
 * reads the server's figures again after the worker sent queued entries.
 */
export function WorkerBridge({ userId }: { userId: number | undefined }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  const locale = useLocale();
  useEffect(() => {
    const token = getAuthToken();
    if (userId !== undefined && token !== null) void saveWorkerSession({ token, userId, locale });
  }, [userId, locale]);

  useEffect(() => {
    const container = typeof navigator === 'undefined' ? undefined : navigator.serviceWorker;
    if (!container) return;
    const onMessage = (event: MessageEvent) => {
      const data: unknown = event.data;
      if (!isWorkerMessage(data)) return;
      if (data.type === NAVIGATE_MESSAGE) void navigate(data.url);
      // The worker sent entries: the figures on screen are read again.
      else void queryClient.invalidateQueries();
    };
    container.addEventListener('message', onMessage);
    return () => {
      container.removeEventListener('message', onMessage);
    };
  }, [navigate, queryClient]);

  return null;
}
