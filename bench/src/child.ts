/** Starts and stops the server child processes, and reads their memory from /proc. */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const SERVER = path.join(here, 'server.ts');
const TSX = import.meta.resolve('tsx');

export interface ServerChild {
  url: string;
  pid: number;
  stop(): Promise<void>;
}

export interface ServerEnv {
  mode: 'app' | 'floor' | 'setup-floor';
  port: number;
  dbUrl?: string;
  pgSchema?: string;
  floorBodies?: string;
  webDist?: string;
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
  };
  const child = spawn(process.execPath, ['--import', TSX, SERVER], {
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
  return {
    url: `http://127.0.0.1:${env.port}`,
    pid,
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
