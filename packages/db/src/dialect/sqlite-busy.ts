/**
 * Waiting for another process's SQLite write lock without blocking the event loop. SQLite's own
 * busy handler (`busy_timeout`) sleeps inside the synchronous call — the whole process, every
 * request in it, stops for 1, 2, 5 … 100 ms at a time. Instead the connection runs with
 * `busy_timeout = 0` and this wrapper retries a statement that found the lock taken after a short
 * asynchronous pause, for up to `SQLITE_BUSY_TIMEOUT_MS`. Retrying is safe: a statement refused
 * with SQLITE_BUSY changed nothing, and every transaction begins immediate, so statements inside
 * one never meet the lock.
 */
import type { CompiledQuery, DatabaseConnection, QueryResult } from 'kysely';

/** How long a statement waits for the write lock in all before its SQLITE_BUSY is thrown. */
export const SQLITE_BUSY_TIMEOUT_MS = 5_000;

function isBusy(error: unknown): boolean {
  return (
    typeof error === 'object' && error !== null && 'code' in error && error.code === 'SQLITE_BUSY'
  );
}

const pause = (ms: number) =>
  new Promise<void>((resolve) => {
    setTimeout(resolve, ms);
  });

export class BusyRetryConnection implements DatabaseConnection {
  constructor(readonly inner: DatabaseConnection) {}

  async executeQuery<R>(compiledQuery: CompiledQuery): Promise<QueryResult<R>> {
    const started = Date.now();
    let wait = 1;
    for (;;) {
      try {
        return await this.inner.executeQuery<R>(compiledQuery);
      } catch (error) {
        if (!isBusy(error) || Date.now() - started >= SQLITE_BUSY_TIMEOUT_MS) throw error;
        await pause(wait);
        wait = Math.min(wait * 2, 8);
      }
    }
  }

  streamQuery<R>(
    compiledQuery: CompiledQuery,
    chunkSize?: number,
  ): AsyncIterableIterator<QueryResult<R>> {
    return this.inner.streamQuery<R>(compiledQuery, chunkSize);
  }
}
