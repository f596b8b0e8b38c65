/**
 * The service worker (built by vite-plugin-pwa into /sw.js): registered after the page has loaded,
 * so it never competes with the first screen's downloads. A new version installs in the background
 * and waits; `useUpdateAvailable` tells the app, whose Reload asks the waiting worker to take over
 * and reloads once it has. Without this, nothing would say a new version exists until every tab is
 * closed.
 */
import { useSyncExternalStore } from 'react';

let waiting: ServiceWorker | null = null;
/** This tab asked for the new version (its Reload): the next controller change reloads it. */
let reloadRequested = false;
const listeners = new Set<() => void>();

function setWaiting(worker: ServiceWorker | null) {
  waiting = worker;
  for (const listener of listeners) listener();
}

/** Watches a registration for an installed worker that waits behind the one in control. */
function watch(registration: ServiceWorkerRegistration) {
  // The first install has no controller to replace: it takes over by itself (clientsClaim).
  if (registration.waiting && navigator.serviceWorker.controller) setWaiting(registration.waiting);
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed' && navigator.serviceWorker.controller) {
        setWaiting(installing);
      }
    });
  });
}

/**
 * The new version took over: this tab reloads if it asked for it; in every other tab (another tab's
 * Reload did it) the prompt closes, as there is no longer a waiting version to switch to.
 */
function onControllerChange() {
  if (reloadRequested) {
    window.location.reload();
    return;
  }
  setWaiting(null);
}

export function registerServiceWorker(url = '/sw.js') {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  navigator.serviceWorker.addEventListener('controllerchange', onControllerChange);
  const register = () => {
    navigator.serviceWorker.register(url, { scope: '/' }).then(
      // A blocked worker can also answer no registration at all (a browser policy or an
      // extension standing in for `register`): nothing to watch then.
      (registration: ServiceWorkerRegistration | undefined) => {
        if (registration) watch(registration);
      },
      () => {
        // No worker (private mode, an old browser): the app works online as before.
      },
    );
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}

/**
 * Reload: the waiting worker takes over (Workbox's SKIP_WAITING message), then the page reloads.
 * If it already took over (another tab's Reload), the page simply reloads.
 */
export function applyUpdate() {
  reloadRequested = true;
  const worker = waiting;
  if (worker?.state !== 'installed') {
    window.location.reload();
    return;
  }
  worker.postMessage({ type: 'SKIP_WAITING' });
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether a new version has installed and waits for Reload. */
export function useUpdateAvailable(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => waiting !== null,
    () => false,
  );
}
