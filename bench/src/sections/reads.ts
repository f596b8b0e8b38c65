/**
 * 1. Reads against the floor, 2. REST against tRPC, 7. memory. The app and the floor each run as a
 * child process (bench/src/server.ts bundled by tsup, plain `node`), autocannon runs here: the same
 * setup for both.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { cpuSeconds, rssMb, sampleRss, startServer, type ServerChild } from '../child';
import { request, runLoad, type LoadResult } from '../load';
import type { BenchOptions } from '../options';
import { table, type Section } from '../report';
import { median, round } from '../stats';

export interface ReadsInput {
  options: BenchOptions;
  dbFile: string;
  workDir: string;
  token: string;
  habitId: number;
}

interface Target {
  key: string;
  server: 'app' | 'floor' | 'setupFloor';
  path: string;
}

const CONNECTIONS = 50;

async function fetchBody(server: ServerChild, urlPath: string, token: string): Promise<string> {
  const { status, body } = await request(server.url, urlPath, token);
  if (status !== 200) throw new Error(`GET ${urlPath}: HTTP ${status} ${body.slice(0, 200)}`);
  return body;
}

function fmt(result: { rps: number; p50: number; p99: number }): string {
  return `${Math.round(result.rps)} req/s · p50 ${result.p50} ms · p99 ${result.p99} ms`;
}

export async function benchReads(
  input: ReadsInput,
): Promise<{ reads: Section; rest: Section; memory: Section }> {
  const { options, token, habitId } = input;
  const app = await startServer({ mode: 'app', port: 4201, dbUrl: input.dbFile });
  let floor: ServerChild | undefined;
  let setupFloor: ServerChild | undefined;
  try {
    const listPath = '/api/habits';
    const streaksPath = `/api/habits/${habitId}/streaks`;
    const trpcListPath = '/trpc/habits.list';
    const trpcStreaksPath = `/trpc/habits.streaks?input=${encodeURIComponent(JSON.stringify({ id: habitId }))}`;
    const listBody = await fetchBody(app, listPath, token);
    const streaksBody = await fetchBody(app, streaksPath, token);
    await fetchBody(app, trpcListPath, token);
    await fetchBody(app, trpcStreaksPath, token);
    const habitsInList = (JSON.parse(listBody) as unknown[]).length;
    const bodiesFile = path.join(input.workDir, 'floor-bodies.json');
    writeFileSync(
      bodiesFile,
      JSON.stringify({ '/floor/habits': listBody, '/floor/streaks': streaksBody }),
    );
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

    const targets: Target[] = [
      { key: 'floor-list', server: 'floor', path: '/floor/habits' },
      { key: 'setup-floor-list', server: 'setupFloor', path: '/api/floor/habits' },
      { key: 'rest-list', server: 'app', path: listPath },
      { key: 'trpc-list', server: 'app', path: trpcListPath },
      { key: 'floor-streaks', server: 'floor', path: '/floor/streaks' },
      { key: 'setup-floor-streaks', server: 'setupFloor', path: '/api/floor/streaks' },
      { key: 'rest-streaks', server: 'app', path: streaksPath },
      { key: 'trpc-streaks', server: 'app', path: trpcStreaksPath },
    ];
    const servers = { app, floor, setupFloor };
    const load = (target: Target, seconds: number) =>
      runLoad({
        url: servers[target.server].url,
        path: target.path,
        connections: CONNECTIONS,
        seconds,
        ...(target.server === 'app' ? { token } : {}),
      });

    for (const target of targets) await load(target, options.warmupSeconds);
    const results = new Map<string, LoadResult[]>();
    const rssPeaks: number[] = [];
    /** Server CPU µs per request: what each request costs, whatever else the machine runs. */
    const cpuPerRequest = new Map<string, number[]>();
    for (let run = 0; run < options.runs; run += 1) {
      for (const target of targets) {
        const sampler = target.server === 'app' ? sampleRss(app.pid) : undefined;
        const pid = servers[target.server].pid;
        const cpuBefore = cpuSeconds(pid);
        const result = await load(target, options.runSeconds);
        cpuPerRequest.set(target.key, [
          ...(cpuPerRequest.get(target.key) ?? []),
          ((cpuSeconds(pid) - cpuBefore) * 1e6) / Math.max(1, result.requests),
        ]);
        if (sampler) rssPeaks.push(sampler.stop());
        if (result.errors > 0) throw new Error(`${target.key}: ${result.errors} errors under load`);
        results.set(target.key, [...(results.get(target.key) ?? []), result]);
      }
    }
    const afterRss = rssMb(app.pid);
    const summary = (key: string) => {
      const list = results.get(key) ?? [];
      return {
        rps: median(list.map((r) => r.rps)),
        p50: median(list.map((r) => r.p50)),
        p99: median(list.map((r) => r.p99)),
      };
    };
    const s = Object.fromEntries(targets.map((t) => [t.key, summary(t.key)]));
    const get = (key: string) => s[key] ?? { rps: Number.NaN, p50: Number.NaN, p99: Number.NaN };
    const listRatio = get('rest-list').rps / get('floor-list').rps;
    const restTrpcList = get('rest-list').rps / get('trpc-list').rps;
    const restTrpcStreaks = get('rest-streaks').rps / get('trpc-streaks').rps;
    const cpu = (key: string) => median(cpuPerRequest.get(key) ?? []);
    const rawRows = targets.map((t) => [
      t.key,
      ...(results.get(t.key) ?? []).map((r) => fmt(r)),
      `${Math.round(cpu(t.key))} µs`,
    ]);
    const runHeaders = [
      'target',
      ...Array.from({ length: options.runs }, (_, i) => `run ${i + 1}`),
      'server CPU per request (median)',
    ];
    const cpuRatio = (app: string, floor: string) =>
      `; CPU per request ${round(cpu(floor) / cpu(app), 2)} of floor's`;
    /** Throughput and CPU per request of `key` as fractions of the floor's. */
    const ofFloor = (key: string, floor: string) =>
      `${round(get(key).rps / get(floor).rps, 2)} of floor${cpuRatio(key, floor)}`;

    const reads: Section = {
      title: 'Reads against the floor',
      method:
        `A user with ${habitsInList} habits × ${options.heavyDays} days of entries (SQLite file, production config, request logging off). ` +
        `App and floor each run as a child process (bench/src/server.ts bundled by the API's tsup setup and run by plain \`node\`, as the production server); autocannon \`-c ${CONNECTIONS} -p 1\` runs in the bench process, ` +
        `${options.warmupSeconds} s warm-up per target, then ${options.runs} rounds of ${options.runSeconds} s per target, targets interleaved ` +
        `(floor, constant route in the app's setup, REST, tRPC) so drift hits all alike. The floor is a bare Fastify route returning the same bytes ` +
        `(${listBody.length} B for the list, ${streaksBody.length} B for the streaks); the reference row below it is the same constant route ` +
        "added to the real app under /api (`buildApp`: the API's security headers, compression and request hooks), in its own child process.",
      figures: [
        {
          label: 'Floor: bare Fastify, list bytes',
          value: fmt(get('floor-list')),
          goal: '— (the floor)',
        },
        {
          label: "Constant route in the app's own Fastify setup, list bytes",
          value: fmt(get('setup-floor-list')),
          ratio: ofFloor('setup-floor-list', 'floor-list'),
          goal: '— (reference: what any route of this setup costs)',
        },
        {
          label: 'GET /api/habits',
          value: fmt(get('rest-list')),
          ratio: ofFloor('rest-list', 'floor-list'),
          goal: '≥ 0.5 of floor',
          met: listRatio >= 0.5,
        },
        {
          label: 'GET /api/habits p99',
          value: `${get('rest-list').p99} ms`,
          goal: '< 25 ms',
          met: get('rest-list').p99 < 25,
        },
        {
          label: 'Floor: bare Fastify, streaks bytes',
          value: fmt(get('floor-streaks')),
          goal: '— (the floor)',
        },
        {
          label: "Constant route in the app's own Fastify setup, streaks bytes",
          value: fmt(get('setup-floor-streaks')),
          ratio: ofFloor('setup-floor-streaks', 'floor-streaks'),
          goal: '— (reference)',
        },
        {
          label: `GET /api/habits/{id}/streaks (${options.heavyDays} days)`,
          value: fmt(get('rest-streaks')),
          ratio: ofFloor('rest-streaks', 'floor-streaks'),
          goal: '— (reported)',
        },
        {
          label: 'GET /api/habits/{id}/streaks p99',
          value: `${get('rest-streaks').p99} ms`,
          goal: '< 25 ms',
          met: get('rest-streaks').p99 < 25,
        },
      ],
      details: [
        "Every run, and the server process's CPU time per request (from /proc; the load-independent cost of a request — " +
          'the inverse ratio of CPU per request is the throughput ratio a quiet core would give):',
        table(runHeaders, rawRows),
      ],
    };
    const rest: Section = {
      title: 'REST (/api) against tRPC (/trpc)',
      method:
        'The same procedure as section 1, the same procedures through both adapters in the same rounds.',
      figures: [
        { label: 'habits.list via /trpc', value: fmt(get('trpc-list')), goal: '— (reference)' },
        {
          label: 'habits.list via /api',
          value: fmt(get('rest-list')),
          ratio: `${round(restTrpcList, 2)} of tRPC`,
          goal: '≥ 0.8 of tRPC',
          met: restTrpcList >= 0.8,
        },
        {
          label: 'habits.streaks via /trpc',
          value: fmt(get('trpc-streaks')),
          goal: '— (reference)',
        },
        {
          label: 'habits.streaks via /api',
          value: fmt(get('rest-streaks')),
          ratio: `${round(restTrpcStreaks, 2)} of tRPC`,
          goal: '≥ 0.8 of tRPC',
          met: restTrpcStreaks >= 0.8,
        },
      ],
    };
    const peak = median(rssPeaks);
    const memory: Section = {
      title: 'Memory',
      method:
        'Resident set size of the app server process from /proc (VmRSS): idle after start-up and four requests, ' +
        'the peak sampled every 200 ms during each read run (median over runs), and after the load. The floor process for comparison.',
      figures: [
        {
          label: 'App RSS idle',
          value: `${round(idleRss, 1)} MB`,
          ratio: `floor idle ${round(floorIdleRss, 1)} MB`,
          goal: '— (reported)',
        },
        {
          label: 'App RSS peak under read load (-c 50)',
          value: `${round(peak, 1)} MB`,
          ratio: `×${round(peak / idleRss, 2)} of idle`,
          goal: '< 256 MB (bench bar: a small instance)',
          met: peak < 256,
        },
        {
          label: 'App RSS after the load',
          value: `${round(afterRss, 1)} MB`,
          goal: '— (reported)',
        },
      ],
    };
    return { reads, rest, memory };
  } finally {
    await floor?.stop();
    await setupFloor?.stop();
    await app.stop();
  }
}
