import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { hostileLoopBackup, HOSTILE_SCHEMAS } from './loop-backup-files.testing';
import {
  ImportBusy,
  LOOP_BACKUP_THREAD_LIMITS,
  loopBackupThreadsAlive,
  readLoopBackupOnThread,
} from './loop-backup-thread';
import { ImportRefused } from './refusal';

// This file's own temp folder (test files run in processes of their own): another file's upload
// in flight is never counted as a leftover here.
process.env.TMPDIR = mkdtempSync(join(tmpdir(), 'taper-test-'));
const leftovers = () => readdirSync(tmpdir()).filter((name) => name.startsWith('taper-loop-'));

/**
 * How many turns the event loop took while `work` was in flight: none when the work blocks the
 * process until it is done, many when it runs on a thread. A count, not a time, so a busy machine
 * does not change the verdict.
 */
async function turnsWhile<T>(
  work: () => Promise<T>,
): Promise<{ turns: number; settled: PromiseSettledResult<T> }> {
  let done = false;
  // Settled at once into a value, so a refusal is never an unhandled rejection meanwhile.
  const settling = Promise.allSettled([work()]).then(([settled]) => {
    done = true;
    return settled;
  });
  const inFlight = () => !done;
  let turns = 0;
  while (inFlight()) {
    await new Promise((resolve) => setImmediate(resolve));
    if (inFlight()) turns++;
  }
  return { turns, settled: await settling };
}

async function threadsEnded(): Promise<void> {
  for (let i = 0; i < 200 && loopBackupThreadsAlive() > 0; i++)
    await new Promise((resolve) => setTimeout(resolve, 25));
}

describe('reading a Loop backup on a thread', () => {
  it('answers what the file holds, the event loop free meanwhile', async () => {
    const { turns, settled } = await turnsWhile(() =>
      readLoopBackupOnThread(hostileLoopBackup(), '2025-03-14'),
    );
    expect(settled.status).toBe('fulfilled');
    if (settled.status === 'fulfilled')
      expect(settled.value.habits.map((habit) => habit.name)).toEqual(['Work out', 'Read']);
    expect(turns).toBeGreaterThan(0);
    await threadsEnded();
    expect(leftovers()).toEqual([]);
  });

  it('refuses a file with SQL of its own on the thread, as a sentence', async () => {
    const schema = HOSTILE_SCHEMAS['a generated name costing seconds (virtual)'];
    await expect(readLoopBackupOnThread(hostileLoopBackup(schema), '2025-03-14')).rejects.toThrow(
      /generated or hidden column \(name\)/,
    );
  });

  it('stops a read past its time at once: a sentence, and the thread ends', async () => {
    const { turns, settled } = await turnsWhile(() =>
      readLoopBackupOnThread(hostileLoopBackup(), '2025-03-14', {
        ...LOOP_BACKUP_THREAD_LIMITS,
        timeoutMs: 1,
      }),
    );
    expect(settled.status).toBe('rejected');
    if (settled.status === 'rejected') {
      expect(settled.reason).toBeInstanceOf(ImportRefused);
      expect(String(settled.reason)).toMatch(/took longer than 1 seconds; nothing was imported/);
    }
    expect(turns).toBeGreaterThan(0);
    await threadsEnded();
    expect(loopBackupThreadsAlive()).toBe(0);
    expect(leftovers()).toEqual([]);
  });

  it('refuses a read that needs more memory than its thread may have', async () => {
    await expect(
      readLoopBackupOnThread(hostileLoopBackup(), '2025-03-14', {
        ...LOOP_BACKUP_THREAD_LIMITS,
        maxOldGenerationSizeMb: 1,
        maxYoungGenerationSizeMb: 1,
      }),
    ).rejects.toThrow(/needs more memory than an import may use/);
    await threadsEnded();
    expect(leftovers()).toEqual([]);
  });

  it('reads no more files at once than its limit, stopped threads still running included', async () => {
    const limits = { ...LOOP_BACKUP_THREAD_LIMITS, maxThreads: 1 };
    const first = readLoopBackupOnThread(hostileLoopBackup(), '2025-03-14', limits);
    await expect(
      readLoopBackupOnThread(hostileLoopBackup(), '2025-03-14', limits),
    ).rejects.toBeInstanceOf(ImportBusy);
    await first;
    await threadsEnded();
    await expect(
      readLoopBackupOnThread(hostileLoopBackup(), '2025-03-14', limits),
    ).resolves.toBeDefined();
  });
});
