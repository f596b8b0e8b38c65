/**
 * Progress over time: the progress screen's calls on a habit with ten years of daily entries —
 * the years, the last 26 weeks, the last year of strength (walked from the first day). Asked for
 * the same range (kept answers serve repeats) and, through REST, with the habit's entry of today
 * logged again before every request (every answer computed, as after each log).
 */
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { addDays } from '@taper/domain';
import { startServer, type LoopDelay, type ServerChild } from '../child';
import { runLoad, type LoadResult } from '../load';
import type { BenchOptions } from '../options';
import type { Figure, Section } from '../report';
import { SqliteSeeder } from '../seed';
import { todayUtc } from '../seed-rows';
import { median, round } from '../stats';
import { MANY_HABITS, summaryAfterLogFigures } from './summary-cards';

const CONNECTIONS = 50;
const YEARS = 10;

interface Call {
  name: string;
  /** The call's REST path and its tRPC path. */
  rest: string;
  trpc: string;
}

function call(
  habitId: number,
  name: string,
  procedure: 'history' | 'strength',
  range: Record<string, string>,
): Call {
  return {
    name,
    rest: `/api/habits/${String(habitId)}/${procedure}?${new URLSearchParams(range).toString()}`,
    trpc: `/trpc/habits.${procedure}?input=${encodeURIComponent(
      JSON.stringify({ id: habitId, ...range }),
    )}`,
  };
}

/** The screen's three calls: the Years view, the default Weeks view, the strength curve. */
function calls(habitId: number, today: string): Call[] {
  const back = (days: number) => addDays(today, -days);
  return [
    call(habitId, 'history by year, ten years', 'history', {
      bucket: 'year',
      from: back(YEARS * 365 - 1),
      to: today,
    }),
    call(habitId, 'history by week, 26 weeks', 'history', {
      bucket: 'week',
      from: back(26 * 7 - 1),
      to: today,
    }),
    call(habitId, 'strength, the last year', 'strength', { from: back(364), to: today }),
  ];
}

/**
 * Before each request, `changeData` logs today's entry of the habit again, as a person logging does:
 * no kept answer fits, so every answer is computed.
 */
async function measureCall(
  options: BenchOptions,
  app: ServerChild,
  token: string,
  path: string,
  changeData?: () => void,
): Promise<{ results: LoadResult[]; loop: LoopDelay }> {
  const spec = {
    url: app.url,
    path,
    connections: CONNECTIONS,
    token,
    method: 'GET' as const,
    ...(changeData
      ? {
          next: () => {
            changeData();
            return { path, body: '' };
          },
        }
      : {}),
  };
  await runLoad({ ...spec, seconds: options.warmupSeconds });
  // The server's event-loop delay over the measured runs only.
  await app.loopDelay();
  const results: LoadResult[] = [];
  for (let run = 0; run < options.runs; run += 1) {
    const result = await runLoad({ ...spec, seconds: options.runSeconds });
    if (result.errors > 0) throw new Error(`${path}: ${String(result.errors)} errors`);
    results.push(result);
  }
  return { results, loop: await app.loopDelay() };
}

/** Kept answers: p99 < 25 ms. Every answer computed: p99 < 100 ms (issue 38). */
function figure(label: string, results: LoadResult[], kept: boolean): Figure {
  const rps = median(results.map((r) => r.rps));
  const p99 = median(results.map((r) => r.p99));
  const answered = results.every((result) => result.requests > 0);
  const value = answered
    ? `${String(Math.round(rps))} req/s · p99 ${String(p99)} ms`
    : 'no answer within a run';
  const limit = kept ? 25 : 100;
  return {
    label,
    value,
    goal: `p99 < ${String(limit)} ms at ${String(CONNECTIONS)} connections`,
    met: answered && p99 < limit,
  };
}

/** How long requests waited for the server's event loop while every answer was computed. */
function loopFigure(label: string, loop: LoopDelay): Figure {
  return {
    label,
    value: `p99 ${String(round(loop.p99Ms, 1))} ms · longest ${String(round(loop.maxMs, 1))} ms`,
    goal: 'p99 < 20 ms',
    met: loop.p99Ms < 20,
  };
}

/** Seeds one user with a habit of YEARS years of daily entries into its own SQLite file. */
async function seedProgressUser(workDir: string) {
  const dbFile = path.join(workDir, 'progress.db');
  const seeder = await SqliteSeeder.open(dbFile);
  const user = seeder.addUser({ habits: 1, days: YEARS * 365, session: true });
  seeder.checkpoint();
  seeder.close();
  return { dbFile, user };
}

/**
 * The bench's own connection stands in for the user's logging: before each request, today's
 * entry of the habit is logged again with another amount (the database's triggers move the
 * user's data revision and the habit's entries revision on, as for a log through the API).
 */
