/**
 * Import stall: while one user imports the largest Taper JSON document the limits allow (200,000
 * entries; fewer in quick mode), another user's `GET /api/habits` and `GET /trpc/habits.list`
 * are asked one after the other; their p99 is compared with the same requests' p99 asked just
 * before with no import running, on the same server in the same run.
 */
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { sql } from 'kysely';
import { createDb, migrateToLatest } from '@taper/db';
import { IMPORT_MAX_ENTRIES, IMPORT_MAX_ENTRIES_PER_HABIT } from '@taper/domain';
import { startServer } from '../child';
import { type BenchOptions, POSTGRES_URL } from '../options';
import type { Figure, Section } from '../report';
import { SqliteSeeder, seedWriterWithKysely } from '../seed';
import { percentile, round } from '../stats';

/** The stated goal: another user's p99 during an import within this many times its idle p99. */
const STALL_RATIO = 3;
/** An idle p99 below this counts as this (a 1 ms p99 would make the ratio noise). */
const IDLE_FLOOR_MS = 5;
const PATHS = { rest: '/api/habits', trpc: '/trpc/habits.list' } as const;

/**
 * Days one habit of the document logs from 1900-01-01: about 109 years, so every day stays before
 * today (1900 to today is fewer days than the per-habit limit allows).
 */
const DAYS_PER_HABIT = Math.min(IMPORT_MAX_ENTRIES_PER_HABIT, 40_000);

/** A Taper document of `entries` logged days, `DAYS_PER_HABIT` to a habit. */
function taperDocument(entries: number): string {
  const habits = Math.ceil(entries / DAYS_PER_HABIT);
  const perHabit = Math.ceil(entries / habits);
  const start = Date.UTC(1900, 0, 1);
  return JSON.stringify({
    format: 'taper',
    version: 1,
    habits: Array.from({ length: habits }, (_, h) => ({
      name: `Imported ${String(h + 1)}`,
      color: '#3B82F6',
      icon: 'coffee',
      goalHistory: [
        {
          effectiveFrom: '1900-01-01',
          goal: { goalType: 'number', goalSchedule: 'daily', dailyGoal: 3 },
        },
      ],
      entries: Array.from({ length: Math.min(perHabit, entries - h * perHabit) }, (_, i) => ({
        date: new Date(start + i * 86_400_000).toISOString().slice(0, 10),
        actualValue: i % 5,
      })),
    })),
  });
}

async function timed(url: string, token: string): Promise<number> {
  const started = performance.now();
  const res = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  await res.arrayBuffer();
  if (!res.ok) throw new Error(`${url} answered ${String(res.status)}`);
  return performance.now() - started;
}

/** Asks both reads in turn until `until` resolves (or `count` rounds when none is given). */
async function reads(base: string, token: string, count: number, until?: Promise<unknown>) {
  const ms = { rest: [] as number[], trpc: [] as number[] };
  let done = false;
  void until?.finally(() => {
    done = true;
  });
  for (let n = 0; until ? !done : n < count; n++) {
    ms.rest.push(await timed(`${base}${PATHS.rest}`, token));
    ms.trpc.push(await timed(`${base}${PATHS.trpc}`, token));
  }
  return ms;
}

/** Another user's reads during one import, against the same reads with none running. */
async function stallFigures(
  engine: string,
  url: string,
  users: { reader: string; importer: string },
  entries: number,
  options: BenchOptions,
): Promise<Figure[]> {
  const body = taperDocument(entries);
  await reads(url, users.reader, 50);
  const idle = await reads(url, users.reader, options.smoke ? 50 : options.quick ? 300 : 1000);
  const started = performance.now();
  const importing = fetch(`${url}/api/import`, {
    method: 'POST',
    headers: { authorization: `Bearer ${users.importer}`, 'content-type': 'application/json' },
    body,
  }).then(async (res) => {
    const answer = (await res.json()) as { entriesImported?: number };
    if (!res.ok || answer.entriesImported !== entries)
      throw new Error(`the import answered ${String(res.status)}: ${JSON.stringify(answer)}`);
    return performance.now() - started;
  });
  const during = await reads(url, users.reader, 0, importing);
  const importMs = await importing;
  return (['rest', 'trpc'] as const).map((kind) => {
    const quiet = percentile(idle[kind], 99);
    const busy = percentile(during[kind], 99);
    const ratio = busy / Math.max(quiet, IDLE_FLOOR_MS);
    return {
      label: `${engine}: ${kind === 'rest' ? 'GET /api/habits' : 'habits.list via /trpc'} p99 while another user imports ${entries.toLocaleString('en')} entries`,
      value: `${String(round(busy, 1))} ms over ${String(during[kind].length)} requests (idle: ${String(round(quiet, 1))} ms over ${String(idle[kind].length)}; the import took ${String(Math.round(importMs))} ms)`,
      ratio: `×${String(round(ratio, 2))}`,
      goal: `≤ ${String(STALL_RATIO)}× the idle p99 (an idle p99 under ${String(IDLE_FLOOR_MS)} ms counts as ${String(IDLE_FLOOR_MS)})`,
      met: ratio <= STALL_RATIO,
    };
  });
}

