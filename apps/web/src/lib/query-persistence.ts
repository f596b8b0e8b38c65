/**
 * The query cache saved in IndexedDB, so the last habits, entries and figures seen are there
 * offline and after a reload. Written at most once a second (and when the page is hidden); a cache
 * saved under another session (another sign-in, another user) is thrown away on restore.
 */
import type { PersistedClient, Persister } from '@tanstack/react-query-persist-client';
import { del, get, set } from 'idb-keyval';
import { getAuthToken } from './auth-token';
import { appStore } from './idb';

const KEY = 'query-cache';

/** Without IndexedDB (an old or private browser) the app works as before, online only. */
async function safely<T>(work: () => Promise<T>, fallback: T): Promise<T> {
  try {
    return await work();
  } catch {
    return fallback;
  }
}
const WRITE_EVERY_MS = 1000;

/** How long a saved cache is used; the queries are kept in memory as long, so they can be saved. */
export const CACHE_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

/** A short fingerprint of the session (FNV-1a of the token): not the token itself. */
export function sessionBuster(token = getAuthToken()): string {
  if (!token) return 'signed-out';
  let hash = 0x811c9dc5;
  for (let i = 0; i < token.length; i++) {
    hash ^= token.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(36);
}

/** Drops the write the persister has waiting (signing out: nothing of the session is saved). */
let dropWaitingWrite: () => void = () => undefined;

/**
 * The saved cache as `public/boot.js` read it while the app's script loaded (once, and only for the
 * session it was read under): the first screen need not wait for IndexedDB after the app starts.
 */
function takeEarlyRead(): Promise<PersistedClient | undefined> | undefined {
  const boot = typeof window === 'undefined' ? undefined : window.__taperBoot;
  const read = boot?.savedCache;
  if (!boot || !read) return undefined;
  delete boot.savedCache;
  if (boot.token !== getAuthToken()) return undefined;
  // The same structured clone idb-keyval's get would give.
  return safely(() => read as Promise<PersistedClient | undefined>, undefined);
}

export function idbPersister(): Persister {
  let latest: PersistedClient | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  dropWaitingWrite = () => {
    clearTimeout(timer);
    timer = undefined;
    latest = undefined;
  };
  const write = () => {
    clearTimeout(timer);
    timer = undefined;
    const client = latest;
    latest = undefined;
    if (client) void safely(() => set(KEY, client, appStore()), undefined);
  };
  if (typeof document !== 'undefined') {
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'hidden') write();
    });
  }
  return {
    persistClient(client) {
      latest = client;
      timer ??= setTimeout(write, WRITE_EVERY_MS);
    },
    restoreClient: () =>
      takeEarlyRead() ?? safely(() => get<PersistedClient>(KEY, appStore()), undefined),
    removeClient: () => safely(() => del(KEY, appStore()), undefined),
  };
}

/** Forgets the saved cache, and any write of it still waiting (signing out). */
export function removeSavedCache(): Promise<void> {
  dropWaitingWrite();
  return safely(() => del(KEY, appStore()), undefined);
}
