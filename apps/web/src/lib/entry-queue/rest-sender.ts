/**
 * The entry queue's sender over the REST API (POST /api/habits/{id}/entries, DELETE
 * /api/habit-entries/{entryId}) with a bearer token: one request per change (never batched with
 * another day's, so each has its own answer and its own timeout), from the pages and the service
 * worker alike. A refusal is thrown with the server's sentence and status, in the shape
 * the queue reads (failureKind); a network failure is thrown as fetch throws it (sent later).
 */
import type { HabitStats } from '@taper/domain';
import type { LogEntryBody } from '../../forms/log-entry-body';
import type { ChangeAnswer, EntrySender } from './sending';

/** A refused call: the server's message and its HTTP status. */
export class ApiRefusal extends Error {
  readonly data: { httpStatus: number };

  constructor(message: string, httpStatus: number) {
    super(message);
    this.name = 'ApiRefusal';
    this.data = { httpStatus };
  }
}

async function answerOf(response: Response): Promise<ChangeAnswer> {
  const body: unknown = await response.json().catch(() => undefined);
  const fields = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  if (!response.ok) {
    const message =
      typeof fields.message === 'string' && fields.message.length > 0
        ? fields.message
        : `The server answered ${String(response.status)}`;
    throw new ApiRefusal(message, response.status);
  }
  return { stats: fields.stats as HabitStats };
}

export function restEntrySender(token: string, send: typeof fetch = fetch): EntrySender {
  const headers = { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' };
  return {
    log: async (habitId: number, body: LogEntryBody, signal?: AbortSignal) =>
      answerOf(
        await send(`/api/habits/${String(habitId)}/entries`, {
          method: 'POST',
          headers,
          body: JSON.stringify(body),
          ...(signal ? { signal } : {}),
        }),
      ),
    clear: async (entryId: number, signal?: AbortSignal) =>
      answerOf(
        await send(`/api/habit-entries/${String(entryId)}`, {
          method: 'DELETE',
          headers,
          ...(signal ? { signal } : {}),
        }),
      ),
  };
}
