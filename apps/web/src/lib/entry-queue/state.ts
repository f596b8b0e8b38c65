/**
 * The entry queue's state, as plain data and pure functions: the changes to entries made on this
 * device that the server has not confirmed yet, oldest first, and the ones it refused. One change
 * per (user, habit, date): a later change of the same day replaces the earlier one (last writer
 * wins) and goes to the end, so the queue sends the day's final value once.
 */
import type { LogEntryBody } from '../../forms/logDialog';
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
}

/** A change the server refused when it was sent: shown until the user dismisses it. */
export interface RefusedChange extends QueuedChange {
  reason: string;
}

export interface QueueState {
  nextSeq: number;
  changes: readonly QueuedChange[];
  refused: readonly RefusedChange[];
}

export const EMPTY_QUEUE: QueueState = { nextSeq: 1, changes: [], refused: [] };

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

/** Takes the changes the server has confirmed out of the queue. */
export function removeChanges(state: QueueState, seqs: readonly number[]): QueueState {
  const done = new Set(seqs);
  return { ...state, changes: state.changes.filter((change) => !done.has(change.seq)) };
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
