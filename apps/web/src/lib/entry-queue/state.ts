/**
 * The entry queue's state, as plain data and pure functions: the changes to entries made on this
 * device that the server has not confirmed yet, oldest first, and the ones it refused. One change
 * per (user, habit, date): a later change of the same day replaces the earlier one (last writer
 * wins) and goes to the end, so the queue sends the day's final value once. Days are independent:
 * a change the server failed (a 5xx, no answer) waits for its own next try, backing off, and
 * after a few tries for the user's Retry, while every other day's change is sent.
 */
import type { LogEntryBody } from '../../forms/log-entry-body';
import type { IsoDate } from '@taper/domain';

export type EntryChange =
  /** Log the day (the server creates or updates the day's entry). */
  | { kind: 'log'; body: LogEntryBody }
  /** Clear the day: the server's entry, or nothing when the day was logged only here. */
  | { kind: 'clear'; entryId: number | null };

export interface QueuedChange {
  /** Its place in the queue: changes are sent in this order. */
  seq: number;
  userId: number;
  habitId: number;
  /** The habit's name when changed, to say which habit a refused change was for. */
  habitName: string;
  date: IsoDate;
  change: EntryChange;
  /** Set once a send failed while online: the change stays queued and is shown as not saved. */
  failure?: Failure;
}

/** Why a send failed: the server answered with an error (5xx), or gave no answer in time. */
export type FailureKind = 'error' | 'no-answer';

export interface Failure {
  kind: FailureKind;
  /** Failed tries since the change was made or the user last pressed Retry. */
  tries: number;
  /** When it is tried again by itself (epoch ms); null: it waits for the user's Retry. */
  nextTryAt: number | null;
}

/** How failed sends are tried again: 5 s, 10 s, 20 s, 40 s, then only by the user's Retry. */
export const RETRY_POLICY = { firstDelayMs: 5_000, maxDelayMs: 60_000, maxTries: 5 } as const;

/** The wait before the next try after `tries` failed ones; null once the bound is reached. */
export function retryDelay(tries: number): number | null {
  if (tries >= RETRY_POLICY.maxTries) return null;
  return Math.min(RETRY_POLICY.firstDelayMs * 2 ** Math.max(0, tries - 1), RETRY_POLICY.maxDelayMs);
}

/** A change the server refused when it was sent: shown until the user dismisses it. */
export interface RefusedChange extends QueuedChange {
  reason: string;
}

export interface QueueState {
  nextSeq: number;
  changes: readonly QueuedChange[];
  refused: readonly RefusedChange[];
  /** The last changes the server took (their seqs): how a tab learns its change was sent by another. */
  sent?: readonly number[];
}

export const EMPTY_QUEUE: QueueState = { nextSeq: 1, changes: [], refused: [], sent: [] };

/** How many sent seqs are remembered. */
const SENT_KEPT = 200;

/** The key a change is ordered by: one habit's one day of one user. */
export function dayKey(change: Pick<QueuedChange, 'userId' | 'habitId' | 'date'>): string {
  return `${String(change.userId)}:${String(change.habitId)}:${change.date}`;
}

export type NewChange = Omit<QueuedChange, 'seq'>;

function sameDay(a: NewChange, b: NewChange): boolean {
  return a.userId === b.userId && a.habitId === b.habitId && a.date === b.date;
}

/**
 * Adds a change, replacing any earlier change of the same day. Clearing a day whose entry exists
 * only in the queue (no server entry to delete) just drops the queued log: `seq` is then null,
 * there is nothing to send.
 */
export function addChange(
  state: QueueState,
  change: NewChange,
): { state: QueueState; seq: number | null } {
  const others = state.changes.filter((queued) => !sameDay(queued, change));
  if (change.change.kind === 'clear' && change.change.entryId === null) {
    const earlier = state.changes.find((queued) => sameDay(queued, change));
    // An earlier clear of the server's entry still stands; a queued log is simply undone.
    if (earlier?.change.kind === 'clear') return { state, seq: earlier.seq };
    return { state: { ...state, changes: others }, seq: null };
  }
  const seq = state.nextSeq;
  return {
    state: { ...state, nextSeq: seq + 1, changes: [...others, { ...change, seq }] },
    seq,
  };
}

/** Takes the changes the server has confirmed out of the queue, remembering them as sent. */
export function removeChanges(state: QueueState, seqs: readonly number[]): QueueState {
  const done = new Set(seqs);
  return {
    ...state,
    changes: state.changes.filter((change) => !done.has(change.seq)),
    sent: [...(state.sent ?? []), ...seqs].slice(-SENT_KEPT),
  };
}

/** Drops a change without sending it (the user's Discard): the server's value stands. */
export function discardChange(state: QueueState, seq: number): QueueState {
  return { ...state, changes: state.changes.filter((change) => change.seq !== seq) };
}

/** Marks a send as failed: one more try counted, and when the next one is due. */
export function failChange(
  state: QueueState,
  seq: number,
  kind: FailureKind,
  now: number,
): QueueState {
  return {
    ...state,
    changes: state.changes.map((change) => {
      if (change.seq !== seq) return change;
      const tries = (change.failure?.tries ?? 0) + 1;
      const delay = retryDelay(tries);
      return {
        ...change,
        failure: { kind, tries, nextTryAt: delay === null ? null : now + delay },
      };
    }),
  };
}

/** The user's Retry: the change is due now, with a fresh count of tries. */
export function retryChange(state: QueueState, seq: number, now: number): QueueState {
  return {
    ...state,
    changes: state.changes.map((change) =>
      change.seq === seq && change.failure
        ? { ...change, failure: { ...change.failure, tries: 0, nextTryAt: now } }
        : change,
    ),
  };
}

/** Whether a change may be sent at `now`: never failed, or its next try is due. */
export function isDue(change: QueuedChange, now: number): boolean {
  const { failure } = change;
  return !failure || (failure.nextTryAt !== null && failure.nextTryAt <= now);
}

/** When the user's next failed change is due by itself (epoch ms), if any is. */
export function nextTryAt(state: QueueState, userId: number): number | undefined {
  let soonest: number | undefined;
  for (const change of state.changes) {
    const at = change.userId === userId ? change.failure?.nextTryAt : null;
    if (typeof at === 'number' && (soonest === undefined || at < soonest)) soonest = at;
  }
  return soonest;
}

/** The user's changes the server failed, oldest first. */
export function failedOf(state: QueueState, userId: number): readonly QueuedChange[] {
  return state.changes.filter((change) => change.userId === userId && change.failure);
}

/** Moves a change the server refused out of the queue, into the list shown to the user. */
export function refuseChange(state: QueueState, refused: RefusedChange): QueueState {
  return {
    ...state,
    changes: state.changes.filter((change) => change.seq !== refused.seq),
    refused: [...state.refused.filter((item) => item.seq !== refused.seq), refused],
  };
}

export function dismissRefused(state: QueueState, seq: number): QueueState {
  return { ...state, refused: state.refused.filter((item) => item.seq !== seq) };
}

/** The user's changes still to send, oldest first. */
export function changesOf(state: QueueState, userId: number): readonly QueuedChange[] {
  return state.changes.filter((change) => change.userId === userId);
}

/** The user's pending change of each day of one habit. */
export function pendingDaysOf(
  state: QueueState,
  userId: number,
  habitId: number,
): ReadonlyMap<IsoDate, QueuedChange> {
  return new Map(
    state.changes
      .filter((change) => change.userId === userId && change.habitId === habitId)
      .map((change) => [change.date, change]),
  );
}
