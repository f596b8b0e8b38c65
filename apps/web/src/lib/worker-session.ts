/**
 * The signed-in session as the service worker sees it: the worker has no localStorage, so the page
 * keeps a copy of the token, the user's id and language in IndexedDB while someone is signed in, and removes
 * it when they sign out. With it, a notification's 'Log 0' queues and sends an entry without a
 * window.
 */
import { del, get, set } from 'idb-keyval';
import { appStore } from './idb';

const KEY = 'worker-session';

export interface WorkerSession {
  token: string;
  userId: number;
  /** The language the user reads, for the texts the worker writes itself. */
  locale?: string;
}

function isWorkerSession(value: unknown): value is WorkerSession {
  if (typeof value !== 'object' || value === null) return false;
  const { token, userId } = value as Record<string, unknown>;
  return typeof token === 'string' && token.length > 0 && typeof userId === 'number';
}

export async function saveWorkerSession(session: WorkerSession): Promise<void> {
  try {
    await set(KEY, session, appStore());
  } catch {
    // No IndexedDB: notifications open the app instead of logging by themselves.
  }
}

export async function forgetWorkerSession(): Promise<void> {
  try {
    await del(KEY, appStore());
  } catch {
    // Nothing was kept.
  }
}

/** The session the page left, or undefined when no one is signed in on this device. */
export async function readWorkerSession(): Promise<WorkerSession | undefined> {
  try {
    const stored: unknown = await get(KEY, appStore());
    return isWorkerSession(stored) ? stored : undefined;
  } catch {
    return undefined;
  }
}
