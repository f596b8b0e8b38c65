/**
 * A day of real use: simulated users, each with its own account, session and habits, step through
 * what the web app asks of the server with a person's think time between steps (open the summary,
 * log three habits, open a habit's screen, open its progress), as a browser sends it (the web app's
 * /trpc batch URLs, `Accept-Encoding`). A search over user counts finds the most users whose every
 * call holds p99 < 100 ms, with one and two server processes, on SQLite and on PostgreSQL.
 */
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { sql } from 'kysely';
import { createDb, migrateToLatest } from '@taper/db';
import { startServer } from '../child';
import { type BenchOptions, POSTGRES_URL } from '../options';
import { table, type Section } from '../report';
import { round } from '../stats';
import { HABITS, seedPostgres, seedSqlite } from './mixed-seed';
import { BROWSER_HEADERS, CALLS, type BenchUser } from './mixed-visit';
import {
  fmtP99,
  P99_LIMIT_MS,
  search,
  THINK_MAX_MS,
  THINK_MEAN_S,
  THINK_MIN_MS,
  warmUp,
} from './mixed-probe';
import {
  figureOf,
  postgresWithDefaults,
  sqliteOnTwoCores,
  type Config,
  type Outcome,
} from './mixed-figures';

const PORT = 4221;
/** Every simulated user: three habits with half a year of entries (two months in --quick). */
const daysOf = (options: BenchOptions) => (options.quick ? 60 : 180);
const WARM_USERS = 100;
const probeSeconds = (options: BenchOptions) => (options.smoke ? 2 : options.quick ? 6 : 20);

async function runConfig(
  config: Config,
  server: { dbUrl: string; pgSchema?: string },
  pool: readonly BenchUser[],
  options: BenchOptions,
): Promise<Outcome> {
  const child = await startServer({ mode: 'app', port: PORT, workers: config.workers, ...server });
  try {
    const cpuMs = await warmUp(child, pool.slice(0, WARM_USERS));
    // Where the server's CPU alone would put the count, with headroom for the users' own process.
    const estimate = ((THINK_MEAN_S * 1000) / cpuMs) * config.workers * 0.7;
    const start = Math.min(pool.length, Math.max(100, Math.round(estimate / 50) * 50));
    return {
      ...config,
      search: await search(
        child,
        pool,
        start,
        probeSeconds(options),
        options.quick ? 0 : 3,
        options.smoke ? 1 : options.quick ? 2 : 12,
        WARM_USERS,
      ),
    };
  } finally {
    await child.stop();
  }
}

/** The same search on PostgreSQL, in a private schema dropped afterwards; a failure is reported as not measured. */
async function postgresOutcomes(options: BenchOptions, poolSize: number): Promise<Outcome[]> {
  const outcomes: Outcome[] = [];
  const schema = `bench_mixed_${randomBytes(6).toString('hex')}`;
  let admin: ReturnType<typeof createDb> | undefined;
  try {
    admin = createDb(POSTGRES_URL, { maxConnections: 1 });
    await sql`create schema ${sql.id(schema)}`.execute(admin.db);
    const handle = createDb(POSTGRES_URL, { searchPath: schema, maxConnections: 2 });
    let pgPool: BenchUser[];
    try {
      await migrateToLatest(handle.db);
      pgPool = await seedPostgres(handle.db, poolSize, daysOf(options));
      console.log(`[mixed] seeded ${String(poolSize)} users on PostgreSQL`);
    } finally {
      await handle.close();
    }
    for (const workers of [1, 2])
      outcomes.push(
        await runConfig(
          { engine: 'PostgreSQL', workers },
          { dbUrl: POSTGRES_URL, pgSchema: schema },
          pgPool,
          options,
        ),
      );
  } catch (error) {
    const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
    for (const workers of [1, 2])
      if (!outcomes.some((o) => o.engine === 'PostgreSQL' && o.workers === workers))
        outcomes.push({ engine: 'PostgreSQL', workers, search: undefined, error: reason });
  } finally {
    if (admin) {
      await sql`drop schema if exists ${sql.id(schema)} cascade`.execute(admin.db).catch(() => {});
      await admin.close();
    }
  }

  return outcomes;
}

