/**
 * Signing out on this device, online or not: the token, the theme kept for the user, the query
 * cache in memory and saved in IndexedDB (habits, entries, notes, the email) and the entry queue
 * are all forgotten at once; the server is told afterwards, when it can be (lib/pending-logout).
 * The device's push subscription ends too, so the user's reminders stop arriving here.
 */
import { STORAGE_KEYS } from './storage-keys';
import type { QueryClient } from '@tanstack/react-query';
import { clearAuthToken, getAuthToken } from './auth-token';
import { forgetQueuedChanges } from './entry-queue/store';
import { rememberLogout } from './pending-logout';
import { unsubscribeDevice } from './push-device';
import { removeSavedCache } from './query-persistence';

export async function signOutOnDevice(queryClient: QueryClient): Promise<void> {
  // First and synchronously: a reload from here on, offline too, is signed out.
  const token = getAuthToken();
  if (token) rememberLogout(token);
  clearAuthToken();
  try {
    localStorage.removeItem(STORAGE_KEYS.theme);
  } catch {
    // No storage: nothing kept.
  }
  await queryClient.cancelQueries();
  queryClient.clear();
  await Promise.all([removeSavedCache(), forgetQueuedChanges(), unsubscribeDevice(token)]);
}
