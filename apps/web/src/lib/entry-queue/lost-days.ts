/**
 * The days this page queued a change of and the server has not answered yet, and those whose
 * change lost to a later one another tab queued for the same day: the page says so instead of
 * showing its value as saved.
 */
import { dayKey, type QueuedChange, type QueueState } from './state';

/** The seq of each day's change this page queued and the server has not answered yet. */
const mine = new Map<string, number>();
/** Days whose change queued here was replaced by a later one from another tab (key → true). */
let lostDays: ReadonlySet<string> = new Set();
const lostListeners = new Set<() => void>();

function setLost(next: ReadonlySet<string>) {
  lostDays = next;
  for (const listener of lostListeners) listener();
}

/**
 * After reading what another tab wrote: a change this page queued that is neither queued, sent
 * nor refused any more was replaced by another tab's later change of the same day — it lost.
 */
export function noticeLost(state: QueueState) {
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

export function subscribeLostDays(listener: () => void): () => void {
  lostListeners.add(listener);
  return () => lostListeners.delete(listener);
}

/** The days (`dayKey`) whose change made here lost to a later one from another tab. */
export function lostDaysSnapshot(): ReadonlySet<string> {
  return lostDays;
}

export function forgetLost(key: string) {
  if (!lostDays.has(key)) return;
  const next = new Set(lostDays);
  next.delete(key);
  setLost(next);
}

/** A change of the day `key` was queued here as `seq` (null: nothing is left to send for it). */
export function queuedHere(key: string, seq: number | null) {
  if (seq === null) mine.delete(key);
  else mine.set(key, seq);
}

/** The server answered (took or refused) `change`, or it was dropped: no longer this page's to watch. */
export function answeredHere(change: QueuedChange) {
  if (mine.get(dayKey(change)) === change.seq) mine.delete(dayKey(change));
}

/** Signing out: nothing queued here is watched, no day is shown as lost. */
export function forgetEveryDayHere() {
  mine.clear();
  setLost(new Set());
}

/** Tests: forget what this page queued, as a reload does. */
export function forgetLostDaysInMemory() {
  mine.clear();
  lostDays = new Set();
}
