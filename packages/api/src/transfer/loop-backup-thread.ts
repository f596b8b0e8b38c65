/**
 * Loop .db backups are read on a thread of their own, one per file, with a time limit and a memory
 * limit: the schema check refuses every way a file is known to run its own SQL, and should a file
 * still find one, it costs that thread its limit and never the server's event loop. A thread past
 * its time is stopped and the upload refused at once; until it has ended it counts against the
 * readers a process runs at once, so stalled files cannot pile up.
 */
import { existsSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { LocaleCode } from '@taper/domain';
import type { ImportRead } from './import-read';
import { ImportRefused, refused, type RefusalWords } from './refusal';

export interface LoopBackupTask {
  bytes: Uint8Array;
  today: string;
  /** The folder the thread writes the file under; removed once the thread has ended. */
  tempRoot: string;
  /** The caller's language, which the preview's warnings speak. */
  locale: LocaleCode;
}

export type LoopBackupOutcome =
  { read: ImportRead } | { refused: RefusalWords } | { failed: string };

export interface LoopBackupThreadLimits {
  /** How long one file may take to read. */
  timeoutMs: number;
  /** The thread's JavaScript heap (its `resourceLimits`). */
  maxOldGenerationSizeMb: number;
  maxYoungGenerationSizeMb: number;
  stackSizeMb: number;
  /** Reading threads alive at once in a process, stopped ones that have not ended yet included. */
  maxThreads: number;
}

/** A 200,000-entry backup reads in about a second; its read holds some 100 MB of objects. */
export const LOOP_BACKUP_THREAD_LIMITS: LoopBackupThreadLimits = {
  timeoutMs: 10_000,
  maxOldGenerationSizeMb: 384,
  maxYoungGenerationSizeMb: 32,
  stackSizeMb: 4,
  maxThreads: 2,
};

/** Too many backups are being read in this process: a 503, to be tried again shortly. */
export class ImportBusy extends Error {
  override readonly name = 'ImportBusy';
}

/** The bundled thread beside the built server (apps/api's tsup.config.ts). */
const BUILT = new URL('./loop-backup-worker.js', import.meta.url);

let sourceBundle: Promise<string> | undefined;

/**
 * From sources (tests, `pnpm dev`) the thread's module is bundled once per process with esbuild
 * (a dev dependency, never loaded by the built server), better-sqlite3 left to load from here.
 */
function bundledFromSource(): Promise<string> {
  sourceBundle ??= (async () => {
    const { build } = await import('esbuild');
    const sqlite = createRequire(import.meta.url).resolve('better-sqlite3');
    const dir = await mkdtemp(join(tmpdir(), 'taper-worker-'));
    process.once('exit', () => {
      rmSync(dir, { recursive: true, force: true });
    });
    const outfile = join(dir, 'loop-backup-worker.mjs');
    await build({
      entryPoints: [fileURLToPath(new URL('./loop-backup-worker.ts', import.meta.url))],
      outfile,
      bundle: true,
      format: 'esm',
      platform: 'node',
      target: 'node20',
      logLevel: 'silent',
      plugins: [
        {
          name: 'native-sqlite',
          setup(build) {
            build.onResolve({ filter: /^better-sqlite3$/ }, () => ({
              path: sqlite,
              external: true,
            }));
          },
        },
      ],
    });
    return outfile;
  })();
  return sourceBundle;
}

async function startThread(task: LoopBackupTask, limits: LoopBackupThreadLimits): Promise<Worker> {
  const resourceLimits = {
    maxOldGenerationSizeMb: limits.maxOldGenerationSizeMb,
    maxYoungGenerationSizeMb: limits.maxYoungGenerationSizeMb,
    stackSizeMb: limits.stackSizeMb,
  };
  const file = existsSync(fileURLToPath(BUILT)) ? BUILT : await bundledFromSource();
  return new Worker(file, { workerData: task, resourceLimits });
}

let alive = 0;

/** Reading threads of this process that have not ended (tests watch a stopped one end). */
export function loopBackupThreadsAlive(): number {
  return alive;
}

type Settled = { outcome: LoopBackupOutcome } | { timedOut: true } | { crashed: Error };

function settle(worker: Worker, timeoutMs: number): Promise<Settled> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      resolve({ timedOut: true });
    }, timeoutMs);
    const done = (settled: Settled) => {
      clearTimeout(timer);
      resolve(settled);
    };
    worker.once('message', (outcome: LoopBackupOutcome) => {
      done({ outcome });
    });
    worker.once('error', (error) => {
      done({ crashed: error });
    });
    worker.once('exit', (code) => {
      done({ crashed: new Error(`The backup reader ended (${String(code)}) without an answer`) });
    });
  });
}

const seconds = (ms: number) => String(Math.ceil(ms / 1000));

/** A Loop .db backup's habits, read on a thread of its own; throws `ImportRefused` or `ImportBusy`. */
export async function readLoopBackupOnThread(
  bytes: Uint8Array,
  today: string,
  limits: LoopBackupThreadLimits = LOOP_BACKUP_THREAD_LIMITS,
  locale: LocaleCode = 'en',
): Promise<ImportRead> {
  if (alive >= limits.maxThreads)
    throw new ImportBusy('The server is busy reading other backups; please try again in a minute');
  alive += 1;
  let worker: Worker | undefined;
  let tempRoot: string | undefined;
  const cleanUp = async () => {
    if (worker) await worker.terminate();
    if (tempRoot !== undefined) await rm(tempRoot, { recursive: true, force: true });
    alive -= 1;
  };
  let settled: Settled;
  try {
    tempRoot = await mkdtemp(join(tmpdir(), 'taper-loop-read-'));
    worker = await startThread({ bytes, today, tempRoot, locale }, limits);
    settled = await settle(worker, limits.timeoutMs);
  } catch (error) {
    await cleanUp();
    throw error;
  }
  if ('timedOut' in settled) {
    // The thread may be inside SQLite, where it cannot be stopped at once: it is let go, and
    // counts as a running reader until it has ended.
    void cleanUp();
    throw refused('backupTimeout', { seconds: seconds(limits.timeoutMs) });
  }
  await cleanUp();
  if ('crashed' in settled) {
    if ((settled.crashed as { code?: unknown }).code === 'ERR_WORKER_OUT_OF_MEMORY')
      throw refused('backupMemory');
    throw settled.crashed;
  }
  const { outcome } = settled;
  if ('read' in outcome) return outcome.read;
  if ('refused' in outcome) throw new ImportRefused(outcome.refused);
  throw new Error(outcome.failed);
}
