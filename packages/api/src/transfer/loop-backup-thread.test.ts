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

/** The longest the event loop went without a turn while `work` ran. */
async function longestStall<T>(
  work: () => Promise<T>,
): Promise<{ stallMs: number; settled: PromiseSettledResult<T> }> {
  let last = performance.now();
  let stallMs = 0;
  const timer = setInterval(() => {
    const now = performance.now();
    stallMs = Math.max(stallMs, now - last);
    last = now;
  }, 5);
  const [settled] = await Promise.allSettled([work()]);
  clearInterval(timer);
  return { stallMs, settled: settled as PromiseSettledResult<T> };
}

async function threadsEnded(): Promise<void> {
  for (let i = 0; i < 200 && loopBackupThreadsAlive() > 0; i++)
    await new Promise((resolve) => setTimeout(resolve, 25));
}

describe('reading a Loop backup on a thread', () => {
  it('answers what the file holds, the event loop free meanwhile', async () => {
    const { stallMs, settled } = await longestStall(() =>
      readLoopBackupOnThread(hostileLoopBackup(), '2025-03-14'),
    );
    expect(settled.status).toBe('fulfilled');
    if (settled.status === 'fulfilled')
      expect(settled.value.habits.map((habit) => habit.name)).toEqual(['Work out', 'Read']);
    expect(stallMs).toBeLessThan(250);
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
    const { stallMs, settled } = await longestStall(() =>
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
    expect(stallMs).toBeLessThan(250);
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
