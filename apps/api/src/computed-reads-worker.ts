/**
 * One thread of the computed-reads pool (computed-reads-pool.ts): its own connection to the
 * database, opened once, and one computed read per task, answered as plain data.
 */
import { workerData } from 'node:worker_threads';
import {
  computeRead,
  computeSummary,
  type ComputedRead,
  type SummaryRead,
} from '@taper/api/computed-reads';
import { createDb } from '@taper/db';
import type { ComputedReadOutcome, ComputedReadsDatabase } from './computed-reads-pool';

const database = workerData as ComputedReadsDatabase;
const { db } = createDb(
  database.url,
  database.searchPath === undefined ? {} : { searchPath: database.searchPath },
);

/** A failure crosses to the server's thread as its message and code (an Error's code would not). */
export default async function answer(
  call: ComputedRead | SummaryRead,
): Promise<ComputedReadOutcome> {
  try {
    return {
      answer:
        call.kind === 'summary' ? await computeSummary(db, call) : await computeRead(db, call),
    };
  } catch (error) {
    const code = (error as { code?: unknown } | null)?.code;
    return {
      failure: {
        message: error instanceof Error ? error.message : String(error),
        ...(typeof code === 'string' ? { code } : {}),
      },
    };
  }
}
