/**
 * The entry queue kept in IndexedDB (it survives reloads and restarts) and its copy in memory for
 * the screens. Open tabs (and the service worker) tell each other over a BroadcastChannel when the
 * queue changes and which habits the server took changes of, so every tab shows the same days.
 */
import { get, update } from 'idb-keyval';
import { appStore } from '../idb';
import { noticeLost } from './lost-days';
import { EMPTY_QUEUE, type QueueState } from './state';

const KEY = 'entry-queue';
/** The channel the tabs talk on, and the name of the lock one tab sends under. */
export const QUEUE_CHANNEL = 'taper-entry-queue';

/** What one tab (or the worker) tells the others: the queue changed; the server took these habits' changes. */
interface ChannelMessage {
  type: 'changed';
  savedHabitIds: number[];
}

let snapshot: QueueState = EMPTY_QUEUE;
let loaded: Promise<void> | undefined;
const listeners = new Set<() => void>();
const savedElsewhereListeners = new Set<(habitIds: readonly number[]) => void>();
let channel: BroadcastChannel | undefined;

function show(next: QueueState) {
  snapshot = next;
  for (const listener of [...listeners]) listener();
}

function showStored(state: QueueState) {
  noticeLost(state);
  show(state);
}

async function readStored(): Promise<QueueState> {
  try {
    return (await get<QueueState>(KEY, appStore())) ?? EMPTY_QUEUE;
  } catch {
    return snapshot;
  }
}

function isChannelMessage(data: unknown): data is ChannelMessage {
  return (
    typeof data === 'object' &&
    data !== null &&
    (data as { type?: unknown }).type === 'changed' &&
    Array.isArray((data as { savedHabitIds?: unknown }).savedHabitIds)
  );
}

/** Reads the saved queue once; other tabs say when they change it. */
export function ready(): Promise<void> {
  loaded ??= readStored().then((stored) => {
    show(stored);
    if (typeof BroadcastChannel !== 'undefined') {
      channel = new BroadcastChannel(QUEUE_CHANNEL);
      channel.onmessage = (event: MessageEvent) => {
        const data: unknown = event.data;
        void syncFromStorage(isChannelMessage(data) ? data.savedHabitIds : []);
      };
    }
  });
  return loaded;
}

/**
 * Reads the saved queue again as another tab (or the worker) left it, and tells this page's
 * screens which habits the server took changes of there.
 */
export async function syncFromStorage(savedHabitIds: readonly number[] = []): Promise<void> {
  showStored(await readStored());
  if (savedHabitIds.length === 0) return;
  for (const listener of savedElsewhereListeners) listener(savedHabitIds);
}

/** Changes the saved queue in one IndexedDB transaction, then the copy shown. */
export async function changeQueue(
  apply: (state: QueueState) => QueueState,
  savedHabitIds: number[] = [],
): Promise<QueueState> {
  await ready();
  let next = apply(snapshot);
  try {
    await update<QueueState>(
      KEY,
      (stored) => {
        next = apply(stored ?? EMPTY_QUEUE);
        return next;
      },
      appStore(),
    );
  } catch {
    // No IndexedDB (an old or private browser): the queue lives as long as the page.
  }
  show(next);
  const message: ChannelMessage = { type: 'changed', savedHabitIds };
  channel?.postMessage(message);
  return next;
}

export function subscribeQueue(listener: () => void): () => void {
  listeners.add(listener);
  void ready();
  return () => listeners.delete(listener);
}

export function queueSnapshot(): QueueState {
  return snapshot;
}

/** Called with the habits another tab (or the worker) had the server take changes of. */
export function subscribeSavedElsewhere(
  listener: (habitIds: readonly number[]) => void,
): () => void {
  savedElsewhereListeners.add(listener);
  void ready();
  return () => savedElsewhereListeners.delete(listener);
}

/** Reads the saved queue again as another tab (or the worker) left it, before sending it. */
export async function reloadStored(): Promise<void> {
  showStored(await readStored());
}

/** Resolves at the next change of the queue shown (a change queued meanwhile is sent in the pass). */
export function nextShown(): { promise: Promise<void>; cancel: () => void } {
  let cancel = () => {
    // Replaced below, once the listener exists.
  };
  const promise = new Promise<void>((resolve) => {
    const listener = () => {
      listeners.delete(listener);
      resolve();
    };
    listeners.add(listener);
    cancel = () => {
      listeners.delete(listener);
    };
  });
  return { promise, cancel };
}

/**
 * Resolves once `seq` has its answer — sent, refused, failed or replaced (gone from the queue or
 * marked failed) — or when `pass` ends: a change is told of without waiting for other days' sends.
 */
export function whenAnswered(seq: number, pass: Promise<unknown>): Promise<void> {
  return new Promise<void>((resolve) => {
    const check = () => {
      const queued = snapshot.changes.find((item) => item.seq === seq);
      if (queued && !queued.failure) return;
      listeners.delete(check);
      resolve();
    };
    listeners.add(check);
    const end = () => {
      listeners.delete(check);
      resolve();
    };
    pass.then(end, end);
    check();
  });
}

/** Tests: forget the copy in memory, as a reload does (the saved queue stays). */
export function forgetSavedQueueInMemory() {
  snapshot = EMPTY_QUEUE;
  loaded = undefined;
  channel?.close();
  channel = undefined;
}
