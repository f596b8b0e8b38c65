/** Starts and stops the server child processes, and reads their memory from /proc. */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
/** The root of this checkout. */
export const CHECKOUT = path.resolve(here, '..', '..');

let built: string | undefined;

/**
 * bench/src/server.ts of the checkout at `root`, bundled by its API's own tsup setup (workspace
 * packages bundled in, npm packages imported) into its apps/api/.bench-server, so the children run
 * plain JavaScript as the production server does, each with its own checkout's dependencies. Under
 * `--import tsx` every process also carried tsx's loader thread: ~95 MB of RSS a real server
 * does not have.
 */
export function builtServerAt(root: string): string {
  const apiDir = path.join(root, 'apps', 'api');
  const builtDir = path.join(apiDir, '.bench-server');
  execFileSync(
    path.join(apiDir, 'node_modules', '.bin', 'tsup'),
    [
      `--entry.server=${path.join(root, 'bench', 'src', 'server.ts')}`,
      // The threads of computed reads load this module from beside the server's.
      `--entry.computed-reads-worker=${path.join(apiDir, 'src', 'computed-reads-worker.ts')}`,
      '--out-dir',
      builtDir,
      '--no-sourcemap',
      '--silent',
    ],
    { cwd: apiDir, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  const file = path.join(builtDir, 'server.js');
  if (!existsSync(file)) throw new Error(`bench: building the server did not write ${file}`);
  return file;
}

/** This checkout's server, built once per bench run. */
function builtServer(): string {
  built ??= builtServerAt(CHECKOUT);
  return built;
}

/** The computed-reads threads' module, built beside the server's. */
export function builtComputedReadsWorker(): string {
  return path.join(path.dirname(builtServer()), 'computed-reads-worker.js');
}

export interface ServerChild {
  url: string;
  pid: number;
  /**
   * The longest event-loop delay of the server since the last call, in ms, as its
   * `perf_hooks.monitorEventLoopDelay` saw it (mode 'app'; with workers, the worst worker's); the
   * first call only starts counting.
   */
  loopDelayMaxMs(): Promise<number>;
  /** The same, with the delay's 99th percentile: how long most requests waited for the loop. */
  loopDelay(): Promise<LoopDelay>;
  stop(): Promise<void>;
}

/** An event loop's delay over a while, in ms (perf_hooks.monitorEventLoopDelay, 5 ms resolution). */
export interface LoopDelay {
  maxMs: number;
  p99Ms: number;
}

export interface ServerEnv {
  mode: 'app' | 'floor' | 'setup-floor';
  port: number;
  dbUrl?: string;
  pgSchema?: string;
  floorBodies?: string;
  webDist?: string;
  /** node:cluster workers sharing the port (default 1: one process). */
  workers?: number;
  /** The server's COMPUTED_READ_THREADS (default: the server's own default). */
  computedReadThreads?: number;
  /** The built server to run (`builtServerAt`); this checkout's by default. */
  serverFile?: string;
}

const live = new Set<ChildProcess>();

/** Never leave a server running: kill what is left if the bench fails. */
process.once('exit', () => {
  for (const child of live) child.kill('SIGKILL');
});

export async function startServer(env: ServerEnv): Promise<ServerChild> {
  const childEnv: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    BENCH_MODE: env.mode,
    BENCH_PORT: String(env.port),
    ...(env.dbUrl === undefined ? {} : { BENCH_DB_URL: env.dbUrl }),
    ...(env.pgSchema === undefined ? {} : { BENCH_PG_SCHEMA: env.pgSchema }),
    ...(env.floorBodies === undefined ? {} : { BENCH_FLOOR_BODIES: env.floorBodies }),
    ...(env.webDist === undefined ? {} : { BENCH_WEB_DIST: env.webDist }),
    ...(env.workers === undefined ? {} : { BENCH_WORKERS: String(env.workers) }),
    ...(env.computedReadThreads === undefined
      ? {}
      : { COMPUTED_READ_THREADS: String(env.computedReadThreads) }),
  };
  // BENCH_SERVER_NODE_ARGS='--cpu-prof --cpu-prof-dir=/tmp/prof' profiles the server of a run.
  const nodeArgs = process.env.BENCH_SERVER_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const child = spawn(process.execPath, [...nodeArgs, env.serverFile ?? builtServer()], {
    env: childEnv,
    stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
  });
  live.add(child);
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const exited = new Promise<void>((resolve) => {
    child.once('exit', () => {
      resolve();
    });
  });
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => {
      reject(new Error(`server did not start in 60 s\n${stderr}`));
    }, 60_000);
    child.once('message', () => {
      clearTimeout(timer);
      resolve();
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited (${String(code)}) before listening\n${stderr}`));
    });
  });
  const pid = child.pid ?? 0;
  const loopDelay = () =>
    new Promise<LoopDelay>((resolve) => {
      const answer = (message: unknown) => {
        if (typeof message !== 'object' || message === null || !('loopDelayMaxMs' in message))
          return;
        child.off('message', answer);
        resolve({
          maxMs: Number(message.loopDelayMaxMs),
          p99Ms: 'loopDelayP99Ms' in message ? Number(message.loopDelayP99Ms) : Number.NaN,
        });
      };
      child.on('message', answer);
      child.send({ loopDelay: 'read' });
    });
  return {
    url: `http://127.0.0.1:${env.port}`,
    pid,
    loopDelayMaxMs: async () => (await loopDelay()).maxMs,
    loopDelay,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      const timer = setTimeout(() => {
        child.kill('SIGKILL');
      }, 5000);
      await exited;
      clearTimeout(timer);
      live.delete(child);
    },
  };
}

/** Resident set size of a process, in MB. */
export function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const match = /VmRSS:\s+(\d+) kB/.exec(status);
  return match?.[1] === undefined ? Number.NaN : Number(match[1]) / 1024;
}

/** Samples a process's RSS every 200 ms until stopped; returns the peak in MB. */
export function sampleRss(pid: number): { stop(): number } {
  let peak = rssMb(pid);
  const timer = setInterval(() => {
    peak = Math.max(peak, rssMb(pid));
  }, 200);
  return {
    stop() {
      clearInterval(timer);
      return Math.max(peak, rssMb(pid));
    },
  };
}

/** CPU seconds (user + system) a process has used, from /proc/<pid>/stat (clock ticks of 1/100 s). */
export function cpuSeconds(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** CPU seconds of a process and its child processes (a primary and its cluster workers). */
export function treeCpuSeconds(pid: number): number {
  let children: number[] = [];
  try {
    children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
      .split(' ')
      .filter((word) => word.trim() !== '')
      .map(Number);
  } catch {
    // No children file: the process alone.
  }
  return children.reduce((sum, child) => sum + treeCpuSeconds(child), cpuSeconds(pid));
}
