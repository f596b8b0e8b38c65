import { STORAGE_KEYS } from './storage-keys';
import { forgetWorkerSession } from './worker-session';

export function getAuthToken(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEYS.authToken);
  } catch {
    return null;
  }
}

export function setAuthToken(token: string) {
  localStorage.setItem(STORAGE_KEYS.authToken, token);
}

/** Signed out: the service worker's copy of the session goes too. */
export function clearAuthToken() {
  localStorage.removeItem(STORAGE_KEYS.authToken);
  void forgetWorkerSession();
}
