/**
 * The cluster's primary: migrates once, forks `WORKERS` API processes that share the port
 * (node:cluster), forks a new one when one dies, and on SIGTERM / SIGINT passes the signal on and
 * exits when every worker has finished its requests. It serves nothing itself.
 */
import cluster, { type Worker } from 'node:cluster';
import { createDb, migrateToLatest } from '@taper/db';
import type { Config } from './config';
import { prettyLogLine } from './lib/pretty-log';
import { SHUTDOWN_TIMEOUT_MS } from './serve';
import { sizeWorkersHelperThreads } from './worker-flags';

/** A worker that dies sooner than this after its start is not restarted in a loop. */
const MIN_UPTIME_MS = 5_000;

const LEVELS = { info: 30, error: 50 } as const;

/** The primary's lines in the workers' format: pino's JSON (numeric level), readable in a terminal. */
function log(level: keyof typeof LEVELS, msg: string, extra: Record<string, unknown> = {}): void {
  if (
    level === 'info' &&
    ['silent', 'fatal', 'error', 'warn'].includes(process.env.LOG_LEVEL ?? '')
  )
    return;
  const json = JSON.stringify({
    level: LEVELS[level],
    time: Date.now(),
    pid: process.pid,
    msg,
    ...extra,
  });
  const out = level === 'error' ? process.stderr : process.stdout;
  out.write(`${out.isTTY ? prettyLogLine(json) : json}\n`);
}

export async function runPrimary(config: Config): Promise<void> {
  const { db, close } = createDb(config.databaseUrl);
  try {
    await migrateToLatest(db);
  } finally {
    await close();
  }

  let stopping = false;
  const startedAt = new Map<Worker, number>();
  const fork = () => startedAt.set(cluster.fork(), Date.now());

  cluster.on('exit', (worker, code, signal) => {
    const uptime = Date.now() - (startedAt.get(worker) ?? 0);
    startedAt.delete(worker);
    if (stopping) {
      if (startedAt.size === 0) process.exit(0);
      return;
    }
    log('error', 'worker exited', { worker: worker.process.pid, code, signal });
    if (uptime < MIN_UPTIME_MS) {
      log('error', 'worker died right after its start; stopping');
      process.exit(1);
    }
    fork();
  });

  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    log('info', 'shutting down workers', { signal });
    for (const worker of startedAt.keys()) worker.process.kill(signal);
    setTimeout(() => process.exit(1), SHUTDOWN_TIMEOUT_MS + 1_000).unref();
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);

  sizeWorkersHelperThreads(config.workers);
  // The first worker prints the banner; the primary adds nothing to it.
  for (let i = 0; i < config.workers; i += 1) fork();
}
