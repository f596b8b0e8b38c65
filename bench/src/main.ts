/**
 * `pnpm bench` / `pnpm bench -- --quick`: seeds reproducible data, measures Taper against the
 * floor of its own stack and its goals, and writes BENCHMARKS.md at the repository root.
 * `--smoke` (CI) runs every section once on the smallest data and writes its report to
 * artifacts/BENCHMARKS.smoke.md, so the kept figures are never replaced by meaningless ones.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { addFindings } from './findings';
import { parseOptions, POSTGRES_URL, type BenchOptions } from './options';
import { machine, renderReport, type Section } from './report';
import { SqliteSeeder } from './seed';
import { round } from './stats';
import { readBreakdown } from './sections/breakdown';
import { benchDomain } from './sections/domain';
import { benchImportStall } from './sections/import-stall';
import { measureGrowth } from './sections/growth';
import { benchMixed } from './sections/mixed';
import { benchMixedThreads } from './sections/mixed-threads';
import { benchProgress } from './sections/progress';
import { benchReadPlacement } from './sections/read-placement';
import { benchReads } from './sections/reads';
import { benchScaleOut } from './sections/scale-out';
import { benchTransfer } from './sections/transfer';
import { benchWeb } from './sections/web';
import {
  benchSqliteWrites,
  postgresWriteFigures,
  WRITER_SHAPES,
  type WriteOutcome,
} from './sections/writes';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

function log(message: string, started: number): void {
  console.log(
    `[bench ${Math.round((Date.now() - started) / 1000)
      .toString()
      .padStart(4)} s] ${message}`,
  );
}

type Log = (message: string) => void;

/** The small database: an admin, the heavy user (20 habits × 2 years), a 1-habit user, light users. */
async function seedSmall(options: BenchOptions, dbFile: string) {
  const seeder = await SqliteSeeder.open(dbFile);
  const admin = seeder.addUser({ role: 'ADMIN', habits: 0, days: 0, session: true });
  const heavy = seeder.addUser({
    habits: options.heavyHabits,
    days: options.heavyDays,
    session: true,
  });
  const light = seeder.addUser({ habits: 1, days: options.heavyDays, session: true });
  seeder.addUsers(options.smallUsers - 3, {
    habits: options.lightHabits,
    days: options.lightDays,
  });
  seeder.checkpoint();
  const totals = seeder.totals();
  seeder.close();
  return { admin, heavy, light, totals };
}

/** The same file grown to the large count of light users. */
async function growToLarge(options: BenchOptions, dbFile: string) {
  const seeder = await SqliteSeeder.open(dbFile);
  seeder.addUsers(options.largeUsers - seeder.totals().users, {
    habits: options.lightHabits,
    days: options.lightDays,
  });
  seeder.checkpoint();
  const totals = seeder.totals();
  seeder.close();
  return totals;
}

/** Logging entries on SQLite and on PostgreSQL, each writer shape. */
async function writesSection(options: BenchOptions, dbFile: string, log: Log): Promise<Section> {
  const sqliteWrites: WriteOutcome[] = [];
  for (const shape of WRITER_SHAPES)
    sqliteWrites.push(await benchSqliteWrites(options, dbFile, shape));
  log('SQLite writes done');
  const pgFigures = await postgresWriteFigures(options);
  log('PostgreSQL writes done');
  return {
    title: 'Writes: logging entries',
    method:
      'Writers with 200 number habits each and no entries. Twenty users logging at once (the goal): request n is writer n mod 20’s; ' +
      'and one user sending twenty logs at once (reported: on PostgreSQL one user’s writes queue on their `users` row, whose ' +
      '`data_revision` each write bumps). Every request `POST /api/habits/{id}/entries` logs a (habit, date) no request logged before, ' +
      'so each one inserts a new row (checked by counting the rows afterwards). autocannon `-c 20 -p 1`, ' +
      `${options.warmupSeconds} s warm-up, ${options.runs} runs of ${options.runSeconds} s; the app as a child process. ` +
      `SQLite: the bench's database file (WAL, synchronous NORMAL). PostgreSQL: a private schema on ${POSTGRES_URL.replace(/\/\/[^@]*@/, '//')} ` +
      '(pool of 10), dropped afterwards; the goal is measured again with two processes (node:cluster, each its own pool).',
    figures: [...sqliteWrites.flatMap((outcome) => outcome.figures), ...pgFigures],
  };
}

type Growth = Awaited<ReturnType<typeof measureGrowth>>;

/** The heavy user's reads with 100 and with 10,000 users: the ratios and the admin's stats. */
function growthSection(options: BenchOptions, small: Growth, large: Growth): Section {
  const listRatio = large.list.p50 / small.list.p50;
  const statsRatio = large.habitStats.p50 / small.habitStats.p50;
  const ms = (value: number) => `${round(value, 2)} ms`;
  const stats = large.stats;
  const largeUsers = large.users.toLocaleString('en');
  return {
    title: 'Growth: cost with 100 vs 10,000 users',
    method:
      `The heavy user's reads, one request at a time over keep-alive (${options.latencyRequests} requests for the list, a quarter as many for the ` +
      `habit stats and the admin stats, after 50 unmeasured), median of ${options.runs} runs, on the same SQLite file with ` +
      `${small.users} users / ${small.entries.toLocaleString('en')} entries and then with ${largeUsers} users / ` +
      `${large.entries.toLocaleString('en')} entries. The extra users (${options.lightHabits} habit(s) × ${options.lightDays} days each) are seeded with bulk ` +
      'inserts through better-sqlite3 (statements compiled by Kysely from the typed tables), not through HTTP.',
    figures: [
      {
        label: `GET /api/habits p50, ${small.users} users`,
        value: ms(small.list.p50),
        goal: '— (reference)',
      },
      {
        label: `GET /api/habits p50, ${largeUsers} users`,
        value: ms(large.list.p50),
        ratio: `×${round(listRatio, 2)}`,
        goal: 'ratio ≤ 1.3',
        met: listRatio <= 1.3,
      },
      {
        label: `GET /api/habits/{id}/stats p50, ${small.users} users`,
        value: ms(small.habitStats.p50),
        goal: '— (reference)',
      },
      {
        label: `GET /api/habits/{id}/stats p50, ${largeUsers} users`,
        value: ms(large.habitStats.p50),
        ratio: `×${round(statsRatio, 2)}`,
        goal: 'ratio ≤ 1.3',
        met: statsRatio <= 1.3,
      },
      {
        label: `GET /api/admin/stats/overview, ${largeUsers} users`,
        value: stats ? `p50 ${ms(stats.p50)} · p99 ${ms(stats.p99)}` : 'not measured',
        goal: 'p99 < 50 ms',
        met: stats !== undefined && stats.p99 < 50,
      },
    ],
  };
}

