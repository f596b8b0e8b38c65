/**
 * 1. Reads against the floor, 2. REST against tRPC, 7. memory. The app and the floor each run as a
 * child process (bench/src/server.ts bundled by tsup, plain `node`), autocannon runs here: the same
 * setup for both.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { rssMb, startServer, type ServerChild } from '../child';
import { request } from '../load';
import { SqliteSeeder } from '../seed';
import type { BenchOptions } from '../options';
import { table, type Section } from '../report';
import { CONNECTIONS, measure } from './read-rounds';
import { memorySection, readAndRestFigures } from './read-figures';
import {
  BROWSER_HEADERS,
  BROWSER_WAYS,
  pathOf,
  READS,
  SERVER_OF,
  WAYS,
  type Target,
} from './read-targets';

export interface ReadsInput {
  options: BenchOptions;
  dbFile: string;
  workDir: string;
  token: string;
  habitId: number;
}

async function fetchBody(server: ServerChild, urlPath: string, token: string): Promise<string> {
  const { status, body } = await request(server.url, urlPath, token);
  if (status !== 200) throw new Error(`GET ${urlPath}: HTTP ${status} ${body.slice(0, 200)}`);
  return body;
}

/**
 * `section reads`: the reads on their own, on a database seeded as the full run seeds its small
 * one (the heavy user the goals name, a one-habit user, light users).
 */
export async function benchReadsAlone(options: BenchOptions, workDir: string): Promise<Section[]> {
  const dbFile = path.join(workDir, 'reads.db');
  const seeder = await SqliteSeeder.open(dbFile);
  const heavy = seeder.addUser({
    habits: options.heavyHabits,
    days: options.heavyDays,
    session: true,
  });
  seeder.addUser({ habits: 1, days: options.heavyDays, session: true });
  seeder.addUsers(options.smallUsers - 2, { habits: options.lightHabits, days: options.lightDays });
  seeder.checkpoint();
  seeder.close();
  const { reads, rest, memory } = await benchReads({
    options,
    dbFile,
    workDir,
    token: heavy.token,
    habitId: heavy.habitIds[0] ?? 0,
  });
  return [reads, rest, memory];
}

export async function benchReads(
  input: ReadsInput,
): Promise<{ reads: Section; rest: Section; memory: Section }> {
  const { options, token, habitId } = input;
  const app = await startServer({ mode: 'app', port: 4201, dbUrl: input.dbFile });
  let adapterApp: ServerChild | undefined;
  let floor: ServerChild | undefined;
  let setupFloor: ServerChild | undefined;
  try {
    // tRPC's own adapter answers from a second app process: what it holds under load is not what
    // the production server (which does not mount it) holds, and RSS seldom shrinks between runs.
    adapterApp = await startServer({ mode: 'app', port: 4207, dbUrl: input.dbFile });
    const bodies: Record<string, string> = {};
    for (const read of READS) {
      for (const way of ['rest', 'trpc', 'adapter'] as const) {
        const server = SERVER_OF[way] === 'adapterApp' ? adapterApp : app;
        const body = await fetchBody(server, pathOf(read, way, habitId), token);
        if (way === 'rest') bodies[read.floorPath] = body;
      }
    }
    const habitsInList = (JSON.parse(bodies['/floor/list'] ?? '[]') as unknown[]).length;
    const bodiesFile = path.join(input.workDir, 'floor-bodies.json');
    writeFileSync(bodiesFile, JSON.stringify(bodies));
    floor = await startServer({ mode: 'floor', port: 4202, floorBodies: bodiesFile });
    setupFloor = await startServer({
      mode: 'setup-floor',
      port: 4205,
      dbUrl: input.dbFile,
      floorBodies: bodiesFile,
    });
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const idleRss = rssMb(app.pid);
    const floorIdleRss = rssMb(floor.pid);

    const targets: Target[] = READS.flatMap((read) =>
      WAYS.map((way) => ({
        key: `${way}-${read.key}`,
        server: SERVER_OF[way],
        path: pathOf(read, way, habitId),
        ...(BROWSER_WAYS.has(way) ? { headers: BROWSER_HEADERS } : {}),
      })),
    );
    const servers = { app, adapterApp, floor, setupFloor };
    const measured = await measure(options, targets, servers, token);
    const afterRss = rssMb(app.pid);
    const { reads: readFigures, rest: restFigures } = readAndRestFigures(measured);

    const reads: Section = {
      title: 'Reads against the floor',
      method:
        `A user with ${habitsInList} habits × ${options.heavyDays} days of entries (SQLite file, production config, request logging off); the stats are one habit's (${options.heavyDays} days). ` +
        `App and floor each run as a child process (bench/src/server.ts bundled by the API's tsup setup and run by plain \`node\`, as the production server); autocannon \`-c ${CONNECTIONS} -p 1\` runs in the bench process, ` +
        `${options.warmupSeconds} s warm-up per target, then ${options.runs} rounds of ${options.runSeconds} s per target, targets interleaved ` +
        "(floor, constant route in the app's setup, REST, the app's /trpc, tRPC's own adapter, and the browser rows) so drift hits all alike. The floor is a bare Fastify route returning the same bytes " +
        `(${bodies['/floor/list']?.length ?? 0} B for the list, ${bodies['/floor/stats']?.length ?? 0} B for the stats); the reference row below it is the same constant route ` +
        "added to the real app under /api (`buildApp`: the API's security headers, compression and request hooks), in its own child process. " +
        "tRPC's own adapter (`fastifyTRPCPlugin` from @trpc/server) serves the same router on the same services at /trpc-adapter, in a second process of the same app (so the app's memory below is of the ways it serves). " +
        `The browser rows send Chromium's \`Accept-Encoding: ${BROWSER_HEADERS['accept-encoding']}\` (and /trpc the web app's batch URL); their floor is a bare Fastify route sending the same body's brotli bytes, compressed once at start.`,
      figures: readFigures,
      details: [
        "Every run, and the server process's CPU time per request (from /proc; the load-independent cost of a request — " +
          'the inverse ratio of CPU per request is the throughput ratio a quiet core would give):',
        table(measured.runHeaders, measured.rawRows),
      ],
    };
    const rest: Section = {
      title: 'REST (/api) against tRPC (/trpc)',
      method:
        "Section 1's runs: each procedure through REST, the app's /trpc (tRPC's HTTP RPC format served by @taper/api) and tRPC's own Fastify adapter, in the same rounds.",
      figures: restFigures,
    };
    const memory = memorySection({ idleRss, floorIdleRss, afterRss, peaks: measured.rssPeaks });
    return { reads, rest, memory };
  } finally {
    await adapterApp?.stop();
    await floor?.stop();
    await setupFloor?.stop();
    await app.stop();
  }
}
