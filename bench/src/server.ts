/**
 * The server under test, run as a child process (bundled by child.ts, run by plain `node`) so the
 * load generator never shares its event loop. BENCH_MODE=app: the app as `benchApp` builds it
 * (with tRPC's own adapter at /trpc-adapter) on the given database; BENCH_MODE=floor: a bare
 * Fastify that answers each route with fixed bytes (the floor); BENCH_MODE=setup-floor: those fixed
 * bytes from routes added to the real app under /api. Sends { ready: port } over IPC when
 * listening; SIGTERM closes it. BENCH_WORKERS > 1 runs that many node:cluster workers on the port.
 */
import cluster from 'node:cluster';
import { readFileSync } from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { brotliCompressSync, constants as zlibConstants } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { createDb, migrateToLatest } from '@taper/db';
import { sizeWorkersHelperThreads } from '@taper/server';
import { benchApp } from './app';

async function startApp(
  port: number,
): Promise<{ app: FastifyInstance; close: () => Promise<void> }> {
  const url = process.env.BENCH_DB_URL ?? '';
  const schema = process.env.BENCH_PG_SCHEMA;
  const handle = createDb(url, schema === undefined ? {} : { searchPath: schema });
  await migrateToLatest(handle.db);
  const { app } = await benchApp(
    handle.db,
    {
      PORT: String(port),
      WEB_DIST: process.env.BENCH_WEB_DIST ?? '/nonexistent',
      ...(process.env.COMPUTED_READ_THREADS === undefined
        ? {}
        : { COMPUTED_READ_THREADS: process.env.COMPUTED_READ_THREADS }),
    },
    { url, searchPath: schema },
  );
  return { app, close: handle.close };
}

/** `prefix`: the app's own reference routes sit under /api, where its JSON answers are. */
function addFloorRoutes(app: FastifyInstance, prefix = ''): void {
  const file = process.env.BENCH_FLOOR_BODIES;
  const routes =
    file === undefined ? {} : (JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>);
  for (const [route, body] of Object.entries(routes)) {
    app.get(`${prefix}${route}`, (_request, reply) =>
      reply.type('application/json; charset=utf-8').send(body),
    );
    // The floor of a compressed answer: the same body's brotli bytes, made once, sent as they are.
    const compressed = brotliCompressSync(body, {
      params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 },
    });
    app.get(`${prefix}${route}.br`, (_request, reply) =>
      reply
        .type('application/json; charset=utf-8')
        .header('content-encoding', 'br')
        .header('vary', 'accept-encoding')
        .send(compressed),
    );
  }
}

function startFloor(): { app: FastifyInstance; close: () => Promise<void> } {
  const app = Fastify();
  addFloorRoutes(app);
  return { app, close: () => Promise.resolve() };
}

const port = Number(process.env.BENCH_PORT);
const mode = process.env.BENCH_MODE;
const workers = Number(process.env.BENCH_WORKERS ?? '1');

interface LoopDelay {
  loopDelayMaxMs: number;
  loopDelayP99Ms: number;
}

function isLoopDelayAsk(message: unknown): boolean {
  return typeof message === 'object' && message !== null && 'loopDelay' in message;
}

function isLoopDelay(message: unknown): message is LoopDelay {
  return typeof message === 'object' && message !== null && 'loopDelayMaxMs' in message;
}

/**
 * BENCH_WORKERS > 1: node:cluster workers share the port, as `WORKERS` does in production. The
 * bench's event-loop delay ask is passed to every worker; the answer is the worst worker's.
 */
function runPrimary(): void {
  let listening = 0;
  cluster.on('listening', () => {
    listening += 1;
    if (listening === workers) process.send?.({ ready: port });
  });
  // The workers start with the flags production's primary gives them (apps/api/src/cluster.ts).
  sizeWorkersHelperThreads(workers);
  for (let i = 0; i < workers; i += 1) cluster.fork();
  process.on('message', (message: unknown) => {
    if (!isLoopDelayAsk(message)) return;
    const all = Object.values(cluster.workers ?? {}).filter((worker) => worker !== undefined);
    void Promise.all(
      all.map(
        (worker) =>
          new Promise<LoopDelay>((resolve) => {
            const answer = (reply: unknown) => {
              if (!isLoopDelay(reply)) return;
              worker.off('message', answer);
              resolve(reply);
            };
            worker.on('message', answer);
            worker.send({ loopDelay: 'read' });
          }),
      ),
    ).then((replies) => {
      process.send?.({
        loopDelayMaxMs: Math.max(...replies.map((r) => r.loopDelayMaxMs)),
        loopDelayP99Ms: Math.max(...replies.map((r) => r.loopDelayP99Ms)),
      });
    });
  });
  process.once('SIGTERM', () => {
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
    cluster.on('exit', () => {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
    });
  });
}

/**
 * The event-loop delay since the last ask (its longest and its p99, sampled every 5 ms, so an idle
 * loop reads about 5 ms), sent over IPC when the bench (or, with workers, the primary) asks
 * ({ loopDelay: 'read' } → { loopDelayMaxMs, loopDelayP99Ms }), then counting again.
 */
function reportLoopDelay(): void {
  const delay = monitorEventLoopDelay({ resolution: 5 });
  delay.enable();
  process.on('message', (message: unknown) => {
    if (!isLoopDelayAsk(message)) return;
    const answer: LoopDelay = {
      loopDelayMaxMs: delay.max / 1e6,
      loopDelayP99Ms: delay.percentile(99) / 1e6,
    };
    process.send?.(answer);
    delay.reset();
  });
}

async function serve(): Promise<void> {
  const { app, close } = mode === 'floor' ? startFloor() : await startApp(port);
  reportLoopDelay();
  if (mode === 'setup-floor') addFloorRoutes(app, '/api');
  await app.listen({ port, host: '127.0.0.1' });
  if (cluster.isPrimary) process.send?.({ ready: port });
  process.once('SIGTERM', () => {
    void app
      .close()
      .then(close)
      .finally(() => process.exit(0));
  });
}

if (workers > 1 && cluster.isPrimary) runPrimary();
else await serve();
