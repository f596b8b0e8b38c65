/**
 * The user's changes to the entry queue, and sending it: each habit's day in order and the days
 * independently, a change the server refuses moved to the refused list, one that fails online (a
 * 5xx, no answer within the timeout) marked failed and tried again after a growing wait, a few
 * times, then on the user's Retry. The queue itself is kept in saved-queue.ts; one send is
 * sending.ts's.
 */
import type { HabitStats } from '@taper/domain';
import { serverMessage } from '../error-shape';
import {
  answeredHere,
  forgetEveryDayHere,
  forgetLost,
  forgetLostDaysInMemory,
  queuedHere,
} from './lost-days';
import {
  changeQueue,
  forgetSavedQueueInMemory,
  nextShown,
  queueSnapshot,
  QUEUE_CHANNEL,
  ready,
  reloadStored,
} from './saved-queue';
import {
  attempt,
  failureKind,
  httpStatus,
  SEND_TIMEOUT_MS,
  type Attempt,
  type EntrySender,
} from './sending';
import {
  addChange,
  dayKey,
  discardChange,
  dismissRefused,
  failChange,
  isDue,
  refuseChange,
  removeChanges,
  retryChange,
  type FailureKind,
  type NewChange,
  type QueuedChange,
  type RefusedChange,
} from './state';

/** Queues a change; its place in the queue, or null when nothing is left to send for it. */
export async function enqueueChange(input: NewChange): Promise<number | null> {
  const found: { seq: number | null } = { seq: null };
  const key = dayKey(input);
  forgetLost(key);
  await changeQueue((state) => {
    const added = addChange(state, input);
    found.seq = added.seq;
    return added.state;
  });
  queuedHere(key, found.seq);
  return found.seq;
}

/**
 * Forgets queued and refused changes on this device: every one (signing out), or every one that
 * is not `keepUserId`'s (another user signed in), so one user's entries never wait for another.
 */
export async function forgetQueuedChanges(keepUserId?: number): Promise<void> {
  const kept = (item: QueuedChange) => item.userId === keepUserId;
  if (keepUserId === undefined) forgetEveryDayHere();
  await changeQueue((state) => ({
    ...state,
    changes: state.changes.filter(kept),
    refused: state.refused.filter(kept),
  }));
}

export async function dismissRefusedChange(seq: number): Promise<void> {
  await changeQueue((state) => dismissRefused(state, seq));
}

/** The user's Retry of a failed change: due at once, with a fresh count of tries. */
export async function retryQueuedChange(seq: number, now = Date.now()): Promise<void> {
  await changeQueue((state) => retryChange(state, seq, now));
}

