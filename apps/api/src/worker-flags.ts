/**
 * The Node flags each API worker of the cluster starts with. V8 runs its garbage collector's
 * parallel work and its compiler on helper threads, four per process whatever the host
 * (`--v8-pool-size`). With one process per core, as on PostgreSQL by default, the workers' helpers
 * took every core while one of them collected its heap, and the database's queries on the same
 * cores waited (BENCHMARKS.md, the day of real use). So each worker gets the cores left to it
 * besides its main thread: at least one helper, at most V8's four.
 */
import cluster from 'node:cluster';
import { availableParallelism } from 'node:os';

/** V8's helper threads per process when Node is not told otherwise. */
export const V8_DEFAULT_POOL_SIZE = 4;

/** The helper threads each of `workers` processes gets on `cores` cores. */
export function helperThreadsPerWorker(cores: number, workers: number): number {
  return Math.min(V8_DEFAULT_POOL_SIZE, Math.max(1, Math.floor(cores / workers) - 1));
}

/**
 * The primary's own flags for its workers, with `--v8-pool-size` sized for `workers` on `cores`,
 * unless the operator set it (on the command line or in NODE_OPTIONS), which then stands.
 */
export function workerExecArgv(options: {
  execArgv: readonly string[];
  nodeOptions: string | undefined;
  cores: number;
  workers: number;
}): string[] {
  const given = [...options.execArgv, ...(options.nodeOptions?.split(/\s+/) ?? [])].some((flag) =>
    /^--v8[-_]pool[-_]size(=|$)/.test(flag),
  );
  if (given) return [...options.execArgv];
  return [
    ...options.execArgv,
    `--v8-pool-size=${String(helperThreadsPerWorker(options.cores, options.workers))}`,
  ];
}

/**
 * Every worker the cluster forks from now on starts with this host's flags for `workers` processes
 * (production's primary and the bench's call it before forking).
 */
export function sizeWorkersHelperThreads(workers: number): void {
  cluster.setupPrimary({
    execArgv: workerExecArgv({
      execArgv: process.execArgv,
      nodeOptions: process.env.NODE_OPTIONS,
      cores: availableParallelism(),
      workers,
    }),
  });
}
