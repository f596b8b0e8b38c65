/**
 * Scale-out: the heavy user's list through REST and through the web app's /trpc with one
 * process and with two (node:cluster workers sharing the port, as `WORKERS=2` runs production), on
 * SQLite and with two processes on one PostgreSQL; and the write goal held by two processes on
 * one SQLite file with no error (no SQLITE_BUSY reaches a user).
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { createDb, migrateToLatest } from '@taper/db';
import { startServer } from '../child';
import { runLoad, type LoadResult } from '../load';
import type { BenchOptions } from '../options';
import type { Figure, Section } from '../report';
import { seedWriterWithKysely } from '../seed';
import { median, round } from '../stats';
import { benchSqliteWrites, WRITER_SHAPES } from './writes';

const CONNECTIONS = 50;
const GOAL_SHAPE = WRITER_SHAPES.find((shape) => shape.goal) ?? {
  writers: 20,
  label: '20 users at once',
  goal: true,
};
const PORT = 4206;

interface Read {
  label: string;
  path: string;
}

const READS: Read[] = [
  { label: 'GET /api/habits', path: '/api/habits' },
  { label: "habits.list via /trpc (the web app's path)", path: '/trpc/habits.list' },
];

interface Measured {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

async function measureReads(
  options: BenchOptions,
  server: { dbUrl: string; pgSchema?: string; workers: number },
  token: string,
): Promise<Measured[]> {
  const child = await startServer({ mode: 'app', port: PORT, ...server });
  try {
    const load = (read: Read, seconds: number) =>
      runLoad({ url: child.url, path: read.path, connections: CONNECTIONS, seconds, token });
    const out: Measured[] = [];
    for (const read of READS) {
      const warm = await load(read, options.warmupSeconds);
      const runs: LoadResult[] = [];
      const count = options.quick ? 1 : options.runs;
      for (let run = 0; run < count; run += 1) runs.push(await load(read, options.runSeconds));
      out.push({
        rps: median(runs.map((r) => r.rps)),
        p50: median(runs.map((r) => r.p50)),
        p99: median(runs.map((r) => r.p99)),
        errors: warm.errors + runs.reduce((sum, r) => sum + r.errors, 0),
      });
    }
    return out;
  } finally {
    await child.stop();
  }
}

const fmt = (m: Measured) => `${Math.round(m.rps)} req/s · p50 ${m.p50} ms · p99 ${m.p99} ms`;

/** One and two processes side by side, with the throughput ratio and an error count. */
function compare(engine: string, one: Measured[], two: Measured[]): Figure[] {
  return READS.flatMap((read, i) => {
    const a = one[i];
    const b = two[i];
    if (!a || !b) return [];
    return [
      { label: `${engine}: ${read.label}, 1 process`, value: fmt(a), goal: '— (reference)' },
      {
        label: `${engine}: ${read.label}, 2 processes`,
        value: fmt(b),
        ratio: `×${String(round(b.rps / a.rps, 2))} throughput`,
        goal: '0 errors (ratio reported)',
        met: a.errors + b.errors === 0,
      },
    ];
  });
}

async function postgresReads(options: BenchOptions, url: string): Promise<Figure[]> {
  const schema = `bench_scale_${randomBytes(6).toString('hex')}`;
  const admin = createDb(url, { maxConnections: 1 });
  await sql`create schema ${sql.id(schema)}`.execute(admin.db);
  const handle = createDb(url, { searchPath: schema, maxConnections: 2 });
  try {
    await migrateToLatest(handle.db);
    const user = await seedWriterWithKysely(handle.db, 20);
    const server = { dbUrl: url, pgSchema: schema };
    const one = await measureReads(options, { ...server, workers: 1 }, user.token);
    const two = await measureReads(options, { ...server, workers: 2 }, user.token);
    return compare('PostgreSQL (20 habits)', one, two);
  } finally {
    await handle.close();
    await sql`drop schema if exists ${sql.id(schema)} cascade`.execute(admin.db);
    await admin.close();
  }
}

export interface ScaleOutInput {
  options: BenchOptions;
  dbFile: string;
  /** The heavy user's session. */
  token: string;
  postgresUrl: string;
}

export async function benchScaleOut(input: ScaleOutInput): Promise<Section> {
  const { options, dbFile, token } = input;
  const one = await measureReads(options, { dbUrl: dbFile, workers: 1 }, token);
  const two = await measureReads(options, { dbUrl: dbFile, workers: 2 }, token);
  let pg: Figure[];
  try {
    pg = await postgresReads(options, input.postgresUrl);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    pg = [
      {
        label: 'PostgreSQL, 2 processes',
        value: `not measured: ${reason}`,
        goal: '0 errors',
        met: false,
      },
    ];
  }
  const writes = await benchSqliteWrites(options, dbFile, GOAL_SHAPE, 2);
  return {
    title: 'Scale-out: one process and two',
    method:
      `autocannon \`-c ${String(CONNECTIONS)}\` against the server with one process and with two node:cluster workers sharing its port ` +
      '(what `WORKERS=2` runs), the heavy user’s list through REST and through /trpc; the same on a private PostgreSQL schema ' +
      '(a user with 20 habits, each process its own pool of 10); then the write goal of section 3 with two processes on the one ' +
      `SQLite file. ${options.warmupSeconds} s warm-up, ${options.quick ? 1 : options.runs} run(s) of ${options.runSeconds} s each. ` +
      'The load generator runs on the same cores as the servers, so the ratio is what this machine gives, not what more cores would.',
    figures: [...compare('SQLite', one, two), ...pg, ...writes.figures],
    notes: [
      'Two processes writing one SQLite file take turns on its write lock. A statement that finds it taken retries after a ' +
        'short asynchronous pause (1 to 8 ms, up to 5 s in all; packages/db/src/dialect/sqlite-busy.ts) rather than being woken ' +
        'when the lock is free, so writes can lose throughput and gain tail latency against one process, whose writes queue in ' +
        'memory. No write fails: every transaction begins immediate. Where writes dominate, run `WORKERS=1` on SQLite or use PostgreSQL.',
    ],
  };
}