/** The user's Discard: the change is dropped unsent and the day shows the server's value again. */
export async function discardQueuedChange(seq: number): Promise<void> {
  const dropped = queueSnapshot().changes.find((item) => item.seq === seq);
  if (dropped) answeredHere(dropped);
  await changeQueue((state) => discardChange(state, seq));
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

/** One pass's state: what it found so far, the changes it tried, and how it sees the world. */
interface Pass {
  userId: number;
  result: FlushResult;
  /** The changes sent in this pass (a failed one leaves it, due again only after its back-off). */
  tried: Set<number>;
  /** The send under way for each habit's day: one at a time per day. */
  inFlight: Map<string, Promise<void>>;
  now: () => number;
  isOnline: () => boolean;
  afterSent: (sent: readonly SentChange[]) => Promise<void>;
}

/** A change the server took (or a clear of a day already gone): shown, then dropped from the queue. */
async function settleTaken(pass: Pass, next: QueuedChange, sent: SentChange) {
  // Answered: no longer this page's to watch for another tab's replacing it.
  answeredHere(next);
  pass.result.sent.push(sent);
  // The server's figures are on screen before the pending day goes.
  await pass.afterSent([sent]).catch(() => undefined);
  await changeQueue((state) => removeChanges(state, [next.seq]), [next.habitId]);
}

/** A change the server refused: moved to the refused list with the server's reason. */
async function settleRefused(pass: Pass, next: QueuedChange, error: unknown) {
  answeredHere(next);
  refusalErrors.set(next.seq, error);
  const refused = { ...next, reason: serverMessage(error) ?? 'Refused by the server' };
  pass.result.refused.push(refused);
  await changeQueue((state) => refuseChange(state, refused));
}

/** A change that failed online (a 5xx, no answer in time): marked failed, tried after a wait. */
async function settleFailed(pass: Pass, next: QueuedChange, error: unknown, timedOut: boolean) {
  const failureOf: FailureKind =
    timedOut || httpStatus(error) === undefined ? 'no-answer' : 'error';
  const state = await changeQueue((current) =>
    failChange(current, next.seq, failureOf, pass.now()),
  );
  pass.result.failed.push(state.changes.find((c) => c.seq === next.seq) ?? next);
  // Not due again until its back-off ends, or the user's Retry makes it due in this pass.
  pass.tried.delete(next.seq);
}

/** What one send's outcome does to the queue and to the pass. */
async function settle(pass: Pass, next: QueuedChange, outcome: Attempt) {
  if (outcome.ok) {
    await settleTaken(pass, next, { ...next, stats: outcome.answer?.stats });
    return;
  }
  const { error } = outcome;
  const kind = outcome.timedOut ? 'retry' : failureKind(error);
  if (kind === 'refused' && next.change.kind === 'clear' && httpStatus(error) === 404) {
    // Already gone: what clearing wanted.
    await settleTaken(pass, next, { ...next, stats: undefined });
    return;
  }
  pass.result.errors.set(next.seq, error);
  if (kind === 'unauthorized') {
    pass.result.stop = 'unauthorized';
    return;
  }
  if (kind === 'refused') {
    await settleRefused(pass, next, error);
    return;
  }
  if (!outcome.timedOut && httpStatus(error) === undefined && !pass.isOnline()) {
    // The network is gone: nothing failed, the change waits for the connection.
    if (pass.result.stop === 'done') pass.result.stop = 'offline';
    return;
  }
  await settleFailed(pass, next, error, outcome.timedOut);
}

/** Starts a send for each due change of the user whose day has none under way. */
function sendDueChanges(pass: Pass, sender: EntrySender, timeoutMs: number) {
  const at = pass.now();
  for (const next of queueSnapshot().changes) {
    const key = dayKey(next);
    if (next.userId !== pass.userId || pass.tried.has(next.seq) || pass.inFlight.has(key)) continue;
    if (!isDue(next, at)) continue;
    pass.tried.add(next.seq);
    pass.inFlight.set(
      key,
      attempt(next, sender, timeoutMs)
        .then((outcome) => settle(pass, next, outcome))
        .finally(() => pass.inFlight.delete(key)),
    );
  }
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
  const pass: Pass = {
    userId,
    result: { sent: [], refused: [], failed: [], stop: 'done', errors: new Map() },
    tried: new Set<number>(),
    inFlight: new Map<string, Promise<void>>(),
    now: options.now ?? Date.now,
    isOnline: options.isOnline ?? (() => typeof navigator === 'undefined' || navigator.onLine),
    afterSent,
  };
  const timeoutMs = options.timeoutMs ?? SEND_TIMEOUT_MS;
  for (;;) {
    if (pass.result.stop === 'done') sendDueChanges(pass, sender, timeoutMs);
    if (pass.inFlight.size === 0) break;
    // Read afresh when a send ends or the queue changes: changes queued meanwhile go in this pass.
    const shown = nextShown();
    await Promise.race([...pass.inFlight.values(), shown.promise]);
    shown.cancel();
  }
  return pass.result;
}

/** The error each change was refused with, for the page that made it (see `refusalOf`). */
const refusalErrors = new Map<number, unknown>();

/** The error the server refused `seq` with (once: it is forgotten when read). */
export function refusalOf(seq: number): unknown {
  const error = refusalErrors.get(seq);
  refusalErrors.delete(seq);
  return error;
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
      .request(QUEUE_CHANNEL, async () => {
        await ready();
        await reloadStored();
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
  forgetSavedQueueInMemory();
  forgetLostDaysInMemory();
  running = undefined;
}
