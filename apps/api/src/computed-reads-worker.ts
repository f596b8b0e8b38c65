/**
 * One thread of the computed-reads pool (computed-reads-pool.ts): its own connection to the
 * database, opened once, and one computed read per task, answered as plain data.
 */
import { workerData } from 'node:worker_threads';
import { computeRead, type ComputedRead } from '@taper/api/computed-reads';
import { createDb } from '@taper/db';
import type { ComputedReadsDatabase } from './computed-reads-pool';

const database = workerData as ComputedReadsDatabase;
const { db } = createDb(
  database.url,
  database.searchPath === undefined ? {} : { searchPath: database.searchPath },
);

export default function answer(call: ComputedRead) {
  return computeRead(db, call);
}