function openTodayLogger(dbFile: string, habitId: number, userId: number, today: string) {
  const writer = new BetterSqlite3(dbFile);
  writer.pragma('journal_mode = WAL');
  writer.pragma('busy_timeout = 5000');
  const relog = writer.prepare(
    'update habit_entries set actual_value = ?, performance = ? where habit_id = ? and date = ?',
  );
  let logs = 0;
  return {
    /** Logs today's entry (0, a success) when the seeded days left today without one. */
    ensureTodayLogged() {
      if (
        writer
          .prepare('select 1 from habit_entries where habit_id = ? and date = ?')
          .get(habitId, today) === undefined
      ) {
        writer
          .prepare(
            "insert into habit_entries (habit_id, user_id, date, performance, actual_value) values (?, ?, ?, 'success', 0)",
          )
          .run(habitId, userId, today);
      }
    },
    /** Logs today's entry again with another amount. */
    changeData() {
      logs += 1;
      const amount = logs % 5;
      relog.run(amount, amount <= 3 ? 'success' : 'over', habitId, today);
    },
    close: () => writer.close(),
  };
}

/** Each progress call through REST and /trpc on a kept answer, then through REST computed anew. */
async function progressCallFigures(
  options: BenchOptions,
  app: ServerChild,
  token: string,
  habitId: number,
  today: string,
  changeData: () => void,
): Promise<Figure[]> {
  const figures: Figure[] = [];
  for (const each of calls(habitId, today)) {
    for (const [way, path] of [
      ['REST', each.rest],
      ['/trpc', each.trpc],
    ] as const) {
      const { results } = await measureCall(options, app, token, path);
      figures.push(figure(`${each.name}, ${way}, the same range (kept answer)`, results, true));
    }
    const computed = await measureCall(options, app, token, each.rest, changeData);
    figures.push(
      figure(`${each.name}, REST, the data changed before every request`, computed.results, false),
      loopFigure(`… the server's event-loop delay meanwhile`, computed.loop),
    );
  }
  return figures;
}

/** How the section measures, as the report says it. */
function progressMethod(options: BenchOptions): string {
  return (
    `One habit with ${String(YEARS)} years of daily entries (~10% of days not logged), seeded into its own SQLite file. ` +
    'The progress screen’s calls: `history?bucket=year` over the ten years, ' +
    '`history?bucket=week` over the last 26 weeks and `strength` over the last year ' +
    '(the score is walked from the first day). ' +
    `Through REST and the web's /trpc, autocannon -c ${String(CONNECTIONS)}, ${String(options.warmupSeconds)} s warm-up, ` +
    `median of ${String(options.runs)} runs of ${String(options.runSeconds)} s. "The same range" is what a person reopening ` +
    'the screen asks (the answer is kept until their data changes); "the data changed before every request" has the ' +
    "habit's entry of today logged again with another amount before each request (a write through the bench's own connection), as a log does, so no kept answer fits and answers are computed from the habit's kept history and the row that changed (requests that reach " +
    'the server at one revision share one computation, as a page’s calls sent together do); the server runs them on its one ' +
    "thread of computed reads (`COMPUTED_READ_THREADS`, default 1), which keeps each habit's entries as last read and reads " +
    "again only the entries written since (the habit's entries revision, kept by the database's triggers); " +
    "meanwhile the server's own `perf_hooks.monitorEventLoopDelay` (5 ms resolution) measures how long its event loop " +
    'was held up (p99 and longest over the measured runs). ' +
    'Linearity in entries is in the Domain section (habitHistory and ' +
    'habitStrength at 10 and 20 years). ' +
    '"Summary after one log": the summary\'s cards (`computeSummary`, what `/api/summary` runs) in the bench ' +
    `process on its own SQLite file, for a user with 1 habit and a user with ${String(MANY_HABITS)}, each habit of ${String(YEARS)} years of daily entries ` +
    "(both users' histories read before either is measured, so the garbage of the first whole read falls on neither): before each summary the first " +
    "habit's entry of today is logged again (`upsertEntry`); the summary's CPU time (`process.cpuUsage`, its SQLite reads " +
    'included) is the median of 200 summaries (60 with `--quick`) after 20 unmeasured ones. Each card is kept with its ' +
    "habit's history, so a log computes one card: the 30-habit summary may cost at most twice the 1-habit one (it still " +
    'reads and compares 30 habit rows; a card computed per habit would be about ×30). For scale, the same 30 habits with ' +
    'every card computed (today moved back and forth, as a new day does).'
  );
}

export async function benchProgress(options: BenchOptions, workDir: string): Promise<Section> {
  // Measured first, in this process, before the server below shares the cores.
  const summaryFigures = await summaryAfterLogFigures(options, workDir);
  const { dbFile, user } = await seedProgressUser(workDir);
  const app = await startServer({ mode: 'app', port: 4211, dbUrl: dbFile });
  const today = todayUtc();
  const habitId = user.habitIds[0] ?? 0;
  const logger = openTodayLogger(dbFile, habitId, user.id, today);
  const figures: Figure[] = [...summaryFigures];
  try {
    logger.ensureTodayLogged();
    figures.push(
      ...(await progressCallFigures(options, app, user.token, habitId, today, () => {
        logger.changeData();
      })),
    );
  } finally {
    logger.close();
    await app.stop();
  }
  return {
    title: 'Progress over time: the progress screen on ten years of entries',
    method: progressMethod(options),
    figures,
  };
}
