/** 3. Writes: logging entries (POST /api/habits/{id}/entries), distinct (habit, date) pairs, -c 20. */
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { createDb, migrateToLatest, type Db } from '@taper/db';
import { addDays } from '@taper/domain';
import { startServer } from '../child';
import { runLoad, type LoadResult } from '../load';
import type { BenchOptions } from '../options';
import type { Figure } from '../report';
import { seedWriterWithKysely, todayUtc } from '../seed';
import { median } from '../stats';

const CONNECTIONS = 20;
const WRITE_HABITS = 200;

export interface WriteOutcome {
  figures: Figure[];
  runs: LoadResult[];
  stored: number;
  sent: number;
}

async function countEntries(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('habitEntries')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('userId', '=', userId)
    .executeTakeFirstOrThrow();
  return row.n;
}

async function measure(
  options: BenchOptions,
  engine: 'SQLite' | 'PostgreSQL',
  db: Db,
  server: { dbUrl: string; pgSchema?: string; port: number },
): Promise<WriteOutcome> {
  const writer = await seedWriterWithKysely(db, WRITE_HABITS);
  const child = await startServer({ mode: 'app', ...server });
  try {
    const today = todayUtc();
    let counter = 0;
    // Request n writes habit n % H on the date n / H days ago: every request is a new row.
    const next = () => {
      const n = counter;
      counter += 1;
      const habitId = writer.habitIds[n % WRITE_HABITS] ?? 0;
      const date = addDays(today, -Math.floor(n / WRITE_HABITS));
      return {
        path: `/api/habits/${habitId}/entries`,
        body: JSON.stringify({ date, actualValue: n % 5, note: 'bench' }),
      };
    };
    const load = (seconds: number) =>
      runLoad({
        url: child.url,
        path: '/',
        connections: CONNECTIONS,
        seconds,
        token: writer.token,
        method: 'POST',
        next,
      });
    const warm = await load(options.warmupSeconds);
    const runs: LoadResult[] = [];
    for (let run = 0; run < options.runs; run += 1) runs.push(await load(options.runSeconds));
    const stored = await countEntries(db, writer.id);
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
          label: `${engine}: POST /api/habits/{id}/entries`,
          value: `${Math.round(rps)} req/s · p50 ${p50} ms · p99 ${p99} ms`,
          ratio: `${stored} rows stored for ${sent} requests`,
          goal: 'p99 < 50 ms',
          met: p99 < 50,
        },
        {
          label: `${engine}: errors (non-2xx, timeouts)`,
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

export async function benchSqliteWrites(
  options: BenchOptions,
  dbFile: string,
): Promise<WriteOutcome> {
  const handle = createDb(dbFile);
  try {
    return await measure(options, 'SQLite', handle.db, { dbUrl: dbFile, port: 4203 });
  } finally {
    await handle.close();
  }
}

/** On a private schema of `url`, dropped afterwards. */
export async function benchPostgresWrites(
  options: BenchOptions,
  url: string,
): Promise<WriteOutcome> {
  const schema = `bench_${randomBytes(6).toString('hex')}`;
  const admin = createDb(url, { maxConnections: 1 });
  await sql`create schema ${sql.id(schema)}`.execute(admin.db);
  const handle = createDb(url, { searchPath: schema, maxConnections: 2 });
  try {
    await migrateToLatest(handle.db);
    return await measure(options, 'PostgreSQL', handle.db, {
      dbUrl: url,
      pgSchema: schema,
      port: 4204,
    });
  } finally {
    await handle.close();
    await sql`drop schema if exists ${sql.id(schema)} cascade`.execute(admin.db);
    await admin.close();
  }
}
