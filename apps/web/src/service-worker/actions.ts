/**
 * What a notification's click does. 'Log 0' queues a zero for the reminded day in the app's
 * durable entry queue (IndexedDB, the same queue the pages use) and sends it with the session the
 * page left: offline, it stays queued and goes later (Background Sync, or the app's next start).
 * 'Open' and a click on the notification show the habit in an open Taper tab, or open one.
 */
import type { PushPayload } from '@taper/domain';
import { restEntrySender } from '../lib/entry-queue/rest-sender';
import { enqueueChange, flushQueue, type FlushResult } from '../lib/entry-queue/store';
import { readWorkerSession, type WorkerSession } from '../lib/worker-session';
import { NAVIGATE_MESSAGE } from './protocol';

export type LogZeroOutcome =
  /** The server has it. */
  | { kind: 'sent'; result: FlushResult }
  /** Kept in the queue: the network or the session could not take it now. */
  | { kind: 'queued' }
  /** The server refused it, with its reason (it is in the app's refused list too). */
  | { kind: 'refused'; reason: string }
  /** No one is signed in on this device, or the notification names no habit and day. */
  | { kind: 'cannot' };

export interface LogZeroDeps {
  session: () => Promise<WorkerSession | undefined>;
  fetch: typeof fetch;
  /** Whether the device is online: a network failure offline is waiting, online a failure. */
  isOnline?: () => boolean;
}

const defaultDeps: LogZeroDeps = {
  session: readWorkerSession,
  fetch: (input, init) => fetch(input, init),
};

function flushOptions(deps: LogZeroDeps) {
  return deps.isOnline ? { isOnline: deps.isOnline } : {};
}

export async function logZero(
  payload: PushPayload,
  deps: LogZeroDeps = defaultDeps,
): Promise<LogZeroOutcome> {
  const { habitId, day } = payload;
  if (habitId === undefined || day === undefined) return { kind: 'cannot' };
  const session = await deps.session();
  if (!session) return { kind: 'cannot' };
  const seq = await enqueueChange({
    userId: session.userId,
    habitId,
    habitName: payload.title,
    date: day,
    change: { kind: 'log', body: { date: day, actualValue: 0 } },
  });
  if (seq === null) return { kind: 'queued' };
  return sendQueue(session, deps, seq);
}

async function sendQueue(
  session: WorkerSession,
  deps: LogZeroDeps,
  seq: number,
): Promise<LogZeroOutcome> {
  const result = await flushQueue(
    session.userId,
    restEntrySender(session.token, deps.fetch),
    () => Promise.resolve(),
    flushOptions(deps),
  );
  if (result.sent.some((change) => change.seq === seq)) return { kind: 'sent', result };
  const refused = result.refused.find((change) => change.seq === seq);
  if (refused) return { kind: 'refused', reason: refused.reason };
  return { kind: 'queued' };
}

/**
 * Sends whatever the signed-in user has queued (Background Sync, the network being back): the
 * result, or undefined when no one is signed in. Offline it rejects, so the browser tries again.
 */
export async function flushWithSession(
  deps: LogZeroDeps = defaultDeps,
): Promise<FlushResult | undefined> {
  const session = await deps.session();
  if (!session) return undefined;
  const result = await flushQueue(
    session.userId,
    restEntrySender(session.token, deps.fetch),
    () => Promise.resolve(),
    flushOptions(deps),
  );
  if (result.stop === 'offline') throw new Error('Entries wait for the network');
  return result;
}

/** The window clients the click can use, and opening a new one. */
export interface WindowHost {
  clients: Pick<Clients, 'matchAll' | 'openWindow'>;
  origin: string;
}

/**
 * Shows `url` in an open Taper tab (focused, its router told to go there) or opens a new one. A tab
 * of another origin is never used.
 */
export async function openInApp(host: WindowHost, url: string): Promise<void> {
  const windows = await host.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const tab = windows.find((client) => new URL(client.url).origin === host.origin);
  if (!tab) {
    await host.clients.openWindow(url);
    return;
  }
  try {
    await tab.focus();
  } catch {
    // Focus is the browser's to grant: the tab still shows the habit.
  }
  tab.postMessage({ type: NAVIGATE_MESSAGE, url });
}
