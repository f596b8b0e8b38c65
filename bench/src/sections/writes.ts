/**
 * 3. Writes: logging entries (POST /api/habits/{id}/entries), distinct (habit, date) pairs, -c 20:
 * twenty users logging at once (the goal), and one user sending twenty logs at once (reported).
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { createDb, migrateToLatest, type Db } from '@taper/db';
import { addDays } from '@taper/domain';
import { startServer } from '../child';
import { runLoad, type LoadResult } from '../load';
import { POSTGRES_URL, type BenchOptions } from '../options';
import type { Figure, Section } from '../report';
import { seedWriterWithKysely } from '../seed';
import { todayUtc, type SeededUser } from '../seed-rows';
import { median } from '../stats';

const CONNECTIONS = 20;
/** Each writer's habits; request n goes to writer n mod W and logs a day no request logged before. */
const WRITE_HABITS = 200;

export interface WriterShape {
  writers: number;
  label: string;
  /** Whether this run carries the goal (the other is reported). */
  goal: boolean;
}

export const WRITER_SHAPES: WriterShape[] = [
  { writers: CONNECTIONS, label: '20 users at once', goal: true },
  { writers: 1, label: 'one user, 20 at once', goal: false },
];

export interface WriteOutcome {
  figures: Figure[];
  runs: LoadResult[];
  stored: number;
  sent: number;
}

async function countEntries(db: Db, userIds: number[]): Promise<number> {
  const row = await db
    .selectFrom('habitEntries')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('userId', 'in', userIds)
    .executeTakeFirstOrThrow();
  return row.n;
}

async function measure(
  options: BenchOptions,
  engine: string,
  db: Db,
  server: { dbUrl: string; pgSchema?: string; port: number; workers?: number },
  shape: WriterShape,
): Promise<WriteOutcome> {
  const writers: SeededUser[] = [];
  for (let w = 0; w < shape.writers; w += 1)
    writers.push(await seedWriterWithKysely(db, WRITE_HABITS));
  const child = await startServer({ mode: 'app', ...server });
  try {
    const today = todayUtc();
    let counter = 0;
    // Request n: writer n % W, then habit k % H on the date k / H days ago (k = n / W): a new row.
    const next = () => {
      const n = counter;
      counter += 1;
      const writer = writers[n % writers.length];
      const k = Math.floor(n / writers.length);
      const habitId = writer?.habitIds[k % WRITE_HABITS] ?? 0;
      const date = addDays(today, -Math.floor(k / WRITE_HABITS));
      return {
        path: `/api/habits/${habitId}/entries`,
        body: JSON.stringify({ date, actualValue: n % 5, note: 'bench' }),
        token: writer?.token ?? '',
      };
    };
    const load = (seconds: number) =>
      runLoad({
        url: child.url,
        path: '/',
        connections: CONNECTIONS,
        seconds,
        method: 'POST',
        next,
      });
    const warm = await load(options.warmupSeconds);
    const runs: LoadResult[] = [];
    for (let run = 0; run < options.runs; run += 1) runs.push(await load(options.runSeconds));
    const stored = await countEntries(
      db,
      writers.map((writer) => writer.id),
    );
    const sent = warm.requests + runs.reduce((sum, r) => sum + r.requests, 0);
    const errors = warm.errors + runs.reduce((sum, r) => sum + r.errors, 0);
    const rps = median(runs.map((r) => r.rps));
    const p99 = median(runs.map((r) => r.p99));
    const p50 = median(runs.map((r) => r.p50));
    return {
      runs,
      stored,
      sent,
      figures: [
        {
          label: `${engine}: POST /api/habits/{id}/entries, ${shape.label}`,
          value: `${Math.round(rps)} req/s · p50 ${p50} ms · p99 ${p99} ms`,
          ratio: `${stored} rows stored for ${sent} requests`,
          ...(shape.goal ? { goal: 'p99 < 50 ms', met: p99 < 50 } : { goal: '— (reported)' }),
        },
        {
          label: `${engine}: errors (non-2xx, timeouts), ${shape.label}`,
          value: String(errors),
          goal: '0, every request a new row',
          // Requests still in flight when a run ends are stored but not counted as sent.
          met: errors === 0 && stored >= sent && stored <= sent + CONNECTIONS * (options.runs + 1),
        },
      ],
    };
  } finally {
    await child.stop();
  }
}

/** `workers` > 1: that many processes (node:cluster) write to the one SQLite file. */
export async function benchSqliteWrites(
  options: BenchOptions,
  dbFile: string,
  shape: WriterShape,
  workers = 1,
): Promise<WriteOutcome> {
  const handle = createDb(dbFile);
  const engine = workers === 1 ? 'SQLite' : `SQLite, ${String(workers)} processes`;
  try {
    return await measure(options, engine, handle.db, { dbUrl: dbFile, port: 4203, workers }, shape);
  } finally {
    await handle.close();
  }
}

function postgresEngine(workers: number): string {
  return workers === 1 ? 'PostgreSQL' : `PostgreSQL, ${String(workers)} processes`;
}

/**
 * On a private schema of `url`, dropped afterwards. `workers` > 1: that many processes (node:cluster),
 * each with its own pool, write to it.
 */
export async function benchPostgresWrites(
  options: BenchOptions,
  url: string,
  shape: WriterShape,
  workers = 1,
): Promise<WriteOutcome> {
  const schema = `bench_${randomBytes(6).toString('hex')}`;
  const admin = createDb(url, { maxConnections: 1 });
  await sql`create schema ${sql.id(schema)}`.execute(admin.db);
  const handle = createDb(url, { searchPath: schema, maxConnections: 2 });
  try {
    await migrateToLatest(handle.db);
    return await measure(
      options,
      postgresEngine(workers),
      handle.db,
      { dbUrl: url, pgSchema: schema, port: 4204, workers },
      shape,
    );
  } finally {
    await handle.close();
    await sql`drop schema if exists ${sql.id(schema)} cascade`.execute(admin.db);
    await admin.close();
  }
}

/** The PostgreSQL runs: each writer shape with one process, and the goal's with two. */
const POSTGRES_RUNS: { shape: WriterShape; workers: number }[] = [
  ...WRITER_SHAPES.map((shape) => ({ shape, workers: 1 })),
  ...WRITER_SHAPES.filter((shape) => shape.goal).map((shape) => ({ shape, workers: 2 })),
];

/** The PostgreSQL figures of the section; a run that cannot start is a missed figure saying why. */
export async function postgresWriteFigures(
  options: BenchOptions,
  url = POSTGRES_URL,
): Promise<Figure[]> {
  const figures: Figure[] = [];
  for (const { shape, workers } of POSTGRES_RUNS) {
    try {
      figures.push(...(await benchPostgresWrites(options, url, shape, workers)).figures);
    } catch (error) {
      figures.push({
        label: `${postgresEngine(workers)}: POST /api/habits/{id}/entries, ${shape.label}`,
        value: `not measured: ${error instanceof Error ? error.message : String(error)}`,
        goal: 'p99 < 50 ms',
        met: false,
      });
    }
  }
  return figures;
}

/** The section's PostgreSQL runs on their own (`pnpm --filter @taper/bench section writes`). */
export async function benchPostgresWritesAlone(options: BenchOptions): Promise<Section> {
  return {
    title: 'Writes: logging entries (PostgreSQL)',
    method: 'The PostgreSQL runs of the writes section, on their own.',
    figures: await postgresWriteFigures(options),
  };
}