async function sqliteStall(options: BenchOptions, workDir: string, entries: number) {
  const dbFile = path.join(workDir, 'import-stall.db');
  const seeder = await SqliteSeeder.open(dbFile);
  const reader = seeder.addUser({ habits: 20, days: 365, session: true });
  const importer = seeder.addUser({ habits: 0, days: 0, session: true });
  seeder.checkpoint();
  seeder.close();
  const app = await startServer({ mode: 'app', port: 4217, dbUrl: dbFile });
  try {
    const users = { reader: reader.token, importer: importer.token };
    return await stallFigures('SQLite', app.url, users, entries, options);
  } finally {
    await app.stop();
  }
}

/** The same on PostgreSQL, in a private schema dropped afterwards; its reader has 20 habits. */
async function postgresStall(options: BenchOptions, entries: number): Promise<Figure[]> {
  const schema = `bench_${randomBytes(6).toString('hex')}`;
  const admin = createDb(POSTGRES_URL, { maxConnections: 1 });
  try {
    await sql`create schema ${sql.id(schema)}`.execute(admin.db);
    const handle = createDb(POSTGRES_URL, { searchPath: schema, maxConnections: 2 });
    try {
      await migrateToLatest(handle.db);
      const reader = await seedWriterWithKysely(handle.db, 20);
      const importer = await seedWriterWithKysely(handle.db, 1);
      const app = await startServer({
        mode: 'app',
        port: 4218,
        dbUrl: POSTGRES_URL,
        pgSchema: schema,
      });
      try {
        const users = { reader: reader.token, importer: importer.token };
        return await stallFigures('PostgreSQL', app.url, users, entries, options);
      } finally {
        await app.stop();
      }
    } finally {
      await handle.close();
    }
  } catch (error) {
    return [
      {
        label: `PostgreSQL: another user's reads while one imports ${entries.toLocaleString('en')} entries`,
        value: `not measured: ${error instanceof Error ? error.message : String(error)}`,
        goal: `≤ ${String(STALL_RATIO)}× the idle p99`,
        met: false,
      },
    ];
  } finally {
    await sql`drop schema if exists ${sql.id(schema)} cascade`
      .execute(admin.db)
      .catch(() => undefined);
    await admin.close();
  }
}

export async function benchImportStall(options: BenchOptions, workDir: string): Promise<Section> {
  const entries = options.smoke ? 4_000 : options.quick ? 40_000 : IMPORT_MAX_ENTRIES;
  const figures = [
    ...(await sqliteStall(options, workDir, entries)),
    ...(await postgresStall(options, entries)),
  ];
  return {
    title: 'Import: no stall for other users',
    method:
      `One user imports a Taper JSON document of ${entries.toLocaleString('en')} daily entries (built in memory, the most ` +
      `${options.quick ? 'the quick mode uses' : 'one import may hold'}) through POST /api/import; the app as a child process. ` +
      'On SQLite (a file where another user has 20 habits × 1 year) and on PostgreSQL (a private schema on ' +
      `${POSTGRES_URL.replace(/\/\/[^@]*@/, '//')}, pool of 10, where another user has 20 habits), the other user asks ` +
      'GET /api/habits and GET /trpc/habits.list in turn, one request at a time, first with no import running (after 50 ' +
      'unmeasured rounds), then from the moment the import is sent until it answers. The import writes in transactions sized ' +
      'to take about 3 ms each (at most 2,000 rows) with a turn of the event loop between them, so a read waits at most ' +
      'about one short slice.',
    figures,
  };
}
