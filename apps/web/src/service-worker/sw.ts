/**
 * The app's service worker, built by vite-plugin-pwa (injectManifest): Workbox precaches the
 * shell, every lazy chunk and the icons (the list is injected at build) and answers navigations
 * with index.html; a new version waits until the page's Reload sends SKIP_WAITING. Push messages
 * become notifications, whose buttons log a zero through the entry queue or open the habit; a
 * subscription the push service replaces is renewed with the server.
 */
import { clientsClaim } from 'workbox-core';
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import type { PushPayload } from '@taper/domain';
import { flushWithSession, logZero, openInApp } from './actions';
import { readWorkerSession } from '../lib/worker-session';
import { workerTexts } from './messages';
import {
  APP_ICON,
  ENTRIES_SENT_MESSAGE,
  notificationOf,
  QUEUE_SYNC_TAG,
  readPushPayload,
} from './protocol';
import { renewSubscription } from './renew-subscription';
import { SERVER_PATHS } from './server-paths';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Parameters<typeof precacheAndRoute>[0];
};

/** Background Sync, where the browser has it (Chromium). */
interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
}
interface SyncRegistration {
  sync?: { register: (tag: string) => Promise<void> };
}

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: SERVER_PATHS }),
);
clientsClaim();

self.addEventListener('message', (event) => {
  const data: unknown = event.data;
  if (
    typeof data === 'object' &&
    data !== null &&
    (data as { type?: unknown }).type === 'SKIP_WAITING'
  )
    void self.skipWaiting();
});

function readEventData(event: PushEvent): unknown {
  try {
    return event.data?.json();
  } catch {
    return undefined;
  }
}

self.addEventListener('push', (event) => {
  const payload = readPushPayload(readEventData(event));
  if (!payload) return;
  const { title, options } = notificationOf(payload);
  event.waitUntil(self.registration.showNotification(title, options));
});

/** Tells the open tabs that entries were sent, so they show the server's figures. */
async function announceSent(habitIds: number[]): Promise<void> {
  if (habitIds.length === 0) return;
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  for (const client of windows) client.postMessage({ type: ENTRIES_SENT_MESSAGE, habitIds });
}

async function logZeroFrom(payload: PushPayload): Promise<void> {
  const outcome = await logZero(payload);
  if (outcome.kind === 'sent') {
    await announceSent(outcome.result.sent.map((change) => change.habitId));
  } else if (outcome.kind === 'queued') {
    await (self.registration as SyncRegistration).sync?.register(QUEUE_SYNC_TAG).catch(() => {
      // No Background Sync: the app sends the queue when it next starts.
    });
  } else if (outcome.kind === 'refused') {
    const texts = workerTexts((await readWorkerSession())?.locale);
    await self.registration.showNotification(texts.refusedTitle(payload.title), {
      body: texts.refusedBody(outcome.reason),
      icon: payload.icon ?? APP_ICON,
      data: { ...payload, actions: [] },
    });
  } else {
    // Signed out on this device: the app, where they can sign in and log.
    await openInApp({ clients: self.clients, origin: self.location.origin }, payload.url);
  }
}

self.addEventListener('notificationclick', (event) => {
  const payload = readPushPayload(event.notification.data);
  event.notification.close();
  if (!payload) return;
  const work =
    event.action === 'log-0'
      ? logZeroFrom(payload)
      : openInApp({ clients: self.clients, origin: self.location.origin }, payload.url);
  event.waitUntil(work);
});

self.addEventListener('pushsubscriptionchange', (event) => {
  event.waitUntil(
    renewSubscription(
      { oldSubscription: event.oldSubscription, newSubscription: event.newSubscription },
      {
        session: readWorkerSession,
        fetch: (input, init) => fetch(input, init),
        subscribe: (options) => self.registration.pushManager.subscribe(options),
      },
    ),
  );
});

self.addEventListener('sync', (event) => {
  const sync = event as SyncEvent;
  if (sync.tag !== QUEUE_SYNC_TAG) return;
  sync.waitUntil(
    flushWithSession().then((result) =>
      announceSent(result?.sent.map((change) => change.habitId) ?? []),
    ),
  );
});