/** The sections that seed their own data, in the report's order after the first ones. */
async function selfSeededSections(options: BenchOptions, workDir: string, log: Log) {
  const progress = await benchProgress(options, workDir);
  log('progress done');
  const transfer = await benchTransfer(options, workDir);
  log('export done');
  const importStall = await benchImportStall(options, workDir);
  log('import stall done');
  const mixed = await benchMixed(options, workDir);
  log('mixed workload done');
  const mixedThreads = await benchMixedThreads(options, workDir);
  log('mixed workload on threads or inline done');
  const readPlacement = await benchReadPlacement(options, workDir);
  log('read placement done');
  return { progress, transfer, importStall, mixed, mixedThreads, readPlacement };
}

/** Every section, measured in the report's order of work. */
async function measure(options: BenchOptions, workDir: string, log: Log): Promise<Section[]> {
  const dbFile = path.join(workDir, 'bench.db');
  const domain = benchDomain(options);
  log('domain done');
  const { admin, heavy, light, totals: small } = await seedSmall(options, dbFile);
  log(`seeded ${small.users} users, ${small.entries} entries`);
  const heavyHabit = heavy.habitIds[0] ?? 0;
  const { queries, web } = await benchWeb({ options, dbFile, workDir, light, heavy, admin });
  log('web and query counts done');
  const read = { options, dbFile, token: heavy.token, habitId: heavyHabit };
  const { reads, rest, memory } = await benchReads({ ...read, workDir });
  log('reads done');
  const budgetMs = options.quick ? 100 : 300;
  reads.details = [...(reads.details ?? []), await readBreakdown({ ...read, budgetMs })];
  log('read breakdown done');
  const growthSmall = await measureGrowth({ ...read, ...small });
  log('growth (small) done');
  const writes = await writesSection(options, dbFile, log);
  const large = await growToLarge(options, dbFile);
  log(`grew to ${large.users} users, ${large.entries} entries`);
  const growthLarge = await measureGrowth({ ...read, adminToken: admin.token, ...large });
  log('growth (large) done');
  const scaleOut = await benchScaleOut({
    options,
    dbFile,
    token: heavy.token,
    postgresUrl: POSTGRES_URL,
  });
  log('scale-out done');
  const growth = growthSection(options, growthSmall, growthLarge);
  const { progress, transfer, importStall, mixed, mixedThreads, readPlacement } =
    await selfSeededSections(options, workDir, log);
  addFindings({ reads, writes, growth, domain, web });
  return [
    reads,
    rest,
    writes,
    growth,
    queries,
    domain,
    web,
    memory,
    progress,
    transfer,
    importStall,
    scaleOut,
    mixed,
    mixedThreads,
    readPlacement,
  ];
}

function modeName(options: BenchOptions): 'smoke' | 'quick' | 'full' {
  if (options.smoke) return 'smoke';
  return options.quick ? 'quick' : 'full';
}

async function main(): Promise<void> {
  const options = parseOptions(process.argv.slice(2));
  const started = Date.now();
  const startedAt = new Date();
  const startMachine = machine();
  const workDir = mkdtempSync(path.join(tmpdir(), 'taper-bench-'));
  const say: Log = (message) => {
    log(message, started);
  };
  try {
    say(`mode ${modeName(options)}, work folder ${workDir}`);
    const sections = await measure(options, workDir, say);
    const seconds = (Date.now() - started) / 1000;
    const command = options.smoke
      ? 'pnpm bench -- --smoke'
      : options.quick
        ? 'pnpm bench -- --quick'
        : 'pnpm bench';
    const report = renderReport({
      command,
      machine: startMachine,
      startedAt,
      seconds,
      endLoad: loadavg()[0] ?? 0,
      mode: modeName(options),
      runs: options.runs,
      sections,
    });
    const reportFile = options.smoke
      ? path.join(ROOT, 'artifacts', 'BENCHMARKS.smoke.md')
      : path.join(ROOT, 'BENCHMARKS.md');
    mkdirSync(path.dirname(reportFile), { recursive: true });
    writeFileSync(reportFile, report);
    say(`wrote ${path.relative(ROOT, reportFile)} in ${Math.round(seconds)} s`);
    const missed = sections.flatMap((s) => s.figures).filter((f) => f.met === false);
    for (const figure of missed)
      console.log(`MISSED: ${figure.label}: ${figure.value} (goal ${figure.goal})`);
  } finally {
    rmSync(workDir, { recursive: true, force: true });
  }
}

await main();
