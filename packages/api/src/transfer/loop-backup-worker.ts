/**
 * The thread a Loop .db backup is read on (loop-backup-thread.ts): it reads the file given in its
 * `workerData` and posts what it holds, or the sentence refusing it, then ends.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { serverI18n } from '@taper/domain/i18n';
import { readLoopBackup } from './read-loop-backup';
import { ImportRefused } from './refusal';
import type { LoopBackupTask, LoopBackupOutcome } from './loop-backup-thread';

const task = workerData as LoopBackupTask;

async function outcome(): Promise<LoopBackupOutcome> {
  try {
    const texts = serverI18n(task.locale);
    return { read: await readLoopBackup(task.bytes, task.today, task.tempRoot, texts) };
  } catch (error) {
    if (error instanceof ImportRefused) return { refused: error.words };
    return { failed: error instanceof Error ? error.message : String(error) };
  }
}

parentPort?.postMessage(await outcome());
