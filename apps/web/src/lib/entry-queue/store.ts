/**
 * The entry queue kept in IndexedDB (it survives reloads and restarts), its copy in memory for the
 * screens, and sending it: each habit's day in order and the days independently, a change the
 * server refuses moved to the refused list, one that fails online (a 5xx, no answer within the
 * timeout) marked failed and tried again after a growing wait, a few times, then on the user's
 * Retry. Open tabs (and the service worker) tell each other over a BroadcastChannel when the queue
 * changes and which habits the server took changes of, so every tab shows the same days.
 */
import type { LogEntryBody } from '../../forms/logDialog';
import type { HabitStats } from '@taper/domain';
import { get, update } from 'idb-keyval';
import { isUnauthorized, serverMessage } from '../error-shape';
import { appStore } from '../idb';
import {
  addChange,
  dayKey,
  discardChange,
  dismissRefused,
  EMPTY_QUEUE,
  failChange,
  isDue,
  refuseChange,
  removeChanges,
  retryChange,
  type FailureKind,
  type NewChange,
  type QueuedChange,
  type QueueState,
  type RefusedChange,
} from './state';

const KEY = 'entry-queue';
const CHANNEL = 'taper-entry-queue';

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

/** The seq of each day's change this page queued and the server has not answered yet. */
const mine = new Map<string, number>();
/** Days whose change queued here was replaced by a later one from another tab (key → true). */
let lostDays: ReadonlySet<string> = new Set();
const lostListeners = new Set<() => void>();

function show(next: QueueState) {
  snapshot = next;
  for (const listener of [...listeners]) listener();
}

function setLost(next: ReadonlySet<string>) {
  lostDays = next;
  for (const listener of lostListeners) listener();
}

/**
 * After reading what another tab wrote: a change this page queued that is neither queued, sent
 * nor refused any more was replaced by another tab's later change of the same day — it lost.
 */
