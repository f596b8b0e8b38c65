/**
 * The production bundle (`node apps/api/dist/main.js`) as a child process on a port of this
 * suite's range, with helpers to stop it gently or kill it with SIGKILL.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { API_MAIN, ensureApiBuilt } from './web';
import { freePort } from './ports';

export interface ApiServer {
  port: number;
  origin: string;
  child: ChildProcess;
  /** stdout + stderr so far (bounded), for failure messages. */
  output(): string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Sends `signal` (SIGKILL by default) to the process — with `host`, to all of its workers too. */
  kill(signal?: NodeJS.Signals): Promise<void>;
  stop(): Promise<void>;
}

const children = new Set<ChildProcess>();
const hosts = new WeakSet<ChildProcess>();
process.once('exit', () => {
  for (const child of children) signalAll(child, 'SIGKILL');
});

/** A host's processes are a group of their own (the primary and its workers), killed together. */
function signalAll(child: ChildProcess, signal: NodeJS.Signals): void {
  if (hosts.has(child) && child.pid !== undefined) {
    try {
      process.kill(-child.pid, signal);
    } catch {
      // The group is gone already.
    }
  } else child.kill(signal);
}

export interface StartOptions {
  databaseUrl: string;
  port?: number;
  env?: Record<string, string>;
  readyTimeoutMs?: number;
  /**
   * A host, as a machine would be: the server's processes (with `WORKERS` > 1 the primary and its
   * workers) in a process group of their own, so `kill` takes them all down at once.
   */
  host?: boolean;
}

/**
 * The clock settings a run may pin (libfaketime's, and the zone): a server a test starts keeps
 * the test's clock, so a time the test names ("a minute ago") is the server's time too.
 */
const CLOCK_ENV = ['LD_PRELOAD', 'FAKETIME', 'FAKETIME_DONT_FAKE_MONOTONIC', 'TZ'] as const;

function clockEnv(): Record<string, string> {
  return Object.fromEntries(
    CLOCK_ENV.flatMap((name) => {
      const value = process.env[name];
      return value === undefined ? [] : [[name, value]];
    }),
  );
}

export async function startApiServer(options: StartOptions): Promise<ApiServer> {
  ensureApiBuilt();
  const port = options.port ?? (await freePort());
  const child = spawn(process.execPath, [API_MAIN], {
    detached: options.host === true,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '/tmp',
      ...clockEnv(),
      PORT: String(port),
      DATABASE_URL: options.databaseUrl,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      WEB_DIST: '/nonexistent-web-dist',
      WORKERS: '1',
      // The suites sign many users up from 127.0.0.1: the per-address budgets set out of reach
      // unless a test sets them (options.env).
      SIGNUP_LIMIT_PER_HOUR: '1000000',
      LOGIN_FAILURES_LIMIT: '1000000',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  if (options.host) hosts.add(child);
  let log = '';
  const append = (chunk: Buffer) => {
    log = (log + chunk.toString('utf8')).slice(-20_000);
  };
  child.stdout.on('data', append);
  child.stderr.on('data', append);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    child.once('exit', (code, signal) => {
      children.delete(child);
      resolve({ code, signal });
    });
  });
  const state = { exited: false };
  void exited.then(() => {
    state.exited = true;
  });

  const origin = `http://127.0.0.1:${port}`;
  const server: ApiServer = {
    port,
    origin,
    child,
    output: () => log,
    exited,
    async kill(signal = 'SIGKILL') {
      if (!state.exited || options.host) signalAll(child, signal);
      await exited;
    },
    async stop() {
      if (state.exited) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
      await exited;
      clearTimeout(timer);
    },
  };

  const deadline = Date.now() + (options.readyTimeoutMs ?? 60_000);
  while (Date.now() < deadline) {
    if (state.exited) throw new Error(`the API exited before it was ready:\n${log}`);
    try {
      const res = await fetch(`${origin}/api/icons`, { signal: AbortSignal.timeout(2_000) });
      if (res.ok) return server;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await server.kill();
  throw new Error(`the API did not become ready on ${origin}:\n${log}`);
}

export interface HttpResult {
  status: number;
  body: string;
  headers: Headers;
}

/** One JSON request; a network failure (server gone) resolves with status 0. */
export async function request(
  origin: string,
  method: string,
  url: string,
  options: {
    token?: string;
    body?: unknown;
    timeoutMs?: number;
    /** More request headers (e.g. a load balancer's X-Forwarded-For). */
    headers?: Record<string, string>;
  } = {},
): Promise<HttpResult> {
  try {
    const res = await fetch(`${origin}${url}`, {
      method,
      headers: {
        ...options.headers,
        ...(options.token === undefined ? {} : { authorization: `Bearer ${options.token}` }),
        ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
      signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
    });
    return { status: res.status, body: await res.text(), headers: res.headers };
  } catch {
    return { status: 0, body: '', headers: new Headers() };
  }
}