/** How the section measured, in the report's words. */
function methodText(options: BenchOptions, poolSize: number): string {
  const seconds = probeSeconds(options);
  return (
    `Each simulated user has its own account, session and ${String(HABITS)} number habits with ${String(daysOf(options))} days of entries ` +
    `(~10% of days left out), seeded for ${poolSize.toLocaleString('en')} users. The users are signed in: each has a seeded session ` +
    'token rather than signing in during the run, since signing in costs an argon2 hash on purpose and a person does it once per ' +
    'device per month, not once per visit. A visit is six steps, their requests as the web app sends them, with a browser’s headers ' +
    `(\`Accept-Encoding: ${BROWSER_HEADERS['accept-encoding']}\`): open the summary (the \`/\` screen’s batch ` +
    '`/trpc/habits.list,groups.list,habits.summary?batch=1` and beside it the icon list, `/trpc/icons.list` on its own and without ' +
    'the token, as the app asks for it), log three habits (`POST /trpc/entries.log?batch=1`, today’s ' +
    'value, each a write that moves the user’s data on), open one of those habits (`habits.stats`, computed again after the log) ' +
    'and its progress (one batch: history by week over 26 weeks, strength over the last year, the year’s days, the weekdays; ' +
    `computed again after the log); then the next visit. **Think time**: a person takes one step every ${String(THINK_MIN_MS / 1000)}–` +
    `${String(THINK_MAX_MS / 1000)} s (${String(THINK_MEAN_S)} s on average), so N users take about N/${String(THINK_MEAN_S)} steps ` +
    'a second (7 requests a visit of 6 steps); each user starts at a random step after a random pause, so the load is steady from the start. ' +
    `A count **holds** when every call kind’s p99 is under ${String(P99_LIMIT_MS)} ms with no error over a run of ${String(seconds)} s. ` +
    `First ${String(WARM_USERS)} users each take a whole visit with no think time (unmeasured: it warms the JIT and gives the ` +
    'server’s CPU time per request), and before a count’s run the users it adds to those that ran before take one such visit ' +
    '(unmeasured), so every run finds its users as a server that has been up does — their sessions and histories read once — ' +
    'whichever count the search tried first; the search starts at 0.7 × think time ÷ that CPU time × workers users, then doubles the ' +
    'count while it holds or halves it while it does not, ' +
    (options.quick
      ? 'once (**quick mode**: two runs per server, no bisection). '
      : 'then halves the gap between the best count that held and the first that missed, three times (to the nearest 50). ') +
    'One and two server processes (node:cluster workers sharing the port, as ' +
    '`WORKERS=2` runs production); users per core = users ÷ workers; the goal (≥ 2,000 users on 2 cores with SQLite) is ' +
    'read on whichever held more on these two cores: one process (SQLite’s default) or two, which share the cores with the ' +
    'simulated users; on PostgreSQL the same goal is read with the app’s defaults, one process per core (two here), ' +
    'whose workers start with V8’s helper threads sized to their share of the cores, as production’s primary starts them. ' +
    'SQLite: one file (WAL); PostgreSQL: a private schema ' +
    `on ${POSTGRES_URL.replace(/\/\/[^@]*@/, '//')}, each process its own pool of 10, dropped afterwards. The event-loop delay is ` +
    'the server’s `perf_hooks.monitorEventLoopDelay` over the run (sampled every 5 ms, so an idle loop reads ~5 ms; with two ' +
    'workers the worse one). The simulated users run in the bench process on the same cores as the server, and the users’ sockets ' +
    'are kept alive between steps (one pool shared by all users, as many sockets as requests in flight).'
  );
}

/** An event-loop delay as the probe table shows it: 'p99 / max', in ms. */
const p99AndMax = (p99Ms: number, maxMs: number) =>
  `${String(round(p99Ms, 1))} / ${String(round(maxMs, 1))}`;

export async function benchMixed(options: BenchOptions, workDir: string): Promise<Section> {
  // Enough users for the search's top count in each mode.
  const poolSize = options.smoke ? 300 : options.quick ? 2500 : 8000;
  const outcomes: Outcome[] = [];
  const dbFile = path.join(workDir, 'mixed.db');
  const sqlitePool = await seedSqlite(dbFile, poolSize, daysOf(options));
  console.log(`[mixed] seeded ${String(poolSize)} users on SQLite`);
  for (const workers of [1, 2])
    outcomes.push(
      await runConfig({ engine: 'SQLite', workers }, { dbUrl: dbFile }, sqlitePool, options),
    );

  outcomes.push(...(await postgresOutcomes(options, poolSize)));

  const probeRows = outcomes.flatMap((outcome) =>
    (outcome.search?.probes ?? []).map((p) => [
      `${outcome.engine}, ${String(outcome.workers)}w`,
      p.users.toLocaleString('en'),
      String(Math.round(p.rps)),
      fmtP99(p.p99),
      p99AndMax(p.loopP99Ms, p.loopMaxMs),
      p99AndMax(p.usersLoop.p99Ms, p.usersLoop.maxMs),
      String(round(p.cpuMsPerRequest, 2)),
      String(p.errors),
      p.held ? 'held' : 'missed',
    ]),
  );
  return {
    title: 'A day of real use: simulated users per core',
    method: methodText(options, poolSize),
    figures: [
      ...outcomes.map(figureOf),
      sqliteOnTwoCores(outcomes),
      postgresWithDefaults(outcomes),
    ],
    notes: [
      'The user counts are what this machine held while the bench (and anything else running) shared its cores with the ' +
        'server; on a busy machine (see the load average at the top) they are low. The server’s CPU time per request, read ' +
        'from /proc for the server and its workers over each run, does not depend on what else runs: think time ÷ CPU per ' +
        'request is how many users one core could hold with nothing else on it, an upper bound beside the measured count.',
    ],
    details: [
      'Every probe (p99 per call kind in ms; event-loop delay p99 / max in ms, of the server and of the bench process ' +
        'where the simulated users run and time their calls):',
      table(
        [
          'Server',
          'Users',
          'req/s',
          `p99 ms ${CALLS.join(' / ')}`,
          'Loop delay p99 / max',
          'Users’ loop delay p99 / max',
          'Server CPU ms per request',
          'Errors',
          'Result',
        ],
        probeRows,
      ),
    ],
  };
}
