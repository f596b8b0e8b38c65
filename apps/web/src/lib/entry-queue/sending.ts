/**
 * Sending one queued change: the call it becomes, aborted when the server gives no answer in time,
 * and what a failure means (sign in again, refused, or try again later).
 */
import type { LogEntryBody } from '../../forms/log-entry-body';
import type { HabitStats } from '@taper/domain';
import { isUnauthorized } from '../error-shape';
import type { QueuedChange } from './state';

/** What the server answers a change with: the habit's fresh figures of the entry's month. */
export interface ChangeAnswer {
  stats: HabitStats;
}

/** How the server is reached: the two calls a change becomes (aborted by `signal` on a timeout). */
export interface EntrySender {
  log: (habitId: number, body: LogEntryBody, signal?: AbortSignal) => Promise<ChangeAnswer>;
  clear: (entryId: number, signal?: AbortSignal) => Promise<ChangeAnswer>;
}

/** A send with no answer within this is aborted and marked failed. */
export const SEND_TIMEOUT_MS = 10_000;

export function httpStatus(error: unknown): number | undefined {
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

export type Attempt =
  { ok: true; answer: ChangeAnswer | undefined } | { ok: false; error: unknown; timedOut: boolean };

/** One send, aborted when it has no answer within `timeoutMs` (a sender deaf to the signal too). */
export async function attempt(
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
