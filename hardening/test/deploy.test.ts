/**
 * Issue 24 — what of the deployment runs without Docker: the image's start command and health
 * check (read from the Dockerfile) on this checkout's build, and two API processes on one
 * PostgreSQL behind a proxy like compose.yaml's Caddy (TRUST_PROXY=1): shared sessions and
 * limits per client address, the proxy's request id in answers and logs.
 */
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { helperThreadsPerWorker } from '@taper/server';
import { STRONG_PASSWORD } from '../src/harness';
import { freePort } from '../src/ports';
import { startProxy, type Proxy } from '../src/proxy';
import { startApiServer, type ApiServer } from '../src/server';
import { sharedDatabase, startServers, type SharedDatabase } from '../src/two-servers';
import { ensureApiBuilt, ensureWebBuilt, REPO_ROOT } from '../src/web';

const run = promisify(execFile);

/** The runtime stage of the Dockerfile: its ENV, CMD, HEALTHCHECK command and COPY sources. */
function imageSpec() {
  const text = readFileSync(path.join(REPO_ROOT, 'Dockerfile'), 'utf8').replace(/\\\n\s*/g, ' ');
  const runtime = text.slice(text.lastIndexOf('\nFROM '));
  const env: Record<string, string> = {};
  for (const line of runtime.split('\n').filter((l) => l.startsWith('ENV '))) {
    for (const [, key, value] of line.slice(4).matchAll(/(\w+)=(\S+)/g)) env[key!] = value!;
  }
  const json = (pattern: RegExp) => JSON.parse(pattern.exec(runtime)![1]!) as string[];
  return {
    workdir: /^WORKDIR (\S+)$/m.exec(runtime)![1]!,
    env,
    cmd: json(/^CMD (\[.*\])$/m),
    healthcheck: json(/^HEALTHCHECK .*?CMD (\[.*\])$/m),
    user: /^USER (\S+)$/m.exec(runtime)![1]!,
    copies: [...runtime.matchAll(/^COPY --from=build \/app\/(\S+) /gm)].map((m) => m[1]!),
  };
}

describe('the image, run from this checkout', () => {
  let server: ApiServer | undefined;
  const dir = mkdtempSync(path.join(tmpdir(), 'taper-image-'));
  afterAll(async () => {
    await server?.kill();
    rmSync(dir, { recursive: true, force: true });
  });

  it('starts with its CMD, passes its HEALTHCHECK and stops cleanly on SIGTERM', async () => {
    const spec = imageSpec();
    expect(spec.workdir).toBe('/app');
    expect(spec.user).toBe('node');
    expect(spec.cmd).toEqual(['node', 'apps/api/dist/main.js']);
    ensureApiBuilt();
    await ensureWebBuilt();
    // Everything the runtime stage copies exists in a built checkout (WORKDIR = the repo root).
    for (const source of spec.copies)
      expect(existsSync(path.join(REPO_ROOT, source)), source).toBe(true);

    const port = await freePort();
    const env = { ...spec.env, PORT: String(port), DATABASE_URL: path.join(dir, 'taper.db') };
    server = await startApiServer({
      databaseUrl: env.DATABASE_URL,
      port,
      env: { ...env, WEB_DIST: path.join(REPO_ROOT, 'apps/web/dist'), WORKERS: '2' },
    });
    const check = () =>
      run(spec.healthcheck[0]!, spec.healthcheck.slice(1), {
        env: { ...process.env, PORT: String(port) },
      }).then(
        () => 0,
        (error: unknown) => (error as { code?: number }).code ?? 1,
      );
    expect(await check()).toBe(0);
    const page = await fetch(`${server.origin}/`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<div id="root">');
    expect((await fetch(`${server.origin}/readyz`)).status).toBe(200);
    // Its two workers start with V8's helper threads sized for this host (src/worker-flags.ts).
    const primary = server.child.pid!;
    const workers = readFileSync(
      `/proc/${String(primary)}/task/${String(primary)}/children`,
      'utf8',
    )
      .trim()
      .split(/\s+/);
    expect(workers).toHaveLength(2);
    for (const worker of workers) {
      const flags = readFileSync(`/proc/${worker}/cmdline`, 'utf8').split('\0');
      expect(flags.filter((flag) => flag.startsWith('--v8-pool-size='))).toEqual([
        `--v8-pool-size=${String(helperThreadsPerWorker(availableParallelism(), 2))}`,
      ]);
    }

    server.child.kill('SIGTERM');
    expect(await server.exited).toEqual({ code: 0, signal: null });
    expect(await check()).toBe(1);
  });
});

describe('two API processes on one PostgreSQL behind a proxy', () => {
  let shared: SharedDatabase | undefined;
  let servers: ApiServer[] = [];
  let proxy: Proxy | undefined;
  afterAll(async () => {
    await proxy?.close();
    for (const server of servers) await server.kill();
    shared?.dispose();
  });

  const send = async (
    method: string,
    url: string,
    options: { client: string; token?: string; body?: unknown; headers?: Record<string, string> },
  ) => {
    const res = await fetch(`${proxy!.origin}${url}`, {
      method,
      headers: {
        'x-test-client': options.client,
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...options.headers,
      },
      ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
    });
    return {
      status: res.status,
      headers: res.headers,
      body: (await res.json()) as Record<string, unknown>,
    };
  };

  it('serve the same users with shared sessions and per-client limits', async () => {
    shared = await sharedDatabase('postgres');
    servers = await startServers(2, {
      databaseUrl: shared.url,
      env: { TRUST_PROXY: '1', LOG_LEVEL: 'info' },
    });
    proxy = await startProxy(servers.map((server) => server.origin));

    const alice = '203.0.113.7';
    const signup = await send('POST', '/api/signup', {
      client: alice,
      body: {
        email: 'proxy@example.com',
        password: STRONG_PASSWORD,
        firstName: 'P',
        lastName: 'X',
      },
    });
    expect(signup.status).toBe(200);
    const token = signup.body.token as string;
    for (let i = 0; i < 4; i += 1) {
      const me = await send('GET', '/api/auth/user', { client: alice, token });
      expect(me.status).toBe(200);
      expect(me.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    }
    expect(new Set(proxy.served)).toEqual(new Set(servers.map((server) => server.origin)));

    // Ten wrong passwords from one client, over both processes, and that client is limited...
    const wrong = { email: 'proxy@example.com', password: 'Wr0ng!Password' };
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) {
      // A client-sent X-Forwarded-For changes nothing: the proxy replaces it.
      const headers = { 'x-forwarded-for': `198.51.100.${String(i)}` };
      statuses.push(
        (await send('POST', '/api/login', { client: alice, body: wrong, headers })).status,
      );
    }
    expect(statuses).toEqual([...Array<number>(10).fill(401), 429]);
    // ...while another client behind the same proxy is not.
    const bob = await send('POST', '/api/login', { client: '203.0.113.8', body: wrong });
    expect(bob.status).toBe(401);

    // The logs of both processes name the client's address, not the proxy's. A request's line is
    // written after its answer is sent, so the last one may still be on its way.
    const allLogs = () => servers.map((server) => server.output()).join('\n');
    for (let waited = 0; waited < 5_000 && !allLogs().includes('"ip":"203.0.113.8"'); waited += 50)
      await new Promise((resolve) => setTimeout(resolve, 50));
    const logs = allLogs();
    expect(logs).toContain('"ip":"203.0.113.7"');
    expect(logs).toContain('"ip":"203.0.113.8"');
    expect(logs).not.toContain('"ip":"198.51.100.');
  });
});
