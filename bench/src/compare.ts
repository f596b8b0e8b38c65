/**
 * `pnpm --filter @taper/bench compare <git ref> [--rounds N] [--seconds S]`: this checkout's server
 * against the server of another commit, in paired rounds on this machine. A shared host's speed
 * swings by half within a minute (a read's CPU per request went 80-170 µs here), far more than one
 * change moves it, and two bench runs an hour apart compare hosts rather than code. Here both
 * servers run side by side on databases seeded alike, each workload alternates between them run by
 * run, and each run's ratio of server CPU per request is taken against its neighbour's: the median
 * ratio says what the change did. Nothing is written; the ref's checkout is a temporary worktree.
 */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { createDb, migrateToLatest } from '@taper/db';
import { addDays } from '@taper/domain';
import { builtServerAt, CHECKOUT, cpuSeconds, startServer, type ServerChild } from './child';
import { runLoad, type LoadSpec } from './load';
import { POSTGRES_URL } from './options';
import { SqliteSeeder, seedWriterWithKysely } from './seed';
import { todayUtc, type SeededUser } from './seed-rows';
import { median } from './stats';
import { BROWSER_HEADERS, pathOf, READS } from './sections/read-targets';

type Side = 'base' | 'current';
const SIDES: readonly Side[] = ['base', 'current'];

/** A side's server and the requests that load it. */
interface Loaded {
  server: ServerChild;
  spec: LoadSpec;
}

/** One way of loading the two servers, as the web app asks. */
interface Workload {
  name: string;
  sides: Record<Side, Loaded>;
}