function noticeLost(state: QueueState) {
  const sent = new Set(state.sent ?? []);
  const refused = new Set(state.refused.map((item) => item.seq));
  const queued = new Set(state.changes.map((item) => item.seq));
  let lost: Set<string> | undefined;
  for (const [key, seq] of mine) {
    if (queued.has(seq)) continue;
    mine.delete(key);
    if (sent.has(seq) || refused.has(seq)) continue;
    if (!state.changes.some((item) => dayKey(item) === key)) continue;
    lost ??= new Set(lostDays);
    lost.add(key);
  }
  if (lost) setLost(lost);
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
function ready(): Promise<void> {
  loaded ??= readStored().then((stored) => {
    show(stored);
    if (typeof BroadcastChannel !== 'undefined') {
      channel = new BroadcastChannel(CHANNEL);
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
async function change(
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

export function subscribeLostDays(listener: () => void): () => void {
  lostListeners.add(listener);
  return () => lostListeners.delete(listener);
}

/** The days (`dayKey`) whose change made here lost to a later one from another tab. */
export function lostDaysSnapshot(): ReadonlySet<string> {
  return lostDays;
}

function forgetLost(key: string) {
  if (!lostDays.has(key)) return;
  const next = new Set(lostDays);
  next.delete(key);
  setLost(next);
}

/** Queues a change; its place in the queue, or null when nothing is left to send for it. */
export async function enqueueChange(input: NewChange): Promise<number | null> {
  const found: { seq: number | null } = { seq: null };
  const key = dayKey(input);
  forgetLost(key);
  await change((state) => {
    const added = addChange(state, input);
    found.seq = added.seq;
    return added.state;
  });
  if (found.seq === null) mine.delete(key);
  else mine.set(key, found.seq);
  return found.seq;
}

/**
 * Forgets queued and refused changes on this device: every one (signing out), or every one that
 * is not `keepUserId`'s (another user signed in), so one user's entries never wait for another.
 */
export async function forgetQueuedChanges(keepUserId?: number): Promise<void> {
  const kept = (item: QueuedChange) => item.userId === keepUserId;
  if (keepUserId === undefined) {
    mine.clear();
    setLost(new Set());
  }
  await change((state) => ({
    ...state,
    changes: state.changes.filter(kept),
    refused: state.refused.filter(kept),
  }));
}

export async function dismissRefusedChange(seq: number): Promise<void> {
  await change((state) => dismissRefused(state, seq));
}

/** The user's Retry of a failed change: due at once, with a fresh count of tries. */
export async function retryQueuedChange(seq: number, now = Date.now()): Promise<void> {
  await change((state) => retryChange(state, seq, now));
}

/** The user's Discard: the change is dropped unsent and the day shows the server's value again. */
export async function discardQueuedChange(seq: number): Promise<void> {
  const dropped = snapshot.changes.find((item) => item.seq === seq);
  if (dropped && mine.get(dayKey(dropped)) === seq) mine.delete(dayKey(dropped));
  await change((state) => discardChange(state, seq));
}

/** What the server answers a change with: the habit's fresh figures of the entry's month. */
export interface ChangeAnswer {
  stats: HabitStats;
}

/** How the server is reached: the two calls a change becomes (aborted by `signal` on a timeout). */
export interface EntrySender {
  log: (habitId: number, body: LogEntryBody, signal?: AbortSignal) => Promise<ChangeAnswer>;
  clear: (entryId: number, signal?: AbortSignal) => Promise<ChangeAnswer>;
}

/** A change the server took, with the habit's figures it answered (none: nothing was sent, or already gone). */
export type SentChange = QueuedChange & { stats: HabitStats | undefined };

export interface FlushResult {
  sent: SentChange[];
  refused: RefusedChange[];
  /** Changes that failed this pass while online (a 5xx, no answer in time): kept, tried later. */
  failed: QueuedChange[];
  /** 'done': nothing due is left; 'offline': the device is offline; 'unauthorized': a 401. */
  stop: 'done' | 'offline' | 'unauthorized';
  /** The error of each change that was refused, failed or stopped the sending. */
  errors: Map<number, unknown>;
}

/** What a pass needs besides the sender: the clock, whether the device is online, the timeout. */
export interface FlushOptions {
  now?: () => number;
  isOnline?: () => boolean;
  /** How long a send may take before it is aborted and counted as failed. */
  timeoutMs?: number;
}

/** A send with no answer within this is aborted and marked failed. */
export const SEND_TIMEOUT_MS = 10_000;

function httpStatus(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { data, meta } = error as {
    data?: { httpStatus?: unknown } | null;
    meta?: { response?: { status?: unknown } } | null;
  };
  if (typeof data?.httpStatus === 'number') return data.httpStatus;
  // An answer that is not the API's JSON (a proxy's 502 page): its HTTP status.
  const status = meta?.response?.status;
  return typeof status === 'number' && status >= 400 ? status : undefined;
}

/** What a failed send means: sign in again, the server said no, or try again later. */
export function failureKind(error: unknown): 'unauthorized' | 'refused' | 'retry' {
  if (isUnauthorized(error)) return 'unauthorized';
  const status = httpStatus(error);
  if (status !== undefined && status >= 400 && status < 500 && status !== 408 && status !== 429)
    return 'refused';
  return 'retry';
}

function send(
  queued: QueuedChange,
  sender: EntrySender,
  signal: AbortSignal,
): Promise<ChangeAnswer | undefined> {
  const { change: what } = queued;
  if (what.kind === 'log') return sender.log(queued.habitId, what.body, signal);
  return what.entryId === null ? Promise.resolve(undefined) : sender.clear(what.entryId, signal);
}

type Attempt =
  { ok: true; answer: ChangeAnswer | undefined } | { ok: false; error: unknown; timedOut: boolean };

/** One send, aborted when it has no answer within `timeoutMs` (a sender deaf to the signal too). */
async function attempt(
  queued: QueuedChange,
  sender: EntrySender,
  timeoutMs: number,
): Promise<Attempt> {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => {
      resolve('timeout');
    }, timeoutMs);
  });
  try {
    const answer = await Promise.race([send(queued, sender, controller.signal), timeout]);
    if (answer === 'timeout') {
      controller.abort();
      return { ok: false, error: new Error('No answer from the server'), timedOut: true };
    }
    return { ok: true, answer };
  } catch (error) {
    return { ok: false, error, timedOut: false };
  } finally {
    clearTimeout(timer);
  }
}

/** Resolves at the next change of the queue shown (a change queued meanwhile is sent in the pass). */
function nextShown(): { promise: Promise<void>; cancel: () => void } {
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
 * One pass: every due change of the user is sent, one at a time per habit and day and all days at
 * once, so a change that fails or hangs holds back no other day. A refused change goes to the
 * refused list; one that fails online is marked failed and tried again later; offline or a 401
 * stops the pass, keeping the rest queued.
 */
async function flushOnce(
  userId: number,
  sender: EntrySender,
  afterSent: (sent: readonly SentChange[]) => Promise<void>,
  options: FlushOptions,
): Promise<FlushResult> {
  await ready();
  const now = options.now ?? Date.now;
  const isOnline = options.isOnline ?? (() => typeof navigator === 'undefined' || navigator.onLine);
  const timeoutMs = options.timeoutMs ?? SEND_TIMEOUT_MS;
  const result: FlushResult = {
    sent: [],
    refused: [],
    failed: [],
    stop: 'done',
    errors: new Map(),
  };
  const tried = new Set<number>();
  const inFlight = new Map<string, Promise<void>>();

  const settle = async (next: QueuedChange, outcome: Attempt) => {
    // Answered (taken or refused): no longer this page's to watch for another tab's replacing it.
    const answered = () => {
      if (mine.get(dayKey(next)) === next.seq) mine.delete(dayKey(next));
    };
    if (outcome.ok) {
      answered();
      const sent = { ...next, stats: outcome.answer?.stats };
      result.sent.push(sent);
      // The server's figures are on screen before the pending day goes.
      await afterSent([sent]).catch(() => undefined);
      await change((state) => removeChanges(state, [next.seq]), [next.habitId]);
      return;
    }
    const { error } = outcome;
    const kind = outcome.timedOut ? 'retry' : failureKind(error);
    if (kind === 'refused' && next.change.kind === 'clear' && httpStatus(error) === 404) {
      // Already gone: what clearing wanted.
      answered();
      result.sent.push({ ...next, stats: undefined });
      await afterSent([{ ...next, stats: undefined }]).catch(() => undefined);
      await change((state) => removeChanges(state, [next.seq]), [next.habitId]);
      return;
    }
    result.errors.set(next.seq, error);
    if (kind === 'unauthorized') {
      result.stop = 'unauthorized';
      return;
    }
    if (kind === 'refused') {
      answered();
      refusalErrors.set(next.seq, error);
      const refused = { ...next, reason: serverMessage(error) ?? 'Refused by the server' };
      result.refused.push(refused);
      await change((state) => refuseChange(state, refused));
      return;
    }
    if (!outcome.timedOut && httpStatus(error) === undefined && !isOnline()) {
      // The network is gone: nothing failed, the change waits for the connection.
      if (result.stop === 'done') result.stop = 'offline';
      return;
    }
    const failureOf: FailureKind =
      outcome.timedOut || httpStatus(error) === undefined ? 'no-answer' : 'error';
    const state = await change((current) => failChange(current, next.seq, failureOf, now()));
    result.failed.push(state.changes.find((c) => c.seq === next.seq) ?? next);
    // Not due again until its back-off ends, or the user's Retry makes it due in this pass.
    tried.delete(next.seq);
  };

  for (;;) {
    if (result.stop === 'done') {
      const at = now();
      for (const next of snapshot.changes) {
        const key = dayKey(next);
        if (next.userId !== userId || tried.has(next.seq) || inFlight.has(key)) continue;
        if (!isDue(next, at)) continue;
        tried.add(next.seq);
        inFlight.set(
          key,
          attempt(next, sender, timeoutMs)
            .then((outcome) => settle(next, outcome))
            .finally(() => inFlight.delete(key)),
        );
      }
    }
    if (inFlight.size === 0) break;
    // Read afresh when a send ends or the queue changes: changes queued meanwhile go in this pass.
    const shown = nextShown();
    await Promise.race([...inFlight.values(), shown.promise]);
    shown.cancel();
  }
  return result;
}

/** The error each change was refused with, for the page that made it (see `refusalOf`). */
const refusalErrors = new Map<number, unknown>();

/** The error the server refused `seq` with (once: it is forgotten when read). */
export function refusalOf(seq: number): unknown {
  const error = refusalErrors.get(seq);
  refusalErrors.delete(seq);
  return error;
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
        showStored(await readStored());
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
  options: FlushOptions = {},
): Promise<FlushResult> {
  running ??= oneTabAtATime(() => flushOnce(userId, sender, afterSent, options)).finally(() => {
    running = undefined;
  });
  return running;
}

/** Tests: forget the copy in memory, as a reload does (the saved queue stays). */
export function forgetQueueInMemory() {
  snapshot = EMPTY_QUEUE;
  mine.clear();
  lostDays = new Set();
  loaded = undefined;
  running = undefined;
  channel?.close();
  channel = undefined;
}
