import { onlineManager } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';

/**
 * TanStack Query starts out online and then follows the browser's online and offline events; a page
 * loaded offline must start offline too, so its queries wait (paused, showing what was saved)
 * instead of failing.
 */
export function startOnlineState() {
  if (typeof navigator !== 'undefined' && !navigator.onLine) onlineManager.setOnline(false);
}

/** Whether the browser is online, as TanStack Query sees it (queries pause while it is not). */
export function useOnline(): boolean {
  return useSyncExternalStore(
    (listener) => onlineManager.subscribe(listener),
    () => onlineManager.isOnline(),
    () => true,
  );
}