/** The other commit's checkout, installed from the store this one was installed from, and built. */
function checkoutAt(ref: string, dir: string): string {
  const root = path.join(dir, 'base');
  execFileSync('git', ['-C', CHECKOUT, 'worktree', 'add', '--detach', root, ref], {
    stdio: 'ignore',
  });
  const pnpm = ['-y', 'pnpm@10', 'install', '--frozen-lockfile', '--prefer-offline'];
  execFileSync('npx', pnpm, { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
  return root;
}

/** A heavy reader (20 habits × 2 years) on a SQLite file of its own for each server. */
async function sqliteReader(dir: string, name: string): Promise<{ file: string; token: string }> {
  const file = path.join(dir, `${name}.db`);
  const seeder = await SqliteSeeder.open(file);
  const reader = seeder.addUser({ habits: 20, days: 730, session: true });
  seeder.checkpoint();
  seeder.close();
  return { file, token: reader.token };
}

/** Each writer's habits when every log is of a habit the server has not read since it started. */
const COLD_HABITS = 1000;

/** Twenty writers of `habits` habits each, on a database of their own for each side. */
async function writers(url: string, habits: number, schema?: string): Promise<SeededUser[]> {
  const handle = createDb(
    url,
    schema === undefined ? {} : { searchPath: schema, maxConnections: 2 },
  );
  try {
    await migrateToLatest(handle.db);
    const seeded: SeededUser[] = [];
    for (let w = 0; w < 20; w += 1) seeded.push(await seedWriterWithKysely(handle.db, habits));
    return seeded;
  } finally {
    await handle.close();
  }
}

/**
 * Logs through /trpc as the web app sends them: twenty users, each of their habits in turn, each
 * day of a year again and again. With three habits each, every habit's history is soon kept; with
 * COLD_HABITS, each log is of a habit not logged before (for the runs of `compare`'s defaults).
 */
function logs(server: ServerChild, writers: readonly SeededUser[]): LoadSpec {
  const today = todayUtc();
  let sent = 0;
  return {
    url: server.url,
    path: '/',
    connections: writers.length,
    seconds: 0,
    method: 'POST',
    headers: BROWSER_HEADERS,
    next: () => {
      const n = sent;
      sent += 1;
      const writer = writers[n % writers.length];
      const habits = writer?.habitIds.length ?? 1;
      const habitId = writer?.habitIds[Math.floor(n / writers.length) % habits] ?? 0;
      const date = addDays(today, -(Math.floor(n / (writers.length * habits)) % 365));
      const day = { id: habitId, date, actualValue: n % 5 };
      return {
        path: '/trpc/entries.log?batch=1',
        body: JSON.stringify({ 0: day }),
        token: writer?.token ?? '',
      };
    },
  };
}

/** A kept read as a browser asks for it. */
function reads(server: ServerChild, token: string, urlPath: string): LoadSpec {
  return {
    url: server.url,
    path: urlPath,
    connections: 50,
    seconds: 0,
    token,
    headers: BROWSER_HEADERS,
  };
}

/** Server CPU per request (µs) of one run of `spec` against `server`. */
async function cpuPerRequest(server: ServerChild, spec: LoadSpec): Promise<number> {
  const before = cpuSeconds(server.pid);
  const result = await runLoad(spec);
  if (result.errors > 0) throw new Error(`${spec.path}: ${String(result.errors)} errors`);
  return ((cpuSeconds(server.pid) - before) * 1e6) / Math.max(1, result.requests);
}

/** The workload's rounds: each side once per round, the side that goes first taking turns. */
async function compareWorkload(
  workload: Workload,
  options: { rounds: number; seconds: number },
): Promise<string> {
  const run = (side: Side) => {
    const { server, spec } = workload.sides[side];
    return cpuPerRequest(server, { ...spec, seconds: options.seconds });
  };
  for (const side of SIDES) await run(side);
  const perRequest: Record<Side, number[]> = { base: [], current: [] };
  const ratios: number[] = [];
  for (let round = 0; round < options.rounds; round += 1) {
    const order = round % 2 === 0 ? SIDES : [...SIDES].reverse();
    const measured: Record<Side, number> = { base: 0, current: 0 };
    for (const side of order) measured[side] = await run(side);
    for (const side of SIDES) perRequest[side].push(measured[side]);
    ratios.push(measured.current / measured.base);
  }
  const µs = (values: number[]) => `${String(Math.round(median(values)))} µs`;
  const each = ratios.map((ratio) => ratio.toFixed(2)).join(' ');
  return `| ${workload.name} | ${µs(perRequest.base)} | ${µs(perRequest.current)} | ${median(ratios).toFixed(2)} | ${each} |`;
}

function numberAfter(argv: readonly string[], flag: string, fallback: number): number {
  const index = argv.indexOf(flag);
  const value = index === -1 ? Number.NaN : Number(argv[index + 1]);
  return Number.isFinite(value) && value > 0 ? value : fallback;
}

const argv = process.argv.slice(2);
const ref = argv.find((arg, index) => !arg.startsWith('--') && !argv[index - 1]?.startsWith('--'));
if (ref === undefined) {
  console.error('bench compare: name the commit to compare with (a git ref)');
  process.exit(2);
}
const options = {
  rounds: numberAfter(argv, '--rounds', 6),
  seconds: numberAfter(argv, '--seconds', 4),
};
const dir = mkdtempSync(path.join(tmpdir(), 'taper-compare-'));
const schemas: Record<Side, string> = {
  base: `compare_base_${randomBytes(4).toString('hex')}`,
  current: `compare_current_${randomBytes(4).toString('hex')}`,
};
/** The PostgreSQL schemas made, each side's per workload, dropped at the end. */
const schemasMade: string[] = [];
const admin = createDb(POSTGRES_URL, { maxConnections: 1 });
const started: ServerChild[] = [];
let port = 4400;
try {
  const baseFile = builtServerAt(checkoutAt(ref, dir));
  const serve = async (side: Side, dbUrl: string, pgSchema?: string) => {
    port += 1;
    const server = await startServer({
      mode: 'app',
      port,
      dbUrl,
      ...(pgSchema === undefined ? {} : { pgSchema }),
      ...(side === 'base' ? { serverFile: baseFile } : {}),
    });
    started.push(server);
    return server;
  };
  const readerOf = async (side: Side) => {
    const { file, token } = await sqliteReader(dir, side);
    return { server: await serve(side, file), token };
  };
  const readers = { base: await readerOf('base'), current: await readerOf('current') };
  const reading = (urlPath: string): Record<Side, Loaded> => {
    const loaded = (side: Side) => ({
      server: readers[side].server,
      spec: reads(readers[side].server, readers[side].token, urlPath),
    });
    return { base: loaded('base'), current: loaded('current') };
  };
  const workloads: Workload[] = [
    {
      name: 'habits.list via /trpc as the web app batches it, as a browser (SQLite)',
      sides: reading(pathOf(READS[0], 'trpcBrowser', 0)),
    },
    { name: 'GET /api/auth/user (SQLite)', sides: reading('/api/auth/user') },
  ];
  const writingOn = async (
    engine: 'SQLite' | 'PostgreSQL',
    habits: number,
    side: Side,
  ): Promise<Loaded> => {
    if (engine === 'SQLite') {
      const file = path.join(dir, `writers-${String(habits)}-${side}.db`);
      const seeded = await writers(file, habits);
      const server = await serve(side, file);
      return { server, spec: logs(server, seeded) };
    }
    const schema = `${schemas[side]}_${String(habits)}`;
    await sql`create schema ${sql.id(schema)}`.execute(admin.db);
    schemasMade.push(schema);
    const seeded = await writers(POSTGRES_URL, habits, schema);
    const server = await serve(side, POSTGRES_URL, schema);
    return { server, spec: logs(server, seeded) };
  };
  const writing = async (engine: 'SQLite' | 'PostgreSQL', habits: number) => ({
    base: await writingOn(engine, habits, 'base'),
    current: await writingOn(engine, habits, 'current'),
  });
  for (const engine of ['SQLite', 'PostgreSQL'] as const) {
    workloads.push({
      name: `entries.log via /trpc as a browser, 20 users at once (${engine})`,
      sides: await writing(engine, 3),
    });
  }
  workloads.push({
    name: 'entries.log via /trpc as a browser, 20 users at once, each log a habit not read before (PostgreSQL)',
    sides: await writing('PostgreSQL', COLD_HABITS),
  });
  console.log(
    `Server CPU per request, ${ref} (base) against this checkout, ${String(options.rounds)} paired rounds of ${String(options.seconds)} s:\n`,
  );
  console.log('| Workload | base | this checkout | ratio (median) | ratio of each round |');
  console.log('| --- | --- | --- | --- | --- |');
  for (const workload of workloads) console.log(await compareWorkload(workload, options));
} finally {
  for (const server of started) await server.stop();
  for (const schema of schemasMade)
    await sql`drop schema if exists ${sql.id(schema)} cascade`.execute(admin.db);
  await admin.close();
  execFileSync('git', ['-C', CHECKOUT, 'worktree', 'remove', '--force', path.join(dir, 'base')], {
    stdio: 'ignore',
  });
  rmSync(dir, { recursive: true, force: true });
}
