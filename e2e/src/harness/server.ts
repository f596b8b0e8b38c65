/**
 * One real API server per test file: a fresh temporary SQLite database, a free port in 4100–4199,
 * stopped however the worker ends.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ARTIFACTS, ROOT, SERVER_MAIN, WEB_INDEX } from '../env';

// ---------------------------------------------------------------- server

export interface Server {
  baseURL: string;
  port: number;
  /** The server's SQLite file, for fixtures the API cannot make (a habit created days ago). */
  databaseFile: string;
  /** Everything the server printed so far. */
  logs: () => string;
  stop: () => Promise<void>;
}

function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => {
      resolve(false);
    });
    probe.listen({ port, host: '0.0.0.0', exclusive: true }, () => {
      probe.close(() => {
        resolve(true);
      });
    });
  });
}

/**
 * Each of the run's workers (VITEST_POOL_ID, 1 to E2E_WORKERS) looks in its own part of 4100–4199:
 * two files starting at once could otherwise both find one port free, and one file's checks would
 * reach the other file's server.
 */
function portRange(): { first: number; size: number } {
  const workers = Math.max(1, Number(process.env.E2E_WORKERS ?? 1));
  const size = Math.floor(100 / workers);
  const worker = (Math.max(1, Number(process.env.VITEST_POOL_ID ?? 1)) - 1) % workers;
  return { first: 4100 + worker * size, size };
}

/**
 * Ports in 4100–4199 that browsers and fetch refuse to connect to (the Fetch standard's "bad
 * ports": 4190 is ManageSieve); a server there never answers them ('bad port').
 */
const BAD_PORTS = new Set([4190]);

/** The ports this worker's servers may take, in a random order. */
export function candidatePorts(): number[] {
  const { first, size } = portRange();
  const start = Math.floor(Math.random() * size);
  return Array.from({ length: size }, (_, i) => first + ((start + i) % size)).filter(
    (port) => !BAD_PORTS.has(port),
  );
}

async function freePort(): Promise<number> {
  for (const port of candidatePorts()) {
    if (await portIsFree(port)) return port;
  }
  const { first, size } = portRange();
  throw new Error(`No free port in ${first}-${first + size - 1} for the e2e server`);
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

function waitForExit(child: ChildProcess, ms: number): Promise<boolean> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      resolve(false);
    }, ms);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
}

/** Servers this worker started: stopped however the worker ends (done, failed, interrupted). */
const running = new Set<ChildProcess>();
function killServers() {
  for (const child of running) child.kill('SIGKILL');
}
process.once('exit', killServers);
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.once(signal, () => {
    killServers();
    process.exit(130);
  });
}

/** Starts `node apps/api/dist/main.js` on a fresh database and waits until it answers. */
export async function startServer(name: string, env: Record<string, string> = {}): Promise<Server> {
  if (!existsSync(SERVER_MAIN) || !existsSync(WEB_INDEX)) {
    throw new Error(`The build is missing (${SERVER_MAIN} / ${WEB_INDEX}): run pnpm test:e2e`);
  }
  // A second try on another port, should the first one be taken by something that does not
  // answer like our server.
  try {
    return await startServerOnce(name, env);
  } catch (error) {
    process.stderr.write(`e2e: ${String(error)}\ne2e: trying again on another port\n`);
    return startServerOnce(name, env);
  }
}

async function startServerOnce(name: string, env: Record<string, string>): Promise<Server> {
  const startedAt = Date.now();
  const port = await freePort();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'taper-e2e-'));
  const baseURL = `http://127.0.0.1:${port}`;
  let output = '';
  const child = spawn(process.execPath, [SERVER_MAIN], {
    cwd: path.join(ROOT, 'apps', 'api'),
    env: {
      ...process.env,
      PORT: String(port),
      DATABASE_URL: path.join(dataDir, 'taper.db'),
      NODE_ENV: 'production',
      PUBLIC_URL: baseURL,
      LOG_LEVEL: 'warn',
      WORKERS: '1',
      // Every flow signs its users up from 127.0.0.1: the per-address budgets set out of reach.
      SIGNUP_LIMIT_PER_HOUR: '1000000',
      LOGIN_FAILURES_LIMIT: '1000000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));

  const stop = async () => {
    if (running.has(child)) {
      child.kill('SIGTERM');
      if (!(await waitForExit(child, 5000))) child.kill('SIGKILL');
      running.delete(child);
    }
    await mkdir(path.join(ARTIFACTS, 'logs'), { recursive: true });
    await writeFile(path.join(ARTIFACTS, 'logs', `${name}.server.log`), output);
    await rm(dataDir, { recursive: true, force: true });
  };

  const deadline = Date.now() + 60_000;
  let lastSeen = 'no answer';
  for (;;) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`The server exited with ${child.exitCode} before answering:\n${output}`);
    }
    try {
      const response = await fetch(`${baseURL}/api/auth/user`, {
        signal: AbortSignal.timeout(2000),
      });
      if (response.status === 401 || response.ok) break;
      lastSeen = `HTTP ${response.status}`;
    } catch (error) {
      // not listening yet; fetch's own message is 'fetch failed', the reason is its cause
      lastSeen =
        error instanceof Error ? `${String(error)} (${String(error.cause)})` : String(error);
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(
        `The server did not answer on ${baseURL} within ${Math.round((Date.now() - startedAt) / 1000)} s ` +
          `(last: ${lastSeen}); its output:\n${output}`,
      );
    }
    await sleep(200);
  }
  return { baseURL, port, databaseFile: path.join(dataDir, 'taper.db'), logs: () => output, stop };
}
