/**
 * The entry queue kept in IndexedDB (it survives reloads and restarts), its copy in memory for the
 * screens, and sending it: in order, stopping at the first change the network or the session
 * cannot take (it stays queued), moving a change the server refuses to the refused list.
 */
import type { LogEntryBody } from '../../forms/logDialog';
import type { HabitStats } from '@taper/domain';
import { get, update } from 'idb-keyval';
import { isUnauthorized, serverMessage } from '../error-shape';
import { appStore } from '../idb';
import {
  addChange,
  dismissRefused,
  EMPTY_QUEUE,
  refuseChange,
  removeChanges,
  type NewChange,
  type QueuedChange,
  type QueueState,
  type RefusedChange,
} from './state';

const KEY = 'entry-queue';
const CHANNEL = 'taper-entry-queue';

let snapshot: QueueState = EMPTY_QUEUE;
let loaded: Promise<void> | undefined;
const listeners = new Set<() => void>();
let channel: BroadcastChannel | undefined;

function show(next: QueueState) {
  snapshot = next;
  for (const listener of listeners) listener();
}

async function readStored(): Promise<QueueState> {
  try {
    return (await get<QueueState>(KEY, appStore())) ?? EMPTY_QUEUE;
  } catch {
    return snapshot;
  }
}

/** Reads the saved queue once; other tabs say when they change it. */
function ready(): Promise<void> {
  loaded ??= readStored().then((stored) => {
    show(stored);
    if (typeof BroadcastChannel !== 'undefined') {
      channel = new BroadcastChannel(CHANNEL);
      channel.onmessage = () => {
        void readStored().then(show);
      };
    }
  });
  return loaded;
}

/** Changes the saved queue in one IndexedDB transaction, then the copy shown. */
async function change(apply: (state: QueueState) => QueueState): Promise<QueueState> {
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
  channel?.postMessage('changed');
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

/** Queues a change; its place in the queue, or null when nothing is left to send for it. */
export async function enqueueChange(input: NewChange): Promise<number | null> {
  let seq: number | null = null;
  await change((state) => {
    const added = addChange(state, input);
    seq = added.seq;
    return added.state;
  });
  return seq;
}

/**
 * Forgets queued and refused changes on this device: every one (signing out), or every one that
 * is not `keepUserId`'s (another user signed in), so one user's entries never wait for another.
 */
export async function forgetQueuedChanges(keepUserId?: number): Promise<void> {
  const kept = (item: QueuedChange) => item.userId === keepUserId;
  await change((state) => ({
    ...state,
    changes: state.changes.filter(kept),
    refused: state.refused.filter(kept),
  }));
}

export async function dismissRefusedChange(seq: number): Promise<void> {
  await change((state) => dismissRefused(state, seq));
}

/** What the server answers a change with: the habit's fresh figures of the entry's month. */
export interface ChangeAnswer {
  stats: HabitStats;
}

/** How the server is reached: the two calls a change becomes. */
export interface EntrySender {
  log: (habitId: number, body: LogEntryBody) => Promise<ChangeAnswer>;
  clear: (entryId: number) => Promise<ChangeAnswer>;
}

/** A change the server took, with the habit's figures it answered (none: nothing was sent, or already gone). */
export type SentChange = QueuedChange & { stats: HabitStats | undefined };

export interface FlushResult {
  sent: SentChange[];
  refused: RefusedChange[];
  /** 'done': nothing left to send; 'offline': the network failed; 'unauthorized': a 401. */
  stop: 'done' | 'offline' | 'unauthorized';
  /** The error of each change that was refused or stopped the sending. */
  errors: Map<number, unknown>;
}

function httpStatus(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null || !('data' in error)) return undefined;
  const data = (error as { data?: { httpStatus?: unknown } | null }).data;
  return typeof data?.httpStatus === 'number' ? data.httpStatus : undefined;
}

/** What a failed send means: sign in again, the server said no, or try again later. */
export function failureKind(error: unknown): 'unauthorized' | 'refused' | 'retry' {
  if (isUnauthorized(error)) return 'unauthorized';
  const status = httpStatus(error);
  if (status !== undefined && status >= 400 && status < 500 && status !== 408 && status !== 429)
    return 'refused';
  return 'retry';
}

function send(queued: QueuedChange, sender: EntrySender): Promise<ChangeAnswer | undefined> {
  const { change: what } = queued;
  if (what.kind === 'log') return sender.log(queued.habitId, what.body);
  return what.entryId === null ? Promise.resolve(undefined) : sender.clear(what.entryId);
}

async function flushOnce(
  userId: number,
  sender: EntrySender,
  afterSent: (sent: readonly SentChange[]) => Promise<void>,
): Promise<FlushResult> {
  await ready();
  const result: FlushResult = { sent: [], refused: [], stop: 'done', errors: new Map() };
  const tried = new Set<number>();
  for (;;) {
    // Read afresh each time: changes queued meanwhile are sent in the same pass.
    const next = snapshot.changes.find((c) => c.userId === userId && !tried.has(c.seq));
    if (!next) break;
    tried.add(next.seq);
    try {
      const answer = await send(next, sender);
      result.sent.push({ ...next, stats: answer?.stats });
    } catch (error) {
      const kind = failureKind(error);
      if (kind === 'refused' && next.change.kind === 'clear' && httpStatus(error) === 404) {
        result.sent.push({ ...next, stats: undefined }); // already gone: what clearing wanted
        continue;
      }
      result.errors.set(next.seq, error);
      if (kind !== 'refused') {
        result.stop = kind === 'unauthorized' ? 'unauthorized' : 'offline';
        break;
      }
      const refused = { ...next, reason: serverMessage(error) ?? 'Refused by the server' };
      result.refused.push(refused);
      await change((state) => refuseChange(state, refused));
    }
  }
  if (result.sent.length > 0) {
    // The server's figures are on screen before the pending day goes.
    await afterSent(result.sent).catch(() => undefined);
    const seqs = result.sent.map((c) => c.seq);
    await change((state) => removeChanges(state, seqs));
  }
  return result;
}

let running: Promise<FlushResult> | undefined;

/**
 * One tab sends at a time (a Web Lock where the browser has them): the next reads the saved queue
 * afresh, so a change is not sent twice.
 */
function oneTabAtATime(work: () => Promise<FlushResult>): Promise<FlushResult> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks) return work();
  return new Promise<FlushResult>((resolve, reject) => {
    locks
      .request(CHANNEL, async () => {
        await ready();
        show(await readStored());
        resolve(await work());
      })
      .catch(reject);
  });
}

/** Sends the user's queued changes in order; a call while sending waits for the same pass. */
export function flushQueue(
  userId: number,
  sender: EntrySender,
  afterSent: (sent: readonly SentChange[]) => Promise<void>,
): Promise<FlushResult> {
  running ??= oneTabAtATime(() => flushOnce(userId, sender, afterSent)).finally(() => {
    running = undefined;
  });
  return running;
}

/** Tests: forget the copy in memory, as a reload does (the saved queue stays). */
export function forgetQueueInMemory() {
  snapshot = EMPTY_QUEUE;
  loaded = undefined;
  running = undefined;
  channel?.close();
  channel = undefined;
}
