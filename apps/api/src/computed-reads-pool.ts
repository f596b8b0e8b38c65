/**
 * The reads that walk a habit's whole history, run on worker threads: ten years of entries take
 * milliseconds to read and walk, and on the request's thread every other request would wait for
 * them. The threads open the same database (a SQLite file or a PostgreSQL pool of their own).
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  computedReadsInline,
  computeReadWithin,
  keptEntryCount,
  lastKeptEntryCount,
  LONGER_THAN_BOUND,
  type ComputedRead,
  type ComputedReadKind,
  type ComputedReadResults,
  type ComputedReads,
  type SummaryRead,
} from '@taper/api';
import type { Summary } from '@taper/domain';
import { countSummaryEntriesUpTo, type Db } from '@taper/db';
import { Piscina } from 'piscina';
import { isPostgresUrl } from './config';

/** How a worker thread opens the database the server uses. */
export interface ComputedReadsDatabase {
  url: string | undefined;
  /** PostgreSQL: the schema to use (the bench's private one). */
  searchPath?: string | undefined;
}

/**
 * What a thread answers: the read's answer (undefined: no such habit of the user's), or its failure
 * with the database's error code, so that a database away still answers 503 and not 500.
 */
export type ComputedReadOutcome =
  { answer: unknown } | { failure: { message: string; code?: string } };

export interface ComputedReadsHost extends ComputedReads {
  /** Whether the reads run on worker threads (else on the request's thread). */
  onThreads: boolean;
  /** Ends the threads once the reads in flight are answered. */
  close(): Promise<void>;
}

/**
 * A read of at most this many entries runs on the request's thread; longer ones on the threads.
 * Measured by the bench's read-placement section (a habit's stats, history, strength and weekdays
 * from its kept history, SQLite; two runs on 2026-12-06, 2 cores under a load average of 7–10
 * from other work): up to ~1,000 entries, a read handed over holds the request's thread about as
 * long or longer (×0.84–2.2: counting, posting and taking the answer back cost ~0.3–0.4 ms) and
 * costs 2–3× the CPU; at 2,000–3,300 entries it holds it ×0.33–0.6 as long, the walk growing
 * ~0.13 µs an entry. The two runs cross between ~660 and ~1,360 entries.
 */
export const INLINE_MAX_ENTRIES = 1000;

/** The worker's module, built beside the server's (tsup.config.ts); absent when run from sources. */
const BUILT_WORKER = fileURLToPath(new URL('./computed-reads-worker.js', import.meta.url));

/**
 * After a write (a log's answer), the habit's entries when this thread keeps its history from
 * before the write: at most one more than kept, so no count is read. Undefined otherwise.
 */
function keptAfterWrite(db: Db, call: ComputedRead): number | undefined {
  const { written } = call;
  if (!written) return undefined;
  const kept = keptEntryCount(db, call.user.id, call.habitId, written.since);
  return kept === undefined ? undefined : kept + written.entries.length;
}

/** The users whose summary's entries are remembered at most (a number each). */
const SUMMARY_ENTRIES_KEPT = 100_000;

/** The habits remembered at most as too long to read here (a number each). */
const LONG_HABITS_KEPT = 100_000;

/** The entries this thread keeps of the summary's habits: what the next summary will walk. */
function keptSummaryEntries(db: Db, userId: number, summary: Summary): number {
  let entries = 0;
  for (const card of summary.habits) entries += lastKeptEntryCount(db, userId, card.habitId) ?? 0;
  return entries;
}

/** Sets `key` as the most recent of `kept`, forgetting the least recent beyond `limit`. */
function remember(kept: Map<number, number>, key: number, value: number, limit: number): void {
  kept.delete(key);
  kept.set(key, value);
  if (kept.size > limit) {
    const oldest = kept.keys().next().value;
    if (oldest !== undefined) kept.delete(oldest);
  }
}

/** An in-memory SQLite database exists once per connection: a thread could not see it. */
function isInMemory(url: string | undefined): boolean {
  return url === ':memory:' || url === 'file::memory:';
}

/**
 * `threads` worker threads for the habits with long histories, when there are threads to give, the
 * database is shared and the worker's module is built; else every read runs on the request's
 * thread, as in tests and `pnpm dev`.
 */
export function startComputedReads(
  db: Db,
  database: ComputedReadsDatabase,
  threads: number,
  workerFile = BUILT_WORKER,
  inlineMaxEntries = INLINE_MAX_ENTRIES,
): ComputedReadsHost {
  const inline = computedReadsInline(db);
  if (threads === 0 || isInMemory(database.url) || !existsSync(workerFile)) {
    return { ...inline, onThreads: false, close: () => Promise.resolve() };
  }
  const postgres = isPostgresUrl(database.url);
  const pool = new Piscina({
    filename: workerFile,
    workerData: database,
    minThreads: threads,
    maxThreads: threads,
    idleTimeout: Infinity,
    // SQLite reads block their thread; PostgreSQL's wait on the network, so a thread takes several.
    concurrentTasksPerWorker: postgres ? 4 : 1,
    // A thread holding a PostgreSQL pool keeps sockets open between tasks: it must not sleep.
    atomics: postgres ? 'disabled' : 'sync',
  });
  /** A call's answer from a thread, or its failure with the database's error code. */
  async function onThread(call: ComputedRead | SummaryRead): Promise<unknown> {
    const outcome = (await pool.run(call)) as ComputedReadOutcome;
    if ('failure' in outcome) {
      throw Object.assign(new Error(outcome.failure.message), { code: outcome.failure.code });
    }
    return outcome.answer;
  }
  /** Each user's entries as this thread's last summary of them read them (summaries run here). */
  const summaryEntries = new Map<number, number>();
  /**
   * The habits whose history a read here found too long, by id, with their user's id: read on the
   * threads from then on. One whose entries are cleared below the bound stays there until
   * forgotten, answered the same at a thread's cost.
   */
  const longHabits = new Map<number, number>();
  return {
    onThreads: true,
    run: async <K extends ComputedReadKind>(call: ComputedRead<K>) => {
      const onThreads = async () => (await onThread(call)) as ComputedReadResults[K] | undefined;
      // The count this thread kept is known without a query (a query costs about a third of a
      // short read).
      const kept = keptAfterWrite(db, call) ?? lastKeptEntryCount(db, call.user.id, call.habitId);
      if (kept !== undefined) return kept <= inlineMaxEntries ? inline.run(call) : onThreads();
      if (longHabits.get(call.habitId) === call.user.id) return onThreads();
      // A history not kept here is read here as far as the bound: whole, the read is answered and
      // kept; longer, it goes to the threads.
      const here = await computeReadWithin(db, call, inlineMaxEntries);
      if (here !== LONGER_THAN_BOUND) return here.answer;
      remember(longHabits, call.habitId, call.user.id, LONG_HABITS_KEPT);
      return onThreads();
    },
    summary: async (call) => {
      const userId = call.user.id;
      const entries =
        summaryEntries.get(userId) ??
        (await countSummaryEntriesUpTo(db, userId, inlineMaxEntries + 1));
      if (entries > inlineMaxEntries) {
        summaryEntries.delete(userId);
        return (await onThread(call)) as Summary;
      }
      const summary = await inline.summary(call);
      // The user summarised longest ago is forgotten (counted again at their next summary).
      remember(
        summaryEntries,
        userId,
        keptSummaryEntries(db, userId, summary),
        SUMMARY_ENTRIES_KEPT,
      );
      return summary;
    },
    close: () => pool.close(),
  };
}
